"""The template blocks where the solutions use them: the Sudoku model's solving, the
DLX block's build (add_option, against a hand-written kuangbin port), and every Python
solution and example whole process on its heaviest stored case, under CPython and PyPy3.
With --rev REV, the same code of git revision REV runs beside the checkout's in the same
rounds: what a change to a block bought (the old blocks_ab.py, solutions_ab.py and
add_option.py --rev).

    python3 bench/blocks_in_use.py [--quick] [--rev REV] [--only sudoku,build,solutions]
    python3 bench/blocks_in_use.py --only sudoku-steps,poj_3740,boj_29111     (on demand)

Every run is a fresh process in the runner's environment (judge.sandbox.run_env()). The
Sudoku and build workloads time their work inside the process (bench/blocks/sudoku.py,
bench/blocks/build.py: models built and pools allocated untimed where a judge's process
would too); the solutions are timed whole (start-up included, as a judge times them).
Every answer is checked: Sudoku grids valid, builds linking the same nodes, solutions
passing their problem's checker or strict comparison.

On demand (bench/blocks/steps.py: studies run by hand when a model changes, never part of
a default run or of its note, bench/results/blocks.md): what each step of a model or of the
input reading buys, per problem (the Sudoku model's steps, POJ 3740's reading and pruning,
BOJ 29111 per n and its output formatting).
"""
import glob
import importlib.util
import json
import os
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH, os.path.join(BENCH, "judged")]
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402
from judge.sandbox import run_env  # noqa: E402
from whole_process import heaviness  # noqa: E402
steps = harness.load("bench/blocks/steps.py", "blocks_steps")   # the model steps, on demand

MODELS = ("pentominoes 6x10", "16x16 Sudoku matrix", "HUST 1017 full size")
QUICK_SOLUTIONS = ("boj_2580", "ex_crossword")
_answers = {}     # workload: the first answer digest seen (every side must agree)


def toml_value(path, key):
    with open(path) as f:
        for line in f:
            if line.split("=")[0].strip() == key:
                return line.split("=", 1)[1].split("#")[0].strip().strip('"')
    return None


def solution_workloads():
    out = []
    for toml in sorted(glob.glob(os.path.join(ROOT, "testdata", "*", "problem.toml"))):
        folder = os.path.dirname(toml)
        problem, solution = os.path.basename(folder), toml_value(toml, "solution")
        cases = sorted(glob.glob(os.path.join(folder, "cases", "*.in")), key=heaviness)
        if solution and solution.endswith(".py") and cases:
            out.append(Workload(
                "%s on %s" % (solution, os.path.basename(cases[0])), "solutions",
                ("solution", problem, solution, cases[0], toml_value(toml, "compare")),
                problem in QUICK_SOLUTIONS, "whole process, the heaviest stored case"))
    return out


WORKLOADS = [
    Workload("sudoku model, top1465", "sudoku", ("sudoku", 400, 60), True,
             "the first 400 puzzles of top1465 (--quick: 60) through templates/sudoku.py "
             "and templates/dlx.py, one process"),
] + [Workload("build: " + m, "build", ("build", m), m == MODELS[0],
              "20 builds (reset, every option) of the model, pools allocated untimed")
     for m in MODELS] + solution_workloads()


def same_answers(w, key):
    def check(out):
        got = json.loads(out.decode().strip().splitlines()[-1])[key]
        want = _answers.setdefault(w.name, got)
        return None if got == want else "answers differ from another side's"
    return check


def judged(problem, compare, case):
    """check(stdout) by the problem's own rule: its checker, or strict comparison."""
    with open(case) as f:
        given = f.read()
    with open(case[:-3] + ".ans") as f:
        answer = f.read()
    if compare == "checker":
        spec = importlib.util.spec_from_file_location(
            "checker_" + problem, os.path.join(ROOT, "testdata", problem, "checker.py"))
        checker = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(checker)

        def check(out):
            ok, message = checker.check(given, out.decode(), answer)
            return None if ok else message
        return check
    lines = [line.rstrip() for line in answer.rstrip().split("\n")]
    return lambda out: None if [line.rstrip() for line in out.decode().rstrip().split("\n")
                                ] == lines else "output differs from %s" % os.path.basename(
                                    case[:-3] + ".ans")


def ours(impl):
    def commands(w, tree, quick):
        exe = harness.pypy() if impl == "pypy3" else sys.executable
        if not exe:
            return []
        if w.family not in ("sudoku", "build", "solutions"):
            return []
        kind = w.data[0]
        if kind == "sudoku":
            n = w.data[2] if quick else w.data[1]
            return [Command([exe, os.path.join(BENCH, "blocks", "sudoku.py"), tree, str(n)],
                            check=same_answers(w, "answers"), env=run_env(), self_timed=True)]
        if kind == "build":
            return [Command([exe, os.path.join(BENCH, "blocks", "build.py"), w.data[1], "block",
                             os.path.join(tree, "templates", "dlx.py")],
                            check=same_answers(w, "links"),
                            env=dict(run_env(), PYTHONHASHSEED="0"), self_timed=True)]
        _, problem, solution, case, compare = w.data
        with open(case, "rb") as f:
            given = f.read()
        return [Command([exe, os.path.join(tree, solution)], stdin=given,
                        check=judged(problem, compare, case), env=run_env(), cap=60.0)]
    return Contender(impl, "the checkout's code (templates, solutions) under %s" % (
        "CPython" if impl == "cpython" else "PyPy3"), commands, rev=True,
        group="CPython" if impl == "cpython" else "PyPy3")


def hand(impl):
    def commands(w, tree, quick):
        exe = harness.pypy() if impl == "pypy3" else sys.executable
        if not exe or w.family != "build":
            return []
        return [Command([exe, os.path.join(BENCH, "blocks", "build.py"), w.data[1], "hand", "-"],
                        check=same_answers(w, "links"),
                        env=dict(run_env(), PYTHONHASHSEED="0"), self_timed=True)]
    return Contender("hand/" + impl, "a hand-written port of the kuangbin build "
                     "(bench/peers/dlx_hand_link.py), builds only", commands,
                     group="CPython" if impl == "cpython" else "PyPy3")


BENCHMARK = harness.Benchmark(
    "blocks", "The template blocks in the solutions: solving, building, whole processes",
    __doc__.split("\n\n")[0], WORKLOADS + steps.WORKLOADS,
    [ours("cpython"), hand("cpython"), ours("pypy3"), hand("pypy3")] + steps.CONTENDERS,
    baseline=dict({"CPython": "cpython", "PyPy3": "pypy3"}, **steps.BASELINE), rounds=7,
    quick_rounds=2, prepare=steps.prepare)

if __name__ == "__main__":
    try:
        harness.main(BENCHMARK)
    finally:
        steps.cleanup()
