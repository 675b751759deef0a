"""One in-process run of bench/cpp.py: a Python contender (measure.py's solvers: "ours", the
Python template; "exact_cover", the PyPI C extension) on one Sudoku set, every puzzle timed
by CPU time (model building included, the check outside), the sum printed for the harness:

    python3 bench/sudoku_cpp/in_process.py SOLVER SET [--quick]

Last line: {"cpu": ..., "wall": ...}, or {"status": "n/a", "why": ...} when the solver
cannot be imported here (the PyPI package outside the bench venv). A wrong answer: one line
on stderr, exit 1.
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from measure import load_set, load_solver, valid_filling  # noqa: E402


def main():
    solver, name, quick = sys.argv[1], sys.argv[2], "--quick" in sys.argv[3:]
    try:
        solve = load_solver(solver)
    except ImportError as e:
        print(json.dumps({"status": "n/a", "why": "not importable here: %s" % e}))
        return
    puzzles, box = load_set(name, quick, None if quick else 10 ** 9)
    cpu = wall = 0.0
    for i, grid in enumerate(puzzles):
        c0, w0 = time.process_time(), time.perf_counter()
        out = solve(list(grid), box)
        cpu, wall = cpu + time.process_time() - c0, wall + time.perf_counter() - w0
        if not valid_filling(grid, out, box):
            sys.exit("in_process: %s gave a wrong answer on %s puzzle %d" % (solver, name, i))
    print(json.dumps({"cpu": cpu, "wall": wall}))


if __name__ == "__main__":
    main()
