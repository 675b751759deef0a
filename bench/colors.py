"""The colour blocks on crossword fills: exact covering with colours (XCC) in
the DLX pools (dlx-color) and in bitsets (xcover-bits-color), against the same
problem written without colours for the plain DLX block (a crossing cell as
"not this letter" items) and against a direct backtracker (problemkit.crossword:
the slot with the fewest fitting words first). Part of `make bench`; never part
of the tests; it fails on a wrong answer, never on time.

    python bench/colors.py               # CPython and PyPy3, writes bench/results/<date>-colors.md
    python bench/colors.py --quick       # small workloads, one round (make bench-quick)

Each interpreter runs in its own process (`--worker`, in the environment the
runner gives a run: judge.sandbox.run_env()), which builds every
instance's model untimed, then times each contender on the whole workload,
ROUNDS rounds with the contenders' order rotating, so a busy machine slows all
alike; the median counts. Every answer is verified: counts equal across
contenders (the workloads have distinct words, so the two notions of a filling
agree), every filling passes testdata/ex_crossword's checker.
"""
import argparse
import datetime
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, os.path.join(ROOT, "templates")]
import importlib.util  # noqa: E402

from judge.sandbox import run_env  # noqa: E402  (the environment the runner gives a run)
from problemkit.crossword import fillings, slots as ref_slots  # noqa: E402

ROUNDS = 5
MIN_PASS_S, MAX_PASSES = 0.2, 200   # a short workload is timed over passes of >= 0.2 s in all
                                    # (--quick: 0.05 s)
LIMIT = 10 ** 6               # count mode: fillings counted up to this


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


crossword = load("examples/crossword.py", "bench_crossword")
checker = load("testdata/ex_crossword/checker.py", "bench_crossword_checker")
gen = load("testdata/ex_crossword/gen.py", "bench_crossword_gen")      # its grid drawers
from xcover_bits_color import XCoverColor  # noqa: E402


# ------------------------------------------------------------------ instances

def planted(rng, grid, alphabet):
    """Words read off a random lettering of grid, distinct, shuffled; None if
    two slots got the same word."""
    fill = {(r, c): rng.choice(alphabet) for r in range(len(grid)) for c in range(len(grid[0]))}
    words = ["".join(fill[cell] for cell in s) for s in ref_slots(grid)[0]]
    if len(set(words)) < len(words):
        return None
    rng.shuffle(words)
    return words


LATTICES = {  # kind: (letters, sizes, quick sizes)
    "lattice-2": ("AB", [15, 17, 19], [11, 13]),
    "lattice-8": ("ABCDEFGH", [19, 21, 23], [13, 15]),
    "lattice-26": ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [19, 21, 23], [13, 15]),
}


def instances(kind, quick):
    """[(grid, words)] of a workload, seeded by its name."""
    rng = random.Random(kind)
    out = []
    if kind == "hackerrank":
        folder = os.path.join(ROOT, "testdata", "ex_crossword", "cases")
        for name in sorted(os.listdir(folder)):
            if name.endswith(".in"):
                with open(os.path.join(folder, name)) as f:
                    out.append(crossword.parse(f.read()))
        return out
    if kind == "scattered":
        plan = [(lambda: gen.random_grid(rng, 15, 22, 3, 9, 10 ** 6), "ABC")] * (5 if quick else 30)
    else:
        letters, sizes, small = LATTICES[kind]
        plan = [(lambda n=n: gen.lattice_grid(n), letters) for n in (small if quick else sizes)]
    for make, letters in plan:
        words = None
        while not words:
            grid = make()
            words = planted(rng, grid, letters)
        out.append((grid, words))
    return out


WORKLOADS = [  # (name, kind, mode, what)
    ("hackerrank", "hackerrank", "solve",
     "the 11 stored 10x10 cases of ex_crossword, one filling each"),
    ("lattice-2", "lattice-2", "count", "every other row and column open (15, 17, 19 cells a side; "
     "--quick: 11, 13), letters A, B: all fillings"),
    ("lattice-8", "lattice-8", "count",
     "the same lattice (19, 21, 23; --quick: 13, 15), letters A..H"),
    ("lattice-26", "lattice-26", "count",
     "the same lattice (19, 21, 23; --quick: 13, 15), letters A..Z"),
    ("scattered", "scattered", "count", "22 slots of 3..9 cells dropped on 15x15, letters A..C "
     "(30 grids; --quick: 5): all fillings"),
]


# ------------------------------------------------------------------ contenders

def plain_matrix(words, slots):
    """The crossword as a plain exact cover, (n_items, n_primary, options,
    labels): a crossing cell takes, from an across word with letter a, the
    items (cell, x) of the other letters x that can land there, and from a
    down word with letter b the item (cell, b): two options clash there
    exactly when a != b. Labels as examples/crossword.py's."""
    n_words, n_slots = len(words), len(slots)
    seen, crossing, letters = set(), set(), {}
    for s in slots:
        crossing.update(cell for cell in s if cell in seen)
        seen.update(s)
    for w in words:
        for s in slots:
            if len(s) == len(w):
                for cell, ch in zip(s, w):
                    if cell in crossing:
                        letters.setdefault(cell, set()).add(ch)
    item, n = {}, n_words + n_slots
    for cell in sorted(letters):
        for ch in sorted(letters[cell]):
            n += 1
            item[cell, ch] = n
    options, labels = [], []
    for w, word in enumerate(words):
        for s, spot in enumerate(slots):
            if len(spot) == len(word):
                across = spot[0][0] == spot[1][0]
                items = [w + 1, n_words + s + 1]
                for cell, ch in zip(spot, word):
                    if cell in crossing:
                        if across:
                            items += [item[cell, x] for x in sorted(letters[cell]) if x != ch]
                        else:
                            items.append(item[cell, ch])
                options.append(items)
                labels.append(w * n_slots + s)
    return n, n_words + n_slots, options, labels


def load_plain(words, slots):
    n, p, options, labels = plain_matrix(words, slots)
    dlx = crossword.DLX(n, p, 1 + n + sum(map(len, options)))
    for items, label in zip(options, labels):
        dlx.add_option(items, label)
    return dlx


# The peers of bench/xcover.py, on the plain matrix; each builds its own
# structures from it inside the timed call, as bench/xcover.py times them.
PEERS = ("exact_cover", "algox_dict", "dlx_pypi")


def peer(name):
    """run() of a peer, or None if it cannot run here."""
    sys.path.insert(0, BENCH)
    from xc import contenders
    try:
        return contenders.load(name)
    except ImportError:
        return None


def build(contender, grid, words):
    """What the timed call needs: (engine or matrix, slots)."""
    slots, _ = crossword.find_slots(grid)
    if contender == "xcc":
        xcc = crossword.XCC(1, 0, crossword.capacity(words, slots))
        return crossword.load_crossword(xcc, grid, words, slots), slots
    if contender == "bits":
        return crossword.load_crossword(XCoverColor(1), grid, words, slots), slots
    if contender == "dlx-plain":
        return load_plain(words, slots), slots
    if contender in PEERS:
        return plain_matrix(words, slots), slots
    return None, None


OURS = ("xcc", "bits", "dlx-plain", "backtrack")
RUNS = {}                     # peer name: its run(), where it can run


def run(contender, model, grid, words, mode):
    """(count, first filling as rows, or None) of one instance."""
    engine, slots = model
    if contender == "backtrack":
        return fillings(grid, words, 1 if mode == "solve" else LIMIT)
    if contender in PEERS:
        n, p, options, labels = engine
        got = RUNS[contender](n, p, options, mode)
        if mode == "count":
            return got, None
        return (got is not None), got and crossword.fill(grid, words, [labels[i] for i in got],
                                                         slots)
    if mode == "solve":
        labels = engine.solve()
        return (labels is not None), labels and crossword.fill(grid, words, labels, slots)
    found, labels = engine.search(LIMIT)
    return found, labels and crossword.fill(grid, words, labels, slots)


def verify(name, grid, words, answers):
    counts = {c: a[0] for c, a in answers.items()}
    if len(set(counts.values())) != 1:
        sys.exit("colors: %s: the contenders count differently: %s" % (name, counts))
    text = "\n".join(grid + [";".join(words)]) + "\n"
    for c, (found, first) in answers.items():
        if not found:
            sys.exit("colors: %s: %s found no filling of a planted crossword" % (name, c))
        if first is None:                 # a peer's count: the count is checked above
            continue
        ok, message = checker.check(text, "\n".join(first) + "\n", "")
        if not ok:
            sys.exit("colors: %s: %s: %s" % (name, c, message))
    return counts["xcc"]


def timed(c, insts, mode):
    """CPU seconds of contender c on every instance (models built untimed),
    and its answers. CPU time, not wall time: the machines we share are busy."""
    models = [build(c, g, w) for g, w in insts]
    start = time.process_time()
    answers = [run(c, m, g, w, mode) for m, (g, w) in zip(models, insts)]
    return time.process_time() - start, answers


def worker(quick):
    """Per workload: a warm-up pass of every contender (checked, and sizing
    how many passes make MIN_PASS_S), then the timed rounds."""
    rounds = 1 if quick else ROUNDS
    for name in PEERS:
        got = peer(name)
        if got is not None:
            RUNS[name] = got
    contenders = OURS + tuple(RUNS)
    out = {"_contenders": list(contenders)}
    for name, kind, mode, _ in WORKLOADS:
        insts = instances(kind, quick)
        passes, total = {}, None
        for c in contenders:
            seconds, _ = timed(c, insts, mode)
            goal = MIN_PASS_S / 4 if quick else MIN_PASS_S
            passes[c] = max(1, min(MAX_PASSES, int(goal / max(seconds, 1e-6)) + 1))
        times = {c: [] for c in contenders}
        for r in range(rounds):
            order = contenders[r % len(contenders):] + contenders[:r % len(contenders)]
            answers = [{} for _ in insts]
            for c in order:
                spent = 0.0
                for _ in range(passes[c]):
                    seconds, got = timed(c, insts, mode)
                    spent += seconds
                times[c].append(spent / passes[c])
                for k, a in enumerate(got):
                    answers[k][c] = a
            total = sum(verify(name, g, w, a) for (g, w), a in zip(insts, answers))
        out[name] = {"instances": len(insts), "fillings": total, "rounds": rounds,
                     "passes": passes,
                     "median_s": {c: statistics.median(t) for c, t in times.items()}}
    return out


# ------------------------------------------------------------------ report

def markdown(results, env, quick):
    names = list(OURS) + [c for c in PEERS if any(c in r["_contenders"] for r in results.values())]
    lines = ["# Colours: crossword fills (bench/colors.py%s)" % (" --quick" if quick else ""), "",
             "CPU seconds for the whole workload (models built untimed; a short one averaged over "
             "passes of 0.2 s in all), median of the rounds, in one process per interpreter with "
             "the contenders interleaved; every count agrees across contenders and every filling "
             "passes ex_crossword's checker. Ratios: the contender's time over xcc's (above 1: "
             "slower than xcc); n/a: the contender cannot run under that interpreter here.", "",
             "- xcc: dlx-color (templates/dlx_color.py) on examples/crossword.py's model",
             "- bits: xcover-bits-color on the same model",
             "- dlx-plain: dlx-template on the model without colours (a crossing cell as "
             "\"not this letter\" items)",
             "- backtrack: problemkit.crossword's direct backtracker "
             "(fewest fitting words first)",
             "- the peers of bench/xcover.py (bench/xc/contenders.py) on the model without "
             "colours, building their own structures inside the timed call: exact_cover (PyPI "
             "exact-cover, DLX in C), algox_dict (Ali Assaf's dict-of-sets Algorithm X), dlx_pypi "
             "(PyPI dlx)", ""]
    for name, kind, mode, what in WORKLOADS:
        lines.append("## %s: %s" % (name, what))
        lines.append("")
        lines.append("| interpreter | instances | fillings | " + " | ".join(names) + " | "
                     + " | ".join("%s / xcc" % c for c in names[1:]) + " |")
        lines.append("|---" * (3 + 2 * len(names) - 1) + "|")
        for impl, res in results.items():
            r = res[name]
            t = r["median_s"]
            lines.append("| %s | %d | %d | " % (impl, r["instances"], r["fillings"])
                         + " | ".join("%.3f" % t[c] if c in t else "n/a" for c in names) + " | "
                         + " | ".join("%.2f" % (t[c] / t["xcc"]) if c in t else "n/a"
                                      for c in names[1:]) + " |")
        lines.append("")
    lines.append("Environment: %s" % json.dumps(env, sort_keys=True))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--out",
                    help="the .md to write (default bench/results/<date>-colors[-quick].md)")
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(worker(args.quick)))
        return
    results = {}
    pypy = shutil.which("pypy3")
    for impl, exe in (("cpython", sys.executable), ("pypy3", pypy)):
        if not exe:
            continue
        proc = subprocess.run([exe, os.path.abspath(__file__), "--worker"]
                              + (["--quick"] if args.quick else []),
                              capture_output=True, text=True, env=run_env())
        if proc.returncode:
            sys.exit(proc.stderr.strip() or "colors: the %s worker failed" % impl)
        results[impl] = json.loads(proc.stdout)
    env = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
           "cpython": sys.version.split()[0], "pypy3": bool(pypy),
           "cpus": os.cpu_count(), "loadavg_end": os.getloadavg()}
    text = markdown(results, env, args.quick)
    print(text)
    out = args.out or os.path.join(BENCH, "results", "%s-colors%s.md" % (
        datetime.date.today().isoformat(), "-quick" if args.quick else ""))
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
