"""
Description: Minimum set cover ("repeated cover", 重复覆盖) with dancing links,
  the form of Chinese DLX libraries: the fewest options that cover every
  primary item AT LEAST once (secondary items at most once), or "at most k
  options?". Source and refusals: docs/template.md, "Inside the blocks".
Usage:
  sc = DLXCover(n_items)                # pools of MAX_NODES nodes, allocated once
  sc.add_option([1, 5, 9], label)       # items are 1..n_items, distinct
  sc.within(k)                          # labels of a cover by at most k options, or None
  sc.minimum()                          # labels of a smallest cover, or None (no cover)
  sc.within(k, budget), sc.minimum(budget)   # give up after budget nodes: then
                                        #   sc.nodes == budget + 1 and the result is
                                        #   the best found so far (None: none yet)
  sc.reset(n_items, n_primary)          # next test case: no reallocation, O(n_items)
Time: exponential in the worst case; per node O(nodes of the open columns)
  for `lower_bound`, choosing an option O(nodes of its items' columns).
  Measured in bench/results/ (bench/covers.py, `make bench`).
Memory: 7 int lists of `capacity` entries and one of n_items + 1.
Status: stress-tested against brute force and the bitset form
  (templates/setcover_bits.py) in tests/templates/test_setcover.py, lists restored after
  every search; `python templates/dlx_cover.py` runs the self-check.
Needs: nothing (it stands alone).
"""

# region dlx-cover v2
# Capacity: 1 root + n_items headers + one node per item of every option.
# Default: 1 + 50 + 50*50, HDU 2295 at full size (50 radars over 50 cities).
MAX_NODES = 1 + 50 + 50 * 50


class DLXCover:
    """Flat pools, the names of Knuth's 2000 paper: L R U D links, C item of
    a node, S item sizes; and LABEL, the label of a node's option. Node 0 is the
    root, nodes 1..n_items the item headers; option nodes are bumped from `top`."""

    def __init__(self, n_items, n_primary=None, capacity=MAX_NODES):
        self.cap = capacity
        L, R, U, D, C, S, LABEL = ([0] * capacity for _ in range(7))
        self.L, self.R, self.U, self.D, self.C, self.S, self.LABEL = L, R, U, D, C, S, LABEL
        self.reset(n_items, n_primary)

    def reset(self, n_items, n_primary=None):
        """Drop every option. Items 1..n_primary (default: all) are primary;
        the rest are secondary (at most once), each a ring of its own."""
        if n_items >= self.cap:
            raise OverflowError("DLXCover: capacity %d < 1 + items + sum of option "
                                "sizes (items alone: %d)" % (self.cap, n_items))
        p = n_items if n_primary is None else n_primary
        if not 0 <= p <= n_items:
            raise ValueError("DLXCover: n_primary must be in 0..n_items (got %r for %d items)"
                             % (n_primary, n_items))
        L, R, U, D, S = self.L, self.R, self.U, self.D, self.S
        for i in range(n_items + 1):
            L[i], R[i], U[i], D[i], S[i] = i - 1, i + 1, i, i, 0
        L[0], R[p] = p, 0
        for i in range(p + 1, n_items + 1):
            L[i] = R[i] = i
        self.n, self.p, self.top, self.options, self.nodes = n_items, p, n_items + 1, 0, 0
        self.seen = [0] * (n_items + 1)

    def add_option(self, items, label):
        """Append an option: distinct items in 1..n, any iterable."""
        L, R, U, D, C, S, LABEL = self.L, self.R, self.U, self.D, self.C, self.S, self.LABEL
        if type(items) is not list:    # a generator is read once
            items = list(items)
        if not items or min(items) < 1 or max(items) > self.n:
            raise ValueError("DLXCover: an option is a non-empty list of items 1..%d" % self.n)
        if self.top + len(items) > self.cap:
            raise OverflowError("DLXCover: capacity %d < 1 + items + sum of option "
                                "sizes; pass a bigger capacity" % self.cap)
        first, self.top = self.top, self.top + len(items)
        for x, c in enumerate(items, first):
            u = U[c]                   # item c's last node, x goes below it
            if u >= first:             # ... and it is in this option already
                for y in range(x - 1, first - 1, -1):
                    c = C[y]
                    U[c], D[U[y]] = U[y], c
                    S[c] -= 1
                self.top = first
                raise ValueError("DLXCover: item %d appears twice in one option" % C[u])
            L[x], R[x], U[x], D[x], C[x], LABEL[x] = x - 1, x + 1, u, c, c, label
            D[u] = U[c] = x
            S[c] += 1
        L[first], R[self.top - 1] = self.top - 1, first
        self.options += 1

    def within(self, k, budget=1 << 62):
        """Labels of a cover by at most k options (the first one found), or None."""
        if type(k) is not int or k < 0:
            raise ValueError("DLXCover: within(k) needs an int k >= 0 (got %r)" % (k,))
        return self._search(k, False, budget)

    def minimum(self, budget=1 << 62):
        """Labels of a smallest cover, or None when no cover exists."""
        return self._search(min(self.p, self.options), True, budget)

    def _search(self, bound, smallest, budget):
        """Branch and bound, iterative. A cover found at depth d is kept, and
        with `smallest` the bound drops to d - 1 and the search goes on.
        self.nodes counts the items branched on, dead ends too. Lists are
        restored."""
        L, R, U, D, C, S, LABEL = self.L, self.R, self.U, self.D, self.C, self.S, self.LABEL
        p, seen = self.p, self.seen

        def remove(j):       # j's column leaves every other row (and the header list)
            i = D[j]
            while i != j:
                L[R[i]], R[L[i]] = L[i], R[i]
                i = D[i]

        def resume(j):       # the mirror of remove
            i = U[j]
            while i != j:
                L[R[i]] = R[L[i]] = i
                i = U[i]

        def cover(c):        # Algorithm X: the options holding item c leave
            i = D[c]
            while i != c:
                j = R[i]
                while j != i:
                    U[D[j]], D[U[j]] = U[j], D[j]
                    S[C[j]] -= 1
                    j = R[j]
                i = D[i]

        def uncover(c):      # the mirror of cover
            i = U[c]
            while i != c:
                j = L[i]
                while j != i:
                    S[C[j]] += 1
                    U[D[j]] = D[U[j]] = j
                    j = L[j]
                i = U[i]

        def choose(r):       # primary columns first: cover() unlinks r's nodes
            j = r
            while True:
                if C[j] <= p:
                    remove(j)
                j = R[j]
                if j == r:
                    break
            while True:
                if C[j] > p:
                    cover(C[j])
                j = R[j]
                if j == r:
                    break

        def unchoose(r):     # the mirror of choose
            j = L[r]
            while True:
                if C[j] > p:
                    uncover(C[j])
                if j == r:
                    break
                j = L[j]
            j = L[r]
            while True:
                if C[j] <= p:
                    resume(j)
                if j == r:
                    break
                j = L[j]

        def lower_bound(room):
            """How many more options a cover of the open items needs at
            least, counted up to room + 1: take an open item, count one,
            mark every item of every option that holds it, repeat with an
            unmarked one. Admissible: no option holds two counted items
            (each later one is outside every earlier one's options), so a
            cover spends a separate option on each of them."""
            seen[0] += 1             # a fresh mark: seen[0] counts the calls
            stamp, k, c = seen[0], 0, R[0]
            while c and k <= room:
                if seen[c] != stamp:
                    k += 1
                    i = D[c]
                    while i != c:
                        j = R[i]
                        while j != i:
                            seen[C[j]] = stamp
                            j = R[j]
                        i = D[i]
                c = R[c]
            return k

        best, nodes, x = None, 0, []     # x[l]: option node chosen at level l
        while True:
            room = bound - len(x)
            if lower_bound(room) > room:
                pass                     # no cover within the bound below here
            elif not R[0]:               # every primary item covered
                best = [LABEL[r] for r in x]
                bound = len(x) - 1
            elif nodes == budget:        # out of budget: back out of every level
                nodes = budget + 1
            else:                        # MRV: the open item with fewest options
                nodes += 1
                c = R[0]
                s, i = S[c], R[c]
                while i and s > 1:
                    if S[i] < s:
                        c, s = i, S[i]
                    i = R[i]
                if s:
                    r = D[c]
                    x.append(r)
                    choose(r)
                    continue
            more = nodes <= budget and (smallest or best is None)
            while x:                     # next option of the level, or back up
                r = x.pop()
                unchoose(r)
                r = D[r]
                if more and r > self.n and len(x) < bound:
                    x.append(r)
                    choose(r)
                    break
            else:
                break
        for i in range(self.n + 1):      # stamps are per search
            seen[i] = 0
        self.nodes = nodes
        return best
# endregion dlx-cover v2


def _self_check():
    # Items 1..6; options {1,2,3} {4,5,6} {1,4} {2,5} {3,6}: two options suffice.
    sc = DLXCover(6)
    for k, opt in enumerate([[1, 2, 3], [4, 5, 6], [1, 4], [2, 5], [3, 6]]):
        sc.add_option(opt, k)
    before = [lst[:] for lst in (sc.L, sc.R, sc.U, sc.D, sc.S)]
    assert sorted(sc.minimum()) == [0, 1], sc.minimum()
    assert sc.within(1) is None and sorted(sc.within(3)) == [0, 1]
    assert before == [lst[:] for lst in (sc.L, sc.R, sc.U, sc.D, sc.S)]
    sc.reset(3)
    sc.add_option([1, 2], "a")
    assert sc.minimum() is None        # item 3 has no option
    print("dlx-cover self-check: ok")


if __name__ == "__main__":
    _self_check()
