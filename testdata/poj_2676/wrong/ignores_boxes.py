# expect: WA
"""Wrong on purpose (POJ 2676): every board goes to
problemkit.sudoku.flawed.solve_ignoring_boxes, which enforces rows and columns but
not the 3x3 boxes. Each stored file has a board where the printed grid repeats
a digit in a box (the sample already does), so the checker must say WA."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solve_ignoring_boxes  # noqa: E402
from problemkit.sudoku.layouts import DigitRows  # noqa: E402

if __name__ == "__main__":
    run(solve_ignoring_boxes, DigitRows(3))
