"""What only the DLX template (templates/dlx.py) does; the behaviour it shares with the
bitset engine is tested on both in test_exact_cover.py: its pools (a capacity, overflow
naming the formula for it, nothing written below `top` by a refused option) and its
fixed list of handles."""
import random

import pytest

from dlx import DLX
from engines import build, domino_board, state
from matrices import random_matrix


def test_overflow_names_the_capacity_formula():
    dlx = DLX(3, capacity=1 + 3 + 4)
    dlx.add_option([1, 2], 0)
    dlx.add_option([2, 3], 1)
    with pytest.raises(OverflowError, match=r"1 \+ items \+ sum of option sizes"):
        dlx.add_option([1], 2)
    assert dlx.count(10) == 0           # the refused option left the pools intact
    with pytest.raises(OverflowError, match="capacity"):
        DLX(10, capacity=8)


def test_an_option_overflowing_the_pools_midway_leaves_them_intact():
    # v7 finds a full pool by the IndexError of the node it writes past it.
    dlx = DLX(3, capacity=1 + 3 + 3)
    dlx.add_option([1, 2], 0)
    before = {name: pool[:6] for name, pool in state(dlx).items()}  # nodes past top are free
    with pytest.raises(OverflowError, match=r"capacity 7 < 1 \+ items \+ sum of option sizes"):
        dlx.add_option([3, 1], 1)
    assert {name: pool[:6] for name, pool in state(dlx).items()} == before and dlx.top == 6
    dlx.add_option([3], 2)
    assert sorted(dlx.solve()) == [0, 2]


def test_a_repeated_item_is_refused_and_leaves_the_pools_intact():
    dlx, _ = build(DLX, 3, [[1, 2], [3]])
    top = dlx.top
    before = {name: pool[:top] for name, pool in state(dlx).items()}  # nodes past top are free
    with pytest.raises(ValueError, match="item 2 appears twice in one option"):
        dlx.add_option([3, 2, 1, 2], 9)
    assert {name: pool[:top] for name, pool in state(dlx).items()} == before
    assert dlx.top == top and dlx.count() == 1


def test_fixed_lists_the_handles_of_the_fixed_options_in_order():
    dlx, handles = domino_board(DLX)
    assert dlx.fix(handles[0]) and dlx.fix(handles[-1])
    assert dlx.fixed == [handles[0], handles[-1]]
    dlx.unfix()
    assert dlx.fixed == [handles[0]]
    one = DLX(2, 1)                     # the taken secondary item of test_exact_cover.py
    a, b = one.add_option([1, 2], 0), one.add_option([2], 1)
    assert one.fix(a) and not one.fix(b) and one.fixed == [a]


@pytest.mark.parametrize("items", [[3, 1, 4], [3, 1, 0], [3, 1, "2"], [3, 1, 2.5], [],
                                   [3, 1, -1], [3, 1, -4], [3, 1, -5], [3, 1, 1 << 70], 5, None],
                         ids=["item 4", "item 0", "a str", "a float", "empty", "item -1",
                              "item -4 (S[-4] is S[0])", "item -5 (past S)", "item 2**70",
                              "no iterable", "None"])
def test_an_item_refused_midway_leaves_the_pools_intact(items):
    # add_option checks each item as it links it (v7: by the IndexError or TypeError
    # of the writes it makes anyway, and one comparison): a refusal after two linked
    # nodes takes them out again, and every refusal is a ValueError (v6 let a
    # non-iterable through as a TypeError).
    dlx, _ = build(DLX, 3, [[1, 2], [3]])
    top = dlx.top
    before = {name: pool[:top] for name, pool in state(dlx).items()}
    with pytest.raises(ValueError, match="non-empty list of items 1..3"):
        dlx.add_option(items, 9)
    assert {name: pool[:top] for name, pool in state(dlx).items()} == before
    assert dlx.top == top and dlx.count() == 1


def test_a_reused_engine_has_the_links_of_a_fresh_one():
    # v9 writes L and R at an option's two ends only (every other node keeps x - 1 and
    # x + 1 from __init__), reset opens those rings again and relinks the headers a
    # smaller model leaves as plain nodes. Models of every size, half of them the last
    # one's items with all, half or none of its options again, refusals among them: L and
    # R are a fresh engine's all through the pools, the rest up to top, and so are the
    # answers.
    rng, cap = random.Random(9), 200
    reused, n, options = DLX(12, capacity=cap), 12, []
    for _ in range(600):
        if rng.random() < 0.5:
            options = options[:rng.choice([0, len(options) // 2, len(options)])]
        else:
            n, options = rng.randint(1, 12), []
        options += random_matrix(rng, n, rng.randint(0, 12 - len(options)), 0.3)
        n_primary = rng.randint(0, n)
        reused.reset(n, n_primary)
        fresh = DLX(n, n_primary, capacity=cap)
        for k, items in enumerate(options):
            for made in (reused, fresh):
                made.add_option(items, k)
                with pytest.raises(ValueError, match="twice"):
                    made.add_option(items + items[:1], k)
        top = fresh.top
        assert reused.top == top
        part = {"L": slice(None), "R": slice(None), "S": slice(None),
                "C": slice(n + 1, top), "LABEL": slice(n + 1, top)}  # a header's: never read
        kept = state(reused)
        for name, pool in state(fresh).items():
            seen = part.get(name, slice(top))
            assert kept[name][seen] == pool[seen], name
        assert reused.search(10 ** 6) == fresh.search(10 ** 6)


# The search's item rule (v10): a forced move or a dead end is taken from what
# cover noted, not found by a scan. Its counts and budgets are the classic rule's
# (the first of the fewest, classic_dlx.py); its choices, and so its nodes, are its own.
@pytest.mark.parametrize("seed", range(200))
def test_the_noted_items_count_what_the_classic_rule_counts(seed):
    from classic_dlx import ClassicDLX
    from matrices import planted_matrix
    n_items, options, n_primary = planted_matrix(seed)
    dlx, _ = build(DLX, n_items, options, n_primary)
    classic, _ = build(ClassicDLX, n_items, options, n_primary)
    before = state(dlx)
    count, first = dlx.search(1 << 20)
    assert count == classic.search(1 << 20)[0]
    assert state(dlx) == before
    if count:
        primary = n_items if n_primary is None else n_primary
        chosen = [c for label in first for c in options[label] if c <= primary]
        assert sorted(chosen) == list(range(1, primary + 1))
    total = dlx.nodes
    for budget in range(1, total + 1):           # a budget stops it exactly there
        got = dlx.search(1 << 20, budget)
        assert dlx.nodes == (budget + 1 if budget < total else total)
        assert budget < total or got == (count, first)
        assert state(dlx) == before
