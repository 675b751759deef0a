"""Input validator: one board of 9 lines of 9 integers 0..9 separated by single
spaces, LF endings, no clashing givens, and a filling exists (the statement
promises one). `python validator.py < case.in`: exit 0, or one line and exit 1."""
from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.sudoku.layouts import SpacedGrid

LAYOUT = SpacedGrid(problem_params(__file__)["box"])


def validate(text):
    """Raises ValueError("line N: ...") on a malformed input; returns the boards."""
    return LAYOUT.validate(text)


if __name__ == "__main__":
    validator_main(validate)
