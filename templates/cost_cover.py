"""
Description: A cover of least total cost over Python ints: options carry costs
  (ints >= 0); set cover (every primary item at least once) by default, exact
  cover with exact=True, at most k options where given. Source and refusals:
  docs/template.md, "Inside the blocks".
Usage:
  cc = CostCover(n_items)               # set cover; CostCover(n, n_primary, exact=True)
  cc.add_option([1, 5, 9], cost, label) # distinct items in 1..n_items, cost an int >= 0
  best = cc.minimum()                   # labels of a cheapest cover, or None (no cover);
                                        #   cc.cost: its total cost
  best = cc.minimum(at_most=k)          # only covers of at most k options
  best = cc.minimum(budget=10**5)       # gives up after 10**5 nodes: then cc.nodes ==
                                        #   budget + 1, best the cheapest found so far
  cc.reset(n_items, n_primary, exact)   # next test case
Time: exponential in the worst case; per node one `lower_bound` (O(its
  count) ANDs), one popcount per uncovered item (MRV), one AND per option
  tried. Per search: a sort of the options, O(sum of option sizes) ints
  built, and for the dominated ones O(options * options sharing an item) ANDs.
Memory: a few ints per option and per item, each of up to
  max(n_items, n_options) + 1 bits; 5 per search level.
Status: stress-tested against brute force (every subset) in
  tests/templates/test_cost_cover.py, set and exact cover, with and without
  at_most and secondary items, every budget; `python templates/cost_cover.py`
  runs the self-check.
Needs: nothing (it stands alone).
"""

# region cost-cover v1
try:
    _popcount = int.bit_count          # CPython 3.10+, PyPy3 7.3.11 (says 3.9)
except AttributeError:
    def _popcount(x):
        return bin(x).count("1")


def lower_bound(uncovered, live, col, reach, cost, room, cost_room):
    """What covering `uncovered` (bits of primary items) still takes at least:
    (options, cost), counted until options pass room or cost passes cost_room.
    Take the lowest uncovered item c (items are numbered dearest first), count
    one option and the cost of c's cheapest live option (the lowest bit of
    col[c] & live: options are numbered cheapest first), drop c and every item
    of every option holding it (reach[c]), repeat. Admissible: no option holds
    two counted items (each later one was outside the reach of every earlier
    one), so a cover spends a separate option on each counted item, and that
    option costs at least the item's cheapest live one. An item with no live
    option cannot be covered: (room + 1, cost_room + 1)."""
    k = spent = 0
    while uncovered and k <= room and spent <= cost_room:
        low = uncovered & -uncovered
        c = low.bit_length() - 1
        ways = col[c] & live
        if not ways:
            return room + 1, cost_room + 1
        spent += cost[(ways & -ways).bit_length() - 1]
        uncovered &= ~(reach[c] | low)
        k += 1
    return k, spent


def fewest_live(uncovered, col, live):
    """The uncovered primary item with the fewest live options (ties: the
    lowest, the dearest), stopping at 0 or 1."""
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


class CostCover:
    """As added: prim[o], sec[o] (bit c: item c), cost[o], label[o]; col[c]:
    the options holding item c (bit o). minimum() renumbers both (below)."""

    def __init__(self, n_items, n_primary=None, exact=False):
        self.reset(n_items, n_primary, exact)

    def reset(self, n_items, n_primary=None, exact=False):
        """Drop every option. Items 1..n_primary (default: all) are primary,
        covered at least once, or exactly once with exact=True."""
        p = n_items if n_primary is None else n_primary
        if not 0 <= p <= n_items:
            raise ValueError("CostCover: n_primary must be in 0..n_items (got %r for %d items)"
                             % (n_primary, n_items))
        self.n, self.p, self.exact, self.nodes, self.cost = n_items, p, bool(exact), 0, None
        self.open = ((1 << p) - 1) << 1
        self.prim, self.sec, self.costs, self.label = [], [], [], []
        self.col = [0] * (n_items + 1)

    def add_option(self, items, cost, label):
        """Append an option: distinct items in 1..n, any iterable; cost an
        int >= 0. Nothing changes when it raises."""
        if type(items) is not list:    # a generator is read once
            items = list(items)
        if type(cost) is not int or cost < 0:
            raise ValueError("CostCover: a cost is an int >= 0 (got %r)" % (cost,))
        mask = 0
        try:
            for c in items:            # not an int: TypeError; below 0: ValueError
                mask |= 1 << c
        except (TypeError, ValueError):
            mask = 1
        if mask & 1 or not mask or mask >> self.n + 1:
            raise ValueError("CostCover: an option is a non-empty list of items 1..%d" % self.n)
        if _popcount(mask) < len(items):
            c = next(c for k, c in enumerate(items) if c in items[:k])
            raise ValueError("CostCover: item %d appears twice in one option" % c)
        bit, col = 1 << len(self.prim), self.col
        self.prim.append(mask & self.open)
        self.sec.append(mask & ~self.open)
        self.costs.append(cost)
        self.label.append(label)
        for c in items:
            col[c] |= bit

    def _kept(self):
        """The options a cheapest cover needs, cheapest first (ties: biggest,
        then first added). Dropped: options with no primary item (a cover
        without them is a cover, no dearer), and o dominated by a plain option
        q (no secondary item) with cost[q] <= cost[o] that holds every
        primary item of o (exact cover: the same ones): swapping o for q
        keeps a cover and its count, at no more cost. Ties go to the bigger,
        then the first, so no two drop each other, and a dropped option has
        a kept one above it (the relation is a strict order)."""
        prim, sec, cost, col = self.prim, self.sec, self.costs, self.col
        plain = sum(1 << q for q in range(len(prim)) if prim[q] and not sec[q])
        kept = []
        for o in range(len(prim)):
            mo = prim[o]
            if not mo:
                continue
            others = col[(mo & -mo).bit_length() - 1] & plain & ~(1 << o)
            while others:
                low = others & -others
                q = low.bit_length() - 1
                mq = prim[q]
                if (mo & mq == mo and cost[q] <= cost[o] and (mq == mo or not self.exact)
                        and (cost[q] < cost[o] or mq != mo or q < o)):
                    break            # q does all o does, no dearer
                others ^= low
            else:
                kept.append((cost[o], -_popcount(mo), o))
        kept.sort()
        return [o for _, _, o in kept]

    def minimum(self, at_most=None, budget=1 << 62):
        """Labels of a cover of least total cost (self.cost), with at most
        at_most options if given; None if there is none. self.nodes counts
        the items branched on."""
        if at_most is not None and (type(at_most) is not int or at_most < 0):
            raise ValueError("CostCover: at_most needs an int >= 0 (got %r)" % (at_most,))
        self.nodes, self.cost = 0, None
        kept, prim, costs, col = self._kept(), self.prim, self.costs, self.col
        # Renumbered: option i is kept[i], cheapest first; primary item t is
        # the t-th dearest (its cheapest option the dearest; ties: fewest
        # options, then lowest), so lower_bound counts the dear items first.
        every, seen, dear = sum(1 << o for o in kept), 0, []
        for o in kept:                   # cheapest first: an item's first is its cheapest
            new = prim[o] & ~seen
            seen |= new
            while new:
                low = new & -new
                c = low.bit_length() - 1
                dear.append((-costs[o], _popcount(col[c] & every), c))
                new ^= low
        if seen != self.open:
            return None                  # an item no option holds
        dear.sort()
        where = [0] * (self.n + 1)
        for t, (_, _, c) in enumerate(dear):
            where[c] = t
        iprim, icol, reach = [], [0] * len(dear), [0] * len(dear)
        for i, o in enumerate(kept):
            m, x, b = prim[o], 0, 1 << i
            while m:
                low = m & -m
                t = where[low.bit_length() - 1]
                x |= 1 << t
                icol[t] |= b
                m ^= low
            iprim.append(x)
        for x in iprim:
            m = x
            while m:
                low = m & -m
                reach[low.bit_length() - 1] |= x
                m ^= low
        # keep[i]: the options that may join option i: none that shares a
        # secondary item with it (exact cover: none that shares any item)
        shared = [self.sec[o] | (prim[o] if self.exact else 0) for o in kept]
        keep = [-1] * len(kept)
        if any(shared):
            holders = [0] * (self.n + 1)
            for i, m in enumerate(shared):
                while m:
                    low = m & -m
                    holders[low.bit_length() - 1] |= 1 << i
                    m ^= low
            for i, m in enumerate(shared):
                clash = 0
                while m:
                    low = m & -m
                    clash |= holders[low.bit_length() - 1]
                    m ^= low
                keep[i] = ~clash
        return self._search(icol, reach, iprim, [costs[o] for o in kept],
                            keep, [self.label[o] for o in kept],
                            len(kept) if at_most is None else at_most, budget)

    def _search(self, col, reach, prim, cost, keep, label, room0, budget):
        """Branch and bound, iterative, one slot per level in flat lists. A
        cover is kept when cheaper than the best so far (limit: the cost to
        beat, at first more than every option together)."""
        top = min(room0, len(col)) + 1   # levels: each covers a new primary item
        unc, liv, left, opt, spent = [0] * top, [0] * top, [0] * top, [0] * top, [0] * top
        uncovered, live = (1 << len(col)) - 1, (1 << len(cost)) - 1
        d, have, limit, best, nodes = 0, 0, sum(cost) + 1, None, 0
        while True:
            if not uncovered:            # a cover, cheaper than any before
                best, limit = [label[o] for o in opt[:d]], have
            else:
                k, lb = lower_bound(uncovered, live, col, reach, cost, room0 - d,
                                    limit - have - 1)
                if k > room0 - d or have + lb >= limit:
                    pass                 # no cheaper cover within the bound below here
                elif nodes == budget:    # out of budget: stop where we are
                    nodes = budget + 1
                    break
                else:                    # MRV, its options cheapest first
                    nodes += 1
                    ways = col[fewest_live(uncovered, col, live)] & live
                    low = ways & -ways
                    o = low.bit_length() - 1
                    if ways and have + cost[o] < limit:
                        unc[d], liv[d], left[d], opt[d], spent[d] = (uncovered, live,
                                                                     ways ^ low, o, have)
                        d += 1
                        uncovered &= ~prim[o]
                        live &= keep[o]
                        have += cost[o]
                        continue
            while d:                     # next option of the level, or back up
                d -= 1
                ways = left[d]
                low = ways & -ways
                o = low.bit_length() - 1
                if ways and spent[d] + cost[o] < limit:   # else the rest cost more
                    liv[d] &= ~(1 << opt[d])   # the option just tried: not in its siblings
                    left[d], opt[d], have = ways ^ low, o, spent[d] + cost[o]
                    uncovered = unc[d] & ~prim[o]
                    live = liv[d] & keep[o]
                    d += 1
                    break
            else:
                break
        self.nodes = nodes
        self.cost = None if best is None else limit
        return best
# endregion cost-cover v1


def _self_check():
    # Items 1..4. Set cover: {1,2,3,4} costs 5, {1,2} and {3,4} 2 each, {2,3} 1:
    # the cheapest is {1,2} {3,4} (4); with one option, {1,2,3,4} (5).
    cc = CostCover(4)
    for k, (items, cost) in enumerate([([1, 2, 3, 4], 5), ([1, 2], 2), ([3, 4], 2),
                                       ([2, 3], 1)]):
        cc.add_option(items, cost, k)
    assert sorted(cc.minimum()) == [1, 2] and cc.cost == 4
    assert cc.minimum(at_most=1) == [0] and cc.cost == 5
    assert cc.minimum(at_most=0) is None and cc.cost is None
    # Exact cover: {1,2} {2,3} overlap, so {1} {2,3} {4} (cost 1 + 1 + 1) beats nothing else.
    cc.reset(4, exact=True)
    for k, (items, cost) in enumerate([([1, 2], 1), ([2, 3], 1), ([1], 1), ([4], 1),
                                       ([3, 4], 3)]):
        cc.add_option(items, cost, k)
    assert sorted(cc.minimum()) == [1, 2, 3] and cc.cost == 3
    print("cost-cover self-check: ok")


if __name__ == "__main__":
    _self_check()
