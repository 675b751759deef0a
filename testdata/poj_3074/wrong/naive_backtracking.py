# expect: TLE
"""Too slow on purpose (POJ 3074): problemkit.sudoku.flawed.solve_naive solves each line
by cell-order backtracking, digits 1..9, no choice of the most constrained
cell. One minimal board costs it half a second or more (hard_02 alone passes
1 s), so every stored file but sample_01 and hard_01 exceeds the limit: TLE."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solve_naive  # noqa: E402
from problemkit.sudoku.layouts import DottedLines  # noqa: E402

if __name__ == "__main__":
    run(solve_naive, DottedLines(3))
