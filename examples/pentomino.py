"""
Pentomino tilings: the classic exact cover from Knuth's "Dancing Links" paper.
Source: D. E. Knuth, "Dancing Links" (2000), section "Pentominoes",
  https://arxiv.org/abs/cs/0011047 . The 6x10 counts (2339 up to symmetry,
  9356 in all) were first computed by C. B. and J. Haselgrove (1960).
Judge: none, a worked example for docs/template.md; judged locally by runner.py
  on testdata/ex_pentomino/ (local limits: 10 s, 512 MB, since PyPy3's heap
  grows to about 210 MB on the longer searches). Runs unchanged on
  CPython 3.8+ and PyPy3 (timings: docs/template.md, "Which engine").

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
  items 1..n_cells               region cell number k is covered, numbered
                                 along the region's short side (polyomino's
                                 numbering(): the engine's counting-free rule
                                 then fills cells in a hand-written search's
                                 order, column by column on a wide board)
  items n_cells+1..n_cells+12    piece is used, in FILNPTUVWXYZ order (in
                                 mode distinct the restricted piece first)
  options                        one per placement of a piece (orientation +
                                 position inside the region): its 5 cells and
                                 its piece; label = its index in the list
                                 of placements build() returns. They come
                                 sorted by their lowest cell item:
                                 the options of the cells the search looks at
                                 first are then the low bits of the engine's
                                 ints, which keeps the ints it ANDs short
                                 (faster, the same nodes: docs/template.md,
                                 "A second engine: bits").
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
Engine: xcover-bits (templates/xcover_bits.py), the bitset engine, not
  dancing links: one choice here removes hundreds of options, where bitsets
  win on both interpreters (docs/template.md, "Which engine"). DLX has the
  same interface: pass a DLX to build() and nothing else changes.
Pieces: polyomino (templates/polyomino.py): orientations, placements and
  the cells' numbering.
  Both blocks sit verbatim between their marker lines below (`python3
  tools/sync.py` keeps them in step with templates/).
Blocks: xcover-bits v6, polyomino v2 (tools/sync.py writes this line)
"""
import sys

# region xcover-bits v6
# Past this many options the per-option conflict ints outgrow memory
# (MAX_OPTIONS**2 / 8 bytes = 128 MB): use DLX for bigger models.
MAX_OPTIONS = 1 << 15
# The rule (_fewest): below LOWEST_FROM options a popcount is cheap and the
# search keeps DLX's rule; from it on, a walk of PROBE_NODES nodes decides.
LOWEST_FROM, PROBE_NODES = 512, 300
# The lowest item's search on small ints (_lowest) is 2-3x faster than on
# the big ints under PyPy (its JIT), 4x slower under CPython (its bytecodes).
# A block imports nothing: CPython's types carry their C size, PyPy's do not.
PYPY = not hasattr(int, "__basicsize__")
# popcount is public: xcover-min, pasted after this block, counts with it.
try:
    popcount = int.bit_count           # CPython 3.10+, PyPy3 7.3.11 (says 3.9)
except AttributeError:
    def popcount(x):
        return bin(x).count("1")



def _log(x):
    """ln x for x >= 1, to about 1e-5, without math: halve x into [1, 2),
    then ln x = 2 atanh((x - 1) / (x + 1)), four terms of its series."""
    k = 0
    while x >= 2:
        x, k = x / 2, k + 1
    y = (x - 1) / (x + 1)
    z = y * y
    return 2 * y * (1 + z * (1 / 3.0 + z * (1 / 5.0 + z / 7.0))) + k * 0.6931471805599453


def _split(items):
    """(items 1..62 as bits 0..61, the others from bit 0): _lowest's two
    ints, each built from small shifts, for PyPy keeps an int so built in a
    machine word, but one cut from a big int stays big (4x slower there)."""
    lo = hi = 0
    for c in items:
        if c <= 62:
            lo |= 1 << (c - 1)
        else:
            hi |= 1 << (c - 63)
    return lo, hi


class XCover:
    """col[c]: options holding item c; prim[o]: option o's primary items as
    bits; conf[o]: ~(options sharing an item with o), filled on first use.
    rule: None (the search picks, _fewest), "fewest" or "lowest"."""

    def __init__(self, n_items, n_primary=None):
        self.rule = None                    # kept by reset()
        self.reset(n_items, n_primary)

    def reset(self, n_items, n_primary=None):
        """Drop every option. Items 1..n_primary (default: all) are primary."""
        p = n_items if n_primary is None else n_primary
        if not 0 <= p <= n_items:
            raise ValueError("XCover: n_primary must be in 0..n_items (got %r for %d items)"
                             % (n_primary, n_items))
        self.n, self.top, self.handles = n_items, n_items + 1, {}
        self.col, self.opts, self.prim, self.conf, self.label = [0] * (n_items + 1), [], [], [], []
        self.open, self.live, self.fixed, self.saved = ((1 << p) - 1) << 1, 0, [], []
        self.picked = (None, None, None)    # (live, open, fewest) of the last _fewest
        self.anchor = None                  # _lowest's options by lowest primary item

    def add_option(self, items, label):
        """Append an option (distinct items in 1..n); returns its handle, the
        node number DLX would give its first node."""
        items = list(items)
        if not items or min(items) < 1 or max(items) > self.n:
            raise ValueError("XCover: an option is a non-empty list of items 1..%d" % self.n)
        if len(set(items)) < len(items):
            c = next(c for k, c in enumerate(items) if c in items[:k])
            raise ValueError("XCover: item %d appears twice in one option" % c)
        if self.fixed:
            raise ValueError("XCover: add_option() after fix(); add every option first")
        self.anchor = None
        o = len(self.opts)
        if o >= MAX_OPTIONS:
            raise OverflowError(
                "XCover: more than MAX_OPTIONS = %d options; raise MAX_OPTIONS at the block's "
                "top if (n_items + n_options) * n_options / 8 bytes fit, or use DLX" % MAX_OPTIONS)
        bit, prim = 1 << o, 0
        for c in items:
            self.col[c] |= bit
            prim |= (1 << c) & self.open
        self.opts.append(items)
        self.prim.append(prim)
        self.conf.append(None)
        self.label.append(label)
        self.live |= bit
        h, self.top = self.top, self.top + len(items)
        self.handles[h] = o
        return h

    def _conflicts(self, o):
        """~(the options that share an item with option o), o included."""
        k = self.conf[o]
        if k is None:
            k = 0
            for c in self.opts[o]:
                k |= self.col[c]
            k = self.conf[o] = ~k
        return k

    def fix(self, h):
        """Choose option h before the search (a given). Returns False, and
        changes nothing, if it clashes with an option already fixed."""
        o = self.handles.get(h) if type(h) is int else None
        if o is None:
            raise ValueError("XCover: fix() takes the handle add_option returned, "
                             "not a label (got %r)" % (h,))
        if not self.live >> o & 1:
            return False
        self.saved.append((self.live, self.open))
        self.live &= self._conflicts(o)
        self.open &= ~self.prim[o]
        self.fixed.append(o)
        return True

    def unfix(self):
        """Undo the latest fix()."""
        if not self.fixed:
            raise ValueError("XCover: unfix() with nothing fixed")
        self.fixed.pop()
        self.live, self.open = self.saved.pop()

    def solve(self):
        return self.search(1)[1]

    def count(self, limit=1 << 62):
        return self.search(limit)[0]

    def _fewest(self, live, open_):
        """The rule for this model: True, the open item with the fewest live
        options (DLX's); False, the lowest open item, counted by no popcount
        (a tiling numbered along its short side: the cell the hand-written
        search fills). Counting costs a popcount per open item per node, so
        the lowest wins where its tree is not much bigger. A walk of that
        tree measures at each node log(lowest's options / fewest options);
        their mean times the depth (open items / primary items per option)
        estimates log(its tree / DLX's). Lowest only if that tree is below
        counting's cost, 1 + items/18 nodes' worth, with a margin of 1.5
        (fitted on bench/xc: 3x20 and 4x15 pentominoes pass, 5x12 does not)."""
        pc, col, items = popcount, self.col, popcount(open_)
        if live.bit_length() < LOWEST_FROM or not items:
            return True
        sizes = [pc(self.prim[o]) for o in range(live.bit_length()) if live >> o & 1]
        depth = items * len(sizes) / max(1, sum(sizes))
        stop = PROBE_NODES * _log((1 + items / 18.0) / 1.5) / (0.18 * depth)
        total, walked, stack = 0.0, 0, [(live, open_, None)]   # None: the root
        while stack and walked < PROBE_NODES and total <= stop:
            live, open_, left = stack.pop()
            if left is not None:         # the next option of a level
                low = left & -left
                if left ^ low:
                    stack.append((live, open_, left ^ low))
                o = low.bit_length() - 1
                live, open_ = live & self._conflicts(o), open_ & ~self.prim[o]
            m, low = open_, open_ & -open_
            left = col[low.bit_length() - 1] & live if m else 0
            if not left:                 # a cover or a dead end: no branching
                continue
            walked += 1
            s = fewest = pc(left)
            m ^= low
            while m and fewest:
                low = m & -m
                m ^= low
                fewest = min(fewest, pc(col[low.bit_length() - 1] & live))
            total += _log(s / max(fewest, 0.5))
            stack.append((live, open_, left))
        return total > stop * walked / PROBE_NODES

    def _lowest(self, limit, budget):
        """search() on the lowest open item, as a hand-written search does it:
        the state is the items covered (not the live options), and an option
        is live if none of its items is. Every item below the lowest open one
        is covered, so that item's live options all have it as their lowest
        primary item (anchor[c], in option order): the same tree, nodes and
        first solution as search()'s. The items are two ints (_split)."""
        if self.anchor is None:
            self.anchor = [[] for _ in range(self.n + 1)]
            for o, items in enumerate(self.opts):
                p = self.prim[o]
                if p:
                    self.anchor[(p & -p).bit_length() - 1].append(_split(items) + (o,))
        anchor, lo, hi = self.anchor, 0, 0
        for o in self.fixed:
            m, h = _split(self.opts[o])
            lo, hi = lo | m, hi | h
        todo_lo, todo_hi = _split(c for c in range(1, self.n + 1) if self.open >> c & 1)
        found, first, more, nodes = 0, None, True, 0
        stack = []             # per level: [covered lo, hi, anchor list, next, chosen]
        while True:
            free = todo_lo & ~lo
            if free:
                c = (free & -free).bit_length()
            else:
                free = todo_hi & ~hi
                c = (free & -free).bit_length() + 62 if free else 0
            if not c:                    # X2: all primary items covered
                found += 1
                if first is None:
                    first = [self.label[o] for o in self.fixed + [f[4] for f in stack]]
                more = found < limit
            elif nodes == budget:        # out of budget: back out of every level
                more, nodes = False, budget + 1
            else:                        # X3: the lowest open item, c
                nodes += 1
                stack.append([lo, hi, anchor[c], 0, -1])
            while stack:                 # X5-X8: its next live option, or back up
                f = stack[-1]
                if more:
                    lo, hi, opts, i = f[0], f[1], f[2], f[3]
                    while i < len(opts) and (opts[i][0] & lo or opts[i][1] & hi):
                        i += 1
                    if i < len(opts):
                        m, h, f[4] = opts[i]
                        f[3], lo, hi = i + 1, lo | m, hi | h
                        break
                stack.pop()
            else:
                self.nodes = nodes
                return found, first

    def search(self, limit=1, budget=1 << 62):
        """Algorithm X, iterative. Returns (solutions found, at most limit;
        labels of the first one or None). self.nodes counts the items it
        chose, dead ends too; it gives up after `budget` of them, and then
        self.nodes == budget + 1."""
        col, prim, conf, pc = self.col, self.prim, self.conf, popcount
        live, open_ = self.live, self.open
        if self.rule not in (None, "fewest", "lowest"):
            raise ValueError("XCover: rule is None, 'fewest' or 'lowest' (got %r)" % (self.rule,))
        fewest = self.rule == "fewest"
        if self.rule is None:            # decided once per state searched
            if self.picked[:2] != (live, open_):
                self.picked = (live, open_, self._fewest(live, open_))
            fewest = self.picked[2]
        if not fewest and PYPY and type(self)._conflicts is XCover._conflicts:
            return self._lowest(limit, budget)    # the same tree on small ints
        found, first, more, nodes = 0, None, True, 0
        stack = []             # per level: [live, open items, options left, chosen]
        while True:
            if not open_:                # X2: all primary items covered
                found += 1
                if first is None:
                    first = [self.label[o] for o in self.fixed + [f[3] for f in stack]]
                more = found < limit
            elif nodes == budget:        # out of budget: back out of every level
                more, nodes = False, budget + 1
            else:                        # X3: the lowest open item, or the
                nodes += 1               # first with fewest options (stop at 1)
                m = open_
                low = m & -m
                c = low.bit_length() - 1
                if fewest:               # v1's loop: the index kept, not the int
                    s = pc(col[c] & live)
                    m ^= low
                    while m and s > 1:
                        low = m & -m
                        m ^= low
                        i = low.bit_length() - 1
                        t = pc(col[i] & live)
                        if t < s:
                            c, s = i, t
                left = col[c] & live
                if left:                 # X4, X5: try the item's first live option
                    low = left & -left
                    o = low.bit_length() - 1
                    stack.append([live, open_, left ^ low, o])
                    k = conf[o]
                    live &= k if k is not None else self._conflicts(o)
                    open_ &= ~prim[o]
                    continue
            while stack:                 # X6-X8: next option, or back up a level
                f = stack[-1]
                left = f[2]
                if more and left:
                    low = left & -left
                    o = low.bit_length() - 1
                    f[2], f[3] = left ^ low, o
                    k = conf[o]
                    live = f[0] & (k if k is not None else self._conflicts(o))
                    open_ = f[1] & ~prim[o]
                    break
                stack.pop()
            else:
                self.nodes = nodes
                return found, first
# endregion xcover-bits v6


# region polyomino v2
# The 8 symmetries of the square as maps of (row, column): 4 rotations, then
# the 4 reflections (the rotations of the mirror image).
SQUARE_SYMMETRIES = (
    lambda r, c: (r, c), lambda r, c: (c, -r), lambda r, c: (-r, -c), lambda r, c: (-c, r),
    lambda r, c: (r, -c), lambda r, c: (-r, c), lambda r, c: (c, r), lambda r, c: (-c, -r))


def cells_of(text):
    """(row, col) of every cell of a shape drawn as text ('.' and ' ' are
    empty); text is one string with newlines or a sequence of rows."""
    rows = text.split("\n") if isinstance(text, str) else text
    return [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in ". "]


def normalize(cells):
    """The cells shifted so that their minimum row and column are 0, sorted."""
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def orientations(cells, reflect=True):
    """The distinct orientations of a shape, sorted: normalized cell tuples.
    reflect=False: rotations only (one-sided pieces that cannot be flipped)."""
    maps = SQUARE_SYMMETRIES if reflect else SQUARE_SYMMETRIES[:4]
    return sorted({normalize([t(r, c) for r, c in cells]) for t in maps})


def placements(orients, region):
    """Every orientation at every spot inside region (a list of (row, col)),
    orientation by orientation, in region order: lists of region cells. The
    first (smallest) cell of a normalized orientation is the anchor put on
    each region cell in turn, so each placement appears once."""
    inside = set(region)
    found = []
    for o in orients:
        for r0, c0 in region:
            dr, dc = r0 - o[0][0], c0 - o[0][1]
            shape = [(r + dr, c + dc) for r, c in o]
            if all(cell in inside for cell in shape):
                found.append(shape)
    return found
def numbering(region):
    """{cell: item} for the cells of region, items 1..len(region), numbered
    along the short side (column by column when the region is wider than
    tall, else row by row). The bits engine's fast rule branches on the
    lowest open item: numbered so, that is the cell a hand-written search
    fills next, with at most one short column of cells open before it."""
    rows = {r for r, _ in region}
    cols = {c for _, c in region}
    key = (lambda rc: (rc[1], rc[0])) if len(cols) > len(rows) else (lambda rc: rc)
    return {cell: k for k, cell in enumerate(sorted(region, key=key), 1)}
# endregion polyomino v2

PIECES = {             # Conway's letters; rows of one orientation each
    "F": (".##", "##.", ".#."), "I": ("#####",), "L": ("####", "#..."),
    "N": ("##..", ".###"), "P": ("##", "##", "#."), "T": ("###", ".#.", ".#."),
    "U": ("#.#", "###"), "V": ("#..", "#..", "###"), "W": ("#..", "##.", ".##"),
    "X": (".#.", "###", ".#."), "Y": ("####", ".#.."), "Z": ("##.", ".#.", ".##"),
}
NAMES = "FILNPTUVWXYZ"
ASYMMETRIC = "FLNPY"   # the pentominoes with 8 distinct orientations
ORIENTATIONS = {name: orientations(cells_of(rows)) for name, rows in PIECES.items()}


def region_symmetries(cells):
    """The symmetries (indices into SQUARE_SYMMETRIES) mapping the region onto itself."""
    shape = normalize(cells)
    return [k for k, t in enumerate(SQUARE_SYMMETRIES)
            if normalize([t(r, c) for r, c in shape]) == shape]


def kept_orientations(name, group):
    """One orientation per orbit of `group`, the smallest (all if group is None)."""
    return [o for o in ORIENTATIONS[name]
            if group is None or o == min(normalize([SQUARE_SYMMETRIES[k](r, c) for r, c in o])
                                         for k in group)]


def build(engine, cells, group=None, restricted="", forbidden=""):
    """Reset the engine (XCover, or DLX: the same interface) to the tilings
    of `cells` (a list of (row, col)). The piece `restricted` must be used and keeps one orientation per orbit of `group`;
    the pieces in `forbidden` get no options. Returns the placements
    [(piece, cells)]; an option's label is its index there."""
    index = numbering(cells)                                 # cell -> item 1..n
    n = len(cells)
    order = restricted + NAMES.replace(restricted, "")      # piece -> item n+1+i
    primary = n + 12 if n == 60 else n + len(restricted)     # pieces: see header
    engine.reset(n + 12, primary)
    placed = [(name, shape) for name in order if name not in forbidden
              for shape in placements(kept_orientations(name, group if name == restricted
                                                        else None), cells)]
    placed.sort(key=lambda placement: min(index[cell] for cell in placement[1]))  # see header
    for label, (name, shape) in enumerate(placed):
        engine.add_option([index[cell] for cell in shape] + [n + 1 + order.index(name)], label)
    return placed


def count_distinct(engine, cells):
    """Tilings up to the region's symmetries (Knuth's trick, see header)."""
    group = region_symmetries(cells)
    total = 0
    for i, name in enumerate(ASYMMETRIC):
        build(engine, cells, group, name, ASYMMETRIC[:i])
        total += engine.count()
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
    xc = XCover(n + 12)
    if mode == "distinct":
        out = str(count_distinct(xc, cells))
    elif mode == "count":
        build(xc, cells)
        out = str(xc.count())
    else:
        placed = build(xc, cells)
        labels = xc.solve()
        if labels is None:
            out = "none"
        else:
            grid = [["#"] * w for _ in range(h)]
            for label in labels:
                name, shape = placed[label]
                for r, c in shape:
                    grid[r][c] = name
            out = "\n".join("".join(row) for row in grid)
    sys.stdout.write(out + "\n")


if __name__ == "__main__":
    main()
