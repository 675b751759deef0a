"""The item rules of the minimum exact cover (templates/xcover_min.py,
templates/dlx_min.py): minimum(tight=k) branches on the first primary item
with the fewest options if it has at most k, else on the lowest one. Every
rule against brute force on random matrices (primary and secondary items,
duplicate and secondary-only options, a fixed option, at_most, budgets), the
two engines against each other (same answer, same nodes), the rule visible
in what a budget of one node finds, misuse loud, and the same brute-force
stress under PyPy3 and CPython 3.8."""
import os
import random

import pytest

import matrices
from conftest import OTHER_PYTHONS, TEMPLATES, script_output
from dlx_min import DLXMin
from matrices import brute_force, is_cover, planted_matrix
from xcover_min import XCoverMin

TIGHTS = (1, 2, 3, 1 << 62)             # 1 << 62: the default, always the fewest


def model(seed):
    """planted_matrix with some options repeated and one secondary-only option
    sometimes (at most 13 options: brute force tries 2**13 subsets at most)."""
    rng = random.Random(seed)
    n_items, options, n_primary = planted_matrix(seed)
    options = options + [list(o) for o in options if rng.random() < 0.3]
    p = n_items if n_primary is None else n_primary
    if p < n_items and rng.random() < 0.5:
        options.append(list(range(p + 1, n_items + 1)))
    rng.shuffle(options)
    return n_items, options[:13], n_primary


def pair(n_items, options, n_primary):
    cap = 1 + n_items + sum(map(len, options))
    engines = (DLXMin(n_items, n_primary, cap), XCoverMin(n_items, n_primary))
    handles = [[e.add_option(items, k) for k, items in enumerate(options)] for e in engines]
    return engines, handles


@pytest.mark.parametrize("seed", range(150))
def test_every_rule_finds_the_smallest_cover_brute_force_finds(seed):
    n_items, options, n_primary = model(seed)
    covers = brute_force(n_items, options, n_primary)
    (dlx, xc), handles = pair(n_items, options, n_primary)
    before = [lst[:] for lst in (dlx.L, dlx.R, dlx.U, dlx.D, dlx.S)]
    p = n_items if n_primary is None else n_primary
    usable = [k for k, items in enumerate(options) if min(items) <= p]
    fixed = random.Random(seed).choice(usable) if usable else None
    for tight in TIGHTS:
        for at_most in (None, 0, 1, 2):
            sizes = [len(c) for c in covers if at_most is None or len(c) <= at_most]
            kw = {} if at_most is None else {"at_most": at_most}
            got = [dlx.minimum(tight=tight, **kw), xc.minimum(tight=tight, **kw)]
            assert got[0] == got[1] and dlx.nodes == xc.nodes, (tight, at_most)
            if not sizes:
                assert got[0] is None, (tight, at_most)
            else:
                assert len(got[0]) == min(sizes), (tight, at_most)
                assert is_cover(n_items, n_primary, options, got[0])
        dlx.minimum(tight=tight)
        full = dlx.nodes
        for budget in (0, 1, 2):
            got = [dlx.minimum(budget, tight=tight), xc.minimum(budget, tight=tight)]
            assert got[0] == got[1] and dlx.nodes == xc.nodes
            assert dlx.nodes == (budget + 1 if budget < full else full)
            assert got[0] is None or is_cover(n_items, n_primary, options, got[0])
        if fixed is not None:
            want = [len(c) for c in covers if fixed in c]
            for e, hs in zip((dlx, xc), handles):
                assert e.fix(hs[fixed])
                best = e.minimum(tight=tight)
                e.unfix()
                assert (best is None) == (not want), tight
                if want:
                    assert best[0] == fixed and len(best) == min(want)
    assert before == [lst[:] for lst in (dlx.L, dlx.R, dlx.U, dlx.D, dlx.S)]


def test_a_loose_item_gives_way_to_the_lowest_one():
    # Item 1 has three options, item 2 two. The fewest-options rule takes item 2
    # and its first option {1, 2} covers both at once; with tight=1 neither item
    # is tight, so the search takes item 1, the lowest, and its first option {1}.
    options = [[1], [1, 2], [2], [1]]
    for e in pair(2, options, None)[0]:
        assert e.minimum(budget=1) == [1] and e.nodes == 1
        assert e.minimum(budget=1, tight=2) == [1] and e.nodes == 1
        assert e.minimum(budget=1, tight=1) is None and e.nodes == 2
        assert e.minimum(tight=1) == [1]


@pytest.mark.parametrize("tight", [0, -1, 1.5, None, True, "3"])
def test_a_tight_that_is_not_a_positive_int_raises(tight):
    for e in pair(2, [[1, 2]], None)[0]:
        with pytest.raises(ValueError):
            e.minimum(tight=tight)


STRESS = """
import random, sys
sys.path[:0] = sys.argv[1:3]
from dlx_min import DLXMin
from matrices import brute_force
from xcover_min import XCoverMin
rng = random.Random(11)
for _ in range(250):
    n = rng.randint(1, 8)
    options = [[c for c in range(1, n + 1) if rng.random() < 0.35] or [rng.randint(1, n)]
               for _ in range(rng.randint(1, 9))]
    options += [[c] for c in range(1, n + 1) if rng.random() < 0.4]
    options = options[:12]
    p = rng.randint(0, n)
    sizes = [len(c) for c in brute_force(n, options, p)]
    xc, dlx = XCoverMin(n, p), DLXMin(n, p)
    for k, items in enumerate(options):
        xc.add_option(items, k)
        dlx.add_option(items, k)
    for tight in (1, 2, 3, 1 << 62):
        best = xc.minimum(tight=tight)
        assert best == dlx.minimum(tight=tight) and xc.nodes == dlx.nodes, options
        assert (best is None) if not sizes else len(best) == min(sizes), options
print("ok")
"""


@pytest.mark.parametrize("interpreter", OTHER_PYTHONS)
def test_every_rule_against_brute_force_under(interpreter):
    helpers = os.path.dirname(os.path.abspath(matrices.__file__))
    assert script_output(interpreter, STRESS, TEMPLATES, helpers, timeout=300) == "ok\n"


def test_one_engine_reused_across_models_answers_as_fresh_ones():
    # One engine, reset() between models of the same size with other options and
    # fixed ones, must answer each as a fresh engine does (nothing of a model survives).
    reused = XCoverMin(1)
    for seed in range(60):
        n_items, options, n_primary = model(seed % 12)
        rng = random.Random(seed)
        fresh = XCoverMin(n_items, n_primary)
        reused.reset(n_items, n_primary)
        hs = [[e.add_option(items, k) for k, items in enumerate(options)]
              for e in (fresh, reused)]
        k = rng.randrange(len(options)) if options and rng.random() < 0.5 else None
        if k is not None:
            assert fresh.fix(hs[0][k]) == reused.fix(hs[1][k])
        tight = rng.choice(TIGHTS)
        assert reused.minimum(tight=tight) == fresh.minimum(tight=tight)
        assert reused.nodes == fresh.nodes
