"""Input validator: lines of 81 characters '1'-'9' or '.', then a last line
"end"; LF endings; no clashing givens. The statement's promise of exactly one
filling is checked by ref.py (which refuses a board with two) and by
tests/test_sudoku9.py, not here: it costs seconds on a 300-board file.
`python validator.py < case.in`: exit 0, or one line and exit 1."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import validate_line_cases  # noqa: E402
from tools.validator_cli import validator_main  # noqa: E402


def validate(text):
    """Raises ValueError("line N: ...") on a malformed input."""
    validate_line_cases(text, 3)


if __name__ == "__main__":
    validator_main(validate)
