"""The helpers of the Sudoku problems' folders (testdata/boj_2580, boj_19998, poj_2676,
poj_3074, poj_3076), one module per concern:

  grid        Sudoku geometry and rules: units, first_clash, check_filling
  ref_solver  solve_ref, the reference Sudoku solver (counts up to a limit)
  generate    isomorph, random_solution, random_puzzle, gen_boards
  checking    checker core: tokens_to_grid, chars_to_grid, check_cases
  layouts     one object per Sudoku input layout (SpacedGrid, DigitRows,
              DottedLines): parse, validate, read, format, format_input, check
  commands    ref_main, gen_main: the command lines of a Sudoku ref.py and gen.py
  flawed      the deliberately flawed solvers behind testdata/*/wrong/*.py; the one
              module of problemkit that imports the template (templates/dlx.py)
"""
