# expect: WA
"""Wrong on purpose (POJ 3074): one solver from
problemkit.sudoku.flawed.solver_without_reset() serves every line, and its digit
masks are never cleared. Line 1 comes out right, later lines inherit its digits
and print nothing: WA on every file with two or more boards (the one-board
hard_01 and hard_02 pass, as such a bug would on a judge's single test)."""
import os
import sys

# Judged as a solution: alone, in a clean environment (no PYTHONPATH), so it puts
# the repository root on the path itself to reach problemkit.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
from problemkit.sudoku.flawed import run, solver_without_reset  # noqa: E402
from problemkit.sudoku.layouts import DottedLines  # noqa: E402

if __name__ == "__main__":
    run(solver_without_reset(), DottedLines(3))
