"""Input validator for POJ 3740: validate(text) raises ValueError("line N: ...").

The stored format, strictly: 1 to MAX_CASES cases; each a line "M N" (1 <= M <= MAX_M,
1 <= N <= MAX_N; the bounds are problem.toml's [params]) and M lines of N entries
0 or 1, one space apart; LF endings, a final newline, no trailing spaces, no blank lines.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import re

from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, strict_lines

PARAMS = problem_params(__file__)
MAX_CASES, MAX_M, MAX_N = PARAMS["max_cases"], PARAMS["max_m"], PARAMS["max_n"]
HEADER = re.compile(r"([1-9][0-9]*) ([1-9][0-9]*)\Z")


def validate(text):
    lines = strict_lines(text)
    i = cases = 0
    while i < len(lines):
        cases += 1
        if cases > MAX_CASES:
            raise FormatError("line %d: more than %d cases" % (i + 1, MAX_CASES))
        head = HEADER.match(lines[i])
        if not head:
            raise FormatError("line %d: expected 'M N' (two positive integers, one space), got %r"
                             % (i + 1, lines[i][:40]))
        m, n = int(head.group(1)), int(head.group(2))
        if m > MAX_M or n > MAX_N:
            raise FormatError("line %d: M = %d, N = %d outside M <= %d, N <= %d"
                             % (i + 1, m, n, MAX_M, MAX_N))
        if i + m >= len(lines):
            raise FormatError("line %d: case %d needs %d rows, the input ends first"
                             % (len(lines) + 1, cases, m))
        for k in range(i + 1, i + m + 1):
            row = lines[k]
            entries, gaps = row[::2], row[1::2]
            if (len(row) != 2 * n - 1 or gaps.strip(" ") or entries.strip("01")):
                raise FormatError("line %d: expected %d entries 0 or 1 one space apart, got %r"
                                 % (k + 1, n, row[:40]))
        i += m + 1
    return cases


if __name__ == "__main__":
    validator_main(validate)
