# expect: WA
"""Wrong on purpose: a correct solver whose row/column/box masks are
allocated once and never cleared, so the second case inherits the first
case's digits and finds no filling (prints nothing, or a wrong one)."""
import sys

UNITS = [(k // 9, 9 + k % 9, 18 + k // 27 * 3 + k % 9 // 3) for k in range(81)]
STALE = [0] * 27                                    # BUG: shared by every case


def solve(grid, units_per_cell, masks=None):
    """Bitmask backtracking, most-constrained cell first. `units_per_cell[k]`
    lists the unit indices of cell k; masks[u] is the digits unit u holds."""
    full = 511
    if masks is None:
        masks = [0] * 27
    for k, v in enumerate(grid):
        if v:
            for u in units_per_cell[k]:
                if masks[u] >> (v - 1) & 1:
                    return None
                masks[u] |= 1 << (v - 1)
    blanks = [k for k in range(81) if not grid[k]]

    def rec(depth):
        if depth == len(blanks):
            return True
        best, best_free, best_n = depth, 0, 10
        for i in range(depth, len(blanks)):
            used = 0
            for u in units_per_cell[blanks[i]]:
                used |= masks[u]
            free = full & ~used
            cnt = bin(free).count("1")
            if cnt < best_n:
                best, best_free, best_n = i, free, cnt
        blanks[depth], blanks[best] = blanks[best], blanks[depth]
        k = blanks[depth]
        for d in range(9):
            if best_free >> d & 1:
                for u in units_per_cell[k]:
                    masks[u] |= 1 << d
                grid[k] = d + 1
                if rec(depth + 1):
                    return True
                for u in units_per_cell[k]:
                    masks[u] &= ~(1 << d)
        grid[k] = 0
        return False

    return grid if rec(0) else None


def main():
    tokens = sys.stdin.buffer.read().split()
    out = []
    for i in range(int(tokens[0])):
        grid = [ch - 48 for ch in b"".join(tokens[1 + 9 * i:10 + 9 * i])]
        res = (lambda g: solve(g, UNITS, STALE))(grid)
        if res is not None:
            s = "".join(map(str, res))
            out.append("".join(s[r:r + 9] + "\n" for r in range(0, 81, 9)))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
