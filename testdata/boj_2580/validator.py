"""Input validator: one board of 9 lines of 9 integers 0..9 separated by single
spaces, LF endings, no clashing givens, and a filling exists (the statement
promises one). `python validator.py < case.in`: exit 0, or one line and exit 1."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import validate_spaced  # noqa: E402
from tools.validator_cli import validator_main  # noqa: E402


def validate(text):
    """Raises ValueError("line N: ...") on a malformed input."""
    validate_spaced(text, 3)


if __name__ == "__main__":
    validator_main(validate)
