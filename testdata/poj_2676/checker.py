"""Checker (POJ 2676 has a special judge): for each case with a filling, any
valid filling, written as 9 tokens of 9 digits (whitespace between them is not
checked); a case without a filling (the answer file skips it) prints nothing."""
from tools.sudoku import check_rows_cases


def check(input_text, output_text, answer_text):
    """(ok, message); never raises on junk output."""
    return check_rows_cases(input_text, output_text, answer_text, 3)
