"""Input validator for POJ 3740: validate(text) raises ValueError("line N: ...").

The stored format, strictly: 1 to 500 cases; each a line "M N" (1 <= M <= 16,
1 <= N <= 300) and M lines of N entries 0 or 1, one space apart; LF endings, a
final newline, no trailing spaces, no blank lines.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.validator_cli import strict_lines, validator_main  # noqa: E402

MAX_CASES, MAX_M, MAX_N = 500, 16, 300
HEADER = re.compile(r"([1-9][0-9]*) ([1-9][0-9]*)\Z")


def validate(text):
    lines = strict_lines(text)
    i = cases = 0
    while i < len(lines):
        cases += 1
        if cases > MAX_CASES:
            raise ValueError("line %d: more than %d cases" % (i + 1, MAX_CASES))
        head = HEADER.match(lines[i])
        if not head:
            raise ValueError("line %d: expected 'M N' (two positive integers, one space), got %r"
                             % (i + 1, lines[i][:40]))
        m, n = int(head.group(1)), int(head.group(2))
        if m > MAX_M or n > MAX_N:
            raise ValueError("line %d: M = %d, N = %d outside M <= %d, N <= %d"
                             % (i + 1, m, n, MAX_M, MAX_N))
        if i + m >= len(lines):
            raise ValueError("line %d: case %d needs %d rows, the input ends first"
                             % (len(lines) + 1, cases, m))
        for k in range(i + 1, i + m + 1):
            row = lines[k]
            entries, gaps = row[::2], row[1::2]
            if (len(row) != 2 * n - 1 or gaps.strip(" ") or entries.strip("01")):
                raise ValueError("line %d: expected %d entries 0 or 1 one space apart, got %r"
                                 % (k + 1, n, row[:40]))
        i += m + 1
    return cases


if __name__ == "__main__":
    validator_main(validate)
