"""Sudoku geometry and rules, for any box size.

Grids are flat lists of n*n ints, row by row, n = box*box, 0 = blank, 1..n a digit.
Cell k is at row k // n, column k % n, box (row // box) * box + column // box."""


def cell_name(k, n):
    return "cell (row %d, column %d)" % (k // n + 1, k % n + 1)


def units(box):
    """The 3n units, in the order rows, columns, boxes: (kind, index 1-based, cells)."""
    n = box * box
    out = [("row", r + 1, [r * n + c for c in range(n)]) for r in range(n)]
    out += [("column", c + 1, [r * n + c for r in range(n)]) for c in range(n)]
    for b in range(n):
        r0, c0 = b // box * box, b % box * box
        out.append(("box", b + 1, [(r0 + i) * n + c0 + j
                                   for i in range(box) for j in range(box)]))
    return out


def first_clash(puzzle, box):
    """None if no unit holds a given digit twice, else a message naming the first
    such row, column or box (rows first, then columns, then boxes)."""
    for kind, idx, cells in units(box):
        seen = {}
        for k in cells:
            v = puzzle[k]
            if v:
                if v in seen:
                    return "%s %d holds %d twice (%s and %s)" % (
                        kind, idx, v, cell_name(seen[v], box * box), cell_name(k, box * box))
                seen[v] = k
    return None


def check_filling(puzzle, filled, box, symbols=None):
    """(True, "ok") if `filled` solves `puzzle`, else (False, message naming the
    first bad cell, row, column or box). Never raises on a list of any ints.
    Messages write value v as symbols[v - 1] when given (POJ 3076: letters
    "ABCDEFGHIJKLMNOP"), else as the number v."""
    n = box * box
    name = (lambda v: symbols[v - 1]) if symbols else str
    if len(filled) != n * n:
        return False, "expected %d cells, got %d" % (n * n, len(filled))
    for k, v in enumerate(filled):
        if not isinstance(v, int) or not 1 <= v <= n:
            return False, "%s holds %r, not a digit 1..%d" % (cell_name(k, n), v, n)
        if puzzle[k] and puzzle[k] != v:
            return False, "%s holds %s but the given is %s" % (
                cell_name(k, n), name(v), name(puzzle[k]))
    for kind, idx, cells in units(box):
        seen = {}
        for k in cells:
            v = filled[k]
            if v in seen:
                return False, "%s %d holds %s twice (%s and %s)" % (
                    kind, idx, name(v), cell_name(seen[v], n), cell_name(k, n))
            seen[v] = k
    return True, "ok"
