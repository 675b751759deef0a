# expect: WA
"""Wrong on purpose (POJ 2676): a correct solver built once by
problemkit.sudoku.flawed.solver_without_reset(), whose row/column/box masks are never
cleared between test cases. The first board is solved; the next ones inherit
its digits, look contradictory and print nothing, so every file with two or more
boards (all but sample_01) must be WA."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solver_without_reset  # noqa: E402
from problemkit.sudoku.layouts import DigitRows  # noqa: E402

if __name__ == "__main__":
    run(solver_without_reset(), DigitRows(3))
