"""The set-cover blocks: templates/setcover_bits.py (SetCover, bitsets) and
templates/dlx_cover.py (DLXCover, dancing links with remove/resume). Both
against a brute force on random small instances (primary and secondary items,
duplicate options, items no option holds, every k), against each other, their
estimate against the true minimum, budgets, loud misuse, reset, and both
interpreters."""
import itertools
import random
import subprocess

import pytest

from conftest import EVERY_PYTHON, TEMPLATES, script_output
import dlx_cover
import setcover_bits
from dlx_cover import DLXCover
from setcover_bits import SetCover

ENGINES = [pytest.param(SetCover, id="bits"), pytest.param(DLXCover, id="dlx")]


def smallest(n_items, options, n_primary=None):
    """The size of a smallest cover by brute force (every subset, smallest
    first): each primary item at least once, each secondary item at most
    once; None if there is none."""
    p = n_items if n_primary is None else n_primary
    for size in range(len(options) + 1):
        for subset in itertools.combinations(options, size):
            seen = [0] * (n_items + 1)
            for items in subset:
                for c in items:
                    seen[c] += 1
            if all(seen[1:p + 1]) and max(seen[p + 1:] + [0]) <= 1:
                return size
    return None


def is_cover(n_items, options, n_primary, labels):
    p = n_items if n_primary is None else n_primary
    seen = [0] * (n_items + 1)
    for k in labels:
        for c in options[k]:
            seen[c] += 1
    return all(seen[1:p + 1]) and max(seen[p + 1:] + [0]) <= 1 and len(set(labels)) == len(labels)


def instance(seed):
    """Seeded (n_items, options, n_primary): densities from sparse to dense,
    some items in no option, a repeated option now and then, and secondary
    items in a third of them."""
    rng = random.Random(seed)
    n = rng.randint(1, 8)
    density = rng.choice([0.2, 0.35, 0.6])
    options = [[c for c in range(1, n + 1) if rng.random() < density] or [rng.randint(1, n)]
               for _ in range(rng.randint(0, 10))]
    if options and rng.random() < 0.3:
        options.append(list(rng.choice(options)))
    p = rng.choice([None, None, rng.randint(0, n)])
    return n, options, p


def build(engine, n_items, options, n_primary=None):
    if engine is DLXCover:
        sc = DLXCover(n_items, n_primary, 1 + n_items + sum(map(len, options)) + 8)
    else:
        sc = SetCover(n_items, n_primary)
    for k, items in enumerate(options):
        sc.add_option(items, k)
    return sc


def links(sc):
    """The state a search must leave as it found it (and a refused option too)."""
    if isinstance(sc, DLXCover):
        return [lst[:sc.top] for lst in (sc.L, sc.R, sc.U, sc.D, sc.S)] + [sc.top]
    return [lst[:] for lst in (sc.col, sc.reach, sc.prim, sc.sec, sc.label)]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("seed", range(250))
def test_random_instances_agree_with_brute_force(engine, seed):
    n, options, p = instance(seed)
    want = smallest(n, options, p)
    sc = build(engine, n, options, p)
    before = links(sc)
    got = sc.minimum()
    assert (got is None) == (want is None)
    if got is not None:
        assert len(got) == want and is_cover(n, options, p, got)
    for k in range(0, (want if want is not None else 2) + 2):   # limits 0, 1, 2, ...
        cover = sc.within(k)
        assert (cover is not None) == (want is not None and want <= k), k
        if cover is not None:
            assert len(cover) <= k and is_cover(n, options, p, cover)
    assert links(sc) == before


@pytest.mark.parametrize("seed", range(200))
def test_the_estimate_never_exceeds_the_true_minimum(seed):
    # lower_bound is admissible: from the start, it is at most the smallest cover.
    n, options, p = instance(seed)
    want = smallest(n, options, p)
    sc = build(SetCover, n, options, p)
    bound = setcover_bits.lower_bound(sc.open, sc.reach, n + 1)
    if want is not None:
        assert bound <= want
    assert bound <= n if p is None else bound <= p


def test_the_estimate_counts_items_no_option_shares():
    # Items 1..6; {1,2} {3,4} {5,6} {2,3}: it counts 1, drops 1 2; counts 3, drops
    # 2 3 4; counts 5: three, the true minimum. With room 1 it stops at 2.
    sc = build(SetCover, 6, [[1, 2], [3, 4], [5, 6], [2, 3]])
    assert setcover_bits.lower_bound(sc.open, sc.reach, 10) == 3 == len(sc.minimum())
    assert setcover_bits.lower_bound(sc.open, sc.reach, 1) == 2


@pytest.mark.parametrize("seed", range(80))
def test_budget_gives_up_with_nodes_one_past_it(seed):
    n, options, p = instance(1000 + seed)
    for engine in (SetCover, DLXCover):
        sc = build(engine, n, options, p)
        full = sc.minimum()
        total = sc.nodes
        before = links(sc)
        for budget in range(total + 2):
            got = sc.minimum(budget)
            if budget >= total:
                assert sc.nodes == total and got == full
            else:
                assert sc.nodes == budget + 1
                assert got is None or is_cover(n, options, p, got)
            assert links(sc) == before


def test_a_smallest_cover_is_found_where_a_first_one_is_larger():
    # {1..4} covers in one, but the search meets {1,2} {3} {4} first.
    for engine in (SetCover, DLXCover):
        sc = build(engine, 4, [[1, 2], [3], [4], [1, 2, 3, 4]])
        assert sc.minimum() == [3]
        assert sorted(sc.within(3)) in ([0, 1, 2], [3])
        assert sc.within(0) is None


def test_no_primary_item_is_covered_by_nothing():
    for engine in (SetCover, DLXCover):
        sc = build(engine, 3, [[1], [2, 3]], 0)
        assert sc.minimum() == [] and sc.within(0) == []


def test_secondary_items_are_used_at_most_once():
    # Items 1, 2 primary, 3 secondary: {1,3} and {2,3} clash, so {1} {2} or {1,2}.
    for engine in (SetCover, DLXCover):
        sc = build(engine, 3, [[1, 3], [2, 3], [1], [2]], 2)
        assert sorted(sc.minimum()) in ([0, 3], [1, 2], [2, 3])
        assert sc.within(1) is None
        sc = build(engine, 3, [[1, 3], [2, 3], [1], [2], [1, 2, 3]], 2)
        assert sc.minimum() == [4]


@pytest.mark.parametrize("engine", ENGINES)
def test_reset_drops_every_option_and_reuses_the_engine(engine):
    rng = random.Random(7)
    sc = engine(8, None, 1 + 8 + 80) if engine is DLXCover else engine(8)
    for _ in range(40):
        n, options, p = instance(rng.randint(0, 10 ** 6))
        options = options[:8]
        sc.reset(n, p)
        for k, items in enumerate(options):
            sc.add_option(items, k)
        got = sc.minimum()
        want = smallest(n, options, p)
        assert (None if got is None else len(got)) == want


@pytest.mark.parametrize("engine", ENGINES)
def test_search_is_iterative_and_goes_deep(engine):
    n = 2000
    sc = engine(n, None, 1 + 2 * n) if engine is DLXCover else engine(n)
    for c in range(1, n + 1):
        sc.add_option([c], c)
    assert sc.within(n - 1) is None
    assert sorted(sc.within(n)) == list(range(1, n + 1))


# Loud misuse: each slip raises at once, naming it.

@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("items,match", [
    ([], "non-empty"), ([0, 1], "items 1..3"), ([4], "items 1..3"), ([2, 1, 2], "item 2 appears twice"),
])
def test_a_bad_option_raises_and_changes_nothing(engine, items, match):
    sc = build(engine, 3, [[1], [2, 3]])
    before = links(sc)
    with pytest.raises(ValueError, match=match):
        sc.add_option(items, 9)
    assert links(sc) == before
    assert sorted(sc.minimum()) == [0, 1]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("k", [-1, 1.0, True, "2", None])
def test_within_needs_an_int_k_at_least_0(engine, k):
    sc = build(engine, 2, [[1, 2]])
    with pytest.raises(ValueError, match="int k >= 0"):
        sc.within(k)


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("n_primary", [-1, 4])
def test_n_primary_outside_the_items_raises(engine, n_primary):
    with pytest.raises(ValueError, match="n_primary"):
        engine(3, n_primary)
    sc = engine(3)
    with pytest.raises(ValueError, match="n_primary"):
        sc.reset(3, n_primary)


def test_full_pools_raise_overflow_naming_the_formula(monkeypatch):
    sc = DLXCover(3, None, 1 + 3 + 2)
    sc.add_option([1, 2], 0)
    with pytest.raises(OverflowError, match="1 \\+ items \\+ sum of option sizes"):
        sc.add_option([3], 1)
    with pytest.raises(OverflowError, match="capacity"):
        DLXCover(10, None, 5)
    monkeypatch.setattr(setcover_bits, "MAX_OPTIONS", 2)
    sc = SetCover(3)
    sc.add_option([1], 0)
    sc.add_option([2], 1)
    with pytest.raises(OverflowError,
                       match="MAX_OPTIONS = 2 options; raise MAX_OPTIONS .* or use DLXCover"):
        sc.add_option([3], 2)


def test_default_pool_fits_hdu_2295_at_full_size():
    # 50 radars over 50 cities: every radar reaching every city.
    sc = DLXCover(50)
    for j in range(50):
        sc.add_option(range(1, 51), j)
    assert sc.within(1) == [0]
    assert dlx_cover.MAX_NODES == 1 + 50 + 50 * 50


@pytest.mark.parametrize("path", ["setcover_bits.py", "dlx_cover.py"])
@pytest.mark.parametrize("interpreter", EVERY_PYTHON)
def test_self_check_runs_under(interpreter, path):
    out = subprocess.run([interpreter, str(TEMPLATES / path)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ok" in out.stdout


ENGINES_AGREE = """
import itertools, random, sys
sys.path.insert(0, sys.argv[1])
from dlx_cover import DLXCover
from setcover_bits import SetCover
rng = random.Random(13)
for _ in range(300):
    n = rng.randint(1, 9)
    options = [[c for c in range(1, n + 1) if rng.random() < 0.3] or [rng.randint(1, n)]
               for _ in range(rng.randint(1, 12))]
    p = rng.randint(0, n)
    a, b = SetCover(n, p), DLXCover(n, p, 1 + n + sum(map(len, options)))
    for k, items in enumerate(options):
        a.add_option(items, k)
        b.add_option(items, k)
    x, y = a.minimum(), b.minimum()
    assert (x is None) == (y is None) and (x is None or len(x) == len(y)), options
    for k in range(4):
        assert (a.within(k) is None) == (b.within(k) is None), options
print("agree")
"""


@pytest.mark.parametrize("interpreter", EVERY_PYTHON)
def test_engines_agree_under(interpreter):
    # The popcount fallback (3.8) and PyPy's own ints, the two engines side by side.
    assert script_output(interpreter, ENGINES_AGREE, str(TEMPLATES), timeout=300) == "agree\n"
