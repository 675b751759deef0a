"""The propagation of the Sudoku model (templates/sudoku.py: naked and hidden singles,
place_singles, on digit masks and planes) and the opt-in mask search built on it
(templates/sudoku_masks.py: singles propagated after every choice, instead of the DLX).

Checked here, for both ways of finding singles (with planes, CPython's; by scanning the
cells, PyPy3's): the planes stay in step with the masks; propagation leaves no single
unplaced (the fixpoint the search relies on); the mask search and the DLX search count
the same fillings (both with the reference elsewhere: test_sudoku_model.py); and the
point of it, counted in choices rather than time: on the hardest puzzles of
bench/data it makes far fewer steps than DLX's nodes.
"""
import random
from pathlib import Path

import pytest

from dlx import DLX
import sudoku
from sudoku import SudokuShape, propagate, count_sudoku, load_sudoku, x_diagonals
import sudoku_masks
from sudoku_masks import solve_sudoku_masks
from problemkit.sudoku.generate import random_puzzle
from test_sudoku_model import random_shape_puzzle, shape_cases

@pytest.fixture(params=[True, False], ids=["planes", "scan"])
def planes_or_scan(request, monkeypatch):
    """Both ways of finding the singles, whichever the interpreter picks (PLANES)."""
    monkeypatch.setattr(sudoku, "PLANES", request.param)
    return request.param


HARDEST = Path(__file__).resolve().parents[2] / "bench" / "data" / \
    "forum-hardest-1905-11plus-sample.txt"


def in_step(cand, planes, n):
    """planes[d] has bit k exactly where cand[k] has bit d."""
    return all((planes[d] >> k & 1) == (m >> d & 1) for k, m in enumerate(cand)
               for d in range(n))


def at_fixpoint(cand, shape):
    """No naked single left unplaced (a decided digit is in none of its
    peers) and no hidden single (a digit of a full unit with one place sits
    in a decided cell)."""
    for k, m in enumerate(cand):
        if not m & (m - 1) and any(cand[q] & m for q in shape.peers[k]):
            return False
    for u in shape.full_units:
        for d in range(shape.n):
            places = [k for k in u if cand[k] >> d & 1]
            if len(places) == 1 and cand[places[0]] != 1 << d:
                return False
    return True


def cases(seed):
    """(shape, puzzle): 9x9 and 4x4 square puzzles, or a random shape."""
    rng = random.Random(seed)
    kind = seed % 3
    if kind == 0:
        return sudoku.shape_of(3), random_puzzle(rng, 3, rng.randint(18, 40))
    if kind == 1:
        return sudoku.shape_of(2), random_puzzle(rng, 2, rng.randint(0, 8))
    n, regions, extra = shape_cases(rng)
    return SudokuShape(n, regions, extra), random_shape_puzzle(rng, n, regions, extra)


@pytest.mark.parametrize("seed", range(60))
def test_propagation_keeps_the_planes_in_step_and_leaves_no_single(planes_or_scan, seed):
    shape, puzzle = cases(seed)
    state = propagate(puzzle, shape)
    if state is None:
        return
    cand, planes = state
    assert bool(planes) == planes_or_scan
    assert not planes or in_step(cand, planes, shape.n)
    assert at_fixpoint(cand, shape)
    # one choice and its propagation, as the search makes it: still in step
    open_cells = [k for k, m in enumerate(cand) if m & (m - 1)]
    if open_cells:
        k = open_cells[0]
        bit = cand[k] & -cand[k]
        cand, planes = cand[:], planes[:]
        if sudoku.place_singles(cand, planes, [bit, k], shape):
            assert not planes or in_step(cand, planes, shape.n)
            assert at_fixpoint(cand, shape)
            assert cand[k] == bit


@pytest.mark.parametrize("seed", range(45))
def test_the_mask_search_counts_what_the_dlx_search_counts(planes_or_scan, seed):
    shape, puzzle = cases(seed)
    dlx = DLX(4 * 81 + 64)
    want = load_sudoku(dlx, puzzle, shape) and dlx.count(60)
    assert solve_sudoku_masks(puzzle, shape, 60)[0] == (want or 0)
    assert count_sudoku(dlx, puzzle, shape, 60) == (want or 0)


def test_an_x_sudoku_4x4_counts_48_fillings_by_masks(planes_or_scan):
    assert solve_sudoku_masks([0] * 16, SudokuShape(4, extra=x_diagonals(4)), 100)[0] == 48


def test_the_hardest_puzzles_take_far_fewer_steps_than_dlx_nodes(planes_or_scan, monkeypatch):
    # Every choice of the mask search is one call of place_singles; DLX counts a
    # node per item it picks, forced ones too. On 20 forum-hardest puzzles
    # (SE 11+) the DLX (v10) takes about 900 nodes each and the mask search
    # about 125 choices: ask for a fifth, far from either.
    puzzles = [[0 if ch == "." else int(ch) for ch in line.strip()]
               for line in HARDEST.read_text().split()[:20]]
    choices = [0]
    singles = sudoku.place_singles

    def counted(*args):
        choices[0] += 1
        return singles(*args)
    dlx, nodes = DLX(4 * 81), 0
    for grid in puzzles:
        assert load_sudoku(dlx, grid, 3)
        assert dlx.search(1)[0] == 1
        nodes += dlx.nodes
    monkeypatch.setattr(sudoku_masks, "place_singles", counted)
    for grid in puzzles:
        assert solve_sudoku_masks(grid, 3)[0] == 1
    assert choices[0] * 5 < nodes, (choices[0], nodes)
