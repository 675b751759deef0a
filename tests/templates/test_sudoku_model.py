"""The shared Sudoku model (templates/sudoku.py, block sudoku-model) on its own.

Its answers are compared with problemkit.ref_solver.solve_ref, a bitmask backtracker
that shares no code with the model or the DLX template, on seeded random
puzzles of box 2 (4x4), 3 (9x9) and 4 (16x16). The narrowing step that runs
before the DLX is built (_candidates: singles and locked candidates, or under
PyPy3 the givens' peers only; both ways are tested, whatever runs the tests) is checked
to be sound: it never removes the digit of a known filling. Restarts (a
search past its node budget is given up and the model rebuilt with its items
renumbered) must change how long a search takes, never what it finds.
Shapes (extra units, jigsaw regions, smaller "all different" units) are
compared with all_different_count below, a backtracker of its own.
"""
import random

import pytest

from dlx import DLX
import sudoku
from conftest import ROOT
from sudoku import (SudokuShape, _candidates, count_sudoku, load_sudoku, solve_sudoku,
                    x_diagonals)
from problemkit.sudoku.generate import random_puzzle, random_solution
from problemkit.sudoku.grid import check_filling
from problemkit.sudoku.ref_solver import solve_ref


def dlx_for(box):
    return DLX(4 * box ** 4)


@pytest.fixture(params=[True, False], ids=["propagate", "givens-only"])
def narrowing(request, monkeypatch):
    """Both ways of narrowing before the search, whichever the interpreter picks
    (PROPAGATE): singles and locked candidates, or only the givens' peers."""
    monkeypatch.setattr(sudoku, "PROPAGATE", request.param)


@pytest.mark.parametrize("seed", range(40))
def test_count_matches_the_reference_on_4x4_puzzles_with_many_fillings(seed, narrowing):
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, 2, rng.randint(0, 10))
    assert count_sudoku(dlx_for(2), puzzle, 2, 1000) == solve_ref(puzzle, 2, 1000)[0]


@pytest.mark.parametrize("seed", range(30))
def test_9x9_count_up_to_3_and_solution_match_the_reference(seed, narrowing):
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, 3, rng.randint(22, 40))
    dlx = dlx_for(3)
    ref_count, _ = solve_ref(puzzle, 3, 3)
    assert count_sudoku(dlx, puzzle, 3, 3) == ref_count
    solved = solve_sudoku(dlx, puzzle, 3)
    assert check_filling(puzzle, solved, 3) == (True, "ok")


@pytest.mark.parametrize("seed", range(6))
def test_16x16_unique_puzzles_are_solved_and_counted_once(seed, narrowing):
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, 4, 170, unique=True)
    dlx = dlx_for(4)
    assert check_filling(puzzle, solve_sudoku(dlx, puzzle, 4), 4) == (True, "ok")
    assert count_sudoku(dlx, puzzle, 4, 2) == 1


@pytest.mark.parametrize("box", [2, 3, 4])
@pytest.mark.parametrize("seed", range(15))
def test_narrowing_keeps_every_digit_of_a_known_filling(box, seed, narrowing):
    rng = random.Random(seed)
    filling = random_solution(rng, box)
    puzzle = [v if rng.random() < 0.3 else 0 for v in filling]
    cand = _candidates(puzzle, box)
    assert cand is not None
    assert all(m >> (v - 1) & 1 for m, v in zip(cand, filling))


def test_clashing_givens_have_no_filling(narrowing):
    puzzle = [0] * 81
    puzzle[0] = puzzle[5] = 7                      # twice in row 1
    dlx = dlx_for(3)
    assert load_sudoku(dlx, puzzle, 3) is None
    assert solve_sudoku(dlx, puzzle, 3) is None
    assert count_sudoku(dlx, puzzle, 3, 2) == 0


def test_a_contradiction_found_only_by_propagation_gives_no_filling(narrowing):
    # No two givens clash, but cell (1,1) sees 2..9 in its row and column, and
    # 1 is given elsewhere in its box: it has no candidate left.
    puzzle = [0] * 81
    for c, v in enumerate(range(2, 10)[:4], 1):
        puzzle[c] = v                              # row 1: 2 3 4 5
    for r, v in enumerate(range(6, 10), 1):
        puzzle[r * 9] = v                          # column 1: 6 7 8 9
    puzzle[1 * 9 + 1] = 1                          # box 1 holds 1
    assert solve_ref(puzzle, 3, 1)[0] == 0
    assert solve_sudoku(dlx_for(3), puzzle, 3) is None


def test_empty_grids_have_many_fillings_and_one_dlx_serves_every_box_size(narrowing):
    dlx = DLX(4 * 256)                             # sized for 16x16, reused below
    for box in (2, 3, 4):
        assert count_sudoku(dlx, [0] * box ** 4, box, 5) == 5
        assert check_filling([0] * box ** 4, solve_sudoku(dlx, [0] * box ** 4, box), box)[0]


def test_a_full_grid_is_its_own_only_filling(narrowing):
    filling = random_solution(random.Random(7), 4)
    dlx = dlx_for(4)
    assert solve_sudoku(dlx, filling, 4) == filling
    assert count_sudoku(dlx, filling, 4, 2) == 1


@pytest.mark.parametrize("seed", range(1, 6))
def test_renumbered_items_give_the_same_fillings(seed):
    # 4x4 puzzles with up to hundreds of fillings: every seed's numbering
    # counts exactly what the reference counts.
    rng = random.Random(seed)
    dlx = dlx_for(2)
    for _ in range(10):
        puzzle = random_puzzle(rng, 2, rng.randint(0, 8))
        assert load_sudoku(dlx, puzzle, 2, seed)
        assert dlx.count(1000) == solve_ref(puzzle, 2, 1000)[0]


@pytest.mark.parametrize("box, clues", [(2, 4), (3, 24), (4, 150)])
def test_constant_restarts_still_find_every_answer(monkeypatch, box, clues):
    # A budget of one node makes every search give up at once and restart
    # with the budget doubled, many times over: the answers must not change.
    monkeypatch.setattr(sudoku, "RESTART_NODES", 1)
    rng = random.Random(box)
    dlx = dlx_for(box)
    for _ in range(4):
        puzzle = random_puzzle(rng, box, clues)
        count, _ = solve_ref(puzzle, box, 3)
        assert count_sudoku(dlx, puzzle, box, 3) == count
        solved = solve_sudoku(dlx, puzzle, box)
        assert (solved is None) == (count == 0)
        if solved is not None:
            assert check_filling(puzzle, solved, box) == (True, "ok")


class NodeCountingDLX(DLX):
    """The template, adding up the nodes of every search it runs."""
    spent = 0

    def search(self, limit=1, budget=1 << 62):
        found = super().search(limit, budget)
        self.spent += self.nodes
        return found


def test_restarts_cut_the_heavy_tail_of_a_minimal_16x16_puzzle():
    # hard_02 is the slowest of sudoku16-minimal in the first numbering:
    # 138,929 nodes under dlx-template v10 (224,870 under v9), where random
    # numberings take 2,323 (median of 40).
    text = (ROOT / "testdata/poj_3076/cases/hard_02.in").read_text()
    grid = [0 if ch == "-" else ord(ch) - 64 for ch in "".join(text.split())]
    dlx = NodeCountingDLX(4 * 256)
    assert load_sudoku(dlx, grid, 4) and dlx.solve()
    one_search = dlx.spent
    dlx.spent = 0
    solved = solve_sudoku(dlx, grid, 4)
    assert check_filling(grid, solved, 4) == (True, "ok")
    assert one_search > 100000
    assert dlx.spent < one_search / 4


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 300))
def test_9x9_many_more_random_puzzles_match_the_reference(seed):
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, 3, rng.randint(17, 45))
    assert count_sudoku(dlx_for(3), puzzle, 3, 3) == solve_ref(puzzle, 3, 3)[0]


# Shapes: extra units and irregular regions (sudoku-model v3).

def all_different_count(n, units, grid, limit, rng=None):
    """(fillings of grid, at most limit; the first) where every unit holds
    distinct digits 1..n: plain backtracking, cell by cell, sharing nothing
    with the model. A unit of n distinct digits holds every digit. With rng,
    digits are tried in a random order (random fillings)."""
    peers = [set() for _ in grid]
    for u in units:
        for k in u:
            peers[k].update(set(u) - {k})
    for k, v in enumerate(grid):
        if v and any(grid[j] == v for j in peers[k]):
            return 0, None
    cells, out = [k for k, v in enumerate(grid) if not v], list(grid)
    found, first = 0, None

    def fill(i):
        nonlocal found, first
        if i == len(cells):
            found += 1
            first = first or list(out)
            return found >= limit
        k = cells[i]
        digits = list(range(1, n + 1))
        if rng:
            rng.shuffle(digits)
        for v in digits:
            if all(out[j] != v for j in peers[k]):
                out[k] = v
                if fill(i + 1):
                    return True
        out[k] = 0
        return False

    fill(0)
    return found, first


def plain_units(n, regions, extra=()):
    return ([[r * n + c for c in range(n)] for r in range(n)]
            + [[r * n + c for r in range(n)] for c in range(n)]
            + [[k for k in range(n * n) if regions[k] == b] for b in range(n)] + list(extra))


def random_regions(rng, n):
    """n regions of n cells, not necessarily connected (the model must not
    care), that admit a filling: each digit of a random Latin square sends
    its n cells to the n regions in a random order."""
    rows, cols, symbols = (rng.sample(range(n), n) for _ in range(3))
    regions = [0] * (n * n)
    for d in range(n):
        for r, region in enumerate(rng.sample(range(n), n)):
            c = (d - r) % n                        # row r holds d at column c
            regions[rows[r] * n + cols[c]] = region
    return regions


JIGSAW_6 = [int(ch) for ch in "000111" "020131" "022331" "224355" "424355" "444355"]  # 123120 fillings
BOXES_2X3 = [k // 12 * 2 + k % 6 // 3 for k in range(36)]   # with X: 8640 fillings
SQUARE_4 = [r // 2 * 2 + c // 2 for r in range(4) for c in range(4)]


def shape_cases(rng):
    """(n, regions, extra units) drawn at random: 4x4 X-Sudoku, 4x4 with a
    smaller extra unit, jigsaw 4x4 (random regions), jigsaw 6x6, 6x6 X-Sudoku."""
    kind = rng.randrange(4)
    if kind == 0:
        return 4, SQUARE_4, x_diagonals(4)
    if kind == 1:
        return 4, SQUARE_4, [rng.sample(range(16), rng.randint(2, 3))]
    if kind == 2:
        return 4, random_regions(rng, 4), []
    return rng.choice([(6, JIGSAW_6, []), (6, BOXES_2X3, x_diagonals(6))])


def random_shape_puzzle(rng, n, regions, extra):
    """Givens kept from a random filling (a filling exists) or, one time in
    four, scattered at random (often none does)."""
    units = plain_units(n, regions, extra)
    _, filling = all_different_count(n, units, [0] * (n * n), 1, rng)
    if filling is None or rng.random() < 0.25:
        return [rng.randint(1, n) if rng.random() < 0.15 else 0 for _ in range(n * n)]
    keep = rng.uniform(0.1, 0.6) if n == 4 else rng.uniform(0.35, 0.7)
    return [v if rng.random() < keep else 0 for v in filling]


@pytest.mark.parametrize("seed", range(120))
def test_shapes_count_like_the_reference(seed, narrowing):
    rng = random.Random(seed)
    n, regions, extra = shape_cases(rng)
    shape = SudokuShape(n, regions, extra)
    puzzle = random_shape_puzzle(rng, n, regions, extra)
    count, _ = all_different_count(n, plain_units(n, regions, extra), puzzle, 200)
    dlx = DLX(1)
    assert count_sudoku(dlx, puzzle, shape, 200) == count
    solved = solve_sudoku(dlx, puzzle, shape)
    assert (solved is None) == (count == 0)
    if solved:
        assert all_different_count(n, plain_units(n, regions, extra), solved, 2)[0] == 1
        assert all(a == b for a, b in zip(puzzle, solved) if a)


@pytest.mark.parametrize("seed", range(30))
def test_shapes_with_constant_restarts_and_renumbered_items(monkeypatch, seed):
    monkeypatch.setattr(sudoku, "RESTART_NODES", 1)
    rng = random.Random(500 + seed)
    n, regions, extra = shape_cases(rng)
    shape = SudokuShape(n, regions, extra)
    puzzle = random_shape_puzzle(rng, n, regions, extra)
    count, _ = all_different_count(n, plain_units(n, regions, extra), puzzle, 50)
    dlx = DLX(1)
    assert count_sudoku(dlx, puzzle, shape, 50) == count
    if load_sudoku(dlx, puzzle, shape, seed + 1) is not None:
        assert dlx.count(50) == count


@pytest.mark.parametrize("seed", range(30))
def test_narrowing_on_shapes_keeps_every_digit_of_a_known_filling(seed, narrowing):
    rng = random.Random(900 + seed)
    n, regions, extra = shape_cases(rng)
    units = plain_units(n, regions, extra)
    _, filling = all_different_count(n, units, [0] * (n * n), 1, rng)
    if filling is None:
        return
    puzzle = [v if rng.random() < 0.3 else 0 for v in filling]
    cand = _candidates(puzzle, SudokuShape(n, regions, extra))
    assert cand is not None
    assert all(m >> (v - 1) & 1 for m, v in zip(cand, filling))


def test_9x9_x_sudoku_is_solved_with_its_diagonals(narrowing):
    # An empty X-Sudoku: the diagonals must hold 1..9 as well.
    shape = SudokuShape(9, extra=x_diagonals(9))
    solved = solve_sudoku(DLX(1), [0] * 81, shape)
    for u in x_diagonals(9):
        assert sorted(solved[k] for k in u) == list(range(1, 10))
    assert check_filling([0] * 81, solved, 3) == (True, "ok")


def test_the_square_shape_is_the_plain_model():
    puzzle = random_puzzle(random.Random(3), 3, 26)
    dlx = DLX(1)
    assert count_sudoku(dlx, puzzle, SudokuShape(9), 5) == count_sudoku(dlx, puzzle, 3, 5)


@pytest.mark.parametrize("args, message", [
    ((6,), "not a square"),
    ((4, [0] * 16), "regions"),
    ((4, list(range(16))), "regions"),
    ((4, None, [[]]), "extra unit"),
    ((4, None, [[0, 1, 2, 3, 4]]), "extra unit"),
    ((4, None, [[15, 16]]), "extra unit"),
])
def test_a_bad_shape_is_refused(args, message):
    with pytest.raises(ValueError, match=message):
        SudokuShape(*args)
