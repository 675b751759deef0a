"""
Description: Minimum exact cover on the bitset engine: a cover with the fewest
  options, by branch and bound. Paste it after the xcover-bits block
  (templates/xcover_bits.py): XCoverMin is an XCover with one more call, so
  items, options, labels, handles, fix() and reset() are XCover's. The search
  is Algorithm X with XCover's item rule (the first open primary item with
  the fewest live options) and its option order (the order added), cut off
  where min_cover_bound says no smaller cover can lie below.
Usage:
  xc = XCoverMin(n_items, n_primary)     # as XCover
  xc.add_option([1, 5, 9], label)        # as XCover; fix() and unfix() too
  best = xc.minimum()                    # labels of a smallest cover (fixed ones
                                         #   first), or None: no cover at all
  best = xc.minimum(at_most=k)           # only covers of at most k options
  best = xc.minimum(budget=10**5)        # gives up after 10**5 nodes: then
                                         #   xc.nodes == budget + 1 and best is the
                                         #   smallest found so far (or None), unproven
Source: Algorithm X (Knuth, "Dancing Links", 2000) as branch and bound, as
  DLX libraries of Chinese contest training solve ZOJ 3209 ("depth >= best:
  return"); the bound here is a packing bound on the options' sizes.
Time: per node one popcount per open item it scans (it keeps the open items
  as a list per level), plus one bound: O(size classes it reads) popcounts.
  Add big options first where you can: the first cover found is then small,
  and the bound cuts more (docs/template.md, "Minimum exact cover").
Memory: XCover's, plus one int per distinct option size, a list of the open
  items per level and a set of the items of each option tried.
Errors: as XCover: misuse raises ValueError (see templates/xcover_bits.py);
  minimum(at_most=k) with k < the number of fixed options returns None.
Status: stress-tested against brute force and against DLXMin (same nodes,
  same answer) in tests/test_mincover.py; `python templates/xcover_min.py`
  runs the self-check.
"""
from xcover_bits import XCover, _popcount

# region xcover-min v1
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
        have = _popcount(opts & live)
        if have * size >= need:
            return min(cap, k - (-need // size)), first
        k, need, i = k + have, need - have * size, i + 1
    return cap, first


class XCoverMin(XCover):
    """XCover with minimum(): the smallest cover by branch and bound."""

    def minimum(self, budget=1 << 62, at_most=1 << 62):
        """Labels of a cover with the fewest options (fixed ones included
        and listed first), or None if there is none (with at most at_most
        options). self.nodes counts the items chosen; past `budget` of them
        the search stops with self.nodes == budget + 1 and returns the best
        cover found so far, which may not be the smallest."""
        col, conf, pc = self.col, self.conf, _popcount
        size = [pc(p) for p in self.prim]
        masks = {}
        for o, s in enumerate(size):
            if s:
                masks[s] = masks.get(s, 0) | 1 << o
        classes = sorted(masks.items(), reverse=True) + [(0, 0)]
        sets = [None] * len(size)        # sets[o]: option o's items, made on first use
        live, d0, open_ = self.live, len(self.fixed), self.open
        its = [c for c in range(1, self.n + 1) if open_ >> c & 1]    # open primary items
        best, first, nodes = at_most + 1, None, 0
        stack = []     # per level: [live, open items, options left, chosen, bound, class, need]
        cls, need = 0, len(its)
        while True:
            depth = d0 + len(stack)
            if not need:                     # a cover, smaller than any before
                if depth < best:
                    best = depth
                    first = [self.label[o] for o in self.fixed + [f[3] for f in stack]]
            else:
                bound, cls = min_cover_bound(need, live, classes, cls, best - depth)
                if depth + bound >= best:    # no smaller cover below
                    pass
                elif nodes == budget:        # out of budget: back out of every level
                    best, nodes = 0, budget + 1
                else:
                    nodes += 1
                    if stack:                # this node's open items: its parent's
                        f = stack[-1]        # but those of the option chosen there
                        o = f[3]
                        if sets[o] is None:
                            sets[o] = set(self.opts[o])
                        gone = sets[o]
                        its = [c for c in f[1] if c not in gone]
                    c, s = 0, 1 << 62
                    for i in its:            # the first open item with fewest options
                        t = pc(col[i] & live)
                        if t < s:
                            c, s = i, t
                            if t <= 1:
                                break
                    if s:
                        left = col[c] & live
                        low = left & -left
                        o = low.bit_length() - 1
                        stack.append([live, its, left ^ low, o, depth + bound, cls, need])
                        k = conf[o]
                        live &= k if k is not None else self._conflicts(o)
                        need -= size[o]
                        continue
            while stack:                     # next option, or back up a level
                f = stack[-1]
                left = f[2]
                if left and f[4] < best:     # this level's bound still leaves room
                    low = left & -left
                    o = low.bit_length() - 1
                    f[2], f[3] = left ^ low, o
                    k = conf[o]
                    live = f[0] & (k if k is not None else self._conflicts(o))
                    need, cls = f[6] - size[o], f[5]
                    break
                stack.pop()
            else:
                self.nodes = nodes
                return first
# endregion xcover-min v1


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
