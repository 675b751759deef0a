"""One run of bench/colors.py's Python contenders, in a fresh process:

    python bench/colors/worker.py CONTENDER KIND MODE [--min-seconds S]

builds the models of the workload kind untimed (models.instances), times the contender on
all of them (mean of passes of at least S CPU seconds in all), checks every filling with
ex_crossword's checker, and prints one JSON line: cpu, wall, rss_mb (the peak after the
first pass: the interpreter, every model built and solved once), count (fillings in all).
A wrong answer: one line on stderr, exit 1. BENCH_TREE: run another tree's blocks.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import models  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("contender")
    ap.add_argument("kind")
    ap.add_argument("mode", choices=("count", "solve"))
    ap.add_argument("--min-seconds", type=float, default=0.2)
    ap.add_argument("--quick", action="store_true", help="the kind's small instances")
    a = ap.parse_args()
    if a.contender in models.PEERS:
        try:
            models.RUNS[a.contender] = models.peer(a.contender)
        except ImportError as e:
            sys.exit("colors worker: %s cannot run here: %s" % (a.contender, e))
    insts = models.instances(a.kind, a.quick)
    cpu, wall, peak, answers = models.timed(a.contender, insts, a.mode, a.min_seconds)
    for (grid, words), answer in zip(insts, answers):
        why = models.wrong(grid, words, answer)
        if why:
            sys.exit("colors worker: %s on %s: %s" % (a.contender, a.kind, why))
    print(json.dumps({"cpu": cpu, "wall": wall, "rss_mb": peak,
                      "count": sum(ans[0] for ans in answers)}))


if __name__ == "__main__":
    main()
