"""Input validator for ex_pentomino: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/pentomino.py): a line "H W MODE" with
1 <= H, W <= 60 (no leading zeros, one space apart) and MODE count, distinct or
one; then either nothing (the whole H x W rectangle) or H rows of W characters
'.' (region) or '#'. The region has 5k cells, 5 <= 5k <= 60; mode distinct
needs at least 40. LF endings, a final newline, no trailing spaces, no blank lines.
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.validator_cli import strict_lines, validator_main  # noqa: E402

HEADER = re.compile(r"([1-9][0-9]*) ([1-9][0-9]*) (count|distinct|one)\Z")


def validate(text):
    lines = strict_lines(text)
    head = HEADER.match(lines[0])
    if not head:
        raise ValueError("line 1: expected 'H W MODE', MODE count, distinct or one, got %r"
                         % lines[0][:40])
    h, w, mode = int(head.group(1)), int(head.group(2)), head.group(3)
    if not (h <= 60 and w <= 60):
        raise ValueError("line 1: H = %d, W = %d, both must be in 1..60" % (h, w))
    rows = lines[1:]
    if rows and len(rows) != h:
        raise ValueError("line %d: expected no grid or %d rows, found %d"
                         % (len(lines), h, len(rows)))
    for k, row in enumerate(rows, 2):
        if len(row) != w or row.strip(".#"):
            raise ValueError("line %d: expected %d characters '.' or '#', got %r"
                             % (k, w, row[:40]))
    cells = sum(row.count(".") for row in rows) if rows else h * w
    if cells % 5 or not 5 <= cells <= 60:
        raise ValueError("line 1: the region has %d cells, not a multiple of 5 in 5..60" % cells)
    if mode == "distinct" and cells < 40:
        raise ValueError("line 1: mode distinct needs at least 40 cells, found %d" % cells)


if __name__ == "__main__":
    validator_main(validate)
