"""Input generator for ex_xsudoku: python gen.py SEED [options] prints one input.

  --puzzles P        number of lines (default 10)
  --clues A-B        givens kept from a random filling, between A and B (default 20-35)
  --minimal          remove givens while the filling stays unique instead
                     (minimal puzzles: the hard cases)
  --unsolvable       then change one given so that no filling is left
                     (without a clash in any row, column, box or diagonal)
Fillings and uniqueness come from ref.solve; only random.Random(SEED) is
used, so a seed and its options reproduce the case.
"""
import argparse
import random

from ref import UNITS, solve


def random_filling(rng):
    return solve([0] * 81, 1, rng)[1]


def minimal(rng, filling):
    grid = list(filling)
    for k in rng.sample(range(81), 81):
        v, grid[k] = grid[k], 0
        if solve(grid, 2)[0] != 1:
            grid[k] = v
    return grid


def unsolvable(rng, grid):
    """Change one given to a digit no unit through it holds, until the
    puzzle has no filling."""
    while True:
        k = rng.choice([k for k in range(81) if grid[k]])
        seen = {grid[j] for j in range(81) if j != k and set(UNITS[j]) & set(UNITS[k])}
        free = [v for v in range(1, 10) if v not in seen and v != grid[k]]
        if free:
            trial = list(grid)
            trial[k] = rng.choice(free)
            if solve(trial, 1)[0] == 0:
                return trial


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--puzzles", type=int, default=10)
    ap.add_argument("--clues", default="20-35")
    ap.add_argument("--minimal", action="store_true")
    ap.add_argument("--unsolvable", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    low, high = map(int, a.clues.split("-"))
    lines = []
    for _ in range(a.puzzles):
        filling = random_filling(rng)
        if a.minimal:
            grid = minimal(rng, filling)
        else:
            keep = set(rng.sample(range(81), rng.randint(low, high)))
            grid = [v if k in keep else 0 for k, v in enumerate(filling)]
        if a.unsolvable:
            grid = unsolvable(rng, grid)
        lines.append("".join(str(v) if v else "." for v in grid))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
