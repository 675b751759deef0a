"""Input generator for ex_killer: python gen.py SEED [options] prints one input.

  --puzzles P        number of puzzles (default 3)
  --sizes A-B        cage sizes drawn between A and B (default 2-4); a cage
                     stops growing early where no neighbour can join it
  --unsolvable       then move 1 from one cage's sum to another's of the same
                     size (405 in all still) until no filling is left
A random filling (ref.solve, the nine rows as cages), then
connected cages of distinct digits grown on it at random; only
random.Random(SEED) is used, so a seed and its options reproduce the case.
"""
import argparse
import random

from ref import solve


def random_filling(rng):
    """A random Sudoku filling: ref.solve with the nine rows as cages of sum 45."""
    return solve([(45, [r * 9 + c for c in range(9)]) for r in range(9)], 1, rng)[1]


def random_cages(rng, grid, low, high):
    """Connected cages of distinct digits covering the grid: [(sum, cells)]."""
    owner, cages = [None] * 81, []
    for start in rng.sample(range(81), 81):
        if owner[start] is not None:
            continue
        cells, want = [start], rng.randint(low, high)
        owner[start] = len(cages)
        while len(cells) < want:
            digits = {grid[k] for k in cells}
            near = sorted({j for k in cells for j in (k - 9, k + 9, k - 1, k + 1)
                           if 0 <= j < 81 and abs(j % 9 - k % 9) + abs(j // 9 - k // 9) == 1
                           and owner[j] is None and grid[j] not in digits})
            if not near:
                break
            j = rng.choice(near)
            owner[j] = len(cages)
            cells.append(j)
        cages.append((sum(grid[k] for k in cells), sorted(cells)))
    return cages


def unsolvable(rng, cages):
    """Move 1 between two cages of one size until no filling is left."""
    while True:
        a, b = rng.sample(range(len(cages)), 2)
        (sa, ca), (sb, cb) = cages[a], cages[b]
        if len(ca) != len(cb):
            continue
        trial = list(cages)
        trial[a], trial[b] = (sa + 1, ca), (sb - 1, cb)
        if solve(trial, 1)[0] == 0:
            return trial


def render(cages):
    lines = [str(len(cages))]
    for s, cells in cages:
        lines.append(" ".join(map(str, [s, len(cells)] + [(k // 9 + 1) * 10 + k % 9 + 1
                                                          for k in cells])))
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--puzzles", type=int, default=3)
    ap.add_argument("--sizes", default="2-4")
    ap.add_argument("--unsolvable", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    low, high = map(int, a.sizes.split("-"))
    lines = [str(a.puzzles)]
    for _ in range(a.puzzles):
        cages = random_cages(rng, random_filling(rng), low, high)
        if a.unsolvable:
            cages = unsolvable(rng, cages)
        lines += render(cages)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
