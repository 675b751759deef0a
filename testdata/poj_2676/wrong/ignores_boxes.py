# expect: WA
"""Wrong on purpose (POJ 2676): every board goes to
tools.flawed_sudoku.solve_ignoring_boxes, which enforces rows and columns but
not the 3x3 boxes. Each stored file has a board where the printed grid repeats
a digit in a box (the sample already does), so the checker must say WA."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from tools.flawed_sudoku import run, solve_ignoring_boxes  # noqa: E402

if __name__ == "__main__":
    run(solve_ignoring_boxes, "digit_rows")
