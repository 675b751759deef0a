"""Checker (POJ 2676 has a special judge): for each case with a filling, any
valid filling, written as 9 tokens of 9 digits (whitespace between them is not
checked); a case without a filling (the answer file skips it) prints nothing."""
from problemkit.params import problem_params
from problemkit.sudoku.layouts import DigitRows

LAYOUT = DigitRows(problem_params(__file__)["box"])


def check(input_text, output_text, answer_text):
    """(ok, message); never raises on junk output."""
    return LAYOUT.check(input_text, output_text, answer_text)
