"""The worker of bench/blocks/steps.py (bench/blocks_in_use.py --only sudoku-steps): one
variant of the Sudoku model on one puzzle set, in one process, its CPU time
(time.process_time: the models built and searched, every answer checked outside the timed
calls) printed as the harness's JSON line.

    python3 bench/blocks/sudoku_variants.py TREE VARIANT SET [--limit N] [--iso K]

TREE: the checkout or a --rev copy (its templates/dlx.py and templates/sudoku.py are what
"shipped" and the DLX variants run). Variants (all on the same DLX block, same item order):
  straight  every (cell, digit) option built (4*n^3 nodes), the givens fixed
  v1        the first model: only candidates the givens allow are built
  singles   + naked and hidden singles propagated from the givens before building
  locked    + locked candidates (box-line intersections), one search, no restart
  shipped   + restarts with renumbered items past a node budget: templates/sudoku.py
  norvig    bench/peers/norvig.py (Norvig's propagation + search), no DLX
SET: sudoku16 (bench/data/sudoku16-minimal.txt, 22 minimal 16x16 puzzles), sudoku16-iso
(--iso K seeded random isomorphs of each: relabelled digits, shuffled rows/bands,
columns/stacks, transposed, which shows how luck in tie-breaking moves the time), or top1465
(its first --limit puzzles).
"""
import argparse
import json
import os
import random
import sys
import time

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TREE = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(BENCH)
sys.path[:0] = [os.path.join(TREE, "templates"), os.path.dirname(BENCH), BENCH]
from dlx import DLX                      # noqa: E402
import sudoku                            # noqa: E402
from problemkit.sudoku.generate import isomorph  # noqa: E402
from peers.norvig import solve as norvig_solve   # noqa: E402

# The model's geometry: shape_of in templates/sudoku.py, _shape in trees before issue 53's
# renames (a --rev copy may be one).
shape_of = getattr(sudoku, "shape_of", None) or getattr(sudoku, "_shape")

DATA = os.path.join(BENCH, "data")      # copies of the public sets (bench/data/README.md)


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
    shape = shape_of(box)
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
    for u in shape_of(box).units:
        assert sorted(solved[k] for k in u) == list(range(1, n + 1)), "wrong answer"


def puzzles_of(name, limit, iso):
    if name == "top1465":
        return read_puzzles("top1465.txt", 3, limit), 3
    p16 = read_puzzles("sudoku16-minimal.txt", 4)
    if name == "sudoku16":
        return p16, 4
    rng = random.Random(2024)
    return [isomorph(g, 4, rng) for g in p16 for _ in range(iso)], 4


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tree")
    ap.add_argument("variant", choices=sorted(VARIANTS))
    ap.add_argument("set", choices=["sudoku16", "sudoku16-iso", "top1465"])
    ap.add_argument("--limit", type=int, help="top1465: the first N puzzles")
    ap.add_argument("--iso", type=int, default=1, help="sudoku16-iso: isomorphs per puzzle")
    a = ap.parse_args()
    puzzles, box = puzzles_of(a.set, a.limit, a.iso)
    dlx, solve, cpu = DLX(4 * box ** 4), VARIANTS[a.variant], 0.0
    start = time.perf_counter()
    for grid in puzzles:
        t = time.process_time()
        solved = solve(dlx, grid, box)
        cpu += time.process_time() - t
        check(grid, solved, box)
    print(json.dumps({"cpu": cpu, "wall": time.perf_counter() - start}))


if __name__ == "__main__":
    main()
