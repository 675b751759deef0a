"""Checker for POJ 3076: check(input_text, output_text, answer_text) -> (ok, message).

Each grid has exactly one solution, but sources disagree on the separator
between output grids, so only the non-empty lines of the output are compared:
they must be 16 lines per input grid, each of 16 letters 'A'-'P' (surrounding
spaces and CR ignored), and each grid must be a valid filling of its puzzle
(problemkit.sudoku.grid.check_filling, its messages naming letters, not numbers). A
valid filling of a unique puzzle is the answer, which is checked too, so a
wrong answer file shows up as a judge error. Never raises, whatever the output
holds.
"""
from problemkit.params import problem_params
from problemkit.sudoku.grid import check_filling

BOX = problem_params(__file__)["box"]
N, LETTERS = BOX * BOX, "ABCDEFGHIJKLMNOP"
VALUE = {ch: i + 1 for i, ch in enumerate(LETTERS)}
PUZZLE_VALUE = dict(VALUE, **{"-": 0})
MAX_OUTPUT = 1 << 24                   # far more than any answer; a flood is WA


def grids_of(text, values):
    """The grids written by the non-empty lines of text, or a message."""
    rows = [line.strip() for line in text.split("\n") if line.strip()]
    if len(rows) % N:
        return "%d non-empty lines, not a multiple of %d" % (len(rows), N)
    grids = []
    for i, row in enumerate(rows):
        if len(row) != N or any(ch not in values for ch in row):
            return "grid %d, row %d is %r, not %d letters 'A'-'P'" % (
                i // N + 1, i % N + 1, row[:40], N)
        if i % N == 0:
            grids.append([])
        grids[-1] += [values[ch] for ch in row]
    return grids


def check(input_text, output_text, answer_text):
    try:
        puzzles = grids_of(input_text, PUZZLE_VALUE)
        answers = grids_of(answer_text, VALUE)
        if isinstance(puzzles, str) or isinstance(answers, str) or len(puzzles) != len(answers):
            return False, "judge error: bad input or answer file (%s)" % (
                puzzles if isinstance(puzzles, str) else answers if isinstance(answers, str)
                else "%d puzzles, %d answers" % (len(puzzles), len(answers)))
        if not isinstance(output_text, str) or len(output_text) > MAX_OUTPUT:
            return False, "output too long"
        got = grids_of(output_text, VALUE)
        if isinstance(got, str):
            return False, got
        if len(got) != len(puzzles):
            return False, "expected %d grid(s), found %d" % (len(puzzles), len(got))
        for i, (puzzle, answer, grid) in enumerate(zip(puzzles, answers, got), 1):
            ok, msg = check_filling(puzzle, grid, BOX, LETTERS)
            if not ok:
                return False, "grid %d: %s" % (i, msg)
            if grid != answer:
                return False, "judge error: grid %d is valid but differs from the answer " \
                              "(the puzzle is not unique, or the answer is wrong)" % i
        return True, "ok: %d grid(s)" % len(puzzles)
    except Exception as e:             # never raise on junk; report it
        return False, "checker could not read the output: %s" % type(e).__name__
