"""Random Sudoku boards for the generators, made with a given random.Random only."""
import argparse
import random

from problemkit.sudoku.ref_solver import solve_ref


def isomorph(grid, box, rng):
    """grid with rows within bands, bands, columns within stacks and stacks
    shuffled, digits relabelled and, half the time, transposed, all by rng
    (a random.Random): a puzzle (or filling) of the same difficulty class."""
    n = box * box

    def shuffled_lines():
        bands = list(range(box))
        rng.shuffle(bands)
        out = []
        for b in bands:
            inner = list(range(box))
            rng.shuffle(inner)
            out += [b * box + i for i in inner]
        return out

    rows, cols = shuffled_lines(), shuffled_lines()
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    out = [digits[grid[r * n + c] - 1] if grid[r * n + c] else 0 for r in rows for c in cols]
    if rng.random() < 0.5:
        out = [out[c * n + r] for r in range(n) for c in range(n)]
    return out


def random_solution(rng, box):
    """A random valid filling: an isomorph of the pattern grid
    (box*(r%box) + r//box + c) % n + 1."""
    n = box * box
    return isomorph([(box * (r % box) + r // box + c) % n + 1 for r in range(n) for c in range(n)],
                    box, rng)


def random_puzzle(rng, box, clues, unique=False):
    """A puzzle with `clues` givens dug from random_solution(rng, box). With
    unique=True a cell is blanked only if the puzzle keeps one solution, so the
    result may keep more than `clues` givens (the digging stops when no cell can go)."""
    n = box * box
    grid = random_solution(rng, box)
    order = list(range(n * n))
    rng.shuffle(order)
    left = n * n
    for k in order:
        if left <= clues:
            break
        v, grid[k] = grid[k], 0
        if unique and solve_ref(grid, box, 2)[0] != 1:
            grid[k] = v
        else:
            left -= 1
    return grid


def gen_boards(argv, box, unique=False):
    """The boards a gen.py prints: `SEED [--cases T] [--clues N] [--unique]`.
    T random puzzles (default 1) with N givens (default 30), made with
    random.Random(SEED) only; --unique (or unique=True) keeps one filling each."""
    ap = argparse.ArgumentParser(prog="gen.py")
    ap.add_argument("seed", type=int)
    ap.add_argument("--cases", type=int, default=1)
    ap.add_argument("--clues", type=int, default=30)
    ap.add_argument("--unique", action="store_true")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    return [random_puzzle(rng, box, args.clues, unique or args.unique)
            for _ in range(args.cases)]
