"""The minimum exact cover benchmark: ZOJ 3209 Treasure Map at full size
(30 x 30 maps, 500 pieces: testdata/ex_zoj3209/gen.py's hard kinds, many
pieces and few covers) solved by our two minimum-cover blocks and by a
hand-written bitmask branch and bound (bench/peers/zoj3209.py), under CPython
and PyPy3, measured side by side in one run. Part of `make bench`; never part
of the tests; it fails on a disagreement, never on time.

    python bench/mincover.py            # full run (make bench), 8 files, about 10 minutes
    python bench/mincover.py --quick    # two input files (make bench-quick)

Every (input file, contender, interpreter) run is a fresh worker process
(this file with --worker) that reads the file and times, in CPU seconds,
what a submission does after start-up: parse, build, search, every map of
the file. The runs of a file are interleaved, their order rotating from round
to round, so that a busy machine slows all of them alike; the median of
ROUNDS counts. Every worker gets the environment the runner gives a run
(judge.sandbox.run_env(): PyPy's nursery as a judge's CPU would size it).
The answers of every contender must agree. A second table
counts the nodes of the bits engine with its packing bound and with the
weakest admissible bound, "one more option" (budget-capped), on the same maps;
a third, the nodes and seconds (one run) of the example's model under each
item rule minimum(tight=k) offers, the measurement behind the example's TIGHT.

Output: the tables on the terminal and bench/results/mincover.md
(--quick: a scratch folder), with the JSON of every run at its end.
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [BENCH, ROOT]
from run import environment, table  # noqa: E402
from judge.sandbox import run_env  # noqa: E402  (the environment the runner gives a run)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

GEN = os.path.join(ROOT, "testdata", "ex_zoj3209", "gen.py")
EXAMPLE = os.path.join(ROOT, "examples", "zoj3209_treasure_map.py")
ROUNDS, CAP = 3, 60.0
WEAK_BUDGET = 200000
TIGHTS = [1, 2, 3, 4, 1 << 62]           # the item rules measured (1 << 62: always the fewest)
# name: gen.py arguments (each file: several full-size maps)
FULL = ["--n", "30", "--m", "30", "--p", "500"]
FILES = [("hard-%d" % s, [str(s), "--cases", "5"] + FULL) for s in range(1, 5)] + \
        [("hard60-%d" % s, [str(s), "--cases", "3", "--parts", "60", "--layers", "8"] + FULL)
         for s in range(1, 3)] + \
        [("hard50f2-%d" % s, [str(s), "--cases", "3", "--parts", "50", "--fill", "2"] + FULL)
         for s in range(1, 3)]
QUICK_FILES = ["hard-1", "hard60-1"]
CONTENDERS = {
    "bits": "XCoverMin, templates/xcover_min.py (what the example pastes, with its TIGHT)",
    "dlx": "DLXMin, templates/dlx_min.py (the example's model and TIGHT)",
    "peer": "hand-written bitmask branch and bound, bench/peers/zoj3209.py",
}
IMPLS = (("cpython", sys.executable), ("pypy3", "pypy3"))


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------- the worker

def tight_worker(path):
    """Nodes and seconds of the example's model under every rule of TIGHTS."""
    example = load(EXAMPLE, "zoj3209")
    cases = example.read_cases(open(path, encoding="ascii").read())
    out = {}
    for tight in TIGHTS:
        example.TIGHT, engine, nodes = tight, example.XCoverMin(1), []
        start = time.process_time()
        for n, m, pieces in cases:
            example.fewest_pieces(engine, n, m, pieces)
            nodes.append(engine.nodes)
        out[str(tight)] = {"nodes": nodes, "seconds": time.process_time() - start}
    print(json.dumps(out))


def worker(contender, path, weak=False):
    """Time one contender on one input file; print one JSON line."""
    sys.path.insert(0, os.path.join(ROOT, "templates"))
    example = load(EXAMPLE, "zoj3209")
    text = open(path, encoding="ascii").read()
    if contender == "peer":
        peer = load(os.path.join(BENCH, "peers", "zoj3209.py"), "zoj3209_peer")
    elif contender == "dlx":
        import dlx_min
        engine = dlx_min.DLXMin(1, capacity=1 + 900 + 500 * 900)
    else:
        engine = example.XCoverMin(1)
        if weak:                     # "one more option": the weakest admissible bound
            example.min_cover_bound = lambda need, live, classes, i, cap: (min(1, cap), i)
    start = time.process_time()
    answers, nodes = [], []
    for n, m, pieces in example.read_cases(text):
        if contender == "peer":
            answers.append(peer.fewest_pieces(n, m, pieces))
            continue
        if weak:
            engine.reset(n * m)
            area = [(x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in pieces]
            for k in sorted(range(len(pieces)), key=area.__getitem__, reverse=True):
                x1, y1, x2, y2 = pieces[k]
                engine.add_option([1 + y * n + x for y in range(y1, y2)
                                   for x in range(x1, x2)], k)
            engine.minimum(WEAK_BUDGET, tight=example.TIGHT)
            answers.append(None)
        else:
            answers.append(example.fewest_pieces(engine, n, m, pieces))
        nodes.append(engine.nodes)
    print(json.dumps({"status": "ok", "seconds": time.process_time() - start,
                      "answers": answers, "nodes": nodes}))


def one_run(exe, contender, path, weak=False):
    argv = [exe, os.path.abspath(__file__), "--worker", contender, path] + (
        ["--weak"] if weak else [])
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=CAP, env=run_env())
    except subprocess.TimeoutExpired:
        return {"status": "capped"}
    except OSError as e:
        return {"status": "n/a", "why": str(e)}
    lines = proc.stdout.strip().splitlines()
    if proc.returncode or not lines:
        return {"status": "error", "why": (proc.stderr.strip().splitlines() or ["?"])[-1]}
    return json.loads(lines[-1])


# ---------------------------------------------------------------- the run

def median(xs):
    s = sorted(xs)
    return s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2


def measure(files, rounds, folder):
    results = {}
    jobs = [(c, impl, exe) for impl, exe in IMPLS for c in CONTENDERS]
    for k, (name, args) in enumerate(files):
        path = os.path.join(folder, name + ".in")
        with open(path, "w") as f:
            f.write(subprocess.run([sys.executable, GEN] + args, capture_output=True,
                                   text=True, check=True,
                                   env=dict(os.environ, PYTHONPATH=ROOT)).stdout)
        runs = {(c, impl): [] for c, impl, _ in jobs}
        for rnd in range(rounds):
            shift = (k + rnd) % len(jobs)
            for c, impl, exe in jobs[shift:] + jobs[:shift]:
                print("%s: %s/%s, round %d" % (name, c, impl, rnd + 1), file=sys.stderr)
                runs[c, impl].append(one_run(exe, c, path))
        entry = {"gen": args, "runs": {"%s/%s" % key: rs for key, rs in runs.items()}}
        answers = set()
        for key, rs in entry["runs"].items():
            ok = [r for r in rs if r["status"] == "ok"]
            answers.update(json.dumps(r["answers"]) for r in ok)
            if len(ok) == len(rs):
                entry[key] = median([r["seconds"] for r in ok])
        if len(answers) != 1:
            sys.exit("mincover: %s: the contenders disagree: %s" % (name, sorted(answers)))
        entry["answers"] = json.loads(answers.pop())
        entry["nodes"] = next(r["nodes"] for r in entry["runs"]["bits/cpython"]
                              if r["status"] == "ok")
        weak = one_run(sys.executable, "bits", path, weak=True)
        entry["weak_nodes"] = weak.get("nodes")
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--tights", path],
                              capture_output=True, text=True, timeout=10 * CAP)
        if proc.returncode:
            sys.exit("mincover: %s: --tights failed: %s" % (name, proc.stderr.strip()))
        entry["tights"] = json.loads(proc.stdout.strip().splitlines()[-1])
        for rule in entry["tights"].values():
            if rule["nodes"] and len(rule["nodes"]) != len(entry["answers"]):
                sys.exit("mincover: %s: --tights counted the wrong maps" % name)
        results[name] = entry
    return results


def fmt(entry, key, base):
    if key not in entry:
        statuses = {r["status"] for r in entry["runs"].get(key, [])}
        return "/".join(sorted(statuses)) or "-"
    t = entry[key]
    return "%.3f s (%.2fx)" % (t, t / entry[base]) if base in entry else "%.3f s" % t


def report(results, env, quick):
    cols = ["%s/%s" % (c, impl) for impl, _ in IMPLS for c in CONTENDERS]
    rows = []
    for name, e in results.items():
        rows.append([name, " ".join(map(str, e["answers"]))] +
                    [fmt(e, col, "bits/" + col.split("/")[1]) for col in cols])
    times = table(["input file", "answers"] + cols, rows)
    bound_rows = []
    for name, e in results.items():
        weak = e["weak_nodes"] or []
        bound_rows.append([name, " ".join(map(str, e["nodes"])),
                           " ".join((">%d" % WEAK_BUDGET if w > WEAK_BUDGET else str(w))
                                    for w in weak)])
    bounds = table(["input file", "nodes, packing bound", "nodes, one more option"],
                   bound_rows)
    names = ["tight=%d" % t if t < 1 << 62 else "always fewest" for t in TIGHTS]
    rule_rows = [[name] + ["%d (%.3f s)" % (sum(e["tights"][str(t)]["nodes"]),
                                            e["tights"][str(t)]["seconds"]) for t in TIGHTS]
                 for name, e in results.items()]
    rules = table(["input file"] + names, rule_rows)
    lines = []
    for impl, _ in IMPLS:
        have = [e for e in results.values() if "bits/" + impl in e and "peer/" + impl in e]
        if not have:
            continue
        wins = sum(1 for e in have if e["bits/" + impl] < e["peer/" + impl])
        total_b = sum(e["bits/" + impl] for e in have)
        total_p = sum(e["peer/" + impl] for e in have)
        slowest = max(have, key=lambda e: e["bits/" + impl])
        lines.append("- %s: bits faster than the peer on %d of %d files; all files: bits "
                     "%.2f s, peer %.2f s (peer / bits %.2fx); slowest file for bits %.3f s"
                     % (impl, wins, len(have), total_b, total_p, total_p / total_b,
                        slowest["bits/" + impl]))
        if impl == "cpython":
            lines.append("- target, CPython: every file within 2 s for the example's engine: "
                         "%s" % ("met" if slowest["bits/cpython"] <= 2 else "MISSED"))
            worse = [n for n, e in results.items() if "bits/cpython" in e and
                     "peer/cpython" in e and e["bits/cpython"] >= e["peer/cpython"]]
            lines.append("- target, CPython: faster than the peer on every file: %s" % (
                "met" if not worse else "MISSED on " + ", ".join(worse)))
        dl = [e for e in results.values() if "bits/" + impl in e and "dlx/" + impl in e]
        if dl:
            lines.append("- %s: dlx / bits, all files: %.2fx" % (
                impl, sum(e["dlx/" + impl] for e in dl) / sum(e["bits/" + impl] for e in dl)))
    head = ["# Minimum exact cover: ZOJ 3209 at full size%s" % (" (quick)" if quick else ""),
            "", "`python bench/mincover.py%s`, %s; CPython %s, PyPy3 %s; %s, %s CPUs, "
            "load %s at the start." % (" --quick" if quick else "", env["date"], env["cpython"],
                                       env["pypy3"], env["platform"], env["cpus"],
                                       " ".join("%.1f" % x for x in env["loadavg_start"])),
            "", "CPU seconds per input file after start-up (parse, build, search; median of "
            "%d interleaved rounds, each a fresh process), and the ratio to our bits engine "
            "on the same interpreter. Contenders: %s. The inputs: `testdata/ex_zoj3209/gen.py` "
            "with the arguments in the JSON below; every contender gave the answers shown."
            % (1 if quick else ROUNDS, "; ".join("%s: %s" % kv for kv in CONTENDERS.items())),
            ""]
    text = "\n".join(head) + "\n" + times + "\n\n## Targets\n\n" + "\n".join(lines) + \
        "\n\n## The bound\n\nNodes (items chosen) per map of the bits engine with its packing " \
        "bound, and with \"one more option\" (depth + 1 must beat the best; stopped at %d " \
        "nodes), pieces added largest first and the example's TIGHT (%d) for both.\n\n" % (
            WEAK_BUDGET, load(EXAMPLE, "zoj3209").TIGHT) + bounds + \
        "\n\n## The item rule\n\nNodes of all maps of the file and CPython seconds (one run, " \
        "the example's model and bound) for each item rule of minimum(tight=k): the first " \
        "item with the fewest live options if it has at most k, else the lowest open item; " \
        "\"always fewest\" is the default (v1's rule).\n\n" + rules + \
        "\n\n## Every run\n\n```json\n" + json.dumps(
            {"environment": env, "results": results}, indent=1) + "\n```\n"
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--worker", nargs=2, metavar=("CONTENDER", "FILE"))
    ap.add_argument("--weak", action="store_true")
    ap.add_argument("--tights", metavar="FILE")
    ap.add_argument("--out")
    a = ap.parse_args()
    if a.worker:
        return worker(a.worker[0], a.worker[1], a.weak)
    if a.tights:
        return tight_worker(a.tights)
    import tempfile
    files = [f for f in FILES if not a.quick or f[0] in QUICK_FILES]
    env = environment()
    with tempfile.TemporaryDirectory() as folder:
        results = measure(files, 1 if a.quick else ROUNDS, folder)
    text = report(results, env, a.quick)
    out = a.out or note_stem("mincover", a.quick) + ".md"
    with open(out, "w") as f:
        f.write(text)
    print(text.split("## Every run")[0])
    print("written: %s" % os.path.relpath(out, ROOT))


if __name__ == "__main__":
    main()
