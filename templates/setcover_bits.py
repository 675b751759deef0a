"""
Description: Minimum set cover ("repeated cover", 重复覆盖) over Python ints: the
  fewest options that cover every primary item AT LEAST once (secondary items
  at most once), or the decision "at most k options?". Source and refusals:
  docs/template.md, "Inside the blocks".
Usage:
  sc = SetCover(n_items)                # items 1..n_items, all primary
  sc.add_option([1, 5, 9], label)       # any iterable of distinct items; the
                                        #   biggest first where you can: cheaper
  sc.within(k)                          # labels of a cover by at most k options, or None
  sc.minimum()                          # labels of a smallest cover, or None (no cover)
  sc.within(k, budget), sc.minimum(budget)   # give up after budget nodes: then
                                        #   sc.nodes == budget + 1 and the result is
                                        #   the best found so far (None: none yet)
  sc.reset(n_items, n_primary)          # next test case
Time: exponential in the worst case; per node one `lower_bound` (O(its
  count) ANDs) and a scan of the items by size up to the first open one
  (with secondary items: a popcount per uncovered item);
  add_option O(its items); per search a sort of the items, plus, unless the
  options came plain and biggest first, O(n_options^2) ANDs at worst for the
  dominated ones. Flat per-level lists and ints below 2**63 for up to 62
  items and options: PyPy's machine-word ints (bench/results/, "Set cover"
  in docs/template.md; bench/covers.py, `make bench`).
Memory: 3 * (n_items + 1) + 3 * n_options ints of at most
  max(n_items, n_options) + 1 bits, plus 4 per search level. Meant for up to
  MAX_OPTIONS options; more raise OverflowError, whose message says how to
  raise the constant (or use DLXCover).
Status: stress-tested against brute force, and against the DLX form
  (templates/dlx_cover.py), in tests/templates/test_setcover.py;
  `python templates/setcover_bits.py` runs the self-check.
Needs: nothing (it stands alone).
"""

# region setcover-bits v5
# Past this many options the per-item option ints make every step slow:
# use a smarter model (or DLX) for bigger instances.
MAX_OPTIONS = 1 << 15
try:
    _popcount = int.bit_count          # CPython 3.10+, PyPy3 7.3.11 (says 3.9)
except AttributeError:
    def _popcount(x):
        return bin(x).count("1")


def lower_bound(uncovered, reach, room):
    """How many more options a cover of `uncovered` (bits of primary items)
    needs at least, counted up to room + 1: take the lowest uncovered item,
    count one, drop it and every item of every option that holds it (reach[c]),
    repeat. Admissible: no option holds two counted items (each later one
    was outside the reach of every earlier one), so a cover spends a
    separate option on each of them."""
    k = 0
    while uncovered and k <= room:
        low = uncovered & -uncovered
        uncovered &= ~(reach[low.bit_length() - 1] | low)
        k += 1
    return k


def fewest_live(uncovered, col, live):
    """The uncovered primary item with the fewest live options (ties: the
    lowest), stopping at 0 or 1. For models with conflicts: a chosen option's
    secondary items take options out of `live`, which can leave an item one
    way or none, so the order fixed before the search would miss a forced
    choice or a dead end (HDU 2828 Lamp)."""
    best, fewest = 0, -1
    while uncovered:
        low = uncovered & -uncovered
        c = low.bit_length() - 1
        s = _popcount(col[c] & live)
        if s < fewest or fewest < 0:
            best, fewest = c, s
            if s < 2:
                break
        uncovered ^= low
    return best


class SetCover:
    """prim[o], sec[o]: option o's primary and secondary items (bit c);
    col[c]: the options holding item c (bit o), count[c] how many, but for
    the options add_option found dominated (they stay out of col, count and
    reach); plain: the options in col with no secondary item; live: the
    options in col with a primary item, before the search's own reduction."""

    def __init__(self, n_items, n_primary=None):
        self.reset(n_items, n_primary)

    def reset(self, n_items, n_primary=None):
        """Drop every option. Items 1..n_primary (default: all) are primary."""
        p = n_items if n_primary is None else n_primary
        if not 0 <= p <= n_items:
            raise ValueError("SetCover: n_primary must be in 0..n_items (got %r for %d items)"
                             % (n_primary, n_items))
        self.n, self.p, self.nodes, self.open = n_items, p, 0, ((1 << p) - 1) << 1
        self.col, self.prim, self.sec, self.label = [0] * (n_items + 1), [], [], []
        self.reach = [0] * (n_items + 1)   # reach[c]: the primary items of c's options
        # sorted: every option so far plain and no bigger than the one before
        self.plain, self.live, self.last, self.sorted = 0, 0, n_items, True
        self.count = [0] * (n_items + 1)

    def add_option(self, items, label):
        """Append an option: distinct items in 1..n, any iterable. Nothing
        changes when it raises."""
        if type(items) is not list:    # a generator is read once
            items = list(items)
        o = len(self.prim)
        if o >= MAX_OPTIONS:
            raise OverflowError(
                "SetCover: more than MAX_OPTIONS = %d options; raise MAX_OPTIONS at the "
                "block's top (each step ANDs ints of n_options bits), or use DLXCover"
                % MAX_OPTIONS)
        col, mask, held = self.col, 0, -1
        try:
            for c in items:            # an item out of range: IndexError, or a
                held &= col[c]         # negative shift (or 0: caught below)
                mask |= 1 << c
        except (IndexError, ValueError, TypeError):
            mask = 1
        size = _popcount(mask)
        if mask & 1 or not mask:
            raise ValueError("SetCover: an option is a non-empty list of items 1..%d" % self.n)
        if size < len(items):
            c = next(c for k, c in enumerate(items) if c in items[:k])
            raise ValueError("SetCover: item %d appears twice in one option" % c)
        bit, prim = 1 << o, mask & self.open
        self.prim.append(prim)
        self.sec.append(mask ^ prim)
        self.label.append(label)
        self.sorted = self.sorted and mask == prim and size <= self.last
        self.last = size
        # held: the options so far in col that hold all of this one's items.
        # A plain one among them dominates it (_search says why): then it
        # stays out of col and reach (its items add nothing to any reach).
        if held & self.plain:
            return
        if prim:
            self.live |= bit
        if mask == prim:
            self.plain |= bit
        reach, count = self.reach, self.count
        for c in items:
            col[c] |= bit
            reach[c] |= prim
            count[c] += 1

    def within(self, k, budget=1 << 62):
        """Labels of a cover by at most k options (the first one found), or None."""
        if type(k) is not int or k < 0:
            raise ValueError("SetCover: within(k) needs an int k >= 0 (got %r)" % (k,))
        return self._search(k, False, budget)

    def minimum(self, budget=1 << 62):
        """Labels of a smallest cover, or None when no cover exists."""
        return self._search(min(self.p, len(self.prim)), True, budget)

    def _search(self, bound, smallest, budget):
        """Branch and bound, iterative, one slot per level in flat lists. A
        cover found at depth d is kept, and with `smallest` the bound drops
        to d - 1 and the search goes on. self.nodes counts the items
        branched on, dead ends too."""
        col, prim, sec, reach = self.col, self.prim, self.sec, self.reach
        m, plain, live = len(prim), self.plain, self.live
        keep = [-1] * m                  # keep[o]: options sharing no secondary item with o
        # Dominated options are never tried: o whose primary items lie within
        # those of a plain option q (q bigger, or equal and first) can be
        # swapped for q in any cover; q is tried or dominated in turn, and
        # such a chain ends at an option that is tried. add_option drops an
        # option an earlier plain one holds: all of them when the options
        # came plain and biggest first (self.sorted); else the search looks
        # at every option here.
        if not self.sorted:
            for o in range(m):
                s = sec[o]
                while s:
                    low = s & -s
                    keep[o] &= ~col[low.bit_length() - 1]
                    s ^= low
            live = 0
            for o in range(m):
                mo = prim[o]
                if not mo:
                    continue
                others = col[(mo & -mo).bit_length() - 1] & plain
                while others:
                    low = others & -others
                    mq = prim[low.bit_length() - 1]
                    if mo & mq == mo and (mq != mo or low >> o == 0):
                        break            # q holds all of o, and q is not o
                    others ^= low
                else:
                    live |= 1 << o
        size = self.count if self.sorted else [_popcount(c & live) for c in col]
        w = self.p.bit_length()          # MRV: fewest first, as size * 2**w + item
        order = [size[c] << w | c for c in range(1, self.p + 1)]
        order.sort()
        w = (1 << w) - 1
        top = min(bound, self.p) + 1     # levels: each covers a new primary item
        unc, liv, left, opt = [0] * top, [0] * top, [0] * top, [0] * top
        uncovered, d, best, nodes = self.open, 0, None, 0
        conflicts = any(sec)             # else live loses only tried siblings: keep `order`
        while True:
            room = bound - d
            if lower_bound(uncovered, reach, room) > room:
                pass                     # no cover within the bound below here
            elif not uncovered:          # every primary item covered
                best = [self.label[o] for o in opt[:d]]
                if not smallest:
                    break
                bound = d - 1
            elif nodes == budget:        # out of budget: stop where we are
                nodes = budget + 1
                break
            else:                        # MRV: the first open item in `order`
                nodes += 1
                if conflicts:            # ... or by live counts, where they move
                    c = fewest_live(uncovered, col, live)
                else:
                    for c in order:
                        c &= w
                        if uncovered >> c & 1:
                            break
                ways = col[c] & live
                if ways:                 # try c's first live option
                    low = ways & -ways
                    o = low.bit_length() - 1
                    unc[d], liv[d], left[d], opt[d] = uncovered, live, ways ^ low, o
                    d += 1
                    uncovered &= ~prim[o]
                    live &= keep[o]
                    continue
            while d:                     # next option of the level, or back up
                d -= 1
                ways = left[d]
                if ways and d < bound:
                    liv[d] &= ~(1 << opt[d])   # the option just tried: not in its siblings
                    low = ways & -ways
                    o = low.bit_length() - 1
                    left[d], opt[d] = ways ^ low, o
                    uncovered = unc[d] & ~prim[o]
                    live = liv[d] & keep[o]
                    d += 1
                    break
            else:
                break
        self.nodes = nodes
        return best
# endregion setcover-bits v5


def _self_check():
    # Items 1..6; options {1,2,3} {4,5,6} {1,4} {2,5} {3,6}: two options suffice.
    sc = SetCover(6)
    for k, opt in enumerate([[1, 2, 3], [4, 5, 6], [1, 4], [2, 5], [3, 6]]):
        sc.add_option(opt, k)
    assert sorted(sc.minimum()) == [0, 1], sc.minimum()
    assert sc.within(1) is None and sorted(sc.within(3)) == [0, 1]
    sc.reset(3)
    sc.add_option([1, 2], "a")
    assert sc.minimum() is None        # item 3 has no option
    print("setcover-bits self-check: ok")


if __name__ == "__main__":
    _self_check()
