"""The checker core: untrusted output read into grids, and multi-case files where an
unsolvable case prints nothing. Nothing here raises on junk output."""
from problemkit.sudoku.grid import cell_name, check_filling

MAX_OUTPUT = 1 << 20               # a 9x9 checker rejects longer output unread


def tokens_to_grid(tokens, box):
    """The grid written by n*n one-digit tokens 1..n, or a message saying what
    is wrong with them (a str)."""
    n = box * box
    if len(tokens) != n * n:
        return "expected %d numbers, found %d tokens" % (n * n, len(tokens))
    digits = {str(d): d for d in range(1, n + 1)}
    grid = []
    for k, t in enumerate(tokens):
        if t not in digits:
            return "token %d (%s) is %r, not a digit 1..%d" % (
                k + 1, cell_name(k, n), t[:20], n)
        grid.append(digits[t])
    return grid


def chars_to_grid(s, box):
    """The grid written as n*n characters '1'..'9' (no separators), or a message."""
    n = box * box
    if len(s) != n * n:
        return "expected %d characters, found %d" % (n * n, len(s))
    grid = []
    for k, ch in enumerate(s):
        if not ("1" <= ch <= "9") or int(ch) > n:
            return "%s is %r, not a digit 1..%d" % (cell_name(k, n), ch, n)
        grid.append(int(ch))
    return grid


def check_cases(puzzles, answers, outputs, box, what="grid"):
    """(ok, message) for a multi-case file where an unsolvable case prints nothing.

    puzzles: the input grids; answers: the reference's grids (one per solvable
    puzzle, in order); outputs: the contestant's grids, each either a list of
    ints or a str (why that output chunk is malformed). A puzzle counts as
    solvable exactly when the next reference grid fills it, which is right
    whenever the reference is."""
    ai = oi = 0
    for case, puzzle in enumerate(puzzles, 1):
        if ai < len(answers) and check_filling(puzzle, answers[ai], box)[0]:
            ai += 1
            if oi >= len(outputs):
                return False, "case %d: output ends before its %s" % (case, what)
            got = outputs[oi]
            oi += 1
            if isinstance(got, str):
                return False, "case %d: %s" % (case, got)
            ok, msg = check_filling(puzzle, got, box)
            if not ok:
                return False, "case %d: %s" % (case, msg)
    if ai != len(answers):
        return False, "judge error: answer file does not match the input (case %d)" % (ai + 1)
    if oi != len(outputs):
        return False, "%d extra %s(s) after the last case" % (len(outputs) - oi, what)
    return True, "ok: %d case(s)" % len(puzzles)
