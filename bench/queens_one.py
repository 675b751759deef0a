"""One N-Queens placement, n up to 50, with and without givens (SPOJ NQUEEN's question:
some rows hold a queen already, complete the board): which items to make primary, which
order, and whether restarts pay, measured for the guide's advice (docs/template.md, "One
solution, counting, stopping at a limit"). On the harness (harness.py):

    python3 bench/queens_one.py [--quick] [--only empty,few] [--rev REV]

Contenders (bench/queens/one.cpp says each in full): in C++ on the DLX block
templates/dlx.hpp (queens/one.cpp), in Python on the DLX block templates/dlx.py
(queens/one.py, CPython and PyPy3, in the runner's environment), the same models and rules:
  guide            rows and columns primary, organ-pipe order (examples/queens.py)
  rows             rows primary (organ-pipe), columns and diagonals secondary
  <model>+shuffle  restarts past 2^(10 + attempt) nodes, later attempts adding
                   the options in a random order (item numbers kept)
  <model>+renumber C++ only: restarts, later attempts numbering the primary items at random
  hand             C++ only: a bitmask search, the row with fewest free columns first
Every search gives up past CAP nodes (PY_CAP in Python; then the board counts as unsolved,
its time the time it took to give up). Workloads, one per kind of board: every n of NS
with no queen given ("empty"), with a few (n/10 + 1, "few") and with a quarter (n/4,
"quarter") of a random solution's queens given, SEEDS boards each. A run is one process
solving every board of its workload with one contender; its time is the searches' own CPU
time (the process prints it: the start and the reading of the boards left out), the count
its search nodes. Every placement is checked: n queens, no two attacking, every given kept.
"""
import os
import random
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [BENCH, os.path.join(ROOT, "templates"), ROOT]
import harness  # noqa: E402
from harness import Benchmark, Command, Contender, Workload  # noqa: E402

NS, QUICK_NS = list(range(20, 51)), [20, 30, 40, 44, 46, 48, 50]
SEEDS, QUICK_SEEDS = 2, 1
CAP, PY_CAP = 2 * 10 ** 6, 10 ** 5
KINDS = {"empty": "no queen given", "few": "a few (n/10 + 1) of a random solution's queens "
         "given", "quarter": "a quarter (n/4) of a random solution's queens given"}
STRATEGIES = {
    "guide": "rows and columns primary, interleaved in organ-pipe order, diagonals secondary "
             "(examples/queens.py), one search",
    "rows": "rows primary (organ-pipe order), columns and diagonals secondary, one search",
    "guide+shuffle": "the guide's model, restarts: past 2^(10 + attempt) nodes give up; later "
                     "attempts add the options in a random order (item numbers kept)",
    "rows+shuffle": "the rows model, restarts as guide+shuffle",
    "guide+renumber": "the guide's model, restarts; later attempts number the primary items "
                      "at random",
    "rows+renumber": "the rows model, restarts as guide+renumber",
    "hand": "a bitmask search, the row with the fewest free columns first, columns low to "
            "high (the classic contest code)"}
PYTHON = ("guide", "rows", "guide+shuffle", "rows+shuffle")
SOLVED = {}       # (workload, contender): (boards solved, boards, [n of the unsolved])


# ------------------------------------------------------------------ boards

def attacks(cols):
    """True if two queens of cols (column per row, 0 none; 1-based) attack."""
    placed = [(r, c) for r, c in enumerate(cols) if c]
    return len({c for _, c in placed}) < len(placed) or len(
        {r + c for r, c in placed}) < len(placed) or len({r - c for r, c in placed}) < len(placed)


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


_boards = {}


def boards(kind, quick):
    """[(n, givens, seed)] of one kind: per n the empty board, or SEEDS boards with a few or
    a quarter of a random solution's queens (drawn seeded by n and the board's number); seed:
    the restarts' seed, 7 + the board's place among all kinds (the same in every run)."""
    if quick not in _boards:
        every = []
        for n in QUICK_NS if quick else NS:
            every.append(("empty", n, [0] * n))
            for seed in range(QUICK_SEEDS if quick else SEEDS):
                rng = random.Random(1000 * n + seed)
                sol = a_solution(n, rng)
                for k, size in (("few", n // 10 + 1), ("quarter", n // 4)):
                    keep = set(rng.sample(range(n), size))
                    every.append((k, n, [c if r in keep else 0 for r, c in enumerate(sol)]))
        _boards[quick] = [(k, n, g, 7 + b) for b, (k, n, g) in enumerate(every)]
    return [(n, g, seed) for k, n, g, seed in _boards[quick] if k == kind]


def placement_check(key, bds):
    """check(stdout): every solved board a placement keeping its givens; records SOLVED."""
    def check(out):
        lines = out.decode().split("\n")
        rows = [line.split() for line in lines if line[:1].isdigit()]
        if len(rows) != len(bds):
            return "%d answers for %d boards" % (len(rows), len(bds))
        unsolved = []
        for (n, givens, _), f in zip(bds, rows):
            cols = [int(x) for x in f[4:]]
            if f[0] != "1":
                unsolved.append(n)
            elif len(cols) != n or 0 in cols or attacks(cols):
                return "n=%d: not a placement: %s" % (n, cols)
            elif any(g and g != c for g, c in zip(givens, cols)):
                return "n=%d: a given queen moved" % n
        SOLVED[key] = (len(bds) - len(unsolved), len(bds), unsolved)
        return None
    return check


def nodes(out):
    return sum(int(line.split()[1]) for line in out.decode().split("\n") if line[:1].isdigit())


# ------------------------------------------------------------------ contenders

BINARIES = {}     # tree: the compiled queens/one.cpp


def prepare(tree, scratch, quick):
    """The checkout's driver on the tree's block (--rev: what the block's change bought)."""
    os.makedirs(scratch)
    BINARIES[tree] = os.path.join(scratch, "one")
    return harness.compile_cpp(os.path.join(BENCH, "queens", "one.cpp"), BINARIES[tree],
                               includes=[os.path.join(tree, "templates")],
                               flags=("-O2", "-Wall"))


def rev_suffix(tree):
    """"" for the checkout, "@REV" for a --rev copy (harness.revision_copy's folder)."""
    return "" if tree == harness.ROOT else "@" + os.path.basename(tree)[len("rev-"):]


def stdin_of(strategy, bds, cap):
    return "".join("%s %d %d %d %s\n" % (strategy, n, seed, cap, " ".join(map(str, g)))
                   for n, g, seed in bds).encode()


def cpp(strategy):
    def commands(w, tree, quick):
        bds = boards(w.data, quick)
        label = strategy + "/c++" + rev_suffix(tree)
        return [Command([BINARIES[tree]], stdin_of(strategy, bds, CAP),
                        placement_check((w.name, label), bds), self_timed=True, count=nodes)]
    return Contender(strategy + "/c++", STRATEGIES[strategy], commands, rev=True, group="C++")


def python(strategy, impl):
    def commands(w, tree, quick):
        from judge.sandbox import run_env      # the environment the runner gives a run
        exe = sys.executable if impl == "cpython" else harness.pypy()
        if not exe:
            return []
        bds = boards(w.data, quick)
        label = "%s/%s%s" % (strategy, impl, rev_suffix(tree))
        return [Command([exe, os.path.join(BENCH, "queens", "one.py"), tree],
                        stdin_of(strategy, bds, PY_CAP), placement_check((w.name, label), bds),
                        env=run_env(), cap=120.0, self_timed=True, count=nodes)]
    return Contender("%s/%s" % (strategy, impl), STRATEGIES[strategy], commands, rev=True,
                     group="CPython" if impl == "cpython" else "PyPy3")


def summary(results):
    """Boards solved within the cap, per contender (the time of an unsolved board is the
    time its search took to give up)."""
    lines = ["Boards solved within the cap (%d nodes in C++, %d in Python):" % (CAP, PY_CAP), ""]
    for name, runs in results.items():
        row = [(label, SOLVED[name, label]) for label in runs if (name, label) in SOLVED]
        lines.append("- %s: %s" % (name, "; ".join(
            "%s %d/%d%s" % (label, s, t, " (unsolved n = %s)" % ", ".join(map(str, u))
                            if u else "")
            for label, (s, t, u) in row)))
    return lines + [""]


WORKLOADS = [Workload(kind, kind, kind, True,
                      "%s: n = %d..%d, %s (--quick: n = %s%s)" % (
                          "one board per n" if kind == "empty" else "%d boards per n" % SEEDS,
                          NS[0], NS[-1], KINDS[kind], ", ".join(map(str, QUICK_NS)),
                          "" if kind == "empty" else ", one board per n"))
             for kind in KINDS]
CONTENDERS = ([cpp(s) for s in STRATEGIES] + [python(s, "cpython") for s in PYTHON]
              + [python(s, "pypy3") for s in PYTHON])
BENCHMARK = Benchmark(
    "queens-one", "N-Queens, one placement, n up to 50",
    "Which model, item order and restart rule finds one N-Queens placement (SPOJ NQUEEN: some "
    "queens given), in C++ (templates/dlx.hpp) and in Python (templates/dlx.py); the C++ "
    "hand-written bitmask search for scale. Each run solves every board of its workload "
    "with one contender in one process; its time is the searches' own CPU time, the count "
    "their nodes.", WORKLOADS, CONTENDERS,
    baseline={"C++": "hand/c++", "CPython": "rows/cpython", "PyPy3": "rows/pypy3"},
    rounds=3, quick_rounds=1, prepare=prepare, summary=summary)

if __name__ == "__main__":
    harness.main(BENCHMARK)
