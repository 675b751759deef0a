"""Reference for ex_zoj3209, sharing no code with the templates or the example:
a plain backtracking over a grid of booleans. The first empty cell in reading
order (row y, then x) can only be the lower-left corner of the piece that
covers it (every cell before it is covered already), so each step tries the
unused pieces with that corner which fit, and stops a branch once it can no
longer beat the best count found. stdin -> stdout, the example's formats."""
import sys


def fewest(n, m, pieces):
    grid = [[False] * n for _ in range(m)]
    at = {}
    for x1, y1, x2, y2 in pieces:
        at.setdefault((x1, y1), []).append((x2, y2))
    best = [len(pieces) + 1]
    sys.setrecursionlimit(10000)

    def fits(x1, y1, x2, y2):
        return all(not grid[y][x] for y in range(y1, y2) for x in range(x1, x2))

    def paint(x1, y1, x2, y2, value):
        for y in range(y1, y2):
            for x in range(x1, x2):
                grid[y][x] = value

    def search(used, y, x):
        while y < m and grid[y][x]:              # the first empty cell
            x += 1
            if x == n:
                y, x = y + 1, 0
        if y == m:
            best[0] = min(best[0], used)
            return
        if used + 1 >= best[0]:
            return
        for x2, y2 in at.get((x, y), []):
            if fits(x, y, x2, y2):
                paint(x, y, x2, y2, True)
                search(used + 1, y, x)
                paint(x, y, x2, y2, False)

    search(0, 0, 0)
    return best[0] if best[0] <= len(pieces) else -1


def main():
    data = [int(t) for t in sys.stdin.read().split()]
    pos, out = 1, []
    for _ in range(data[0]):
        n, m, p = data[pos:pos + 3]
        pieces = [tuple(data[pos + 3 + 4 * k:pos + 7 + 4 * k]) for k in range(p)]
        pos += 3 + 4 * p
        out.append(str(fewest(n, m, pieces)))
    print("\n".join(out))


if __name__ == "__main__":
    main()
