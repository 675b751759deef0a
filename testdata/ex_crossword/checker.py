"""Checker for ex_crossword: check(input_text, output_text, answer_text) -> (ok, message).

Any valid filling: SIZE rows of SIZE characters, '+' exactly where the input
has '+', a letter 'A'..'Z' in every open cell, and the words read along the
slots (problemkit.crossword.slots) are the input's words, each as often as
given. The answer is not needed (any filling will do). Never raises: junk
output is (False, message).
"""
from problemkit.crossword import slots


def lines_of(text):
    lines = text.replace("\r\n", "\n").split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    return [line.rstrip(" \t") for line in lines]


def check(input_text, output_text, answer_text):
    try:
        given = [line.strip() for line in input_text.split("\n") if line.strip()]
        grid, words = given[:-1], given[-1].split(";")
        out = lines_of(output_text)
        if len(out) != len(grid):
            return False, "expected %d rows, found %d" % (len(grid), len(out))
        for r, (row, want) in enumerate(zip(out, grid), 1):
            if len(row) != len(want):
                return False, "row %d: expected %d characters" % (r, len(want))
            for c, (ch, w) in enumerate(zip(row, want), 1):
                if (w == "+") != (ch == "+") or (ch != "+" and not "A" <= ch <= "Z"):
                    return False, "row %d column %d: %r where the grid has %r" % (r, c, ch, w)
        read = sorted("".join(out[r][c] for r, c in s) for s in slots(grid)[0])
        if read != sorted(words):
            extra = sorted(set(read) - set(words)) or sorted(set(words) - set(read)) or read
            return False, "the slots spell %s, not the words (e.g. %s)" % (
                ";".join(read)[:60], extra[0][:20])
        return True, "%d words" % len(words)
    except Exception as e:          # never raise on junk: a wrong answer, not a crash
        return False, "unreadable output (%s)" % type(e).__name__
