"""HDU 5046 Airport with setcover-bits (templates/setcover_bits.py, imported
here; pasted in a submission): the Python twin of bench/sc/airport_block.cpp
for bench/covers.py. Options biggest first (the block then drops the
dominated ones as they come)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "templates"))
from setcover_bits import SetCover  # noqa: E402


def reach(dist, n, k, r, sc):
    sc.reset(n)
    rows = [[j + 1 for j in range(n) if d[j] <= r] for d in dist]
    for i in sorted(range(n), key=lambda i: -len(rows[i])):
        sc.add_option(rows[i], i)
    return sc.within(k) is not None


def main():
    data = sys.stdin.buffer.read().split()
    t, pos, out, sc = int(data[0]), 1, [], SetCover(1)
    for case in range(1, t + 1):
        n, k = int(data[pos]), int(data[pos + 1])
        xy = [(int(data[pos + 2 + 2 * i]), int(data[pos + 3 + 2 * i])) for i in range(n)]
        pos += 2 + 2 * n
        dist = [[abs(x - a) + abs(y - b) for a, b in xy] for x, y in xy]
        cand = sorted({d for row in dist for d in row})
        lo, hi = 0, len(cand) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if reach(dist, n, k, cand[mid], sc):
                hi = mid
            else:
                lo = mid + 1
        out.append("Case #%d: %d\n" % (case, cand[lo]))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
