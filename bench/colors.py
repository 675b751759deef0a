"""Colours on crosswords (examples/crossword.py, HackerRank Crossword Puzzle): the colour
blocks against the problem written without colours and against hand-written code, in
Python (CPython and PyPy3) and in C++, time and peak memory in one interleaved run.

    python3 bench/colors.py [--quick] [--only count,cpp-solve] [--rev REV]   (harness.py)

Python (each run a fresh worker process, bench/colors/worker.py, in the runner's
environment; models built untimed, work timed inside the process): dlx-color and
xcover-bits-color on the example's model, dlx-template on the model without colours (the
26-item model: a crossing cell as "not this letter" items), problemkit.crossword's
backtracker, and bench/xcover.py's peers on the 26-item model. C++ (whole processes, one
per instance, CPU of the process): the example's twin (dlx-color-cpp), the 26-item model
on dlx-template-cpp (peers/crossword_items.cpp) and a contest user's hand backtracker
(peers/crossword_hand.cpp). Every filling passes ex_crossword's checker; counts agree.
"""
import atexit
import os
import shutil
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH]
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402
from judge.sandbox import run_env  # noqa: E402  (the environment the runner gives a run)

sys.path.insert(0, os.path.join(BENCH, "colors"))
import models  # noqa: E402  (the instances and the checker, the checkout's)

WORKER = os.path.join(BENCH, "colors", "worker.py")
SCRATCH = tempfile.mkdtemp(prefix="dlx-bench-colors-")
atexit.register(shutil.rmtree, SCRATCH, True)
LETTERS = {"lattice-2": "A, B", "lattice-8": "A..H", "lattice-26": "A..Z"}


def lattice(kind, mode, family, quick=False):
    sizes = models.LATTICES[kind][1]
    return Workload("%s %s" % (kind, mode), family, (kind, mode), quick,
                    "planted lattices (every other row and column open) of %s cells a side "
                    "(--quick: %s), letters %s: %s" % (
                        ", ".join(map(str, sizes)), ", ".join(map(str, models.LATTICES[kind][2])),
                        LETTERS[kind], "all fillings" if mode == "count" else "one filling"))


WORKLOADS = [
    Workload("stored cases", "stored", ("hackerrank", "solve"), True,
             "the 11 stored 10x10 cases of testdata/ex_crossword, one filling each"),
    lattice("lattice-2", "count", "count", quick=True),
    lattice("lattice-8", "count", "count"),
    lattice("lattice-26", "count", "count"),
    Workload("scattered count", "count", ("scattered", "count"), False,
             "22 slots of 3..9 cells dropped on 15x15, letters A..C, 30 grids: all fillings"),
    lattice("lattice-2", "solve", "solve", quick=True),
    lattice("lattice-26", "solve", "solve"),
] + [Workload("lattice-26 %dx%d" % (n, n), "memory", ("lattice-26/%d" % n, "solve"),
              n == 21, "one planted lattice of %d cells a side (%d words), letters A..Z, "
              "one filling: memory grows with the options" % (n, n + 1))
     for n in (21, 31, 41, 61)
] + [Workload("lattice-2 %dx%d" % (n, n), "search", ("lattice-2/%d" % n, "solve"), n == 21,
              "one planted lattice of %d cells a side, letters A, B, one filling: a search "
              "that backtracks%s" % (n, "" if n < 31 else " (C++ only: seconds there)"))
     for n in (21, 25, 31)]
CPP_ONLY = ("lattice-2 31x31",)

PACKAGES = {"exact_cover": "exact_cover", "dlx_pypi": "dlx"}    # peers from PyPI
_importable = {}


def importable(exe, module):
    """Whether exe can import module (bench/requirements.txt installs the peers)."""
    if (exe, module) not in _importable:
        _importable[exe, module] = subprocess.run(
            [exe, "-c", "import " + module], stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL).returncode == 0
    return _importable[exe, module]


def python_contender(engine, impl, what):
    def commands(w, tree, quick):
        exe = sys.executable if impl == "cpython" else harness.pypy()
        if not exe or w.name in CPP_ONLY or (
                engine in PACKAGES and not importable(exe, PACKAGES[engine])):
            return []
        kind, mode = w.data
        env = dict(run_env(), BENCH_TREE=tree)
        argv = [exe, WORKER, engine, kind, mode, "--min-seconds", "0.05" if quick else "0.2"]
        return [Command(argv + (["--quick"] if quick else []), check=harness.agreeing(w, "count"),
                        env=env, cap=20.0 if quick else 60.0, self_timed=True)]
    return Contender("%s/%s" % (engine, impl), what, commands, rev=engine in models.OURS,
                     group="Python")


def cpp_binary(tree, name, source, side):
    """The compiled contender (cached); the twin gets SIZE and MAX_WORDS raised to side."""
    binary = os.path.join(SCRATCH, "%s-%s-%d" % (name, abs(hash(tree)), side))
    if os.path.exists(binary):
        return binary
    path = os.path.join(tree, source)
    if name == "twin" and side != 10:
        with open(path) as f:
            text = f.read()
        fixed = "const int SIZE = 10, MAX_WORDS = 10;"
        if fixed not in text:
            sys.exit("colors: %s no longer says %r" % (source, fixed))
        path = binary + ".cpp"
        with open(path, "w") as f:
            f.write(text.replace(fixed, "const int SIZE = %d, MAX_WORDS = %d;" % (
                side, 2 * side + 2)))
    why = harness.compile_cpp(path, binary, includes=[os.path.join(tree, "templates")])
    if why:
        sys.exit("colors: " + why)
    return binary


def checked(grid, words):
    def check(out):
        ok, message = models.checker.check(models.text_of(grid, words), out.decode(), "")
        return None if ok else message
    return check


def cpp_contender(name, source, what):
    def commands(w, tree, quick):
        kind, mode = w.data
        if mode != "solve":
            return []                       # the C++ programs find one filling
        out = []
        for grid, words in models.instances(kind, quick):
            binary = cpp_binary(tree, name, source, len(grid))
            out.append(Command([binary], stdin=models.text_of(grid, words).encode(),
                               check=checked(grid, words), cap=20.0 if quick else 60.0))
        return out
    return Contender(name, what, commands, rev=name != "hand", group="C++")


CONTENDERS = [
    python_contender(e, impl, what) for e, what in (
        ("xcc", "dlx-color (templates/dlx_color.py) on examples/crossword.py's model"),
        ("bits", "xcover-bits-color on the same model"),
        ("dlx-plain", "dlx-template on the 26-item model (no colours)"),
        ("backtrack", "problemkit.crossword's backtracker (fewest fitting words first)"),
        ("exact_cover", "PyPI exact-cover (DLX in C) on the 26-item model"),
        ("algox_dict", "Ali Assaf's dict-of-sets Algorithm X on the 26-item model"),
        ("dlx_pypi", "PyPI dlx on the 26-item model"))
    for impl in ("cpython", "pypy3")
    if impl == "cpython" or e not in ("exact_cover", "dlx_pypi")
] + [
    cpp_contender("twin", "solutions/cpp/ex_crossword.cpp",
                  "the example's C++ twin: dlx-color-cpp (templates/dlx_color.hpp); on grids "
                  "other than 10x10 compiled with SIZE and MAX_WORDS raised, nothing else "
                  "changed"),
    cpp_contender("items", "bench/peers/crossword_items.cpp",
                  "the 26-item model on dlx-template-cpp (bench/peers/crossword_items.cpp)"),
    cpp_contender("hand", "bench/peers/crossword_hand.cpp",
                  "a contest user's hand backtracker: the slot with the fewest fitting words "
                  "first, crossings checked on the grid (bench/peers/crossword_hand.cpp)"),
]

BENCHMARK = harness.Benchmark(
    "colors", "Colours: crossword fills, Python and C++", __doc__.split("\n\n")[0],
    WORKLOADS, CONTENDERS, baseline={"Python": "xcc/cpython", "C++": "twin"},
    rounds=5, quick_rounds=1)

if __name__ == "__main__":
    harness.main(BENCHMARK)
