"""The ZOJ 3209 worked example (examples/zoj3209_treasure_map.py): its model on
both minimum-cover engines against the problem's ref.py (an independent
backtracker) on generated maps, the benchmark's hand-written peer on the same
maps (so that it cannot rot unnoticed), the statement's sample, and malformed
input refused in one line. The generic checks of testdata/ex_zoj3209 (every
stored case judged, validator, wrong/ solution) live in test_problem_folders.py."""
import random
import subprocess
import sys

import pytest

from conftest import ROOT, assert_refused, load_module
from dlx_min import DLXMin

example = load_module("examples/zoj3209_treasure_map.py", "example_zoj3209")
ref = load_module("testdata/ex_zoj3209/ref.py", "ex_zoj3209_ref")
gen = load_module("testdata/ex_zoj3209/gen.py", "ex_zoj3209_gen")
peer = load_module("bench/peers/zoj3209.py", "zoj3209_peer")

SAMPLE = (ROOT / "testdata/ex_zoj3209/cases/sample_01.in").read_text()


def maps(seed):
    """A few small maps of every kind the generator makes."""
    rng = random.Random(seed)
    out = []
    for kind in ("random", "tiled", "hard"):
        n, m = rng.randint(1, 7), rng.randint(1, 7)
        p = rng.randint(1, 25)
        out.append((n, m, gen.pieces_of(rng, n, m, p, kind, parts=rng.randint(1, 8),
                                        layers=rng.randint(1, 4), fill=2)))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_both_engines_and_the_peer_agree_with_the_reference(seed):
    bits, dlx = example.XCoverMin(1), DLXMin(1, capacity=1 + 49 + 25 * 49)
    for n, m, pieces in maps(seed):
        want = ref.fewest(n, m, pieces)
        assert example.fewest_pieces(bits, n, m, pieces) == want, (n, m, pieces)
        assert example.fewest_pieces(dlx, n, m, pieces) == want, (n, m, pieces)
        assert bits.nodes == dlx.nodes
        assert peer.fewest_pieces(n, m, pieces) == want


def test_the_statement_sample():
    cases = example.read_cases(SAMPLE)
    xc = example.XCoverMin(1)
    assert [example.fewest_pieces(xc, n, m, p) for n, m, p in cases] == [1, -1, 2]


def test_a_map_the_pieces_tile_in_two_ways_gets_the_smaller():
    # The 30 x 30 sample case: three strips or two halves.
    n, m, pieces = example.read_cases(SAMPLE)[2]
    assert example.fewest_pieces(example.XCoverMin(1), n, m, pieces[:3]) == 3
    assert example.fewest_pieces(example.XCoverMin(1), n, m, pieces) == 2


@pytest.mark.parametrize("text", [
    "", "x\n", "0\n", "501\n", "1\n", "1\n2 2\n", "1\n2 2 1\n0 0 1\n", "1\n2 2 1\n0 0 3 1\n",
    "1\n2 2 1\n1 0 1 2\n", "1\n31 1 1\n0 0 1 1\n", "1\n1 1 0\n", "1\n1 1 501\n",
    "1\n1 1 1\n0 0 1 1\n7\n", "1\n1 1 1\n-1 0 1 1\n", "\xff\n"])
def test_bad_input_is_one_line_on_stderr_and_exit_1(text):
    proc = subprocess.run([sys.executable, str(ROOT / "examples/zoj3209_treasure_map.py")],
                          input=text.encode("latin-1"), capture_output=True, timeout=30)
    assert_refused(proc)
    assert proc.stderr.decode().startswith("zoj3209: bad input")
