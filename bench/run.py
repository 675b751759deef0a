"""`make bench`: the toolkit's Sudoku speed against every peer, measured side
by side in one run. Never part of the tests; it fails on a wrong answer, never
on time.

    python bench/run.py            # full run, a few minutes on CPython (make bench)
    python bench/run.py --quick    # subsets, under a minute: a smoke test

What it measures (every ratio is a peer's time divided by ours, same puzzles):
1. In process, per puzzle (model building included), on the sets of
   bench/data: our template (templates/dlx.py + templates/sudoku.py) against a
   Norvig-style solver, a dict-of-sets Algorithm X, and the PyPI packages
   exact-cover (C) and dlx, interleaved puzzle by puzzle (measure.py).
2. CPython against PyPy3 on the same puzzles: worker processes of measure.py
   alternating A B A B, each solving its set twice (cold: JIT warm-up
   included, as on a judge; warm: steady state).
3. Whole process, judge-like: every solution file on its heaviest stored cases
   under CPython and PyPy3, next to the time limit; and POJ 3074 inputs of up
   to 100 puzzles, ours against a script using the C extension
   (judged/whole_process.py).

Output: tables on the terminal, bench/results/sudoku.json (all raw per-puzzle
times), bench/results/sudoku.md (the tables), bench/results/sudoku.png (time
per puzzle per solver per set, log scale). --quick writes to a scratch folder.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import (BENCH, PUZZLE_CAP, SETS, SOLVERS, WHY_MISSING, Progress,  # noqa: E402
                     have_set, load_set, load_solver, median, run_set, stats_ms, summarize)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "judged"))
import whole_process  # noqa: E402  (bench/judged/)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import RESULTS as _RESULTS, note_stem  # noqa: E402  (where the note goes)

RESULTS = os.path.join(BENCH, "results")
# Rounds per set (each puzzle solved this many times per solver; the median
# counts) and the time budget per solver per set, in seconds: a contender past
# it is dropped for the rest of that set (the slow pure-Python peers on 16x16).
ROUNDS = {"easy50": 3, "17clue": 1, "top1465": 1, "forum-hardest": 1,
          "sudoku16-minimal": 1}
BUDGET_FULL, BUDGET_QUICK = 45.0, 5.0
PYPY_SOLVERS = ("ours", "norvig", "algox_dict")


def package_versions():
    out = {}
    for dist in ("exact-cover", "dlx", "numpy", "matplotlib"):
        try:
            from importlib.metadata import version
            out[dist] = version(dist)
        except Exception:
            out[dist] = None
    return out


def interpreter_version(exe):
    try:
        return subprocess.run([exe, "-c", "import sys; print(sys.version.split()[0], "
                               "sys.implementation.name, getattr(sys, 'pypy_version_info', ''))"],
                              capture_output=True, text=True, timeout=30).stdout.strip()
    except Exception:
        return None


def environment():
    pypy = shutil.which("pypy3")
    return {"date": datetime.datetime.now().isoformat(timespec="seconds"),
            "cpython": sys.version.split()[0], "cpython_exe": whole_process.base_python(),
            "pypy3": interpreter_version(pypy) if pypy else None,
            "platform": platform.platform(), "cpus": os.cpu_count(),
            "loadavg_start": os.getloadavg(), "packages": package_versions()}


# ---------------------------------------------------------------- measuring

def in_process(sets, solver_names, quick, progress):
    """Part 1: every solver on every set, interleaved, in this process."""
    solvers, skipped = {}, {}
    for name in solver_names:
        try:
            solvers[name] = load_solver(name)
        except ImportError as e:
            skipped[name] = str(e)
    results = {}
    for set_name in sets:
        puzzles, box = load_set(set_name, quick)
        rounds = 1 if quick else ROUNDS[set_name]
        times, dropped, _ = run_set(puzzles, box, solvers, rounds,
                                    BUDGET_QUICK if quick else BUDGET_FULL,
                                    progress, "cpython " + set_name,
                                    PUZZLE_CAP.get(set_name))
        results[set_name] = {"puzzles": len(puzzles), "box": box, "rounds": rounds,
                             "times": times, "dropped": dropped,
                             "summary": summarize(times)}
    return results, skipped


def json_from(argv, quick):
    """Run argv (a bench script taking --json FILE [--quick]) in a fresh
    interpreter; the JSON it wrote."""
    fd, path = tempfile.mkstemp(suffix=".json")
    os.close(fd)
    try:
        subprocess.run(argv + ["--json", path] + (["--quick"] if quick else []), check=True)
        with open(path) as f:
            return json.load(f)
    finally:
        os.unlink(path)


def worker(exe, set_name, solvers, quick, budget, rounds):
    """Run measure.py in a fresh interpreter; its JSON result."""
    return json_from([exe, os.path.join(BENCH, "measure.py"), "--set", set_name,
                      "--solvers", ",".join(solvers), "--no-progress",
                      "--budget", str(budget), "--rounds", str(rounds)], quick)


def run_whole_process(quick, skip):
    """Part 3 in a process of its own (whole_process.py: every run judged by judge/)."""
    return json_from([sys.executable, os.path.join(BENCH, "judged", "whole_process.py"),
                      "--skip", ",".join(sorted(skip))], quick)


def pypy_vs_cpython(sets, quick, progress, alternations=2):
    """Part 2: worker processes, CPython (ours) and PyPy3 (ours; the pure
    Python peers too in the first alternation only, to save time), alternating
    A B A B. Each worker solves its set twice: the first pass is what a judge
    sees (PyPy3's JIT warming up), the second is steady state. Per puzzle and
    pass, the median over the runs that have that solver."""
    pypy = shutil.which("pypy3")
    if not pypy:
        return None
    cpython = whole_process.base_python()
    budget = BUDGET_QUICK if quick else BUDGET_FULL
    out = {}
    for set_name in sets:
        runs = {"cpython": [], "pypy3": []}
        for k in range(alternations):
            order = [("cpython", cpython, ("ours",)),
                     ("pypy3", pypy, PYPY_SOLVERS if k == 0 else ("ours",))]
            for impl, exe, solvers in (order if k % 2 == 0 else order[::-1]):
                progress.show("cpython vs pypy3: %s, %s worker (%d/%d)"
                              % (set_name, impl, k + 1, alternations), force=True)
                runs[impl].append(worker(exe, set_name, solvers, quick, budget, 2)["by_round"])
        passes = {}
        for pass_no, pass_name in enumerate(("cold", "warm")):
            times = {}
            for impl, results in runs.items():
                for solver in results[0]:
                    per_run = [r[solver][pass_no] for r in results if solver in r]
                    times["%s/%s" % (solver, impl)] = [
                        None if any(t is None for t in ts) else median(ts)
                        for ts in zip(*per_run)]
            c, p = times["ours/cpython"], times["ours/pypy3"]
            passes[pass_name] = {"times": times, "summary": summarize(times, base="ours/pypy3"),
                                 "cpython_over_pypy_total": sum(c) / sum(p),
                                 "cpython_over_pypy_median": (stats_ms(c)["median"]
                                                              / stats_ms(p)["median"])}
        out[set_name] = passes
    return out


# ---------------------------------------------------------------- reporting

def fmt_ms(x):
    if x is None:
        return "-"
    return "%.3g" % x if x < 10 else "%.0f" % x


def fmt_ratio(x):
    return "-" if x is None else "%.2fx" % x


def table(headers, rows):
    """A Markdown table; it reads fine on a terminal too."""
    widths = [max(len(str(r[i])) for r in [headers] + rows) for i in range(len(headers))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |"
    return "\n".join([line(headers), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
                     + [line(r) for r in rows])


def in_process_table(results):
    rows = []
    for set_name, res in results.items():
        for solver, entry in res["summary"].items():
            st = entry["stats"]
            n = "%d/%d" % (st["n"], res["puzzles"]) if st else "0"
            rows.append([set_name, solver, n, fmt_ms(st and st["mean"]),
                         fmt_ms(st and st["median"]), fmt_ms(st and st["p90"]),
                         fmt_ms(st and st["max"]), fmt_ratio(entry.get("ratio_total")),
                         fmt_ratio(entry.get("ratio_median"))])
    return table(["set", "solver", "puzzles", "mean ms", "median ms", "p90 ms", "max ms",
                  "peer/ours (total)", "peer/ours (median)"], rows)


def pypy_table(results):
    rows = []
    for set_name, passes in results.items():
        for pass_name, res in passes.items():
            for key, entry in res["summary"].items():
                st = entry["stats"]
                if not st:
                    continue                 # a peer dropped in the first pass
                rows.append([set_name, pass_name, key, fmt_ms(st and st["mean"]),
                             fmt_ms(st and st["median"]), fmt_ms(st and st["p90"]),
                             fmt_ms(st and st["max"]), fmt_ratio(entry.get("ratio_total"))])
            rows.append([set_name, pass_name, "**CPython / PyPy3, ours**", "", "", "", "",
                         "**%s**" % fmt_ratio(res["cpython_over_pypy_total"])])
    return table(["set", "pass", "solver/interpreter", "mean ms", "median ms", "p90 ms",
                  "max ms", "time / ours-PyPy3 (total)"], rows)


def judge_table(records):
    rows = []
    for rec in records:
        size = rec["bytes"]
        row = [rec["problem"], rec["case"],
               "%d B" % size if size < 1024 else "%.0f KB" % (size / 1024.0),
               "%g s, %s MB" % (rec["time_limit_s"], "%g" % rec["memory_limit_mb"]
                                if rec.get("memory_limit_mb") else "?")]
        for impl in ("cpython", "pypy3"):
            r = rec["runs"].get(impl)
            if r is None:
                row.append("-")
            else:
                verdict = ("KILLED (timeout)" if r["timed_out"] else
                           "/".join(r["verdicts"]) if not r["ok"]
                           else "ok" if r["cpu_s"] <= rec["time_limit_s"] else "ok, OVER LIMIT")
                row.append("%.2f s cpu, %.2f s wall, %.0f MB, %s" % (
                    r["cpu_s"], r["wall_s"], r["memory_mb"], verdict))
        rows.append(row)
    return table(["problem", "case", "size", "limit", "CPython", "PyPy3"], rows)


def batch_table(records):
    rows = []
    for rec in records:
        runs = rec["runs"]
        ours, ec = runs["ours"]["wall_s"], runs["exact_cover"]["wall_s"]
        row = [rec["puzzles"], "%.3f" % ours, "%.3f" % ec, "%.2fx" % (ec / ours)]
        row.append("%.3f" % runs["ours_pypy3"]["wall_s"] if "ours_pypy3" in runs else "-")
        row.append("ok" if all(r["ok"] for r in runs.values()) else "WRONG")
        rows.append(row)
    return table(["puzzles", "ours s (CPython)", "exact-cover script s", "C script / ours",
                  "ours s (PyPy3)", "answers"], rows)


def panels(plt, count, max_cols, size):
    """A figure with `count` panels in rows of at most max_cols (each size inches), the
    unused cells of the last row hidden: (figure, the axes in reading order)."""
    cols = min(max_cols, count)
    rows = (count + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(size[0] * cols, size[1] * rows), squeeze=False)
    for ax in axes.flat[count:]:
        ax.set_visible(False)
    return fig, axes


def plot(results, pypy, path):
    """Box plots of the per-puzzle times, one panel per set, log scale;
    PyPy3 boxes (steady state, second pass) in another colour."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib not installed: no plot"
    sets = list(results)
    fig, axes = panels(plt, len(sets), 3, (5.2, 4.6))
    for ax, set_name in zip(axes.flat, sets):
        labels, data, colours = [], [], []
        for solver, ts in results[set_name]["times"].items():
            done = [1000 * t for t in ts if t is not None]
            if done:
                labels.append(solver if len(done) == len(ts)
                              else "%s\n(%d of %d)" % (solver, len(done), len(ts)))
                data.append(done)
                colours.append("#4c72b0" if solver == "ours" else "#999999")
        if pypy and set_name in pypy:
            for key, ts in pypy[set_name]["warm"]["times"].items():
                if key.endswith("/pypy3"):
                    done = [1000 * t for t in ts if t is not None]
                    if done:
                        labels.append(key.replace("/pypy3", "\nPyPy3"))
                        data.append(done)
                        colours.append("#dd8452")
        box = ax.boxplot(data, whis=(5, 95), showfliers=True, patch_artist=True,
                         flierprops={"markersize": 2}, medianprops={"color": "black"})
        for patch, colour in zip(box["boxes"], colours):
            patch.set_facecolor(colour)
            patch.set_alpha(0.6)
        ax.set_xticks(range(1, len(labels) + 1))
        ax.set_xticklabels(labels, rotation=45, ha="right", fontsize=8)
        ax.set_yscale("log")
        ax.set_title("%s (%d puzzles)" % (set_name, results[set_name]["puzzles"]), fontsize=10)
        ax.grid(axis="y", which="both", alpha=0.3)
        ax.set_ylabel("ms per puzzle (log scale)", fontsize=8)
    fig.suptitle("Sudoku: time per puzzle (box: quartiles, whiskers: p5-p95). "
                 "Blue: ours, grey: peers on CPython, orange: PyPy3 (warm)", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return None


def targets(results, pypy, batch):
    """The speed targets (each a ratio to a peer) against what this run measured."""
    lines = []

    def ratio(set_name, solver, key="ratio_total"):
        try:
            return results[set_name]["summary"][solver][key]
        except KeyError:
            return None

    def say(text, value, goal, better_high=True):
        if value is None:
            lines.append("- %s: not measured in this run" % text)
        else:
            met = value >= goal if better_high else value <= goal
            lines.append("- %s: %.2fx (target %s%.1fx): %s" % (
                text, value, ">= " if better_high else "<= ", goal, "met" if met else "MISSED"))
    say("top1465, CPython: Norvig-style time / ours", ratio("top1465", "norvig"), 2.5)
    ec = ratio("top1465", "exact_cover")
    say("top1465, CPython: ours / exact-cover (C) per puzzle", ec and 1 / ec, 1.5, False)
    if batch:
        worst = min(r["runs"]["exact_cover"]["wall_s"] / r["runs"]["ours"]["wall_s"]
                    for r in batch)
        say("POJ 3074 inputs of %s puzzles, whole process: C script / ours, worst size"
            % "/".join(str(r["puzzles"]) for r in batch), worst, 1.0)
    else:
        say("whole process, up to 100 puzzles: C script / ours", None, 1.0)
    say("sudoku16-minimal, CPython: Norvig-style time / ours",
        ratio("sudoku16-minimal", "norvig"), 2.0)
    for pass_name in ("cold", "warm"):
        value = (pypy["top1465"][pass_name]["cpython_over_pypy_total"]
                 if pypy and "top1465" in pypy else None)
        say("top1465: CPython time / PyPy3 time, ours, %s pass" % pass_name, value, 4.0)
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description="Sudoku benchmark against every peer.")
    ap.add_argument("--quick", action="store_true", help="subsets: a fast smoke run")
    ap.add_argument("--sets", default=",".join(SETS), help="comma-separated, of: " + ", ".join(SETS))
    ap.add_argument("--solvers", default=",".join(SOLVERS),
                    help="comma-separated, of: " + ", ".join(SOLVERS))
    ap.add_argument("--skip", default="", help="parts to skip: pypy, judge, batch, plot")
    ap.add_argument("--out", default=RESULTS, help="results folder (default bench/results)")
    args = ap.parse_args()
    sets = [s for s in args.sets.split(",") if s]
    for s in sets:
        if s not in SETS:
            ap.error("unknown set %r" % s)
    solver_names = [s for s in args.solvers.split(",") if s]
    if not solver_names or solver_names[0] != "ours":
        solver_names = ["ours"] + [s for s in solver_names if s != "ours"]
    skip = set(args.skip.split(",")) - {""}

    started = time.time()
    progress = Progress()
    env = environment()
    report = {"environment": env, "quick": args.quick, "sets": {}, "notes": []}
    print("bench: CPython %s, PyPy3 %s, %s CPUs, load %.1f; packages %s" % (
        env["cpython"], env["pypy3"] or "not found", env["cpus"], env["loadavg_start"][0],
        ", ".join("%s %s" % kv for kv in env["packages"].items())), flush=True)

    for name in [s for s in sets if not have_set(s)]:   # a fetched set with no copy here
        print("bench: %s: %s: not measured" % (name, WHY_MISSING[name]), file=sys.stderr)
        report["notes"].append("%s not measured: %s" % (name, WHY_MISSING[name]))
        sets.remove(name)
    results, skipped = in_process(sets, solver_names, args.quick, progress)
    for name, why in skipped.items():
        report["notes"].append("%s skipped: %s" % (name, why))
    report["sets"] = results
    # --quick compares the interpreters on top1465 only.
    pypy_sets = [s for s in sets if s == "top1465"] if args.quick else sets
    pypy = None if "pypy" in skip else pypy_vs_cpython(pypy_sets, args.quick, progress)
    if pypy is None and "pypy" not in skip:
        report["notes"].append("pypy3 not found: no PyPy3 comparison")
    report["pypy"] = pypy
    judge, batch = None, None
    if not {"judge", "batch"} <= skip:
        progress.done()
        whole = run_whole_process(args.quick, skip)
        judge, batch = whole["judge"], whole["batch"]
        report["notes"] += whole["notes"]
    report["judge"], report["batch"] = judge, batch
    progress.done()
    env["loadavg_end"] = os.getloadavg()
    env["seconds"] = round(time.time() - started, 1)

    os.makedirs(args.out, exist_ok=True)
    stem = (os.path.join(args.out, "sudoku") if os.path.abspath(args.out) != _RESULTS
            else note_stem("sudoku", args.quick))
    if "plot" not in skip:
        note = plot(results, pypy, stem + ".png")
        if note:
            report["notes"].append(note)
    sections = [("Sudoku, in process, CPython %s (time per puzzle, model building included)"
                 % env["cpython"], in_process_table(results))]
    if pypy:
        sections.append(("CPython against PyPy3 (worker processes, alternating; cold = first "
                         "pass over the set, JIT warm-up included; warm = second pass)",
                         pypy_table(pypy)))
    if judge:
        sections.append(("Whole process, judge-like: heaviest stored cases (median of runs; "
                         "cpu = user + sys, start-up included; peak memory, as the judge measures them)",
                         judge_table(judge)))
    if batch:
        sections.append(("Whole process, POJ 3074 inputs of top1465 puzzles (median wall s)",
                         batch_table(batch)))
    sections.append(("Targets", targets(results, pypy, batch)))
    if report["notes"]:
        sections.append(("Notes", "\n".join("- " + n for n in report["notes"])))
    text = "\n\n".join("## %s\n\n%s" % s for s in sections)
    head = ("# Benchmark %s%s\n\n%s; CPython %s, PyPy3 %s; %s CPUs, load average %.1f at "
            "start, %.1f at end; %.0f s.\nReproduce: `make bench` (or `python bench/run.py%s` "
            "in the bench venv).\n" % (
                env["date"], " (quick)" if args.quick else "", env["platform"], env["cpython"],
                env["pypy3"] or "-", env["cpus"], env["loadavg_start"][0],
                env["loadavg_end"][0], env["seconds"], " --quick" if args.quick else ""))
    with open(stem + ".md", "w") as f:
        f.write(head + "\n" + text + "\n")
    with open(stem + ".json", "w") as f:
        json.dump(report, f, indent=1)
    print(text)
    print("\nwrote %s.{json,md%s} in %.0f s" % (
        os.path.relpath(stem), "" if "plot" in skip else ",png", env["seconds"]))


if __name__ == "__main__":
    main()
