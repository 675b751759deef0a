"""solve_unique (sudoku-model v5): fillings counted up to 2 and the first one,
in one search, against problemkit.ref_solver.solve_ref (an independent
bitmask backtracker) on puzzles with none, one and many fillings, square
boxes and shapes, with and without restarts."""
import random

import pytest

from dlx import DLX
import sudoku
from sudoku import SudokuShape, count_sudoku, solve_sudoku, solve_unique, x_diagonals
from problemkit.sudoku.generate import random_puzzle
from problemkit.sudoku.grid import check_filling
from problemkit.sudoku.ref_solver import solve_ref


def agrees(dlx, puzzle, box):
    count, first = solve_unique(dlx, puzzle, box)
    assert count == solve_ref(puzzle, box, 2)[0]
    assert count == count_sudoku(dlx, puzzle, box, 2)
    if count:
        assert check_filling(puzzle, first, box) == (True, "ok")
        assert first == solve_sudoku(dlx, puzzle, box)   # the same first filling
    else:
        assert first is None
    return count


@pytest.mark.parametrize("box,clues,seeds",
                         [(2, (0, 10), 40), (3, (17, 40), 40), (4, (150, 200), 4)])
def test_count_up_to_2_and_first_filling_match_the_reference(box, clues, seeds):
    rng = random.Random(box)
    seen = set()
    for _ in range(seeds):
        puzzle = random_puzzle(rng, box, rng.randint(*clues), unique=rng.random() < 0.3)
        seen.add(agrees(DLX(4 * box ** 4), puzzle, box))
    assert seen >= {1, 2}, seen       # both answers happen


def test_contradictory_givens_count_0():
    puzzle = [0] * 81
    puzzle[0] = puzzle[1] = 5             # two 5s in row 0
    assert solve_unique(DLX(324), puzzle, 3) == (0, None)
    puzzle = [0] * 81
    puzzle[:8] = range(1, 9)
    puzzle[17] = 9                        # cell 8 has no digit left
    assert solve_unique(DLX(324), puzzle, 3) == (0, None)


def test_a_full_grid_is_unique_and_returned_as_given():
    _, grid = solve_ref([0] * 81, 3, 1)
    assert solve_unique(DLX(324), grid, 3) == (1, grid)


@pytest.mark.parametrize("seed", range(12))
def test_restarts_change_nothing(monkeypatch, seed):
    rng = random.Random(100 + seed)
    puzzle = random_puzzle(rng, 3, rng.randint(20, 30))
    want = solve_unique(DLX(324), puzzle, 3)[0]
    monkeypatch.setattr(sudoku, "RESTART_NODES", 1)
    count, first = solve_unique(DLX(324), puzzle, 3)
    assert count == want
    if count:
        assert check_filling(puzzle, first, 3) == (True, "ok")


def test_shapes_x_sudoku_4x4():
    # 4x4 X-Sudoku has 48 fillings with no givens; a full one of them is unique.
    shape = SudokuShape(4, extra=x_diagonals(4))
    count, first = solve_unique(DLX(4 * 16 + 32), [0] * 16, shape)
    assert count == 2 and len(first) == 16
    assert solve_unique(DLX(4 * 16 + 32), first, shape) == (1, first)
