"""`python gen.py SEED [--clues N] [--unique]`: one random board (N givens, default
30, dug from a random filling with random.Random(SEED)); --unique keeps the
filling unique (then more givens may remain)."""
from problemkit.params import problem_params
from problemkit.sudoku.commands import gen_main
from problemkit.sudoku.layouts import SpacedGrid

if __name__ == "__main__":
    gen_main(SpacedGrid(problem_params(__file__)["box"]))
