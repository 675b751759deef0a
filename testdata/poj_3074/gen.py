"""`python gen.py SEED [--cases T] [--clues N]`: T random boards (default 1), each
with a unique filling and about N givens (default 30; digging stops when no
given can go), made with random.Random(SEED) only; then "end"."""
from problemkit.params import problem_params
from problemkit.sudoku.commands import gen_main
from problemkit.sudoku.layouts import DottedLines

if __name__ == "__main__":
    gen_main(DottedLines(problem_params(__file__)["box"]), unique=True)
