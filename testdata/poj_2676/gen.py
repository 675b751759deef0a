"""`python gen.py SEED [--cases T] [--clues N] [--unique]`: T random boards
(default 1) with N givens each (default 30), made with random.Random(SEED) only;
--unique keeps each filling unique (then more givens may remain)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import format_digit_rows, gen_boards  # noqa: E402

if __name__ == "__main__":
    boards = gen_boards(sys.argv[1:])
    sys.stdout.write("%d\n" % len(boards) + "".join(map(format_digit_rows, boards)))
