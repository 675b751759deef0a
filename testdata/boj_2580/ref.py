"""Reference: problemkit.sudoku.ref_solver.solve_ref (a bitmask backtracker sharing no code with
the template) on the board of stdin; prints the filling, or nothing if none."""
from problemkit.params import problem_params
from problemkit.sudoku.commands import ref_main
from problemkit.sudoku.layouts import SpacedGrid

if __name__ == "__main__":
    ref_main(SpacedGrid(problem_params(__file__)["box"]))
