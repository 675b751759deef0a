"""Input validator for ex_langford: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/langford.py): 1 to MAX_QUERIES lines,
each one n (1 <= n <= MAX_N) without leading zeros; LF endings, a final newline,
no trailing spaces, no blank lines.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import re

from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, strict_lines

SIZE = re.compile(r"[1-9][0-9]*\Z")
PARAMS = problem_params(__file__)
MAX_N, MAX_QUERIES = PARAMS["max_n"], PARAMS["max_queries"]


def validate(text):
    lines = strict_lines(text)
    if len(lines) > MAX_QUERIES:
        raise FormatError("line %d: more than %d lines" % (MAX_QUERIES + 1, MAX_QUERIES))
    for k, line in enumerate(lines, 1):
        if not SIZE.match(line):
            raise FormatError("line %d: expected one n, got %r" % (k, line[:40]))
        if int(line) > MAX_N:
            raise FormatError("line %d: n = %s outside 1..%d" % (k, line, MAX_N))
    return len(lines)


if __name__ == "__main__":
    validator_main(validate)
