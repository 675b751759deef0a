"""
Pentomino tilings: the classic exact cover from Knuth's "Dancing Links" paper.
Source: D. E. Knuth, "Dancing Links" (2000), section "Pentominoes",
  https://arxiv.org/abs/cs/0011047 . The 6x10 counts (2339 up to symmetry,
  9356 in all) were first computed by C. B. and J. Haselgrove (1960).
Judge: none, a worked example for docs/template.md; judged locally by runner.py
  on testdata/ex_pentomino/ (local limits: 10 s, 512 MB, since PyPy3's heap
  grows to about 210 MB on the longer searches). Runs unchanged on
  CPython 3.8+ and PyPy3 (PyPy3 is much faster for full counts).

Input: one line "H W MODE", then optionally H rows of W characters, '.' for a
  cell of the region to fill and '#' for a cell that is not in it (no rows: the
  whole H x W rectangle). The region has 5k cells, 5 <= 5k <= 60, so a tiling
  uses k of the 12 pentominoes, each at most once (all 12 exactly once when the
  region has 60 cells). Limits: 1 <= H, W <= 60.
  MODE is one of
    count     the number of tilings;
    distinct  the number of tilings up to the symmetries of the region (the
              rotations and reflections that map it onto itself); needs at
              least 40 cells (see "Symmetry" below);
    one       one tiling, or "none".
Output: count/distinct: one integer. one: H rows of W characters, the letter
  (F I L N P T U V W X Y Z, Conway's names) of the piece on each region cell and
  '#' elsewhere; or the single line "none".
Examples: "6 10 count" -> 9356, "6 10 distinct" -> 2339, "3 20 distinct" -> 2.

Model (items are constraints that hold exactly once, options are choices):
  items 1..n_cells               region cell number k (row-major) is covered
  items n_cells+1..n_cells+12    piece is used, in FILNPTUVWXYZ order (in
                                 mode distinct the restricted piece first)
  options                        one per placement of a piece (orientation +
                                 position inside the region): its 5 cells and
                                 its piece; label = index into `placements`.
  With 60 cells all 12 pieces are used: the piece items are primary (exactly
  once). With fewer cells they are secondary (at most once): the cells force
  5k cells = k pieces, and "at most once" keeps each piece single. That is
  how "use 11 of the 12 pentominoes once each to fill a 50-cell region" is
  modelled, with no extra mechanism.
Symmetry (mode distinct): Knuth's trick, in a general form. The symmetries G
  of the region act on the 8 orientations of the F pentomino, which has no
  symmetry of its own, so every orbit has |G| orientations; keep F's
  placements in one orientation per orbit. Each class of |G| tilings then has
  exactly one member left, and no tiling is its own mirror image (its F would
  be). With fewer than 60 cells F may be unused: the count is a sum of
  searches, search i restricting the i-th of F L N P Y (the asymmetric
  pentominoes), making its item primary (it must be used: the tilings without
  it are the next searches' business) and forbidding the ones before it. A
  tiling of 40 or more cells uses 8+ pieces, so one of the five: the other 7
  pieces are too few.
Template: dlx-template v2, the block between the marker lines below (verbatim,
  `python3 tools/sync.py` keeps it in step with templates/dlx.py).
"""
import sys

# region dlx-template v3
# Capacity: 1 root + n_items headers + one node per item of every option.
# Default: the largest model we ship, 16x16 Sudoku = 1 + 1024 + 4096*4.
MAX_NODES = 1 + 1024 + 4096 * 4


class DLX:
    """Flat pools, Knuth's names: L R U D links, C item of a node, S item
    sizes, O option label of a node. Node 0 is the root, nodes 1..n_items the
    item headers; option nodes are bumped from `top`."""

    def __init__(self, n_items, n_primary=None, capacity=MAX_NODES):
        self.cap = capacity
        L, R, U, D, C, S, O = ([0] * capacity for _ in range(7))
        self.L, self.R, self.U, self.D, self.C, self.S, self.O = L, R, U, D, C, S, O

        def cover(c):          # closures over the pools: no attribute look-ups
            L[R[c]], R[L[c]] = L[c], R[c]
            i = D[c]
            while i != c:
                j = R[i]
                while j != i:
                    U[D[j]], D[U[j]] = U[j], D[j]
                    S[C[j]] -= 1
                    j = R[j]
                i = D[i]

        def uncover(c):        # the mirror of cover, step for step
            i = U[c]
            while i != c:
                j = L[i]
                while j != i:
                    S[C[j]] += 1
                    U[D[j]] = D[U[j]] = j
                    j = L[j]
                i = U[i]
            L[R[c]] = R[L[c]] = c

        self.cover, self.uncover = cover, uncover
        self.reset(n_items, n_primary)

    def reset(self, n_items, n_primary=None):
        """Drop every option. Items 1..n_primary (default: all) are primary;
        the rest are secondary (at most once), each a ring of its own."""
        if n_items >= self.cap:
            raise OverflowError("DLX: capacity %d < 1 + items + sum of option "
                                "sizes (items alone: %d)" % (self.cap, n_items))
        p = n_items if n_primary is None else n_primary
        if not 0 <= p <= n_items:
            raise ValueError("DLX: n_primary must be in 0..n_items (got %r for %d items)"
                             % (n_primary, n_items))
        L, R, U, D, S = self.L, self.R, self.U, self.D, self.S
        for i in range(n_items + 1):
            L[i], R[i], U[i], D[i], S[i] = i - 1, i + 1, i, i, 0
        L[0], R[p] = p, 0
        for i in range(p + 1, n_items + 1):
            L[i] = R[i] = i
        self.n, self.top, self.fixed = n_items, n_items + 1, []

    def add_option(self, items, label):
        """Append an option (distinct items in 1..n, any iterable); returns
        its handle, the option's first node: the only thing fix() accepts."""
        L, R, U, D, C, S, O = self.L, self.R, self.U, self.D, self.C, self.S, self.O
        if type(items) is not list:    # a generator is read once
            items = list(items)
        if not items or min(items) < 1 or max(items) > self.n:
            raise ValueError("DLX: an option is a non-empty list of items 1..%d" % self.n)
        if self.top + len(items) > self.cap:
            raise OverflowError("DLX: capacity %d < 1 + items + sum of option "
                                "sizes; pass a bigger capacity" % self.cap)
        first, self.top = self.top, self.top + len(items)
        for x, c in enumerate(items, first):
            u = U[c]                   # item c's last node, x goes below it
            if u >= first:             # ... and it is in this option already
                self._unlink(first, x)
                raise ValueError("DLX: item %d appears twice in one option" % c)
            L[x], R[x], U[x], D[x], C[x], O[x] = x - 1, x + 1, u, c, c, label
            D[u] = U[c] = x
            S[c] += 1
        L[first], R[self.top - 1] = self.top - 1, first
        return first

    def _unlink(self, first, end):
        """Take nodes first..end-1 of a half-added option out of their items."""
        U, D, C, S = self.U, self.D, self.C, self.S
        for x in range(end - 1, first - 1, -1):
            c = C[x]
            U[c], D[U[x]] = U[x], c
            S[c] -= 1
        self.top = first

    def fix(self, h):
        """Choose option h before the search (a given). Returns False, and
        changes nothing, if it clashes with an option already fixed. h must
        be a handle add_option returned since the last reset: an option's
        links within it never change, and only its first node x has
        L[x] >= x, so anything else (a label, above all) raises in O(1)."""
        L, R, U, D, C = self.L, self.R, self.U, self.D, self.C
        if type(h) is not int or not self.n < h < self.top or L[h] < h:
            raise ValueError("DLX: fix() takes the handle add_option returned, "
                             "not a label (got %r)" % (h,))
        nodes, x = [h], R[h]
        while x != h:
            nodes.append(x)
            x = R[x]
        # a clash unlinked the option's other nodes, or took its only item
        if any(D[U[x]] != x for x in nodes) or (R[h] == h and R[L[C[h]]] != C[h]):
            return False
        for x in nodes:
            self.cover(C[x])
        self.fixed.append(h)
        return True

    def unfix(self):
        """Undo the latest fix(), uncovering in the mirror order."""
        if not self.fixed:
            raise ValueError("DLX: unfix() with nothing fixed")
        h = self.fixed.pop()
        x = self.L[h]
        while x != h:
            self.uncover(self.C[x])
            x = self.L[x]
        self.uncover(self.C[h])

    def solve(self):
        return self.search(1)[1]

    def count(self, limit=1 << 62):
        return self.search(limit)[0]

    def search(self, limit=1, budget=1 << 62):
        """Algorithm X, iterative. Returns (solutions found, at most limit;
        labels of the first one or None). self.nodes counts the items it
        chose, dead ends too. Like DLX1's timeout, it gives up after `budget`
        of them, and then self.nodes == budget + 1. Lists are restored."""
        R, D, C, S, O = self.R, self.D, self.C, self.S, self.O
        cover, uncover, L = self.cover, self.uncover, self.L
        found, first, more, x = 0, None, True, []  # x[l]: option node at level l
        nodes = 0
        while True:
            if not R[0]:                 # X2: all primary items covered
                found += 1
                if first is None:
                    first = [O[h] for h in self.fixed] + [O[r] for r in x]
                more = found < limit
            elif nodes == budget:        # out of budget: back out of every level
                more, nodes = False, budget + 1
            else:                        # X3: the item with fewest options (MRV)
                nodes += 1
                c = R[0]
                s, i = S[c], R[c]
                while i and s > 1:
                    if S[i] < s:
                        c, s = i, S[i]
                    i = R[i]
                if s:                    # X4, X5: cover c, try its first option
                    cover(c)
                    r = D[c]
                    x.append(r)
                    j = R[r]
                    while j != r:
                        cover(C[j])
                        j = R[j]
                    continue
            while x:                     # X6-X8: next option, or back up a level
                r = x.pop()
                j = L[r]
                while j != r:
                    uncover(C[j])
                    j = L[j]
                c, r = C[r], D[r]
                if more and r != c:
                    x.append(r)
                    j = R[r]
                    while j != r:
                        cover(C[j])
                        j = R[j]
                    break
                uncover(c)
            else:
                self.nodes = nodes
                return found, first
# endregion dlx-template v3

PIECES = {             # Conway's letters; rows of one orientation each
    "F": (".##", "##.", ".#."), "I": ("#####",), "L": ("####", "#..."),
    "N": ("##..", ".###"), "P": ("##", "##", "#."), "T": ("###", ".#.", ".#."),
    "U": ("#.#", "###"), "V": ("#..", "#..", "###"), "W": ("#..", "##.", ".##"),
    "X": (".#.", "###", ".#."), "Y": ("####", ".#.."), "Z": ("##.", ".#.", ".##"),
}
NAMES = "FILNPTUVWXYZ"
ASYMMETRIC = "FLNPY"   # the pentominoes with 8 distinct orientations
# The 8 symmetries of the square as linear maps of (row, column).
TRANSFORMS = [lambda r, c: (r, c), lambda r, c: (c, -r), lambda r, c: (-r, -c),
              lambda r, c: (-c, r), lambda r, c: (r, -c), lambda r, c: (-r, c),
              lambda r, c: (c, r), lambda r, c: (-c, -r)]


def normalize(cells):
    """The cells shifted so that their minimum row and column are 0, sorted."""
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def orientations(name):
    """The distinct orientations of a piece: 1 to 8 normalized cell tuples."""
    base = [(r, c) for r, row in enumerate(PIECES[name]) for c, ch in enumerate(row) if ch == "#"]
    return sorted({normalize([t(r, c) for r, c in base]) for t in TRANSFORMS})


def region_symmetries(cells):
    """The transforms (indices into TRANSFORMS) that map the region onto itself."""
    shape = normalize(cells)
    return [k for k, t in enumerate(TRANSFORMS) if normalize([t(r, c) for r, c in shape]) == shape]


def kept_orientations(name, group):
    """One orientation per orbit of `group`, the smallest (all if group is None)."""
    return [o for o in orientations(name)
            if group is None or o == min(normalize([TRANSFORMS[k](r, c) for r, c in o])
                                         for k in group)]


def build(dlx, cells, group=None, restricted="", forbidden=""):
    """Reset dlx to the tilings of `cells` (a list of (row, col)). The piece
    `restricted` must be used and keeps one orientation per orbit of `group`;
    the pieces in `forbidden` get no options. Returns the placements
    [(piece, cells)]; an option's label is its index there."""
    index = {cell: k for k, cell in enumerate(cells, 1)}     # cell -> item 1..n
    n = len(cells)
    order = restricted + NAMES.replace(restricted, "")      # piece -> item n+1+i
    primary = n + 12 if n == 60 else n + len(restricted)     # pieces: see header
    dlx.reset(n + 12, primary)
    placements = []
    for p, name in enumerate(order):
        if name in forbidden:
            continue
        for o in kept_orientations(name, group if name == restricted else None):
            for r0, c0 in cells:                  # anchor the shape's first cell
                dr, dc = r0 - o[0][0], c0 - o[0][1]
                shape = [(r + dr, c + dc) for r, c in o]
                if all(cell in index for cell in shape):
                    dlx.add_option([index[cell] for cell in shape] + [n + 1 + p],
                                   len(placements))
                    placements.append((name, shape))
    return placements


def count_distinct(dlx, cells):
    """Tilings up to the region's symmetries (Knuth's trick, see header)."""
    group = region_symmetries(cells)
    total = 0
    for i, name in enumerate(ASYMMETRIC):
        build(dlx, cells, group, name, ASYMMETRIC[:i])
        total += dlx.count()
    return total


def parse(data):
    """(H, W, mode, cells) from the input bytes; ValueError on bad input."""
    lines = data.decode("ascii").split("\n")
    head = lines[0].split()
    if len(head) != 3 or not head[0].isdigit() or not head[1].isdigit():
        raise ValueError("line 1: expected 'H W MODE'")
    h, w, mode = int(head[0]), int(head[1]), head[2]
    if not (1 <= h <= 60 and 1 <= w <= 60) or mode not in ("count", "distinct", "one"):
        raise ValueError("line 1: need 1 <= H, W <= 60 and MODE count, distinct or one")
    rows = [line.strip() for line in lines[1:] if line.strip()]
    if not rows:
        rows = ["." * w] * h
    if len(rows) != h or any(len(row) != w or row.strip(".#") for row in rows):
        raise ValueError("expected no grid or %d rows of %d characters '.' or '#'" % (h, w))
    cells = [(r, c) for r in range(h) for c in range(w) if rows[r][c] == "."]
    if len(cells) % 5 or not 5 <= len(cells) <= 60:
        raise ValueError("the region has %d cells, not a multiple of 5 in 5..60" % len(cells))
    if mode == "distinct" and len(cells) < 40:
        raise ValueError("mode distinct needs a region of at least 40 cells")
    return h, w, mode, cells


def main():
    try:
        h, w, mode, cells = parse(sys.stdin.buffer.read())
    except (ValueError, UnicodeDecodeError) as e:
        sys.exit("pentomino: bad input: %s" % e)
    n = len(cells)
    dlx = DLX(n + 12, capacity=1 + n + 12 + 6 * 63 * n)     # <= 63 placements per anchor
    if mode == "distinct":
        out = str(count_distinct(dlx, cells))
    elif mode == "count":
        build(dlx, cells)
        out = str(dlx.count())
    else:
        placements = build(dlx, cells)
        labels = dlx.solve()
        if labels is None:
            out = "none"
        else:
            grid = [["#"] * w for _ in range(h)]
            for label in labels:
                name, shape = placements[label]
                for r, c in shape:
                    grid[r][c] = name
            out = "\n".join("".join(row) for row in grid)
    sys.stdout.write(out + "\n")


if __name__ == "__main__":
    main()
