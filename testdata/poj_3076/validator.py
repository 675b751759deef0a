"""Input validator for POJ 3076: validate(text) raises ValueError("line N: ...").

The stored format, strictly: one or more grids of 16 lines of 16 characters
'A'-'P' or '-', grids separated by exactly one empty line; LF endings, a final
newline, no trailing spaces, no empty line at the start or the end. The givens
of a grid must not clash (a letter twice in a row, column or box). That each
grid has exactly one solution is the statement's promise and is not re-checked
here (the reference solver's answers are checked by the checker instead).
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, strict_lines
from problemkit.sudoku.grid import first_clash

BOX = problem_params(__file__)["box"]
N = BOX * BOX
VALUE = {ch: i + 1 for i, ch in enumerate("ABCDEFGHIJKLMNOP")}
VALUE["-"] = 0


def validate(text):
    """Raise ValueError("line N: ...") unless text is a valid input; returns
    the number of grids."""
    lines = strict_lines(text)
    i = grids = 0
    while True:
        if len(lines) - i < N:
            raise FormatError("line %d: a grid needs %d rows, the input ends after %d"
                             % (len(lines) + 1, N, len(lines) - i))
        grid = []
        for k in range(i, i + N):
            row = lines[k]
            if len(row) != N or any(ch not in VALUE for ch in row):
                raise FormatError("line %d: expected %d characters 'A'-'P' or '-', got %r"
                                 % (k + 1, N, row[:40]))
            grid += [VALUE[ch] for ch in row]
        clash = first_clash(grid, BOX)
        if clash:
            raise FormatError("line %d: givens clash: %s" % (i + 1, clash))
        grids += 1
        i += N
        if i == len(lines):
            return grids
        if lines[i]:
            raise FormatError("line %d: expected one empty line between grids, got %r"
                             % (i + 1, lines[i][:40]))
        i += 1


if __name__ == "__main__":
    validator_main(validate)
