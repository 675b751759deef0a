"""Input validator: lines of 81 characters '1'-'9' or '.', then a last line
"end"; LF endings; no clashing givens. The statement's promise of exactly one
filling is checked by ref.py (which refuses a board with two) and by
tests/problems/test_sudoku9.py, not here: it costs seconds on a 300-board file.
`python validator.py < case.in`: exit 0, or one line and exit 1."""
from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.sudoku.layouts import DottedLines

LAYOUT = DottedLines(problem_params(__file__)["box"])


def validate(text):
    """Raises ValueError("line N: ...") on a malformed input; returns the boards."""
    return LAYOUT.validate(text)


if __name__ == "__main__":
    validator_main(validate)
