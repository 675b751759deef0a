"""Reference for ex_qdomination, sharing no code with the set-cover blocks or
the example: iterative deepening on bit masks of the board. At each step the
first square neither held nor attacked must get a queen on a square that
attacks it (or on it), among the squares no queen so far attacks. stdin ->
stdout, the format of examples/qdomination.py."""
import sys


def reach_masks(n):
    """reach[s]: the squares a queen on s holds or attacks, as a bit mask."""
    out = []
    for r in range(n):
        for c in range(n):
            m = 0
            for a in range(n):
                for b in range(n):
                    if a == r or b == c or a - b == r - c or a + b == r + c:
                        m |= 1 << (a * n + b)
            out.append(m)
    return out


def fewest(n):
    reach, full = reach_masks(n), (1 << (n * n)) - 1

    def place(k, seen, queens):
        if seen == full:
            return queens
        if k == 0:
            return None
        low = (~seen & full) & -(~seen & full)
        s = low.bit_length() - 1
        ways = reach[s]
        while ways:
            bit = ways & -ways
            ways ^= bit
            q = bit.bit_length() - 1
            if not (seen >> q & 1):              # no queen attacks q: independent
                got = place(k - 1, seen | reach[q], queens + [q])
                if got is not None:
                    return got
        return None

    for k in range(1, n + 1):
        got = place(k, 0, [])
        if got is not None:
            return got


def main():
    out = []
    for line in sys.stdin.read().split("\n"):
        if line.strip():
            n = int(line)
            queens = fewest(n)
            out.append(" ".join(map(str, [len(queens)] + [v + 1 for q in queens
                                                         for v in divmod(q, n)])))
    print("\n".join(out))


if __name__ == "__main__":
    main()
