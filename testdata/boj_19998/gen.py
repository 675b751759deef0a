"""`python gen.py SEED [--clues N] [--unique]`: one random board (N givens, default
30, dug from a random filling with random.Random(SEED)); --unique keeps the
filling unique (then more givens may remain)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.sudoku import format_spaced, gen_boards  # noqa: E402

if __name__ == "__main__":
    sys.stdout.write(format_spaced(gen_boards(sys.argv[1:])[0]))
