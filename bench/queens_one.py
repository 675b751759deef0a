"""One N-Queens placement, n up to 50, with and without givens (SPOJ NQUEEN's
question: some rows hold a queen already, complete the board): which items
to make primary, which order, and whether restarts pay, measured for the
guide's advice (docs/template.md, "One solution, counting, stopping at a limit").
Never part of the tests; it
fails on a wrong answer, never on time.

    python bench/queens_one.py             # writes bench/results/queens-one.md
    python bench/queens_one.py --quick     # fewer boards, one round

Contenders (bench/queens/one.cpp says each in full; C++ on the DLX block
templates/dlx.hpp, and the Python DLX block templates/dlx.py on the same
models and rules):
  guide            rows and columns primary, organ-pipe order (examples/queens.py)
  rows             rows primary (organ-pipe), columns and diagonals secondary
  <model>+shuffle  restarts past 2^(10 + attempt) nodes, later attempts adding
                   the options in a random order (item numbers kept)
  <model>+renumber restarts, later attempts numbering the primary items at random
  hand             C++ only: a bitmask search, the row with fewest free columns first
Every search gives up past CAP nodes (then it counts as unsolved, its time the
time it took to give up). Boards: every n of NS with no queen given, and with
a few (n/10 + 1) and a quarter (n/4) of a random solution's queens given,
SEEDS boards each. C++: one process, CPU time per board (clock()), the
contenders interleaved board by board with their order rotating, the median of
ROUNDS rounds. Python: one process per interpreter (the runner's environment),
CPU time per board, one round, a smaller cap (PY_CAP). Every placement is
checked: n queens, no two attacking, every given kept.
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
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, os.path.join(ROOT, "templates")]
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

NS, QUICK_NS = list(range(20, 51)), [20, 30, 40, 44, 46, 48, 50]
SEEDS, QUICK_SEEDS = 2, 1
ROUNDS = 3
CAP, PY_CAP = 2 * 10 ** 6, 10 ** 5
CPP = ("guide", "rows", "guide+shuffle", "guide+renumber", "rows+shuffle", "rows+renumber",
       "hand")
PY = ("guide", "rows", "guide+shuffle", "rows+shuffle")
KINDS = ("empty", "few", "quarter")
CONTENDERS = [
    ("guide", "rows and columns primary, interleaved in organ-pipe order, diagonals secondary "
     "(examples/queens.py), one search"),
    ("rows", "rows primary (organ-pipe order), columns and diagonals secondary, one search"),
    ("X+shuffle", "model X, restarts: past 2^(10 + attempt) nodes give up; later attempts add "
     "the options in a random order (item numbers kept)"),
    ("X+renumber", "model X, restarts; later attempts number the primary items at random"),
    ("hand", "C++ only: a bitmask search, the row with the fewest free columns first, "
     "columns low to high (the classic contest code)")]


# ------------------------------------------------------------------ boards

def attacks(cols):
    """True if two queens of cols (column per row, 0 none; 1-based) attack."""
    placed = [(r, c) for r, c in enumerate(cols) if c]
    return len({c for _, c in placed}) < len(placed) or \
        len({r + c for r, c in placed}) < len(placed) or len({r - c for r, c in placed}) < len(placed)


def a_solution(n, rng):
    """A random solution: randomised restarts of the Python DLX on the rows model."""
    from dlx import DLX
    dlx = DLX(6 * n - 2, n, 6 * n - 1 + 4 * n * n)
    squares = list(range(n * n))
    while True:
        rng.shuffle(squares)
        dlx.reset(6 * n - 2, n)
        for k in squares:
            r, c = divmod(k, n)
            dlx.add_option([1 + r, n + 1 + c, 2 * n + 1 + r + c, 4 * n + r - c + n - 1], k)
        found, first = dlx.search(1, 20000)
        if found:
            cols = [0] * n
            for k in first:
                cols[k // n] = k % n + 1
            return cols


def boards(quick):
    """[(kind, n, givens)]: per n, the empty board, then a few and a quarter
    of a random solution's queens, seeded by n and the seed."""
    out = []
    for n in QUICK_NS if quick else NS:
        out.append(("empty", n, [0] * n))
        for seed in range(QUICK_SEEDS if quick else SEEDS):
            rng = random.Random(1000 * n + seed)
            sol = a_solution(n, rng)
            for kind, k in (("few", n // 10 + 1), ("quarter", n // 4)):
                keep = set(rng.sample(range(n), k))
                out.append((kind, n, [c if r in keep else 0 for r, c in enumerate(sol)]))
    return out


def check(n, givens, cols):
    if len(cols) != n or 0 in cols or attacks(cols):
        sys.exit("queens_one: n=%d: not a placement: %s" % (n, cols))
    if any(g and g != c for g, c in zip(givens, cols)):
        sys.exit("queens_one: n=%d: a given queen moved" % n)


# ------------------------------------------------------------------ C++

def run_cpp(quick, bds):
    out = tempfile.mkdtemp()
    exe = os.path.join(out, "one")
    subprocess.run(["g++", "-O2", "-Wall", "-I", os.path.join(ROOT, "templates"),
                    os.path.join(BENCH, "queens", "one.cpp"), "-o", exe], check=True)
    rounds = 1 if quick else ROUNDS
    lines, keys = [], []
    for rnd in range(rounds):
        for b, (kind, n, givens) in enumerate(bds):
            k = (rnd + b) % len(CPP)
            for s in CPP[k:] + CPP[:k]:
                lines.append("%s %d %d %d %s" % (s, n, 7 + b, CAP, " ".join(map(str, givens))))
                keys.append((s, b))
    done = subprocess.run([exe], input="\n".join(lines) + "\n", capture_output=True, text=True,
                          check=True)
    res = {}
    for (s, b), line in zip(keys, done.stdout.splitlines()):
        f = line.split()
        solved, nodes, attempts, us = int(f[0]), int(f[1]), int(f[2]), float(f[3])
        kind, n, givens = bds[b]
        if solved:
            check(n, givens, [int(x) for x in f[4:]])
        r = res.setdefault((s, b), {"solved": solved, "nodes": nodes, "attempts": attempts,
                                    "us": []})
        r["us"].append(us)
    shutil.rmtree(out)
    return {k: dict(v, s=statistics.median(v["us"]) / 1e6) for k, v in res.items()}


# ------------------------------------------------------------------ Python

def py_build(dlx, n, givens, rows_only, rng):
    """The models of one.cpp on the Python DLX; rng: options in random order."""
    rank = sorted(range(n), key=lambda i: abs(2 * i - (n - 1)))
    pos = [0] * n
    for k, i in enumerate(rank):
        pos[i] = k
    dlx.reset(6 * n - 2, n if rows_only else 2 * n)
    squares = list(range(n * n))
    if rng:
        rng.shuffle(squares)
    handle = {}
    for k in squares:
        r, c = divmod(k, n)
        first = [1 + pos[r], n + 1 + pos[c]] if rows_only else [1 + 2 * pos[r], 2 + 2 * pos[c]]
        handle[k] = dlx.add_option(first + [2 * n + 1 + r + c, 4 * n + r - c + n - 1], k)
    return all(dlx.fix(handle[r * n + g - 1]) for r, g in enumerate(givens) if g)


def py_one(strategy, n, givens, seed, cap):
    """(solved, nodes, attempts, columns) of one board, as one.cpp's."""
    from dlx import DLX
    dlx = DLX(6 * n - 2, n, 6 * n - 1 + 4 * n * n)
    rows_only, restarts = strategy.startswith("rows"), "+" in strategy
    rng, nodes, attempt, budget = random.Random(seed), 0, 0, 1024
    while True:
        if not py_build(dlx, n, givens, rows_only, rng if attempt else None):
            return 0, nodes, attempt + 1, None
        attempt += 1
        b = min(budget if restarts else cap, cap - nodes)
        found, first = dlx.search(1, b)
        nodes += min(dlx.nodes, b)
        if dlx.nodes <= b:
            cols = [0] * n
            for k in first or ():
                cols[k // n] = k % n + 1
            return int(bool(found)), nodes, attempt, cols
        if nodes >= cap:
            return 0, nodes, attempt, None
        budget *= 2


def py_worker(quick):
    bds = boards(quick)
    res = {}
    for b, (kind, n, givens) in enumerate(bds):
        k = b % len(PY)
        for s in PY[k:] + PY[:k]:
            start = time.process_time()
            solved, nodes, attempts, cols = py_one(s, n, givens, 7 + b, PY_CAP)
            spent = time.process_time() - start
            if solved:
                check(n, givens, cols)
            res["%s/%d" % (s, b)] = {"solved": solved, "nodes": nodes, "attempts": attempts,
                                     "s": spent}
    return res


def run_py(quick, bds):
    from judge.sandbox import run_env
    out = {}
    for impl, exe in (("cpython", sys.executable), ("pypy3", shutil.which("pypy3"))):
        if not exe:
            continue
        done = subprocess.run([exe, os.path.abspath(__file__), "--worker"]
                              + (["--quick"] if quick else []),
                              capture_output=True, text=True, env=run_env())
        if done.returncode:
            sys.exit(done.stderr.strip() or "queens_one: the %s worker failed" % impl)
        got = json.loads(done.stdout)
        out[impl] = {(k.split("/")[0], int(k.split("/")[1])): v for k, v in got.items()}
    return out


# ------------------------------------------------------------------ report

def table(title, res, names, bds, cap, base):
    lines = ["### " + title, "",
             "| boards | contender | solved | nodes, total | nodes, largest | seconds, total | "
             "seconds, slowest | total / %s |" % base, "|---|---|---|---|---|---|---|---|"]
    for kind in KINDS:
        idx = [b for b, (k, _, _) in enumerate(bds) if k == kind]
        base_s = sum(res[base, b]["s"] for b in idx)
        for s in names:
            rs = [res[s, b] for b in idx]
            total = sum(r["s"] for r in rs)
            lines.append("| %s (%d) | %s | %d | %d | %d | %.3f | %.3f | %.2f |" % (
                kind, len(idx), s, sum(r["solved"] for r in rs), sum(r["nodes"] for r in rs),
                max(r["nodes"] for r in rs), total, max(r["s"] for r in rs),
                total / base_s if base_s else float("nan")))
    unsolved = sorted({(s, bds[b][0], bds[b][1]) for (s, b), r in res.items() if not r["solved"]})
    lines += ["", "Unsolved within %d nodes (contender, boards, n): %s" % (
        cap, ", ".join("%s %s %d" % u for u in unsolved) or "none"), ""]
    return lines


def markdown(cpp, py, bds, quick, env):
    lines = ["# N-Queens, one placement, n up to 50 (bench/queens_one.py%s)" %
             (" --quick" if quick else ""), "",
             "Contenders (bench/queens/one.cpp has each in full):", ""]
    lines += ["- %s: %s" % kv for kv in CONTENDERS]
    lines += ["", "Every search gives up past its cap (unsolved then; its time is the time it "
              "took to give up). Every placement is checked (n queens, none attacking, the "
              "givens kept). C++: one process, CPU time per board, contenders interleaved "
              "board by board in rotating order, median of the rounds. Python: one process per "
              "interpreter in the runner's environment, CPU time per board, one round.", "",
             "Boards: n = %s; per n one empty board and %d board(s) each with a few (n/10 + 1) "
             "and with a quarter (n/4) of a random solution's queens given." % (
                 ", ".join(map(str, QUICK_NS)) if quick else "%d..%d" % (NS[0], NS[-1]),
                 QUICK_SEEDS if quick else SEEDS), ""]
    lines += table("C++ (templates/dlx.hpp; hand: bitmask search), cap %d nodes, median of %d "
                   "round(s)" % (CAP, 1 if quick else ROUNDS), cpp, CPP, bds, CAP, "hand")
    for impl, res in py.items():
        lines += table("%s (templates/dlx.py), cap %d nodes, one round" % (impl, PY_CAP),
                       res, PY, bds, PY_CAP, "rows")
    lines.append("Environment: %s" % json.dumps(env, sort_keys=True))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--no-python", action="store_true", help="the C++ contenders only")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--out", help="the .md to write (default bench/results/queens-one.md)")
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(py_worker(args.quick)))
        return
    bds = boards(args.quick)
    cpp = run_cpp(args.quick, bds)
    py = {} if args.no_python else run_py(args.quick, bds)
    env = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
           "cpython": sys.version.split()[0], "pypy3": bool(shutil.which("pypy3")),
           "cpus": os.cpu_count(), "loadavg_end": os.getloadavg()}
    text = markdown(cpp, py, bds, args.quick, env)
    print(text)
    out = args.out or note_stem("queens-one", args.quick) + ".md"
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
