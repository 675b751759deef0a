# expect: WA
"""Wrong on purpose (BOJ 2580): problemkit.sudoku.flawed.solve_ignoring_boxes, a
most-constrained-cell backtracker that checks rows and columns but forgets the
3x3 boxes. It prints a Latin square, which the checker must reject as soon as
a box repeats a digit: handmade_02, every hard_ and random_ case."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solve_ignoring_boxes  # noqa: E402
from problemkit.sudoku.layouts import SpacedGrid  # noqa: E402

if __name__ == "__main__":
    run(solve_ignoring_boxes, SpacedGrid(3))
