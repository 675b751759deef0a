"""Input validator for ex_queens: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/queens.py): 1 to MAX_QUERIES lines "n count"
(1 <= n <= MAX_COUNT_N) or "n one" (1 <= n <= MAX_ONE_N), n without leading zeros, one space;
LF endings, a final newline, no trailing spaces, no blank lines.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import re

from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, strict_lines

QUERY = re.compile(r"([1-9][0-9]*) (count|one)\Z")
PARAMS = problem_params(__file__)
MAX_N = {"count": PARAMS["max_count_n"], "one": PARAMS["max_one_n"]}
MAX_QUERIES = PARAMS["max_queries"]


def validate(text):
    lines = strict_lines(text)
    if len(lines) > MAX_QUERIES:
        raise FormatError("line %d: more than %d queries" % (MAX_QUERIES + 1, MAX_QUERIES))
    for k, line in enumerate(lines, 1):
        m = QUERY.match(line)
        if not m:
            raise FormatError("line %d: expected 'n count' or 'n one', got %r" % (k, line[:40]))
        n, mode = int(m.group(1)), m.group(2)
        if n > MAX_N[mode]:
            raise FormatError("line %d: n = %d, mode %s allows 1..%d" % (k, n, mode, MAX_N[mode]))
    return len(lines)


if __name__ == "__main__":
    validator_main(validate)
