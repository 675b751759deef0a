"""Input validator for ex_xsudoku: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/xsudoku.py): 1 to max_puzzles lines of 81
characters '1'..'9' or '.'; LF endings, a final newline, no trailing spaces,
no blank lines. Givens may clash (such a puzzle has no filling: "none").
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import re

from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import strict_lines

PUZZLE = re.compile(r"[1-9.]{81}\Z")
MAX_PUZZLES = problem_params(__file__)["max_puzzles"]


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
