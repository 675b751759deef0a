"""`python gen.py SEED [--cases T] [--clues N] [--unique]`: T random boards
(default 1) with N givens each (default 30), made with random.Random(SEED) only;
--unique keeps each filling unique (then more givens may remain)."""
from problemkit.params import problem_params
from problemkit.sudoku.commands import gen_main
from problemkit.sudoku.layouts import DigitRows

if __name__ == "__main__":
    gen_main(DigitRows(problem_params(__file__)["box"]))
