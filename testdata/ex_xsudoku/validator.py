"""Input validator for ex_xsudoku: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/xsudoku.py): 1 to 100 lines of 81
characters '1'..'9' or '.'; LF endings, a final newline, no trailing spaces,
no blank lines. Givens may clash (such a puzzle has no filling: "none").
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.validator_cli import strict_lines, validator_main  # noqa: E402

PUZZLE = re.compile(r"[1-9.]{81}\Z")
MAX_PUZZLES = 100


def validate(text):
    lines = strict_lines(text)
    if len(lines) > MAX_PUZZLES:
        raise ValueError("line %d: more than %d puzzles" % (MAX_PUZZLES + 1, MAX_PUZZLES))
    for k, line in enumerate(lines, 1):
        if not PUZZLE.match(line):
            raise ValueError("line %d: expected 81 characters '1'..'9' or '.', got %r"
                             % (k, line[:40]))
    return len(lines)


if __name__ == "__main__":
    validator_main(validate)
