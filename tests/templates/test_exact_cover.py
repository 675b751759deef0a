"""The exact-cover engines' shared behaviour, one suite run on each engine: DLX
(templates/dlx.py) and the bitset engine (templates/xcover_bits.py) take the same calls and
must give the same answers. Knuth's example, brute-force stress with every list restored,
fixing givens, node budgets, secondary items, overflow-free reuse, deep searches, misuse
that raises, and each template's self-check under every interpreter. What only one engine
does is tested beside this file (test_dlx.py, test_xcover_bits.py)."""
import itertools
import random
import subprocess

import pytest

from conftest import EVERY_PYTHON, TEMPLATES
from engines import BIG, ENGINES, build, domino_board, state
from matrices import brute_force, planted_matrix, random_matrix


@pytest.fixture(params=list(ENGINES.values()), ids=list(ENGINES))
def engine(request):
    return request.param


def test_knuth_paper_example_has_its_unique_cover(engine):
    # "Dancing Links", figure 1: items A..G; the cover is {A D}, {B G}, {C E F}.
    rows = ["CEF", "ADG", "BCF", "AD", "BG", "DEG"]
    made, _ = build(engine, 7, [[ord(ch) - 64 for ch in row] for row in rows])
    assert sorted(made.solve()) == [0, 3, 4]
    assert made.count() == 1


@pytest.mark.parametrize("seed", range(300))
def test_random_matrices_agree_with_brute_force(engine, seed):
    n_items, options, n_primary = planted_matrix(seed)
    expected = brute_force(n_items, options, n_primary)

    made, _ = build(engine, n_items, options, n_primary)
    before = state(made)
    count, first = made.search(limit=BIG)
    assert count == len(expected)
    assert (first is None) == (not expected)
    if first is not None:
        assert sorted(first) in expected
    assert made.count(limit=1) == min(1, len(expected))   # stops at the limit
    assert state(made) == before                          # every list restored


@pytest.mark.parametrize("seed", range(60))
def test_a_budget_either_changes_nothing_or_gives_up_cleanly(engine, seed):
    # Every budget from 0 to past the full search: a search that fits its
    # budget answers as the unlimited one; one that does not reports
    # nodes = budget + 1, has found only real covers, and restores every list.
    rng = random.Random(5000 + seed)
    n_items = rng.randint(1, 8)
    options = random_matrix(rng, n_items, rng.randint(3, 14), 0.3)
    expected = brute_force(n_items, options)
    made, _ = build(engine, n_items, options)
    before = state(made)
    full = made.search(BIG)
    total = made.nodes
    assert full[0] == len(expected)
    for budget in range(total + 2):
        count, first = made.search(BIG, budget)
        if budget >= total:
            assert (count, first, made.nodes) == full + (total,)
        else:
            assert made.nodes == budget + 1
            assert count <= len(expected)
            assert first is None or sorted(first) in expected
        assert state(made) == before


@pytest.mark.parametrize("seed", range(100))
def test_fixed_options_match_brute_force_with_them_forced(engine, seed):
    rng = random.Random(1000 + seed)
    n_items = rng.randint(2, 7)
    options = random_matrix(rng, n_items, rng.randint(2, 10), 0.3)
    made, handles = build(engine, n_items, options)
    before = state(made)
    forced = rng.sample(range(len(options)), rng.randint(1, 2))
    ok = all(made.fix(handles[k]) for k in forced)
    clash = any(set(options[a]) & set(options[b]) for a, b in
                itertools.combinations(forced, 2))
    expected = [s for s in brute_force(n_items, options) if set(forced) <= set(s)]
    if clash:
        assert not ok
        assert expected == []
    else:
        assert ok
        count, first = made.search(limit=BIG)
        assert count == len(expected)
        if first is not None:
            assert first[:len(forced)] == forced          # fixed labels come first
            assert sorted(first) in expected
    while made.fixed:
        made.unfix()
    assert state(made) == before                          # fix is reversible


def test_fix_refuses_a_clash_and_changes_nothing(engine):
    # A one-item option whose item a fixed option holds, and a second fix of that option.
    made, (a, b) = build(engine, 2, [[1, 2], [1]])
    assert made.fix(a)
    after = state(made)
    assert not made.fix(b) and not made.fix(a)
    assert state(made) == after
    assert made.solve() == [0]


def test_fix_refuses_a_one_item_option_whose_secondary_item_is_taken(engine):
    """A secondary item's header is a ring of its own, so covering it leaves no trace there:
    dlx-template v3 accepted this fix and covered item 2 twice."""
    made = engine(2, 1)
    a, b = made.add_option([1, 2], 0), made.add_option([2], 1)
    assert made.fix(a)
    assert not made.fix(b)
    assert len(made.fixed) == 1 and made.solve() == [0]


def test_secondary_items_are_covered_at_most_once(engine):
    # Items 1, 2 primary; 3 secondary. Options 0 and 1 both use item 3.
    options = [[1, 3], [2, 3], [1], [2]]
    made, _ = build(engine, 3, options, n_primary=2)
    assert made.count(10) == len(brute_force(3, options, 2)) == 3


@pytest.mark.parametrize("bad", [[], [0, 1], [4], iter([]), (5,)],
                         ids=["empty", "item 0", "item 4", "empty iterator", "tuple (5,)"])
def test_bad_options_are_refused(engine, bad):
    made = engine(3)
    with pytest.raises(ValueError, match="an option is a non-empty list of items 1..3"):
        made.add_option(bad, 0)


def test_reset_and_reuse_gives_the_same_answers_as_a_fresh_engine(engine):
    rng = random.Random(7)
    reused = engine(1)
    for _ in range(200):
        n_items = rng.randint(1, 9)
        options = random_matrix(rng, n_items, rng.randint(1, 12), 0.3)
        reused.reset(n_items)
        for k, items in enumerate(options):
            reused.add_option(items, k)
        fresh, _ = build(engine, n_items, options)
        assert reused.search(10 ** 6) == fresh.search(10 ** 6)


def test_search_is_iterative_and_handles_deep_covers(engine):
    # 2000 items, one option each: 2000 levels deep, far past the recursion limit.
    n = 2000
    made, _ = build(engine, n, [[c] for c in range(1, n + 1)])
    assert sorted(made.solve()) == list(range(n))


def test_search_is_iterative_on_a_solution_of_1500_options(engine):
    # Items 1..3000; the pairs {2k-1, 2k} and the singles {c}: every solution
    # picks pair or singles per k (2**1500 of them), the first 1500 pairs deep.
    n = 3000
    options = [[c, c + 1] for c in range(1, n, 2)] + [[c] for c in range(1, n + 1)]
    made, _ = build(engine, n, options)
    assert made.solve() == list(range(1500))


@pytest.mark.parametrize("template", ["dlx.py", "xcover_bits.py"])
@pytest.mark.parametrize("interpreter", EVERY_PYTHON)
def test_template_self_check_runs_under(interpreter, template):
    out = subprocess.run([interpreter, str(TEMPLATES / template)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ok" in out.stdout


# Loud misuse (dlx-template v3, and the bitset engine in the same words): each slip
# raises at once with a message that names it, instead of a silent wrong count or a hang.

def test_fix_of_a_label_raises_instead_of_hanging(engine):
    made, handles = domino_board(engine)
    before = state(made)
    for label in range(7):
        with pytest.raises(ValueError, match="handle.*not a label"):
            made.fix(label)
    assert state(made) == before and made.fixed == []
    assert made.count() == 3


@pytest.mark.parametrize("bad", [-1, 0, 6, 8, 10, 20, 7.0, True, "7", None])
def test_fix_refuses_everything_but_a_handle(engine, bad):
    made, handles = domino_board(engine)   # handles 7, 9, ..., 19; nodes up to 20
    assert handles == list(range(7, 21, 2))
    with pytest.raises(ValueError, match="handle"):
        made.fix(bad)


def test_fix_takes_handles_not_labels(engine):
    made = engine(3)
    h = made.add_option([1, 2], 0)
    for bad in (0, 1, h + 1, "4", None, float(h)):
        with pytest.raises(ValueError, match="takes the handle add_option returned, not a label"):
            made.fix(bad)
    with pytest.raises(ValueError, match=r"unfix\(\) with nothing fixed"):
        made.unfix()
    assert made.fix(h)


def test_fix_refuses_a_handle_from_before_the_reset(engine):
    made, handles = domino_board(engine)
    made.reset(6)
    h = made.add_option([1, 2], 0)
    with pytest.raises(ValueError, match="handle"):
        made.fix(handles[-1])
    assert made.fix(h)


@pytest.mark.parametrize("seed", range(40))
def test_fix_accepts_exactly_the_handles_during_a_search_state(engine, seed):
    # Links change as options are fixed; the first-node test must not.
    rng = random.Random(9000 + seed)
    n_items = rng.randint(2, 7)
    options = random_matrix(rng, n_items, rng.randint(2, 10), 0.4)
    made, handles = build(engine, n_items, options)
    for h in rng.sample(handles, rng.randint(0, 2)):
        made.fix(h)
    for x in range(made.top + 2):
        if x in handles:
            continue
        with pytest.raises(ValueError):
            made.fix(x)


def test_n_primary_out_of_range_is_refused(engine):
    for n_items, n_primary in [(3, 5), (3, 4), (3, -1), (0, 1)]:
        with pytest.raises(ValueError, match=r"n_primary must be in 0\.\.n_items "
                           r"\(got %d for %d items\)" % (n_primary, n_items)):
            engine(n_items, n_primary)
    made = engine(3, 3)
    with pytest.raises(ValueError, match="n_primary"):
        made.reset(3, 4)
    assert engine(3, 0).count() == 1       # the bounds themselves are fine


def test_items_may_be_any_iterable(engine):
    made = engine(3)
    made.add_option((c for c in (1, 2)), 0)
    made.add_option(range(3, 4), 1)
    assert sorted(made.solve()) == [0, 1]
    with pytest.raises(ValueError, match="non-empty"):
        made.add_option(iter([]), 2)


def test_a_repeated_item_is_refused_and_leaves_no_trace(engine):
    made = engine(3)
    made.add_option(range(1, 3), 0)
    made.add_option((c for c in [3]), 1)
    assert sorted(made.solve()) == [0, 1]
    with pytest.raises(ValueError, match="item 2 appears twice in one option"):
        made.add_option([1, 2, 3, 2], 2)
    assert made.count(10) == 1                   # the refused option left no trace


def test_unfix_with_nothing_fixed_says_so(engine):
    made, handles = domino_board(engine)
    with pytest.raises(ValueError, match=r"unfix\(\) with nothing fixed"):
        made.unfix()
    assert made.fix(handles[0])
    made.unfix()
    with pytest.raises(ValueError, match="nothing fixed"):
        made.unfix()
