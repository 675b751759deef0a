"""
Description: Sudoku as an exact cover for the DLX block: any box size, or any
  shape (jigsaw regions, extra units such as X-Sudoku's diagonals); plain
  Python narrows the candidates (PyPy3: the givens' peers only, PROPAGATE),
  the DLX search fills the grid, restarting past RESTART_NODES. Source and
  refusals: docs/template.md, "Inside the blocks".
Usage:
  dlx = DLX(4 * 81)                     # items: n*n + (units)*n; pools: MAX_NODES
  solved = solve_sudoku(dlx, grid, 3)   # grid: n*n ints, 0 blank; list of ints or None
  count_sudoku(dlx, grid, 3, 2)         # 2 means "more than one filling"
  count, first = solve_unique(dlx, grid, 3)   # count up to 2, and the first filling
  x = SudokuShape(9, extra=x_diagonals(9))        # X-Sudoku
  jigsaw = SudokuShape(9, regions)      # regions: n*n ints 0..n-1, n cells each
  solve_sudoku(dlx, grid, x)            # a shape wherever a box size goes
  For other searches (sudoku-masks): shape_of(3) is the cached SudokuShape of a
  box size; propagate(grid, shape) the (digit masks, planes) after singles and
  locked candidates, or None; place_singles(cand, planes, [bit, k], shape) puts
  digit bit in cell k and propagates in place, False on a clash.
Time: measured in bench/results/ (`make bench`); what each step of the model
  buys: `bench/blocks_in_use.py --only sudoku-steps`.
Memory: the DLX pools; 1 + n*n + (units)*n + (1 + units of the cell) per option
  at most: MAX_NODES fits 16x16 with square boxes, not always with more units.
  The propagation: n*n masks and n planes of n*n bits.
Status: tested against independent backtrackers (tests/templates/test_sudoku_model.py),
  shapes too (4x4 X-Sudoku, jigsaw 4x4 and 6x6, smaller extra units); the
  propagation, the planes kept in step with the masks (test_sudoku_propagation.py).
Needs: dlx-template, pasted above it.
"""
from dlx import DLX  # noqa: F401  (solutions paste the DLX block instead)

# region sudoku-model v8
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
# minimum-size item breaks ties towards cells (measured best: bench/blocks/sudoku_variants.py).
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
        # For the propagation: bitmasks over the cells of each cell's peers
        # and of each full unit; per cell, a bitmask of the numbers of its
        # full units, and the units themselves.
        self.peer_masks = [sum(1 << q for q in p) for p in self.peers]
        self.full_masks = [sum(1 << k for k in u) for u in self.full_units]
        self.unit_bits = [sum(1 << i for i, u in enumerate(self.full_units) if k in u)
                          for k in range(nn)]
        self.units_of = [[u for u in self.full_units if k in u] for k in range(nn)]
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


def shape_of(shape):
    """A SudokuShape as given, or the square one of box size `shape`, cached."""
    if isinstance(shape, SudokuShape):
        return shape
    if shape not in _SHAPES:
        _SHAPES[shape] = SudokuShape(shape * shape)
    return _SHAPES[shape]


# PyPy3 keeps ints past 64 bits as slow big numbers, and a 9x9 plane has 81:
# there the singles are found by scanning the cells (_singles_scan), 2x faster
# under PyPy3 and 1.5x slower under CPython than with planes. A pasted block
# imports nothing: CPython's types carry their C size, PyPy's do not.
PLANES = hasattr(int, "__basicsize__")


def place_singles(cand, planes, todo, shape):
    """Propagate in place: cand[k] is cell k's digit mask; todo a flat list
    [bit, cell, bit, cell, ...] of digits to place. Placing clears the digit
    from the cell's peers (a peer left with one digit: a naked single, placed
    too); a digit left with one place in a unit of n cells (a hidden single)
    is placed too, one with none is a clash. False on a clash. planes: as
    propagate made them (empty without PLANES)."""
    if planes:
        return _singles_planes(cand, planes, todo, shape)
    return _singles_scan(cand, todo, shape)


def _singles_planes(cand, planes, todo, shape):
    """place_singles with planes: planes[d] holds the cells where digit d may go
    (a bitmask over the cells, kept in step with cand), so the peers that
    lose a digit are one AND away; the full units a digit left a cell of are
    noted (a bitmask of unit numbers per digit) and looked at once each,
    after the placements, for the digit's last place."""
    peer_masks, unit_bits, full_masks = shape.peer_masks, shape.unit_bits, shape.full_masks
    touched = [0] * shape.n                       # per digit: the units to look at
    while True:
        while todo:
            k = todo.pop()
            bit = todo.pop()
            m = cand[k]
            if m != bit:
                if not m & bit:
                    return False
                cand[k] = bit
                rest, kbit, units = m ^ bit, 1 << k, unit_bits[k]
                while rest:                       # the other digits leave cell k
                    low = rest & -rest
                    rest ^= low
                    d = low.bit_length() - 1
                    planes[d] ^= kbit
                    touched[d] |= units
            d = bit.bit_length() - 1
            p = planes[d]
            hits = p & peer_masks[k]              # the peers that still have bit
            if hits:
                planes[d] = p ^ hits
                t = touched[d]
                while hits:
                    low = hits & -hits
                    hits ^= low
                    q = low.bit_length() - 1
                    m = cand[q] ^ bit
                    if not m:
                        return False
                    cand[q] = m
                    t |= unit_bits[q]
                    if not m & (m - 1):
                        todo.append(m)
                        todo.append(q)
                touched[d] = t
        for d, t in enumerate(touched):
            if t:
                touched[d], p, bit = 0, planes[d], 1 << d
                while t:
                    low = t & -t
                    t ^= low
                    x = p & full_masks[low.bit_length() - 1]
                    if not x & (x - 1):           # one place left, or none
                        if not x:
                            return False
                        k = x.bit_length() - 1
                        if cand[k] != bit:
                            todo.append(bit)
                            todo.append(k)
        if not todo:
            return True


def _singles_scan(cand, todo, shape):
    """place_singles without planes: after the placements, every full unit whose
    cells changed (a bitmask of unit numbers) is scanned for its digits of
    one place and of none."""
    units, peers, unit_bits = shape.full_units, shape.peers, shape.unit_bits
    full, dirty = (1 << shape.n) - 1, 0
    while True:
        while todo:
            k = todo.pop()
            bit = todo.pop()
            m = cand[k]
            if m != bit:
                if not m & bit:
                    return False
                cand[k] = bit
                dirty |= unit_bits[k]
            for q in peers[k]:
                m = cand[q]
                if m & bit:
                    m ^= bit
                    if not m:
                        return False
                    cand[q] = m
                    dirty |= unit_bits[q]
                    if not m & (m - 1):
                        todo.append(m)
                        todo.append(q)
        while dirty:
            low = dirty & -dirty
            dirty ^= low
            once = more = 0
            u = units[low.bit_length() - 1]
            for k in u:
                m = cand[k]
                more |= once & m
                once |= m
            if once != full:
                return False
            single = once & ~more
            if single:
                for k in u:
                    m = cand[k]
                    bit = m & single
                    if bit and m != bit:
                        if bit & (bit - 1):
                            return False
                        todo.append(bit)
                        todo.append(k)
        if not todo:
            return True


def _drop(cand, planes, cells, bits, todo, shape):
    """Remove bits from cells (locked candidates, before the search), and
    from the planes if any: the singles this makes go on todo for place_singles.
    Returns how many digits left a cell, or -1 on a clash."""
    dropped = 0
    for k in cells:
        gone = cand[k] & bits
        if not gone:
            continue
        m = cand[k] ^ gone
        if not m:
            return -1
        cand[k] = m
        if not m & (m - 1):
            todo += [m, k]
        while gone:
            low = gone & -gone
            gone ^= low
            dropped += 1
            if planes:
                planes[low.bit_length() - 1] ^= 1 << k
            for u in shape.units_of[k]:        # low's places left in k's units
                places = [q for q in u if cand[q] & low]
                if not places:
                    return -1
                if len(places) == 1:
                    todo += [low, places[0]]
    return dropped


def propagate(grid, shape):
    """(digit masks of the cells, digit planes or [] without PLANES) after
    propagating from the givens, in plain Python: naked and hidden singles
    (place_singles), and locked candidates (a digit of a unit confined to where it
    meets another unit leaves the rest of the other; a box and a line,
    classically), to a fixpoint. None if that proves there is no filling."""
    n = shape.n
    cand, planes = [(1 << n) - 1] * (n * n), [(1 << n * n) - 1] * n if PLANES else []
    todo = []
    for k, v in enumerate(grid):
        if v:
            todo += [1 << (v - 1), k]
    while place_singles(cand, planes, todo, shape):
        dropped = _locked(cand, planes, todo, shape)
        if dropped < 0:
            return None
        if not dropped:
            return cand, planes
    return None


def _locked(cand, planes, todo, shape):
    """One pass of locked candidates over the meets of two units: a digit of
    b only where b meets a leaves the rest of a, and the mirror. The singles
    this makes go on todo. Returns how many digits left a cell, -1 on a clash."""
    dropped = 0
    for both, rest_b, rest_a in shape.meets:
        inside = in_b = in_a = 0
        for k in both:
            inside |= cand[k]
        for k in rest_b:
            in_b |= cand[k]
        for k in rest_a:
            in_a |= cand[k]
        for rest, bits in ((rest_a, inside & ~in_b & in_a), (rest_b, inside & ~in_a & in_b)):
            if bits:
                more = _drop(cand, planes, rest, bits, todo, shape)
                if more < 0:
                    return -1
                dropped += more
    return dropped


# Under PyPy3 the propagation's JIT warm-up costs more than the nodes it saves
# the search (bench/results/dlx-search.md): there only the givens' digits leave
# their peers, and the search's forced moves place the singles on the links.
PROPAGATE = PLANES


def _candidates(grid, shape):
    """The digit masks of propagate (PROPAGATE), else of _givens; or None."""
    if not PROPAGATE:
        return _givens(grid, shape_of(shape))
    state = propagate(grid, shape_of(shape))
    return state and state[0]


def _givens(grid, shape):
    """The digit masks with each given's digit cleared from its peers, no
    more; bit n marks a blank cell open, whatever digits it keeps. None if
    two givens clash or a blank cell keeps no digit."""
    n = shape.n
    cand, peers = [(2 << n) - 1] * (n * n), shape.peers
    for k, v in enumerate(grid):
        if v:
            bit = 1 << (v - 1)
            if not cand[k] & bit:
                return None
            cand[k] = bit
            for q in peers[k]:              # a given peer, later, with bit: a clash
                cand[q] &= ~bit
    return None if 1 << n in cand else cand


# Restarts. How long the search runs on one puzzle depends on luck in the
# ties of its minimum-size rule, and the tail is heavy: one 16x16 minimal
# puzzle takes 138,929 nodes in our numbering but 2,323 (median of 40) when
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
    shape = shape_of(shape)
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
    """(fillings found, at most limit; the first as a grid or None):
    dlx.search(limit) on the model of grid, restarted as explained above."""
    shape = shape_of(shape)
    n = shape.n
    budget, seed = RESTART_NODES, 0
    while True:
        cand = load_sudoku(dlx, grid, shape, seed)
        if cand is None:
            return 0, None
        found, labels = dlx.search(limit, budget)
        if dlx.nodes <= budget:
            break
        budget, seed = 2 * budget, seed + 1
    if labels is None:
        return found, None
    out = [m.bit_length() for m in cand]        # the decided cells, then the options
    for label in labels:
        out[label // n] = label % n + 1
    return found, out


def solve_sudoku(dlx, grid, shape):
    """The solved grid as a list of ints, or None if there is no filling.
    shape: the box size (3 for 9x9) or a SudokuShape. dlx: the pool the
    search runs in (load_sudoku resets it)."""
    return _search(dlx, grid, shape, 1)[1]


def solve_unique(dlx, grid, shape):
    """(fillings counted up to 2, the first filling or None): 0 none, 1 a
    unique filling, 2 more than one. One search, as for count_sudoku(.., 2)."""
    return _search(dlx, grid, shape, 2)


def count_sudoku(dlx, grid, shape, limit):
    """Number of fillings of grid, stopping at limit."""
    return _search(dlx, grid, shape, limit)[0]
# endregion sudoku-model v8


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
