"""The cover with a cost, templates/cost_cover.py (CostCover): against a brute force over
every subset on random small instances (set and exact cover, secondary items, duplicate
options, zero costs, every at_most), its lower bound against the true cheapest cover,
budgets, the pruning's node counts, loud misuse, reset, and both interpreters."""
import itertools
import random
import subprocess

import pytest

from conftest import EVERY_PYTHON, TEMPLATES
import cost_cover
from cost_cover import CostCover


def is_cover(n, options, p, exact, chosen):
    """Every primary item at least once (exact: exactly once), secondary ones at most once."""
    seen = [0] * (n + 1)
    for k in chosen:
        for c in options[k][0]:
            seen[c] += 1
    primary_ok = all(v == 1 if exact else v >= 1 for v in seen[1:p + 1])
    return primary_ok and max(seen[p + 1:] + [0]) <= 1 and len(set(chosen)) == len(chosen)


def cheapest(n, options, p, exact, at_most=None):
    """The least total cost of a cover of at most at_most options, by every subset; None
    if there is none."""
    best = None
    for size in range(len(options) + 1 if at_most is None else min(at_most, len(options)) + 1):
        for subset in itertools.combinations(range(len(options)), size):
            if is_cover(n, options, p, exact, subset):
                cost = sum(options[k][1] for k in subset)
                best = cost if best is None else min(best, cost)
    return best


def instance(seed):
    """Seeded (n, options, n_primary, exact): options (items, cost), densities from
    sparse to dense, costs from all-zero to spread out, a repeated option now and then,
    secondary items in a third of them."""
    rng = random.Random(seed)
    n = rng.randint(1, 8)
    density = rng.choice([0.2, 0.35, 0.6])
    top = rng.choice([0, 1, 3, 20])
    options = [([c for c in range(1, n + 1) if rng.random() < density] or [rng.randint(1, n)],
                rng.randint(0, top)) for _ in range(rng.randint(0, 10))]
    if options and rng.random() < 0.3:
        options.append(rng.choice(options))
    p = rng.choice([n, n, rng.randint(0, n)])
    return n, options, p, rng.random() < 0.4


def build(n, options, p, exact):
    cc = CostCover(n, p, exact)
    for k, (items, cost) in enumerate(options):
        cc.add_option(items, cost, k)
    return cc


def state(cc):
    """What a search must leave as it found it (and a refused option too)."""
    return [lst[:] for lst in (cc.prim, cc.sec, cc.costs, cc.label, cc.col)]


@pytest.mark.parametrize("seed", range(400))
def test_random_instances_agree_with_brute_force(seed):
    n, options, p, exact = instance(seed)
    cc = build(n, options, p, exact)
    before = state(cc)
    for at_most in [None] + list(range(0, len(options) + 1)):
        want = cheapest(n, options, p, exact, at_most)
        got = cc.minimum(at_most=at_most)
        assert (got is None) == (want is None), (at_most, got, want)
        if got is not None:
            assert is_cover(n, options, p, exact, got) and cc.cost == want
            assert sum(options[k][1] for k in got) == want
            assert at_most is None or len(got) <= at_most
        else:
            assert cc.cost is None
    assert state(cc) == before


@pytest.mark.parametrize("seed", range(200))
def test_the_bound_never_exceeds_the_cheapest_cover(seed):
    # lower_bound is admissible: from the start, its count is at most the fewest
    # options of any cover and its cost at most the cheapest cover's.
    n, options, p, _ = instance(seed)
    cc = build(n, options, p, False)
    best, fewest = cheapest(n, options, p, False), None
    for k in range(len(options) + 1):
        if cheapest(n, options, p, False, k) is not None:
            fewest = k
            break
    kept = cc._kept()
    if best is None or not p:
        return
    # the block's own numbering, built as minimum() builds it: options as kept, items
    # one bit each in the order 1..p (any item order gives an admissible bound)
    prim = [sum(1 << (c - 1) for c in options[o][0] if c <= p) for o in kept]
    col = [sum(1 << i for i, m in enumerate(prim) if m >> t & 1) for t in range(p)]
    reach = [0] * p
    for t in range(p):
        for i, m in enumerate(prim):
            if col[t] >> i & 1:
                reach[t] |= m
    cost = [options[o][1] for o in kept]
    k, lb = cost_cover.lower_bound((1 << p) - 1, (1 << len(kept)) - 1, col, reach, cost,
                                   10 ** 9, 10 ** 9)
    assert k <= fewest and lb <= best


def test_the_bound_counts_items_no_option_shares_at_their_cheapest():
    # Items 1..4, {1,2} costs 3, {2,3} 1, {3,4} 2, {4} 5: it counts item 1 (cheapest
    # option 3) and drops 1 2; then item 3 (cheapest 1) and drops 2 3 4: (2, 4); the
    # cheapest cover is {1,2} {3,4}, 5.
    col = [0b0001, 0b0011, 0b0110, 0b1100]     # option bits holding items 1..4
    reach = [0b0011, 0b0111, 0b1110, 0b1100]   # item bits of those options
    cost = [3, 1, 2, 5]
    assert cost_cover.lower_bound(0b1111, 0b1111, col, reach, cost, 9, 99) == (2, 4)
    assert cost_cover.lower_bound(0b1111, 0b1111, col, reach, cost, 0, 99)[0] == 1
    assert cost_cover.lower_bound(0b1111, 0b1110, col, reach, cost, 9, 99) == (10, 100)


@pytest.mark.parametrize("seed", range(60))
def test_budget_gives_up_with_nodes_one_past_it(seed):
    n, options, p, exact = instance(1000 + seed)
    cc = build(n, options, p, exact)
    full, cost = cc.minimum(), cc.cost
    total = cc.nodes
    for budget in range(total + 2):
        got = cc.minimum(budget=budget)
        if budget >= total:
            assert cc.nodes == total and got == full and cc.cost == cost
        else:
            assert cc.nodes == budget + 1
            assert got is None or is_cover(n, options, p, exact, got)


def test_a_cheap_cover_beats_a_small_one_unless_the_count_is_bounded():
    cc = build(4, [([1, 2, 3, 4], 10), ([1, 2], 1), ([3], 1), ([4], 1)], 4, False)
    assert sorted(cc.minimum()) == [1, 2, 3] and cc.cost == 3
    assert cc.minimum(at_most=2) == [0] and cc.cost == 10
    assert cc.minimum(at_most=0) is None


def test_dominated_options_are_never_tried():
    # {1,2} for 1 holds {1} for 1 and {2} for 2: only {1,2} is searched, and the
    # search branches once. A dearer superset dominates nothing: {1,2,3} for 9.
    cc = build(3, [([1], 1), ([2], 2), ([1, 2], 1), ([1, 2, 3], 9), ([3], 1)], 3, False)
    assert [cc.label[o] for o in cc._kept()] == [2, 4, 3]
    assert sorted(cc.minimum()) == [2, 4] and cc.cost == 2
    # exact cover: only an option with the same items (and no secondary one) dominates
    cc = build(3, [([1, 2], 2), ([1, 2], 1), ([1], 0), ([2, 3], 1), ([3], 5)], 3, True)
    assert sorted(cc._kept()) == [1, 2, 3, 4]
    assert sorted(cc.minimum()) == [2, 3] and cc.cost == 1


def test_secondary_items_are_used_at_most_once_and_zero_costs_count():
    # Items 1, 2 primary, 3 secondary: {1,3} and {2,3} (free) clash.
    cc = build(3, [([1, 3], 0), ([2, 3], 0), ([1], 4), ([2], 3)], 2, False)
    assert sorted(cc.minimum()) in ([0, 3], [1, 2]) and cc.cost == 3
    assert cc.minimum(at_most=1) is None


def test_no_primary_item_is_covered_by_nothing_at_no_cost():
    cc = build(3, [([1], 2), ([2, 3], 1)], 0, False)
    assert cc.minimum() == [] and cc.cost == 0


def test_reset_drops_every_option_and_reuses_the_engine():
    rng = random.Random(7)
    cc = CostCover(8)
    for _ in range(40):
        n, options, p, exact = instance(rng.randint(0, 10 ** 6))
        cc.reset(n, p, exact)
        for k, (items, cost) in enumerate(options):
            cc.add_option(items, cost, k)
        cc.minimum()
        assert cc.cost == cheapest(n, options, p, exact)


def test_search_is_iterative_and_goes_deep():
    n = 2000
    cc = CostCover(n)
    for c in range(1, n + 1):
        cc.add_option([c], 1, c)
    assert cc.minimum(at_most=n - 1) is None
    assert sorted(cc.minimum()) == list(range(1, n + 1)) and cc.cost == n


# Loud misuse: each slip raises at once, naming it, and changes nothing.

@pytest.mark.parametrize("items,cost,match", [
    ([], 1, "non-empty"), ([0, 1], 1, "items 1..3"), ([4], 1, "items 1..3"),
    ([2, 1, 2], 1, "item 2 appears twice"), ([1], -1, "int >= 0"), ([1], 1.5, "int >= 0"),
    ([1], True, "int >= 0"), ([1], None, "int >= 0"),
])
def test_a_bad_option_raises_and_changes_nothing(items, cost, match):
    cc = build(3, [([1], 1), ([2, 3], 1)], 3, False)
    before = state(cc)
    with pytest.raises(ValueError, match=match):
        cc.add_option(items, cost, 9)
    assert state(cc) == before
    assert sorted(cc.minimum()) == [0, 1]


@pytest.mark.parametrize("k", [-1, 1.0, True, "2"])
def test_at_most_needs_an_int_at_least_0(k):
    cc = build(2, [([1, 2], 1)], 2, False)
    with pytest.raises(ValueError, match="int >= 0"):
        cc.minimum(at_most=k)


@pytest.mark.parametrize("n_primary", [-1, 4])
def test_n_primary_outside_the_items_raises(n_primary):
    with pytest.raises(ValueError, match="n_primary"):
        CostCover(3, n_primary)


@pytest.mark.parametrize("interpreter", EVERY_PYTHON)
def test_self_check_runs_under(interpreter):
    out = subprocess.run([interpreter, str(TEMPLATES / "cost_cover.py")],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ok" in out.stdout
