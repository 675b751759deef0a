"""The general exact-cover benchmark: our two engines against every peer on tilings, queens,
Langford pairings, kings and Sudoku-like puzzle sets, under CPython and PyPy3, on the
harness (harness.py).

    python3 bench/xcover.py [--quick] [--only queens,langford] [--contenders dlx/cpython,...]
    python3 bench/xcover.py --contenders bits/cpython,bits/pypy3,specialised/cpython,\
specialised/pypy3 --rev 71ef570     # xcover-bits v1 (the item rule before v3) beside today's

Workloads (bench/xc/workloads.py, their families: pentomino, queens, langford, kings,
sudoku): the matrices, built untimed; every count checked against the known one, every
solution checked to be an exact cover and a valid grid. Contenders (bench/xc/contenders.py):
our DLX template (templates/dlx.py), our bitset engine (templates/xcover_bits.py), the PyPI
exact-cover 1.5 (DLX in C over a NumPy matrix; secondary items as slack options, CPython
only), Ali Assaf's Algorithm X on dicts of sets (bench/peers/algox_dict.py, primary items
only), the PyPI dlx 1.0.4 (recursive pure Python, CPython only), and a hand-written bitmask
backtracker per family (bench/xc/<family>.py). Every run is a fresh worker process
(bench/xc/worker.py) in the runner's environment; the CPU time of the engine's work is the
worker's own measure (building its structures from the matrix included, as in a user's
program). With --rev REV, our two engines of revision REV (its templates/) run on the
checkout's workloads, beside today's.
"""
import os
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH]
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402
from judge.sandbox import run_env  # noqa: E402
from xc import contenders as xc_contenders, workloads as xc_workloads  # noqa: E402

WORKER = os.path.join(BENCH, "xc", "worker.py")
OURS = ("dlx", "bits")
CAP, QUICK_CAP = 120.0, 30.0      # seconds of a worker's whole run, every contender alike

WORKLOADS = [Workload(name, w.family, name, w.quick) for name, w in
             xc_workloads.WORKLOADS.items()]


def contender(name, impl):
    what, under_pypy = xc_contenders.CONTENDERS[name]

    def commands(w, tree, quick):
        exe = harness.pypy() if impl == "pypy3" else sys.executable
        if not exe or (name == "specialised" and xc_workloads.WORKLOADS[w.data].special is None):
            return []
        env = dict(run_env(), XC_TEMPLATES=os.path.join(tree, "templates"))
        return [Command([exe, WORKER, w.data, name] + (["--quick"] if quick else []), env=env,
                        self_timed=True, cap=QUICK_CAP if quick else CAP)]
    return Contender("%s/%s" % (name, impl), what, commands, rev=name in OURS,
                     group="CPython" if impl == "cpython" else "PyPy3")


CONTENDERS = [contender(name, impl) for impl in ("cpython", "pypy3")
              for name, (_, under_pypy) in xc_contenders.CONTENDERS.items()
              if impl == "cpython" or under_pypy]

BENCHMARK = harness.Benchmark(
    "xcover", "General exact cover: our two engines against every peer",
    __doc__.split("\n\n")[0], WORKLOADS, CONTENDERS,
    baseline={"CPython": "dlx/cpython", "PyPy3": "dlx/pypy3"}, rounds=3, quick_rounds=1)

if __name__ == "__main__":
    harness.main(BENCHMARK)
