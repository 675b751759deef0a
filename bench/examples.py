"""The worked examples, whole process, under CPython and PyPy3, on the harness (harness.py):
examples/pentomino.py and examples/queens.py on their known counts, and examples/killer.py
(the exact cover on the DLX block) against a hand-written search, testdata/ex_killer/ref.py
(the cell with the fewest candidates or the digit with the fewest places first, bit masks,
cage sums pruned by a table of reachable sums).

    python3 bench/examples.py [--quick] [--only killer,pentomino,queens] [--rev REV]

Killer inputs: ex_killer's generator (gen.py: a random filling, connected cages of distinct
digits), PUZZLES per cage-size range, seeded; each range one input of PUZZLES puzzles, read
by both programs as the judge would give it; every output passes ex_killer's checker.
Pentomino and queens outputs are compared with the known answer where there is one (a
"one" placement is checked by its exit status only). --quick leaves out the full 6x10
searches (seconds each, the tree searched to its end).
"""
import os
import random
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH, os.path.join(ROOT, "testdata", "ex_killer")]   # gen.py imports ref
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402
from judge.sandbox import run_env  # noqa: E402

PUZZLES = 8
RANGES = ((1, 3), (2, 4), (3, 4))

gen = harness.load("testdata/ex_killer/gen.py", "killer_gen")
checker = harness.load("testdata/ex_killer/checker.py", "killer_checker")


def killer_input(low, high):
    """The input of a cage-size range: PUZZLES puzzles, seeded by the range."""
    rng, lines = random.Random(1000 * low + high), [str(PUZZLES)]
    for _ in range(PUZZLES):
        lines += gen.render(gen.random_cages(rng, gen.random_filling(rng), low, high))
    return "\n".join(lines) + "\n"


def killer_check(given):
    def check(out):
        ok, message = checker.check(given, out.decode(), "")
        return None if ok else message
    return check


def answer_check(expected):
    """The output's words equal expected's; None expected: any output (exit 0 checked)."""
    def check(out):
        if expected is None or out.decode().split() == expected.split():
            return None
        return "said %r, not %r" % (out.decode()[:60], expected[:60])
    return check


def job(name, family, program, given, expected, quick, hand=None, check=None):
    return Workload(name, family, {"program": program, "hand": hand, "input": given,
                                   "check": check or answer_check(expected)}, quick)


PENTOMINO, QUEENS = "examples/pentomino.py", "examples/queens.py"
WORKLOADS = [
    job("killer, cages of %d-%d cells" % r, "killer", "examples/killer.py", killer_input(*r),
        None, r == (2, 4), "testdata/ex_killer/ref.py", killer_check(killer_input(*r)))
    for r in RANGES] + [
    job("pentomino 3x20 count", "pentomino", PENTOMINO, "3 20 count\n", "8", True),
    job("pentomino 3x20 distinct", "pentomino", PENTOMINO, "3 20 distinct\n", "2", False),
    job("pentomino 5x11 one (11 pieces)", "pentomino", PENTOMINO, "5 11 one\n", None, False),
    job("pentomino 6x10 distinct", "pentomino", PENTOMINO, "6 10 distinct\n", "2339", False),
    job("pentomino 6x10 count", "pentomino", PENTOMINO, "6 10 count\n", "9356", False),
    job("queens n=8 count", "queens", QUEENS, "8 count\n", "92", False),
    job("queens n=12 count", "queens", QUEENS, "12 count\n", "14200", False),
    job("queens n=1..12 count", "queens", QUEENS,
        "".join("%d count\n" % n for n in range(1, 13)),
        "1 0 0 2 10 4 40 92 352 724 2680 14200", True),
    job("queens n=1..40 one", "queens", QUEENS, "".join("%d one\n" % n for n in range(1, 41)),
        None, False),
]


def program(kind, impl):
    """kind "example": the workload's example; "hand": its hand-written peer, if any."""
    def commands(w, tree, quick):
        exe = harness.pypy() if impl == "pypy3" else sys.executable
        path = w.data["program"] if kind == "example" else w.data["hand"]
        if not exe or not path:
            return []
        return [Command([exe, os.path.join(tree, path)], stdin=w.data["input"].encode(),
                        check=w.data["check"], env=run_env(), cap=300.0)]
    return Contender("%s/%s" % (kind, impl), {
        "example": "the example (examples/*.py, on the blocks it carries)",
        "hand": "the hand-written search of the problem's testdata (killer only)"}[kind],
        commands, rev=kind == "example", group="CPython" if impl == "cpython" else "PyPy3")


BENCHMARK = harness.Benchmark(
    "examples", "The worked examples, whole process, CPython and PyPy3",
    __doc__.split("\n\n")[0], WORKLOADS,
    [program(kind, impl) for impl in ("cpython", "pypy3") for kind in ("example", "hand")],
    baseline={"CPython": "example/cpython", "PyPy3": "example/pypy3"}, rounds=3,
    quick_rounds=2)

if __name__ == "__main__":
    harness.main(BENCHMARK)
