"""Input validator for ex_hdu4735: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/hdu4735_little_wish.py): a line T
(1 <= T <= MAX_T); per case a line "n D" (1 <= n <= MAX_N, 1 <= D <= MAX_D), a
line of n children each 0 or 1, and n - 1 lines "a b w" (1 <= a, b <= n,
1 <= w <= MAX_W) that make a tree; integers without sign or leading zeros, one
space apart; LF endings, a final newline, no trailing spaces, no blank lines,
nothing after the last case.
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


def check_tree(n, edges, k):
    """The n - 1 edges ending on line k - 1 join all n nodes (so they make a tree)."""
    root = list(range(n + 1))

    def find(v):
        while root[v] != v:
            root[v] = root[root[v]]
            v = root[v]
        return v
    for i, (a, b) in enumerate(edges):
        ra, rb = find(a), find(b)
        if ra == rb:
            raise FormatError("line %d: edge %d %d closes a cycle" % (k - len(edges) + i, a, b))
        root[ra] = rb


def validate(text):
    lines = strict_lines(text)
    [t] = numbers(lines, 1, 1, "T")
    if not 1 <= t <= PARAMS["max_t"]:
        raise FormatError("line 1: T = %d outside 1..%d" % (t, PARAMS["max_t"]))
    k = 2
    for case in range(1, t + 1):
        n, d = numbers(lines, k, 2, "'n D' of case %d" % case)
        if not (1 <= n <= PARAMS["max_n"] and 1 <= d <= PARAMS["max_d"]):
            raise FormatError("line %d: n = %d, D = %d outside 1 <= n <= %d, 1 <= D <= %d"
                              % (k, n, d, PARAMS["max_n"], PARAMS["max_d"]))
        kids = numbers(lines, k + 1, n, "%d children 0 or 1" % n)
        if max(kids) > 1:
            raise FormatError("line %d: a child other than 0 or 1" % (k + 1))
        edges = []
        for k in range(k + 2, k + 2 + n - 1):
            a, b, w = numbers(lines, k, 3, "an edge 'a b w'")
            if not (1 <= a <= n and 1 <= b <= n and 1 <= w <= PARAMS["max_w"]):
                raise FormatError("line %d: edge %d %d %d outside 1 <= a, b <= n, "
                                  "1 <= w <= %d" % (k, a, b, w, PARAMS["max_w"]))
            edges.append((a, b))
        k = k + 1 if n > 1 else k + 2
        check_tree(n, edges, k)
    if k <= len(lines):
        raise FormatError("line %d: text after the last case" % k)
    return t


if __name__ == "__main__":
    validator_main(validate)
