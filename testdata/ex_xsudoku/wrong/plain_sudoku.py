# expect: WA
"""Wrong on purpose: examples/xsudoku.py solving plain Sudoku (box size 3
instead of the X shape): its fillings break a diagonal, and it fills puzzles
that have no X filling (a classic Sudoku whose diagonals cannot hold 1..9)."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "xsudoku", os.path.join(HERE, "..", "..", "..", "examples", "xsudoku.py"))
xsudoku = importlib.util.module_from_spec(spec)
spec.loader.exec_module(xsudoku)
xsudoku.X_SUDOKU = 3                    # the bug: the diagonals are forgotten
xsudoku.main()
