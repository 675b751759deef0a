"""Killer Sudoku: examples/killer.py (the exact cover on the DLX block) against a hand-written
search, testdata/ex_killer/ref.py (the cell with the fewest candidates or the digit with the
fewest places first, bit masks, cage sums pruned by a table of reachable sums), whole
processes under CPython and PyPy3, on the harness (harness.py).

    python3 bench/killer.py [--quick] [--rev REV]

Puzzles: ex_killer's generator (gen.py: a random filling, connected cages of distinct
digits), PUZZLES per cage-size range, seeded; each range one input of PUZZLES puzzles, read
by both programs as the judge would give it. Every output passes ex_killer's checker.
"""
import os
import random
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
KILLER = os.path.join(ROOT, "testdata", "ex_killer")
sys.path[:0] = [ROOT, BENCH, KILLER]
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402
from judge.sandbox import run_env  # noqa: E402

PUZZLES = 8
RANGES = ((1, 3), (2, 4), (3, 4))


gen = harness.load("testdata/ex_killer/gen.py", "killer_gen")
checker = harness.load("testdata/ex_killer/checker.py", "killer_checker")


def puzzles(low, high):
    """The input of a cage-size range: PUZZLES puzzles, seeded by the range."""
    rng, lines = random.Random(1000 * low + high), [str(PUZZLES)]
    for _ in range(PUZZLES):
        lines += gen.render(gen.random_cages(rng, gen.random_filling(rng), low, high))
    return "\n".join(lines) + "\n"


WORKLOADS = [Workload("cages of %d-%d cells" % r, "killer", puzzles(*r), r == (2, 4),
                      "%d generated puzzles, one input" % PUZZLES) for r in RANGES]


def program(name, path, impl, rev):
    def commands(w, tree, quick):
        exe = harness.pypy() if impl == "pypy3" else sys.executable
        if not exe:
            return []

        def check(out):
            ok, message = checker.check(w.data, out.decode(), "")
            return None if ok else message
        return [Command([exe, os.path.join(tree, path)], stdin=w.data.encode(), check=check,
                        env=run_env(), cap=120.0)]
    return Contender("%s/%s" % (name, impl), "%s (%s)" % (path, {
        "dlx": "the DLX block", "hand": "the hand-written search"}[name]), commands, rev=rev,
        group="CPython" if impl == "cpython" else "PyPy3")


BENCHMARK = harness.Benchmark(
    "killer", "Killer Sudoku: the DLX block against a hand-written search",
    __doc__.split("\n\n")[0], WORKLOADS,
    [program(n, p, impl, n == "dlx") for impl in ("cpython", "pypy3")
     for n, p in (("dlx", "examples/killer.py"), ("hand", "testdata/ex_killer/ref.py"))],
    baseline={"CPython": "dlx/cpython", "PyPy3": "dlx/pypy3"}, rounds=5, quick_rounds=3)

if __name__ == "__main__":
    harness.main(BENCHMARK)
