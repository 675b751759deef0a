"""The DLX search the Sudoku solutions run, and the block on exhaustive searches, against
their peers: issue 54's targets, on the harness (harness.py).

    python3 bench/dlx_search.py [--quick] [--rounds R] [--rev REV] [--only W,...]

Run it with the bench venv's python (`make bench` installs it): the exact-cover C
extension is a contender only where it imports. Every run is a fresh process, the
contenders interleaved round by round (harness.py):

1. In process (family "sudoku"), CPython and PyPy3: the process loads a set (top95 and
   forum-hardest-1106, fetched at bench time: bench/measure.py FETCHED; the in-repo
   forum-hardest sample), builds its solver and times one pass over the set (CPU), every
   answer checked after the clock. That pass is cold, as in a judge's run: under PyPy3 it
   pays the JIT's warm-up (the targets); the "second pass" workloads solve the set twice and
   time the second (JIT warm). Contenders: "dlx", what the Sudoku solutions run
   (sudoku-model's narrowing, then dlx-template's search); "dlx propagating", the same
   under PyPy3 with the propagation CPython runs first (sudoku-model's PROPAGATE);
   "dlx classic", the same model
   searched with dlx-template v9's item rule (tests/templates/classic_dlx.py); "masks", the
   opt-in sudoku-masks block; the exact-cover C extension; the Norvig-style peer.
2. Whole process, CPython (family "process"): solutions/poj_3074.py against
   bench/peers/ec_script.py on forum-hardest-1106 as one POJ 3074 input, net of each
   program's start-up (its CPU on an input of just "end"), and against
   bench/peers/norvig_script.py on top95, start-up included.
3. Exhaustive search, in process (family "exhaustive"): Langford pairings n = 10 (no
   solution) and n = 11 (35,584 counted) by the block's count(), by the classic rule and by
   a hand-written kuangbin-style port (bench/peers/dlx_kuangbin.py), CPython and PyPy3.

--rev REV sets "dlx" and "poj_3074.py" of revision REV beside the checkout's, in the same
rounds (the last note: the block before and after a change). Writes
bench/results/dlx-search.md, its targets listed after the tables. Never run by the tests.
"""
import json
import os
import subprocess
import sys
import time

import harness
from harness import Benchmark, Command, Contender, Workload

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [os.path.join(BENCH, "peers")]
from measure import load_set, have_set, valid_filling  # noqa: E402

# (set, puzzles: None for all of it, --quick sample)
SETS = [("top95", None, 20), ("forum-hardest-1106", None, 0), ("forum-hardest", 150, 0)]
LANGFORD = {10: 0, 11: 35584}          # n: covers
PYTHONS = {"CPython": sys.executable, "PyPy3": harness.pypy()}
WARM = " (second pass: JIT warm)"
NET = " (net of start-up)"


# ------------------------------------------------------------------ in the worker process

def sudoku_solver(contender, tree):
    """solve(grid) -> filling, for a contender built from tree's templates."""
    sys.path[:0] = [os.path.join(tree, "templates"), os.path.join(ROOT, "tests", "templates")]
    if contender in ("dlx", "dlx propagating", "dlx classic"):
        import sudoku
        if contender == "dlx propagating":
            sudoku.PROPAGATE = True
        if contender != "dlx classic":
            from dlx import DLX as engine
        else:
            from classic_dlx import ClassicDLX as engine
        dlx = engine(4 * 81)
        return lambda grid: sudoku.solve_sudoku(dlx, grid, 3)
    if contender == "masks":
        from sudoku_masks import solve_sudoku_masks
        return lambda grid: solve_sudoku_masks(grid, 3)[1]
    if contender == "norvig":
        import norvig
        return lambda grid: norvig.solve(grid, 3)
    import exact_cover_pkg
    return lambda grid: exact_cover_pkg.solve(grid, 3)


def sudoku_worker(contender, tree, set_name, limit, passes):
    """Print {"cpu", "wall"} of the last of `passes` passes over the set; exit 1 on a
    wrong answer (checked after the clock)."""
    puzzles, _ = load_set(set_name, limit=limit or 10 ** 9)
    solve = sudoku_solver(contender, tree)
    for _ in range(passes):
        c0, w0 = time.process_time(), time.perf_counter()
        out = [solve(list(grid)) for grid in puzzles]
        cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    for i, (grid, got) in enumerate(zip(puzzles, out)):
        if not valid_filling(grid, got, 3):
            sys.exit("dlx_search: %s is wrong on %s puzzle %d" % (contender, set_name, i))
    print(json.dumps({"cpu": cpu, "wall": wall}))


def langford_worker(contender, tree, n):
    """Print {"cpu", "wall", "count"} of counting Langford n's covers, the model built
    outside the clock."""
    sys.path[:0] = [os.path.join(tree, "templates"), os.path.join(ROOT, "tests", "templates"),
                    BENCH]
    from xc.langford import model
    n_items, _, options = model(n)
    if contender == "kuangbin port":
        import dlx_kuangbin
        count = lambda: dlx_kuangbin.count_covers(n_items, options)  # noqa: E731
    else:
        if contender == "dlx":
            from dlx import DLX as engine
        else:
            from classic_dlx import ClassicDLX as engine
        made = engine(n_items, capacity=1 + n_items + sum(map(len, options)))
        for k, items in enumerate(options):
            made.add_option(items, k)
        count = made.count
    c0, w0 = time.process_time(), time.perf_counter()
    found = count()
    print(json.dumps({"cpu": time.process_time() - c0, "wall": time.perf_counter() - w0,
                      "count": found}))


def poj_input(puzzles):
    return ("".join("".join(str(v) if v else "." for v in g) + "\n" for g in puzzles)
            + "end\n").encode()


def net_worker(program, set_name):
    """Run `python program` on the set as one POJ 3074 input and on "end" alone; print
    {"cpu", "wall"} of the first net of the second; exit 1 on a wrong answer."""
    puzzles, _ = load_set(set_name, limit=10 ** 9)
    spent = []
    for data in (poj_input(puzzles), b"end\n"):
        before = os.times()
        run = subprocess.run([sys.executable, program], input=data, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
        after = os.times()
        if run.returncode:
            sys.exit("dlx_search: %s failed: %s" % (program, run.stderr[-300:]))
        spent.append((after.children_user + after.children_system - before.children_user
                       - before.children_system, after.elapsed - before.elapsed))
        if data != b"end\n":
            why = check_poj(puzzles)(run.stdout)
            if why:
                sys.exit("dlx_search: %s: %s" % (program, why))
    print(json.dumps({"cpu": spent[0][0] - spent[1][0], "wall": spent[0][1] - spent[1][1]}))


def worker(argv):
    kind = argv[0]
    if kind == "sudoku":
        contender, tree, set_name, limit, passes = argv[1:]
        return sudoku_worker(contender, tree, set_name, int(limit), int(passes))
    if kind == "langford":
        return langford_worker(argv[1], argv[2], int(argv[3]))
    return net_worker(argv[1], argv[2])


# ------------------------------------------------------------------ the benchmark as data

def check_poj(puzzles):
    """check(stdout): every puzzle's filling, in order."""
    def check(out):
        grids = [[int(ch) for ch in line] for line in out.decode().split()]
        if len(grids) != len(puzzles) or not all(
                valid_filling(p, g, 3) for p, g in zip(puzzles, grids)):
            return "a wrong or missing filling"
    return check


def check_count(n):
    def check(out):
        got = json.loads(out.decode().strip().splitlines()[-1])["count"]
        return None if got == LANGFORD[n] else "%d covers, not %d" % (got, LANGFORD[n])
    return check


def workloads():
    out = []
    for name, limit, quick in SETS:
        what = "%s puzzles%s" % (limit or "all the", " (--quick: %d)" % quick if quick else "")
        for py in PYTHONS:
            for passes in ((1, 2) if py == "PyPy3" else (1,)):
                label = "%s%s on %s%s" % (name, " (%d)" % limit if limit else "", py,
                                        WARM if passes == 2 else "")
                out.append(Workload(label, "sudoku", ("sudoku", py, name, limit, passes,
                                                      quick), quick=bool(quick), what=what))
    for n, covers in sorted(LANGFORD.items()):
        for py in PYTHONS:
            out.append(Workload("Langford %d on %s" % (n, py), "exhaustive",
                                ("langford", py, n), quick=n == 10,
                                what="%d covers, all counted" % covers))
    out.append(Workload("forum-hardest-1106 as one POJ 3074 input on CPython" + NET, "process",
                        ("process", "forum-hardest-1106", "ec_script.py", True)))
    out.append(Workload("top95 as one POJ 3074 input on CPython", "process",
                        ("process", "top95", "norvig_script.py", False), quick=True))
    return out


def in_process(name, kinds=("sudoku", "langford"), sets=None, pythons=("CPython", "PyPy3")):
    """commands(workload, tree, quick) of an in-process contender."""
    def commands(w, tree, quick):
        kind, py = w.data[0], w.data[1]
        if kind not in kinds or py not in pythons or not PYTHONS[py] or (
                name == "exact_cover" and not has_exact_cover()):
            return []
        argv = [PYTHONS[py], os.path.abspath(__file__), "--worker", kind, name, tree]
        if kind == "langford":
            return [Command(argv + [str(w.data[2])], check=check_count(w.data[2]),
                            self_timed=True, cap=120.0)]
        _, _, set_name, limit, passes, quick_limit = w.data
        if sets and set_name not in sets or not have_set(set_name):
            return []
        limit = quick_limit if quick and quick_limit else limit
        return [Command(argv + [set_name, str(limit or 0), str(passes)], self_timed=True,
                        cap=300.0)]
    return commands


_EXACT_COVER = []


def has_exact_cover():
    """Whether this python imports the exact-cover C extension (asked once)."""
    if not _EXACT_COVER:
        _EXACT_COVER.append(subprocess.run([sys.executable, "-c", "import exact_cover"],
                                           stderr=subprocess.DEVNULL).returncode == 0)
    return _EXACT_COVER[0]


def whole_process(program, peer=False):
    """commands of a program run whole on a set as one POJ 3074 input."""
    def commands(w, tree, quick):
        if w.data[0] != "process" or (peer and w.data[2] != program):
            return []
        _, set_name, _, net = w.data
        if not have_set(set_name) or (program == "ec_script.py" and not has_exact_cover()):
            return []
        path = os.path.join(BENCH, "peers", program) if peer else os.path.join(
            tree, "solutions", program)
        if net:
            return [Command([sys.executable, os.path.abspath(__file__), "--worker", "net",
                             path, set_name], self_timed=True, cap=300.0)]
        puzzles, _ = load_set(set_name, limit=10 ** 9)
        return [Command([sys.executable, path], stdin=poj_input(puzzles),
                        check=check_poj(puzzles), cap=300.0)]
    return commands


CONTENDERS = [
    Contender("dlx", "sudoku-model's narrowing, then the dlx-template search (what the "
              "Sudoku solutions run); on Langford, the block's count()", in_process("dlx"),
              rev=True),
    Contender("dlx propagating", "the same under PyPy3 with sudoku-model's propagation "
              "before the search (PROPAGATE, what CPython runs)",
              in_process("dlx propagating", kinds=("sudoku",), pythons=("PyPy3",))),
    Contender("dlx classic", "the same model and block with dlx-template v9's item rule "
              "(tests/templates/classic_dlx.py)", in_process("dlx classic")),
    Contender("masks", "the opt-in sudoku-masks block (digit masks, no DLX)",
              in_process("masks", kinds=("sudoku",))),
    Contender("exact_cover", "the exact-cover C extension (bench venv)",
              in_process("exact_cover", kinds=("sudoku",), pythons=("CPython",))),
    Contender("norvig", "the Norvig-style solver (bench/peers/norvig.py)",
              in_process("norvig", kinds=("sudoku",), sets=("top95", "forum-hardest"))),
    Contender("kuangbin port", "a hand-written kuangbin-style DLX (bench/peers/dlx_kuangbin.py)",
              in_process("kuangbin port", kinds=("langford",))),
    Contender("poj_3074.py", "solutions/poj_3074.py, whole process",
              whole_process("poj_3074.py"), rev=True, group="whole process"),
    Contender("ec_script.py", "bench/peers/ec_script.py (the C extension), whole process",
              whole_process("ec_script.py", peer=True), group="whole process"),
    Contender("norvig_script.py", "bench/peers/norvig_script.py, whole process",
              whole_process("norvig_script.py", peer=True), group="whole process"),
]


def targets(results):
    """Issue 54's targets against the medians of this run."""
    def ratio(workload, a, b):
        runs = results.get(workload, {})
        if not (runs.get(a) and runs.get(b) and runs[a]["cpu"] and runs[b]["cpu"]):
            return None
        return harness.median(runs[a]["cpu"]) / harness.median(runs[b]["cpu"])
    rows = [("forum-hardest-1106 as one POJ 3074 input on CPython" + NET, "poj_3074.py",
             "ec_script.py", "<=", 2.5),
            ("top95 as one POJ 3074 input on CPython", "norvig_script.py", "poj_3074.py", ">=",
             2.5)]
    rows += [("%s%s on PyPy3" % (name, " (%d)" % limit if limit else ""), "dlx", "masks", "<=",
              1.5) for name, limit, _ in SETS]
    rows += [("Langford %d on %s" % (n, py), "dlx", "kuangbin port", "<=", 1.0)
             for n in sorted(LANGFORD) for py in PYTHONS]
    out = ["Targets (issue 54), ratios of the medians above:", ""]
    for workload, a, b, sense, bound in rows:
        r = ratio(workload, a, b)
        if r is not None:
            met = r <= bound if sense == "<=" else r >= bound
            out.append("- %s: %s / %s = %.2fx (target %s %.1fx): %s" % (
                workload, a, b, r, sense, bound, "met" if met else "**not met**"))
    return out + [""]


BENCHMARK = Benchmark(
    "dlx-search", "The DLX search of the Sudoku solutions and the block's exhaustive search "
    "against their peers (issue 54)", "\n\n".join(__doc__.split("\n\n")[2:5]),
    workloads(), CONTENDERS, baseline={"": "dlx", "whole process": "poj_3074.py"}, rounds=3, quick_rounds=1,
    summary=targets)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        worker(sys.argv[2:])
    else:
        harness.main(BENCHMARK)
