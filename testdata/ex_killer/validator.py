"""Input validator for ex_killer: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/killer.py): a line P (1..max_puzzles),
then per puzzle a line m (1..81) and m lines "s k c_1 .. c_k" (1 <= k <= 9,
cells 10 * row + column, rows and columns 1..9), the cages covering every
cell once, each sum reachable by k distinct digits; single spaces, LF
endings, a final newline, no trailing spaces, no blank lines.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import re

from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, strict_lines

MAX_PUZZLES = problem_params(__file__)["max_puzzles"]
NUMBER = re.compile(r"[1-9][0-9]*\Z")


def ints(line, k):
    tokens = line.split(" ")
    if not all(NUMBER.match(t) for t in tokens):
        raise FormatError("line %d: expected numbers without leading zeros, single spaces" % k)
    return [int(t) for t in tokens]


def validate(text):
    lines = strict_lines(text)
    at = 0

    def line():
        nonlocal at
        if at == len(lines):
            raise FormatError("line %d: the input ends early" % (at + 1))
        at += 1
        return ints(lines[at - 1], at)

    head = line()
    if len(head) != 1 or not 1 <= head[0] <= MAX_PUZZLES:
        raise FormatError("line 1: expected the number of puzzles, 1..%d" % MAX_PUZZLES)
    for _ in range(head[0]):
        m = line()
        if len(m) != 1 or not 1 <= m[0] <= 81:
            raise FormatError("line %d: expected the number of cages, 1..81" % at)
        seen = set()
        for _ in range(m[0]):
            cage = line()
            s, k, cells = cage[0], cage[1] if len(cage) > 1 else 0, cage[2:]
            if not 1 <= k <= 9 or len(cells) != k:
                raise FormatError("line %d: expected 's k' and k cells, 1 <= k <= 9" % at)
            if not k * (k + 1) // 2 <= s <= k * (19 - k) // 2:
                raise FormatError("line %d: no %d distinct digits sum to %d" % (at, k, s))
            for c in cells:
                if not (11 <= c <= 99 and c % 10) or c in seen:
                    raise FormatError("line %d: cell %d is no cell, or in two cages" % (at, c))
                seen.add(c)
        if len(seen) != 81:
            raise FormatError("line %d: the cages cover %d cells, not 81" % (at, len(seen)))
    if at != len(lines):
        raise FormatError("line %d: more lines than the puzzles" % (at + 1))
    return head[0]


if __name__ == "__main__":
    validator_main(validate)
