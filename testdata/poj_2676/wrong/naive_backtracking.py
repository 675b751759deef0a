# expect: TLE
"""Too slow on purpose (POJ 2676): each board goes to problemkit.sudoku.flawed.solve_naive,
plain backtracking in cell order with no most-constrained-cell choice. Right
answers, but the files of many boards (hard_02, max_, random_) add up to far
more than the 2 s limit: TLE."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solve_naive  # noqa: E402
from problemkit.sudoku.layouts import DigitRows  # noqa: E402

if __name__ == "__main__":
    run(solve_naive, DigitRows(3))
