"""
Description: Exact covering with colours (XCC), as in Knuth's DLX2, on the DLX
  block's pools: options that give a secondary item the same colour may share
  it. Source and refusals: docs/template.md, "Inside the blocks".
Usage:
  xcc = XCC(n_items, n_primary)         # items after n_primary are secondary
  h = xcc.add_option([1, 7, 8], label, [0, 3, 5])   # colours by position, 0 none
  xcc.fix(h), xcc.unfix(), xcc.solve(), xcc.count(limit), xcc.search(limit, budget),
  xcc.reset(n_items, n_primary)        # as DLX; xcc.nodes as DLX's
Time: as DLX, plus O(nodes of the options hidden) per purify; an agreeing
  option costs one mark per purify. Measured in bench/results (bench/colors.py).
Memory: the DLX pools and one more list of `capacity` ints (node colours);
  capacity as DLX's: 1 + items + sum of option sizes, overflow raises.
Status: stress-tested against brute force (tests/templates/test_colors.py), lists and
  colours restored after every search; `python templates/dlx_color.py`.
Needs: dlx-template, pasted above it.
"""
from dlx import DLX, MAX_NODES  # noqa: F401  (copies paste the DLX block instead)

# region dlx-color v2
class XCC(DLX):
    """DLX with K[x], the colour of node x: 0 none, > 0 a colour, -1 while an
    earlier choice has purified x's item to x's colour. K[c] of an item
    header c records what fix() did to c (0 free, -1 covered, > 0 purified)."""

    def __init__(self, n_items, n_primary=None, capacity=MAX_NODES):
        K = self.K = [0] * capacity
        DLX.__init__(self, n_items, n_primary, capacity)
        U, D, L, R, C, S = self.U, self.D, self.L, self.R, self.C, self.S

        def purify(p):         # item C[p] takes colour K[p]: hide the others
            c, k = C[p], K[p]
            i = D[c]
            while i != c:
                if K[i] == k:
                    K[i] = -1
                else:
                    j = R[i]
                    while j != i:
                        U[D[j]], D[U[j]] = U[j], D[j]
                        S[C[j]] -= 1
                        j = R[j]
                i = D[i]

        def unpurify(p):       # the mirror of purify
            c, k = C[p], K[p]
            i = U[c]
            while i != c:
                if K[i] < 0:
                    K[i] = k
                else:
                    j = L[i]
                    while j != i:
                        S[C[j]] += 1
                        U[D[j]] = D[U[j]] = j
                        j = L[j]
                i = U[i]

        self.purify, self.unpurify = purify, unpurify

    def reset(self, n_items, n_primary=None):
        DLX.reset(self, n_items, n_primary)
        self.p = n_items if n_primary is None else n_primary
        self.K[:n_items + 1] = [0] * (n_items + 1)

    def add_option(self, items, label, colors=None):
        """DLX's add_option; colors[k] is the colour of items[k] (0 none,
        > 0 only on secondary items), None: no colours."""
        if type(items) is not list:
            items = list(items)
        if self.fixed:
            raise ValueError("XCC: add_option() after fix(); add every option first")
        if colors is not None:
            colors = list(colors)
            if len(colors) != len(items) or any(type(k) is not int or k < 0 for k in colors):
                raise ValueError("XCC: colors is one int >= 0 per item (0: no colour)")
            if any(k and c <= self.p for c, k in zip(items, colors)):
                raise ValueError("XCC: a colour on a primary item (1..%d)" % self.p)
        first = DLX.add_option(self, items, label)
        self.K[first:self.top] = colors or [0] * len(items)
        return first

    def fix(self, h):
        """Choose option h before the search; False, changing nothing, if it
        clashes with the options fixed already (colours included)."""
        L, R, U, D, C, S, K = self.L, self.R, self.U, self.D, self.C, self.S, self.K
        if type(h) is not int or not self.n < h < self.top or L[h] < h:
            raise ValueError("XCC: fix() takes the handle add_option returned, "
                             "not a label (got %r)" % (h,))
        nodes, x = [h], R[h]
        while x != h:
            nodes.append(x)
            x = R[x]
        # hidden (a node unlinked), or its item taken and x not marked agreeing
        if any(D[U[x]] != x or (K[C[x]] and K[x] >= 0) for x in nodes):
            return False
        for x in nodes:            # out of its items' lists, as a chosen option is
            U[D[x]], D[U[x]] = U[x], D[x]
            S[C[x]] -= 1
        for x in nodes:            # commit
            k, c = K[x], C[x]
            if not k:
                self.cover(c)
                K[c] = -1
            elif k > 0:
                self.purify(x)
                K[c] = k
        self.fixed.append(h)
        return True

    def unfix(self):
        """Undo the latest fix(): uncommit in the mirror order, relink."""
        if not self.fixed:
            raise ValueError("XCC: unfix() with nothing fixed")
        L, U, D, C, S, K = self.L, self.U, self.D, self.C, self.S, self.K
        h = self.fixed.pop()
        nodes, x = [h], L[h]
        while x != h:
            nodes.append(x)
            x = L[x]
        order = nodes[:1] + nodes[:0:-1]           # h and the rest, left to right
        for x in order[::-1]:
            k, c = K[x], C[x]
            if not k:
                self.uncover(c)
                K[c] = 0
            elif k > 0:
                self.unpurify(x)
                K[c] = 0
        for x in order[::-1]:
            S[C[x]] += 1
            U[D[x]] = D[U[x]] = x

    def search(self, limit=1, budget=1 << 62):
        """DLX's search, the chosen option's other items committed (covered,
        purified, or nothing for a node already agreeing) and uncommitted."""
        R, D, C, S, LABEL, K = self.R, self.D, self.C, self.S, self.LABEL, self.K
        cover, uncover, L = self.cover, self.uncover, self.L
        purify, unpurify = self.purify, self.unpurify
        found, first, more, x = 0, None, True, []  # x[l]: option node at level l
        nodes = 0
        while True:
            if not R[0]:                 # all primary items covered
                found += 1
                if first is None:
                    first = [LABEL[h] for h in self.fixed] + [LABEL[r] for r in x]
                more = found < limit
            elif nodes == budget:
                more, nodes = False, budget + 1
            else:                        # the primary item with fewest options
                nodes += 1
                c = R[0]
                s, i = S[c], R[c]
                while i and s > 1:
                    if S[i] < s:
                        c, s = i, S[i]
                    i = R[i]
                if s:                    # cover c, commit its first option
                    cover(c)
                    r = D[c]
                    x.append(r)
                    j = R[r]
                    while j != r:
                        k = K[j]
                        if not k:
                            cover(C[j])
                        elif k > 0:
                            purify(j)
                        j = R[j]
                    continue
            while x:                     # uncommit; next option, or back up
                r = x.pop()
                j = L[r]
                while j != r:
                    k = K[j]
                    if not k:
                        uncover(C[j])
                    elif k > 0:
                        unpurify(j)
                    j = L[j]
                c, r = C[r], D[r]
                if more and r != c:
                    x.append(r)
                    j = R[r]
                    while j != r:
                        k = K[j]
                        if not k:
                            cover(C[j])
                        elif k > 0:
                            purify(j)
                        j = R[j]
                    break
                uncover(c)
            else:
                self.nodes = nodes
                return found, first
# endregion dlx-color v2


def _self_check():
    # Knuth's DLX2 example (TAOCP 7.2.2.1 (49)): primary p q r, secondary x y;
    # options "p q x y:A", "p r x:A y", "p x:B", "q x:A", "r y:B". Its one
    # solution is "q x:A" and "p r x:A y".
    xcc = XCC(5, 3)
    p, q, r, x, y = 1, 2, 3, 4, 5
    A, B = 1, 2
    xcc.add_option([p, q, x, y], 1, [0, 0, 0, A])
    xcc.add_option([p, r, x, y], 2, [0, 0, A, 0])
    xcc.add_option([p, x], 3, [0, B])
    xcc.add_option([q, x], 4, [0, A])
    xcc.add_option([r, y], 5, [0, B])
    before = [lst[:] for lst in (xcc.L, xcc.R, xcc.U, xcc.D, xcc.S, xcc.K)]
    assert sorted(xcc.solve()) == [2, 4], xcc.solve()
    assert xcc.count() == 1
    assert before == [lst[:] for lst in (xcc.L, xcc.R, xcc.U, xcc.D, xcc.S, xcc.K)]
    print("dlx-color self-check: ok")


if __name__ == "__main__":
    _self_check()
