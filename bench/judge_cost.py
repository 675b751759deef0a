"""The local judge's own cost, end to end: the runner of the checkout (and, with --rev REV,
of git revision REV beside it in the same rounds) on tiny cases, where the judge's
overhead is all there is to see, and on the project's own problems, as `make judge` runs
them (the old tree_ab.py and judge_ab.py). Wall seconds of the whole command; the peak
memory column is the runner process's.

    python3 bench/judge_cost.py [--quick] [--rev REV]

- "A+B": 30 cases of A+B and a Python A+B solution in a scratch folder,
  `runner.py --cases DIR --solution main.py -j 1`.
- "make judge": each tree's runner on its own problems and solutions, the two commands of
  `make judge` (`runner.py`, then `runner.py --cpp`); --quick: one problem.
Every run must accept every case. The DLXJUDGE_* modes of the environment apply to every
side alike (the note's environment line records them).
"""
import os
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path.insert(0, BENCH)
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402

CASES = 30
QUICK_PROBLEM = "poj_3740"       # a Python solution and a C++ twin
_scratch = []


def ab_folder():
    """The A+B cases and solution, written once per run."""
    if not _scratch:
        folder = tempfile.mkdtemp(prefix="dlx-bench-judge-")
        os.mkdir(os.path.join(folder, "cases"))
        for k in range(CASES):
            for ext, text in ((".in", "%d %d\n" % (k, k + 1)), (".ans", "%d\n" % (2 * k + 1))):
                with open(os.path.join(folder, "cases", "%03d%s" % (k, ext)), "w") as f:
                    f.write(text)
        with open(os.path.join(folder, "main.py"), "w") as f:
            f.write("a, b = map(int, input().split())\nprint(a + b)\n")
        os.chmod(folder, 0o755)
        _scratch.append(folder)
    return _scratch[0]


WORKLOADS = [
    Workload("A+B, %d tiny cases, -j 1" % CASES, "runner", "ab", True,
             "the runner's overhead per case"),
    Workload("make judge", "judge", "judge", True,
             "`runner.py` then `runner.py --cpp` on the tree's own problems (--quick: %s "
             "only)" % QUICK_PROBLEM),
]


def runner_commands(w, tree, quick):
    runner = [sys.executable, os.path.join(tree, "runner.py")]
    if w.data == "ab":
        folder = ab_folder()
        return [Command(runner + ["--cases", os.path.join(folder, "cases"), "--solution",
                                  os.path.join(folder, "main.py"), "-j", "1"], cwd=folder,
                        cap=300.0)]
    problems = [QUICK_PROBLEM] if quick else []
    return [Command(runner + problems, cwd=tree, cap=1800.0),
            Command(runner + ["--cpp"] + problems, cwd=tree, cap=1800.0)]


BENCHMARK = harness.Benchmark(
    "judge-cost", "The local judge's own cost, end to end", __doc__.split("\n\n")[0], WORKLOADS,
    [Contender("runner", "runner.py of the tree (the checkout, or REV with --rev)",
               runner_commands, rev=True)],
    baseline="runner", rounds=5, quick_rounds=3, metric="wall")

if __name__ == "__main__":
    try:
        harness.main(BENCHMARK)
    finally:
        for folder in _scratch:
            harness.shutil.rmtree(folder, ignore_errors=True)
