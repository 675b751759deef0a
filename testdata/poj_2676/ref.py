"""Reference: problemkit.sudoku.ref_solver.solve_ref (a bitmask backtracker sharing no code with
the template) on every board of stdin; prints each filling as 9 lines of 9
digits, nothing for a board without one."""
from problemkit.params import problem_params
from problemkit.sudoku.commands import ref_main
from problemkit.sudoku.layouts import DigitRows

if __name__ == "__main__":
    ref_main(DigitRows(problem_params(__file__)["box"]))
