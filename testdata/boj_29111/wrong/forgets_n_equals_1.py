# expect: WA
"""Wrong on purpose: the nests-and-linked-pairs construction without its one
exception. For n = 1 the sizes (a, b, c, d) = (-1, 0, 0, 0) are negative and
the formula prints `2 1 1 2` (four numbers for n = 1): WA on handmade_01,
right everywhere else."""
import sys


def runs(n):
    s, r = divmod(n, 4)
    a, b, c, d = ((s - 1, s, s, s - 1), (s - 1, s, s, s),
                  (s, s, s, s), (s + 1, s, s, s))[r]
    x14, x23 = a + c + 2 * d + 3, c + d + 1
    return [range(2 * b + 2 * a, 2 * b, -2), range(2 * b - 1, 0, -2), range(1, 2 * b, 2),
            [x14], range(2 * b + 2, 2 * b + 2 * a + 1, 2), [x23],
            range(2 * d + 2 * c + 1, 2 * d + 1, -2), range(2 * d, 0, -2), [x23],
            range(2, 2 * d + 1, 2), [x14], range(2 * d + 3, 2 * d + 2 * c + 2, 2)]


n = int(sys.stdin.buffer.read())
sys.stdout.write(" ".join(str(v) for run in runs(n) for v in run) + "\n")
