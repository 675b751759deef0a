"""A hand-written A* set cover on bitmasks for HDU 2295 Radar, the way one writes
it in a contest without a template: the bench's yardstick for the set-cover
blocks (bench/covers.py). Recursive depth-first search with the classic
admissible estimate (take an uncovered city, count one, drop every city of
every radar that reaches it), branching on the uncovered city reached by the
fewest radars, radars tried in input order; binary search over the sorted
distinct squared distances. solve(data) takes the input bytes and returns the
output text."""
import math


def solve(data):
    tok = list(map(int, data.split()))
    t, p, out = tok[0], 1, []
    for _ in range(t):
        n, m, k = tok[p:p + 3]
        p += 3
        pts = list(zip(tok[p:p + 2 * (n + m):2], tok[p + 1:p + 2 * (n + m):2]))
        p += 2 * (n + m)
        cities, radars = pts[:n], pts[n:]
        d2 = [[(x - a) ** 2 + (y - b) ** 2 for x, y in cities] for a, b in radars]
        full = (1 << n) - 1

        def feasible(r2):
            cover = [0] * m
            for j in range(m):
                for i in range(n):
                    if d2[j][i] <= r2:
                        cover[j] |= 1 << i
            by_city = [[j for j in range(m) if cover[j] >> i & 1] for i in range(n)]
            reach = [1 << i for i in range(n)]   # a city no radar reaches counts too
            for i in range(n):
                for j in by_city[i]:
                    reach[i] |= cover[j]

            def h(left):
                c = 0
                while left:
                    low = left & -left
                    left &= ~reach[low.bit_length() - 1]
                    c += 1
                return c

            def dfs(left, depth):
                if not left:
                    return True
                if depth + h(left) > k:
                    return False
                best, city = m + 1, 0
                x = left
                while x:
                    low = x & -x
                    x ^= low
                    i = low.bit_length() - 1
                    if len(by_city[i]) < best:
                        best, city = len(by_city[i]), i
                for j in by_city[city]:
                    if dfs(left & ~cover[j], depth + 1):
                        return True
                return False

            return dfs(full, 0)

        radii = sorted({v for row in d2 for v in row})
        lo, hi = 0, len(radii) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if feasible(radii[mid]):
                hi = mid
            else:
                lo = mid + 1
        out.append("%.6f\n" % math.sqrt(radii[lo]))
    return "".join(out)


if __name__ == "__main__":
    import sys
    sys.stdout.write(solve(sys.stdin.buffer.read()))
