"""The flawed 9x9 Sudoku solvers behind testdata/*/wrong/*.py, one function per flaw.

Not a template and not a solution: each deliberately wrong solution of BOJ 2580,
BOJ 19998, POJ 2676 and POJ 3074 is a short file that puts the repo root on
sys.path and calls run(<flawed solver>, <layout>). The runner must reject
every one of them with the verdict its first line declares (tests/problems/test_problem_folders.py).

  solve_ignoring_boxes(grid)  -> grid or None   rows and columns only (the template's
                                                exact cover without box items): prints
                                                Latin squares whose boxes repeat digits (WA)
  solve_naive(grid)           -> grid or None   correct, but cell order, digits 1..9,
                                                no most-constrained cell: TLE on hard boards
  solver_without_reset()      -> solve          correct on the first board; its digit
                                                masks are never cleared, so the next
                                                boards inherit them and fail (WA)
  run(solve, layout)          stdin -> stdout in a problemkit.sudoku.layouts layout, printing
                              nothing for a board solve() returns None on.

Grids are flat lists of 81 ints, row by row, 0 = blank (as in problemkit.sudoku.grid).
solve_ignoring_boxes is the template's DLX (templates/dlx.py) on a model without
box items: the one import of templates/ in problemkit, on purpose, since its flaw
is the model's, not the engine's. The reference solvers import nothing from templates/.
Keep the search code as it is: the stored verdicts (which cases are WA, which TLE)
depend on its exact order and speed, and naive_backtracking.py must stay slow.
"""
import sys

from templates.dlx import DLX

# Unit indices of each cell: rows 0..8, columns 9..17, boxes 18..26.
ALL_UNITS = [(k // 9, 9 + k % 9, 18 + k // 27 * 3 + k % 9 // 3) for k in range(81)]


def _mrv_fill(grid, units_per_cell, masks):
    """Bitmask backtracking, most-constrained cell first, filling grid in place:
    grid, or None if the givens clash or no filling exists. `units_per_cell[k]`
    lists the unit indices of cell k; masks[u] is the digits unit u holds, and
    the caller owns masks: they are not cleared on a clash or after a success.
    Correct with ALL_UNITS and fresh masks; solver_without_reset breaks the latter."""
    full = 511
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


def solve_ignoring_boxes(grid):
    """Flaw: the exact cover of a Latin square, with the template, forgetting
    the box items. DLX's item choice keeps it fast (a cell-by-cell search of
    Latin completions needed over a second on some boards: a TLE, not the WA
    this flaw must get)."""
    dlx = DLX(3 * 81, capacity=1 + 3 * 81 + 3 * 729)   # items: cell k, row r has d, column c has d
    givens = []
    for k, v in enumerate(grid):
        r, c = divmod(k, 9)
        for d in [v - 1] if v else range(9):
            h = dlx.add_option([1 + k, 82 + 9 * r + d, 163 + 9 * c + d], 9 * k + d)
            if v:
                givens.append(h)
    labels = dlx.solve() if all(dlx.fix(h) for h in givens) else None
    if labels is None:
        return None
    for label in labels:
        grid[label // 9] = label % 9 + 1
    return grid


def solver_without_reset():
    """Flaw: one set of masks for every board of the input, never cleared. After
    a success every unit holds all nine digits, so any later board with a given
    "clashes" and gets no output."""
    stale = [0] * 27

    def solve(grid):
        return _mrv_fill(grid, ALL_UNITS, stale)
    return solve


def solve_naive(grid):
    """Flaw (speed): plain backtracking in cell order, each blank trying 1..9
    against its row, column and box. No candidate ordering, no forward checking."""
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


def run(solve, layout):
    """Read every board of stdin in `layout`, solve each in order, write the
    fillings at once (nothing for a board solve() returns None on)."""
    boards = layout.read(sys.stdin.buffer.read().decode("ascii"))
    out = []
    for grid in boards:
        filled = solve(grid)
        if filled is not None:
            out.append(layout.format(filled))
    sys.stdout.write("".join(out))
