"""Input validator for ex_zoj3209: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/zoj3209_treasure_map.py): a line T
(1 <= T <= MAX_CASES); then T cases, each a line "n m p" (1 <= n, m <= MAX_SIDE,
1 <= p <= MAX_PIECES) and p lines "x1 y1 x2 y2" with 0 <= x1 < x2 <= n and
0 <= y1 < y2 <= m; one blank line between two cases (none before the first or
after the last). Integers without sign or leading zeros, one space apart;
LF endings, a final newline, no trailing spaces (the bounds are problem.toml's
[params]).
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, plain_int, strict_lines

PARAMS = problem_params(__file__)
MAX_CASES, MAX_SIDE, MAX_PIECES = PARAMS["max_cases"], PARAMS["max_side"], PARAMS["max_pieces"]


def numbers(lines, k, count, what):
    """The `count` integers of line k (0-based), or FormatError."""
    if k >= len(lines):
        raise FormatError("line %d: the input ends, expected %s" % (k + 1, what))
    tokens = lines[k].split(" ")
    if len(tokens) != count or not all(plain_int(t) for t in tokens):
        raise FormatError("line %d: expected %s, got %r" % (k + 1, what, lines[k][:40]))
    return [int(t) for t in tokens]


def validate(text):
    lines = strict_lines(text)
    (t,) = numbers(lines, 0, 1, "T")
    if not 1 <= t <= MAX_CASES:
        raise FormatError("line 1: T = %d outside 1..%d" % (t, MAX_CASES))
    k = 1
    for case in range(t):
        if case:
            if k >= len(lines) or lines[k]:
                raise FormatError("line %d: expected the blank line between two cases" % (k + 1))
            k += 1
        n, m, p = numbers(lines, k, 3, "'n m p'")
        if not (1 <= n <= MAX_SIDE and 1 <= m <= MAX_SIDE and 1 <= p <= MAX_PIECES):
            raise FormatError("line %d: n m p = %d %d %d outside 1..%d, 1..%d, 1..%d"
                              % (k + 1, n, m, p, MAX_SIDE, MAX_SIDE, MAX_PIECES))
        for j in range(k + 1, k + 1 + p):
            x1, y1, x2, y2 = numbers(lines, j, 4, "'x1 y1 x2 y2'")
            if not (x1 < x2 <= n and y1 < y2 <= m):
                raise FormatError("line %d: piece %d %d %d %d is not a rectangle inside "
                                  "the %d x %d map" % (j + 1, x1, y1, x2, y2, n, m))
        k += 1 + p
    if k != len(lines):
        raise FormatError("line %d: text after the last case" % (k + 1))
    return t


if __name__ == "__main__":
    validator_main(validate)
