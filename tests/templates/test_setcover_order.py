"""setcover-bits' two ways of dropping dominated options: add_option drops an
option that an earlier plain one holds, and that is all of them when the
options come plain and biggest first (`sorted`: the search then skips its own
pairwise pass and takes the MRV sizes add_option counted); in any other order
the search looks at every option. Both against brute force, the fast path
against the full one on the same model (same answer, same nodes), options
wider than a machine word, a refused option leaving every field as it was,
and the fast path under PyPy3 and CPython 3.8."""
import itertools
import random

import pytest

from conftest import EVERY_PYTHON, TEMPLATES, script_output
from dlx_cover import DLXCover
from setcover_bits import SetCover

FIELDS = ("col", "reach", "count", "prim", "sec", "label", "plain", "live", "last", "sorted")


def smallest(n, options):
    """Fewest options covering 1..n (all primary), by brute force; None: none."""
    for size in range(len(options) + 1):
        for subset in itertools.combinations(options, size):
            if set(itertools.chain(*subset)) >= set(range(1, n + 1)):
                return size
    return None


def biggest_first(seed):
    """Seeded plain options 1..n, biggest first (ties in random order), with
    repeats and nested ones now and then."""
    rng = random.Random(seed)
    n = rng.randint(1, 8)
    options = [sorted(rng.sample(range(1, n + 1), rng.randint(1, n))) for _ in range(rng.randint(0, 10))]
    for _ in range(rng.randint(0, 3)):
        if options:
            o = rng.choice(options)
            options.append(sorted(rng.sample(o, rng.randint(1, len(o)))))   # a subset
    rng.shuffle(options)
    options.sort(key=len, reverse=True)
    return n, options


def state(sc):
    return [getattr(sc, f)[:] if isinstance(getattr(sc, f), list) else getattr(sc, f) for f in FIELDS]


def build(n, options):
    sc = SetCover(n)
    for k, items in enumerate(options):
        sc.add_option(items, k)
    return sc


def covers(n, options, labels):
    return set(itertools.chain(*(options[k] for k in labels))) >= set(range(1, n + 1))


@pytest.mark.parametrize("seed", range(300))
def test_biggest_first_takes_the_fast_path_and_agrees_with_brute_force(seed):
    n, options = biggest_first(seed)
    want = smallest(n, options)
    sc = build(n, options)
    assert sc.sorted
    got = sc.minimum()
    assert (got is None) == (want is None)
    if got is not None:
        assert len(got) == want and covers(n, options, got)
    for k in range((want or 0) + 2):
        cover = sc.within(k)
        assert (cover is not None) == (want is not None and want <= k), k
        if cover is not None:
            assert len(cover) <= k and covers(n, options, cover)


@pytest.mark.parametrize("seed", range(200))
def test_the_fast_path_matches_the_full_pass_node_for_node(seed):
    # Same model; the full pass over every option finds no more dominated
    # options than add_option did, so both searches visit the same nodes.
    n, options = biggest_first(seed)
    fast, full = build(n, options), build(n, options)
    full.sorted = False
    for k in [None] + list(range(4)):
        a = fast.minimum() if k is None else fast.within(k)
        b = full.minimum() if k is None else full.within(k)
        assert a == b and fast.nodes == full.nodes, k


def test_add_option_drops_what_an_earlier_plain_option_holds():
    sc = build(4, [[1, 2, 3], [1, 2, 3], [2, 3], [3, 4], [4]])
    assert sc.sorted
    assert sc.live == 0b01001          # the second [1, 2, 3], [2, 3] and [4] are dominated
    assert sc.col[2] == sc.col[1] == 0b1 and sc.count[3] == 2
    assert sorted(sc.minimum()) == [0, 3]


def test_a_superset_after_its_subset_is_left_to_the_search():
    # [1] comes first, so add_option keeps it; the search's own pass drops it.
    sc = build(3, [[1], [1, 2], [3]])
    assert not sc.sorted and sc.live == 0b111
    assert sorted(sc.minimum()) == [1, 2] and sc.within(1) is None


def test_options_with_secondary_items_leave_the_fast_path():
    sc = SetCover(3, 2)
    sc.add_option([1, 2, 3], 0)
    assert not sc.sorted
    sc.add_option([1], 1)
    sc.add_option([2], 2)
    assert sorted(sc.minimum()) in ([0], [1, 2]) and len(sc.minimum()) == 1


@pytest.mark.parametrize("items", [[], [0], [2, 9], [-1], [1, 1], ["a"], [1.0]])
def test_a_refused_option_changes_no_field(items):
    sc = build(4, [[1, 2], [3]])
    before = state(sc)
    with pytest.raises((ValueError, TypeError)):
        sc.add_option(items, 9)
    assert state(sc) == before
    assert sc.minimum() is None         # item 4: no option


@pytest.mark.parametrize("biggest", [True, False])
def test_wider_than_a_machine_word(biggest):
    # 90 items and 160 options: ints past 63 bits. Options hold at most 10
    # items, so 9 is the least; the nine blocks of 10 make 9.
    rng = random.Random(90 + biggest)
    options = [list(range(b, b + 10)) for b in range(1, 91, 10)]
    options += [sorted(rng.sample(range(1, 91), rng.randint(1, 9))) for _ in range(61)]
    options += [[c] for c in range(1, 91)]
    rng.shuffle(options)
    if biggest:
        options.sort(key=len, reverse=True)
    sc = build(90, options)
    assert sc.sorted == biggest
    got = sc.minimum(budget=50000)
    assert len(got) == 9 and covers(90, options, got)
    cover = sc.within(9)
    assert len(cover) <= 9 and covers(90, options, cover)
    dlx = DLXCover(90, None, 1 + 90 + sum(map(len, options)))
    for k, items in enumerate(options):
        dlx.add_option(items, k)
    assert len(dlx.within(9)) <= 9


FAST_PATH = """
import itertools, random, sys
sys.path.insert(0, sys.argv[1])
from setcover_bits import SetCover
rng = random.Random(5)
for _ in range(400):
    n = rng.randint(1, 8)
    options = [sorted(rng.sample(range(1, n + 1), rng.randint(1, n))) for _ in range(rng.randint(1, 9))]
    options.sort(key=len, reverse=True)
    sc = SetCover(n)
    for k, items in enumerate(options):
        sc.add_option(items, k)
    assert sc.sorted
    want = next(s for s in range(len(options) + 2) if s > len(options) or any(
        set(itertools.chain(*c)) >= set(range(1, n + 1)) for c in itertools.combinations(options, s)))
    got = sc.minimum()
    assert (len(got) if got is not None else len(options) + 1) == want, options
print("fast path ok")
"""


@pytest.mark.parametrize("interpreter", EVERY_PYTHON)
def test_fast_path_under(interpreter):
    assert script_output(interpreter, FAST_PATH, str(TEMPLATES), timeout=300) == "fast path ok\n"
