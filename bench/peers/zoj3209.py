"""The peer of bench/covers.py (its mincover family): ZOJ 3209 the way one writes it by hand
under contest pressure, with no template. The covered cells are one int; the
lowest empty cell can only be the lower-left corner of the piece that covers
it, so each step tries the pieces with that corner that fit, largest first,
and a branch stops once it cannot beat the best count so far."""
import sys


def fewest_pieces(n, m, pieces):
    full = (1 << (n * m)) - 1
    at = [[] for _ in range(n * m)]          # pieces by their corner cell
    for x1, y1, x2, y2 in pieces:
        row, mask = ((1 << (x2 - x1)) - 1) << x1, 0
        for y in range(y1, y2):
            mask |= row << (y * n)
        at[y1 * n + x1].append(((x2 - x1) * (y2 - y1), mask))
    at = [[mask for _, mask in sorted(lst, reverse=True)] for lst in at]
    best = [len(pieces) + 1]

    def search(covered, used):
        if covered == full:
            best[0] = used
            return
        if used + 1 >= best[0]:
            return
        free = ~covered & full
        for mask in at[(free & -free).bit_length() - 1]:
            if not mask & covered:
                search(covered | mask, used + 1)

    sys.setrecursionlimit(max(sys.getrecursionlimit(), n * m + 100))
    search(0, 0)
    return best[0] if best[0] <= len(pieces) else -1
