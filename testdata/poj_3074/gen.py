"""`python gen.py SEED [--cases T] [--clues N]`: T random boards (default 1), each
with a unique filling and about N givens (default 30; digging stops when no
given can go), made with random.Random(SEED) only; then "end"."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import gen_boards  # noqa: E402

if __name__ == "__main__":
    boards = gen_boards(sys.argv[1:], unique=True)
    sys.stdout.write("".join("".join(str(v) if v else "." for v in b) + "\n"
                             for b in boards) + "end\n")
