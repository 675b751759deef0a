# expect: TLE
"""Too slow on purpose (POJ 2676): each board goes to tools.flawed_sudoku.solve_naive,
plain backtracking in cell order with no most-constrained-cell choice. Right
answers, but the files of many boards (hard_02, max_, random_) add up to far
more than the 2 s limit: TLE."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from tools.flawed_sudoku import run, solve_naive  # noqa: E402

if __name__ == "__main__":
    run(solve_naive, "digit_rows")
