"""
Norvig-style Sudoku solver, generic over the box size (9x9: box 3, 16x16: box 4).

Peter Norvig, "Solving Every Sudoku Puzzle" (2006), https://norvig.com/sudoku.html:
constraint propagation with his two rules, applied recursively on every
assignment -- (1) a cell left with one candidate removes it from its peers
(naked single), (2) a unit with one place left for a digit puts it there
(hidden single) -- and depth-first search on a cell with the fewest candidates,
trying its candidates in order on a copy of the state. The code follows his
assign/eliminate/search functions closely; the only changes are cells as
integers 0..n*n-1 instead of names like "A1" (a list instead of a dict) and a
box parameter. It is a benchmark peer (bench/blocks/sudoku_variants.py), not part of the
toolkit; standard library only, CPython 3.8+ and PyPy3.

    from peers.norvig import solve
    solve(grid, box)   # grid: n*n ints, 0 blank -> solved list of ints, or None
"""

_GEOMETRY = {}


def geometry(box):
    """(digits, units of each cell, peers of each cell), cached per box size."""
    if box not in _GEOMETRY:
        n = box * box
        units = ([[r * n + c for c in range(n)] for r in range(n)]
                 + [[r * n + c for r in range(n)] for c in range(n)]
                 + [[(br + r) * n + bc + c for r in range(box) for c in range(box)]
                    for br in range(0, n, box) for bc in range(0, n, box)])
        cell_units = [[u for u in units if k in u] for k in range(n * n)]
        peers = [set(x for u in cell_units[k] for x in u) - {k} for k in range(n * n)]
        digits = "".join(chr(ord("A") + d) for d in range(n))
        _GEOMETRY[box] = digits, cell_units, peers
    return _GEOMETRY[box]


def assign(values, k, d, geo):
    """Eliminate every other candidate from cell k; False on a contradiction."""
    others = values[k].replace(d, "")
    return all(eliminate(values, k, d2, geo) for d2 in others)


def eliminate(values, k, d, geo):
    """Remove candidate d from cell k and propagate; False on a contradiction."""
    if d not in values[k]:
        return True
    values[k] = values[k].replace(d, "")
    _, cell_units, peers = geo
    if not values[k]:
        return False
    if len(values[k]) == 1:                     # rule 1: naked single
        d2 = values[k]
        if not all(eliminate(values, p, d2, geo) for p in peers[k]):
            return False
    for u in cell_units[k]:                     # rule 2: hidden single
        places = [x for x in u if d in values[x]]
        if not places:
            return False
        if len(places) == 1 and not assign(values, places[0], d, geo):
            return False
    return True


def solve(grid, box):
    """grid: n*n ints (0 blank, 1..n given). The solved grid, or None."""
    geo = geometry(box)
    digits = geo[0]
    values = [digits] * len(grid)
    for k, v in enumerate(grid):
        if v and not assign(values, k, digits[v - 1], geo):
            return None
    result = _search(values, geo)
    return None if result is False else [digits.index(v) + 1 for v in result]


def _search(values, geo):
    """Depth-first search on a cell with the fewest candidates (Norvig's search)."""
    if all(len(v) == 1 for v in values):
        return values
    _, k = min((len(v), k) for k, v in enumerate(values) if len(v) > 1)
    for d in values[k]:
        copy = list(values)
        if assign(copy, k, d, geo):
            result = _search(copy, geo)
            if result is not False:
                return result
    return False
