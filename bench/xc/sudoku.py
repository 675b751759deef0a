"""Sudoku as a plain exact cover, reduced by the givens, and X-Sudoku (the two
main diagonals also hold every digit once). Every engine gets the same matrix;
no candidate narrowing beyond the givens (templates/sudoku.py does more: that
is the Sudoku bench's business, bench/run.py).

Items, all primary, only those the givens leave open, numbered 1.. in this
order: cell, row-digit, column-digit, box-digit, and for X-Sudoku
diagonal-digit and anti-diagonal-digit. Options: the candidates (cell, digit)
of the blank cells that no given excludes; option i is candidates(...)[i].

    python3 bench/xc/sudoku.py --make-x 20 > bench/data/xsudoku.txt
writes the X-Sudoku puzzles of bench/data/xsudoku.txt (seeded, minimal:
removing any given makes the solution ambiguous).
"""
import argparse
import os
import random
import sys


def units(k, n, box, diagonals):
    """The constraint groups of cell k: row, column, box (and the diagonals
    it lies on), each as (kind, index)."""
    r, c = divmod(k, n)
    out = [(1, r), (2, c), (3, r // box * box + c // box)]
    if diagonals and r == c:
        out.append((4, 0))
    if diagonals and r + c == n - 1:
        out.append((5, 0))
    return out


def candidates(grid, box, diagonals=False):
    """(cell, digit) of every blank cell's digit that no given excludes."""
    n = box * box
    used = {}
    for k, v in enumerate(grid):
        for u in units(k, n, box, diagonals) if v else ():
            used[u] = used.get(u, 0) | 1 << v
    out = []
    for k, v in enumerate(grid):
        if not v:
            taken = 0
            for u in units(k, n, box, diagonals):
                taken |= used.get(u, 0)
            out.extend((k, d) for d in range(1, n + 1) if not taken >> d & 1)
    return out


def model(grid, box, diagonals=False):
    n = box * box
    item = {}                                  # open constraint -> item 1..
    options = []
    for k, d in candidates(grid, box, diagonals):
        keys = [(0, k)] + [(kind, idx, d) for kind, idx in units(k, n, box, diagonals)]
        options.append([item.setdefault(key, len(item) + 1) for key in keys])
    return len(item), len(item), options


def filled(grid, box, diagonals, chosen):
    """The grid completed by the chosen option indices."""
    out = list(grid)
    cands = candidates(grid, box, diagonals)
    for i in chosen:
        k, d = cands[i]
        out[k] = d
    return out


def valid(grid, out, box, diagonals=False):
    """out completes grid: givens kept, every group a permutation."""
    n = box * box
    if len(out) != n * n or any(g and g != o for g, o in zip(grid, out)):
        return False
    groups = {}
    for k, v in enumerate(out):
        for u in units(k, n, box, diagonals):
            groups.setdefault(u, []).append(v)
    return all(sorted(g) == list(range(1, n + 1)) for g in groups.values())


def parse(line):
    """'.' blank, '1'-'9' for 9x9, 'A'-'P' for 16x16 (bench/data format)."""
    return [0 if ch == "." else int(ch) if ch.isdigit() else ord(ch) - ord("A") + 1
            for ch in line]


def _dlx(m):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    "..", "..", "templates"))
    from dlx import DLX
    n_items, n_primary, options = m
    d = DLX(n_items, n_primary, 1 + n_items + sum(len(o) for o in options))
    for i, o in enumerate(options):
        d.add_option(o, i)
    return d


def make_x_puzzle(rng, box=3):
    """A minimal X-Sudoku: a random full grid (the empty model's options in
    random order), then givens removed in random order while the solution
    stays unique."""
    n = box * box
    empty = [0] * (n * n)
    n_items, n_primary, options = model(empty, box, True)
    order = list(range(len(options)))
    rng.shuffle(order)
    chosen = _dlx((n_items, n_primary, [options[i] for i in order])).solve()
    grid = filled(empty, box, True, [order[i] for i in chosen])
    cells = list(range(n * n))
    rng.shuffle(cells)
    for k in cells:
        v, grid[k] = grid[k], 0
        if _dlx(model(grid, box, True)).count(2) != 1:
            grid[k] = v
    return grid


def main():
    ap = argparse.ArgumentParser(description="write seeded minimal X-Sudoku puzzles")
    ap.add_argument("--make-x", type=int, required=True, metavar="N")
    ap.add_argument("--seed", type=int, default=17)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    for _ in range(args.make_x):
        print("".join(str(v) if v else "." for v in make_x_puzzle(rng)))


if __name__ == "__main__":
    main()
