"""N-Queens, every solution counted: 10 -> 724, 12 -> 14200, 13 -> 73712
(OEIS A000170).

Model (Knuth, "Dancing Links", 2000, as in examples/queens.py): items 1..2n
the rows and columns, interleaved in organ-pipe order (middle first), primary;
items 2n+1..4n-1 the diagonals r+c and 4n..6n-2 the anti-diagonals r-c+n-1,
secondary (at most one queen); one option per square.
"""


def organ_pipe(n):
    """0..n-1 from the middle outwards: the most constrained lines first."""
    mid = (n - 1) // 2
    return sorted(range(n), key=lambda k: (abs(k - mid - 0.25), k))


def model(n):
    line = [0] * n
    for k, r in enumerate(organ_pipe(n)):
        line[r] = k
    options = [[2 * line[r] + 1, 2 * line[c] + 2, 2 * n + 1 + r + c, 4 * n + r - c + n - 1]
               for r in range(n) for c in range(n)]
    return 6 * n - 2, 2 * n, options


def count_bitmask(n):
    """Specialised code: row by row, the free columns as one bitmask, the
    diagonals shifted one step per row."""
    full = (1 << n) - 1

    def place(cols, left, right):
        if cols == full:
            return 1
        total = 0
        free = full & ~(cols | left | right)
        while free:
            bit = free & -free
            free ^= bit
            total += place(cols | bit, (left | bit) << 1 & full, (right | bit) >> 1)
        return total
    return place(0, 0, 0)
