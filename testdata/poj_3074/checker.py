"""Checker: each case's line must be a valid filling of its board. POJ 3074
compares exactly (problem.toml: compare = "strict"), which is equivalent because
every board has one filling; this checker proves the stored answers valid and
gives a readable message in tests."""
from problemkit.params import problem_params
from problemkit.sudoku.layouts import DottedLines

LAYOUT = DottedLines(problem_params(__file__)["box"])


def check(input_text, output_text, answer_text):
    """(ok, message); never raises on junk output."""
    return LAYOUT.check(input_text, output_text, answer_text)
