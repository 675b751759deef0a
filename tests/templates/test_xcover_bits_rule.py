"""The bits engine's item rule (templates/xcover_bits.py, xcover-bits v2): the lowest
open item (rule "lowest") counts every cover that brute force finds, on both of its
searches (the big ints, and _lowest's items-covered ints that PyPy takes), with the same
nodes, first solution and budgets, fixed options and secondary items; and which rule the
engine picks by itself on tilings numbered along the short side, wider boards and small
models. Node counts are deterministic, so they are asserted; no timing here."""
import random

import pytest

from conftest import OTHER_PYTHONS, TEMPLATES, script_output
from dlx import DLX
from engines import BIG, build, state
from matrices import brute_force, planted_matrix, random_matrix
from polyomino import cells_of, numbering, orientations, placements
import xcover_bits
from xcover_bits import XCover


def both_lowest(xc, limit=BIG, budget=1 << 62):
    """(count, first, nodes) of the big-int search and of _lowest, rule "lowest"."""
    xc.rule = "lowest"
    big = xc.search(limit, budget) + (xc.nodes,)
    small = xc._lowest(limit, budget) + (xc.nodes,)
    return big, small


@pytest.mark.parametrize("seed", range(300))
def test_the_lowest_rule_finds_every_cover(seed):
    n_items, options, n_primary = planted_matrix(seed)
    covers = brute_force(n_items, options, n_primary)
    xc, _ = build(XCover, n_items, options, n_primary)
    before = state(xc)
    big, small = both_lowest(xc)
    assert big == small
    assert big[0] == len(covers)
    assert (big[1] is None) == (not covers) and (not covers or sorted(big[1]) in covers)
    assert state(xc) == before


@pytest.mark.parametrize("seed", range(40))
def test_the_lowest_rule_gives_up_at_every_budget(seed):
    rng = random.Random(7000 + seed)
    n_items = rng.randint(1, 8)
    xc, _ = build(XCover, n_items, random_matrix(rng, n_items, rng.randint(3, 14), 0.3))
    total = both_lowest(xc)[0][2]
    for budget in range(total + 2):
        big, small = both_lowest(xc, BIG, budget)
        assert big == small
        assert big[2] == (total if budget >= total else budget + 1)


@pytest.mark.parametrize("seed", range(100))
def test_the_lowest_rule_keeps_fixed_options_first(seed):
    rng = random.Random(9000 + seed)
    n_items = rng.randint(2, 8)
    options = random_matrix(rng, n_items, rng.randint(2, 12), 0.3)
    xc, handles = build(XCover, n_items, options)
    forced = rng.sample(range(len(options)), rng.randint(1, 2))
    if not all(xc.fix(handles[k]) for k in forced):
        return
    big, small = both_lowest(xc)
    covers = [c for c in brute_force(n_items, options) if set(forced) <= set(c)]
    assert big == small and big[0] == len(covers)
    assert not covers or big[1][:len(forced)] == forced


@pytest.mark.parametrize("seed", range(30))
def test_the_lowest_rule_past_62_items(seed):
    # _lowest keeps items 1..62 in one int and the rest in another: models across both,
    # secondary items among them, against DLX (which brute force checks elsewhere).
    rng = random.Random(11000 + seed)
    n_items = rng.randint(60, 140)
    n_primary = rng.randint(n_items // 2, n_items)
    options = [sorted(rng.sample(range(1, n_items + 1), rng.randint(1, 40)))
               for _ in range(rng.randint(5, 60))]
    options += [[c] for c in range(1, n_items + 1) if rng.random() < 0.9]
    xc, _ = build(XCover, n_items, options, n_primary)
    dlx, _ = build(DLX, n_items, options, n_primary)
    big, small = both_lowest(xc, 50)
    assert big == small and big[0] == dlx.count(50)


def test_pypy_is_told_apart_without_an_import():
    import sys
    assert xcover_bits.PYPY is hasattr(sys, "pypy_version_info")
    assert abs(xcover_bits._log(1000.0) - 6.907755) < 1e-4 and xcover_bits._log(1) == 0


def test_an_unknown_rule_is_refused():
    xc, _ = build(XCover, 2, [[1], [2]])
    xc.rule = "mrv"
    with pytest.raises(ValueError, match="rule"):
        xc.search()


PENTOMINOES = {   # Conway's letters
    "F": ".##\n##.\n.#.", "I": "#####", "L": "####\n#...", "N": "##..\n.###",
    "P": "##\n##\n#.", "T": "###\n.#.\n.#.", "U": "#.#\n###", "V": "#..\n#..\n###",
    "W": "#..\n##.\n.##", "X": ".#.\n###\n.#.", "Y": "####\n.#..", "Z": "##.\n.#.\n.##",
}


def pentomino_engine(h, w):
    """All 12 pentominoes on h x w, cells numbered by polyomino's numbering()."""
    region = [(r, c) for r in range(h) for c in range(w)]
    item = numbering(region)
    xc = XCover(72)
    for k, name in enumerate(sorted(PENTOMINOES)):
        for cells in placements(orientations(cells_of(PENTOMINOES[name])), region):
            xc.add_option([item[p] for p in cells] + [61 + k], (name, tuple(cells)))
    return xc


@pytest.mark.parametrize("h, w, fewest", [(3, 20, False), (4, 15, False), (6, 10, True)])
def test_tilings_along_the_short_side_take_the_lowest_rule(h, w, fewest):
    # What bench/results/*-xcover-rule.md measures: 3x20 and 4x15 go to the lowest
    # item (their tree is at most about twice DLX's), 6x10 keeps DLX's rule.
    xc = pentomino_engine(h, w)
    assert xc._fewest(xc.live, xc.open) is fewest


def test_the_picked_rule_counts_3x20():
    xc = pentomino_engine(3, 20)
    assert xc.search(BIG)[0] == 8 and xc.picked[2] is False
    big, small = both_lowest(xc)
    assert big == small and big[0] == 8


def test_small_models_keep_dlx_rule_without_a_walk():
    # Below LOWEST_FROM options: "fewest" (so the same nodes as DLX), decided at once.
    rng = random.Random(3)
    xc, _ = build(XCover, 20, random_matrix(rng, 20, 200, 0.2))
    assert xc._fewest(xc.live, xc.open) is True


LOWEST_UNDER = """
import random, sys
sys.path.insert(0, sys.argv[1])
from dlx import DLX
from xcover_bits import PYPY, XCover
assert PYPY == hasattr(sys, "pypy_version_info")
rng = random.Random(5)
for _ in range(300):
    n = rng.randint(1, 70)
    options = [sorted(rng.sample(range(1, n + 1), rng.randint(1, min(n, 6))))
               for _ in range(rng.randint(1, 40))]
    p = rng.randint(0, n)
    xc, dlx = XCover(n, p), DLX(n, p, 1 + n + sum(map(len, options)))
    for k, items in enumerate(options):
        xc.add_option(items, k)
        dlx.add_option(items, k)
    xc.rule = "lowest"
    assert xc.count(10 ** 6) == dlx.count(10 ** 6), options
    got = xc.search(1)[1]
    xc.rule = "fewest"
    assert (got is None) == (xc.search(1)[1] is None), options
print("agree")
"""


@pytest.mark.parametrize("interpreter", OTHER_PYTHONS)
def test_the_lowest_rule_under(interpreter):
    # PyPy's search() takes _lowest for rule "lowest": its counts against DLX's.
    assert script_output(interpreter, LOWEST_UNDER, str(TEMPLATES), timeout=120) == "agree\n"
