"""Reference: tools.sudoku.solve_ref (a bitmask backtracker sharing no code with
the template) on every board of stdin; prints each filling as 9 lines of 9
digits, nothing for a board without one."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import format_digit_rows, read_digit_rows_cases, ref_main  # noqa: E402

if __name__ == "__main__":
    ref_main(read_digit_rows_cases, format_digit_rows)
