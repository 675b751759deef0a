"""Reference: tools.sudoku.solve_ref (a bitmask backtracker sharing no code with
the template) on the board of stdin; prints the filling, or nothing if none."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import format_spaced, read_spaced_grid, ref_main  # noqa: E402

if __name__ == "__main__":
    ref_main(lambda text: [read_spaced_grid(text)], format_spaced)
