# expect: TLE
"""Too slow on purpose (BOJ 2580): problemkit.sudoku.flawed.solve_naive backtracks in
cell order trying digits 1..9, with no most-constrained-cell choice. Its
answers are right, but hard_01 and hard_02 (top1465 line 1, 17clue-sample
line 1) take it past the 1 s limit on CPython: TLE there, AC elsewhere."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solve_naive  # noqa: E402
from problemkit.sudoku.layouts import SpacedGrid  # noqa: E402

if __name__ == "__main__":
    run(solve_naive, SpacedGrid(3))
