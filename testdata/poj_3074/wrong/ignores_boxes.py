# expect: WA
"""Wrong on purpose (POJ 3074): problemkit.sudoku.flawed.solve_ignoring_boxes fills
each 81-character line as a Latin square, ignoring the 3x3 boxes. The boards
have one filling each, compared as exact text, so every stored case differs
from the answer and must be WA."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solve_ignoring_boxes  # noqa: E402
from problemkit.sudoku.layouts import DottedLines  # noqa: E402

if __name__ == "__main__":
    run(solve_ignoring_boxes, DottedLines(3))
