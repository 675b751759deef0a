"""Checker for ex_qdomination: check(input_text, output_text, answer_text) -> (ok, message).

Per input line n, in order: the output line "k r1 c1 ... rk ck" must have the
answer's k, and its k queens (rows and columns 1..n, all distinct squares)
must attack no other and hold or attack every square. Never raises: junk
output is (False, message).
"""
from problemkit.tokens import split_ascii


def lines_of(text):
    lines = text.replace("\r\n", "\n").split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def attacks(a, b):
    return a[0] == b[0] or a[1] == b[1] or a[0] - a[1] == b[0] - b[1] or a[0] + a[1] == b[0] + b[1]


def placement_error(n, k, values):
    if len(values) != 2 * k or any(not 1 <= v <= n for v in values):
        return "expected %d pairs 'row column' in 1..%d" % (k, n)
    queens = list(zip(values[0::2], values[1::2]))
    if len(set(queens)) != k:
        return "a square holds two queens"
    for i, q in enumerate(queens):
        for p in queens[:i]:
            if attacks(p, q):
                return "the queens on %s and %s attack each other" % (p, q)
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            if not any(attacks(q, (r, c)) for q in queens):
                return "square (%d, %d) is neither held nor attacked" % (r, c)
    return None


def check(input_text, output_text, answer_text):
    try:
        sizes = [int(line) for line in input_text.split("\n") if line.strip()]
        out, ans = lines_of(output_text), lines_of(answer_text)
        if len(out) != len(sizes):
            return False, "%d output lines for %d boards" % (len(out), len(sizes))
        for i, n in enumerate(sizes):
            got, want = [int(t) for t in split_ascii(out[i])], int(split_ascii(ans[i])[0])
            if not got or got[0] != want:
                return False, "board %d (n = %d): expected %d queens, found %r" % (
                    i + 1, n, want, out[i][:20])
            error = placement_error(n, want, got[1:])
            if error:
                return False, "board %d (n = %d): %s" % (i + 1, n, error)
        return True, "%d boards" % len(sizes)
    except Exception as e:          # never raise on junk: a wrong answer, not a crash
        return False, "unreadable output (%s)" % type(e).__name__
