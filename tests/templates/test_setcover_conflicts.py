"""Set cover with conflicts (options that share a secondary item, HDU 2828
Lamp): both Python set-cover blocks against brute force on random small
switch-like models, and setcover-bits' node counts against dlx-cover's on the
lamp workloads of bench/sc/cases.py (node counts are deterministic).
Before setcover-bits v4 fixed its branch order when the search started, it
found no cover of lamps(0, cycle=False) within 100,000 nodes; dlx-cover, which
counts live options, needs 90."""
import random
import sys

import pytest

from conftest import ROOT
import setcover_bits
from dlx_cover import DLXCover
from setcover_bits import SetCover
from test_setcover import smallest

sys.path.insert(0, str(ROOT / "bench" / "sc"))     # the workloads the benchmark measures too
from cases import lamps  # noqa: E402

ENGINES = [pytest.param(SetCover, id="bits"), pytest.param(DLXCover, id="dlx")]
BUDGET = 100000


def build(engine, n_items, n_primary, options):
    if engine is DLXCover:
        sc = DLXCover(n_items, n_primary, 1 + n_items + sum(map(len, options)))
    else:
        sc = SetCover(n_items, n_primary)
    for k, items in enumerate(options):
        sc.add_option(items, k)
    return sc


def switches(seed):
    """A small lamp model: lamps 1..n primary, switches secondary, each switch
    two options (ON, OFF) sharing its item, now and then a lamp no switch
    lights, and plain options beside them."""
    rng = random.Random(seed)
    n, m = rng.randint(1, 6), rng.randint(1, 4)
    options = []
    for j in range(1, m + 1):
        for _ in range(2):
            lit = [c for c in range(1, n + 1) if rng.random() < 0.4]
            options.append(lit + [n + j])
    for _ in range(rng.randint(0, 2)):
        options.append([c for c in range(1, n + 1) if rng.random() < 0.3] or [1])
    rng.shuffle(options)
    return n + m, n, options


def is_cover(n_items, n_primary, options, labels):
    seen = [0] * (n_items + 1)
    for k in labels:
        for c in options[k]:
            seen[c] += 1
    return all(seen[1:n_primary + 1]) and max(seen[n_primary + 1:] + [0]) <= 1


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("seed", range(300))
def test_switch_models_agree_with_brute_force(engine, seed):
    n, p, options = switches(seed)
    want = smallest(n, options, p)     # test_setcover.py's brute force
    sc = build(engine, n, p, options)
    got = sc.minimum()
    assert (got is None) == (want is None)
    if got is not None:
        assert len(got) == want and is_cover(n, p, options, got)
    for k in range(len(options) + 1):
        cover = sc.within(k)
        assert (cover is not None) == (want is not None and want <= k), k
        assert cover is None or is_cover(n, p, options, cover)


def test_fewest_live_counts_only_live_options_and_stops_at_one():
    # item 1: options 0, 1; item 2: options 1, 2; item 3: option 2
    col = [0, 0b011, 0b110, 0b100]
    assert setcover_bits.fewest_live(0b1110, col, 0b111) == 3     # one way: stops
    assert setcover_bits.fewest_live(0b0110, col, 0b111) == 1     # a tie: the lowest
    assert setcover_bits.fewest_live(0b0110, col, 0b110) == 1     # none left: 0 ways
    assert setcover_bits.fewest_live(0b0110, col, 0b101) == 1


@pytest.mark.parametrize("cycle", [False, True], ids=["planted", "cycle"])
@pytest.mark.parametrize("seed", range(3))
def test_lamps_bits_needs_at_most_twice_the_nodes_of_dlx(seed, cycle):
    # Fails on setcover-bits v3 (no cover within the budget, planted seeds 0-2).
    n, p, options, labels = lamps(seed, cycle=cycle)
    nodes = {}
    for engine in (SetCover, DLXCover):
        sc = build(engine, n, p, options)
        cover = sc.within(p, BUDGET)
        assert cover is not None and is_cover(n, p, options, cover)
        nodes[engine] = sc.nodes
    assert nodes[SetCover] <= 2 * nodes[DLXCover], nodes


def test_a_switch_wanted_both_ways_is_no_cover():
    # Two more lamps: one only switch 1's ON lights, one only its OFF: the two
    # options share switch 1's item, so no cover, however many options allowed.
    n, p, options, labels = lamps(7, n_lamps=40, n_switches=8)
    move = [c if c <= p else c + 2 for c in range(n + 1)]   # lamps p+1, p+2 inserted
    opts = [[move[c] for c in items] + ([p + 1] if on else [p + 2]) * (j == 1)
            for items, (j, on) in zip(options, labels)]
    for engine in (SetCover, DLXCover):
        sc = build(engine, n + 2, p + 2, opts)
        assert sc.within(len(opts)) is None and sc.minimum() is None
        sc = build(engine, n + 2, p, opts)                   # as secondary items: fine
        assert sc.within(len(opts)) is not None
