"""Input validator for ex_hdu2295: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/hdu2295_radar.py): a line T (1 <= T <=
MAX_T); per case a line "N M K" (1 <= N <= MAX_N, 1 <= M <= MAX_M, 1 <= K <= M),
N lines "X Y" (the cities) and M lines "X Y" (the radars), 0 <= X, Y <= MAX_COORD;
integers without sign or leading zeros, one space apart; LF endings, a final
newline, no trailing spaces, no blank lines, nothing after the last case.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, plain_int, strict_lines

PARAMS = problem_params(__file__)


def numbers(lines, k, count, what):
    """The `count` integers of line k (1-based), or FormatError."""
    if k > len(lines):
        raise FormatError("line %d: the input ends, expected %s" % (k, what))
    tok = lines[k - 1].split(" ")
    if len(tok) != count or not all(plain_int(t) for t in tok):
        raise FormatError("line %d: expected %s, got %r" % (k, what, lines[k - 1][:40]))
    return [int(t) for t in tok]


def validate(text):
    lines = strict_lines(text)
    [t] = numbers(lines, 1, 1, "T")
    if not 1 <= t <= PARAMS["max_t"]:
        raise FormatError("line 1: T = %d outside 1..%d" % (t, PARAMS["max_t"]))
    k = 2
    for case in range(1, t + 1):
        n, m, ops = numbers(lines, k, 3, "'N M K' of case %d" % case)
        if not (1 <= n <= PARAMS["max_n"] and 1 <= m <= PARAMS["max_m"] and 1 <= ops <= m):
            raise FormatError("line %d: N = %d, M = %d, K = %d outside 1 <= N <= %d, "
                              "1 <= M <= %d, 1 <= K <= M" % (k, n, m, ops, PARAMS["max_n"],
                                                             PARAMS["max_m"]))
        for k in range(k + 1, k + 1 + n + m):
            x, y = numbers(lines, k, 2, "a point 'X Y'")
            if max(x, y) > PARAMS["max_coord"]:
                raise FormatError("line %d: a coordinate above %d" % (k, PARAMS["max_coord"]))
        k += 1
    if k <= len(lines):
        raise FormatError("line %d: text after the last case" % k)
    return t


if __name__ == "__main__":
    validator_main(validate)
