"""The workload models of the exact-cover benchmark (bench/xc/) and their
specialised bitmask references give the known counts on small instances, so
that the models cannot rot unnoticed. The benchmark itself never runs here."""
import random
import sys

import pytest

from dlx import DLX
from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
from xc import kings, langford, pentomino, queens, sudoku, workloads  # noqa: E402

QUEENS = {1: 1, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92}          # OEIS A000170
LANGFORD = {3: 2, 4: 2, 5: 0, 6: 0, 7: 52, 8: 300}        # both directions: 2 x A014552


def engine(model):
    n_items, n_primary, options = model
    dlx = DLX(n_items, n_primary, 1 + n_items + sum(len(o) for o in options))
    for i, option in enumerate(options):
        dlx.add_option(option, i)
    return dlx


@pytest.mark.parametrize("n", sorted(QUEENS))
def test_queens(n):
    assert engine(queens.model(n)).count() == QUEENS[n] == queens.count_bitmask(n)


@pytest.mark.parametrize("n", sorted(LANGFORD))
def test_langford(n):
    assert engine(langford.model(n)).count() == LANGFORD[n] == langford.count_bitmask(n)


def test_kings():
    assert engine(kings.model()).count() == 281571 == kings.count_bitmask()


def test_pentomino_3x20():
    model = pentomino.model(3, 20)
    assert len(model[2]) == 1236                 # placements on 3x20
    first = engine(model).solve()
    assert len(first) == 12 and workloads.is_cover(model, first)
    assert pentomino.count_bitmask(3, 20) == 8


@pytest.mark.slow
def test_pentomino_3x20_count():
    assert engine(pentomino.model(3, 20)).count() == 8


def test_pentomino_boards():
    # 6x10 has 2056 placements (Knuth); 8x8 minus its centre needs placements
    # whose bounding box corner falls into the hole.
    assert len(pentomino.model(6, 10)[2]) == 2056
    model = pentomino.model(8, 8, workloads.CENTRE)
    first = engine(model).solve()
    assert workloads.is_cover(model, first)
    with pytest.raises(ValueError):
        pentomino.model(5, 5)


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=[pytest.mark.slow] if "16x16" in n else [])
    for n, w in workloads.WORKLOADS.items() if w.mode == "solve"])
def test_puzzle_sets(name):
    """The first puzzle of each set: its solution passes the workload's own
    check (an exact cover and a valid grid), and a part of it does not."""
    model, check = workloads.instances(name, quick=True)[0]
    labels = engine(model).solve()
    assert check(labels)
    assert not check(labels[1:])


def test_x_sudoku_unique():
    for model, _ in workloads.instances("x-sudoku 9x9 (20 minimal)", quick=True)[:3]:
        assert engine(model).count(2) == 1


def test_x_sudoku_diagonals():
    grid = sudoku.parse(open(ROOT / "bench" / "data" / "xsudoku.txt").readline().strip())
    model = sudoku.model(grid, 3, True)
    out = sudoku.filled(grid, 3, True, engine(model).solve())
    assert sudoku.valid(grid, out, 3, True)
    assert sorted(out[k * 10] for k in range(9)) == list(range(1, 10))
    assert sorted(out[8 * (k + 1)] for k in range(9)) == list(range(1, 10))


def test_counts_match_the_registry():
    """The expected counts the benchmark checks against are the ones above."""
    expected = {n: w.expected for n, w in workloads.WORKLOADS.items()}
    assert expected["queens 10"] == 724 and expected["langford 11"] == 35584
    assert expected["pentomino 3x20"] == 8 and expected["kings 8x8"] == 281571


def test_removed_per_choice():
    # Items 1, 2; options {1}, {1, 2}, {2}: each option shares an item with
    # 1, 2 and 1 others.
    assert workloads.removed_per_choice((2, 2, [[1], [1, 2], [2]])) == pytest.approx(4 / 3)
    rng = random.Random(5)
    options = [rng.sample(range(1, 9), 3) for _ in range(20)]
    brute = sum(sum(1 for q in options if q is not o and set(q) & set(o))
                for o in options) / 20
    assert workloads.removed_per_choice((8, 8, options)) == pytest.approx(brute)
