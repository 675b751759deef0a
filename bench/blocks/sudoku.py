"""One run of bench/blocks_in_use.py's "sudoku model" workload, in a fresh process:

    python bench/blocks/sudoku.py TREE N

solves the first N puzzles of bench/data/top1465.txt through TREE's templates/dlx.py and
templates/sudoku.py (the checkout's or a --rev copy's), the model built and solved in the
timed part, as the solutions do. Prints one JSON line: cpu, wall, and a digest of the
answers (every side must answer alike), after checking every grid is a valid Sudoku
that keeps the givens.
"""
import hashlib
import importlib.util
import json
import os
import sys
import time

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module          # templates/sudoku.py imports dlx
    spec.loader.exec_module(module)
    return module


def valid(grid, out):
    rows = [out[r * 9:r * 9 + 9] for r in range(9)]
    cols = [out[c::9] for c in range(9)]
    boxes = [[out[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3] for i in range(9)]
             for b in range(9)]
    return (all(sorted(g) == list(range(1, 10)) for g in rows + cols + boxes)
            and all(g in (0, o) for g, o in zip(grid, out)))


def main():
    tree, n = sys.argv[1], int(sys.argv[2])
    dlx = load("dlx", os.path.join(tree, "templates", "dlx.py"))
    sudoku = load("sudoku", os.path.join(tree, "templates", "sudoku.py"))
    with open(os.path.join(BENCH, "data", "top1465.txt")) as f:
        lines = f.read().split()[:n]
    grids = [[0 if ch == "." else int(ch) for ch in line] for line in lines]
    engine = dlx.DLX(4 * 81)
    start, start_wall = time.process_time(), time.perf_counter()
    answers = [sudoku.solve_sudoku(engine, g, 3) for g in grids]
    cpu, wall = time.process_time() - start, time.perf_counter() - start_wall
    flat = [[v for row in a for v in row] if a and isinstance(a[0], list) else a
            for a in answers]
    if not all(a and valid(g, list(a)) for g, a in zip(grids, flat)):
        sys.exit("blocks/sudoku: a puzzle not solved right")
    digest = hashlib.sha256(repr(flat).encode()).hexdigest()[:16]
    print(json.dumps({"cpu": cpu, "wall": wall, "answers": digest}))


if __name__ == "__main__":
    main()
