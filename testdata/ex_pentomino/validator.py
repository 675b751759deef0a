"""Input validator for ex_pentomino: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/pentomino.py): a line "H W MODE" with
1 <= H, W <= SIDE_MAX (no leading zeros, one space apart) and MODE count, distinct or
one; then either nothing (the whole H x W rectangle) or H rows of W characters
'.' (region) or '#'. The region has 5k cells, 5 <= 5k <= CELLS_MAX; mode distinct
needs at least DISTINCT_CELLS_MIN (the bounds are problem.toml's [params]).
LF endings, a final newline, no trailing spaces, no blank lines.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import re

from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError, strict_lines

PARAMS = problem_params(__file__)
SIDE_MAX, CELLS_MAX = PARAMS["side_max"], PARAMS["cells_max"]
DISTINCT_CELLS_MIN = PARAMS["distinct_cells_min"]
HEADER = re.compile(r"([1-9][0-9]*) ([1-9][0-9]*) (count|distinct|one)\Z")


def validate(text):
    lines = strict_lines(text)
    head = HEADER.match(lines[0])
    if not head:
        raise FormatError("line 1: expected 'H W MODE', MODE count, distinct or one, got %r"
                         % lines[0][:40])
    h, w, mode = int(head.group(1)), int(head.group(2)), head.group(3)
    if not (h <= SIDE_MAX and w <= SIDE_MAX):
        raise FormatError("line 1: H = %d, W = %d, both must be in 1..%d" % (h, w, SIDE_MAX))
    rows = lines[1:]
    if rows and len(rows) != h:
        raise FormatError("line %d: expected no grid or %d rows, found %d"
                         % (len(lines), h, len(rows)))
    for k, row in enumerate(rows, 2):
        if len(row) != w or row.strip(".#"):
            raise FormatError("line %d: expected %d characters '.' or '#', got %r"
                             % (k, w, row[:40]))
    cells = sum(row.count(".") for row in rows) if rows else h * w
    if cells % 5 or not 5 <= cells <= CELLS_MAX:
        raise FormatError("line 1: the region has %d cells, not a multiple of 5 in 5..%d"
                         % (cells, CELLS_MAX))
    if mode == "distinct" and cells < DISTINCT_CELLS_MIN:
        raise FormatError("line 1: mode distinct needs at least %d cells, found %d"
                         % (DISTINCT_CELLS_MIN, cells))


if __name__ == "__main__":
    validator_main(validate)
