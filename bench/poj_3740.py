"""Benchmark: solutions/poj_3740.py on its maximum file, whole process.

    python bench/poj_3740.py [--rounds 7] [--python pypy3 ...]

What runs, each as a fresh process with the input on stdin (the judge's view):
  startup     the interpreter alone (python -c pass)
  read only   the same program reading and parsing the input, no solving
              (its read_cases() drained, the way main() calls it)
  solve       the program as submitted: testdata/poj_3740/cases/max_01.in,
              500 cases at M = 16, N = 300 (the stored max file)
  no pruning  the same, with the row pruning off: every nonempty row goes to DLX
              (equal columns are still merged)
  pairs       the program on 500 generated "pairs" cases (M = 16, N = 300,
              eight complementary pairs each): no row can be pruned, so every
              case builds a full 2,400-node DLX; the worst input we know for it
  pairs, read only   reading that input alone
Rounds are interleaved (every variant once per round, in a shuffled order) since
the machine is shared; the table shows medians of CPU time (user + sys, what the
runner limits) and wall time, and the ratio to the read-only time of the same
input. Speed claims in the README come from this script, never from tests.
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOLUTION = ROOT / "solutions" / "poj_3740.py"
DATA = ROOT / "testdata" / "poj_3740"
MAX_FILE = DATA / "cases" / "max_01.in"
sys.path.insert(0, str(ROOT / "bench"))
from whole_process import timed  # noqa: E402

LOAD = ("import importlib.util, sys; "
        "spec = importlib.util.spec_from_file_location('s', sys.argv[1]); "
        "s = importlib.util.module_from_spec(spec); spec.loader.exec_module(s); ")
READ_ONLY = LOAD + "[0 for _ in s.read_cases(sys.stdin.buffer.read())]"
NO_PRUNING = LOAD + ("f = s.find_cover; "
                     "s.find_cover = lambda rows, dlx: f(rows, dlx, prune=False); s.main()")


def run(cmd, path):
    """(CPU seconds, wall seconds, stdout bytes) of one run in the judge's sandbox."""
    with open(path, "rb") as f:
        result = timed(cmd, f.read())
    return result.cpu_s, result.wall_s, result.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--python", nargs="*", default=[sys.executable],
                    help="interpreters to time (default: this one)")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        pairs = os.path.join(tmp, "pairs.in")
        with open(pairs, "wb") as f:
            subprocess.run([sys.executable, str(DATA / "gen.py"), "3740", "--cases", "500",
                            "--m", "16", "--n", "300", "--kind", "pairs"], stdout=f, check=True,
                           env=dict(os.environ, PYTHONPATH=str(ROOT)))   # gen.py imports problemkit
        expected = {MAX_FILE: (DATA / "cases" / "max_01.ans").read_bytes(), pairs: None}
        for python in args.python:
            variants = [
                ("startup", [python, "-c", "pass"], MAX_FILE, None),
                ("read only", [python, "-c", READ_ONLY, str(SOLUTION)], MAX_FILE, None),
                ("solve", [python, str(SOLUTION)], MAX_FILE, "read only"),
                ("no pruning", [python, "-c", NO_PRUNING, str(SOLUTION)], MAX_FILE, "read only"),
                ("pairs, read only", [python, "-c", READ_ONLY, str(SOLUTION)], pairs, None),
                ("pairs", [python, str(SOLUTION)], pairs, "pairs, read only"),
            ]
            times = {name: ([], []) for name, _, _, _ in variants}
            rng = random.Random(0)
            for _ in range(args.rounds):
                order = variants[:]
                rng.shuffle(order)
                for name, cmd, path, _ in order:
                    cpu, wall, out = run(cmd, path)
                    if name in ("solve", "no pruning", "pairs"):
                        want = expected[path]
                        if want is not None and out != want:
                            sys.exit("bench: %s gave a wrong answer on %s" % (name, path))
                        if want is None:
                            expected[path] = out     # pairs: both programs must agree
                    times[name][0].append(cpu)
                    times[name][1].append(wall)
            version = subprocess.run([python, "-c", "import sys, platform; print("
                                      "platform.python_implementation(), sys.version.split()[0])"],
                                     stdout=subprocess.PIPE, check=True).stdout.decode().strip()
            print("\n%s, %d rounds, medians (input: %s = 500 cases of 16 x 300, %.1f MB)"
                  % (version, args.rounds, MAX_FILE.name, MAX_FILE.stat().st_size / 1e6))
            print("| run | CPU s | wall s | CPU / read only |")
            print("|---|---:|---:|---:|")
            for name, _, _, base in variants:
                cpu, wall = statistics.median(times[name][0]), statistics.median(times[name][1])
                ratio = "%.2f" % (cpu / statistics.median(times[base][0])) if base else ""
                print("| %s | %.3f | %.3f | %s |" % (name, cpu, wall, ratio))


if __name__ == "__main__":
    main()
