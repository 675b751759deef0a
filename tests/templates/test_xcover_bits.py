"""What only the bitset engine (templates/xcover_bits.py) does, and that it is DLX's
twin: the same answers, first solutions, node counts, handles and error messages as the
DLX template (its search before v10, which keeps the rule "fewest": classic_dlx.py) on the random matrices of the shared suite (test_exact_cover.py, which tests
the behaviour both engines share against brute force) and on small instances of every
workload of the benchmark: pentominoes, N-Queens, Langford, kings, Sudoku. Its own: the
popcount fallback, MAX_OPTIONS, no add_option() after fix()."""
import importlib.util
import random

import pytest

from conftest import OTHER_PYTHONS, ROOT, TEMPLATES, script_output
from classic_dlx import ClassicDLX as DLX
from engines import BIG, build, state
from matrices import planted_matrix, random_matrix
import xcover_bits
from xcover_bits import XCover


def dlx_for(n_items, options, n_primary=None):
    return build(DLX, n_items, options, n_primary)[0]


@pytest.mark.parametrize("seed", range(300))
def test_random_matrices_give_what_dlx_gives(seed):
    # The shared suite's matrices: the same (count, first) and the same nodes.
    n_items, options, n_primary = planted_matrix(seed)
    xc, _ = build(XCover, n_items, options, n_primary)
    dlx = dlx_for(n_items, options, n_primary)
    before = state(xc)
    got = xc.search(BIG)
    assert got == dlx.search(BIG) == xc.search(BIG)           # and again the same
    assert xc.nodes == dlx.nodes
    assert xc.count(1) == dlx.count(1)
    assert state(xc) == before


@pytest.mark.parametrize("seed", range(60))
def test_every_budget_gives_what_dlx_gives(seed):
    # The shared suite's budget seeds: at every budget from 0 to past the
    # full search both engines return the same (count, first) and nodes.
    rng = random.Random(5000 + seed)
    n_items = rng.randint(1, 8)
    options = random_matrix(rng, n_items, rng.randint(3, 14), 0.3)
    xc, _ = build(XCover, n_items, options)
    dlx = dlx_for(n_items, options)
    xc.search(BIG)
    total = xc.nodes
    for budget in range(total + 2):
        got = xc.search(BIG, budget)
        assert got == dlx.search(BIG, budget) and xc.nodes == dlx.nodes
        assert xc.nodes == (total if budget >= total else budget + 1)


@pytest.mark.parametrize("seed", range(100))
def test_fixed_options_give_what_dlx_gives(seed):
    rng = random.Random(1000 + seed)
    n_items = rng.randint(2, 7)
    options = random_matrix(rng, n_items, rng.randint(2, 10), 0.3)
    xc, handles = build(XCover, n_items, options)
    dlx = dlx_for(n_items, options)
    forced = rng.sample(range(len(options)), rng.randint(1, 2))
    oks = [xc.fix(handles[k]) for k in forced]
    assert oks == [dlx.fix(handles[k]) for k in forced]   # the same handles
    if all(oks):
        assert xc.search(BIG) == dlx.search(BIG) and xc.nodes == dlx.nodes


def test_a_deep_first_solution_is_the_one_dlx_finds():
    n = 3000
    options = [[c, c + 1] for c in range(1, n, 2)] + [[c] for c in range(1, n + 1)]
    xc, _ = build(XCover, n, options)
    assert xc.search(3) == dlx_for(n, options).search(3)


def test_popcount_fallback_counts_bits():
    assert xcover_bits.popcount((1 << 200) - 1) == 200
    assert xcover_bits.popcount(0b1011) == 3


def test_add_option_after_fix_is_refused():
    xc = XCover(3)
    assert xc.fix(xc.add_option([1, 2], 0))
    with pytest.raises(ValueError, match=r"add_option\(\) after fix\(\)"):
        xc.add_option([3], 1)


def test_handles_are_the_node_numbers_dlx_returns():
    options = [[1, 2], [3], [2, 3, 4], [4]]
    xc, handles = build(XCover, 4, options)
    dlx = DLX(4)
    assert handles == [dlx.add_option(items, k) for k, items in enumerate(options)]


def test_too_many_options_overflow_loudly_saying_how_to_raise_the_limit(monkeypatch):
    monkeypatch.setattr(xcover_bits, "MAX_OPTIONS", 5)
    xc, _ = build(XCover, 2, [[1]] * 5)
    with pytest.raises(OverflowError, match=r"MAX_OPTIONS = 5 options; raise MAX_OPTIONS .*"
                                            r"n_options / 8 bytes.* or use DLX"):
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
    picked = xc.search(limit)        # whichever rule the engine picks: the same count
    xc.rule = "fewest"               # DLX's rule: the same nodes too
    got = xc.search(limit)
    assert got == dlx.search(limit) and xc.nodes == dlx.nodes
    assert picked[0] == got[0]
    assert known is None or got[0] == known
    assert got[0] > 0


ENGINES_AGREE = """
import random, sys
sys.path[:0] = sys.argv[1:3]
from classic_dlx import ClassicDLX as DLX
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


@pytest.mark.parametrize("interpreter", OTHER_PYTHONS)
def test_engines_agree_under(interpreter):
    # The popcount fallback (3.8) and PyPy's own big ints, against DLX.
    assert script_output(interpreter, ENGINES_AGREE, str(TEMPLATES),
                         str(ROOT / "tests" / "templates"), timeout=120) == "agree\n"


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
    # The shared suite's domino board: handles 7, 9, ..., 19; everything else raises
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
