"""One N-Queens placement per input line, for bench/queens_one.py: bench/queens/one.cpp's
DLX models and restart rules on the Python DLX block (templates/dlx.py of the tree given as
the first argument: the checkout, or a --rev copy). Input and output as one.cpp's:

    strategy n seed cap g_1 .. g_n      ->  solved nodes attempts microseconds c_1 .. c_n

and at the end {"cpu": ..., "wall": ...}: the searches' own time (process_time), the
interpreter's start and the reading of the boards left out. Strategies: guide, rows,
guide+shuffle, rows+shuffle (one.cpp says what each is).
"""
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(sys.argv[1] if len(sys.argv) > 1 else ".", "templates"))
from dlx import DLX  # noqa: E402  (the tree's block)


def build(dlx, n, givens, rows_only, rng):
    """one.cpp's models; rng: the options in a random order. False if the givens clash."""
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


def one(strategy, n, givens, seed, cap):
    """(solved, nodes, attempts, columns) of one board, as one.cpp's."""
    dlx = DLX(6 * n - 2, n, 6 * n - 1 + 4 * n * n)
    rows_only, restarts = strategy.startswith("rows"), "+" in strategy
    rng, nodes, attempt, budget = random.Random(seed), 0, 0, 1024
    while True:
        if not build(dlx, n, givens, rows_only, rng if attempt else None):
            return 0, nodes, attempt + 1, [0] * n
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
            return 0, nodes, attempt, [0] * n
        budget *= 2


def main():
    cpu = wall = 0.0
    for line in sys.stdin.read().splitlines():
        f = line.split()
        strategy, n, seed, cap = f[0], int(f[1]), int(f[2]), int(f[3])
        givens = [int(x) for x in f[4:4 + n]]
        c0, w0 = time.process_time(), time.perf_counter()
        solved, nodes, attempts, cols = one(strategy, n, givens, seed, cap)
        spent = time.process_time() - c0
        cpu, wall = cpu + spent, wall + time.perf_counter() - w0
        print(solved, nodes, attempts, "%.0f" % (spent * 1e6), *cols)
    print(json.dumps({"cpu": cpu, "wall": wall}))


if __name__ == "__main__":
    main()
