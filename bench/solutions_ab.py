"""Before/after timing of the files that carry the template blocks: each
solution and example of a git revision against the working tree's, whole
process (start-up included), on its heaviest stored cases, in the judge's
sandbox (bench/whole_process.timed), rounds alternating which side goes first.

    python3 bench/solutions_ab.py REV [--rounds 5] [--cases 2] [--python pypy3] [FILE ...]

FILE defaults to every solution and example whose copy differs between REV and
the working tree. Both sides' outputs must be identical. Prints per file and
case the median CPU seconds of each side and after/before, then the ratio of
the summed medians. Standard library and git only; never run by the tests.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH]
from judge.problems import load_problem  # noqa: E402
from whole_process import heaviness, timed  # noqa: E402


def changed(rev):
    out = subprocess.check_output(["git", "-C", ROOT, "diff", "--name-only", "--diff-filter=M",
                                   rev, "--", "solutions/*.py", "examples/*.py"], text=True)
    return [p for p in out.split() if os.path.exists(os.path.join(ROOT, p))]


def problem_of(path):
    """The testdata folder whose problem.toml names path as its solution."""
    for name in sorted(os.listdir(os.path.join(ROOT, "testdata"))):
        toml = os.path.join(ROOT, "testdata", name, "problem.toml")
        if os.path.exists(toml) and ('"%s"' % path) in open(toml).read():
            return name
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rev")
    ap.add_argument("files", nargs="*")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--cases", type=int, default=2)
    ap.add_argument("--python", default=sys.executable)
    a = ap.parse_args()
    before_total = after_total = 0.0
    with tempfile.TemporaryDirectory() as folder:
        for path in a.files or changed(a.rev):
            name = problem_of(path)
            if name is None:
                print("%s: no problem folder, skipped" % path)
                continue
            old = os.path.join(folder, os.path.basename(path))
            with open(old, "w") as f:
                f.write(subprocess.check_output(
                    ["git", "-C", ROOT, "show", "%s:%s" % (a.rev, path)], text=True))
            sides = [("before", old), ("after", os.path.join(ROOT, path))]
            problem = load_problem(name, os.path.join(ROOT, "testdata"), ROOT)
            ins = sorted((os.path.join(problem.cases_dir, f) for f in os.listdir(problem.cases_dir)
                          if f.endswith(".in")), key=heaviness)[:a.cases]
            for case in ins:
                data = open(case, "rb").read()
                cpu, outs = {"before": [], "after": []}, {}
                for r in range(a.rounds):
                    for side, file in (sides if r % 2 == 0 else sides[::-1]):
                        run = timed([a.python, file], data)
                        cpu[side].append(run.cpu_s)
                        outs[side] = run.stdout
                if outs["before"] != outs["after"]:
                    sys.exit("solutions_ab: %s %s: the two sides answer differently" % (path, case))
                med = {k: statistics.median(v) for k, v in cpu.items()}
                before_total += med["before"]
                after_total += med["after"]
                print("%-24s %-20s before %.3f s  after %.3f s  after/before %.3f" % (
                    path, os.path.basename(case), med["before"], med["after"],
                    med["after"] / med["before"]))
    print("%s, %d rounds: summed medians before %.3f s, after %.3f s, after/before %.3f" % (
        os.path.basename(a.python), a.rounds, before_total, after_total,
        after_total / before_total))


if __name__ == "__main__":
    main()
