"""Checker for ex_queens: check(input_text, output_text, answer_text) -> (ok, message).

Per query, in order: mode count: the line equals the answer's. Mode one: "none"
exactly when the answer says "none", else n rows of n characters 'Q' or '.'
with n queens, no two in a row, column or diagonal. Never raises: junk output
is (False, message).
"""
from problemkit.tokens import split_ascii



def lines_of(text):
    lines = text.replace("\r\n", "\n").split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    return [line.rstrip(" \t") for line in lines]


def check_board(n, rows):
    if any(len(row) != n or row.strip("Q.") for row in rows):
        return "expected %d rows of %d characters 'Q' or '.'" % (n, n)
    queens = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "Q"]
    if len(queens) != n:
        return "%d queens, expected %d" % (len(queens), n)
    for key, what in ((lambda q: q[0], "row"), (lambda q: q[1], "column"),
                      (lambda q: q[0] + q[1], "diagonal"), (lambda q: q[0] - q[1], "diagonal")):
        if len({key(q) for q in queens}) != n:
            return "two queens share a %s" % what
    return None


def check(input_text, output_text, answer_text):
    try:
        queries = [split_ascii(line) for line in input_text.split("\n") if line.strip()]
        out, ans = lines_of(output_text), lines_of(answer_text)
        i = j = 0
        for k, (n, mode) in enumerate(queries, 1):
            n = int(n)
            if i >= len(out):
                return False, "query %d: the output ends early" % k
            if mode == "count":
                if out[i] != ans[j]:
                    return False, "query %d (%d count): expected %s, found %r" % (k, n, ans[j], out[i][:20])
                i, j = i + 1, j + 1
                continue
            if (out[i] == "none") != (ans[j] == "none"):
                return False, "query %d (%d one): %s" % (
                    k, n, "said none, but a placement exists" if out[i] == "none"
                    else "no placement exists, expected none")
            if ans[j] == "none":
                i, j = i + 1, j + 1
                continue
            error = check_board(n, out[i:i + n])
            if error:
                return False, "query %d (%d one): %s" % (k, n, error)
            i, j = i + n, j + n
        if i != len(out):
            return False, "%d extra line(s) after the last query" % (len(out) - i)
        return True, "%d queries" % len(queries)
    except Exception as e:          # never raise on junk: a wrong answer, not a crash
        return False, "unreadable output (%s)" % type(e).__name__
