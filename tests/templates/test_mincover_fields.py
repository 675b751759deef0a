"""The packed counts of the minimum exact cover on bitsets
(templates/xcover_min.py): fields() against the plain sum of one field per
bit for every width it builds, and minimum() on models whose items have so
many options that the fields are wider than 5 bits (two int() reads, or a
width rounded up), against DLXMin (same answer, same nodes) and against the
packing argument's brute force on small ones, also under PyPy3."""
import inspect
import os
import random
import subprocess

import pytest

import matrices
from conftest import PYPY, TEMPLATES, needs_pypy
from dlx_min import DLXMin
from matrices import brute_force
from xcover_min import _SPLIT, XCoverMin, fields


def plain_fields(p, n, B):
    return sum(1 << B * (n - i) for i in range(n + 1) if p >> i & 1)


@pytest.mark.parametrize("B", sorted(_SPLIT))
def test_fields_is_one_field_per_bit(B):
    rng = random.Random(B)
    for _ in range(200):
        n = rng.randrange(1, 300)
        p = rng.getrandbits(n + 1) & ~1 if rng.random() < 0.9 else 0
        if rng.random() < 0.3:             # one item, or one run of items
            lo = rng.randrange(1, n + 1)
            p = ((1 << rng.randrange(1, n - lo + 2)) - 1) << lo
        assert fields(p, n, B) == plain_fields(p, n, B), (n, p)


def crowded(seed, copies):
    """A few items, each in many options: every option repeated `copies`
    times among random small options, so an item's count passes 15 (wider
    fields) while covers stay few and small."""
    rng = random.Random(seed)
    n_items = rng.randrange(2, 7)
    n_primary = n_items if rng.random() < 0.7 else rng.randrange(1, n_items + 1)
    base = [rng.sample(range(1, n_items + 1), rng.randrange(1, min(3, n_items) + 1))
            for _ in range(rng.randrange(1, 6))]
    options = [list(o) for o in base for _ in range(copies)]
    rng.shuffle(options)
    return n_items, options, n_primary, base


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize("copies", [9, 20, 70, 140])
def test_crowded_items_answer_as_dlx_and_brute_force(seed, copies):
    n_items, options, n_primary, base = crowded(seed, copies)
    dlx = DLXMin(n_items, n_primary, 1 + n_items + sum(map(len, options)))
    xc = XCoverMin(n_items, n_primary)
    for k, items in enumerate(options):
        dlx.add_option(items, k)
        xc.add_option(items, k)
    # Copies change no cover's size: the smallest cover of `base` is the answer.
    covers = brute_force(n_items, base, n_primary)
    want = min(map(len, covers)) if covers else None
    for tight in (1, 2, 1 << 62):
        got = xc.minimum(tight=tight)
        assert got == dlx.minimum(tight=tight) and xc.nodes == dlx.nodes, tight
        assert (None if got is None else len(got)) == want, tight
        if got is not None:
            cells = sorted(c for k in got for c in options[k] if c <= n_primary)
            assert cells == list(range(1, n_primary + 1)), tight


STRESS = """
import random
import sys
sys.path[:0] = sys.argv[1:]
from matrices import brute_force
from xcover_min import _SPLIT, XCoverMin, fields
rng = random.Random(5)
for B in _SPLIT:
    for _ in range(50):
        n = rng.randrange(1, 300)
        p = rng.getrandbits(n + 1) & ~1
        assert fields(p, n, B) == plain_fields(p, n, B), (B, n, p)
for seed in range(20):
    for copies in (9, 70):
        n_items, options, n_primary, base = crowded(seed, copies)
        xc = XCoverMin(n_items, n_primary)
        for k, items in enumerate(options):
            xc.add_option(items, k)
        covers = brute_force(n_items, base, n_primary)
        got = xc.minimum()
        assert (None if got is None else len(got)) == (
            min(map(len, covers)) if covers else None), (seed, copies)
print("ok")
"""
STRESS = inspect.getsource(plain_fields) + inspect.getsource(crowded) + STRESS


@needs_pypy
def test_crowded_items_under_pypy3():
    out = subprocess.run([PYPY, "-c", STRESS, str(TEMPLATES),
                          os.path.dirname(os.path.abspath(matrices.__file__))],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout == "ok\n", out.stderr
