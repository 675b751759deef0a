"""
Crossword Puzzle (HackerRank): write the given words into a 10 x 10 grid so
that every open cell holds a letter, every word fills one slot of its length,
and crossing slots agree on the letter they share.
Source: https://www.hackerrank.com/challenges/crossword-puzzle/problem
  (Interview Preparation Kit, Recursion and Backtracking). Model: Knuth's
  exact covering with colours, DLX2 and TAOCP 7.2.2.1 (word puzzles with
  coloured cell items), https://cs.stanford.edu/~knuth/programs.html .
Limits: 2 s, 256 MB (ours: the statement gives none, and HackerRank sets its
  limits per language, above these).
Judge: HackerRank accepts Python 3 and PyPy3; this file is verified locally
  only, by runner.py on testdata/ex_crossword/. Runs unchanged on CPython 3.8+
  and PyPy3.

Input: 10 lines of 10 characters, '+' a blocked cell and '-' an open one;
  then one line of 1 to 10 words of letters 'A'..'Z', separated by ';'.
Output: the filled grid, 10 lines: the '+' cells kept, every '-' replaced by
  its letter. The statement promises a filling: an input without one (words
  that cannot fill the slots, an open cell in no slot of 2 or more cells) is
  refused like a malformed one: nothing on stdout, one line on stderr, exit 1.

Model (exact covering with colours, XCC):
  a slot is a maximal run of 2 or more open cells across or down.
  items 1..W          word w is written once: primary
  items W+1..W+S      slot s holds one word: primary
  items W+S+1..       a cell where an across and a down slot cross:
                      secondary, coloured by its letter ('A' = 1 .. 'Z' = 26)
  option (w, s)       for each word w and slot s of its length: [w, s] and the
                      crossing cells of s, each coloured by the letter w puts
                      there; label w * S + s.
  Two options may share a crossing cell exactly when they give it the same
  colour (letter): DLX2's rule, where plain exact cover would need one
  "not this letter" item per letter. Cells in one slot only need no item.
  Capacity: 1 + items + sum over options of (2 + crossings of its slot).
Template: dlx-template, then dlx-color (class XCC), pasted verbatim
  between the marker lines below by tools/sync.py. The bitset colour engine
  (xcover-bits, then xcover-bits-color) takes the same model, and is
  the faster one on crosswords (docs/template.md, "Colours"): paste those two
  blocks instead and build XCoverColor(1) in main(). The C++ twin, on
  the C++ colour block (templates/dlx_color.hpp), is solutions/cpp/ex_crossword.cpp.
Blocks: dlx-template v12, dlx-color v2 (tools/sync.py writes this line)
"""
import sys

# region dlx-template v12
# Capacity: 1 root + n_items headers + one node per item of every option.
# Default: the largest model we ship, 16x16 Sudoku = 1 + 1024 + 4096*4.
MAX_NODES = 1 + 1024 + 4096 * 4


class DLX:
    """Flat pools, the 2000 paper's names: L R U D links, C item of a node, S
    item sizes; and LABEL, the label of a node's option. Node 0 is the root,
    nodes 1..n_items the item headers; option nodes are bumped from `top`."""

    def __init__(self, n_items, n_primary=None, capacity=MAX_NODES):
        self.cap = capacity
        # Every node past the headers is linked to its neighbours, L[x] = x - 1 and
        # R[x] = x + 1, before it is used: add_option closes an option's ring at
        # its two ends and reset opens them again, no L R write per node.
        L, R = list(range(-1, capacity - 1)), list(range(1, capacity + 1))
        U, D, C, LABEL = ([0] * capacity for _ in range(4))
        S = []                 # n_items + 1 sizes, set by reset
        self.n = self.top = 0  # nothing added yet: reset has no ring to open
        self.L, self.R, self.U, self.D, self.C, self.S, self.LABEL = L, R, U, D, C, S, LABEL
        self.pools = L, R, U, D, C, S, LABEL   # one look-up in add_option, not seven

        # low[s]: the latest item cover left with s < 2 options, for search
        low = self.low = [0, 0]

        def cover(c):          # closures over the pools: no attribute look-ups
            left, right = L[c], R[c]
            L[right], R[left] = left, right
            i = D[c]
            while i != c:
                j = R[i]
                while j != i:
                    up, down = U[j], D[j]
                    U[down] = up
                    D[up] = down
                    k = C[j]
                    s = S[k] - 1
                    S[k] = s
                    if s < 2:
                        low[s] = k
                    j = R[j]
                i = D[i]

        def uncover(c):        # the mirror of cover, step for step
            i = U[c]
            while i != c:
                j = L[i]
                while j != i:
                    S[C[j]] += 1
                    U[D[j]] = D[U[j]] = j
                    j = L[j]
                i = U[i]
            L[R[c]] = R[L[c]] = c

        self.cover, self.uncover = cover, uncover
        self.reset(n_items, n_primary)

    def reset(self, n_items, n_primary=None):
        """Drop every option. Items 1..n_primary (default: all) are primary;
        the rest are secondary (at most once), each a ring of its own."""
        if n_items >= self.cap:
            raise OverflowError("DLX: capacity %d < 1 + items + sum of option "
                                "sizes (items alone: %d)" % (self.cap, n_items))
        p = n_items if n_primary is None else n_primary
        if not 0 <= p <= n_items:
            raise ValueError("DLX: n_primary must be in 0..n_items (got %r for %d items)"
                             % (n_primary, n_items))
        L, R, U, D, S = self.L, self.R, self.U, self.D, self.S
        x = self.n + 1
        while x < self.top:            # open every option's ring, nodes x..L[x]
            last = L[x]
            L[x], R[last] = x - 1, last + 1
            x = last + 1
        for i in range(n_items + 1, self.n + 1):   # old headers, now plain nodes
            L[i], R[i] = i - 1, i + 1
        for i in range(n_items + 1):
            L[i], R[i], U[i], D[i] = i - 1, i + 1, i, i
        S[:] = [0] * (n_items + 1)     # one size per item: S[c] past n raises
        # U[0] and U past the pools, n_items + 1 entries, hold cap, above every
        # node: an item 0, or below 0 (S[c] counts from the end), finds its
        # U[c] "in this option already" and is refused (add_option)
        U[0] = self.cap
        U.extend([self.cap] * (self.cap + n_items + 1 - len(U)))
        L[0], R[p] = p, 0
        for i in range(p + 1, n_items + 1):
            L[i] = R[i] = i
        self.n, self.n_primary, self.top, self.fixed = n_items, p, n_items + 1, []

    def add_option(self, items, label):
        """Append an option (distinct items in 1..n, any iterable, read once);
        returns its handle, the option's first node: the only thing fix() accepts."""
        L, R, U, D, C, S, LABEL = self.pools
        first = x = self.top
        # One pass, as a hand-written build, each item checked as it is linked,
        # the checks made by what the loop does anyway: a node past the pools
        # (C[x]) and an item past n (S has n + 1 entries) raise IndexError, an
        # item that is no int TypeError; one comparison per node is left for an
        # item twice in this option, or below 1 (U[c] is cap then: reset). L[x]
        # and R[x] are x - 1 and x + 1 already (__init__): only the ring's two
        # ends are written, after the loop; a hand-written build writes both
        # for every node.
        try:
            for c in items:
                C[x] = c
                S[c] += 1
                u = U[c]                   # item c's last node, x goes below it
                if u >= first:             # ... and it is in this option already
                    S[c] -= 1
                    self._unlink(first, x)
                    raise ValueError(self._refusal(c))
                LABEL[x] = label
                U[x] = u
                D[x] = c
                D[u] = x
                U[c] = x
                x += 1
        except (IndexError, TypeError):    # nothing of the option stays linked
            self._unlink(first, x)
            if x == self.cap:
                raise OverflowError("DLX: capacity %d < 1 + items + sum of option "
                                    "sizes; pass a bigger capacity" % self.cap) from None
            raise ValueError(self._refusal(0)) from None
        if x == first:
            raise ValueError(self._refusal(0))
        self.top = x
        L[first] = x - 1
        R[x - 1] = first
        return first

    def _refusal(self, c):
        if 0 < c <= self.n:
            return "DLX: item %d appears twice in one option" % c
        return "DLX: an option is a non-empty list of items 1..%d" % self.n

    def _unlink(self, first, end):
        """Take nodes first..end-1 of a half-added option out of their items."""
        U, D, C, S = self.U, self.D, self.C, self.S
        for x in range(end - 1, first - 1, -1):
            c = C[x]
            U[c], D[U[x]] = U[x], c
            S[c] -= 1
        self.top = first

    def fix(self, h):
        """Choose option h before the search (a given). Returns False, and
        changes nothing, if it clashes with an option already fixed. h must
        be a handle add_option returned since the last reset: an option's
        links within it never change, and only its first node x has
        L[x] >= x, so anything else (a label, above all) raises in O(1)."""
        L, R, U, D, C = self.L, self.R, self.U, self.D, self.C
        if type(h) is not int or not self.n < h < self.top or L[h] < h:
            raise ValueError("DLX: fix() takes the handle add_option returned, "
                             "not a label (got %r)" % (h,))
        nodes = self._nodes(h)
        # a clash unlinked the option's other nodes; a one-item option clashes when a
        # fixed option holds its item (a secondary item's header keeps no trace of it)
        if any(D[U[x]] != x for x in nodes) or (
                R[h] == h and any(C[x] == C[h] for f in self.fixed for x in self._nodes(f))):
            return False
        for x in nodes:
            self.cover(C[x])
        self.fixed.append(h)
        return True

    def _nodes(self, h):
        """The nodes of the option whose first node is h, in order."""
        R, nodes, x = self.R, [h], self.R[h]
        while x != h:
            nodes.append(x)
            x = R[x]
        return nodes

    def unfix(self):
        """Undo the latest fix(), uncovering in the mirror order."""
        if not self.fixed:
            raise ValueError("DLX: unfix() with nothing fixed")
        h = self.fixed.pop()
        x = self.L[h]
        while x != h:
            self.uncover(self.C[x])
            x = self.L[x]
        self.uncover(self.C[h])

    def solve(self):
        return self.search(1)[1]

    def count(self, limit=1 << 62):
        return self.search(limit)[0]

    def search(self, limit=1, budget=1 << 62):
        """Algorithm X, iterative. Returns (solutions found, at most limit;
        labels of the first one or None). self.nodes counts the items it
        chose, dead ends too. It gives up after `budget` of them (DLX1's
        timeout counts mems instead), and then self.nodes == budget + 1.
        Lists are restored."""
        L, R, U, D, C, S, LABEL = self.pools
        n_primary, low = self.n_primary, self.low
        # X3 without a scan, most of the time: cover notes the latest item it
        # leaves with no option (low[0]: a dead end, taken first: fail first)
        # and with one (low[1]: a forced move, most nodes of a search). Slots,
        # not lists: a note is one store (lists cost PyPy3 more than the scans
        # they save). A note is checked when taken: still live, primary, small.
        low[0] = low[1] = 0
        found, first, more, x = 0, None, True, []  # x[l]: option node at level l
        nodes, r, j = 0, 0, -1
        # cover and uncover once each, inline (the closures above are for fix()
        # and unfix()), each one flat loop over a node, the next row, the next
        # item: PyPy3 calls into a function with loops slowly, and it compiles
        # three nested loops into many more traces, so warms up later (v11,
        # nested, as "dlx@64e1d9c" in bench/results/dlx-search.md)
        while True:
            if j >= 0:                   # X5: cover the items of option r from C[j]
                c = C[j]                 # on, around its ring (j == r: c = C[r] too)
                left, right = L[c], R[c]
                L[right], R[left] = left, right
                i = q = c
                while True:              # cover(c), then the next items of r
                    if q != i:           # node q leaves its item's column
                        up, down = U[q], D[q]
                        U[down] = up
                        D[up] = down
                        k = C[q]
                        s = S[k] - 1
                        S[k] = s
                        if s < 2:
                            low[s] = k
                        q = R[q]
                        continue
                    i = D[i]             # row i done: the next option of c
                    if i != c:
                        q = R[i]
                        continue
                    j = R[j]             # column c done: the next item of r
                    if j == r:
                        break
                    c = C[j]
                    left, right = L[c], R[c]
                    L[right], R[left] = left, right
                    i = q = c
            if not R[0]:                 # X2: all primary items covered
                found += 1
                if first is None:
                    first = [LABEL[h] for h in self.fixed] + [LABEL[r] for r in x]
                more = found < limit
            elif nodes == budget:        # out of budget: back out of every level
                more, nodes = False, budget + 1
            else:                        # X3: the item with fewest options (MRV)
                nodes += 1
                c = low[0]
                if c and not S[c] and c <= n_primary and R[L[c]] == c:
                    s = 0
                else:
                    c = low[1]
                    if c and S[c] < 2 and c <= n_primary and R[L[c]] == c:
                        s = S[c]
                    else:
                        c = R[0]
                        s, i = S[c], R[c]
                        while i and s > 1:
                            if S[i] < s:
                                c, s = i, S[i]
                            i = R[i]
                low[0] = low[1] = 0
                if s:                    # X4: try c's first option, r; X5 covers
                    r = j = D[c]         # c and the rest of r
                    x.append(r)
                    continue
            j = -1
            while x:                     # X6-X8: next option, or back up a level
                r = x.pop()
                c, nxt = C[r], D[r]
                # X6: uncover r's items but c, leftwards (cover's mirror); X8,
                # when no option of c is left: then c too
                stop = r if more and nxt != c else -1
                q = L[r]
                if q != stop:
                    c = C[q]
                    i = p = c
                    while True:          # uncover(c), the mirror of cover, and on
                        if p != i:
                            S[C[p]] += 1
                            U[D[p]] = D[U[p]] = p
                            p = L[p]
                            continue
                        i = U[i]
                        if i != c:
                            p = L[i]
                            continue
                        L[R[c]] = R[L[c]] = c
                        if q == r:
                            break
                        q = L[q]
                        if q == stop:
                            break
                        c = C[q]
                        i = p = c
                if stop == r:            # X7: c's next option; X5 covers it
                    r = nxt
                    x.append(r)
                    j = R[r]
                    if j == r:           # one item, c, covered already
                        j = -1
                    break
            else:
                self.nodes = nodes
                return found, first
# endregion dlx-template v12

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

SIZE = 10
MAX_WORDS = 10


def parse(text):
    """(grid rows, words) from the judge's input; ValueError if malformed."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    if len(lines) != SIZE + 1:
        raise ValueError("expected %d grid lines and a line of words, found %d lines"
                         % (SIZE, len(lines)))
    grid, words = lines[:SIZE], lines[SIZE].split(";")
    for r, row in enumerate(grid, 1):
        if len(row) != SIZE or row.strip("+-"):
            raise ValueError("line %d: expected %d characters '+' or '-'" % (r, SIZE))
    if not 1 <= len(words) <= MAX_WORDS:
        raise ValueError("line %d: expected 1..%d words" % (SIZE + 1, MAX_WORDS))
    for word in words:
        if not word or word.strip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
            raise ValueError("line %d: words are letters A..Z separated by ';'" % (SIZE + 1))
    return grid, words


def find_slots(grid):
    """The slots (lists of (row, column)), across then down, and the number
    of open cells in none."""
    h, w = len(grid), len(grid[0])
    lines = ([[(r, c) for c in range(w)] for r in range(h)]
             + [[(r, c) for r in range(h)] for c in range(w)])
    found = []
    for line in lines:
        run = []
        for r, c in line + [(-1, -1)]:
            if r >= 0 and grid[r][c] == "-":
                run.append((r, c))
            else:
                if len(run) > 1:
                    found.append(run)
                run = []
    covered = {cell for s in found for cell in s}
    lonely = sum(row.count("-") for row in grid) - len(covered)
    return found, lonely


def load_crossword(engine, grid, words, slots):
    """Reset engine (an XCC, or any engine with coloured add_option) to the
    model above, and return it."""
    n_words, n_slots = len(words), len(slots)
    seen, crossing = set(), {}
    for s in slots:
        for cell in s:
            if cell in seen:
                crossing[cell] = n_words + n_slots + 1 + len(crossing)   # the cell's item
            seen.add(cell)
    engine.reset(n_words + n_slots + len(crossing), n_words + n_slots)
    for w, word in enumerate(words):
        for s, spot in enumerate(slots):
            if len(spot) == len(word):
                items, colors = [w + 1, n_words + s + 1], [0, 0]
                for cell, ch in zip(spot, word):
                    if cell in crossing:
                        items.append(crossing[cell])
                        colors.append(ord(ch) - 64)            # 'A' = 1 .. 'Z' = 26
                engine.add_option(items, w * n_slots + s, colors)
    return engine


def capacity(words, slots):
    """1 + items + sum of option sizes, for XCC's pools."""
    seen, crossing = set(), set()
    for s in slots:
        crossing.update(cell for cell in s if cell in seen)
        seen.update(s)
    size = 1 + len(words) + len(slots) + len(crossing)
    for word in words:
        for s in slots:
            if len(s) == len(word):
                size += 2 + sum(cell in crossing for cell in s)
    return size


def fill(grid, words, labels, slots):
    rows = [list(row) for row in grid]
    for label in labels:
        w, s = divmod(label, len(slots))
        for (r, c), ch in zip(slots[s], words[w]):
            rows[r][c] = ch
    return ["".join(row) for row in rows]


def main():
    try:
        grid, words = parse(sys.stdin.buffer.read().decode("ascii"))
    except (ValueError, UnicodeDecodeError) as e:
        sys.exit("crossword: bad input: %s" % e)
    slots, lonely = find_slots(grid)
    labels = None
    if not lonely and len(slots) == len(words):
        xcc = load_crossword(XCC(1, 0, capacity(words, slots)), grid, words, slots)
        labels = xcc.solve()
    if labels is None:
        sys.exit("crossword: no filling (the statement promises one)")
    sys.stdout.write("\n".join(fill(grid, words, labels, slots)) + "\n")


if __name__ == "__main__":
    main()
