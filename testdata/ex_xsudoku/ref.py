"""Reference for ex_xsudoku, sharing no code with the DLX template or the
Sudoku model: depth-first search over cells, always the cell with the fewest
candidates, with bit masks of the digits used in each row, column, box and
diagonal. stdin -> stdout, same formats as examples/xsudoku.py.
solve(grid, limit, rng) is also the generator's solver (gen.py)."""
import sys

N, ALL = 9, (1 << 9) - 1


def units_of(k):
    """Indices of the units through cell k: row, column, box (0..26), and
    27 for the main diagonal, 28 for the anti-diagonal."""
    r, c = divmod(k, N)
    units = [r, 9 + c, 18 + r // 3 * 3 + c // 3]
    if r == c:
        units.append(27)
    if r + c == 8:
        units.append(28)
    return units


UNITS = [units_of(k) for k in range(81)]


def solve(grid, limit=1, rng=None):
    """(number of fillings, at most limit; the first as 81 ints or None).
    With rng, digits are tried in a random order (random fillings)."""
    used, out = [0] * 29, list(grid)
    for k, v in enumerate(grid):
        if v:
            bit = 1 << (v - 1)
            if any(used[u] & bit for u in UNITS[k]):
                return 0, None
            for u in UNITS[k]:
                used[u] |= bit
    blanks = [k for k in range(81) if not grid[k]]
    found, first = 0, None

    def rec(left):
        nonlocal found, first
        if not left:
            found += 1
            first = first or list(out)
            return found >= limit
        best, free = None, 0
        for k in left:
            f = ALL
            for u in UNITS[k]:
                f &= ~used[u]
            if best is None or bin(f).count("1") < bin(free).count("1"):
                best, free = k, f
                if not f:
                    return False
        rest = [k for k in left if k != best]
        digits = [d for d in range(9) if free >> d & 1]
        if rng:
            rng.shuffle(digits)
        for d in digits:
            bit = 1 << d
            for u in UNITS[best]:
                used[u] |= bit
            out[best] = d + 1
            stop = rec(rest)
            for u in UNITS[best]:
                used[u] &= ~bit
            if stop:
                return True
        out[best] = 0
        return False

    rec(blanks)
    return found, first


def main():
    out = []
    for line in sys.stdin.read().split("\n"):
        if line.strip():
            _, first = solve([0 if ch == "." else int(ch) for ch in line.strip()])
            out.append("none" if first is None else "".join(map(str, first)))
    print("\n".join(out))


if __name__ == "__main__":
    main()
