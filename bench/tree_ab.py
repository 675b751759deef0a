"""The runner of two trees of this repository on the same tiny cases, interleaved: what one
change costs a whole run end to end (wall clock of the command), e.g. a branch against main:

    python3 bench/tree_ab.py OLD_TREE NEW_TREE [--cases N] [--rounds R] [--name NAME]

CASES A+B cases and a Python A+B solution in a temporary folder, judged by
`python3 TREE/runner.py cases/ main.py -j 1` (default modes), OLD and NEW alternating, ROUNDS
rounds after one untimed warm-up each; every run must accept every case. The machine is
shared: only medians and the ratio NEW / OLD of one run are reported, with the load average
and the DLXJUDGE_* modes of the environment (DLXJUDGE_ISOLATION=none: a root runner's row 3).
Writes bench/results/<date>-<NAME>.md."""
import argparse
import datetime
import os
import statistics
import subprocess
import sys
import tempfile
import time

RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")


def make_cases(folder, n):
    os.mkdir(os.path.join(folder, "cases"))
    for k in range(n):
        for ext, text in ((".in", "%d %d\n" % (k, k + 1)), (".ans", "%d\n" % (2 * k + 1))):
            with open(os.path.join(folder, "cases", "%03d%s" % (k, ext)), "w") as f:
                f.write(text)
    with open(os.path.join(folder, "main.py"), "w") as f:
        f.write("a, b = map(int, input().split())\nprint(a + b)\n")
    os.chmod(folder, 0o755)


def one(tree, folder):
    cmd = [sys.executable, os.path.join(tree, "runner.py"), os.path.join(folder, "cases"),
           os.path.join(folder, "main.py"), "-j", "1"]
    start = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if done.returncode != 0:
        sys.exit("%s: the runner did not accept every case (exit %d)" % (tree, done.returncode))
    return time.perf_counter() - start


def main():
    p = argparse.ArgumentParser()
    p.add_argument("old")
    p.add_argument("new")
    p.add_argument("--cases", type=int, default=30)
    p.add_argument("--rounds", type=int, default=7)
    p.add_argument("--name", default="tree-ab")
    a = p.parse_args()
    times = {a.old: [], a.new: []}
    with tempfile.TemporaryDirectory(prefix="dlxjudge-bench-") as folder:
        make_cases(folder, a.cases)
        for tree in times:
            one(tree, folder)
        for _ in range(a.rounds):
            for tree in times:
                times[tree].append(one(tree, folder))
    old, new = (statistics.median(times[t]) for t in (a.old, a.new))
    lines = ["# %s: %s against %s" % (a.name, a.new, a.old), "",
             "%d cases of A+B, `runner.py cases/ main.py -j 1`, %d interleaved rounds, load "
             "average %s at the end; modes: %s." % (a.cases, a.rounds, " ".join(
                 "%.1f" % x for x in os.getloadavg()), " ".join(
                 "%s=%s" % kv for kv in sorted(os.environ.items())
                 if kv[0].startswith("DLXJUDGE_")) or "default"), "",
             "| tree | median wall s | runs |", "|---|---|---|",
             "| old %s | %.2f | %s |" % (a.old, old, " ".join("%.2f" % t for t in times[a.old])),
             "| new %s | %.2f | %s |" % (a.new, new, " ".join("%.2f" % t for t in times[a.new])),
             "", "ratio new / old: **%.3f**" % (new / old)]
    text = "\n".join(lines) + "\n"
    print(text)
    path = os.path.join(RESULTS, "%s-%s.md" % (datetime.date.today().isoformat(), a.name))
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
