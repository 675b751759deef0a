"""The general exact-cover benchmark: our two engines against every peer on
tilings, queens, Langford pairings, kings and Sudoku-like puzzle sets, under
CPython and PyPy3, measured side by side in one run. Part of `make bench`;
never part of the tests; it fails on a wrong answer, never on time.

    python bench/xcover.py            # full run (make bench), about 35 min
    python bench/xcover.py --quick    # small workloads, under a minute (make bench-quick)
    python bench/xcover.py --only "queens,langford" --contenders dlx,bits

Every (workload, contender, interpreter) run is a fresh worker process
(bench/xc/worker.py) that builds the matrix untimed and times the contender on
it; the runs of a workload are interleaved, their order rotating from round
to round, so that a busy machine slows all of them alike. Runs under
REPEAT_BELOW seconds are repeated (ROUNDS in all) and the median counts. A run
past the cap is stopped and shown as "> cap" ("capped"). Every count is
checked against the known one, every solution is checked to be an exact
cover and a valid grid.

Output: the tables on the terminal, bench/results/xcover.json (every
run), .md (the tables) and .png (times per workload, log scale);
--quick writes to a scratch folder.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, BENCH)
from run import environment, panels, table  # noqa: E402
from xc import workloads  # noqa: E402
from xc.contenders import CONTENDERS  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import RESULTS as _RESULTS, note_stem  # noqa: E402  (where the note goes)

WORKER = os.path.join(BENCH, "xc", "worker.py")
OURS = ("dlx", "bits")
PURE_PEERS = ("algox_dict", "dlx_pypi")
CAP_FULL, CAP_QUICK = 60.0, 5.0       # seconds of engine time per run
ROUNDS, REPEAT_BELOW = 3, 5.0
IMPLS = ("cpython", "pypy3")


def jobs_for(name, contenders, pypy):
    """The (contender, interpreter) runs of a workload."""
    out = []
    for impl, exe in (("cpython", sys.executable), ("pypy3", pypy)):
        for c in contenders:
            if exe and (impl == "cpython" or CONTENDERS[c][1]):
                out.append((c, impl, exe))
    return out


def one_run(exe, name, contender, quick, cap):
    argv = [exe, WORKER, name, contender, "--cap", str(cap)] + (["--quick"] if quick else [])
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=2 * cap + 60)
    except subprocess.TimeoutExpired:     # stuck in C code past the cap
        return {"status": "capped", "seconds": 2 * cap + 60}
    lines = proc.stdout.strip().splitlines()
    if not lines:
        return {"status": "error", "why": proc.stderr.strip().splitlines()[-1:] or "no output"}
    return json.loads(lines[-1])


def median(xs):
    s = sorted(xs)
    m = len(s) // 2
    return s[m] if len(s) % 2 else (s[m - 1] + s[m]) / 2


def measure(name, jobs, quick, cap, rounds, k, progress):
    """All runs of one workload, interleaved; {(contender, impl): entry}."""
    runs = {(c, impl): [] for c, impl, _ in jobs}
    for rnd in range(rounds):
        shift = (k + rnd) % len(jobs)
        for c, impl, exe in jobs[shift:] + jobs[:shift]:
            done = runs[c, impl]
            if rnd and not (done[0]["status"] == "ok" and done[0]["seconds"] < REPEAT_BELOW):
                continue
            progress("%s: %s/%s, round %d" % (name, c, impl, rnd + 1))
            done.append(one_run(exe, name, c, quick, cap))
    out = {}
    for key, rs in runs.items():
        ok = [r["seconds"] for r in rs if r["status"] == "ok"]
        entry = {"runs": rs, "status": rs[0]["status"]}
        if ok and len(ok) == len(rs):
            entry["seconds"] = median(ok)
        elif rs[0]["status"] == "n/a":
            entry["why"] = rs[0]["why"]
        elif any(r["status"] == "capped" for r in rs):
            entry["status"] = "capped"
        else:
            entry["status"] = next(r["status"] for r in rs if r["status"] != "ok")
        out["%s/%s" % key] = entry
    return out


def ours_best(entries, impl):
    """(time, engine) of our faster engine on impl, or None."""
    got = [(entries[k]["seconds"], c) for c in OURS
           for k in ["%s/%s" % (c, impl)] if k in entries and "seconds" in entries[k]]
    return min(got) if got else None


# ---------------------------------------------------------------- reporting

def cell(entry, best, cap):
    if entry is None:
        return "-"
    if entry["status"] == "n/a":
        return "n/a"
    if entry["status"] == "capped":
        return "> %g s (capped%s)" % (cap, ", > %.1fx" % (cap / best[0]) if best else "")
    if "seconds" not in entry:
        return entry["status"].upper()
    t = entry["seconds"]
    return "%s s (%s)" % ("%.3g" % t if t < 10 else "%.1f" % t,
                          "%.2fx" % (t / best[0]) if best else "-")


def columns(results):
    order = [(c, impl) for impl in IMPLS for c in
             ("dlx", "bits", "specialised", "exact_cover", "algox_dict", "dlx_pypi")]
    present = set(k for r in results.values() for k in r["entries"])
    return ["%s/%s" % ci for ci in order if "%s/%s" % ci in present]


def times_table(results, cap):
    cols = columns(results)
    rows = []
    for name, r in results.items():
        e = r["entries"]
        rows.append([name] + [cell(e.get(col), ours_best(e, col.split("/")[1]), cap)
                              for col in cols])
    return table(["workload"] + cols, rows)


def engine_table(results, cap):
    """Which of our engines, on which interpreter: the guide's decision table."""
    rows = []
    for name, r in results.items():
        e = r["entries"]
        row = [name, "%s (%d)" % (r["mode"], r["instances"]) if r["mode"] == "solve"
               else r["mode"], "%.0f" % r["removed"], "%.0f" % r["primary"],
               "%.2f" % (r["removed"] / r["primary"])]
        for impl in IMPLS:
            d, b = e.get("dlx/" + impl, {}), e.get("bits/" + impl, {})
            if "seconds" in d and "seconds" in b:
                row.append("%.2f" % (b["seconds"] / d["seconds"]))
            elif "seconds" in b and d.get("status") == "capped":
                row.append("< %.2f" % (b["seconds"] / cap))
            else:
                row.append("-")
            best = ours_best(e, impl)
            row.append("%s (%.3g s)" % (best[1], best[0]) if best else "-")
        rows.append(row)
    return table(["workload", "mode (puzzles)", "options removed per choice",
                  "primary items", "removed / primary",
                  "bits / dlx, CPython", "faster, CPython",
                  "bits / dlx, PyPy3", "faster, PyPy3"], rows)


def targets(results):
    """The speed targets (ratios to the peers) against what this run measured."""
    lines = []
    worst = {}
    ec_worst = None
    for name, r in results.items():
        e = r["entries"]
        best = ours_best(e, "cpython")
        if not best or r["mode"] != "count":
            continue
        for peer in PURE_PEERS + ("exact_cover",):
            p = e.get(peer + "/cpython")
            if not p or p["status"] == "n/a":
                continue
            ratio = p["seconds"] / best[0] if "seconds" in p else None  # None: capped
            if peer == "exact_cover":
                if r["family"] in ("pentomino", "queens") and ratio is not None:
                    if ec_worst is None or ratio < ec_worst[0]:
                        ec_worst = (ratio, name)
            elif ratio is not None and (peer not in worst or ratio < worst[peer][0]):
                worst[peer] = (ratio, name)
    for peer in PURE_PEERS:
        if peer in worst:
            ratio, name = worst[peer]
            lines.append("- CPython, every counting workload: %s / our faster engine, lowest "
                         "%.2fx (%s; capped runs count as wins): %s" % (
                             peer, ratio, name, "met" if ratio >= 1 else "MISSED"))
        else:
            lines.append("- CPython: %s finished no counting workload within the cap "
                         "(every run capped or n/a)" % peer)
    if ec_worst:
        lines.append("- CPython, pentomino and N-Queens: exact-cover (C) / our faster engine, "
                     "lowest %.2fx (%s): %s" % (ec_worst[0], ec_worst[1],
                                                "met" if ec_worst[0] >= 1 else "MISSED"))
    r = results.get("pentomino 4x15")
    e = r and r["entries"]
    best, spec = e and ours_best(e, "cpython"), e and e.get("specialised/cpython")
    if best and spec and "seconds" in spec:
        lines.append("- 4x15 count, CPython, in process: our faster engine / the specialised "
                     "backtracker %.2fx (the target, <= 1.5x, is for "
                     "examples/pentomino.py, whole process: bench/examples.py)"
                     % (best[0] / spec["seconds"]))
    r = results.get("pentomino 6x10")
    for impl, goal in (("cpython", 30), ("pypy3", 20)):
        e = r and r["entries"].get("bits/" + impl)
        if e and "seconds" in e:
            lines.append("- 6x10 count through the bitset engine, %s, in process: %.1f s "
                         "(target < %d s, whole process through examples/pentomino.py: "
                         "bench/examples.py): %s" % (impl, e["seconds"], goal,
                                                  "met" if e["seconds"] < goal else "MISSED"))
        else:
            lines.append("- 6x10 count through the bitset engine, %s: not measured" % impl)
    return "\n".join(lines)


def plot(results, cap, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.ticker import NullFormatter
    except ImportError:
        return "matplotlib not installed: no plot"
    names = list(results)
    fig, axes = panels(plt, len(names), 4, (4.6, 3.6))
    cols = columns(results)
    for ax, name in zip(axes.flat, names):
        e = results[name]["entries"]
        labels, values, colours, hatches = [], [], [], []
        for col in cols:
            entry = e.get(col)
            if not entry or entry["status"] not in ("ok", "capped"):
                continue
            c, impl = col.split("/")
            labels.append(col.replace("/cpython", "").replace("/pypy3", " (PyPy3)"))
            values.append(entry.get("seconds", cap))
            colours.append(("#4c72b0" if c in OURS else "#55a868" if c == "specialised"
                            else "#999999") if impl == "cpython" else
                           ("#dd8452" if c in OURS else "#8fd19e" if c == "specialised"
                            else "#cccccc"))
            hatches.append("//" if entry["status"] == "capped" else "")
        bars = ax.barh(range(len(values)), values, color=colours)
        for bar, hatch, value in zip(bars, hatches, values):
            bar.set_hatch(hatch)
            ax.text(value, bar.get_y() + bar.get_height() / 2, " %s%.3g s"
                    % ("> " if hatch else "", value), va="center", fontsize=6)
        ax.set_yticks(range(len(labels)))
        ax.set_yticklabels(labels, fontsize=7)
        ax.invert_yaxis()
        ax.set_xscale("log")
        ax.set_xlim(right=max(values) * 6 if values else None)
        ax.xaxis.set_minor_formatter(NullFormatter())
        ax.set_title(name, fontsize=9)
        ax.grid(axis="x", which="both", alpha=0.3)
        ax.tick_params(axis="x", labelsize=7)
    fig.suptitle("Exact cover: seconds per workload (log scale). Blue/orange: ours on "
                 "CPython/PyPy3, green: specialised code, grey: peers; hatched: capped at "
                 "%g s" % cap, fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return None


def notes(results, cap, quick):
    out = ["Times are engine time in a fresh worker process (bench/xc/worker.py): building "
           "the matrix is untimed, everything the contender does with it is timed. Ratio in "
           "brackets: time / our faster engine (dlx or bits) on the same interpreter.",
           "The machine is shared (2 cores, other jobs running): absolute times are noisy; "
           "the runs of a workload are interleaved, so the ratios are fair.",
           ("Every run once (--quick)." if quick else
            "Runs under %g s are repeated, %d runs in all, median shown; longer runs ran once."
            % (REPEAT_BELOW, ROUNDS)),
           "Cap: %g s of engine time per run, every contender alike; a capped run shows "
           "'> %g s' and its ratio is a lower bound." % (cap, cap),
           "Counts: every tiling, placement and sequence counted, no symmetry reduction "
           "(Langford: a sequence and its reverse count twice).",
           "exact-cover (C) has no secondary items: options without a primary item are "
           "dropped and each secondary item gets a slack option, which counts correctly. "
           "It and PyPI dlx run on CPython only (NumPy; installed in the bench venv only).",
           "Assaf's dict-of-sets: his select/deselect (bench/peers/algox_dict.py), a search "
           "that counts and branches on primary items only (his has no secondary items).",
           "Options removed per choice: the mean, over all options of the matrix, of the "
           "other options that share an item with it (the statistic that tells the "
           "workloads apart; Sudoku-like sets: the mean over their puzzles). Primary "
           "items: their number (mean over puzzles). A bitset engine pays per node for every open primary item (a popcount "
           "each) and saves per choice what DLX pays for every option it unlinks: the "
           "ratio of the two is the one that separates the workloads."]
    for name, r in results.items():
        for key, e in r["entries"].items():
            if e["status"] == "n/a" and not key.startswith("specialised"):
                out.append("%s, %s: n/a (%s)" % (name, key, e.get("why")))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default="", help="comma-separated parts of workload names")
    ap.add_argument("--contenders", default=",".join(c for c in CONTENDERS if c != "bits_v1"))
    ap.add_argument("--cap", type=float, default=None, help="seconds per run")
    ap.add_argument("--no-pypy", action="store_true")
    ap.add_argument("--out", default=os.path.join(BENCH, "results"))
    ap.add_argument("--report", metavar="JSON",
                    help="no measuring: rewrite the tables and plot of an earlier run")
    args = ap.parse_args()
    if args.report:
        try:
            with open(args.report) as f:
                report = json.load(f)
        except (OSError, ValueError) as e:
            sys.exit("xcover: cannot read %s: %s" % (args.report, e))
        return write(report, args.report[:-len(".json")] if args.report.endswith(".json")
                     else args.report)
    contenders = [c for c in args.contenders.split(",") if c]
    unknown = [c for c in contenders if c not in CONTENDERS]
    if unknown:
        sys.exit("xcover: unknown contender %s (known: %s)" % (unknown[0], ", ".join(CONTENDERS)))
    cap = args.cap or (CAP_QUICK if args.quick else CAP_FULL)
    pypy = None if args.no_pypy else shutil.which("pypy3")
    names = [n for n, w in workloads.WORKLOADS.items()
             if (w.quick or not args.quick)
             and (not args.only or any(part in n for part in args.only.split(",")))]
    if not names:
        sys.exit("xcover: no workload matches --only %r" % args.only)
    started = time.time()
    env = environment()
    tty = sys.stderr.isatty()

    def progress(text):
        sys.stderr.write(("\r\033[K" if tty else "") + text + ("" if tty else "\n"))
        sys.stderr.flush()
    results, wrong = {}, []
    for k, name in enumerate(names):
        w = workloads.WORKLOADS[name]
        insts = workloads.instances(name, args.quick)
        removed = sum(workloads.removed_per_choice(m) for m, _ in insts) / len(insts)
        primary = sum(m[1] for m, _ in insts) / len(insts)
        cs = [c for c in contenders if c != "specialised" or w.special]
        entries = measure(name, jobs_for(name, cs, pypy), args.quick, cap,
                          1 if args.quick else ROUNDS, k, progress)
        wrong += ["%s %s: %s" % (name, key, e["runs"]) for key, e in entries.items()
                  if e["status"] in ("wrong", "error")]
        results[name] = {"family": w.family, "mode": w.mode, "instances": len(insts),
                         "expected": w.expected, "removed": removed, "primary": primary,
                         "entries": entries}
    if tty:
        sys.stderr.write("\r\033[K")
    env["loadavg_end"] = os.getloadavg()
    env["seconds"] = round(time.time() - started, 1)
    os.makedirs(args.out, exist_ok=True)
    stem = (os.path.join(args.out, "xcover") if os.path.abspath(args.out) != _RESULTS
            else note_stem("xcover", args.quick))
    write({"environment": env, "cap_s": cap, "rounds": 1 if args.quick else ROUNDS,
           "repeat_below_s": REPEAT_BELOW, "quick": args.quick,
           "contenders": {c: CONTENDERS[c][0] for c in contenders},
           "workloads": results, "wrong": wrong, "engines": engine_versions()}, stem)


def engine_versions():
    """The region tags of our engine blocks, e.g. 'dlx-template v2'."""
    tags = []
    for filename in ("dlx.py", "xcover_bits.py"):
        try:
            with open(os.path.join(os.path.dirname(BENCH), "templates", filename)) as f:
                tags += [line.split("region", 1)[1].strip() for line in f
                         if line.startswith("# region ")]
        except OSError:
            pass
    return tags


def write(report, stem):
    """The JSON, the Markdown tables and the plot of a run; the tables on
    stdout. Exits non-zero after a wrong answer."""
    env, cap, results, wrong = (report["environment"], report["cap_s"], report["workloads"],
                                report["wrong"])
    contenders, quick = report["contenders"], report["quick"]
    report.setdefault("engines", engine_versions())
    for name, r in results.items():      # a run written before "primary" was kept
        if "primary" not in r:
            insts = workloads.instances(name, quick)
            r["primary"] = sum(m[1] for m, _ in insts) / len(insts)
    report["notes"] = notes(results, cap, quick)
    note = plot(results, cap, stem + ".png")
    if note:
        report["notes"].append(note)
    sections = [("Seconds per workload (ratio: time / our faster engine, same interpreter)",
                 times_table(results, cap)),
                ("Which engine: bits / dlx time per interpreter, and the mean number of "
                 "options one choice removes", engine_table(results, cap)),
                ("Targets", targets(results)),
                ("Contenders", "\n".join("- `%s`: %s" % kv for kv in contenders.items())),
                ("Notes", "\n".join("- " + n for n in report["notes"]))]
    if wrong:
        sections.insert(0, ("WRONG ANSWERS", "\n".join("- " + x for x in wrong)))
    text = "\n\n".join("## %s\n\n%s" % s for s in sections)
    head = ("# Exact-cover benchmark %s%s\n\n%s; CPython %s, PyPy3 %s; %s CPUs, load average "
            "%.1f at start, %.1f at end; %.0f s.\nReproduce: `make bench` (or `python "
            "bench/xcover.py%s` in the bench venv).\n" % (
                env["date"], " (quick)" if quick else "", env["platform"], env["cpython"],
                env["pypy3"] or "-", env["cpus"], env["loadavg_start"][0],
                env["loadavg_end"][0], env["seconds"], " --quick" if quick else ""))
    head += "Engines: %s.\n" % ", ".join(report["engines"])
    with open(stem + ".md", "w") as f:
        f.write(head + "\n" + text + "\n")
    with open(stem + ".json", "w") as f:
        json.dump(report, f, indent=1)
    print(text)
    print("\nwrote %s.{json,md,png} in %.0f s" % (os.path.relpath(stem), env["seconds"]))
    if wrong:
        sys.exit("xcover: %d wrong or failed run(s), listed above" % len(wrong))


if __name__ == "__main__":
    main()
