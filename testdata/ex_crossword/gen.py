"""Input generator for ex_crossword: python gen.py SEED [options] prints one input.

  --pattern P    random: slots dropped at random positions (default);
                 lattice: every other row and column open, full length
  --slots K      slots dropped for the random pattern (default 8); the grid
                 keeps at most problem.toml's max_words slots
  --alphabet A   letters drawn from the first A of 'A'..'Z' (default 26);
                 a small alphabet makes many words fit many slots
  --min-len L, --max-len L   lengths of the dropped slots (default 3, size)
The letters are drawn cell by cell, so a filling exists by construction (the
words are read off it, then shuffled). Only random.Random(SEED) is used.
"""
import argparse
import random

from problemkit.crossword import slots
from problemkit.params import problem_params

PARAMS = problem_params(__file__)
SIZE, MAX_WORDS = PARAMS["size"], PARAMS["max_words"]


def random_grid(rng, size, n_slots, lo, hi, max_slots):
    """A size x size grid of '+' and '-': n_slots runs of lo..hi cells dropped
    at random, kept when its slots number 1..max_slots and every open cell
    lies in one (bench/colors.py draws bigger ones)."""
    while True:
        cells = [["+"] * size for _ in range(size)]
        for _ in range(n_slots):
            length = rng.randint(lo, min(hi, size))
            r, c = rng.randrange(size), rng.randint(0, size - length)
            across = rng.random() < 0.5
            for k in range(length):
                if across:
                    cells[r][c + k] = "-"
                else:
                    cells[c + k][r] = "-"
        grid = ["".join(row) for row in cells]
        found, lonely = slots(grid)
        if 1 <= len(found) <= max_slots and not lonely:
            return grid


def lattice_grid(size):
    """Every other row and every other column open."""
    return ["".join("-" if r % 2 == 0 or c % 2 == 0 else "+" for c in range(size))
            for r in range(size)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--pattern", default="random", choices=("random", "lattice"))
    ap.add_argument("--slots", type=int, default=8)
    ap.add_argument("--alphabet", type=int, default=26)
    ap.add_argument("--min-len", type=int, default=3)
    ap.add_argument("--max-len", type=int, default=SIZE)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    if a.pattern == "random":
        grid = random_grid(rng, SIZE, a.slots, a.min_len, a.max_len, MAX_WORDS)
    else:
        grid = lattice_grid(SIZE)
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:a.alphabet]
    fill = {(r, c): rng.choice(letters) for r in range(SIZE) for c in range(SIZE)}
    words = ["".join(fill[cell] for cell in s) for s in slots(grid)[0]]
    rng.shuffle(words)
    print("\n".join(grid + [";".join(words)]))


if __name__ == "__main__":
    main()
