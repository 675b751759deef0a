"""Checker: any valid line is accepted. The output is read as whitespace-
separated tokens (layout free, like BOJ's special judges): exactly 2n plain
integers (no sign, no leading zero) from 1..n+1 such that exactly one power is
missing and every other power v appears twice, v positions apart. `-1` is wrong
for every n >= 1, since a line always exists. An input without an n >= 1 is
a judge error (the validator rejects it).
The answer file is not used: lines are not unique."""
import re

from problemkit.tokens import split_ascii

INT = re.compile(r"[+-]?[0-9]{1,30}\Z")


def read_n(input_text):
    """n from the input, read like the solution reads it; None if absent."""
    tokens = split_ascii(input_text)
    if len(tokens) != 1 or not INT.match(tokens[0]):
        return None
    n = int(tokens[0])
    return n if n >= 1 else None


def first_bad_token(tokens):
    """(index, token) of the first token that is not a plain positive integer."""
    for i, tok in enumerate(tokens):
        if not (tok.isdigit() and tok.isascii() and tok[0] != "0"):
            return i, tok
    return None


def show(tok):
    return repr(tok[:20] + ("..." if len(tok) > 20 else ""))


def check(input_text, output_text, answer_text):
    """(ok, message); never raises on junk output."""
    n = read_n(input_text)
    if n is None:
        return False, "judge error: no n >= 1 in the input"
    # a valid line is at most 2n tokens of len(str(n+1)) digits; allow generous
    # whitespace, but do not split gigabytes of junk
    if len(output_text) > 8 * 2 * n * (len(str(n + 1)) + 1) + 4096:
        return False, "output of %d characters is far longer than 2n = %d numbers" % (
            len(output_text), 2 * n)
    tokens = split_ascii(output_text)
    if tokens == ["-1"]:
        return False, "printed -1, but a line exists for every n >= 1 (n = %d)" % n
    if len(tokens) != 2 * n:
        return False, "expected 2n = %d numbers, found %d tokens" % (2 * n, len(tokens))
    bad = first_bad_token(tokens)
    if bad:
        return False, "token %d: %s is not a plain positive integer" % (bad[0] + 1, show(bad[1]))
    first = [0] * (n + 2)      # first[v]: 1-based position of the first v, 0 if none
    done = [False] * (n + 2)   # done[v]: v seen twice
    width = len(str(n + 1))
    for pos, tok in enumerate(tokens, 1):
        if len(tok) > width:
            return False, "token %d: %s is not in 1..n+1 = 1..%d" % (pos, show(tok), n + 1)
        v = int(tok)
        if v > n + 1:
            return False, "token %d: %d is not in 1..n+1 = 1..%d" % (pos, v, n + 1)
        if done[v]:
            return False, "token %d: power %d appears a third time" % (pos, v)
        if first[v]:
            if pos - first[v] != v:
                return False, "power %d at positions %d and %d: distance %d, not %d" % (
                    v, first[v], pos, pos - first[v], v)
            done[v] = True
        else:
            first[v] = pos
    once = [v for v in range(1, n + 2) if first[v] and not done[v]]
    if once:
        return False, "power %d appears only once (position %d)" % (once[0], first[once[0]])
    missing = [v for v in range(1, n + 2) if not first[v]]
    # 2n tokens, each used power exactly twice: exactly one of n+1 powers is missing
    return True, "valid line for n = %d, power %d in reserve" % (n, missing[0])
