"""What each step of the Sudoku model buys, on 16x16 and 9x9, with ratios from one run.

    python3 bench/sudoku16.py [--reps 3] [--iso K] [--n9 N] [--skip straight,norvig]
    pypy3   bench/sudoku16.py ...

Variants (all on the same DLX template, templates/dlx.py, same item order):
  straight  every (cell, digit) option built (4*n^3 nodes), the givens fixed
  v1        the first model: only candidates the givens allow are built
  singles   + naked and hidden singles propagated from the givens before building
  locked    + locked candidates (box-line intersections), one search, no restart
  shipped   + restarts with renumbered items past a node budget: templates/sudoku.py
  norvig    bench/peers/norvig.py (Norvig's propagation + search), no DLX
Puzzles: bench/data/sudoku16-minimal.txt (22 minimal 16x16) and, with
--iso K, K random isomorphs of each (relabelled digits, shuffled rows/bands,
columns/stacks, transposed; seeded), which shows how luck in tie-breaking moves
the time; top1465 (first --n9 puzzles) for 9x9. Every variant runs every puzzle
--reps times, the variants interleaved in a rotating order; a puzzle's time is
its median. Printed: total, mean, max, and each total's ratio to shipped.
"""
import argparse
import os
import random
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "templates"), os.path.join(HERE, ".."), HERE]
from dlx import DLX                      # noqa: E402
import sudoku                            # noqa: E402
from problemkit.sudoku.generate import isomorph  # noqa: E402
from peers.norvig import solve as norvig_solve   # noqa: E402

DATA = os.path.join(HERE, "data")       # copies of the public sets (bench/data/README.md)


def dlx_variant(build):
    """A solver from build(dlx, grid, box), which loads the model and returns
    the cells it leaves out of it (a grid, 0 for the others), or None if it
    proves there is no filling. One search, no restart."""
    def solve(dlx, grid, box):
        out = build(dlx, grid, box)
        labels = None if out is None else dlx.solve()
        if labels is None:
            return None
        for label in labels:
            out[label // (box * box)] = label % (box * box) + 1
        return out
    return solve


def options_for(dlx, grid, box, allowed):
    """Build options for the (cell, digit) pairs allowed(k, r, c, b) yields; fix the givens."""
    n = box * box
    nn = n * n
    dlx.reset(4 * nn)
    givens = []
    for k, v in enumerate(grid):
        r, c = divmod(k, n)
        b = r // box * box + c // box
        for d in ([v - 1] if v else allowed(k, r, c, b)):
            h = dlx.add_option([1 + k, 1 + nn + r * n + d, 1 + 2 * nn + c * n + d,
                                1 + 3 * nn + b * n + d], k * n + d)
            if v:
                givens.append(h)
    return [0] * nn if all(dlx.fix(h) for h in givens) else None


def build_straight(dlx, grid, box):
    return options_for(dlx, grid, box, lambda k, r, c, b: range(box * box))


def build_v1(dlx, grid, box):
    n = box * box
    used = [0] * (3 * n)
    for k, v in enumerate(grid):
        if v:
            r, c = divmod(k, n)
            for i in (r, n + c, 2 * n + r // box * box + c // box):
                used[i] |= 1 << (v - 1)
    return options_for(dlx, grid, box, lambda k, r, c, b: [
        d for d in range(n) if not (used[r] | used[n + c] | used[2 * n + b]) >> d & 1])


def build_locked(dlx, grid, box):
    """The shipped load_sudoku: the decided cells are left out of the model."""
    cand = sudoku.load_sudoku(dlx, grid, box)
    return None if cand is None else [m.bit_length() for m in cand]


def build_singles(dlx, grid, box):
    """build_locked with the locked-candidates rule switched off (no
    box-line intersections in the model's geometry)."""
    shape = sudoku.shape_of(box)
    meets, shape.meets = shape.meets, []
    try:
        return build_locked(dlx, grid, box)
    finally:
        shape.meets = meets


VARIANTS = {
    "straight": dlx_variant(build_straight),
    "v1": dlx_variant(build_v1),
    "singles": dlx_variant(build_singles),
    "locked": dlx_variant(build_locked),
    "shipped": sudoku.solve_sudoku,
    "norvig": lambda dlx, grid, box: norvig_solve(grid, box),
}


def read_puzzles(name, box, limit=None):
    n = box * box
    digits = "ABCDEFGHIJKLMNOP"[:n] if n == 16 else "123456789"
    out = []
    with open(os.path.join(DATA, name)) as f:
        for line in f:
            line = line.strip()
            if line:
                out.append([0 if ch == "." else digits.index(ch) + 1 for ch in line])
    return out[:limit]


def check(grid, solved, box):
    n = box * box
    assert solved and all(a == b for a, b in zip(grid, solved) if a), "wrong answer"
    for u in sudoku.shape_of(box).units:
        assert sorted(solved[k] for k in u) == list(range(1, n + 1)), "wrong answer"


def measure(puzzles, box, names, reps):
    """{variant: [median seconds per puzzle]}, variants interleaved."""
    dlx = DLX(4 * box ** 4)
    times = {name: [[] for _ in puzzles] for name in names}
    for rep in range(reps):
        for i, grid in enumerate(puzzles):
            shift = (rep + i) % len(names)
            for name in names[shift:] + names[:shift]:
                t = time.perf_counter()
                solved = VARIANTS[name](dlx, grid, box)
                times[name][i].append(time.perf_counter() - t)
                check(grid, solved, box)
    return {name: [statistics.median(ts) for ts in times[name]] for name in names}


def report(title, medians, names):
    base = sum(medians["shipped"])
    print("\n%s" % title)
    print("| variant | total s | mean ms | max ms | total / shipped |")
    print("|---|---:|---:|---:|---:|")
    for name in names:
        ts = medians[name]
        print("| %s | %.2f | %.1f | %.1f | %.2f |" % (
            name, sum(ts), 1000 * sum(ts) / len(ts), 1000 * max(ts), sum(ts) / base))
    sys.stdout.flush()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--iso", type=int, default=0, help="random isomorphs per 16x16 puzzle")
    ap.add_argument("--n9", type=int, default=1465, help="top1465 puzzles to run (0: none)")
    ap.add_argument("--skip", default="", help="comma-separated variants to leave out")
    a = ap.parse_args()
    names = [v for v in VARIANTS if v not in a.skip.split(",")]
    if "shipped" not in names:
        names.append("shipped")
    print("%s %s, reps %d" % (sys.implementation.name, sys.version.split()[0], a.reps))
    p16 = read_puzzles("sudoku16-minimal.txt", 4)
    med = measure(p16, 4, names, a.reps)
    report("16x16 sudoku16-minimal.txt (%d puzzles)" % len(p16), med, names)
    print("shipped, per puzzle (ms): " + " ".join("%.0f" % (1000 * t) for t in med["shipped"]))
    if a.iso:
        rng = random.Random(2024)
        iso = [isomorph(g, 4, rng) for g in p16 for _ in range(a.iso)]
        quick = [v for v in names if v not in ("straight", "norvig")]   # the slow ones
        report("16x16 isomorphs (%d per puzzle, %d puzzles, 1 rep)" % (a.iso, len(iso)),
               measure(iso, 4, quick, 1), quick)
    if a.n9:
        p9 = read_puzzles("top1465.txt", 3, a.n9)
        report("9x9 top1465.txt (%d puzzles)" % len(p9), measure(p9, 3, names, a.reps), names)


if __name__ == "__main__":
    main()
