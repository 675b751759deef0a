"""Reference: tools.sudoku.solve_ref (a bitmask backtracker sharing no code with
the template) on every board of stdin, counting to 2: a board with two fillings
breaks the statement's promise and is a data error (exit 1)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import format_line, read_line_cases, ref_main  # noqa: E402

if __name__ == "__main__":
    ref_main(read_line_cases, format_line, limit=2)
