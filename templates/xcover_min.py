"""
Description: Minimum exact cover on the bitset engine: a cover with the fewest
  options, by branch and bound; XCoverMin is an XCover with one more call,
  minimum(). Source and refusals: docs/template.md, "Inside the blocks".
Usage:
  xc = XCoverMin(n_items, n_primary)     # as XCover
  xc.add_option([1, 5, 9], label)        # as XCover; fix() and unfix() too
  best = xc.minimum()                    # labels of a smallest cover (fixed ones
                                         #   first), or None: no cover at all
  best = xc.minimum(at_most=k)           # only covers of at most k options
  best = xc.minimum(budget=10**5)        # gives up after 10**5 nodes: then
                                         #   xc.nodes == budget + 1 and best is the
                                         #   smallest found so far (or None), unproven
  best = xc.minimum(tight=3)             # the item rule above; default: always fewest
Time: per node one subtraction of an int of B * n_items bits for each option
  the last choice removed (B: bits of the largest item's option count, plus
  one), one bound (O(size classes it reads) popcounts), no scan of the items;
  once per option, fields(): O(its span) in C.
Memory: XCover's, plus one int of up to B * n_items bits per item, per
  option and per level: O((n_items + n_options) * n_items * B) bits at
  worst (ZOJ 3209 at full size, 900 items, 500 options, B = 5: 0.5 MB).
Status: stress-tested against brute force and against DLXMin (same nodes,
  same answer, every tight) in tests/templates/test_mincover.py,
  tests/templates/test_mincover_tight.py and (the packed counts at every field
  width) tests/templates/test_mincover_fields.py; `python templates/xcover_min.py`
  runs the self-check.
Needs: xcover-bits, pasted above it.
"""
from xcover_bits import XCover, popcount

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


def _self_check():
    # Knuth's example has one cover; add {A B C D E F G} and it becomes the
    # smallest. A 2x2 square: four cells, two dominoes beat four monominoes.
    options = ["CEF", "ADG", "BCF", "AD", "BG", "DEG"]
    xc = XCoverMin(7)
    for k, opt in enumerate(options, 1):
        xc.add_option([ord(ch) - ord("A") + 1 for ch in opt], k)
    assert sorted(xc.minimum()) == [1, 4, 5]
    xc.add_option(range(1, 8), 7)
    assert xc.minimum() == [7]
    xc.reset(4)
    for k, cells in enumerate([[1], [2], [3], [4], [1, 2], [3, 4]]):
        xc.add_option(cells, k)
    assert sorted(xc.minimum()) == [4, 5] and xc.minimum(at_most=1) is None
    print("xcover-min self-check: ok")


if __name__ == "__main__":
    _self_check()
