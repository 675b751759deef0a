# expect: TLE
"""Too slow on purpose (BOJ 19998, Hard): problemkit.sudoku.flawed.solve_naive, a
cell-order backtracker trying digits 1..9 with no candidate ordering. Right
answers, but hard_03 (forum-hardest), hard_05..06 (top1465) and hard_07
(17clue-sample) run past the 1 s limit: TLE."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solve_naive  # noqa: E402
from problemkit.sudoku.layouts import SpacedGrid  # noqa: E402

if __name__ == "__main__":
    run(solve_naive, SpacedGrid(3))
