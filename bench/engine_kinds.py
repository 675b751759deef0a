"""Which engine, per workload kind, under CPython and under PyPy3 as a judge
runs it: the data of the "Which engine" table (docs/template.md, "Which engine").
Dancing links against bitsets on one workload of each kind, in one run:
for exact cover our DLX template (templates/dlx.py) against the bitset
engine (templates/xcover_bits.py), for set cover dlx-cover
(templates/dlx_cover.py) against setcover-bits (templates/setcover_bits.py).
Never part of the tests; it fails on a wrong or differing answer, never on
time.

    python bench/engine_kinds.py [--quick]
    python bench/engine_kinds.py --report bench/results/engines.json   # re-render only

Every run is a fresh process with the runner's environment
(judge.sandbox.run_env(): PyPy's nursery as a judge's CPU sizes it, not half
of a virtual machine's reported cache); the model's lists are made untimed,
everything the engine does with them (add_option included) is timed by CPU
time. Runs interleaved in rotating order, the median of ROUNDS.
Kinds: big options (HUST 1017 at full size: 1000 items, 1000 options of up
to 150 items, one planted cover: the bits engine spends most of its run
building, DLX unlinking long rows), tilings
(pentominoes 3x20, count), search-bound counting (N-Queens 12, Langford 11,
kings 8x8), Sudoku-like solving (X-Sudoku, top1465's first 200), set cover
(HDU 3498 style dominating sets, minimum(); bench/sc/cases.py) and set
cover with conflicts (HDU 2828 style lamps, planted and cycles, within(k)),
and colours (a crossword of a few thousand options: dlx-color's XCC against
xcover-bits-color's XCoverColor, solve). Each process also reports its peak
resident memory (ru_maxrss: what a judge's memory limit holds it to, the
interpreter included; the interpreter alone is measured too).
Writes bench/results/engines.{md,json} (--quick: a scratch folder); --rounds 1 writes
engines-memory.{md,json} instead: one
round of every row (time and memory in one run).
"""
import argparse
import datetime
import json
import os
import platform
import random
import shutil
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH]
from judge.sandbox import run_env  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

ROUNDS = 3
ENGINES = ("dlx", "bits")
KINDS = {  # workload: kind
    "hust 1017 full size": "big options (wide builds and removals)",
    "pentomino 3x20": "tiling (count)",
    "queens 12": "search-bound (count)",
    "langford 11": "search-bound (count)",
    "kings 8x8": "search-bound (count)",
    "x-sudoku 9x9 (20 minimal)": "Sudoku-like (solve)",
    "sudoku 9x9 top1465 (first 200)": "Sudoku-like (solve)",
    "dominating set 55 (10 graphs)": "set cover (minimum)",
    "lamps 500 (6 inputs)": "set cover with conflicts (within k)",
    "crossword 61x61 lattice (3844 options)": "colours (solve)",
}
CROSSWORD_N = 61   # a lattice of 31 + 31 slots of 61 cells: 62 words x 62 slots options
TEMPLATES = os.path.join(ROOT, "templates")
QUICK = ("hust 1017 full size", "queens 10", "x-sudoku 9x9 (20 minimal)", "lamps 500 (6 inputs)",
         "crossword 61x61 lattice (3844 options)")


def peak_mb():
    """This process's peak resident memory so far, MB (ru_maxrss is KB on Linux)."""
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def hust_model(seed=1017, n=1000, m=1000):
    """A planted exact cover (the items split into options of 10-30) among
    random options of 50-150 items: (n_items, n_primary, options), check."""
    rng = random.Random(seed)
    items = list(range(1, n + 1))
    rng.shuffle(items)
    planted, i = [], 0
    while i < n:
        k = rng.randint(10, 30)
        planted.append(sorted(items[i:i + k]))
        i += k
    options = [sorted(rng.sample(range(1, n + 1), rng.randint(50, 150)))
               for _ in range(m - len(planted))] + planted
    rng.shuffle(options)
    model = (n, n, options)

    def check(chosen):
        from xc.workloads import is_cover
        return chosen is not None and is_cover(model, chosen)
    return [(model, check)]


def setcover_jobs(name):
    """(n_items, n_primary, options, k) per input; k None: minimum()."""
    from sc import cases as setcover_cases
    if name.startswith("dominating"):
        return [(n, n, o, None) for n, o in (setcover_cases.dominating(100 + g) for g in range(10))]
    jobs = []
    for seed in (0, 1, 2):
        for cycle in (False, True):
            n, p, options, _ = setcover_cases.lamps(seed, cycle=cycle)
            jobs.append((n, p, options, n - p))    # at most one option per switch
    return jobs


def is_set_cover(n_primary, options, chosen):
    """Every primary item at least once, every secondary item at most once."""
    counts = {}
    for o in chosen:
        for c in options[o]:
            counts[c] = counts.get(c, 0) + 1
    return (all(counts.get(c) for c in range(1, n_primary + 1))
            and all(v == 1 for c, v in counts.items() if c > n_primary))


def setcover_worker(name, engine):
    """CPU seconds and the answers (minimum's size, or 1: a cover within k)."""
    sys.path.insert(0, TEMPLATES)
    from dlx_cover import DLXCover
    from setcover_bits import SetCover
    jobs = setcover_jobs(name)
    import gc
    gc.collect()
    start = time.process_time()
    covers = []
    for n, p, options, k in jobs:
        sc = SetCover(n, p) if engine == "bits" else DLXCover(n, p, 1 + n + sum(map(len, options)))
        for o, items in enumerate(options):
            sc.add_option(items, o)
        covers.append(sc.minimum() if k is None else sc.within(k))
    seconds = time.process_time() - start
    ok = all(c is not None and is_set_cover(p, o, c) and (k is None or len(c) <= k)
             for (n, p, o, k), c in zip(jobs, covers))
    answers = [len(c) if k is None else 1 for (_, _, _, k), c in zip(jobs, covers)]
    print(json.dumps({"ok": ok, "seconds": seconds, "answers": answers, "peak_mb": peak_mb()}))


def colour_worker(engine):
    """A planted crossword (bench/colors.py's lattice, 26 letters) solved by
    XCC (dlx) or XCoverColor (bits) on examples/crossword.py's model."""
    sys.path.insert(0, os.path.join(BENCH, "colors"))
    import models as colors                     # bench/colors/: the crossword workloads
    rng, grid = random.Random(CROSSWORD_N), colors.gen.lattice_grid(CROSSWORD_N)
    words = None
    while not words:
        words = colors.planted(rng, grid, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    import gc
    gc.collect()
    start = time.process_time()
    model = colors.build("xcc" if engine == "dlx" else "bits", grid, words)
    found, first = colors.run("xcc" if engine == "dlx" else "bits", model, grid, words, "solve")
    seconds = time.process_time() - start
    text = "\n".join(grid + [";".join(words)]) + "\n"
    ok = bool(found) and colors.checker.check(text, "\n".join(first) + "\n", "")[0]
    print(json.dumps({"ok": ok, "seconds": seconds, "answers": None, "peak_mb": peak_mb()}))


def worker(name, engine):
    if name == "interpreter":
        return print(json.dumps({"ok": True, "seconds": 0.0, "answers": None,
                                 "peak_mb": peak_mb()}))
    if KINDS.get(name, "").startswith("set cover"):
        return setcover_worker(name, engine)
    if KINDS.get(name, "").startswith("colours"):
        return colour_worker(engine)
    from xc import contenders, workloads
    jobs = hust_model() if name.startswith("hust") else workloads.instances(name, False)
    mode = "solve" if name.startswith("hust") else workloads.WORKLOADS[name].mode
    run = contenders.load(engine)
    import gc
    gc.collect()
    start = time.process_time()
    results = [run(*model, mode=mode) for model, _ in jobs]
    seconds = time.process_time() - start
    ok = all(check(r) for (_, check), r in zip(jobs, results))
    print(json.dumps({"ok": ok, "seconds": seconds, "answers": None, "peak_mb": peak_mb()}))


def one_run(exe, name, engine):
    proc = subprocess.run([exe, __file__, "--worker", name, engine], capture_output=True,
                          text=True, env=run_env(), timeout=1200)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode or not lines or not json.loads(lines[-1])["ok"]:
        sys.exit("engines bench: %s %s under %s: %s" % (name, engine, exe,
                                                        (proc.stderr or proc.stdout)[-300:]))
    return json.loads(lines[-1])


def median(xs):
    s = sorted(xs)
    return s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--worker", nargs=2)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--rounds", type=int, help="rounds per row (default %d; --quick: 1)" % ROUNDS)
    ap.add_argument("--report", help="re-render the tables of a results .json, measuring nothing")
    args = ap.parse_args()
    if args.worker:
        return worker(*args.worker)
    if args.report:
        with open(args.report, encoding="utf-8") as f:
            return write(json.load(f), os.path.splitext(os.path.basename(args.report))[0])
    impls = [("cpython", sys.executable)] + [("pypy3", p) for p in [shutil.which("pypy3")] if p]
    names = list(QUICK) if args.quick else list(KINDS)
    rounds = args.rounds or (1 if args.quick else ROUNDS)
    began, load0 = time.time(), os.getloadavg()
    results = {}
    for w, name in enumerate(names):
        jobs = [(e, impl, exe) for impl, exe in impls for e in ENGINES]
        times, answers = {(e, impl): [] for e, impl, _ in jobs}, set()
        peaks = {(e, impl): [] for e, impl, _ in jobs}
        for rnd in range(rounds):
            shift = (w + rnd) % len(jobs)
            for e, impl, exe in jobs[shift:] + jobs[:shift]:
                r = one_run(exe, name, e)
                times[e, impl].append(r["seconds"])
                peaks[e, impl].append(r["peak_mb"])
                answers.add(json.dumps(r["answers"]))
        if len(answers) != 1:
            sys.exit("engines bench: %s: the engines' answers differ: %s" % (name, sorted(answers)))
        results[name] = {"%s/%s" % k: median(v) for k, v in times.items()}
        results[name].update({"peak %s/%s" % k: max(v) for k, v in peaks.items()})
        print(name, results[name], flush=True)
    alone = {impl: one_run(exe, "interpreter", "dlx")["peak_mb"] for impl, exe in impls}
    report = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "interpreter_mb": alone,
              "platform": platform.platform(), "python": platform.python_version(),
              "cpus": os.cpu_count(), "loadavg": [load0[0], os.getloadavg()[0]],
              "seconds": round(time.time() - began), "rounds": rounds, "results": results}
    # Two notes: the time verdicts (ROUNDS rounds) and one round for peak memory, the
    # largest of the rounds (--rounds 1: every row once, quicker, its times one sample).
    write(report, note_stem("engines-memory" if rounds == 1 else "engines", args.quick))


def write(report, stem):
    res = report["results"]
    impls = [i for i in ("cpython", "pypy3") if any("dlx/" + i in r for r in res.values())]
    lines = ["# Which engine, per workload kind %s" % report["date"], "",
             "%s; CPython %s; %d CPUs, load average %.1f at start, %.1f at end; %d s; median of %d "
             "rounds; CPU seconds in one process per run, add_option included; every process in "
             "the runner's environment (PyPy's nursery as a judge's)." % (
                 report["platform"], report["python"], report["cpus"], report["loadavg"][0],
                 report["loadavg"][1], report["seconds"], report["rounds"]),
             "Reproduce: `python bench/engine_kinds.py`. dlx: dancing links (dlx-template; "
             "dlx-cover on the set-cover rows), bits: bitsets (xcover-bits; setcover-bits).", "",
             "| workload | kind | " + " | ".join("dlx/%s | bits/%s | bits / dlx, %s" % (i, i, i)
                                                 for i in impls) + " |",
             "|---|---|" + "---|---|---|" * len(impls)]
    for name, r in res.items():
        cells = []
        for i in impls:
            d, b = r["dlx/" + i], r["bits/" + i]
            cells.append("%.3f s | %.3f s | %.2f (%s)" % (d, b, b / d, "bits" if b < d else "dlx"))
        lines.append("| %s | %s | %s |" % (name, KINDS.get(name, "-"), " | ".join(cells)))
    if any("peak dlx/" + i in r for r in res.values() for i in impls):
        lines += ["", "Peak memory (ru_maxrss of the process, MB, the interpreter included: what a "
                  "judge's limit counts; the largest of the rounds). The interpreter alone: %s." % (
                      ", ".join("%s %.1f MB" % kv for kv in sorted(
                          report.get("interpreter_mb", {}).items()))), "",
                  "| workload | " + " | ".join("dlx/%s | bits/%s | bits / dlx, %s" % (i, i, i)
                                                for i in impls) + " |",
                  "|---|" + "---|---|---|" * len(impls)]
        for name, r in res.items():
            cells = []
            for i in impls:
                d, b = r["peak dlx/" + i], r["peak bits/" + i]
                cells.append("%.1f | %.1f | %.2f" % (d, b, b / d))
            lines.append("| %s | %s |" % (name, " | ".join(cells)))
    text = "\n".join(lines) + "\n"
    out = stem                          # note_stem: bench/results/NAME or a scratch folder
    with open(out + ".md", "w", encoding="utf-8") as f:
        f.write(text)
    with open(out + ".json", "w", encoding="utf-8") as f:
        json.dump(report, f, indent=1)
    print(text)


if __name__ == "__main__":
    main()
