"""`make judge` of two trees of this repository, interleaved: what the runner's changes cost
the command a newcomer runs first (issue 31: at most 10% slower than the base commit).

    python3 bench/judge_ab.py OLD_TREE [NEW_TREE] [--rounds R] [--name NAME]

Two comparisons, each the two commands of `make judge` (`runner.py`, then `runner.py --cpp`)
with OLD and NEW alternating, ROUNDS rounds after one untimed warm-up each:
- own: each tree judges its own solutions on its own cases, as `make judge` does there (NEW
  may hold more cases and other solutions: the newcomer's whole wait);
- same: NEW's runner judges OLD's solutions on OLD's cases (`--root OLD --testdata
  OLD/testdata`): the runner's own cost, nothing else changed.
Every run must accept every case. The machine is shared: medians of wall clock and of the
children's CPU time (user + system), and the ratios NEW / OLD of one run, with the load.
Writes bench/results/<date>-<NAME>.md."""
import argparse
import datetime
import os
import resource
import statistics
import subprocess
import sys
import time

RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def commands(runner_tree, data_tree):
    """The two commands of `make judge`, by runner_tree's runner on data_tree's problems."""
    base = [sys.executable, os.path.join(runner_tree, "runner.py")]
    if data_tree != runner_tree:
        base += ["--root", data_tree, "--testdata", os.path.join(data_tree, "testdata")]
    return [base, base + ["--cpp"]]


def timed(cmds):
    """Wall and children's CPU seconds of running cmds one after another; exits on a failure."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    for cmd in cmds:
        done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if done.returncode != 0:
            tail = done.stderr.decode(errors="replace").strip().splitlines()[-1:]
            sys.exit("judge_ab: %s failed (exit %d): %s" % (" ".join(cmd), done.returncode,
                                                          " ".join(tail)))
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def compare(pairs, rounds):
    """pairs: {"old": cmds, "new": cmds}; returns {side: [(wall, cpu), ...]}."""
    runs = {side: [] for side in pairs}
    for side in pairs:
        timed(pairs[side])                       # warm-up: page cache, compiled bytecode
    for _ in range(rounds):
        for side in pairs:
            runs[side].append(timed(pairs[side]))
    return runs


def rows(label, runs):
    med = {side: [statistics.median(r[k] for r in runs[side]) for k in (0, 1)]
           for side in runs}
    out = []
    for side in ("old", "new"):
        out.append("| %s | %s | %.1f | %.1f | %s |" % (
            label, side, med[side][0], med[side][1],
            " ".join("%.1f" % r[0] for r in runs[side])))
    ratio = [med["new"][k] / med["old"][k] for k in (0, 1)]
    return out, ratio


def main():
    p = argparse.ArgumentParser()
    p.add_argument("old")
    p.add_argument("new", nargs="?", default=HERE)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--name", default="judge-ab")
    a = p.parse_args()
    old, new = os.path.abspath(a.old), os.path.abspath(a.new)
    load_start = os.getloadavg()[0]
    table = ["| comparison | tree | median wall s | median CPU s | wall of each round |",
             "|---|---|---|---|---|"]
    ratios = {}
    for label, data_of in (("own", lambda t: t), ("same", lambda t: old)):
        runs = compare({"old": commands(old, data_of(old)),
                        "new": commands(new, data_of(new))}, a.rounds)
        lines, ratios[label] = rows(label, runs)
        table += lines
    lines = ["# %s: `make judge` of %s against %s" % (a.name, new, old), "",
             "%s; %d interleaved rounds after a warm-up; load average %.1f at the start, %.1f "
             "at the end; `runner.py` then `runner.py --cpp`; own: each tree its own cases; "
             "same: both runners on the old tree's solutions and cases. Reproduce: "
             "`python3 bench/judge_ab.py OLD_TREE`." % (
                 datetime.datetime.now().isoformat(timespec="seconds"), a.rounds, load_start,
                 os.getloadavg()[0]), ""] + table + [""]
    for label in ratios:
        lines.append("- %s: new / old wall **%.3f**, CPU **%.3f**" % ((label,) + tuple(
            ratios[label])))
    worst = max(ratios["same"])
    lines.append("\nTarget (issue 31), the runner no more than 10%% slower: %.3f (%s)."
                 % (worst, "met" if worst <= 1.10 else "**not met**"))
    text = "\n".join(lines) + "\n"
    print(text)
    with open(os.path.join(RESULTS, "%s-%s.md" % (datetime.date.today().isoformat(),
                                                   a.name)), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
