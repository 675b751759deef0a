"""The bits engine's item rule (xcover-bits v3 picks one per model) against the
block before it (v1: always the fewest options) and the hand-written bitmask
search, on every workload of bench/xc/, under CPython and PyPy3, in one run:

    python3 bench/xcover_rule.py [--rounds 3] [--only "pentomino 4x15,queens 12"]
                                 [--contenders bits_v1,bits]   (the A/B alone)
                                 [--out bench/results/xcover-rule.md (default)]

Each run is a fresh worker (bench/xc/worker.py) in the judge's environment
(judge.sandbox.run_env(): PyPy's nursery as a judge's CPU sizes it), the
matrix built untimed, the CPU time of the engine measured and its answer
verified. The contenders of a workload run in rotating order, round after
round, so a busy machine slows them alike; the tables give medians and the
ratios v3 / v1 (the "no workload more than 5% slower" check) and v3 / the
hand-written search. v1 is `git show V1_REV:templates/xcover_bits.py`,
written to a temporary file: the script needs the repository's git history.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path.insert(0, ROOT)
sys.path.insert(0, BENCH)
from judge.sandbox import run_env  # noqa: E402
from xc import workloads  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

WORKER = os.path.join(BENCH, "xc", "worker.py")
V1_REV = "71ef570375b624e229107192385e186f45f32f7e"   # the last commit with xcover-bits v1
CONTENDERS = ("bits_v1", "bits", "specialised")
CAP = 120.0


def one_run(exe, name, contender, env):
    argv = [exe, WORKER, name, contender, "--cap", str(CAP)]
    proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=3 * CAP)
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    if out["status"] == "wrong":
        sys.exit("xcover_rule: %s/%s gave a wrong answer: %s" % (name, contender, out))
    return out


def measure(names, impls, rounds, env, contenders=CONTENDERS):
    """{(workload, contender, impl): [CPU seconds or None (capped or n/a)]}."""
    times = {}
    for k, name in enumerate(names):
        jobs = [(c, impl, exe) for impl, exe in impls for c in contenders
                if c != "specialised" or workloads.WORKLOADS[name].special]
        for r in range(rounds):
            shift = (k + r) % len(jobs)
            for c, impl, exe in jobs[shift:] + jobs[:shift]:
                out = one_run(exe, name, c, env)
                cpu = out.get("cpu") if out["status"] == "ok" else None
                times.setdefault((name, c, impl), []).append(cpu)
                print("%-32s %-11s %-7s round %d: %s" % (name, c, impl, r + 1, cpu),
                      file=sys.stderr, flush=True)
    return times


def version(exe):
    return subprocess.check_output([exe, "-c", "import sys; print(sys.version.split()[0] + "
                                    "(' PyPy ' + '.'.join(map(str, sys.pypy_version_info[:3])) "
                                    "if hasattr(sys, 'pypy_version_info') else ''))"],
                                   text=True).strip()


def med(xs):
    return statistics.median(xs) if xs and None not in xs else None


def report(times, names, impls, rounds, started):
    fmt = lambda x: "-" if x is None else "%.3g s" % x          # noqa: E731
    ratio = lambda a, b: "-" if a is None or b is None else "%.2fx" % (a / b)  # noqa: E731
    lines = ["# xcover-bits item rule: v3 (picks per model) against v1 and the hand-written "
             "search %s" % started, "",
             "%s; %s; %d CPUs, load average %.1f at the end. Reproduce: "
             "`python3 bench/xcover_rule.py`." % (platform.platform(), ", ".join(
                 "%s %s" % (i, version(exe)) for i, exe in impls),
                 os.cpu_count(), os.getloadavg()[0]), "",
             "CPU seconds of the engine in a fresh worker (judge's environment), median of %s "
             "interleaved rounds; the matrix (bench/xc/) is built untimed and the answer "
             "verified. v1: `git show %s:templates/xcover_bits.py`." % (rounds, V1_REV), "",
             "| workload | interpreter | rule v3 picks | v1 | v3 | hand-written | v3 / v1 "
             "| v3 / hand-written | v3 over 5% slower |", "|---|---|---|---|---|---|---|---|---|"]
    slower = []
    for name in names:
        for impl, _ in impls:
            v1, v2, sp = (med(times.get((name, c, impl))) for c in CONTENDERS)
            cells = [fmt(x) if x is not None or (name, c, impl) not in times else
                     "> %.0f s (capped)" % CAP for x, c in zip((v1, v2, sp), CONTENDERS)]
            over = "-" if v1 is None or v2 is None else (
                "**yes**" if v2 > 1.05 * v1 else "no")
            if over == "**yes**":
                slower.append("%s (%s, %.2fx)" % (name, impl, v2 / v1))
            lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                name, impl, RULES.get(name, "?"), cells[0], cells[1], cells[2],
                ratio(v2, v1), ratio(v2, sp), over))
    if any("(capped)" in line for line in lines):
        lines += ["", "A capped run passed %.0f s of wall time (the worker's cap) on the busy "
                  "machine; its median is not shown." % CAP]
    lines += ["", "v3 over 5%% slower than v1 (median against median): %s." % (
        ", ".join(slower) if slower else "none")]
    return "\n".join(lines) + "\n"


RULES = {}


def rule_of(name):
    """The rule v3 picks on a workload's first instance (fewest / lowest)."""
    sys.path.insert(0, os.path.join(ROOT, "templates"))
    from xcover_bits import XCover
    n_items, n_primary, options = workloads.instances(name, quick=True)[0][0]
    xc = XCover(n_items, n_primary)
    for i, option in enumerate(options):
        xc.add_option(option, i)
    return "fewest" if xc._fewest(xc.live, xc.open) else "lowest"


def render_log(path, names, out):
    """The report of a run from its progress lines, for a run stopped before the end
    (the workloads it reached; a missing round leaves a median of the others)."""
    times, impls = {}, []
    with open(path) as f:
        for line in f:
            head, _, cpu = line.rpartition(": ")
            parts = head.split()
            if len(parts) < 5 or parts[-2] != "round":
                continue
            name, c, impl = " ".join(parts[:-4]), parts[-4], parts[-3]
            times.setdefault((name, c, impl), []).append(None if cpu.strip() == "None"
                                                         else float(cpu))
            if impl not in [i for i, _ in impls]:
                impls.append((impl, sys.executable if impl == "cpython" else shutil.which(impl)))
    reached = [n for n in names if any(k[0] == n for k in times)]
    for name in reached:
        RULES[name] = rule_of(name)
    counts = sorted({len(v) for v in times.values()})
    rounds = "%d" % counts[0] if len(counts) == 1 else "%d to %d" % (counts[0], counts[-1])
    text = report(times, reached, impls, rounds, "(rendered from %s)" % os.path.basename(path))
    print(text)
    if out:
        with open(out, "w") as f:
            f.write(text)


AB_WORKLOADS = ("queens 10", "queens 12", "queens 13", "langford 11", "kings 8x8",
                "x-sudoku 9x9 (20 minimal)", "sudoku 9x9 top1465 (first 200)", "pentomino 3x20")


def in_process(v1_path, rounds):
    """--ab: v1 and v3 alternating in this process (A B, B A, ...) on the workloads
    under a few seconds, where a worker's median of few rounds is noise on a busy
    machine: one line per workload, the best and median CPU seconds and v3 / v1."""
    import importlib.util
    import time
    sys.path.insert(0, os.path.join(ROOT, "templates"))
    engines = {}
    for tag, path in (("v1", v1_path), ("v3", os.path.join(ROOT, "templates", "xcover_bits.py"))):
        spec = importlib.util.spec_from_file_location("xcover_bits_" + tag, path)
        engines[tag] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(engines[tag])
    lines = []
    for name in AB_WORKLOADS:
        w, models = workloads.WORKLOADS[name], workloads.instances(name)
        times = {"v1": [], "v3": []}
        for r in range(rounds):
            for tag in (("v1", "v3") if r % 2 == 0 else ("v3", "v1")):
                start = time.process_time()
                for (n_items, n_primary, options), check in models:
                    xc = engines[tag].XCover(n_items, n_primary)
                    for i, option in enumerate(options):
                        xc.add_option(option, i)
                    got = xc.count() if w.mode == "count" else xc.solve()
                    assert check(got), (name, tag)      # labels are option indices
                times[tag].append(time.process_time() - start)
        best = {t: min(v) for t, v in times.items()}
        mid = {t: statistics.median(v) for t, v in times.items()}
        lines.append("| %s | %s | %.3g s | %.3g s | %.2fx | %.2fx |" % (
            name, sys.implementation.name, best["v1"], best["v3"],
            best["v3"] / best["v1"], mid["v3"] / mid["v1"]))
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--only", default="", help="workloads, comma-separated")
    ap.add_argument("--out", default=note_stem("xcover-rule") + ".md")
    ap.add_argument("--ab", action="store_true",
                    help="v1 against v3 alternating in this process, short workloads "
                         "(run it under each interpreter); prints table rows")
    ap.add_argument("--contenders", default=",".join(CONTENDERS),
                    help="of %s, comma-separated (bits_v1,bits: the A/B alone)"
                    % ",".join(CONTENDERS))
    ap.add_argument("--from-log", default="",
                    help="render the tables from a run's progress lines (its stderr) only")
    a = ap.parse_args()
    names = [n for n in workloads.WORKLOADS if not a.only or n in a.only.split(",")]
    if a.from_log:
        return render_log(a.from_log, names, a.out)
    if a.ab:
        with tempfile.TemporaryDirectory() as folder:
            v1 = os.path.join(folder, "xcover_bits_v1.py")
            with open(v1, "w") as f:
                f.write(subprocess.check_output(
                    ["git", "-C", ROOT, "show", V1_REV + ":templates/xcover_bits.py"], text=True))
            print("\n".join(in_process(v1, a.rounds)))
        return
    impls = [("cpython", sys.executable)]
    if shutil.which("pypy3"):
        impls.append(("pypy3", shutil.which("pypy3")))
    else:
        print("xcover_rule: no pypy3 here, CPython only", file=sys.stderr)
    started = "%s (load average %.1f at the start)" % (
        datetime.datetime.now().isoformat(timespec="seconds"), os.getloadavg()[0])
    with tempfile.TemporaryDirectory() as folder:
        v1 = os.path.join(folder, "xcover_bits_v1.py")
        with open(v1, "w") as f:
            f.write(subprocess.check_output(
                ["git", "-C", ROOT, "show", V1_REV + ":templates/xcover_bits.py"], text=True))
        env = dict(run_env(), XCOVER_BITS_V1=v1)
        for name in names:
            RULES[name] = rule_of(name)
        contenders = tuple(c for c in CONTENDERS if c in a.contenders.split(","))
        if not contenders or set(a.contenders.split(",")) - set(CONTENDERS):
            sys.exit("xcover_rule: --contenders: of %s" % ",".join(CONTENDERS))
        times = measure(names, impls, a.rounds, env, contenders)
    text = report(times, names, impls, a.rounds, started)
    print(text)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
        with open(a.out[:-3] + ".json", "w") as f:
            json.dump({"|".join(k): v for k, v in times.items()}, f, indent=1)


if __name__ == "__main__":
    main()
