"""
Description: An opt-in Sudoku search on digit masks, not DLX, for 9x9 speed
  without dancing links; no solution pastes it. Source and refusals:
  docs/template.md, "Inside the blocks".
Usage:
  count, first = solve_sudoku_masks(grid, 3, limit)   # grid: n*n ints, 0 blank
Time: measured against the DLX search in bench/results/dlx-search.md
  ("masks" against "dlx"): about 90 choices on a forum-hardest puzzle where
  DLX takes thousands of nodes, most of them forced moves.
Memory: n*n masks and n planes of n*n bits per level of the search.
Status: tested against the DLX search and independent backtrackers
  (tests/templates/test_sudoku_propagation.py).
Needs: sudoku-model, pasted above it.
"""
from sudoku import propagate, shape_of, place_singles  # noqa: F401  (pasted below sudoku-model)

# region sudoku-masks v2
_DIGIT_COUNTS = {}


def _digit_counts(n):
    """How many digits each of the 2**n digit masks holds (n <= 9: a table)."""
    if n not in _DIGIT_COUNTS:
        _DIGIT_COUNTS[n] = [bin(m).count("1") for m in range(1 << n)]
    return _DIGIT_COUNTS[n]


def _propagation_search(state, shape, limit):
    """(fillings found, at most limit; the first as a grid or None) below the
    propagated state (masks, planes): depth first, on a cell of fewest digits
    (the first with two), each digit placed in a copy and propagated."""
    cand, planes = state
    sizes, nn = _digit_counts(shape.n), len(cand)
    found, first, stack = 0, None, []
    while True:
        best, fewest = -1, nn
        for k in range(nn):
            m = cand[k]
            if m & (m - 1) and sizes[m] < fewest:
                best, fewest = k, sizes[m]
                if fewest == 2:
                    break
        if best < 0:                  # every cell decided: a filling
            found += 1
            if first is None:
                first = [m.bit_length() for m in cand]
            if found >= limit:
                return found, first
        else:
            stack.append((cand, planes, best, cand[best]))
        cand = None
        while stack and cand is None:  # the next digit of the deepest open cell
            up, up_planes, k, bits = stack.pop()
            bit = bits & -bits
            if bits != bit:
                stack.append((up, up_planes, k, bits ^ bit))
            cand, planes = up[:], up_planes[:]
            if not place_singles(cand, planes, [bit, k], shape):
                cand = None
        if cand is None:
            return found, first


def solve_sudoku_masks(grid, shape, limit=1):
    """(fillings found, at most limit; the first as a grid or None) of grid
    (n*n ints, 0 blank), by the mask search; grids up to 9x9 (the table of
    digit counts has 2**n entries)."""
    shape = shape_of(shape)
    if shape.n > 9:
        raise ValueError("sudoku-masks: grids up to 9x9; larger ones go to the DLX")
    state = propagate(grid, shape)
    return (0, None) if state is None else _propagation_search(state, shape, limit)
# endregion sudoku-masks v2


if __name__ == "__main__":
    from dlx import DLX
    from sudoku import solve_sudoku
    puzzle = ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    grid = [0 if ch == "." else int(ch) for ch in puzzle]
    assert solve_sudoku_masks(grid, 3) == (1, solve_sudoku(DLX(4 * 81), grid, 3))
    assert solve_sudoku_masks([0] * 81, 3, 2)[0] == 2
    print("sudoku-masks self-check: ok")
