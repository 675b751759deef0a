"""Reference for ex_queens, sharing no code with the DLX template or the
example: row-by-row backtracking with bit masks of the attacked columns and
diagonals. stdin -> stdout, same formats as examples/queens.py; mode one
prints the placement of a closed-form construction (any valid one will do:
the checker only needs to know whether one exists)."""
import sys


def count(n):
    full = (1 << n) - 1

    def rec(cols, left, right):
        if cols == full:
            return 1
        total, free = 0, full & ~(cols | left | right)
        while free:
            bit = free & -free
            free -= bit
            total += rec(cols | bit, (left | bit) << 1 & full, (right | bit) >> 1)
        return total
    return rec(0, 0, 0)


def first(n):
    """One placement (columns by row, 0-based) by the classic explicit
    construction (Hoffman, Loessi and Moore 1969; as in Wikipedia's
    "Eight queens puzzle"), or None for n = 2, 3."""
    if n in (2, 3):
        return None
    evens, odds = list(range(2, n + 1, 2)), list(range(1, n + 1, 2))
    if n % 6 == 2:
        odds = [3, 1] + odds[3:] + [5] if n > 5 else odds
    elif n % 6 == 3:
        evens = evens[1:] + [2]
        odds = odds[2:] + [1, 3]
    return [c - 1 for c in evens + odds]


def main():
    out = []
    for line in sys.stdin.read().split("\n"):
        if not line.strip():
            continue
        n, mode = line.split()
        n = int(n)
        if mode == "count":
            out.append(str(count(n)))
        else:
            q = first(n)
            out.append("none" if q is None else
                       "\n".join("." * c + "Q" + "." * (n - 1 - c) for c in q))
    print("\n".join(out))


if __name__ == "__main__":
    main()
