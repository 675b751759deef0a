"""What the problem folders (testdata/<problem>/) import: one module per concern; the
helpers only the Sudoku problems use are the subpackage problemkit.sudoku.

Not a template: nothing here is pasted into a solution. What makes or judges a case
(validators, generators, reference solvers, checkers) shares no code with templates/,
so each reference solver is an independent opponent for the template's model. The one
import of templates/ is problemkit.sudoku.flawed, the deliberately wrong Sudoku
solutions: one of them is the template's DLX with the box items left out
(tests/problemkit/test_problemkit_imports.py holds both claims).
Scripts import it as `problemkit.<module>`; whoever runs them puts the repository root
on the import path (the runner's checker host, judge/commands/stress.py, tests/conftest.py,
or `PYTHONPATH=. python testdata/<problem>/validator.py < case.in` by hand).

  tokens     split_ascii (a C-locale judge's tokens), output_tokens (capped)
  strict     FormatError, strict_lines, plain_int: the line rules of a stored input
  params     problem_params(__file__): the [params] table of problem.toml
  scripts    validator_main: the command line of every validator.py
  sizes      one size per line: its validator rules and generator (ex_langford, ex_qdomination)
  crossword  slots and a plain backtracker, for testdata/ex_crossword
  sudoku     the Sudoku problems' helpers (its docstring lists its modules)
"""
