"""Minimum exact cover (templates/dlx_min.py, templates/xcover_min.py): both
engines against brute force on random matrices (primary and secondary items,
duplicate and empty-primary options, fixed options, at_most limits, budgets),
against each other (same answer, same nodes), lists restored, the bound
admissible and pruning, misuse loud, and both under PyPy3 and CPython 3.8."""
import random
import subprocess

import pytest

from conftest import EVERY_PYTHON, OTHER_PYTHONS, TEMPLATES, script_output
from matrices import brute_force, is_cover, planted_matrix
import dlx_min
import xcover_min
from dlx_min import DLXMin
from xcover_min import XCoverMin


def engines(n_items, options, n_primary=None):
    """(DLXMin, XCoverMin) holding the same model, and their handles."""
    cap = max(1 + n_items + sum(map(len, options)), n_items + 1)
    pair = (DLXMin(n_items, n_primary, cap), XCoverMin(n_items, n_primary))
    handles = [[e.add_option(items, k) for k, items in enumerate(options)] for e in pair]
    return pair, handles


def links(dlx):
    return [lst[:] for lst in (dlx.L, dlx.R, dlx.U, dlx.D, dlx.S)]


def smallest(covers, at_most=None):
    sizes = [len(c) for c in covers if at_most is None or len(c) <= at_most]
    return min(sizes) if sizes else None


def with_duplicates(seed):
    """planted_matrix with some options repeated and some secondary-only ones
    (at most 13 options)."""
    rng = random.Random(seed)
    n_items, options, n_primary = planted_matrix(seed)
    options = options + [list(o) for o in options if rng.random() < 0.3]
    p = n_items if n_primary is None else n_primary
    if p < n_items and rng.random() < 0.5:
        options.append(list(range(p + 1, n_items + 1)))      # no primary item
    rng.shuffle(options)
    return n_items, options[:13], n_primary         # brute force: 2**13 subsets at most


@pytest.mark.parametrize("seed", range(200))
def test_random_matrices_smallest_cover_agrees_with_brute_force(seed):
    n_items, options, n_primary = with_duplicates(seed)
    covers = brute_force(n_items, options, n_primary)
    want = smallest(covers)
    (dlx, xc), _ = engines(n_items, options, n_primary)
    before = links(dlx)
    got = [dlx.minimum(), xc.minimum()]
    assert links(dlx) == before
    assert got[0] == got[1] and dlx.nodes == xc.nodes
    if want is None:
        assert got[0] is None
    else:
        assert len(got[0]) == want and is_cover(n_items, n_primary, options, got[0])
    for at_most in (0, 1, 2):
        limited = smallest(covers, at_most)
        for e in (dlx, xc):
            best = e.minimum(at_most=at_most)
            assert (best is None if limited is None else len(best) == limited), at_most
    assert links(dlx) == before


@pytest.mark.parametrize("seed", range(150))
def test_fixed_options_count_in_the_size_and_come_first(seed):
    n_items, options, n_primary = with_duplicates(seed)
    p = n_items if n_primary is None else n_primary
    usable = [k for k, items in enumerate(options) if min(items) <= p]
    if not usable:
        return
    k = random.Random(seed).choice(usable)
    want = smallest([c for c in brute_force(n_items, options, n_primary) if k in c])
    (dlx, xc), handles = engines(n_items, options, n_primary)
    results = []
    for e, hs in ((dlx, handles[0]), (xc, handles[1])):
        assert e.fix(hs[k])
        best = e.minimum()
        results.append(best)
        assert (best is None) == (want is None)
        if best is not None:
            assert best[0] == k and len(best) == want
            assert is_cover(n_items, n_primary, options, best)
        assert e.minimum(at_most=0) is None       # the fixed option alone is one
        e.unfix()
    assert results[0] == results[1]


@pytest.mark.parametrize("seed", range(100))
def test_a_budget_gives_up_with_the_best_so_far_or_changes_nothing(seed):
    n_items, options, n_primary = with_duplicates(seed)
    (dlx, xc), _ = engines(n_items, options, n_primary)
    full = dlx.minimum()
    used = dlx.nodes
    for budget in (0, 1, 2, used, used + 1):
        got = [dlx.minimum(budget), xc.minimum(budget)]
        assert got[0] == got[1] and dlx.nodes == xc.nodes
        if budget < used:
            assert dlx.nodes == budget + 1
            assert got[0] is None or is_cover(n_items, n_primary, options, got[0])
        else:
            assert dlx.nodes == used and got[0] == full


def trivial_bound(need, live, classes, i, cap):
    """"One more option": admissible, and the weakest bound there is."""
    return min(1, cap), i


def tiling(seed):
    """Dominoes, L-trominoes and squares on a 4x5 board: many covers, sizes 5 to 10."""
    rng = random.Random(seed)
    shapes = [[(0, 0), (0, 1)], [(0, 0), (1, 0)], [(0, 0), (0, 1), (1, 0)],
              [(0, 0), (1, 0), (1, 1)], [(0, 0), (0, 1), (1, 0), (1, 1)], [(0, 0)]]
    options = []
    for r in range(4):
        for c in range(5):
            for shape in shapes:
                cells = [(r + dr, c + dc) for dr, dc in shape]
                if all(a < 4 and b < 5 for a, b in cells) and rng.random() < 0.7:
                    options.append([1 + 5 * a + b for a, b in cells])
    return 20, options


@pytest.mark.parametrize("seed", range(6))
def test_the_bound_prunes_and_keeps_the_answer(seed, monkeypatch):
    n_items, options = tiling(seed)
    (dlx, xc), _ = engines(n_items, options)
    best = [dlx.minimum(), xc.minimum()]
    nodes = dlx.nodes
    for module in (dlx_min, xcover_min):
        monkeypatch.setattr(module, "min_cover_bound", trivial_bound)
    weak = [dlx.minimum(), xc.minimum()]
    assert dlx.nodes == xc.nodes > nodes              # the packing bound cuts more
    assert [len(b) for b in best] == [len(w) for w in weak]


@pytest.mark.parametrize("engine", ["dlx", "bits"])
def test_the_bound_is_the_fewest_largest_options_that_reach_the_need(engine):
    # Live options of sizes 5, 3, 3, 1 (and a dead 4): 5 items need one option, 6 two,
    # 9 three, 12 four; 13 cannot be reached; a cap stops the count.
    if engine == "dlx":
        bound, live, classes = dlx_min.min_cover_bound, [1, 0, 2, 1, 0], [5, 4, 3, 1, 0]
    else:
        bound, live = xcover_min.min_cover_bound, 0b11101
        classes = [(5, 0b1), (4, 0b10), (3, 0b1100), (1, 0b10000), (0, 0)]
    for need, cap, want in ((5, 99, 1), (6, 99, 2), (9, 99, 3), (12, 99, 4), (13, 99, 99),
                            (9, 2, 2)):
        assert bound(need, live, classes, 0, cap) == (want, 0), need


def test_a_cover_before_any_choice_is_the_fixed_options():
    (dlx, xc), handles = engines(3, [[1, 2, 3], [1], [2, 3]])
    for e, hs in ((dlx, handles[0]), (xc, handles[1])):
        assert e.fix(hs[1]) and e.fix(hs[2])
        assert e.minimum() == [1, 2] and e.nodes == 0
        assert e.minimum(at_most=1) is None
        e.unfix()
        e.unfix()
        assert e.minimum() == [0]


def test_no_primary_items_is_the_empty_cover():
    (dlx, xc), _ = engines(3, [[1], [2, 3]], 0)
    assert dlx.minimum() == xc.minimum() == []


def test_misuse_raises_as_in_the_plain_engines():
    dlx, xc = DLXMin(4, capacity=50), XCoverMin(4)
    for e in (dlx, xc):
        e.add_option([1, 2], 0)
        with pytest.raises(ValueError):
            e.fix(0)                                  # a label, not a handle
        with pytest.raises(ValueError):
            e.unfix()
        with pytest.raises(ValueError):
            e.add_option([1, 1], 9)
    with pytest.raises(OverflowError):
        DLXMin(2, capacity=4).add_option([1, 2], 0)


def test_reset_between_cases_gives_fresh_answers():
    (dlx, xc), _ = engines(4, [[1, 2, 3, 4]])
    for e in (dlx, xc):
        assert e.minimum() == [0]
        e.reset(2)
        e.add_option([1], 5)
        assert e.minimum() is None
        e.add_option([2], 6)
        assert e.minimum() == [5, 6]


def test_deep_covers_do_not_recurse():
    n = 1500
    (dlx, xc), _ = engines(n, [[c] for c in range(1, n + 1)])
    assert dlx.minimum() == xc.minimum() == list(range(n))


ENGINES_AGREE = """
import random, sys
sys.path.insert(0, sys.argv[1])
from dlx_min import DLXMin
from xcover_min import XCoverMin
rng = random.Random(5)
for _ in range(300):
    n = rng.randint(1, 9)
    options = [[c for c in range(1, n + 1) if rng.random() < 0.35] or [rng.randint(1, n)]
               for _ in range(rng.randint(1, 14))]
    options += [[c] for c in range(1, n + 1) if rng.random() < 0.5]
    p = rng.randint(0, n)
    xc, dlx = XCoverMin(n, p), DLXMin(n, p)
    for k, items in enumerate(options):
        xc.add_option(items, k)
        dlx.add_option(items, k)
    for budget in (2, 1 << 62):
        assert xc.minimum(budget) == dlx.minimum(budget), options
        assert xc.nodes == dlx.nodes, options
print("agree")
"""


@pytest.mark.parametrize("interpreter", OTHER_PYTHONS)
def test_engines_agree_under(interpreter):
    assert script_output(interpreter, ENGINES_AGREE, str(TEMPLATES), timeout=120) == "agree\n"


@pytest.mark.parametrize("template", ["dlx_min.py", "xcover_min.py"])
@pytest.mark.parametrize("interpreter", EVERY_PYTHON)
def test_self_check_runs_under(interpreter, template):
    out = subprocess.run([interpreter, str(TEMPLATES / template)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "ok" in out.stdout, out.stderr
