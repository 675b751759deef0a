"""
Description: Minimum exact cover on dancing links: a cover with the fewest
  options, by branch and bound; DLXMin is a DLX with one more call, minimum().
  Source and refusals: docs/template.md, "Inside the blocks".
Usage:
  dlx = DLXMin(n_items, n_primary, capacity)   # as DLX
  dlx.add_option([1, 5, 9], label)             # as DLX; fix() and unfix() too
  best = dlx.minimum()                   # labels of a smallest cover (fixed ones
                                         #   first), or None: no cover at all
  best = dlx.minimum(at_most=k)          # only covers of at most k options
  best = dlx.minimum(budget=10**5)       # gives up after 10**5 nodes: then
                                         #   dlx.nodes == budget + 1 and best is the
                                         #   smallest found so far (or None), unproven
  best = dlx.minimum(tight=3)            # the item rule above; default: always fewest
Time: DLX's per node, plus one bound: O(size classes it reads); each option
  a cover removes also leaves its size class's live count. minimum() first
  reads every node once, O(capacity).
Memory: DLX's, plus during minimum() two int lists of `top` entries (the nodes
  in use), one of an entry per option, and a few of one per option size.
Status: stress-tested against brute force and against XCoverMin (same nodes,
  same answer) in tests/templates/test_mincover.py and tests/templates/test_mincover_tight.py,
  lists restored after every search;
  `python templates/dlx_min.py` runs the self-check.
Needs: dlx-template, pasted above it.
"""
from dlx import DLX

# region dlx-min v3
def min_cover_bound(need, live, sizes, i, cap):
    """A lower bound on the options still needed to cover `need` open primary
    items: take the live options from the largest down until their sizes add
    up to `need`. sizes: the options' primary sizes, decreasing, 0 last;
    live[k]: live options of size sizes[k]; classes before i hold none.
    Admissible: a live option holds only open primary items and the options
    of a cover are disjoint, so k more options cover at most the sum of the
    k largest live sizes. Returns (bound, first class with a live option);
    the bound stops at cap (a bound >= cap prunes anyway)."""
    while sizes[i] and not live[i]:
        i += 1
    first, k = i, 0
    while k < cap:
        size, have = sizes[i], live[i]
        if not size:                     # no live option covers what is left
            return cap, first
        if have * size >= need:
            return min(cap, k - (-need // size)), first
        k, need, i = k + have, need - have * size, i + 1
    return cap, first


class DLXMin(DLX):
    """DLX with minimum(): the smallest cover by branch and bound."""

    def minimum(self, budget=1 << 62, at_most=1 << 62, tight=1 << 62):
        """Labels of a cover with the fewest options (fixed ones included
        and listed first), or None if there is none (with at most at_most
        options). self.nodes counts the items chosen; past `budget` of them
        the search stops with self.nodes == budget + 1 and returns the best
        cover found so far, which may not be the smallest. Lists are restored.
        The item chosen: the first primary item with the fewest options if
        that is at most `tight` (>= 1), else the lowest one; the default is
        DLX's rule."""
        if type(tight) is not int or tight < 1:
            raise ValueError("DLXMin: tight must be an int >= 1 (got %r)" % (tight,))
        L, R, U, D, C, S, LABEL = self.L, self.R, self.U, self.D, self.C, self.S, self.LABEL
        Z = [0] * self.top               # Z[x]: size class of node x's option
        P = [0] * self.top               # P[x]: primary items of node x's option
        first_nodes, x = [], self.n + 1
        while x < self.top:              # an option is nodes x..L[x]
            last = L[x]
            p = sum(1 for y in range(x, last + 1) if L[C[y]] != C[y])  # primary: not a ring of one
            for y in range(x, last + 1):
                P[y] = p
            if p:
                first_nodes.append(x)
            x = last + 1
        sizes = sorted(set(P[x] for x in first_nodes), reverse=True) + [0]
        rank = {s: k for k, s in enumerate(sizes)}
        live = [0] * len(sizes)
        for y in range(self.n + 1, self.top):
            Z[y] = rank[P[y]]
        for x in first_nodes:            # live: every node still in its item's list
            if D[U[x]] == x and (R[x] != x and D[U[x + 1]] == x + 1
                                 or R[x] == x and R[L[C[x]]] == C[x]):
                live[Z[x]] += 1

        def cover(c):                    # DLX's cover, counting the options it removes
            L[R[c]], R[L[c]] = L[c], R[c]
            i = D[c]
            while i != c:
                live[Z[i]] -= 1
                j = R[i]
                while j != i:
                    U[D[j]], D[U[j]] = U[j], D[j]
                    S[C[j]] -= 1
                    j = R[j]
                i = D[i]

        def uncover(c):                  # the mirror of cover
            i = U[c]
            while i != c:
                j = L[i]
                while j != i:
                    S[C[j]] += 1
                    U[D[j]] = D[U[j]] = j
                    j = L[j]
                live[Z[i]] += 1
                i = U[i]
            L[R[c]] = R[L[c]] = c

        need, c = 0, R[0]
        while c:
            need, c = need + 1, R[c]
        d0 = len(self.fixed)
        best, first, nodes = at_most + 1, None, 0
        x, bounds = [], []               # x[l]: option node at level l; its level's (bound, class)
        cls = 0
        while True:
            depth = d0 + len(x)
            if not R[0]:                 # a cover, smaller than any before
                if depth < best:
                    best = depth
                    first = [LABEL[h] for h in self.fixed] + [LABEL[r] for r in x]
            else:
                bound, cls = min_cover_bound(need, live, sizes, cls, best - depth)
                if depth + bound >= best:    # no smaller cover below
                    pass
                elif nodes == budget:        # out of budget: back out of every level
                    best, nodes = 0, budget + 1
                else:
                    nodes += 1
                    c = R[0]
                    s, i = S[c], R[c]
                    while i and s > 1:   # the item with fewest options (MRV)
                        if S[i] < s:
                            c, s = i, S[i]
                        i = R[i]
                    if s > tight:        # none within tight: the lowest item
                        c = R[0]
                    if s:
                        cover(c)
                        r = D[c]
                        x.append(r)
                        bounds.append((depth + bound, cls))
                        need -= P[r]
                        j = R[r]
                        while j != r:
                            cover(C[j])
                            j = R[j]
                        continue
            while x:                     # next option, or back up a level
                r = x.pop()
                j = L[r]
                while j != r:
                    uncover(C[j])
                    j = L[j]
                need += P[r]
                c, r = C[r], D[r]
                level, cls = bounds[-1]
                if r != c and level < best:  # this level's bound still leaves room
                    x.append(r)
                    need -= P[r]
                    j = R[r]
                    while j != r:
                        cover(C[j])
                        j = R[j]
                    break
                bounds.pop()
                uncover(c)
            else:
                self.nodes = nodes
                return first
# endregion dlx-min v3


def _self_check():
    # Knuth's example has one cover; add {A B C D E F G} and it becomes the
    # smallest. A 2x2 square: four cells, two dominoes beat four monominoes.
    options = ["CEF", "ADG", "BCF", "AD", "BG", "DEG"]
    dlx = DLXMin(7)
    for k, opt in enumerate(options, 1):
        dlx.add_option([ord(ch) - ord("A") + 1 for ch in opt], k)
    before = [lst[:] for lst in (dlx.L, dlx.R, dlx.U, dlx.D, dlx.S)]
    assert sorted(dlx.minimum()) == [1, 4, 5]
    dlx.add_option(range(1, 8), 7)
    assert dlx.minimum() == [7]
    dlx.reset(4)
    for k, cells in enumerate([[1], [2], [3], [4], [1, 2], [3, 4]]):
        dlx.add_option(cells, k)
    before = [lst[:] for lst in (dlx.L, dlx.R, dlx.U, dlx.D, dlx.S)]
    assert sorted(dlx.minimum()) == [4, 5] and dlx.minimum(at_most=1) is None
    assert before == [lst[:] for lst in (dlx.L, dlx.R, dlx.U, dlx.D, dlx.S)]
    print("dlx-min self-check: ok")


if __name__ == "__main__":
    _self_check()
