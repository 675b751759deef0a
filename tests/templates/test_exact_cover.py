"""The DLX template: Knuth's example, brute-force stress, restored links,
fixing givens, node budgets, secondary items, overflow and reuse."""
import itertools
import random
import subprocess
import sys

import pytest

from conftest import PY38, PYPY, TEMPLATES, needs_py38, needs_pypy
from dlx import DLX, MAX_NODES
from matrices import brute_force, planted_matrix, random_matrix


def build(n_items, options, n_primary=None, capacity=MAX_NODES):
    dlx = DLX(n_items, n_primary, capacity)
    handles = [dlx.add_option(items, k) for k, items in enumerate(options)]
    return dlx, handles


def snapshot(dlx):
    return [lst[:] for lst in (dlx.L, dlx.R, dlx.U, dlx.D, dlx.C, dlx.S, dlx.O)]


def test_knuth_paper_example_has_its_unique_cover():
    # "Dancing Links", figure 1: items A..G; the cover is {A D}, {B G}, {C E F}.
    rows = ["CEF", "ADG", "BCF", "AD", "BG", "DEG"]
    dlx, _ = build(7, [[ord(ch) - 64 for ch in row] for row in rows])
    assert sorted(dlx.solve()) == [0, 3, 4]
    assert dlx.count() == 1


@pytest.mark.parametrize("seed", range(300))
def test_random_matrices_agree_with_brute_force(seed):
    n_items, options, n_primary = planted_matrix(seed)
    expected = brute_force(n_items, options, n_primary)

    dlx, _ = build(n_items, options, n_primary)
    before = snapshot(dlx)
    count, first = dlx.search(limit=10 ** 9)
    assert count == len(expected)
    assert (first is None) == (not expected)
    if first is not None:
        assert sorted(first) in expected
    assert dlx.count(limit=1) == min(1, len(expected))   # stops at the limit
    assert snapshot(dlx) == before                        # every list restored


@pytest.mark.parametrize("seed", range(60))
def test_a_budget_either_changes_nothing_or_gives_up_cleanly(seed):
    # Every budget from 0 to past the full search: a search that fits its
    # budget answers as the unlimited one; one that does not reports
    # nodes = budget + 1, has found only real covers, and restores every list.
    rng = random.Random(5000 + seed)
    n_items = rng.randint(1, 8)
    options = random_matrix(rng, n_items, rng.randint(3, 14), 0.3)
    expected = brute_force(n_items, options)
    dlx, _ = build(n_items, options)
    before = snapshot(dlx)
    full = dlx.search(10 ** 9)
    total = dlx.nodes
    for budget in range(total + 2):
        count, first = dlx.search(10 ** 9, budget)
        if budget >= total:
            assert (count, first, dlx.nodes) == full + (total,)
        else:
            assert dlx.nodes == budget + 1
            assert count <= len(expected)
            assert first is None or sorted(first) in expected
        assert snapshot(dlx) == before


@pytest.mark.parametrize("seed", range(100))
def test_fixed_options_match_brute_force_with_them_forced(seed):
    rng = random.Random(1000 + seed)
    n_items = rng.randint(2, 7)
    options = random_matrix(rng, n_items, rng.randint(2, 10), 0.3)
    dlx, handles = build(n_items, options)
    before = snapshot(dlx)
    forced = rng.sample(range(len(options)), rng.randint(1, 2))
    ok = all(dlx.fix(handles[k]) for k in forced)
    clash = any(set(options[a]) & set(options[b]) for a, b in
                itertools.combinations(forced, 2))
    expected = [s for s in brute_force(n_items, options) if set(forced) <= set(s)]
    if clash:
        assert not ok
        assert expected == []
    else:
        assert ok
        count, first = dlx.search(limit=10 ** 9)
        assert count == len(expected)
        if first is not None:
            assert first[:len(forced)] == forced          # fixed labels come first
            assert sorted(first) in expected
    while dlx.fixed:
        dlx.unfix()
    assert snapshot(dlx) == before                        # fix is reversible


def test_fix_refuses_a_one_item_option_whose_item_is_taken():
    dlx, (a, b) = build(2, [[1, 2], [1]])
    assert dlx.fix(a)
    assert not dlx.fix(b)
    assert dlx.solve() == [0]


def test_fix_refuses_a_one_item_option_whose_secondary_item_is_taken():
    """A secondary item's header is a ring of its own, so covering it leaves no trace there:
    dlx-template v3 accepted this fix and covered item 2 twice."""
    dlx = DLX(2, 1)
    a, b = dlx.add_option([1, 2], 0), dlx.add_option([2], 1)
    assert dlx.fix(a)
    assert not dlx.fix(b)
    assert dlx.fixed == [a] and dlx.solve() == [0]


def test_secondary_items_are_covered_at_most_once():
    # Items 1, 2 primary; 3 secondary. Options 0 and 1 both use item 3.
    options = [[1, 3], [2, 3], [1], [2]]
    dlx, _ = build(3, options, n_primary=2)
    assert dlx.count(10) == len(brute_force(3, options, 2)) == 3


def test_overflow_names_the_capacity_formula():
    dlx = DLX(3, capacity=1 + 3 + 4)
    dlx.add_option([1, 2], 0)
    dlx.add_option([2, 3], 1)
    with pytest.raises(OverflowError, match=r"1 \+ items \+ sum of option sizes"):
        dlx.add_option([1], 2)
    assert dlx.count(10) == 0           # the refused option left the pools intact
    with pytest.raises(OverflowError, match="capacity"):
        DLX(10, capacity=8)


def test_bad_options_are_refused():
    dlx = DLX(3)
    for bad in ([], [0, 1], [4]):
        with pytest.raises(ValueError):
            dlx.add_option(bad, 0)


def test_reset_and_reuse_gives_the_same_answers_as_fresh_pools():
    rng = random.Random(7)
    reused = DLX(1)
    for _ in range(200):
        n_items = rng.randint(1, 9)
        options = random_matrix(rng, n_items, rng.randint(1, 12), 0.3)
        reused.reset(n_items)
        for k, items in enumerate(options):
            reused.add_option(items, k)
        fresh, _ = build(n_items, options)
        assert reused.search(10 ** 6) == fresh.search(10 ** 6)


def test_search_is_iterative_and_handles_deep_covers():
    # 2000 items, one option each: 2000 levels deep, far past the recursion limit.
    n = 2000
    dlx, _ = build(n, [[c] for c in range(1, n + 1)], capacity=1 + n + n)
    assert sorted(dlx.solve()) == list(range(n))


@pytest.mark.parametrize("interpreter", [
    pytest.param(sys.executable, id="cpython"),
    pytest.param(PYPY, id="pypy3", marks=needs_pypy),
    pytest.param(PY38, id="cpython3.8", marks=needs_py38),
])
def test_template_self_check_runs_under(interpreter):
    out = subprocess.run([interpreter, str(TEMPLATES / "dlx.py")],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ok" in out.stdout


# Loud misuse (dlx-template v3): each slip raises at once with a message
# that names it, instead of a silent wrong count or a hang.

def domino_board():
    """The guide's 2x3 board: 6 cells, 7 domino placements, labels 0..6."""
    cells = {(r, c): 1 + 3 * r + c for r in range(2) for c in range(3)}
    placements = [(a, b) for a in cells for b in cells
                  if b in ((a[0], a[1] + 1), (a[0] + 1, a[1]))]
    return build(6, [[cells[a], cells[b]] for a, b in placements])


def test_fix_of_a_label_raises_instead_of_hanging():
    dlx, handles = domino_board()
    before = snapshot(dlx)
    for label in range(7):
        with pytest.raises(ValueError, match="handle.*not a label"):
            dlx.fix(label)
    assert snapshot(dlx) == before and dlx.fixed == []
    assert dlx.count() == 3


@pytest.mark.parametrize("bad", [-1, 0, 6, 8, 10, 20, 7.0, True, "7", None])
def test_fix_refuses_everything_but_a_handle(bad):
    dlx, handles = domino_board()          # handles 7, 9, ..., 19; nodes up to 20
    assert handles == list(range(7, 21, 2))
    with pytest.raises(ValueError, match="handle"):
        dlx.fix(bad)


def test_fix_refuses_a_handle_from_before_the_reset():
    dlx, handles = domino_board()
    dlx.reset(6)
    h = dlx.add_option([1, 2], 0)
    with pytest.raises(ValueError, match="handle"):
        dlx.fix(handles[-1])
    assert dlx.fix(h)


@pytest.mark.parametrize("seed", range(40))
def test_fix_accepts_exactly_the_handles_during_a_search_state(seed):
    # Links change as options are fixed; the first-node test must not.
    rng = random.Random(9000 + seed)
    n_items = rng.randint(2, 7)
    options = random_matrix(rng, n_items, rng.randint(2, 10), 0.4)
    dlx, handles = build(n_items, options)
    for h in rng.sample(handles, rng.randint(0, 2)):
        dlx.fix(h)
    for x in range(dlx.top + 2):
        if x in handles:
            continue
        with pytest.raises(ValueError):
            dlx.fix(x)


def test_n_primary_out_of_range_is_refused():
    for n_items, n_primary in [(3, 5), (3, -1), (0, 1)]:
        with pytest.raises(ValueError, match=r"n_primary must be in 0\.\.n_items "
                           r"\(got %d for %d items\)" % (n_primary, n_items)):
            DLX(n_items, n_primary)
    dlx = DLX(3, 3)
    with pytest.raises(ValueError, match="n_primary"):
        dlx.reset(3, 4)
    assert DLX(3, 0).count() == 1          # the bounds themselves are fine


def test_a_repeated_item_is_refused_and_leaves_the_pools_intact():
    dlx, _ = build(3, [[1, 2], [3]])
    top = dlx.top
    before = [lst[:top] for lst in snapshot(dlx)]     # nodes past top are free
    with pytest.raises(ValueError, match="item 2 appears twice in one option"):
        dlx.add_option([3, 2, 1, 2], 9)
    assert [lst[:top] for lst in snapshot(dlx)] == before and dlx.top == top
    assert dlx.count() == 1


def test_items_may_be_any_iterable():
    dlx = DLX(3)
    dlx.add_option((c for c in (1, 2)), 0)
    dlx.add_option(range(3, 4), 1)
    assert sorted(dlx.solve()) == [0, 1]
    with pytest.raises(ValueError, match="non-empty"):
        dlx.add_option(iter([]), 2)


def test_unfix_with_nothing_fixed_says_so():
    dlx, handles = domino_board()
    with pytest.raises(ValueError, match=r"unfix\(\) with nothing fixed"):
        dlx.unfix()
    assert dlx.fix(handles[0])
    dlx.unfix()
    with pytest.raises(ValueError, match="nothing fixed"):
        dlx.unfix()
