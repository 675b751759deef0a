"""Input validator: T >= 1, then T boards of 9 lines of exactly 9 digits (0 a
blank), LF endings, no clashing givens. Solvability is not required: the
statement does not promise it (a board without a filling prints nothing).
`python validator.py < case.in`: exit 0, or one line and exit 1."""
from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.sudoku.layouts import DigitRows

LAYOUT = DigitRows(problem_params(__file__)["box"])


def validate(text):
    """Raises ValueError("line N: ...") on a malformed input; returns the boards."""
    return LAYOUT.validate(text)


if __name__ == "__main__":
    validator_main(validate)
