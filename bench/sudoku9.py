"""Benchmark of the four 9x9 Sudoku solutions on their stored cases.

    python bench/sudoku9.py [--repeat 5] [--python python3 --python pypy3] [PROBLEM ...]

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
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]
from judge.problem import load_problem  # noqa: E402
from whole_process import timed  # noqa: E402
PROBLEMS = ["boj_2580", "boj_19998", "poj_2676", "poj_3074"]
TARGETS = [  # (problem, case, CPU seconds, what)
    ("poj_3074", "top1465_300", 1.5, "POJ 3074: 300 top1465 puzzles, whole process"),
    ("boj_19998", "hard_01", 0.3, "BOJ 19998: the forum-hardest sample's hardest puzzle"),
]


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
    args = ap.parse_args()
    pythons = args.python or [sys.executable] + ([shutil.which("pypy3")]
                                                 if shutil.which("pypy3") else [])
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
