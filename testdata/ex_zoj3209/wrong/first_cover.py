# expect: WA
"""Wrong on purpose: prints the size of the first cover it finds, not the
smallest (the first empty cell's pieces in input order, no minimisation)."""
import sys


def first_cover(n, m, pieces):
    full = (1 << (n * m)) - 1
    at = {}
    for x1, y1, x2, y2 in pieces:
        mask = 0
        for y in range(y1, y2):
            mask |= ((1 << (x2 - x1)) - 1) << (y * n + x1)
        at.setdefault(y1 * n + x1, []).append(mask)
    stack = [(0, 0, 0)]                 # (covered cells, pieces used, next choice)
    while stack:
        covered, used, k = stack.pop()
        if covered == full:
            return used
        free = ~covered & full
        cell = (free & -free).bit_length() - 1
        options = at.get(cell, [])
        for j in range(len(options) - 1, -1, -1):
            if not options[j] & covered:
                stack.append((covered | options[j], used + 1, 0))
    return -1


def main():
    data = [int(t) for t in sys.stdin.read().split()]
    pos, out = 1, []
    for _ in range(data[0]):
        n, m, p = data[pos:pos + 3]
        pieces = [tuple(data[pos + 3 + 4 * k:pos + 7 + 4 * k]) for k in range(p)]
        pos += 3 + 4 * p
        out.append(str(first_cover(n, m, pieces)))
    print("\n".join(out))


main()
