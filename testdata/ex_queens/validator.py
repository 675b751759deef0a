"""Input validator for ex_queens: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/queens.py): 1 to 100 lines "n count"
(1 <= n <= 12) or "n one" (1 <= n <= 40), n without leading zeros, one space;
LF endings, a final newline, no trailing spaces, no blank lines.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.validator_cli import strict_lines, validator_main  # noqa: E402

QUERY = re.compile(r"([1-9][0-9]*) (count|one)\Z")
MAX_N = {"count": 12, "one": 40}
MAX_QUERIES = 100


def validate(text):
    lines = strict_lines(text)
    if len(lines) > MAX_QUERIES:
        raise ValueError("line %d: more than %d queries" % (MAX_QUERIES + 1, MAX_QUERIES))
    for k, line in enumerate(lines, 1):
        m = QUERY.match(line)
        if not m:
            raise ValueError("line %d: expected 'n count' or 'n one', got %r" % (k, line[:40]))
        n, mode = int(m.group(1)), m.group(2)
        if n > MAX_N[mode]:
            raise ValueError("line %d: n = %d, mode %s allows 1..%d" % (k, n, mode, MAX_N[mode]))
    return len(lines)


if __name__ == "__main__":
    validator_main(validate)
