"""Reference for ex_hdu2295, sharing no code with the set-cover blocks or the
example: every squared city-radar distance in increasing order is a candidate
radius (no binary search), and "at most K radars?" is a plain depth-first
search that takes the lowest uncovered city and tries each radar that reaches
it, K levels deep, without any estimate. stdin -> stdout, the format of
examples/hdu2295_radar.py: six decimals per case."""
import math
import sys


def coverable(cover, by_city, left, k):
    if not left:
        return True
    if k == 0:
        return False
    city = (left & -left).bit_length() - 1
    return any(coverable(cover, by_city, left & ~cover[j], k - 1) for j in by_city[city])


def least(cities, radars, k):
    d2 = [[(x - a) ** 2 + (y - b) ** 2 for x, y in cities] for a, b in radars]
    full = (1 << len(cities)) - 1
    for r2 in sorted({v for row in d2 for v in row}):
        cover = [sum(1 << i for i, v in enumerate(row) if v <= r2) for row in d2]
        by_city = [[j for j, c in enumerate(cover) if c >> i & 1] for i in range(len(cities))]
        if all(by_city) and coverable(cover, by_city, full, k):
            return r2
    raise AssertionError("the largest distance always works")


def main():
    tok = list(map(int, sys.stdin.read().split()))
    p, out = 1, []
    for _ in range(tok[0]):
        n, m, k = tok[p:p + 3]
        p += 3
        pts = [(tok[p + 2 * i], tok[p + 2 * i + 1]) for i in range(n + m)]
        p += 2 * (n + m)
        out.append("%.6f" % math.sqrt(least(pts[:n], pts[n:], k)))
    print("\n".join(out))


if __name__ == "__main__":
    main()
