"""Checker: any valid filling is accepted. The output is read as 81
whitespace-separated digits 1..9 (the layout, 9 per line, is not enforced, like
BOJ's special judges); it must keep every given and fill each row, column and
box with 1..9. An empty answer file means "no filling": then empty output is right."""
from problemkit.params import problem_params
from problemkit.sudoku.layouts import SpacedGrid

LAYOUT = SpacedGrid(problem_params(__file__)["box"])


def check(input_text, output_text, answer_text):
    """(ok, message); never raises on junk output."""
    return LAYOUT.check(input_text, output_text, answer_text)
