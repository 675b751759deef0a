"""Checker for ex_xsudoku: check(input_text, output_text, answer_text) -> (ok, message).

Per puzzle, in order: "none" exactly when the answer says "none", else 81
digits 1..9 that keep the givens and put 1..9 in every row, column, box and
both diagonals. Never raises: junk output is (False, message).
"""

UNITS = ([[r * 9 + c for c in range(9)] for r in range(9)]
         + [[r * 9 + c for r in range(9)] for c in range(9)]
         + [[(b // 3 * 3 + i) * 9 + b % 3 * 3 + j for i in range(3) for j in range(3)]
            for b in range(9)]
         + [[i * 10 for i in range(9)], [i * 8 + 8 for i in range(9)]])
NAMES = ["row %d" % i for i in range(1, 10)] + ["column %d" % i for i in range(1, 10)] \
    + ["box %d" % i for i in range(1, 10)] + ["the main diagonal", "the anti-diagonal"]


def lines_of(text):
    """The non-blank lines, stripped of ASCII whitespace only (as a C-locale judge reads)."""
    lines = [line.strip(" \t\r\f\v") for line in text.replace("\r\n", "\n").split("\n")]
    return [line for line in lines if line]


def check_filling(puzzle, line):
    if len(line) != 81 or line.strip("123456789"):
        return "expected 81 digits 1..9 or none, found %r" % line[:20]
    if any(p != "." and p != s for p, s in zip(puzzle, line)):
        return "a given is changed"
    for unit, name in zip(UNITS, NAMES):
        if sorted(line[k] for k in unit) != list("123456789"):
            return "%s does not hold 1..9" % name
    return None


def check(input_text, output_text, answer_text):
    try:
        puzzles, out, ans = lines_of(input_text), lines_of(output_text), lines_of(answer_text)
        if len(out) != len(puzzles):
            return False, "%d line(s) for %d puzzle(s)" % (len(out), len(puzzles))
        for k, (puzzle, got, want) in enumerate(zip(puzzles, out, ans), 1):
            if (got == "none") != (want == "none"):
                return False, "puzzle %d: %s" % (k, "said none, but a filling exists"
                                                 if got == "none" else "no filling exists")
            error = got != "none" and check_filling(puzzle, got)
            if error:
                return False, "puzzle %d: %s" % (k, error)
        return True, "%d puzzles" % len(puzzles)
    except Exception as e:          # never raise on junk: a wrong answer, not a crash
        return False, "unreadable output (%s)" % type(e).__name__
