"""
Description: Sudoku of any box size (9x9: box 3, 16x16: box 4) as an exact cover
  for the DLX template. Candidates forbidden by the givens are never built; the
  givens are fixed before the search.
Usage:
  dlx = DLX(4 * 81)                     # 4*n*n items, n = box*box
  solved = solve_sudoku(dlx, grid, 3)   # grid: n*n ints, 0 blank; list of ints or None
  count_sudoku(dlx, grid, 3, 2)         # 2 means "more than one filling"
Source: Knuth, "Dancing Links" (2000), section on Sudoku-like exact covers.
Time: see README, Performance.
Memory: the DLX pools; 1 + 4*n*n + 4*(options) nodes at most.
Status: tested against an independent backtracker (tests/test_sudoku_model.py).
Needs: the dlx-template block above it.
"""
from dlx import DLX  # noqa: F401  (solutions paste the DLX block instead)

# region sudoku-model v1
# Items, n = box*box, cell k = r*n + c, digit d in 0..n-1, box b = (r//box)*box + c//box:
#   1 + k                 cell k is filled
#   1 + n*n + r*n + d     row r holds d
#   1 + 2*n*n + c*n + d   column c holds d
#   1 + 3*n*n + b*n + d   box b holds d
# Option (cell k, digit d) has label k*n + d.


def load_sudoku(dlx, grid, box):
    """Reset dlx to the model of grid (n*n ints, 0 blank, 1..n given) and fix
    the givens. Returns False if two givens clash."""
    n = box * box
    nn = n * n
    dlx.reset(4 * nn)
    used = [0] * (3 * n)               # digit masks of rows, columns, boxes
    for k, v in enumerate(grid):
        if v:
            r, c = divmod(k, n)
            bit = 1 << (v - 1)
            used[r] |= bit
            used[n + c] |= bit
            used[2 * n + r // box * box + c // box] |= bit
    givens = []
    for k, v in enumerate(grid):
        r, c = divmod(k, n)
        b = r // box * box + c // box
        free = [v - 1] if v else [d for d in range(n)
                                  if not (used[r] | used[n + c] | used[2 * n + b]) >> d & 1]
        for d in free:
            h = dlx.add_option([1 + k, 1 + nn + r * n + d, 1 + 2 * nn + c * n + d,
                                1 + 3 * nn + b * n + d], k * n + d)
            if v:
                givens.append(h)
    return all(dlx.fix(h) for h in givens)


def solve_sudoku(dlx, grid, box):
    """The solved grid as a list of ints, or None if there is no filling."""
    labels = dlx.solve() if load_sudoku(dlx, grid, box) else None
    if labels is None:
        return None
    n = box * box
    out = [0] * (n * n)
    for label in labels:
        out[label // n] = label % n + 1
    return out


def count_sudoku(dlx, grid, box, limit):
    """Number of fillings of grid, stopping at limit."""
    return dlx.count(limit) if load_sudoku(dlx, grid, box) else 0
# endregion sudoku-model v1


if __name__ == "__main__":
    puzzle = ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    dlx = DLX(4 * 81)
    solved = solve_sudoku(dlx, [0 if ch == "." else int(ch) for ch in puzzle], 3)
    print("".join(map(str, solved)))
    assert count_sudoku(dlx, [0] * 81, 3, 2) == 2
    print("sudoku self-check: ok")
