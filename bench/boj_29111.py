"""BOJ 29111 benchmark: what solutions/boj_29111.py costs, measured in one run.

    python3 bench/boj_29111.py [--rounds 5] [--quick]

1. Whole process, judge-like: start-up, parsing and output included, for n on
   both sides of the DLX/construction switch up to 10^6 (and 2*10^6), under
   CPython, CPython 3.8 and PyPy3 where installed. Interpreters and n are
   interleaved round by round; the table shows medians of CPU (user + sys,
   what judges compare with the limit), wall and peak memory, each run measured
   by the judge's own sandbox (bench/whole_process.timed). Every output is
   judged by testdata/boj_29111/checker.py once, in the judge's checker
   process, outside the timing.
2. Output formatting, in-process per interpreter: one "%d ..." % tuple(run)
   per run versus " ".join(map(str, run)) for n = 10^6; median of each,
   alternated, and their ratio (why render() picks per interpreter).
3. The switch: cover() calls and time of the exact-cover search for every n up
   to 45 (CPython, in-process), i.e. why N_DLX = 32.

Standard library only; never run by the tests.
"""
import argparse
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
SOLUTION = os.path.join(ROOT, "solutions", "boj_29111.py")
CHECKER = os.path.join(ROOT, "testdata", "boj_29111", "checker.py")
sys.path.insert(0, ROOT)
from judge.checking import PythonChecker as Checker  # noqa: E402
from whole_process import timed  # noqa: E402


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def interpreters():
    found = [("cpython", sys.executable)]
    py38 = os.path.expanduser("~/.pyenv/versions/3.8.18/bin/python3.8")
    for name, exe in (("cpython3.8", py38 if os.path.exists(py38) else shutil.which("python3.8")),
                      ("pypy3", shutil.which("pypy3"))):
        if exe and subprocess.run([exe, "-c", ""], capture_output=True).returncode == 0:
            found.append((name, exe))
    return found


def run_once(exe, n):
    """(cpu s, wall s, peak memory MB, output) of one whole-process run, measured by the
    judge's sandbox (whole_process.timed)."""
    run = timed([exe, SOLUTION], b"%d\n" % n)
    return run.cpu_s, run.wall_s, run.peak_kb / 1024.0, run.stdout


def judge_output(checker, n, output, name):
    """The problem's checker, in its own process as the judge runs it."""
    ok, message = checker.check(b"%d\n" % n, output, b"")
    if not ok:
        raise SystemExit("bench: %s, n = %d: %s" % (name, n, message))


def whole_process(ns, rounds):
    pys = interpreters()
    samples = {(name, n): [] for name, _ in pys for n in ns}
    checker = Checker(CHECKER, ROOT, 60)
    try:
        for rnd in range(rounds):
            for n in ns:
                order = pys[rnd % len(pys):] + pys[:rnd % len(pys)]   # rotate
                for name, exe in order:
                    cpu, wall, mb, output = run_once(exe, n)
                    samples[name, n].append((cpu, wall, mb))
                    if rnd == 0:
                        judge_output(checker, n, output, name)
    finally:
        checker.close()
    print("## 1. Whole process (median of %d rounds; CPU = user + sys)" % rounds)
    print()
    print("| n | method | " + " | ".join("%s CPU / wall / memory" % name for name, _ in pys) + " |")
    print("|---|---|" + "---|" * len(pys))
    for n in ns:
        cells = []
        for name, _ in pys:
            runs = samples[name, n]
            cells.append("%.3f s / %.3f s / %.0f MB" % tuple(
                statistics.median(r[i] for r in runs) for i in range(3)))
        method = "DLX" if n <= SOL.N_DLX else "construction"
        print("| %d | %s | %s |" % (n, method, " | ".join(cells)))
    print()


FORMAT_WORKER = r"""
import statistics, sys, time
sys.path.insert(0, %r)
import importlib.util
spec = importlib.util.spec_from_file_location("s", %r)
s = importlib.util.module_from_spec(spec); spec.loader.exec_module(s)
n, rounds = %d, %d
runs = [r for r in s.runs(n) if r]
def pct():
    return " ".join([("%%d " * len(r))[:-1] %% tuple(r) for r in runs])
def via_map():
    return " ".join([" ".join(map(str, r)) for r in runs])
assert pct() == via_map()
t = {"pct": [], "map": []}
for k in range(rounds):
    for name, f in ((("pct", pct), ("map", via_map)) if k %% 2 == 0 else
                    (("map", via_map), ("pct", pct))):
        a = time.perf_counter(); f(); t[name].append(time.perf_counter() - a)
print(statistics.median(t["pct"]), statistics.median(t["map"]))
"""


def formatting(rounds, n=10 ** 6):
    print("## 2. Output formatting, n = %d, in-process (median of %d, alternated)" % (n, rounds))
    print()
    print("| interpreter | %-format per run | join(map(str)) per run | map / % |")
    print("|---|---|---|---|")
    for name, exe in interpreters():
        code = FORMAT_WORKER % (BENCH, SOLUTION, n, rounds)
        out = subprocess.run([exe, "-c", code], capture_output=True, text=True, check=True)
        pct, via_map = map(float, out.stdout.split())
        print("| %s | %.3f s | %.3f s | %.2f |" % (name, pct, via_map, via_map / pct))
    print()


def switch(max_n, budget_s):
    print("## 3. Exact cover per n (CPython, in-process; extra covers = cover() calls "
          "beyond the 3n+1 of a search that never backtracks)")
    print()
    print("| n | covers | extra | time |")
    print("|---|---|---|---|")
    for n in range(1, max_n + 1):
        parity = SOL.reserve_parity(n)
        dlx = SOL.DLX(3 * n + 1, capacity=SOL.model_capacity(n))
        SOL.build_model(dlx, n, [k for k in range(1, n + 2) if k % 2 == parity])
        calls, cover = [0], dlx.cover

        def counting(item, calls=calls, cover=cover):
            calls[0] += 1
            cover(item)

        dlx.cover = counting
        start = time.perf_counter()
        dlx.solve()
        elapsed = time.perf_counter() - start
        print("| %d | %d | %d | %.4f s |" % (n, calls[0], calls[0] - (3 * n + 1), elapsed))
        if elapsed > budget_s:
            print("\n(stopped: n = %d took over %.1f s)" % (n, budget_s))
            break
    print()


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--quick", action="store_true", help="fewer n, 3 rounds")
    args = p.parse_args()
    rounds = 3 if args.quick else args.rounds
    ns = [1, 12, 32, 33, 1000, 10 ** 5, 10 ** 6]
    if not args.quick:
        ns[5:5] = [10 ** 4, 10 ** 5 - 1]
        ns += [10 ** 5 + 1, 10 ** 5 + 2, 10 ** 5 + 3, 2 * 10 ** 6]
        ns.sort()
    whole_process(ns, rounds)
    formatting(rounds)
    switch(45, 5.0)


SOL = load(SOLUTION, "boj_29111_solution")

if __name__ == "__main__":
    main()
