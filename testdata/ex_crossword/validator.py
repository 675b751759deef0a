"""Input validator for ex_crossword: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/crossword.py): SIZE lines of SIZE
characters '+' or '-', then one line of 1..MAX_WORDS words of 'A'..'Z'
separated by ';'; LF endings, a final newline, no trailing spaces. As the
statement promises, the words fill the grid (problemkit.crossword decides).
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import re

from problemkit.crossword import fillings, slots
from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, strict_lines

PARAMS = problem_params(__file__)
SIZE, MAX_WORDS = PARAMS["size"], PARAMS["max_words"]
ROW = re.compile(r"[+-]{%d}\Z" % SIZE)
WORDS = re.compile(r"[A-Z]+(;[A-Z]+)*\Z")


def validate(text):
    lines = strict_lines(text)
    if len(lines) != SIZE + 1:
        raise FormatError("line %d: expected %d grid lines, then one line of words"
                          % (SIZE + 2 if len(lines) > SIZE + 1 else len(lines) + 1, SIZE))
    for k, row in enumerate(lines[:SIZE], 1):
        if not ROW.match(row):
            raise FormatError("line %d: expected %d characters '+' or '-', got %r"
                              % (k, SIZE, row[:20]))
    if not WORDS.match(lines[SIZE]):
        raise FormatError("line %d: expected words of A..Z separated by ';'" % (SIZE + 1))
    words = lines[SIZE].split(";")
    if len(words) > MAX_WORDS:
        raise FormatError("line %d: %d words, at most %d" % (SIZE + 1, len(words), MAX_WORDS))
    grid = lines[:SIZE]
    lonely = slots(grid)[1]
    if lonely:
        raise FormatError("line %d: an open cell in no slot of 2 or more cells"
                          % (1 + lonely[0][0]))
    if not fillings(grid, words, 1)[0]:
        raise FormatError("line %d: the words cannot fill the grid" % (SIZE + 1))
    return len(words)


if __name__ == "__main__":
    validator_main(validate)
