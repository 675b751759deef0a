"""The bitset engine (templates/xcover_bits.py): the DLX template's random
matrices against brute force, loud errors, and the two engines against each
other (counts, first solutions and node counts) on small instances of every
workload of the suite: pentominoes, N-Queens, Langford, kings, Sudoku."""
import importlib.util
import random
import subprocess
import sys

import pytest

from conftest import PY38, PYPY, ROOT, TEMPLATES, needs_py38, needs_pypy
from dlx import DLX
from matrices import brute_force, planted_matrix, random_matrix
import xcover_bits
from xcover_bits import XCover

BIG = 10 ** 9


def build(n_items, options, n_primary=None):
    xc = XCover(n_items, n_primary)
    handles = [xc.add_option(items, k) for k, items in enumerate(options)]
    return xc, handles


def dlx_for(n_items, options, n_primary=None):
    size = 1 + n_items + sum(map(len, options))
    dlx = DLX(n_items, n_primary, max(size, n_items + 1))
    for k, items in enumerate(options):
        dlx.add_option(items, k)
    return dlx


def state(xc):
    return xc.live, xc.open, list(xc.fixed)


def test_knuth_paper_example_has_its_unique_cover():
    rows = ["CEF", "ADG", "BCF", "AD", "BG", "DEG"]
    xc, _ = build(7, [[ord(ch) - 64 for ch in row] for row in rows])
    assert sorted(xc.solve()) == [0, 3, 4]
    assert xc.count() == 1


@pytest.mark.parametrize("seed", range(300))
def test_random_matrices_agree_with_brute_force_and_with_dlx(seed):
    n_items, options, n_primary = planted_matrix(seed)
    expected = brute_force(n_items, options, n_primary)
    xc, _ = build(n_items, options, n_primary)
    before = state(xc)
    count, first = xc.search(BIG)
    assert count == len(expected)
    assert (first is None) == (not expected)
    if first is not None:
        assert sorted(first) in expected
    assert xc.count(1) == min(1, len(expected))
    dlx = dlx_for(n_items, options, n_primary)
    assert dlx.search(BIG) == xc.search(BIG) == (count, first)
    assert xc.nodes == dlx.nodes
    assert state(xc) == before


@pytest.mark.parametrize("seed", range(60))
def test_every_budget_gives_what_dlx_gives(seed):
    # Same seeds as test_dlx's budget test: at every budget from 0 to past the
    # full search both engines return the same (count, first) and nodes.
    rng = random.Random(5000 + seed)
    n_items = rng.randint(1, 8)
    options = random_matrix(rng, n_items, rng.randint(3, 14), 0.3)
    expected = brute_force(n_items, options)
    xc, _ = build(n_items, options)
    dlx = dlx_for(n_items, options)
    xc.search(BIG)
    total = xc.nodes
    for budget in range(total + 2):
        got = xc.search(BIG, budget)
        assert got == dlx.search(BIG, budget) and xc.nodes == dlx.nodes
        assert xc.nodes == (total if budget >= total else budget + 1)
        assert got[0] <= len(expected)
        assert got[1] is None or sorted(got[1]) in expected


@pytest.mark.parametrize("seed", range(100))
def test_fixed_options_match_brute_force_and_dlx(seed):
    rng = random.Random(1000 + seed)
    n_items = rng.randint(2, 7)
    options = random_matrix(rng, n_items, rng.randint(2, 10), 0.3)
    xc, handles = build(n_items, options)
    dlx = dlx_for(n_items, options)
    before = state(xc)
    forced = rng.sample(range(len(options)), rng.randint(1, 2))
    oks = [xc.fix(handles[k]) for k in forced]
    assert oks == [dlx.fix(handles[k]) for k in forced]   # the same handles
    expected = [s for s in brute_force(n_items, options) if set(forced) <= set(s)]
    if all(oks):
        count, first = xc.search(BIG)
        assert count == len(expected)
        assert (count, first) == dlx.search(BIG) and xc.nodes == dlx.nodes
        if first is not None:
            assert first[:len(forced)] == forced
            assert sorted(first) in expected
    else:
        assert expected == []
    while xc.fixed:
        xc.unfix()
    assert state(xc) == before


def test_fix_refuses_a_clash_and_changes_nothing():
    xc, (a, b) = build(2, [[1, 2], [1]])
    assert xc.fix(a)
    after = state(xc)
    assert not xc.fix(b) and not xc.fix(a)       # a clash, and a second fix of a
    assert state(xc) == after
    assert xc.solve() == [0]


def test_secondary_items_are_covered_at_most_once():
    options = [[1, 3], [2, 3], [1], [2]]
    xc, _ = build(3, options, n_primary=2)
    assert xc.count(10) == len(brute_force(3, options, 2)) == 3


def test_reset_and_reuse_gives_the_same_answers_as_a_fresh_engine():
    rng = random.Random(7)
    reused = XCover(1)
    for _ in range(200):
        n_items = rng.randint(1, 9)
        options = random_matrix(rng, n_items, rng.randint(1, 12), 0.3)
        reused.reset(n_items)
        for k, items in enumerate(options):
            reused.add_option(items, k)
        assert reused.search(10 ** 6) == build(n_items, options)[0].search(10 ** 6)


def test_search_is_iterative_on_a_solution_of_1500_options():
    # Items 1..3000; the pairs {2k-1, 2k} and the singles {c}: every solution
    # picks pair or singles per k (2**1500 of them), the first 1500 pairs deep.
    n = 3000
    options = [[c, c + 1] for c in range(1, n, 2)] + [[c] for c in range(1, n + 1)]
    xc, _ = build(n, options)
    assert xc.solve() == list(range(1500))
    assert xc.search(3) == dlx_for(n, options).search(3)


def test_popcount_fallback_counts_bits():
    assert xcover_bits._popcount((1 << 200) - 1) == 200
    assert xcover_bits._popcount(0b1011) == 3


# --- loud errors, worded as DLX v3's ---------------------------------------

def test_n_primary_outside_the_items_is_refused():
    for p in (-1, 4):
        with pytest.raises(ValueError, match=r"n_primary must be in 0..n_items \(got %d for 3 "
                                             r"items\)" % p):
            XCover(3, p)


@pytest.mark.parametrize("bad", [[], [0, 1], [4], iter([]), (5,)])
def test_bad_options_are_refused(bad):
    xc = XCover(3)
    with pytest.raises(ValueError, match="an option is a non-empty list of items 1..3"):
        xc.add_option(bad, 0)


def test_any_iterable_is_an_option_and_repeats_are_refused():
    xc = XCover(3)
    xc.add_option(range(1, 3), 0)
    xc.add_option((c for c in [3]), 1)
    assert xc.solve() == [0, 1]
    with pytest.raises(ValueError, match="item 2 appears twice in one option"):
        xc.add_option([1, 2, 3, 2], 2)
    assert xc.count(10) == 1                     # the refused option left no trace


def test_fix_takes_handles_not_labels():
    xc = XCover(3)
    h = xc.add_option([1, 2], 0)
    for bad in (0, 1, h + 1, "4", None, float(h)):
        with pytest.raises(ValueError, match="takes the handle add_option returned, not a label"):
            xc.fix(bad)
    with pytest.raises(ValueError, match=r"unfix\(\) with nothing fixed"):
        xc.unfix()
    assert xc.fix(h)
    with pytest.raises(ValueError, match=r"add_option\(\) after fix\(\)"):
        xc.add_option([3], 1)


def test_handles_are_the_node_numbers_dlx_returns():
    options = [[1, 2], [3], [2, 3, 4], [4]]
    xc, handles = build(4, options)
    dlx = DLX(4)
    assert handles == [dlx.add_option(items, k) for k, items in enumerate(options)]


def test_too_many_options_overflow_loudly(monkeypatch):
    monkeypatch.setattr(xcover_bits, "MAX_OPTIONS", 5)
    xc, _ = build(2, [[1]] * 5)
    with pytest.raises(OverflowError, match="MAX_OPTIONS = 5"):
        xc.add_option([2], 5)


# --- the two engines on the suite's workloads, small instances ----------------

def load(path, name):
    spec = importlib.util.spec_from_file_location(name, str(ROOT / path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pentomino = load("examples/pentomino.py", "xc_example_pentomino")
queens = load("examples/queens.py", "xc_example_queens")


def langford(engine, n):
    """Pairs 1..n in 2n positions, the two k's k+1 apart: items number k,
    then position i as n + i."""
    engine.reset(3 * n)
    for k in range(1, n + 1):
        for i in range(1, 2 * n - k):
            engine.add_option([k, n + i, n + i + k + 1], (k, i))


def kings(engine, n):
    """n*n kings on a 2n x 2n board, one per 2x2 block (primary), at most one
    per 2x2 window (secondary): two kings attack iff they share a window."""
    side, w = 2 * n, 2 * n - 1
    engine.reset(n * n + w * w, n * n)
    for r in range(side):
        for c in range(side):
            windows = [n * n + 1 + a * w + b for a in (r - 1, r) for b in (c - 1, c)
                       if 0 <= a < w and 0 <= b < w]
            engine.add_option([1 + (r // 2) * n + c // 2] + windows, (r, c))


def sudoku(engine, box, givens):
    """Plain exact cover: cell, row-digit, column-digit, box-digit; the givens
    {(r, c): d} fixed before the search."""
    n = box * box
    engine.reset(4 * n * n)
    handle = {}
    for r in range(n):
        for c in range(n):
            for d in range(n):
                b = (r // box) * box + c // box
                handle[r, c, d] = engine.add_option(
                    [1 + r * n + c, 1 + n * n + r * n + d, 1 + 2 * n * n + c * n + d,
                     1 + 3 * n * n + b * n + d], (r, c, d))
    for (r, c), d in sorted(givens.items()):
        assert engine.fix(handle[r, c, d])


def sudoku_givens(box, keep, seed):
    """A shuffled valid grid with `keep` cells left: seeded, many solutions when few."""
    rng = random.Random(seed)
    n = box * box
    grid = [[(box * (r % box) + r // box + c) % n for c in range(n)] for r in range(n)]
    cells = [(r, c) for r in range(n) for c in range(n)]
    return {cell: grid[cell[0]][cell[1]] for cell in rng.sample(cells, keep)}


def rect(h, w):
    return [(r, c) for r in range(h) for c in range(w)]


WORKLOADS = {   # name: (loader of a reset engine, the known count or None)
    "pentomino 5x5 (5 pieces)": (lambda e: pentomino.build(e, rect(5, 5)), None),
    "pentomino 5x6 (6 pieces)": (lambda e: pentomino.build(e, rect(5, 6)), None),
    "queens 6": (lambda e: queens.load_queens(e, 6), 4),
    "queens 8": (lambda e: queens.load_queens(e, 8), 92),
    "langford 7": (lambda e: langford(e, 7), 52),
    "langford 8": (lambda e: langford(e, 8), 300),
    "kings 2": (lambda e: kings(e, 2), 79),
    "kings 3": (lambda e: kings(e, 3), 3600),
    "sudoku 4x4 empty": (lambda e: sudoku(e, 2, {}), 288),
    "sudoku 9x9 30 givens": (lambda e: sudoku(e, 3, sudoku_givens(3, 30, 1)), None),
    "sudoku 9x9 45 givens": (lambda e: sudoku(e, 3, sudoku_givens(3, 45, 2)), None),
}


SLOW_WORKLOADS = {   # DLX on CPython takes seconds here
    "pentomino 3x20": (lambda e: pentomino.build(e, rect(3, 20)), 8),
    "pentomino 4x10 (8 pieces)": (lambda e: pentomino.build(e, rect(4, 10)), None),
    "queens 10": (lambda e: queens.load_queens(e, 10), 724),
    "langford 11": (lambda e: langford(e, 11), 35584),
}


@pytest.mark.parametrize("name", sorted(WORKLOADS) + [
    pytest.param(name, marks=pytest.mark.slow) for name in sorted(SLOW_WORKLOADS)])
def test_both_engines_count_alike_and_visit_the_same_nodes(name):
    loader, known = WORKLOADS.get(name) or SLOW_WORKLOADS[name]
    xc, dlx = XCover(1), DLX(1, capacity=1 << 16)
    loader(xc)
    loader(dlx)
    limit = 1000 if name.startswith("sudoku 9x9") else BIG
    got = xc.search(limit)
    assert got == dlx.search(limit) and xc.nodes == dlx.nodes
    assert known is None or got[0] == known
    assert got[0] > 0


@pytest.mark.parametrize("interpreter", [
    pytest.param(sys.executable, id="cpython"),
    pytest.param(PYPY, id="pypy3", marks=needs_pypy),
    pytest.param(PY38, id="cpython3.8", marks=needs_py38),
])
def test_self_check_runs_under(interpreter):
    out = subprocess.run([interpreter, str(TEMPLATES / "xcover_bits.py")],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ok" in out.stdout


ENGINES_AGREE = """
import random, sys
sys.path.insert(0, sys.argv[1])
from dlx import DLX
from xcover_bits import XCover
rng = random.Random(11)
for _ in range(300):
    n = rng.randint(1, 9)
    options = [[c for c in range(1, n + 1) if rng.random() < 0.3] or [rng.randint(1, n)]
               for _ in range(rng.randint(1, 14))]
    p = rng.randint(0, n)
    xc, dlx = XCover(n, p), DLX(n, p)
    for k, items in enumerate(options):
        xc.add_option(items, k)
        dlx.add_option(items, k)
    for budget in (3, 1 << 62):
        assert xc.search(10 ** 6, budget) == dlx.search(10 ** 6, budget), options
        assert xc.nodes == dlx.nodes, options
print("agree")
"""


@pytest.mark.parametrize("interpreter", [
    pytest.param(PYPY, id="pypy3", marks=needs_pypy),
    pytest.param(PY38, id="cpython3.8", marks=needs_py38),
])
def test_engines_agree_under(interpreter):
    # The popcount fallback (3.8) and PyPy's own big ints, against DLX.
    out = subprocess.run([interpreter, "-c", ENGINES_AGREE, str(TEMPLATES)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout == "agree\n", out.stderr


def error_of(make, action):
    engine = make()
    try:
        action(engine)
    except ValueError as e:
        return str(e).split(": ", 1)[1]        # without the class name
    return None


@pytest.mark.parametrize("action", [
    lambda e: e.reset(3, 4), lambda e: e.reset(3, -1), lambda e: e.add_option([], 0),
    lambda e: e.add_option([0, 1], 0), lambda e: e.add_option(iter([2, 3, 2]), 0),
    lambda e: e.fix(0), lambda e: e.fix("5"), lambda e: e.unfix(),
    lambda e: e.fix(e.add_option([1], 7) + 1),
], ids=["n_primary>n", "n_primary<0", "empty", "item 0", "repeat", "fix label",
        "fix str", "unfix", "fix next node"])
def test_misuse_raises_the_dlx_message(action):
    got = error_of(lambda: XCover(3), action)
    assert got is not None and got == error_of(lambda: DLX(3), action)


def test_fix_accepts_what_dlx_accepts_and_refuses_the_rest():
    # test_dlx's domino board: handles 7, 9, ..., 19; everything else raises
    # in both engines, before and after a reset.
    options = [[1, 2], [1, 4], [2, 3], [2, 5], [3, 6], [4, 5], [5, 6]]
    for bad in [-1, 0, 6, 8, 10, 20, 7.0, True, "7", None] + list(range(25)):
        outcomes = []
        for engine in (XCover(6), DLX(6)):
            handles = [engine.add_option(items, k) for k, items in enumerate(options)]
            try:
                outcomes.append(engine.fix(bad))
            except ValueError as e:
                outcomes.append(str(e).split(": ", 1)[1])
            engine.reset(6)
            h = engine.add_option([1, 2], 0)
            with pytest.raises(ValueError, match="handle"):
                engine.fix(handles[-1])           # a handle from before the reset
            assert engine.fix(h)
        assert outcomes[0] == outcomes[1], bad
