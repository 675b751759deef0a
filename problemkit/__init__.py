"""What the problem folders (testdata/<problem>/) import: one module per concern.

Not a template: nothing here is pasted into a solution, and it shares no code with
templates/, so its reference solver is an independent opponent for the DLX model.
Scripts import it as `problemkit.<module>`; whoever runs them puts the repository root
on the import path (the runner's checker host, judge/stress.py, tests/conftest.py,
or `PYTHONPATH=. python testdata/<problem>/validator.py < case.in` by hand).

  tokens         split_ascii (a C-locale judge's tokens), output_tokens (capped)
  strict         FormatError, strict_lines: the line rules of a stored input
  params         problem_params(__file__): the [params] table of problem.toml
  scripts        the command lines: validator_main, ref_main, gen_main
  grid           Sudoku geometry and rules: units, first_clash, check_filling
  ref_solver     solve_ref, the reference Sudoku solver (counts up to a limit)
  generate       isomorph, random_solution, random_puzzle, gen_boards
  checking       checker core: tokens_to_grid, chars_to_grid, check_cases
  layouts        one object per Sudoku input layout (SpacedGrid, DigitRows,
                 DottedLines): parse, validate, read, format, format_input, check
  flawed_sudoku  the deliberately flawed solvers behind testdata/*/wrong/*.py
"""
