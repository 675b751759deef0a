"""The set-cover benchmark: both set-cover blocks (templates/setcover_bits.py,
templates/dlx_cover.py) and a hand-written A* on bitmasks
(bench/peers/radar_astar.py), under CPython and PyPy3, measured side by side
in one run. Part of `make bench`; never part of the tests; it fails on a wrong
answer, never on time.

    python bench/setcover.py            # full run (make bench), a few minutes
    python bench/setcover.py --quick    # two workloads, one round (make bench-quick)

Workloads: HDU 2295 Radar at full size (T = 20, N = M = 50), inputs made by
testdata/ex_hdu2295/gen.py with fixed seeds, solved by examples/hdu2295_radar.py's
own functions with either engine (`bits`, `dlx`) and by the peer (`astar`),
one input per process as a judge runs it, and one solved 5 times in one
process (PyPy's JIT warm: the short runs are mostly its warm-up);
and "minimum": random set covers solved by `minimum()` (the engines only: the
peer is HDU-only, and the exact-cover peers of bench/xcover.py cannot express
"at least once"). Every run is a fresh worker process (this file, --worker)
that reads the input, loads the contender's module and collects its start-up
garbage untimed (under PyPy the bench's own imports left a collection worth a
fifth of a run in the timed region, and importlib, which loads the example, a
tenth) and times everything else by CPU time; the runs of a workload are
interleaved, their order rotating from round to round, and the median of
ROUNDS counts. Every output is checked against the other contenders' (all must
agree). The example is also run whole process under CPython, as a judge runs
it, against its target (1 s per input), and under PyPy3 beside the peer's own
main. Every process gets the environment the runner gives a run
(judge.sandbox.run_env()): where /proc/cpuinfo reports a cache of hundreds of
MB, as on some virtual machines, PyPy would size its nursery at half of it,
which no judge's CPU does, and collect almost never.

Output: the tables on the terminal and bench/results/setcover.{md,json};
--quick writes to a scratch folder.
"""
import argparse
import datetime
import gc
import hashlib
import json
import os
import platform
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path.insert(0, ROOT)
from judge.sandbox import run_env  # noqa: E402  (the environment the runner gives a run)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)
GEN = os.path.join(ROOT, "testdata", "ex_hdu2295", "gen.py")
EXAMPLE = os.path.join(ROOT, "examples", "hdu2295_radar.py")
ROUNDS = 3
CONTENDERS = ("bits", "dlx", "astar")
# name: gen.py arguments (HDU 2295 at full size), or None for "minimum"
WORKLOADS = {
    "radar uniform, K random": ["4"],
    "radar uniform, K = 10": ["8", "--k", "10"],
    "radar tight, K = 6": ["7", "--k", "6", "--layout", "tight"],
    "radar cluster, K random": ["5", "--layout", "cluster"],
    "radar spread, K = 5": ["9", "--k", "5", "--layout", "spread"],
    "radar ring, K = 8": ["10", "--k", "8", "--layout", "ring"],
    "radar ring, K = 12": ["11", "--k", "12", "--layout", "ring"],
    # the same input solved 5 times in one process: warm JIT, for PyPy
    "radar ring, K = 8, 5 inputs in one process": ["10", "--k", "8", "--layout", "ring"],
    "minimum: 30 random covers, 40 items, 60 options": None,
}
# the whole process as a judge runs it: the example, and the peer's own main
PROGRAM = {"bits": EXAMPLE, "astar": os.path.join(BENCH, "peers", "radar_astar.py")}
REPEAT = {"radar ring, K = 8, 5 inputs in one process": 5}
QUICK = ("radar uniform, K random", "radar ring, K = 8")


def hdu_input(args):
    env = dict(os.environ, PYTHONPATH=ROOT)
    full = ["--cases", "20", "--n", "50", "--m", "50"]        # after the seed
    return subprocess.run([sys.executable, GEN] + args[:1] + full + args[1:],
                          capture_output=True, check=True, env=env).stdout


def minimum_instances():
    rng = random.Random(2295)
    out = []
    for _ in range(30):
        options = [sorted(rng.sample(range(1, 41), rng.randint(2, 8))) for _ in range(60)]
        out.append((40, options))
    return out


# ---------------------------------------------------------------- the worker

def load_example():
    import importlib.util
    spec = importlib.util.spec_from_file_location("hdu2295_radar", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_solver(engine):
    """solve(input bytes) -> output text: the peer's own (engine None), or the
    example's functions on `engine`. Both modules load here, untimed, the same
    way: under PyPy importlib.util alone costs a tenth of a run."""
    if engine is None:
        import radar_astar
        return radar_astar.solve
    import math
    radar = load_example()
    sc = engine(radar.MAX_N)

    def solve(data):
        return "".join("%.6f\n" % math.sqrt(radar.least_radius(c, r, k, sc))
                       for c, r, k in radar.read_cases(data))
    return solve


def worker(name, contender, path):
    """Time one contender on one workload in this process; print JSON."""
    for p in (os.path.join(ROOT, "templates"), os.path.join(BENCH, "peers")):
        sys.path.insert(0, p)
    from dlx_cover import DLXCover
    from setcover_bits import SetCover
    engine = {"bits": SetCover, "dlx": DLXCover}.get(contender)
    if WORKLOADS[name] is None:
        if engine is None:
            print(json.dumps({"status": "n/a"}))
            return
        instances = minimum_instances()
        gc.collect()             # this process's start-up garbage: not the contender's
        start = time.process_time()
        sizes = []
        for n, options in instances:
            sc = engine(n, None, 1 + n + sum(map(len, options))) if engine is DLXCover else engine(n)
            for k, items in enumerate(options):
                sc.add_option(items, k)
            sizes.append(len(sc.minimum()))
        seconds = time.process_time() - start
        out = " ".join(map(str, sizes))
    else:
        data = open(path, "rb").read()
        solve = load_solver(engine)   # loading and compiling: in the whole-process tables
        gc.collect()             # this process's start-up garbage: not the contender's
        start = time.process_time()
        out = "".join(solve(data) for _ in range(REPEAT.get(name, 1)))
        seconds = time.process_time() - start
    print(json.dumps({"status": "ok", "seconds": seconds,
                      "digest": hashlib.sha256(out.encode()).hexdigest()[:16]}))


# ---------------------------------------------------------------- the driver

def one_run(exe, name, contender, path):
    proc = subprocess.run([exe, __file__, "--worker", name, contender, path or "-"],
                          capture_output=True, text=True, timeout=1800, env=run_env())
    lines = proc.stdout.strip().splitlines()
    if proc.returncode or not lines:
        return {"status": "error", "why": proc.stderr.strip().splitlines()[-1:]}
    return json.loads(lines[-1])


def whole_process(path, exe=sys.executable, program=EXAMPLE):
    """CPU seconds of `exe program < path`, start-up included."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(path, "rb") as f:
        subprocess.run([exe, program], stdin=f, capture_output=True, check=True, env=run_env())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median(xs):
    s = sorted(xs)
    m = len(s) // 2
    return s[m] if len(s) % 2 else (s[m - 1] + s[m]) / 2


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--worker", nargs=3, metavar=("WORKLOAD", "CONTENDER", "INPUT"))
    ap.add_argument("--no-pypy", action="store_true")
    args = ap.parse_args()
    if args.worker:
        return worker(*args.worker)
    pypy = None if args.no_pypy else shutil.which("pypy3")
    impls = [("cpython", sys.executable)] + ([("pypy3", pypy)] if pypy else [])
    names = list(QUICK) if args.quick else list(WORKLOADS)
    rounds = 1 if args.quick else ROUNDS
    tmp = tempfile.mkdtemp(prefix="setcover-bench-")
    began, load0 = time.time(), os.getloadavg()
    results = {}
    for w, name in enumerate(names):
        path = None
        if WORKLOADS[name] is not None:
            path = os.path.join(tmp, "%d.in" % w)
            with open(path, "wb") as f:
                f.write(hdu_input(WORKLOADS[name]))
        jobs = [(c, impl, exe) for impl, exe in impls for c in CONTENDERS]
        runs = {(c, impl): [] for c, impl, _ in jobs}
        digests = {}
        whole, whole_pypy = [], {"bits": [], "astar": []}
        for rnd in range(rounds):
            shift = (w + rnd) % len(jobs)
            for c, impl, exe in jobs[shift:] + jobs[:shift]:
                r = one_run(exe, name, c, path)
                if r["status"] == "error":
                    sys.exit("setcover bench: %s %s/%s failed: %s" % (name, c, impl, r["why"]))
                if r["status"] == "ok":
                    runs[c, impl].append(r["seconds"])
                    digests.setdefault(r["digest"], []).append("%s/%s" % (c, impl))
            if path and name not in REPEAT:
                whole.append(whole_process(path))
                for c in (("bits", "astar") if rnd % 2 else ("astar", "bits")) if pypy else ():
                    whole_pypy[c].append(whole_process(path, pypy, PROGRAM[c]))
        if len(digests) != 1:
            sys.exit("setcover bench: %s: the contenders disagree: %s" % (name, digests))
        results[name] = {"%s/%s" % k: median(v) for k, v in runs.items() if v}
        if whole:
            results[name]["whole process, bits/cpython"] = median(whole)
        for c, v in whole_pypy.items():
            if v:
                results[name]["whole process, %s/pypy3" % c] = median(v)
        print(name, " ".join("%s %.3f" % kv for kv in sorted(results[name].items())), flush=True)
    shutil.rmtree(tmp, ignore_errors=True)
    report = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
              "python": platform.python_version(), "pypy": pypy and subprocess.run(
                  [pypy, "-c", "import sys; print(sys.version.split()[0], sys.pypy_version_info[:3])"],
                  capture_output=True, text=True).stdout.strip(),
              "platform": platform.platform(), "cpus": os.cpu_count(),
              "loadavg": [load0[0], os.getloadavg()[0]], "seconds": round(time.time() - began),
              "rounds": rounds, "blocks": block_versions(), "results": results}
    write(report, note_stem("setcover", args.quick))


def block_versions():
    out = []
    for f in ("setcover_bits.py", "dlx_cover.py"):
        for line in open(os.path.join(ROOT, "templates", f), encoding="utf-8"):
            if line.startswith("# region "):
                out.append(line.split(None, 2)[2].strip())
    return out


def write(report, stem):
    results = report["results"]
    cols = ["%s/%s" % (c, i) for i in ("cpython", "pypy3") for c in CONTENDERS]
    cols = [c for c in cols if any(c in r for r in results.values())]
    lines = ["# Set-cover benchmark %s" % report["date"], "",
             "%s; CPython %s, PyPy3 %s; %d CPUs, load average %.1f at start, %.1f at end; %d s; "
             "median of %d rounds." % (report["platform"], report["python"], report["pypy"] or "-",
                                        report["cpus"], report["loadavg"][0], report["loadavg"][1],
                                        report["seconds"], report["rounds"]),
             "Reproduce: `make bench` (or `python bench/setcover.py`). Blocks: %s."
             % ", ".join(report["blocks"]), "",
             "## CPU seconds per input (ratio: time / bits, same interpreter)", "",
             "| workload | " + " | ".join(cols) + " |",
             "|---|" + "---|" * len(cols)]
    for name, r in results.items():
        cells = []
        for col in cols:
            impl = col.split("/")[1]
            if col not in r:
                cells.append("-")
                continue
            base = r.get("bits/" + impl)
            cells.append("%.3f s (%.2fx)" % (r[col], r[col] / base) if base else "%.3f s" % r[col])
        lines.append("| %s | %s |" % (name, " | ".join(cells)))
    lines += ["", "## Whole process under CPython (the example as a judge runs it; target: 1 s)", "",
              "| workload | CPU seconds, start-up included | within 1 s |", "|---|---|---|"]
    for name, r in results.items():
        if "whole process, bits/cpython" in r:
            t = r["whole process, bits/cpython"]
            lines.append("| %s | %.3f s | %s |" % (name, t, "yes" if t <= 1 else "**no**"))
    rows = [(n, r) for n, r in results.items() if "whole process, bits/pypy3" in r]
    if rows:
        lines += ["", "## Whole process under PyPy3 (as a judge runs it, start-up included)", "",
                  "| workload | bits | astar | bits / astar |", "|---|---|---|---|"]
        for name, r in rows:
            b, a = r["whole process, bits/pypy3"], r["whole process, astar/pypy3"]
            lines.append("| %s | %.3f s | %.3f s | %.2f |" % (name, b, a, b / a))
    lines += ["", "## Targets", ""]
    for impl in ("cpython", "pypy3"):
        rows = [(n, r) for n, r in results.items() if "astar/" + impl in r]
        if rows:
            worst = max(r["bits/" + impl] / r["astar/" + impl] for _, r in rows)
            lines.append("- bits / hand-written A*, %s: at most %.2f over the radar workloads "
                         "(%s)." % (impl, worst, "no slower" if worst <= 1 else "**slower somewhere**"))
        rows = [(n, r) for n, r in results.items() if "dlx/" + impl in r]
        if rows:
            lines.append("- dlx / bits, %s: %s." % (impl, ", ".join(
                "%.2f" % (r["dlx/" + impl] / r["bits/" + impl]) for _, r in rows)))
    text = "\n".join(lines) + "\n"
    out = stem                          # note_stem: bench/results/NAME or a scratch folder
    with open(out + ".md", "w", encoding="utf-8") as f:
        f.write(text)
    with open(out + ".json", "w", encoding="utf-8") as f:
        json.dump(report, f, indent=1)
    print(text)
    print("written: %s.md, .json" % os.path.relpath(out, ROOT))


if __name__ == "__main__":
    main()
