"""The colour blocks (templates/dlx_color.py, XCC on the DLX pools;
templates/xcover_bits_color.py, the same rule in the bitset engine) against
the brute force of color_matrices.py on seeded random instances (coloured and
uncoloured secondary items, duplicate options, options with no primary item,
limits 1, 2 and none, fixed options), against each other (counts, first
solutions, node counts at every budget), against DLX when nothing is coloured,
and their loud errors; the stress runs under PyPy3 (and 3.8) too."""
import random
import subprocess
from pathlib import Path

import pytest

from color_matrices import brute_force, compatible, random_instance
from conftest import EVERY_PYTHON, TEMPLATES, script_output
from classic_dlx import ClassicDLX as DLX  # the rule XCC keeps
from dlx_color import XCC
from matrices import planted_matrix
from xcover_bits_color import XCoverColor

BIG = 10 ** 9
TESTS = Path(__file__).resolve().parent


def build(engine, n_items, p, options, colors):
    if engine is XCC:
        size = 1 + n_items + sum(map(len, options))
        e = XCC(n_items, p, max(size, n_items + 1) + 8)   # room for a bad option
    else:
        e = XCoverColor(n_items, p)
    handles = [e.add_option(items, k, cols) for k, (items, cols) in enumerate(zip(options, colors))]
    return e, handles


def snapshot(xcc):
    return [lst[:] for lst in (xcc.L, xcc.R, xcc.U, xcc.D, xcc.S, xcc.K)]


def test_knuths_example_has_its_one_solution():
    # TAOCP 7.2.2.1 (49): p q r primary, x y secondary; the solution is the
    # options "q x:A" and "p r x:A y".
    options = [[1, 2, 4, 5], [1, 3, 4, 5], [1, 4], [2, 4], [3, 5]]
    colors = [[0, 0, 0, 1], [0, 0, 1, 0], [0, 2], [0, 1], [0, 2]]
    for engine in (XCC, XCoverColor):
        e, _ = build(engine, 5, 3, options, colors)
        assert sorted(e.solve()) == [1, 3] and e.count() == 1


@pytest.mark.parametrize("seed", range(400))
def test_random_instances_agree_with_brute_force_and_between_engines(seed):
    n_items, p, options, colors = random_instance(seed)
    expected = brute_force(n_items, options, colors, p)
    xcc, _ = build(XCC, n_items, p, options, colors)
    bits, _ = build(XCoverColor, n_items, p, options, colors)
    before = snapshot(xcc)
    count, first = xcc.search(BIG)
    assert count == len(expected)
    assert (first is None) == (not expected)
    if first is not None:
        assert sorted(first) in expected
    assert snapshot(xcc) == before
    assert bits.search(BIG) == (count, first) and bits.nodes == xcc.nodes
    for limit in (1, 2):
        assert xcc.count(limit) == bits.count(limit) == min(limit, len(expected))
        assert xcc.nodes == bits.nodes
    assert snapshot(xcc) == before


@pytest.mark.parametrize("seed", range(150))
def test_fixed_options_agree_with_brute_force(seed):
    n_items, p, options, colors = random_instance(1000 + seed)
    if not options:
        return
    rng = random.Random(seed)
    xcc, hx = build(XCC, n_items, p, options, colors)
    bits, hb = build(XCoverColor, n_items, p, options, colors)
    before, fixed = snapshot(xcc), []
    for k in rng.sample(range(len(options)), min(len(options), rng.randint(1, 3))):
        ok = compatible(fixed + [k], options, colors, n_items, p)
        assert xcc.fix(hx[k]) == bits.fix(hb[k]) == ok, (fixed, k)
        if ok:
            fixed.append(k)
        expected = brute_force(n_items, options, colors, p, fixed)
        count, first = xcc.search(BIG)
        assert count == len(expected)
        if first is not None:
            assert first[:len(fixed)] == fixed and sorted(first) in expected
        assert bits.search(BIG) == (count, first) and bits.nodes == xcc.nodes
    for _ in fixed:
        xcc.unfix()
        bits.unfix()
    assert snapshot(xcc) == before
    assert xcc.search(BIG)[0] == len(brute_force(n_items, options, colors, p))


def test_fix_of_a_one_item_option_sees_a_taken_secondary_item():
    # options [1, 3] and [3] (3 secondary): fixing both uses item 3 twice;
    # coloured alike they may share it, unlike or uncoloured they may not.
    for c1, c2, ok in [(0, 0, False), (1, 0, False), (0, 1, False), (1, 2, False), (2, 2, True)]:
        for engine in (XCC, XCoverColor):
            e, h = build(engine, 3, 2, [[1, 3], [3], [2]], [[0, c1], [c2], [0]])
            assert e.fix(h[0]) and e.fix(h[1]) == ok, (engine, c1, c2)
            assert e.count() == 1                        # [2] completes it
            assert sorted(e.solve()) == ([0, 1, 2] if ok else [0, 2])


@pytest.mark.parametrize("seed", range(60))
def test_every_budget_gives_the_same_on_both_engines(seed):
    n_items, p, options, colors = random_instance(2000 + seed)
    xcc, _ = build(XCC, n_items, p, options, colors)
    bits, _ = build(XCoverColor, n_items, p, options, colors)
    xcc.search(BIG)
    total = xcc.nodes
    for budget in range(total + 2):
        got = xcc.search(BIG, budget)
        assert got == bits.search(BIG, budget) and xcc.nodes == bits.nodes
        assert xcc.nodes == (total if budget >= total else budget + 1)


@pytest.mark.parametrize("seed", range(150))
def test_without_colours_it_is_dlx_node_for_node(seed):
    n_items, options, n_primary = planted_matrix(seed)
    size = max(1 + n_items + sum(map(len, options)), n_items + 1)
    dlx, xcc = DLX(n_items, n_primary, size), XCC(n_items, n_primary, size)
    for k, items in enumerate(options):
        dlx.add_option(items, k)
        xcc.add_option(items, k)
    assert xcc.search(BIG) == dlx.search(BIG) and xcc.nodes == dlx.nodes


def test_reset_and_reuse_gives_what_fresh_pools_give():
    reused = XCC(1, capacity=200)
    for seed in range(150):
        n_items, p, options, colors = random_instance(3000 + seed)
        reused.reset(n_items, p)
        for k, (items, cols) in enumerate(zip(options, colors)):
            reused.add_option(items, k, cols if seed % 3 else None)
        fresh, _ = build(XCC, n_items, p, options,
                         colors if seed % 3 else [[0] * len(o) for o in options])
        assert reused.search(BIG) == fresh.search(BIG)


@pytest.mark.parametrize("engine", [XCC, XCoverColor])
@pytest.mark.parametrize("items,colors,match", [
    ([1, 3], [1, 0], "colour on a primary item"),
    ([1, 3], [0], "one int >= 0 per item"),
    ([1, 3], [0, -1], "one int >= 0 per item"),
    ([1, 3], [0, 1.0], "one int >= 0 per item"),
    ([1, 3], [0, "a"], "one int >= 0 per item"),
    ([], [], "non-empty"),
    ([3, 3], [1, 1], "twice"),
    ([1, 4], [0, 1], "items 1..3"),
])
def test_bad_options_raise_and_change_nothing(engine, items, colors, match):
    e, _ = build(engine, 3, 2, [[1, 3], [2]], [[0, 1], [0]])
    with pytest.raises(ValueError, match=match):
        e.add_option(items, 9, colors)
    assert e.count() == 1 and e.solve() == [0, 1]


@pytest.mark.parametrize("engine", [XCC, XCoverColor])
def test_misuse_raises(engine):
    e, h = build(engine, 3, 2, [[1, 3], [2, 3]], [[0, 1], [0, 1]])
    with pytest.raises(ValueError, match="handle"):
        e.fix(0)
    with pytest.raises(ValueError, match="nothing fixed"):
        e.unfix()
    assert e.fix(h[1])
    with pytest.raises(ValueError, match="after fix"):
        e.add_option([1], 5)
    with pytest.raises(ValueError, match="n_primary"):
        e.reset(3, 4)


def test_the_pools_overflow_loudly():
    xcc = XCC(3, 2, capacity=6)
    xcc.add_option([1, 3], 0, [0, 1])
    with pytest.raises(OverflowError, match="capacity"):
        xcc.add_option([2, 3], 1, [0, 1])


STRESS = """
import sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from color_matrices import brute_force, random_instance
from dlx_color import XCC
from xcover_bits_color import XCoverColor
for seed in range(300):
    n, p, options, colors = random_instance(seed)
    want = brute_force(n, options, colors, p)
    xcc = XCC(n, p, 1 + n + sum(map(len, options)))
    bits = XCoverColor(n, p)
    for k, (o, c) in enumerate(zip(options, colors)):
        xcc.add_option(o, k, c)
        bits.add_option(o, k, c)
    count, first = xcc.search(10 ** 9)
    assert count == len(want) and (first is None or sorted(first) in want), seed
    assert bits.search(10 ** 9) == (count, first) and bits.nodes == xcc.nodes, seed
    assert xcc.count(2) == bits.count(2) == min(2, len(want)), seed
print("agree")
"""


@pytest.mark.parametrize("interpreter", EVERY_PYTHON)
def test_stress_and_self_checks_run_under(interpreter):
    tests = str(TESTS)          # color_matrices.py
    assert script_output(interpreter, STRESS, str(TEMPLATES), tests, timeout=300) == "agree\n"
    for name in ("dlx_color.py", "xcover_bits_color.py"):
        out = subprocess.run([interpreter, str(TEMPLATES / name)],
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 0 and "ok" in out.stdout, out.stderr
