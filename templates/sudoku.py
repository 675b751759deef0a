"""
Description: Sudoku as an exact cover for the DLX template: any box size (9x9:
  box 3, 16x16: box 4), or any shape: jigsaw regions and extra units
  (X-Sudoku diagonals, Windoku windows; a unit of fewer than n cells holds
  each digit at most once). Before any option is built, plain Python narrows
  the candidates from the givens (naked and hidden singles, locked candidates
  where two units meet); only the candidates left become options, and the
  decided cells get no items at all. A search that runs past RESTART_NODES is
  restarted with the items renumbered at random and twice the budget.
Usage:
  dlx = DLX(4 * 81)                     # items: n*n + (units)*n; pools: MAX_NODES
  solved = solve_sudoku(dlx, grid, 3)   # grid: n*n ints, 0 blank; list of ints or None
  count_sudoku(dlx, grid, 3, 2)         # 2 means "more than one filling"
  count, first = solve_unique(dlx, grid, 3)   # count up to 2, and the first filling
  x = SudokuShape(9, extra=x_diagonals(9))        # X-Sudoku
  jigsaw = SudokuShape(9, regions)      # regions: n*n ints 0..n-1, n cells each
  solve_sudoku(dlx, grid, x)            # a shape wherever a box size goes
Source: the Sudoku exact cover (a cell is filled; a row, column or box holds
  a digit) as in Knuth, TAOCP 7.2.2.1 (the 2000 "Dancing Links" paper has no
  Sudoku); restarts: Gomes, Selman, Kautz, AAAI 1998.
Time: measured in bench/results/ (`make bench`); bench/sudoku16.py prints what
  each step of the model buys.
Memory: the DLX pools; 1 + n*n + (units)*n + (1 + units of the cell) per option
  at most: MAX_NODES fits 16x16 with square boxes, not always with more units.
Errors: a bad shape raises ValueError (SudokuShape).
Status: tested against independent backtrackers (tests/templates/test_sudoku_model.py),
  shapes too (4x4 X-Sudoku, jigsaw 4x4 and 6x6, smaller extra units).
Needs: the dlx-template block above it.
"""
from dlx import DLX  # noqa: F401  (solutions paste the DLX block instead)

# region sudoku-model v4
# A shape lists the units of an n x n grid (cell k = r*n + c): the n rows, the
# n columns, the n regions (square boxes, or any n regions of n cells: jigsaw),
# then extra units given as lists of cells (X-Sudoku diagonals, Windoku
# windows). A unit of n cells holds every digit once, a smaller one each digit
# at most once. Constraints, unit u (rows 0..n-1, columns n..2n-1, regions
# 2n..3n-1, extra units after them), digit d in 0..n-1:
#   k                     cell k is filled
#   n*n + u*n + d         unit u holds d
# The cells decided before the search meet their constraints; every other
# constraint is an item, numbered from 1 kind by kind (cells, rows, columns,
# regions, extra units of n cells: primary; then smaller units: secondary).
# Option (cell k, digit d) has label k*n + d. Cells come first, so the search's
# minimum-size item breaks ties towards cells (measured best: bench/sudoku16.py).
class SudokuShape:
    """The units of an n x n grid. regions: n*n region numbers 0..n-1, n
    cells each (None: square boxes, n a square); extra: lists of cells."""

    def __init__(self, n, regions=None, extra=()):
        nn = n * n
        if regions is None:
            box = 1
            while box * box < n:
                box += 1
            if box * box != n:
                raise ValueError("SudokuShape: %d is not a square; give the regions" % n)
            regions = [r // box * box + c // box for r in range(n) for c in range(n)]
        if sorted(regions) != sorted(list(range(n)) * n):
            raise ValueError("SudokuShape: regions must give n*n cells numbers 0..n-1, "
                             "n cells each")
        boxes = [[] for _ in range(n)]
        for k, b in enumerate(regions):
            boxes[b].append(k)
        extra = [sorted(set(u)) for u in extra]
        for u in extra:
            if not 0 < len(u) <= n or u[0] < 0 or u[-1] >= nn:
                raise ValueError("SudokuShape: an extra unit is 1..%d cells of 0..%d" % (n, nn - 1))
        units = ([[r * n + c for c in range(n)] for r in range(n)]
                 + [[r * n + c for r in range(n)] for c in range(n)] + boxes
                 + [u for u in extra if len(u) == n] + [u for u in extra if len(u) < n])
        full = 3 * n + sum(len(u) == n for u in extra)
        self.n, self.units, self.full_units = n, units, units[:full]
        # unit numbers of each kind, for renumbering; the last kind is secondary
        self.kinds = [(0, n), (n, 2 * n), (2 * n, 3 * n), (3 * n, full), (full, len(units))]
        self.bases = [[] for _ in range(nn)]      # bases[k]: n*n + u*n for k's units
        peers = [set() for _ in range(nn)]
        for i, u in enumerate(units):
            for k in u:
                self.bases[k].append(nn + i * n)
                peers[k].update(u)
        self.peers = [sorted(p - {k}) for k, p in enumerate(peers)]
        # Two units of n cells meeting in 2 or more cells: (the cells they
        # share, the rest of the later one, the rest of the earlier one).
        self.meets = []
        for j, b in enumerate(self.full_units):
            for a in units[:j]:
                both = set(a) & set(b)
                if len(both) > 1:
                    self.meets.append((sorted(both), sorted(set(b) - both), sorted(set(a) - both)))


def x_diagonals(n):
    """The two main diagonals of an n x n grid: X-Sudoku's extra units."""
    return [[i * n + i for i in range(n)], [i * n + n - 1 - i for i in range(n)]]


_SHAPES = {}


def _shape(shape):
    """A SudokuShape as given, or the square one of box size `shape`, cached."""
    if isinstance(shape, SudokuShape):
        return shape
    if shape not in _SHAPES:
        _SHAPES[shape] = SudokuShape(shape * shape)
    return _SHAPES[shape]


def _candidates(grid, shape):
    """Digit masks of every cell after propagating from the givens, in plain
    Python: naked singles, hidden singles and locked candidates (a digit of a
    unit confined to where it meets another unit leaves the rest of the other;
    a box and a line, classically), to a fixpoint. None if that proves there
    is no filling."""
    shape = _shape(shape)
    n = shape.n
    units, peers, meets = shape.full_units, shape.peers, shape.meets
    full = (1 << n) - 1
    cand, done = [full] * (n * n), [False] * (n * n)
    todo = [(k, 1 << (v - 1)) for k, v in enumerate(grid) if v]

    def drop(cells, bits):            # remove bits from cells; False on an empty cell
        for k in cells:
            m = cand[k]
            if m & bits:
                m &= ~bits
                if not m:
                    return False
                cand[k] = m
                if not m & (m - 1):
                    todo.append((k, m))
        return True

    while True:
        while todo:                   # place (cell, bit), clear it from the peers
            k, bit = todo.pop()
            if done[k]:               # placed already: the same digit, or a clash
                if cand[k] != bit:
                    return None
                continue
            if not cand[k] & bit:
                return None
            cand[k], done[k] = bit, True
            if not drop(peers[k], bit):
                return None
        for u in units:               # hidden singles: a digit with one place
            once = more = 0
            for k in u:
                more |= once & cand[k]
                once |= cand[k]
            if once != full:
                return None
            for k in u:
                bit = cand[k] & once & ~more
                if bit and not done[k]:
                    if bit & (bit - 1):
                        return None
                    todo.append((k, bit))
        if todo:
            continue
        changed = False
        for both, rest_b, rest_a in meets:    # a digit of b only in both leaves rest_a
            inside = in_b = in_a = 0
            for k in both:
                inside |= cand[k]
            for k in rest_b:
                in_b |= cand[k]
            for k in rest_a:
                in_a |= cand[k]
            if inside & ~in_b & in_a or inside & ~in_a & in_b:
                changed = True
                if not (drop(rest_a, inside & ~in_b) and drop(rest_b, inside & ~in_a)):
                    return None
        if not changed:
            return cand


# Restarts. How long the search runs on one puzzle depends on luck in the
# ties of its minimum-size rule, and the tail is heavy: one 16x16 minimal
# puzzle takes 224,870 nodes in our numbering but 2,470 (median of 40) when
# the items are numbered at random. So, as Gomes, Selman and Kautz advise
# ("Boosting combinatorial search through randomization", AAAI 1998), a search
# that passes its budget of nodes is given up, the model rebuilt with the
# items of each kind renumbered at random, and the budget doubled; the
# doubling keeps the search complete. 20,000 nodes (about 0.2 s on CPython)
# is past every 9x9 puzzle of the sets in bench/data, so they never restart.
RESTART_NODES = 20000


def _shuffle(lst, seed):
    """Shuffle lst in place with an LCG (a pasted block has no imports);
    returns the generator's next state."""
    for i in range(len(lst) - 1, 0, -1):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        j = (seed >> 8) % (i + 1)
        lst[i], lst[j] = lst[j], lst[i]
    return seed


def load_sudoku(dlx, grid, shape, seed=0):
    """Reset dlx to the model of grid (n*n ints, 0 blank, 1..n given) for the
    cells _candidates leaves open, and return the candidate masks (a single
    bit: a decided cell), or None if the givens admit no filling. shape: the
    box size (3 for 9x9) or a SudokuShape. seed 0 numbers the items as in the
    table above; another seed renumbers them at random within each kind."""
    shape = _shape(shape)
    n = shape.n
    nn, bases = n * n, shape.bases
    cand = _candidates(grid, shape)
    if cand is None:
        return None
    met = [False] * (nn + len(shape.units) * n)     # constraints decided cells meet
    for k, m in enumerate(cand):
        if not m & (m - 1):
            d = m.bit_length() - 1
            met[k] = True
            for x in bases[k]:
                met[x + d] = True
    kinds = [list(range(nn))] + [list(range(nn + lo * n, nn + hi * n))
                                 for lo, hi in shape.kinds]
    order, digits = list(range(nn)), list(range(n))
    if seed:
        for lst in kinds + [order, digits]:
            seed = _shuffle(lst, seed)
    item, n_items = [0] * len(met), 0               # constraint -> item, 0 if met
    for i, kind in enumerate(kinds):
        if i == len(kinds) - 1:
            n_primary = n_items                     # the smaller units: secondary
        for x in kind:
            if not met[x]:
                n_items += 1
                item[x] = n_items
    dlx.reset(n_items, n_primary)
    for k in order:
        m = cand[k]
        if m & (m - 1):
            ik, base = item[k], bases[k]
            if len(base) == 3:                      # a row, a column, a region: unrolled
                b0, b1, b2 = base
                for d in digits:
                    if m >> d & 1:
                        dlx.add_option([ik, item[b0 + d], item[b1 + d], item[b2 + d]], k * n + d)
            else:
                for d in digits:
                    if m >> d & 1:
                        dlx.add_option([ik] + [item[x + d] for x in base], k * n + d)
    return cand


def _search(dlx, grid, shape, limit):
    """dlx.search(limit) on the model of grid, restarted as explained above:
    (found, labels of the first, candidate masks); (0, None, None) if the
    givens admit no filling."""
    budget, seed = RESTART_NODES, 0
    while True:
        cand = load_sudoku(dlx, grid, shape, seed)
        if cand is None:
            return 0, None, None
        found, first = dlx.search(limit, budget)
        if dlx.nodes <= budget:
            return found, first, cand
        budget, seed = 2 * budget, seed + 1


def _filled(cand, labels, n):
    """The grid of one solution: the decided cells, then the chosen options."""
    if labels is None:
        return None
    out = [m.bit_length() for m in cand]
    for label in labels:
        out[label // n] = label % n + 1
    return out


def solve_sudoku(dlx, grid, shape):
    """The solved grid as a list of ints, or None if there is no filling.
    shape: the box size (3 for 9x9) or a SudokuShape."""
    _, labels, cand = _search(dlx, grid, shape, 1)
    return _filled(cand, labels, _shape(shape).n)


def solve_unique(dlx, grid, shape):
    """(fillings counted up to 2, the first filling or None): 0 none, 1 a
    unique filling, 2 more than one. One search, as for count_sudoku(.., 2)."""
    found, labels, cand = _search(dlx, grid, shape, 2)
    return found, _filled(cand, labels, _shape(shape).n)


def count_sudoku(dlx, grid, shape, limit):
    """Number of fillings of grid, stopping at limit."""
    return _search(dlx, grid, shape, limit)[0]
# endregion sudoku-model v4


if __name__ == "__main__":
    puzzle = ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    dlx = DLX(4 * 81)
    solved = solve_sudoku(dlx, [0 if ch == "." else int(ch) for ch in puzzle], 3)
    print("".join(map(str, solved)))
    assert count_sudoku(dlx, [0] * 81, 3, 2) == 2
    assert solve_unique(dlx, [0] * 81, 3)[0] == 2
    assert solve_unique(dlx, [0 if ch == "." else int(ch) for ch in puzzle], 3) == (1, solved)
    assert count_sudoku(dlx, [0] * 16, SudokuShape(4, extra=x_diagonals(4)), 100) == 48
    print("sudoku self-check: ok")
