# expect: WA
"""Wrong on purpose (BOJ 19998, Hard): problemkit.sudoku.flawed.solve_ignoring_boxes
checks rows and columns only, never the 3x3 boxes. Its Latin squares pass on
the easy boards only by luck; on handmade_02, hard_01..07 and random_ the
checker must find a box holding a digit twice."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solve_ignoring_boxes  # noqa: E402
from problemkit.sudoku.layouts import SpacedGrid  # noqa: E402

if __name__ == "__main__":
    run(solve_ignoring_boxes, SpacedGrid(3))
