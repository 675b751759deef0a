"""
ZOJ 3209 Treasure Map: the fewest rectangular pieces that make up an n x m
map with no overlap (a minimum exact cover).
URL: https://vjudge.net/problem/ZOJ-3209 (statement as mirrored at
  https://aspphp.online/bianchen/cyuyan/cjj/cjjrm/201701/206024.html ;
  testdata/ex_zoj3209/problem.toml, source_note, says what was verified).
Limits: 2 s, 32 MB
Judge: ZOJ; verified locally only, by runner.py on testdata/ex_zoj3209/.
  Runs unchanged on CPython 3.8+ and PyPy3.

Input: T (at most MAX_CASES), then per case a line "n m p" (1 <= n, m <=
  MAX_SIDE: the width and the height of the map; 1 <= p <= MAX_PIECES pieces)
  and p lines "x1 y1 x2 y2" (0 <= x1 < x2 <= n, 0 <= y1 < y2 <= m): a piece
  with lower-left corner (x1, y1) and upper-right corner (x2, y2), in its
  place on the map. Cases are separated by a blank line (any whitespace is
  read alike).
Output: per case, the least number of pieces that cover the whole map with
  no two overlapping (pieces may stay unused), or -1 if none do.

Model (items are constraints, options are choices):
  item 1 + y*n + x   the unit cell [x, x+1] x [y, y+1] of the map, 0 <= x < n,
                     0 <= y < m: primary, covered exactly once
  option k           piece k: the cells it covers, label k
  A smallest exact cover is the answer. The pieces are added largest first,
  so the search tries big pieces first and its first cover is already small,
  which lets the bound cut early. The search branches on the cell with the
  fewest fitting pieces when that is at most TIGHT, else on the lowest empty
  cell (the corner of every piece that can cover it): a cell with few pieces
  left is where a partial tiling fails, and otherwise the lowest cell keeps
  the covered part a staircase with few cells cut off. TIGHT is measured:
  the bench/results mincover run's item-rule table, one column per choice.
Engines: xcover-bits (templates/xcover_bits.py) and after it xcover-min
  (templates/xcover_min.py, branch and bound with a packing bound), verbatim
  between their marker lines (`python3 tools/sync.py`). The bitset engine,
  not DLX: on these maps it is the faster one under CPython in bench/results/
  (the mincover run), and DLX's pools for 500 pieces of 900 cells would not
  fit in 32 MB (docs/template.md, "Minimum exact cover").
Blocks: xcover-bits v6, xcover-min v4 (tools/sync.py writes this line)
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

# region xcover-min v4
# Field widths B that fields() builds in one or two int() reads: B = a * b
# with 2**a, 2**b <= 32 (int() takes bases up to 36); a is the larger factor.
_SPLIT = {a * b: (a, b) for a in range(1, 6) for b in range(1, 6)}


def fields(p, n, B):
    """The int with a 1 in field n - i (bits B*(n-i) up) for every bit i of
    p. int() reads a binary string in base 2**a as fields of a bits, one per
    digit, so this is a few string passes, no loop over p's bits: the bits
    from p's lowest, reversed (bit i at field high - i), read in base 2**a,
    then, if b > 1, read again in base 2**b, and shifted into place."""
    if not p:
        return 0
    a, b = _SPLIT[B]
    x = int(bin(p >> (p & -p).bit_length() - 1)[:1:-1], 1 << a)
    if b > 1:
        x = int(bin(x)[2:], 1 << b)
    return x << B * (n + 1 - p.bit_length())


def min_cover_bound(need, live, classes, i, cap):
    """A lower bound on the options still needed to cover `need` open primary
    items: take the live options from the largest down until their sizes add
    up to `need`. classes: (size, options of that many primary items as bits)
    by decreasing size, (0, 0) last; classes before i hold no live option.
    Admissible: a live option holds only open primary items and the options
    of a cover are disjoint, so k more options cover at most the sum of the
    k largest live sizes. Returns (bound, first class with a live option);
    the bound stops at cap (a bound >= cap prunes anyway)."""
    while classes[i][0] and not classes[i][1] & live:
        i += 1
    first, k = i, 0
    while k < cap:
        size, opts = classes[i]
        if not size:                     # no live option covers what is left
            return cap, first
        have = popcount(opts & live)
        if have * size >= need:
            return min(cap, k - (-need // size)), first
        k, need, i = k + have, need - have * size, i + 1
    return cap, first


class XCoverMin(XCover):
    """XCover with minimum(): the smallest cover by branch and bound."""

    def minimum(self, budget=1 << 62, at_most=1 << 62, tight=1 << 62):
        """Labels of a cover with the fewest options (fixed ones included
        and listed first), or None if there is none (with at most at_most
        options). self.nodes counts the items chosen; past `budget` of them
        the search stops with self.nodes == budget + 1 and returns the best
        cover found so far, which may not be the smallest. The item chosen:
        the first open primary item with the fewest live options if that is
        at most `tight` (>= 1), else the lowest open primary item; the
        default is XCover's rule."""
        if type(tight) is not int or tight < 1:
            raise ValueError("XCoverMin: tight must be an int >= 1 (got %r)" % (tight,))
        col, conf, prim, pc = self.col, self.conf, self.prim, popcount
        size = [pc(p) for p in prim]
        masks = {}
        for o, s in enumerate(size):
            if s:
                masks[s] = masks.get(s, 0) | 1 << o
        classes = sorted(masks.items(), reverse=True) + [(0, 0)]
        live, d0, open_ = self.live, len(self.fixed), self.open
        # Every open item's live options counted in one int: field n - i (B
        # bits from bit B*(n-i); low items high, so the int shrinks as they
        # get covered) of cnt is item i's count. B has a spare top bit, so
        # adding 2**(B-1) - 1 - t to the open fields never carries between
        # fields and sets the top bit of exactly those counting more than t:
        # the open items with at most t options are one add, one AND and one
        # XOR for all of them.
        n, b = self.n, (max(map(pc, col)) | 1).bit_length() + 1
        B = min(w for w in _SPLIT if w >= b)     # a wider field only adds spare bits
        vec = [fields(p & open_, n, B) for p in prim]   # vec[o]: o's fields
        sh = B - 1
        cnt = sum([v for o, v in enumerate(vec) if live >> o & 1])
        best, first, nodes, depth = at_most + 1, None, 0, d0
        stack = []     # per level: [live, open, options left, chosen, bound, class, need, cnt, opened]
        cls, need, opened = 0, pc(open_), fields(open_, n, B)
        while True:
            if not open_:                        # a cover, smaller than any before
                if depth < best:
                    best = depth
                    first = [self.label[o] for o in self.fixed + [f[3] for f in stack]]
            else:
                bound, cls = min_cover_bound(need, live, classes, cls, best - depth)
                if depth + bound >= best:        # no smaller cover below
                    pass
                elif nodes == budget:            # out of budget: back out of every level
                    best, nodes = 0, budget + 1
                else:
                    nodes += 1
                    if stack:                    # the counts: the parent's, less the options
                        f = stack[-1]            # the choice there removed (it among them)
                        o, cnt = f[3], f[7]
                        s = bin(f[0] & ~conf[o])
                        top, p = len(s) - 1, s.rfind("1")
                        while p > 1:
                            cnt -= vec[top - p]
                            p = s.rfind("1", 2, p)
                        opened = f[8] - vec[o]
                    tops = opened << sh
                    k, t = tops - opened - opened, 1
                    few = (cnt + k) & tops ^ tops    # top bits of the fields <= t
                    while not few and t < tight:
                        k, t = k - opened, t + 1
                        few = (cnt + k) & tops ^ tops
                    if few:                      # the first item with the fewest options
                        c = n - few.bit_length() // B + 1
                    else:                        # none within tight: the lowest open item
                        c = (open_ & -open_).bit_length() - 1
                    left = col[c] & live
                    if left:
                        low = left & -left
                        o = low.bit_length() - 1
                        stack.append([live, open_, left ^ low, o, depth + bound, cls, need,
                                      cnt, opened])
                        k = conf[o]
                        live &= k if k is not None else self._conflicts(o)
                        open_ &= ~prim[o]
                        need -= size[o]
                        depth += 1
                        continue
            while stack:                         # next option, or back up a level
                f = stack[-1]
                left = f[2]
                if left and f[4] < best:         # this level's bound still leaves room
                    low = left & -left
                    o = low.bit_length() - 1
                    f[2], f[3] = left ^ low, o
                    k = conf[o]
                    live = f[0] & (k if k is not None else self._conflicts(o))
                    open_ = f[1] & ~prim[o]
                    need, cls, depth = f[6] - size[o], f[5], d0 + len(stack)
                    break
                stack.pop()
            else:
                self.nodes = nodes
                return first
# endregion xcover-min v4

MAX_CASES, MAX_SIDE, MAX_PIECES = 500, 30, 500
TIGHT = 3           # branch on a cell with at most this many pieces left, else the lowest


class BadInput(Exception):
    pass


def read_cases(data):
    """[(n, m, pieces)] from the whole input; BadInput on anything malformed."""
    try:
        tokens = [int(t) for t in data.split()]
    except ValueError:
        raise BadInput("a token is not an integer")
    if not tokens:
        raise BadInput("empty input")
    t, pos, cases = tokens[0], 1, []
    if not 1 <= t <= MAX_CASES:
        raise BadInput("T = %d outside 1..%d" % (t, MAX_CASES))
    for case in range(1, t + 1):
        if pos + 3 > len(tokens):
            raise BadInput("case %d: the input ends before 'n m p'" % case)
        n, m, p = tokens[pos:pos + 3]
        pos += 3
        if not (1 <= n <= MAX_SIDE and 1 <= m <= MAX_SIDE and 1 <= p <= MAX_PIECES):
            raise BadInput("case %d: n m p = %d %d %d outside 1..%d, 1..%d, 1..%d"
                           % (case, n, m, p, MAX_SIDE, MAX_SIDE, MAX_PIECES))
        if pos + 4 * p > len(tokens):
            raise BadInput("case %d: the input ends inside the pieces" % case)
        pieces = [tuple(tokens[pos + 4 * k:pos + 4 * k + 4]) for k in range(p)]
        pos += 4 * p
        for k, (x1, y1, x2, y2) in enumerate(pieces, 1):
            if not (0 <= x1 < x2 <= n and 0 <= y1 < y2 <= m):
                raise BadInput("case %d, piece %d: %d %d %d %d is not inside the map"
                               % (case, k, x1, y1, x2, y2))
        cases.append((n, m, pieces))
    if pos != len(tokens):
        raise BadInput("%d token(s) after the last case" % (len(tokens) - pos))
    return cases


def fewest_pieces(xc, n, m, pieces):
    """The answer for one map, on the engine xc (reset here)."""
    xc.reset(n * m)
    area = [(x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in pieces]
    for k in sorted(range(len(pieces)), key=area.__getitem__, reverse=True):
        x1, y1, x2, y2 = pieces[k]
        xc.add_option([c for row in range(1 + y1 * n + x1, 1 + y2 * n, n)    # row by row
                       for c in range(row, row + x2 - x1)], k)
    best = xc.minimum(tight=TIGHT)
    return -1 if best is None else len(best)


def main():
    try:
        cases = read_cases(sys.stdin.buffer.read().decode("ascii"))
    except (BadInput, UnicodeDecodeError) as e:
        sys.stderr.write("zoj3209: bad input: %s\n" % e)
        sys.exit(1)
    xc = XCoverMin(1)
    sys.stdout.write("".join("%d\n" % fewest_pieces(xc, n, m, pieces) for n, m, pieces in cases))


if __name__ == "__main__":
    main()
