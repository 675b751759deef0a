"""Reference: problemkit.sudoku.ref_solver.solve_ref (a bitmask backtracker sharing no code with
the template) on every board of stdin, counting to 2: a board with two fillings
breaks the statement's promise and is a data error (exit 1)."""
from problemkit.params import problem_params
from problemkit.sudoku.commands import ref_main
from problemkit.sudoku.layouts import DottedLines

if __name__ == "__main__":
    ref_main(DottedLines(problem_params(__file__)["box"]), limit=2)
