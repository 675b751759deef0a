"""
Description: Sudoku of any box size (9x9: box 3, 16x16: box 4) as an exact cover
  for the DLX template. Before any option is built, plain Python narrows the
  candidates from the givens (naked and hidden singles, locked candidates); only
  the candidates left become options, and the decided cells get no items at
  all. A search that runs past RESTART_NODES is restarted with the
  items renumbered at random and twice the budget.
Usage:
  dlx = DLX(4 * 81)                     # 4*n*n items, n = box*box
  solved = solve_sudoku(dlx, grid, 3)   # grid: n*n ints, 0 blank; list of ints or None
  count_sudoku(dlx, grid, 3, 2)         # 2 means "more than one filling"
Source: Knuth, "Dancing Links" (2000), section on Sudoku-like exact covers;
  restarts: Gomes, Selman, Kautz, AAAI 1998.
Time: 16x16 minimal puzzles: 0.08 s mean, 0.27 s at most on CPython 3.11;
  bench/sudoku16.py has what each step buys.
Memory: the DLX pools; 1 + 4*n*n + 4*(options) nodes at most.
Status: tested against an independent backtracker (tests/test_sudoku_model.py).
Needs: the dlx-template block above it.
"""
from dlx import DLX  # noqa: F401  (solutions paste the DLX block instead)

# region sudoku-model v2
# Constraints, n = box*box, cell k = r*n + c, digit d in 0..n-1, box b = (r//box)*box + c//box:
#   k                     cell k is filled
#   n*n + r*n + d         row r holds d
#   2*n*n + c*n + d       column c holds d
#   3*n*n + b*n + d       box b holds d
# The cells decided before the search meet their four constraints; every other
# constraint is an item, numbered from 1 in the order above. Option (cell k,
# digit d) has label k*n + d. Cells come first, so the search's minimum-size
# item breaks ties towards cells (measured best: bench/sudoku16.py).
_GEOMETRY = {}


def _geometry(box):
    """(units, peers of each cell, box-line intersections), cached per box size.
    An intersection is (its cells, the rest of the box, the rest of the line)."""
    if box not in _GEOMETRY:
        n = box * box
        units = ([[r * n + c for c in range(n)] for r in range(n)]
                 + [[r * n + c for r in range(n)] for c in range(n)]
                 + [[(r0 + i) * n + c0 + j for i in range(box) for j in range(box)]
                    for r0 in range(0, n, box) for c0 in range(0, n, box)])
        peers = [set() for _ in range(n * n)]
        for u in units:
            for k in u:
                peers[k].update(u)
        peers = [sorted(p - {k}) for k, p in enumerate(peers)]
        meets = []
        for b in units[2 * n:]:
            for line in units[:2 * n]:
                both = set(b) & set(line)
                if both:
                    meets.append((sorted(both), sorted(set(b) - both), sorted(set(line) - both)))
        _GEOMETRY[box] = units, peers, meets
    return _GEOMETRY[box]


def _candidates(grid, box):
    """Digit masks of every cell after propagating from the givens, in plain
    Python: naked singles, hidden singles and locked candidates (a box's digit
    confined to one line leaves the rest of that line, and vice versa), to a
    fixpoint. None if that proves there is no filling."""
    n = box * box
    units, peers, meets = _geometry(box)
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
        for both, rest_box, rest_line in meets:
            inside = in_box = in_line = 0
            for k in both:
                inside |= cand[k]
            for k in rest_box:
                in_box |= cand[k]
            for k in rest_line:
                in_line |= cand[k]
            if inside & ~in_box & in_line or inside & ~in_line & in_box:
                changed = True
                if not (drop(rest_line, inside & ~in_box) and drop(rest_box, inside & ~in_line)):
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


def load_sudoku(dlx, grid, box, seed=0):
    """Reset dlx to the model of grid (n*n ints, 0 blank, 1..n given) for the
    cells _candidates leaves open, and return the candidate masks (a single
    bit: a decided cell), or None if the givens admit no filling. seed 0
    numbers the items as in the table above; another seed renumbers them at
    random within each kind."""
    n = box * box
    nn = n * n
    cand = _candidates(grid, box)
    if cand is None:
        return None
    met = [False] * (4 * nn)          # constraints the decided cells meet
    for k, m in enumerate(cand):
        if not m & (m - 1):
            r, c = divmod(k, n)
            b, d = r // box * box + c // box, m.bit_length() - 1
            for x in (k, nn + r * n + d, 2 * nn + c * n + d, 3 * nn + b * n + d):
                met[x] = True
    kinds = [list(range(kind * nn, kind * nn + nn)) for kind in range(4)]
    order, digits = list(range(nn)), list(range(n))
    if seed:
        for lst in kinds + [order, digits]:
            seed = _shuffle(lst, seed)
    item, n_items = [0] * (4 * nn), 0    # constraint -> item, 0 if met
    for kind in kinds:
        for x in kind:
            if not met[x]:
                n_items += 1
                item[x] = n_items
    dlx.reset(n_items)
    for k in order:
        m = cand[k]
        if m & (m - 1):
            r, c = divmod(k, n)
            b = r // box * box + c // box
            for d in digits:
                if m >> d & 1:
                    dlx.add_option([item[k], item[nn + r * n + d], item[2 * nn + c * n + d],
                                    item[3 * nn + b * n + d]], k * n + d)
    return cand


def _search(dlx, grid, box, limit):
    """dlx.search(limit) on the model of grid, restarted as explained above:
    (found, labels of the first, candidate masks); (0, None, None) if the
    givens admit no filling."""
    budget, seed = RESTART_NODES, 0
    while True:
        cand = load_sudoku(dlx, grid, box, seed)
        if cand is None:
            return 0, None, None
        found, first = dlx.search(limit, budget)
        if dlx.nodes <= budget:
            return found, first, cand
        budget, seed = 2 * budget, seed + 1


def solve_sudoku(dlx, grid, box):
    """The solved grid as a list of ints, or None if there is no filling."""
    _, labels, cand = _search(dlx, grid, box, 1)
    if labels is None:
        return None
    n = box * box
    out = [m.bit_length() for m in cand]          # the decided cells; the rest below
    for label in labels:
        out[label // n] = label % n + 1
    return out


def count_sudoku(dlx, grid, box, limit):
    """Number of fillings of grid, stopping at limit."""
    return _search(dlx, grid, box, limit)[0]
# endregion sudoku-model v2


if __name__ == "__main__":
    puzzle = ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    dlx = DLX(4 * 81)
    solved = solve_sudoku(dlx, [0 if ch == "." else int(ch) for ch in puzzle], 3)
    print("".join(map(str, solved)))
    assert count_sudoku(dlx, [0] * 81, 3, 2) == 2
    print("sudoku self-check: ok")
