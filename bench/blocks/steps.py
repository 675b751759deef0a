"""The model-steps workloads of bench/blocks_in_use.py, on demand (`--only sudoku-steps,
poj_3740,boj_29111`; never part of a default run, whose note is bench/results/blocks.md):
what each step of a model, or of reading the input, buys, per problem, each variant a fresh
process beside the shipped code, in the same rounds.

- sudoku-steps: the Sudoku model (templates/sudoku.py) against the models before it, each
  step off in turn (bench/blocks/sudoku_variants.py says each variant: straight, v1,
  singles, locked, shipped, and Norvig's solver), on the 22 minimal 16x16 puzzles, their
  random isomorphs and top1465 (--quick: its first 50 alone); CPU of the work inside the
  process (the worker times it), CPython, the ratio to "shipped".
- poj_3740: solutions/poj_3740.py whole process on its stored maximum file (500 cases at
  M = 16, N = 300) and on 500 "pairs" cases (eight complementary pairs each: no row can be
  pruned, every case builds a full 2,400-node DLX; the worst input we know for it), against
  the interpreter alone, reading the input alone (read_cases drained) and the solution
  with its row pruning off; the ratio to "read only".
- boj_29111: solutions/boj_29111.py whole process for n on both sides of the DLX /
  construction switch up to 10^6 (full: 2*10^6), under CPython, CPython 3.8 and PyPy3
  where installed, every output passed through the problem's checker; and its output
  formatting (one "%d ..." % tuple(run) per run against " ".join(map(str, run))) for n =
  10^6 per interpreter, timed inside the process: why render() picks per interpreter.
  Where the switch N_DLX comes from is a count, not a race: bench/blocks/
  boj_29111_switch.py prints it.
"""
import os
import shutil
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH]
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402
from judge.sandbox import run_env  # noqa: E402


def on_demand(*args):
    """A workload of this module: run only when --only names it or its family."""
    return Workload(*args, on_demand=True)

SUDOKU_WORKER = os.path.join(BENCH, "blocks", "sudoku_variants.py")
POJ_MAX = os.path.join(ROOT, "testdata", "poj_3740", "cases", "max_01.in")
BOJ_CHECKER = harness.load("testdata/boj_29111/checker.py", "boj_29111_checker")
_inputs = {}


# ------------------------------------------------------------------ sudoku

SUDOKU_VARIANTS = ("straight", "v1", "singles", "locked", "shipped", "norvig")


def sudoku_variant(variant):
    def commands(w, tree, quick):
        if w.family != "sudoku-steps" or variant in w.data.get("skip", ()):
            return []
        args = list(w.data["args"])
        if quick and w.data.get("quick_args"):
            args = list(w.data["quick_args"])
        return [Command([sys.executable, SUDOKU_WORKER, tree, variant] + args, env=run_env(),
                        self_timed=True, cap=1800.0)]
    return Contender(variant, "the Sudoku model: %s (sudoku_variants.py)" % variant, commands,
                     rev=variant == "shipped", group="sudoku steps, CPython")


# ------------------------------------------------------------------ poj_3740

LOAD = ("import importlib.util, sys; "
        "spec = importlib.util.spec_from_file_location('s', sys.argv[1]); "
        "s = importlib.util.module_from_spec(spec); spec.loader.exec_module(s); ")
POJ_VARIANTS = [
    ("startup", "the interpreter alone (python -c pass)", ["-c", "pass"], False),
    ("read only", "reading and parsing the input, no solving (read_cases drained)",
     ["-c", LOAD + "[0 for _ in s.read_cases(sys.stdin.buffer.read())]", "SOLUTION"], False),
    ("solve", "the program as submitted", ["SOLUTION"], True),
    ("no pruning", "the same with the row pruning off: every nonempty row goes to DLX",
     ["-c", LOAD + ("f = s.find_cover; "
                    "s.find_cover = lambda rows, dlx: f(rows, dlx, prune=False); s.main()"),
      "SOLUTION"], True),
]


def poj_variant(name, argv, solves):
    def commands(w, tree, quick):
        if w.family != "poj_3740":
            return []
        solution = os.path.join(tree, "solutions", "poj_3740.py")
        with open(_inputs.get(w.data, w.data), "rb") as f:
            given = f.read()
        return [Command([sys.executable] + [solution if a == "SOLUTION" else a for a in argv],
                        stdin=given, env=run_env(), cap=600.0,
                        check=same_output(w.data) if solves else None)]
    return commands


def same_output(key):
    """The stored answer of the max file; on the generated pairs, the first solving run's
    output (every later run, with or without pruning, must say the same)."""
    def check(out):
        want = _inputs.setdefault(("answer", key), out)
        return None if out == want else "a different answer on %s" % os.path.basename(key)
    return check


# ------------------------------------------------------------------ boj_29111

FORMAT = r"""
import importlib.util, json, sys, time
spec = importlib.util.spec_from_file_location("s", sys.argv[1])
s = importlib.util.module_from_spec(spec); spec.loader.exec_module(s)
runs = [r for r in s.runs(int(sys.argv[3])) if r]
def pct():
    return " ".join([("%d " * len(r))[:-1] % tuple(r) for r in runs])
def via_map():
    return " ".join([" ".join(map(str, r)) for r in runs])
assert pct() == via_map()
f = pct if sys.argv[2] == "pct" else via_map
t, w = time.process_time(), time.perf_counter()
for _ in range(int(sys.argv[4])):
    f()
print(json.dumps({"cpu": time.process_time() - t, "wall": time.perf_counter() - w}))
"""
FORMAT_N, FORMAT_REPEAT = 10 ** 6, 5


def interpreters():
    """(name, executable) of CPython, CPython 3.8 and PyPy3, where they run."""
    found = [("cpython", sys.executable)]
    py38 = os.path.expanduser("~/.pyenv/versions/3.8.18/bin/python3.8")
    for name, exe in (("cpython3.8", py38 if os.path.exists(py38) else shutil.which("python3.8")),
                      ("pypy3", harness.pypy())):
        if exe and subprocess.run([exe, "-c", ""], stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL).returncode == 0:
            found.append((name, exe))
    return found


def boj_check(n):
    def check(out):
        ok, message = BOJ_CHECKER.check("%d\n" % n, out.decode(), "")
        return None if ok else message
    return check


def boj_solution(exe):
    def commands(w, tree, quick):
        if w.family != "boj_29111" or w.data == "format":
            return []
        return [Command([exe, os.path.join(tree, "solutions", "boj_29111.py")],
                        stdin=b"%d\n" % w.data, env=run_env(), check=boj_check(w.data),
                        cap=600.0)]
    return commands


def boj_format(exe, how):
    def commands(w, tree, quick):
        if w.data != "format":
            return []
        return [Command([exe, "-c", FORMAT, os.path.join(tree, "solutions", "boj_29111.py"),
                         how, str(FORMAT_N), str(FORMAT_REPEAT)], env=run_env(),
                        self_timed=True, cap=600.0)]
    return commands


# ------------------------------------------------------------------ the benchmark

def prepare(tree, scratch, quick):
    """Once per run: the generated poj_3740 pairs input."""
    if "pairs" in _inputs:
        return None
    folder = tempfile.mkdtemp(prefix="dlx-bench-steps-")
    _inputs["folder"] = folder
    _inputs["pairs"] = os.path.join(folder, "pairs.in")
    with open(_inputs["pairs"], "wb") as f:
        done = subprocess.run([sys.executable, os.path.join(ROOT, "testdata", "poj_3740",
                                                            "gen.py"), "3740", "--cases",
                               "500", "--m", "16", "--n", "300", "--kind", "pairs"],
                              stdout=f, env=dict(os.environ, PYTHONPATH=ROOT))
    with open(POJ_MAX[:-3] + ".ans", "rb") as f:
        _inputs[("answer", POJ_MAX)] = f.read()
    return None if done.returncode == 0 else "poj_3740's gen.py failed"


BOJ_NS = [1, 12, 32, 33, 1000, 10 ** 4, 10 ** 5 - 1, 10 ** 5, 10 ** 5 + 1, 10 ** 5 + 2,
          10 ** 5 + 3, 10 ** 6, 2 * 10 ** 6]
BOJ_QUICK = (33, 10 ** 6)
WORKLOADS = [
    on_demand("16x16 minimal (22)", "sudoku-steps", {"args": ["sudoku16"]}, False,
             "bench/data/sudoku16-minimal.txt"),
    on_demand("16x16 isomorphs (22 x 10)", "sudoku-steps", {"args": ["sudoku16-iso", "--iso", "10"],
                                                     "skip": ("straight", "norvig")},
             False, "10 seeded random isomorphs of each minimal puzzle (not the two slowest)"),
    on_demand("9x9 top1465, model steps", "sudoku-steps", {"args": ["top1465"],
                                       "quick_args": ["top1465", "--limit", "50"]}, True,
             "bench/data/top1465.txt (--quick: its first 50)"),
    on_demand("poj_3740 max_01", "poj_3740", POJ_MAX, True,
             "testdata/poj_3740/cases/max_01.in: 500 cases at M = 16, N = 300"),
    on_demand("poj_3740 pairs", "poj_3740", "pairs", False,
             "500 generated pairs cases at M = 16, N = 300 (no row prunable)"),
] + [on_demand("boj_29111 n = %d" % n, "boj_29111", n, n in BOJ_QUICK) for n in BOJ_NS] + [
    on_demand("boj_29111 formatting", "boj_29111", "format", True,
             "the output of n = %d rendered %d times in one process" % (FORMAT_N,
                                                                        FORMAT_REPEAT))]

CONTENDERS = [sudoku_variant(v) for v in SUDOKU_VARIANTS] + [
    Contender(name, "poj_3740: " + what, poj_variant(name, argv, solves), rev=solves,
              group="poj_3740, CPython") for name, what, argv, solves in POJ_VARIANTS]
for _name, _exe in interpreters():
    CONTENDERS.append(Contender("boj_29111/" + _name, "solutions/boj_29111.py under " + _name,
                                boj_solution(_exe), rev=True, group="boj_29111"))
    for _how, _what in (("pct", "one %-format per run"), ("map", "join(map(str)) per run")):
        CONTENDERS.append(Contender("%s/%s" % (_how, _name), "boj_29111 output: " + _what,
                                    boj_format(_exe, _how), rev=_how == "pct",
                                    group="boj_29111 formatting, " + _name))

BASELINE = dict([("sudoku steps, CPython", "shipped"), ("poj_3740, CPython", "read only"),
                 ("boj_29111", "boj_29111/cpython")]
                + [("boj_29111 formatting, " + n, "pct/" + n) for n, _ in interpreters()])


def cleanup():
    if "folder" in _inputs:
        shutil.rmtree(_inputs["folder"], ignore_errors=True)
