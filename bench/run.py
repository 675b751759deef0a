"""`make bench`'s Sudoku benchmark: the toolkit's Sudoku speed against every peer, in one
interleaved run on the harness (harness.py). Never part of the tests; it fails on a wrong
answer, never on time.

    python3 bench/run.py [--quick] [--only top1465,batch] [--contenders ours/cpython,...]

What it measures (every ratio: a contender's time over ours, same puzzles, same interpreter):
1. In process, per puzzle (model building included), on the sets of bench/data (top95 and
   forum-hardest-1106 fetched at bench time: measure.FETCHED, or $BENCH_SETS_DIR): our
   template (templates/dlx.py + templates/sudoku.py) against a Norvig-style solver, a
   dict-of-sets Algorithm X, and the PyPI packages exact-cover (C) and dlx. A run is one
   process (measure.py --harness) solving the set with one solver; its time is the sum of
   the per-puzzle CPU times, the interpreter's start left out; the note adds per-puzzle
   statistics and a plot (sudoku.png). A slow peer past its cap (BUDGET) is shown capped.
2. CPython against PyPy3 on the same puzzles: under PyPy3 each run solves its set twice,
   the first pass what a judge sees (the JIT warming up: the time tabled), the second steady
   state ("warm", in the summary).
3. Whole process, judge-like: POJ 3074 inputs of 1, 10 and 100 top1465 puzzles (family
   batch), solutions/poj_3074.py against a script using the C extension
   (peers/ec_script.py), and every Python solution on its heaviest stored cases under
   CPython and PyPy3 through the judge itself (family judged: judged/whole_process.py, its
   CPU time, memory and verdict), next to the problem's time limit.

Writes bench/results/sudoku.md, sudoku.png (the plot) and sudoku.json (every round's raw
per-puzzle times); --quick: a scratch folder.
"""
import glob
import os
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH, os.path.join(BENCH, "judged")]
import harness  # noqa: E402
import whole_process  # noqa: E402  (bench/judged/)
from harness import Benchmark, Command, Contender, Workload, median  # noqa: E402
from measure import SETS, SOLVERS, WHY_MISSING, have_set, load_set  # noqa: E402

PYPY_SOLVERS = ("ours", "norvig", "algox_dict")
NO_BUDGET = ("ours", "norvig", "exact_cover")       # the targets name them: never capped
# Wall seconds per run for the other peers: a whole set, on a machine that may be busy (45 s
# capped Assaf's Algorithm X on top1465 at a load of 6, where it needs about 30 s of CPU).
BUDGET, BUDGET_QUICK = 120.0, 5.0
BATCH = (1, 10, 100)
CASES, CASES_QUICK = 3, 1                            # heaviest stored cases per solution


# ------------------------------------------------------------------ workloads

def solutions():
    """The Python solutions with a problem folder."""
    return [os.path.splitext(os.path.basename(p))[0]
            for p in sorted(glob.glob(os.path.join(ROOT, "solutions", "*.py")))
            if os.path.isdir(os.path.join(ROOT, "testdata", os.path.splitext(
                os.path.basename(p))[0]))]


_available = {}


def available(name):
    """have_set(name), asked once (a fetched set may need the network)."""
    if name not in _available:
        _available[name] = have_set(name)
    return _available[name]


def batch_input(size):
    top, _ = load_set("top1465", limit=max(BATCH))
    return top[:size], ("".join("".join(str(v) if v else "." for v in g) + "\n"
                                for g in top[:size]) + "end\n").encode()


WORKLOADS = (
    [Workload(s, "in process", s, True, "%s (%s; --quick: %d puzzles)" % (
        s, SETS[s][0], SETS[s][2])) for s in SETS]
    + [Workload("POJ 3074 input, %d puzzles" % n, "batch", n, True,
                "the first %d puzzles of top1465 (evenly spaced) as one POJ 3074 input, whole "
                "process" % n) for n in BATCH]
    + [Workload("judged %s %s" % (p, case), "judged", (p, case), k < CASES_QUICK,
                "solutions/%s.py on %s, through the judge (its CPU, memory, verdict)" % (p, case))
       for p in solutions() for k, case in enumerate(whole_process.heaviest(p, CASES))])


# ------------------------------------------------------------------ contenders

def in_process(solver, impl):
    def commands(w, tree, quick):
        exe = sys.executable if impl == "cpython" else harness.pypy()
        if w.family != "in process" or not exe or not available(w.data):
            return []
        argv = [exe, os.path.join(BENCH, "measure.py"), "--set", w.data, "--solvers", solver,
                "--harness", "--passes", "2" if impl == "pypy3" else "1"]
        cap = 900.0 if solver in NO_BUDGET else BUDGET_QUICK if quick else BUDGET
        return [Command(argv + (["--quick"] if quick else []), self_timed=True, cap=cap)]
    return Contender("%s/%s" % (solver, impl), SOLVERS[solver] + ", in process", commands,
                     group="CPython" if impl == "cpython" else "PyPy3")


def batch(name, script, impl):
    def commands(w, tree, quick):
        # CPython: the bench venv's for both (NumPy is there), as a user runs them
        exe = sys.executable if impl == "cpython" else harness.pypy()
        if w.family != "batch" or not exe:
            return []
        puzzles, data = batch_input(w.data)
        return [Command([exe, os.path.join(ROOT, script)], data,
                        lambda out: None if whole_process.batch_ok(puzzles, out)
                        else "not every puzzle solved")]
    return Contender("%s/%s" % (name, impl), "%s, whole process under %s" % (script, impl),
                     commands, group="whole process")


def judged(impl):
    def commands(w, tree, quick):
        exe = whole_process.base_python() if impl == "cpython" else harness.pypy()
        if w.family != "judged" or not exe:
            return []
        problem, case = w.data
        return [Command([sys.executable, os.path.join(BENCH, "judged", "whole_process.py"),
                         problem, case, exe], check=accepted, self_timed=True, cap=600.0)]
    return Contender("judged/" + impl, "the solution under %s, judged by the judge" % impl,
                     commands, group="judged")


def accepted(out):
    """AC, or TLE past the stretched limit (the summary shows it): anything else is wrong."""
    verdict = harness._own_times(out)["verdict"]
    return None if verdict in ("AC", "TLE") else "verdict " + verdict


CONTENDERS = ([in_process(s, "cpython") for s in SOLVERS]
              + [in_process(s, "pypy3") for s in PYPY_SOLVERS]
              + [batch("poj_3074.py", "solutions/poj_3074.py", "cpython"),
                 batch("ec_script.py", "bench/peers/ec_script.py", "cpython"),
                 batch("poj_3074.py", "solutions/poj_3074.py", "pypy3")]
              + [judged("cpython"), judged("pypy3")])


# ------------------------------------------------------------------ the summary

def per_puzzle(r, key="times"):
    """Per-puzzle seconds, the median over the rounds, or None."""
    rounds = [o[key] for o in r.get("own") or () if o and o.get(key)]
    return [median(ts) for ts in zip(*rounds)] if rounds else None


def fmt_ms(x):
    return "%.3g" % x if x < 10 else "%.0f" % x


def puzzle_table(results):
    lines = ["Per puzzle (CPU ms, each puzzle's median over the rounds; PyPy3: the first "
             "pass), and the ratio of medians to ours under the same interpreter:", "",
             "| set | contender | puzzles | median ms | p90 ms | max ms | median / ours |",
             "|---|---|---|---|---|---|---|"]
    for name in SETS:
        for label, r in results.get(name, {}).items():
            ts = per_puzzle(r)
            if not ts:
                continue
            s = sorted(ts)
            base = per_puzzle(results[name].get("ours/" + label.split("/")[1]) or {})
            ratio = "%.2fx" % (median(ts) / median(base)) if base else "-"
            lines.append("| %s | %s | %d | %s | %s | %s | %s |" % (
                name, label, len(s), fmt_ms(1000 * median(s)),
                fmt_ms(1000 * s[min(len(s) - 1, int(0.9 * len(s)))]), fmt_ms(1000 * s[-1]),
                ratio))
    return lines + [""]


def warm(results, name, label):
    r = results.get(name, {}).get(label) or {}
    got = [o["warm"] for o in r.get("own") or () if o and "warm" in o]
    return median(got) if got else None


def cold(results, name, label):
    r = results.get(name, {}).get(label) or {}
    return median(r["cpu"]) if r.get("cpu") else None


def pypy_table(results):
    lines = ["PyPy3, warm (the second pass over the set in the same process; ratio to "
             "ours/pypy3), and ours under CPython against ours under PyPy3:", "",
             "| set | norvig/pypy3 | algox_dict/pypy3 | ours/pypy3 | CPython / PyPy3, cold | "
             "CPython / PyPy3, warm |", "|---|---|---|---|---|---|"]
    for name in SETS:
        ours = warm(results, name, "ours/pypy3")
        if ours is None:
            continue
        cells = []
        for s in ("norvig", "algox_dict"):
            t = warm(results, name, s + "/pypy3")
            cells.append("-" if t is None else "%s (%.2fx)" % (harness.fmt_seconds(t), t / ours))
        c = cold(results, name, "ours/cpython")
        pc = cold(results, name, "ours/pypy3")
        lines.append("| %s | %s | %s | %s | %s | %s |" % (
            name, cells[0], cells[1], harness.fmt_seconds(ours),
            "%.2fx" % (c / pc) if c and pc else "-", "%.2fx" % (c / ours) if c else "-"))
    return lines + [""]


def judged_table(results):
    lines = ["Judged (median CPU seconds as the judge measures them, start-up included; "
             "peak memory; the verdicts; the limit stretched to max(10 s, 5 x) so that every "
             "run is timed):", "",
             "| solution, case | limit | CPython | PyPy3 |", "|---|---|---|---|"]
    for w in WORKLOADS:
        runs = results.get(w.name)
        if w.family != "judged" or not runs:
            continue
        cells, limit = [], None
        for impl in ("cpython", "pypy3"):
            r = runs.get("judged/" + impl)
            if not r or not r.get("cpu"):
                cells.append("-")
                continue
            own = [o for o in r.get("own") or () if o]
            limit = own[0]["limit_s"]
            verdicts = sorted(set(o["verdict"] for o in own))
            t = median(r["cpu"])
            cells.append("%.2f s, %.0f MB, %s" % (t, max(r["rss_mb"]), "/".join(verdicts) + (
                "" if t <= limit else ", OVER THE LIMIT")))
        lines.append("| %s | %s | %s |" % (w.name[len("judged "):], "%g s" % limit
                                            if limit else "-", " | ".join(cells)))
    return lines + [""]


def targets(results):
    """The speed targets (each a ratio to a peer) against what this run measured."""
    lines = ["Targets:", ""]

    def say(text, value, goal, better_high=True):
        if value is None:
            lines.append("- %s: not measured in this run" % text)
        else:
            met = value >= goal if better_high else value <= goal
            lines.append("- %s: %.2fx (target %s%.1fx): %s" % (
                text, value, ">= " if better_high else "<= ", goal, "met" if met else "MISSED"))

    def over(name, a, b, get=cold):
        x, y = get(results, name, a), get(results, name, b)
        return x / y if x and y else None
    say("top1465, CPython: Norvig-style time / ours", over("top1465", "norvig/cpython",
                                                            "ours/cpython"), 2.5)
    say("top1465, CPython: ours / exact-cover (C)", over("top1465", "ours/cpython",
                                                          "exact_cover/cpython"), 1.5, False)
    sizes = [over(w.name, "ec_script.py/cpython", "poj_3074.py/cpython") for w in WORKLOADS
             if w.family == "batch" and w.name in results]
    say("POJ 3074 inputs of %s puzzles, whole process: C script / ours, worst size" %
        "/".join(map(str, BATCH)), min(sizes) if sizes and None not in sizes else None, 1.0)
    say("sudoku16-minimal, CPython: Norvig-style time / ours",
        over("sudoku16-minimal", "norvig/cpython", "ours/cpython"), 2.0)
    say("top1465: CPython time / PyPy3 time, ours, cold pass",
        over("top1465", "ours/cpython", "ours/pypy3"), 4.0)
    c, w = cold(results, "top1465", "ours/cpython"), warm(results, "top1465", "ours/pypy3")
    say("top1465: CPython time / PyPy3 time, ours, warm pass", c / w if c and w else None, 4.0)
    return lines + [""]


def summary(results):
    missing = ["- %s: not measured: %s" % (s, WHY_MISSING.get(s, "?"))
               for s in SETS if s in results and not results[s]]
    return (puzzle_table(results) + pypy_table(results) + judged_table(results)
            + targets(results) + (["Notes:", ""] + missing + [""] if missing else []))


# ------------------------------------------------------------------ the plot

def plot(results, stem):
    """Box plots of the per-puzzle times, one panel per set, log scale; PyPy3 (warm) in
    another colour. Written beside the note (stem.png)."""
    if stem is None:
        return []
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return ["No plot: matplotlib is not installed here (the bench venv has it).", ""]
    sets = [s for s in SETS if results.get(s)]
    if not sets:
        return []
    cols = min(3, len(sets))
    rows = (len(sets) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(5.2 * cols, 4.6 * rows), squeeze=False)
    for ax in axes.flat[len(sets):]:
        ax.set_visible(False)
    for ax, name in zip(axes.flat, sets):
        labels, data, colours = [], [], []
        for label, r in results[name].items():
            pypy = label.endswith("/pypy3")
            ts = per_puzzle(r, "warm_times" if pypy else "times")
            if ts:
                labels.append(label.replace("/pypy3", "\nPyPy3 warm").replace("/cpython", ""))
                data.append([1000 * t for t in ts])
                colours.append("#dd8452" if pypy else "#4c72b0" if label.startswith("ours")
                               else "#999999")
        box = ax.boxplot(data, whis=(5, 95), showfliers=True, patch_artist=True,
                         flierprops={"markersize": 2}, medianprops={"color": "black"})
        for patch, colour in zip(box["boxes"], colours):
            patch.set_facecolor(colour)
            patch.set_alpha(0.6)
        ax.set_xticks(range(1, len(labels) + 1))
        ax.set_xticklabels(labels, rotation=45, ha="right", fontsize=8)
        ax.set_yscale("log")
        ax.set_title(name, fontsize=10)
        ax.grid(axis="y", which="both", alpha=0.3)
        ax.set_ylabel("CPU ms per puzzle (log scale)", fontsize=8)
    fig.suptitle("Sudoku: CPU time per puzzle (box: quartiles, whiskers: p5-p95)\n"
                 "blue: ours, grey: peers on CPython, orange: PyPy3 (warm)", fontsize=10)
    fig.tight_layout()
    fig.savefig(stem + ".png", dpi=110)
    plt.close(fig)
    return ["Plot: [%s.png](%s.png) (per-puzzle times, every set); every round's raw times: "
            "%s.json." % ((os.path.basename(stem),) * 3), ""]


BENCHMARK = Benchmark(
    "sudoku", "Sudoku against every peer",
    "Our Sudoku template against a Norvig-style solver, Assaf's dict-of-sets Algorithm X and "
    "the PyPI packages exact-cover (DLX in C) and dlx, in process (the sum of per-puzzle CPU "
    "times, model building included), under CPython and PyPy3; whole process, POJ 3074 "
    "inputs against a script on the C extension; and every Python solution on its heaviest "
    "stored cases through the judge, next to its time limit.",
    WORKLOADS, CONTENDERS,
    baseline={"CPython": "ours/cpython", "PyPy3": "ours/pypy3",
              "whole process": "poj_3074.py/cpython", "judged": "judged/cpython"},
    rounds=3, quick_rounds=1, summary=summary, extras=plot, sidecar=True)

if __name__ == "__main__":
    harness.main(BENCHMARK)
