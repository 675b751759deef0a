# expect: TLE
"""Too slow on purpose: backtracking in cell order, digits 1..9, no choice
of the most constrained cell; right answers, but the hard cases (top1465,
forum-hardest) take it far beyond the time limit."""
import sys


def solve(grid):
    """Plain backtracking in cell order: each blank tries 1..9 against its row,
    column and box. No candidate ordering, no forward checking."""
    rows, cols, boxes = [0] * 9, [0] * 9, [0] * 9
    for k, v in enumerate(grid):
        if v:
            r, c, b, bit = k // 9, k % 9, k // 27 * 3 + k % 9 // 3, 1 << v
            if (rows[r] | cols[c] | boxes[b]) & bit:
                return None
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
    blanks = [k for k in range(81) if not grid[k]]

    def rec(i):
        if i == len(blanks):
            return True
        k = blanks[i]
        r, c, b = k // 9, k % 9, k // 27 * 3 + k % 9 // 3
        for v in range(1, 10):
            bit = 1 << v
            if not (rows[r] | cols[c] | boxes[b]) & bit:
                rows[r] |= bit
                cols[c] |= bit
                boxes[b] |= bit
                grid[k] = v
                if rec(i + 1):
                    return True
                rows[r] ^= bit
                cols[c] ^= bit
                boxes[b] ^= bit
        grid[k] = 0
        return False

    return grid if rec(0) else None


def main():
    grid = [int(t) for t in sys.stdin.buffer.read().split()[:81]]
    out = solve(grid)
    if out is not None:
        sys.stdout.write("".join(" ".join(map(str, out[r:r + 9])) + "\n" for r in range(0, 81, 9)))


if __name__ == "__main__":
    main()
