"""
Description: Exact cover by Knuth's Algorithm X over Python ints (bitsets),
  with the DLX block's interface and semantics: an item's options, the live
  options and the open items are ints, so a choice is one AND and undoing it
  costs nothing. Source and refusals: docs/template.md, "Inside the blocks".
Usage:
  xc = XCover(n_items)                  # items 1..n_items, all primary
  h = xc.add_option([1, 5, 9], label)   # any iterable of items; h is the handle
  xc.fix(h)                             # choose it before the search; False on a clash
  xc.unfix()                            # undo the latest fix
  xc.solve()                            # labels of the first solution (fixed first) or None
  xc.count(limit)                       # number of solutions, stopping at limit
  xc.search(limit, budget)              # (count, first); gives up after budget nodes:
                                        #   then xc.nodes == budget + 1 (restarts)
  xc.reset(n_items, n_primary)          # next test case
  xc.rule = "fewest"                    # or "lowest"; None (default): the search picks
Time: per node O(open items) popcounts of ints of n_options bits (rule
  "lowest": one AND; under PyPy one small AND per option of the item); per
  choice O(option size) ORs once (then cached). Fastest where one choice removes many
  options (tilings, queens; docs/template.md, "Which engine").
Memory: n_items + n_options ints of at most n_options bits, plus one
  live-options int per search level: (n_items + n_options) * n_options / 8
  bytes at worst; 6x10 pentominoes (2,056 options): 0.6 MB. Meant for up
  to MAX_OPTIONS options; more raise OverflowError, whose message says how
  to raise the constant (or use DLX).
Status: stress-tested against brute force and against DLX (node counts
  equal) in tests/templates/test_exact_cover.py and tests/templates/test_xcover_bits.py,
  the rules in tests/templates/test_xcover_bits_rule.py; `python templates/xcover_bits.py`
  runs the self-check.
Needs: nothing (it stands alone).
"""

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


def _self_check():
    # Knuth's example: items A..G, six options; the unique cover is
    # {A D}, {B G}, {C E F} (options 4, 5, 1).
    options = ["CEF", "ADG", "BCF", "AD", "BG", "DEG"]
    xc = XCover(7)
    for k, opt in enumerate(options, 1):
        xc.add_option([ord(ch) - ord("A") + 1 for ch in opt], k)
    assert sorted(xc.solve()) == [1, 4, 5], xc.solve()
    assert xc.count() == 1
    # 2000 levels deep: the search is iterative.
    xc.reset(2000)
    for c in range(1, 2001):
        xc.add_option([c], c)
    assert xc.solve() == list(range(1, 2001))
    print("xcover-bits self-check: ok")


if __name__ == "__main__":
    _self_check()
