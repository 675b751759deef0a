"""examples/hdu2295_radar.py (HDU 2295 Radar, set cover by binary search on the
radius): against the problem's independent brute force on random small cases,
with both set-cover engines behind the same function, the statement's sample in
the statement page's own one-line layout, and malformed input refused. The
generic checks of its judged folder (testdata/ex_hdu2295) live in test_problem_folders.py."""
import random
import subprocess
import sys

import pytest

from conftest import ROOT, assert_refused, load_module
from dlx_cover import DLXCover
from setcover_bits import SetCover

radar = load_module("examples/hdu2295_radar.py", "example_hdu2295")
ref = load_module("testdata/ex_hdu2295/ref.py", "ex_hdu2295_ref")
EXAMPLE = str(ROOT / "examples" / "hdu2295_radar.py")


def run(data, python=sys.executable):
    return subprocess.run([python, EXAMPLE], input=data, capture_output=True, timeout=60)


@pytest.mark.parametrize("seed", range(60))
def test_least_radius_matches_the_brute_force_with_either_engine(seed):
    rng = random.Random(seed)
    n, m = rng.randint(1, 9), rng.randint(1, 9)
    k = rng.randint(1, m)
    top = rng.choice([5, 30, 1000])
    cities = [(rng.randint(0, top), rng.randint(0, top)) for _ in range(n)]
    radars = [(rng.randint(0, top), rng.randint(0, top)) for _ in range(m)]
    want = ref.least(cities, radars, k)
    assert radar.least_radius(cities, radars, k, SetCover(radar.MAX_N)) == want
    assert radar.least_radius(cities, radars, k, DLXCover(radar.MAX_N)) == want


def test_sample_in_the_statement_pages_layout_on_one_line():
    proc = run(b"1 3 3 2 3 4 3 1 5 4 1 1 2 2 3 3")
    assert proc.returncode == 0 and proc.stdout == b"2.236068\n", proc.stderr


def test_crlf_and_tabs_are_read():
    proc = run(b"1\r\n3 3 2\r\n3\t4\r\n3 1\r\n5 4\r\n1 1\r\n2 2\r\n3 3\r\n\r\n")
    assert proc.returncode == 0 and proc.stdout == b"2.236068\n", proc.stderr


@pytest.mark.parametrize("data", [
    b"", b"0\n", b"21\n", b"x\n", b"1\n3 3\n", b"1\n3 3 4\n", b"1\n1 1 0\n0 0\n1 1\n",
    b"1\n51 1 1\n", b"1\n1 1 1\n0 1001\n1 1\n", b"1\n1 1 1\n-1 0\n1 1\n",
    b"1\n1 1 1\n0.5 0\n1 1\n", b"1\n3 3 2\n3 4\n3 1\n5 4\n1 1\n2 2\n",
    b"1\n1 1 1\n0 0\n1 1\n7\n", b"\xff\n",
])
def test_malformed_input_is_one_line_on_stderr_and_exit_1(data):
    proc = run(data)
    assert_refused(proc)
    assert proc.stderr.startswith(b"hdu2295: bad input")
