"""Generator for POJ 3076: python gen.py SEED [--grids G] [--clues C] [--unique 0|1]

Prints one input of G grids (default 1) to stdout. Each grid is
problemkit.sudoku.generate.random_puzzle(rng, BOX, C, unique): a random valid filling with
cells blanked in random order down to C givens (default 200), and with
--unique 1 (the default) a cell is blanked only if the grid keeps exactly one
solution, as the statement promises. Uses random.Random(SEED) only. Keep C
high (>= 150): with fewer clues the uniqueness check (solve_ref) slows down.
"""
import argparse
import random
import sys

from problemkit.params import problem_params
from problemkit.sudoku.generate import random_puzzle

BOX = problem_params(__file__)["box"]
N, LETTERS = BOX * BOX, "-ABCDEFGHIJKLMNOP"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--grids", type=int, default=1)
    ap.add_argument("--clues", type=int, default=200)
    ap.add_argument("--unique", type=int, choices=(0, 1), default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    grids = []
    for _ in range(a.grids):
        g = random_puzzle(rng, BOX, a.clues, bool(a.unique))
        grids.append("\n".join("".join(LETTERS[v] for v in g[r * N:(r + 1) * N])
                               for r in range(N)))
    sys.stdout.write("\n\n".join(grids) + "\n")


if __name__ == "__main__":
    main()
