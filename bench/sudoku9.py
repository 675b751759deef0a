"""Benchmark of the 9x9 Sudoku search and of the four 9x9 Sudoku solutions.

    python bench/sudoku9.py [--repeat 5] [--python python3 --python pypy3] [PROBLEM ...]
    python bench/sudoku9.py --search [--out bench/results]    # parts 1 and 2 only

Part 1, the search (--search, or by default first), per set of bench/data (top95,
forum-hardest-1106 fetched at bench time (measure.FETCHED), top1465, the forum-hardest sample,
500 of the 17-clue sample, easy50), in process, one worker process per
interpreter (CPython, PyPy3), the contenders alternating puzzle by puzzle (A B,
B A, ...), CPU time (time.process_time) and steps per puzzle, every answer
checked: "masks", the opt-in sudoku-masks block (digit masks, singles
propagated after each choice; steps: choices); "masks+locked", the same with
locked candidates to a fixpoint after every choice (_locked, the block's root
pass); "dlx", the shipped search (load_sudoku, then the dlx-template search; steps:
DLX nodes); the PyPI C extension exact-cover and the
Norvig-style peer (bench/peers/). Ratios: each contender over masks.
Part 2, top95 whole process (where it could be fetched): solutions/poj_3074.py
against bench/peers/norvig_script.py on one POJ 3074 input of the 95 puzzles,
CPython, in the judge's sandbox, --repeat rounds alternating, median CPU time.
Both parts write bench/results/sudoku9.md (--out).

Part 3, the solutions:

For every stored case and interpreter: the median whole-process CPU time
(user + sys, start-up included) over --repeat runs, the ratio to half the
judge's time limit (the target: <= 1.00), and the peak memory (max over runs), each
run measured by the judge's own sandbox (bench/whole_process.timed); the time
limits are read by the judge's problem.toml reader.
Runs are interleaved (case by case, interpreter by interpreter, round after
round) so a busy machine slows every column alike. The targets (TARGETS: CPU
seconds per case) are printed at the end. Standard library only; never run by the tests.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]
from judge.problems import load_problem  # noqa: E402
from measure import WHY_MISSING, have_set, load_set, valid_filling  # noqa: E402
from whole_process import base_python, timed  # noqa: E402
PROBLEMS = ["boj_2580", "boj_19998", "poj_2676", "poj_3074"]
TARGETS = [  # (problem, case, CPU seconds, what)
    ("poj_3074", "top1465_300", 1.5, "POJ 3074: 300 top1465 puzzles, whole process"),
    ("boj_19998", "hard_01", 0.3, "BOJ 19998: the forum-hardest sample's hardest puzzle"),
]


SEARCH_SETS = [("top95", None), ("forum-hardest-1106", None), ("top1465", None),
               ("forum-hardest", 10 ** 9), ("17clue", 500), ("easy50", None)]
CONTENDERS = ["masks", "masks+locked", "dlx", "exact_cover", "norvig"]


def contenders():
    """{name: solve(grid) -> (filling, steps)} of the contenders this interpreter has."""
    sys.path[:0] = [str(ROOT / "templates"), str(ROOT / "bench" / "peers")]
    import sudoku
    import sudoku_masks
    from dlx import DLX
    dlx, steps = DLX(4 * 81), [0]
    singles, locked = sudoku.place_singles, sudoku._locked

    def counted(cand, planes, todo, shape):        # a choice (or the root): a step
        steps[0] += 1
        return singles(cand, planes, todo, shape)

    def with_locked(cand, planes, todo, shape):    # singles and locked candidates, fixpoint
        steps[0] += 1
        while singles(cand, planes, todo, shape):
            dropped = locked(cand, planes, todo, shape)
            if dropped <= 0:
                return dropped == 0
        return False

    def masks_with(propagate):                     # the opt-in sudoku-masks block
        def solve(grid):
            steps[0] = 0
            sudoku_masks.place_singles = propagate
            try:
                return sudoku_masks.solve_sudoku_masks(grid, 3)[1], steps[0]
            finally:
                sudoku_masks.place_singles = singles
        return solve

    def dlx_search(grid):
        cand = sudoku.load_sudoku(dlx, grid, 3)
        labels = dlx.search(1)[1]
        out = [m.bit_length() for m in cand]
        for label in labels:
            out[label // 9] = label % 9 + 1
        return out, dlx.nodes

    out = {"masks": masks_with(counted), "masks+locked": masks_with(with_locked),
           "dlx": dlx_search}
    try:
        import exact_cover_pkg
        out["exact_cover"] = lambda grid: (exact_cover_pkg.solve(grid, 3), None)
    except ImportError:
        pass
    import norvig
    out["norvig"] = lambda grid: (norvig.solve(grid, 3), None)
    return out


def search_worker(sample):
    """Part 1 in this interpreter: JSON {set: {contender: [cpu s, steps, puzzles]}};
    sample: at most this many puzzles of a set, evenly spaced (0: SEARCH_SETS's)."""
    solvers = contenders()
    names = [n for n in CONTENDERS if n in solvers]
    result = {}
    for name, limit in SEARCH_SETS:
        if not have_set(name):
            continue
        puzzles, _ = load_set(name, limit=min(limit or 10 ** 9, sample or 10 ** 9))
        tally = {n: [0.0, 0, 0] for n in names}
        for i, grid in enumerate(puzzles):
            for n in (names if i % 2 == 0 else names[::-1]):
                t0 = time.process_time()
                out, steps = solvers[n](list(grid))
                tally[n][0] += time.process_time() - t0
                if not valid_filling(grid, out, 3):
                    raise SystemExit("bench/sudoku9.py: %s is wrong on %s puzzle %d" % (n, name, i))
                tally[n][1] += steps or 0
                tally[n][2] += 1
        result[name] = tally
    json.dump(result, sys.stdout)


def search_part(pythons, sample):
    """Part 1: one worker per interpreter; the markdown table and goal lines."""
    lines = ["| set | interpreter | contender | puzzles | CPU ms | ms per puzzle | steps per "
             "puzzle | time / masks |", "|---|---|---|---|---|---|---|---|"]
    goals, missing = [], [n for n, _ in SEARCH_SETS if not have_set(n)]
    runs = {}
    for py in pythons:
        proc = subprocess.run([py, __file__, "--worker", "--sample", str(sample)],
                              capture_output=True, text=True)
        if proc.returncode:
            raise SystemExit("bench/sudoku9.py: the %s worker failed: %s" % (py, proc.stderr[-500:]))
        runs[os.path.basename(py)] = json.loads(proc.stdout)
        print("bench/sudoku9.py: %s worker: %s" % (py, proc.stdout), file=sys.stderr)
    for name, _ in SEARCH_SETS:
        for py, sets in runs.items():
            if name not in sets:
                continue
            tally = sets[name]
            base = tally["masks"][0]
            for n, (cpu, steps, count) in tally.items():
                lines.append("| %s | %s | %s | %d | %.0f | %.2f | %s | %.2fx |" % (
                    name, py, n, count, 1000 * cpu, 1000 * cpu / count,
                    "%.0f" % (steps / count) if steps else "-", cpu / base))
            if "exact_cover" in tally and name in ("forum-hardest", "forum-hardest-1106",
                                                   "top95"):
                ratio = base / tally["exact_cover"][0]
                goals.append("- %s, %s: masks / exact-cover (C) = %.2fx (issue 33: at most "
                             "2.0x on forum-hardest): %s" % (name, py, ratio,
                                                             "met" if ratio <= 2 else "**not met**"))
    if missing:
        goals.append("- not measured: %s" % "; ".join("%s (%s)" % (n, WHY_MISSING[n])
                                                        for n in missing))
    return "\n".join(lines), goals


def top95_whole_process(rounds):
    """Part 2: (markdown lines, goal line) of poj_3074.py against norvig_script.py."""
    if not have_set("top95"):
        return [], "- top95 whole process: top95 %s, not measured" % WHY_MISSING["top95"]
    puzzles, _ = load_set("top95")
    data = ("".join("".join(str(v) if v else "." for v in g) + "\n" for g in puzzles)
            + "end\n").encode()
    scripts = {"poj_3074.py": ROOT / "solutions" / "poj_3074.py",
               "norvig_script.py": ROOT / "bench" / "peers" / "norvig_script.py"}
    cpu = {n: [] for n in scripts}
    python = base_python()
    for rnd in range(rounds):
        for n in (sorted(scripts) if rnd % 2 == 0 else sorted(scripts)[::-1]):
            run = timed([python, str(scripts[n])], data)
            grids = [[int(ch) for ch in line] for line in run.stdout.decode().split()]
            if len(grids) != len(puzzles) or not all(
                    valid_filling(p, g, 3) for p, g in zip(puzzles, grids)):
                raise SystemExit("bench/sudoku9.py: %s is wrong on top95" % n)
            cpu[n].append(run.cpu_s)
    med = {n: statistics.median(v) for n, v in cpu.items()}
    ratio = med["norvig_script.py"] / med["poj_3074.py"]
    lines = ["| program | CPU ms (median of %d) |" % rounds, "|---|---|"] + [
        "| %s | %.0f |" % (n, 1000 * med[n]) for n in sorted(med)]
    return lines, ("- top95 whole process, CPython: Norvig-style / poj_3074.py = %.2fx "
                   "(issue 33: at least 2.5x): %s" % (ratio, "met" if ratio >= 2.5
                                                       else "**not met**"))


def search_report(pythons, rounds, out_dir, sample):
    """Parts 1 and 2, printed and written to out_dir/sudoku9.md."""
    start, load = time.time(), os.getloadavg()[0]
    table, goals = search_part(pythons, sample)
    whole, goal = top95_whole_process(rounds)
    text = "\n".join([
        "# Sudoku 9x9 search benchmark %s" % datetime.datetime.now().isoformat(timespec="seconds"),
        "", "%s; %s; %d CPUs, load average %.1f at start, %.1f at end; %.0f s. Reproduce: "
        "`python bench/sudoku9.py --search%s`." % (
            platform.platform(), ", ".join(os.path.basename(p) for p in pythons),
            os.cpu_count(), load, os.getloadavg()[0], time.time() - start,
            " --sample %d" % sample if sample else ""),
        "", "## In process, per puzzle (contenders alternating; see the docstring)", "",
        table, "", "Steps: masks, a choice and its propagation; dlx, a DLX node (an item "
        "chosen, forced ones too).", "", "## top95, whole process (judge's sandbox)", ""]
        + whole + ["", "## Goals", ""] + goals + [goal, ""])
    print(text)
    path = Path(out_dir) / "sudoku9.md"
    path.write_text(text)
    print("bench/sudoku9.py: wrote %s" % path, file=sys.stderr)


def time_limit(problem):
    return load_problem(problem, str(ROOT / "testdata"), str(ROOT)).time_limit


def top1465_file(count):
    """A POJ 3074 input of the first `count` top1465 puzzles (bench/data): a
    benchmark, too slow for a stored case within half the 1 s limit."""
    path = Path(tempfile.gettempdir()) / ("top1465_%d.in" % count)
    lines = (ROOT / "bench" / "data" / "top1465.txt").read_text().split()[:count]
    path.write_text("\n".join(lines + ["end"]) + "\n")
    return path


def run_once(python, solution, data):
    """(CPU seconds, peak memory in MB) of one run in the judge's sandbox."""
    run = timed([python, str(solution)], data)
    return run.cpu_s, run.peak_kb / 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("problems", nargs="*", default=PROBLEMS)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--python", action="append")
    ap.add_argument("--search", action="store_true", help="parts 1 and 2 only")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--out", default=str(ROOT / "bench" / "results"))
    ap.add_argument("--sample", type=int, default=0,
                    help="part 1: at most this many puzzles per set (evenly spaced)")
    args = ap.parse_args()
    if args.worker:
        return search_worker(args.sample)
    pythons = args.python or [sys.executable] + ([shutil.which("pypy3")]
                                                 if shutil.which("pypy3") else [])
    search_report(pythons, args.repeat, args.out, args.sample)
    if args.search:
        return
    cases = [(p, c) for p in args.problems
             for c in sorted((ROOT / "testdata" / p / "cases").glob("*.in"))]
    if "poj_3074" in args.problems:
        cases.append(("poj_3074", top1465_file(300)))
    times = {}
    rss = {}
    for _ in range(args.repeat):
        for p, c in cases:
            data = c.read_bytes()
            for py in pythons:
                t, m = run_once(py, ROOT / "solutions" / (p + ".py"), data)
                times.setdefault((p, c.stem, py), []).append(t)
                rss[(p, c.stem, py)] = max(rss.get((p, c.stem, py), 0), m)
    names = [os.path.basename(py) for py in pythons]
    print("median CPU time of %d runs (ms), ratio to half the time limit, peak memory (MB)"
          % args.repeat)
    print("%-22s" % "case" + "".join("%26s" % n for n in names))
    for p, c in cases:
        half = time_limit(p) / 2
        cells = []
        for py in pythons:
            med = statistics.median(times[(p, c.stem, py)])
            cells.append("%8.0f ms %5.2fx %6.1f MB" % (1000 * med, med / half,
                                                     rss[(p, c.stem, py)]))
        print("%-22s" % ("%s/%s" % (p, c.stem)) + "".join("%26s" % s for s in cells))
    print("\ntargets (CPU time, median):")
    for p, case, limit, what in TARGETS:
        for py, name in zip(pythons, names):
            if (p, case, py) in times:
                med = statistics.median(times[(p, case, py)])
                print("  %-55s %-8s %6.0f ms / %4.0f ms  %s" % (
                    what, name, 1000 * med, 1000 * limit, "ok" if med <= limit else "MISSED"))


if __name__ == "__main__":
    main()
