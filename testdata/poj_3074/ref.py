"""Reference: problemkit.ref_solver.solve_ref (a bitmask backtracker sharing no code with
the template) on every board of stdin, counting to 2: a board with two fillings
breaks the statement's promise and is a data error (exit 1)."""
from problemkit.layouts import DottedLines
from problemkit.params import problem_params
from problemkit.scripts import ref_main

if __name__ == "__main__":
    ref_main(DottedLines(problem_params(__file__)["box"]), limit=2)
