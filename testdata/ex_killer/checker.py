"""Checker for ex_killer: check(input_text, output_text, answer_text) -> (ok, message).

Per puzzle, in order, one line: "none" exactly when the answer says "none",
else 81 digits 1..9 that put 1..9 in every row, column and box, and in every
cage distinct digits adding up to its sum. Never raises: junk output is
(False, message).
"""

UNITS = ([[r * 9 + c for c in range(9)] for r in range(9)]
         + [[r * 9 + c for r in range(9)] for c in range(9)]
         + [[(b // 3 * 3 + i) * 9 + b % 3 * 3 + j for i in range(3) for j in range(3)]
            for b in range(9)])


def lines_of(text):
    """The non-blank lines, stripped of ASCII whitespace only (as a C-locale judge reads)."""
    lines = [line.strip(" \t\r\f\v") for line in text.replace("\r\n", "\n").split("\n")]
    return [line for line in lines if line]


def puzzles_of(text):
    """[[(sum, [cells 0..80])]] from a valid input."""
    tokens, pos, out = list(map(int, text.split())), 1, []
    for _ in range(tokens[0]):
        cages, m = [], tokens[pos]
        pos += 1
        for _ in range(m):
            s, k = tokens[pos], tokens[pos + 1]
            cages.append((s, [rc // 10 * 9 + rc % 10 - 10 for rc in tokens[pos + 2:pos + 2 + k]]))
            pos += 2 + k
        out.append(cages)
    return out


def check_filling(cages, line):
    if len(line) != 81 or line.strip("123456789"):
        return "expected 81 digits 1..9 or none, found %r" % line[:20]
    for u, unit in enumerate(UNITS):
        if sorted(line[k] for k in unit) != list("123456789"):
            return "%s %d does not hold 1..9" % (("row", "column", "box")[u // 9], u % 9 + 1)
    for g, (s, cells) in enumerate(cages, 1):
        digits = [int(line[k]) for k in cells]
        if len(set(digits)) != len(digits) or sum(digits) != s:
            return "cage %d: digits %s, not distinct digits summing to %d" % (g, digits, s)
    return None


def check(input_text, output_text, answer_text):
    try:
        puzzles, out, ans = puzzles_of(input_text), lines_of(output_text), lines_of(answer_text)
        if len(out) != len(puzzles):
            return False, "%d line(s) for %d puzzle(s)" % (len(out), len(puzzles))
        for k, (cages, got, want) in enumerate(zip(puzzles, out, ans), 1):
            if (got == "none") != (want == "none"):
                return False, "puzzle %d: %s" % (k, "said none, but a filling exists"
                                                 if got == "none" else "no filling exists")
            error = got != "none" and check_filling(cages, got)
            if error:
                return False, "puzzle %d: %s" % (k, error)
        return True, "%d puzzles" % len(puzzles)
    except Exception as e:          # never raise on junk: a wrong answer, not a crash
        return False, "unreadable output (%s)" % type(e).__name__
