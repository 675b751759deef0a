"""Input validator: T >= 1, then T boards of 9 lines of exactly 9 digits (0 a
blank), LF endings, no clashing givens. Solvability is not required: the
statement does not promise it (a board without a filling prints nothing).
`python validator.py < case.in`: exit 0, or one line and exit 1."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import validate_rows_cases  # noqa: E402
from tools.validator_cli import validator_main  # noqa: E402


def validate(text):
    """Raises ValueError("line N: ...") on a malformed input."""
    validate_rows_cases(text, 3)


if __name__ == "__main__":
    validator_main(validate)
