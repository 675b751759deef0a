"""Timings of the worked examples (examples/pentomino.py, examples/queens.py),
whole process, under CPython and PyPy3, each run measured by the judge's own
sandbox (bench/whole_process.timed): CPU time, as judges compare it.

    python3 bench/examples.py --out bench/results/examples.md
    python3 bench/examples.py --repeat 3 --only queens

Each job runs --repeat times; the rounds are interleaved (round 1 of every job
and interpreter, then round 2, ...) so that load from other processes spreads
over all of them, and the table shows medians and the CPython/PyPy3 ratio
measured in this run. Every output is checked against the known answer.
Never run by the tests.
"""
import argparse
import os
import shutil
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from whole_process import timed  # noqa: E402
PENTOMINO = os.path.join(ROOT, "examples", "pentomino.py")
QUEENS = os.path.join(ROOT, "examples", "queens.py")

# (name, file, input, expected output, heavy: skipped by --light)
JOBS = [
    ("pentomino 3x20 count", PENTOMINO, "3 20 count\n", "8", False),
    ("pentomino 3x20 distinct", PENTOMINO, "3 20 distinct\n", "2", False),
    ("pentomino 5x11 one (11 pieces)", PENTOMINO, "5 11 one\n", None, False),
    ("pentomino 6x10 distinct", PENTOMINO, "6 10 distinct\n", "2339", True),
    ("pentomino 6x10 count", PENTOMINO, "6 10 count\n", "9356", True),
    ("queens n=8 count", QUEENS, "8 count\n", "92", False),
    ("queens n=10 count", QUEENS, "10 count\n", "724", False),
    ("queens n=12 count", QUEENS, "12 count\n", "14200", False),
    ("queens n=1..12 count", QUEENS, "".join("%d count\n" % n for n in range(1, 13)),
     "1 0 0 2 10 4 40 92 352 724 2680 14200", False),
    ("queens n=1..40 one", QUEENS, "".join("%d one\n" % n for n in range(1, 41)), None, False),
]


def run(python, path, text, expected):
    """CPU seconds of one whole-process run; exits if the answer is wrong."""
    result = timed([python, path], text.encode(), seconds=600)
    out = result.stdout.decode()
    if expected is not None and out.split() != expected.split():
        sys.exit("bench: %s %s gave %r" % (python, path, out[:80]))
    return result.cpu_s


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--light", action="store_true", help="skip the 6x10 jobs")
    ap.add_argument("--out", help="also write the table to this file (bench/results/)")
    ap.add_argument("--only", default="", help="run the jobs whose name contains this")
    a = ap.parse_args()
    pythons = [("CPython", sys.executable)]
    if shutil.which("pypy3"):
        pythons.append(("PyPy3", shutil.which("pypy3")))
    jobs = [j for j in JOBS if a.only in j[0]]
    times = {}
    for _ in range(a.repeat):
        for name, path, text, expected, heavy in jobs:
            for label, python in pythons:
                if heavy and a.light:
                    continue
                t = run(python, path, text, expected)
                times.setdefault((name, label), []).append(t)
                print("  %-34s %-8s %8.2f s" % (name, label, t), file=sys.stderr, flush=True)
    lines = ["# Worked examples, whole process (bench/examples.py)", "",
             "CPU seconds (user + sys, as the judge measures them), median of %d interleaved "
             "round(s); every output checked." % a.repeat, "",
             "| job | CPython median s | PyPy3 median s | CPython / PyPy3 |",
             "|---|---|---|---|"]
    for name, *_ in jobs:
        cp, pp = times.get((name, "CPython")), times.get((name, "PyPy3"))
        med = [statistics.median(t) if t else None for t in (cp, pp)]
        cells = ["%.2f" % m if m is not None else "-" for m in med]
        ratio = "%.1fx" % (med[0] / med[1]) if None not in med else "-"
        lines.append("| %s | %s | %s | %s |" % (name, cells[0], cells[1], ratio))
    lines += ["", "CPython %s; PyPy3 %s; %d cores, load %s at the end" % (
        sys.version.split()[0], "found" if len(pythons) > 1 else "not found", os.cpu_count(),
        open("/proc/loadavg").read().split()[0] if os.path.exists("/proc/loadavg") else "?")]
    print("\n".join(lines))
    if a.out:
        with open(a.out, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
