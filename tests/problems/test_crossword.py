"""The colour example (examples/crossword.py, HackerRank "Crossword Puzzle"):
its answers pass the checker on generated inputs of every kind, its model
counts what the independent backtracker of problemkit.crossword counts (on
inputs with distinct words, where the two notions of "filling" agree), the
bitset colour engine counts the same on the same model, and the checker
refuses broken fillings."""
import random
import subprocess
import sys

import pytest

from conftest import PYPY, ROOT, SCRIPT_ENV, case_text, cases, load_module, needs_pypy
from problemkit.crossword import fillings
from xcover_bits_color import XCoverColor

crossword = load_module("examples/crossword.py", "example_crossword")
checker = load_module("testdata/ex_crossword/checker.py", "ex_crossword_checker_t")
GEN = ROOT / "testdata/ex_crossword/gen.py"


def generated(seed):
    rng = random.Random(seed)
    args = [str(seed), "--alphabet", str(rng.choice([1, 2, 3, 26]))]
    if rng.random() < 0.2:
        args += ["--pattern", "lattice"]
    else:
        args += ["--slots", str(rng.randint(1, 14)), "--min-len", str(rng.randint(2, 4))]
    out = subprocess.run([sys.executable, str(GEN)] + args, env=SCRIPT_ENV,
                         capture_output=True, text=True, check=True)
    return out.stdout


def model(text):
    grid, words = crossword.parse(text)
    slots, lonely = crossword.find_slots(grid)
    assert not lonely
    return grid, words, slots


@pytest.mark.parametrize("seed", range(40))
def test_the_example_fills_generated_grids_and_counts_as_the_backtracker(seed):
    text = generated(seed)
    grid, words, slots = model(text)
    xcc = crossword.load_crossword(crossword.XCC(1, 0, crossword.capacity(words, slots)),
                                   grid, words, slots)
    labels = xcc.solve()
    ok, message = checker.check(text, "\n".join(crossword.fill(grid, words, labels, slots)), "")
    assert ok, message
    if len(set(words)) == len(words):
        want = fillings(grid, words, 50)[0]
        assert xcc.count(50) == want
        bits = crossword.load_crossword(XCoverColor(1), grid, words, slots)
        assert bits.count(50) == want and bits.nodes == xcc.nodes


@pytest.mark.parametrize("python", [
    pytest.param(sys.executable, id="cpython"),
    pytest.param(PYPY, id="pypy3", marks=needs_pypy),
])
def test_the_file_answers_every_stored_case(python):
    for case in cases("ex_crossword"):
        out = subprocess.run([python, str(ROOT / "examples/crossword.py")], input=case.read_bytes(),
                             capture_output=True, timeout=60)
        assert out.returncode == 0, out.stderr
        ok, message = checker.check(case_text(case), out.stdout.decode(), "")
        assert ok, (case.name, message)


def test_the_checker_refuses_broken_fillings():
    case = cases("ex_crossword")[0]
    text = case_text(case)
    good = case_text(case.with_suffix(".ans"))
    assert checker.check(text, good, good)[0]
    rows = good.split("\n")
    r = next(i for i, row in enumerate(rows) if row.strip("+"))
    c = next(i for i, ch in enumerate(rows[r]) if ch != "+")
    for bad_ch, why in (("Q", "the slots spell"), ("+", "where the grid has"),
                        ("a", "where the grid has")):
        bad = rows[:]
        bad[r] = bad[r][:c] + bad_ch + bad[r][c + 1:]
        ok, message = checker.check(text, "\n".join(bad), good)
        assert not ok and why in message, message
    assert not checker.check(text, "\n".join(rows[:5]), good)[0]
    assert not checker.check(text, "", good)[0]
    assert not checker.check(text, "\x00\n" * 10, good)[0]
