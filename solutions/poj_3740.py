"""
Problem: POJ 3740 Easy Finding -- http://poj.org/problem?id=3740
Limits: 1000 ms, 64 MB (65536K), from the statement.
Judge: POJ accepts no Python. This file is verified locally only, with runner.py on
  testdata/poj_3740/ (CPython 3.8+ and PyPy3); it has never been judged on POJ.
Statement: "Given a M x N matrix A. Aij in {0, 1}, could you find some rows that let
  every column contains and only contains one 1."
Input: test cases until end of file (at most 500). Each is a line "M N" (M <= 16,
  N <= 300) and M lines of N integers 0 or 1 separated by spaces. Any whitespace
  layout is read (CRLF, tabs, missing final newline, trailing blank lines).
  Malformed input (the judge never sends it): nothing on stdout, one line on
  stderr, exit 1; the whole input is read and checked before any case is solved.
Output: one line per case, exactly "Yes, I found it" or "It is impossible".
Model: exact cover. Items = columns, all primary; options = rows, the label
  being the row index. Before the search, exact reductions (none loses a cover):
  a column with no 1 answers "impossible" at once; empty and repeated rows are
  dropped; a row r is dropped when r together with all rows disjoint from r
  still misses a column (no cover can contain r), repeated until nothing
  changes; equal columns (met by the same rows) become one item.
Parsing (the bottleneck: 500 cases of 16 x 300 are 2.4 million numbers): one
  translate makes every whitespace byte a space; in the usual layout a case's body
  is then 2*M*N bytes whose even bytes are its entries, taken by one slice [::2]
  and checked by one translate; any other layout falls back to bytes.split(). A row
  becomes an int(row, 2) bitmask for the reductions, the distinct columns come from
  zip(*rows) and dict.fromkeys, an option's items from itertools.compress: no
  Python loop per number. `bench/blocks_in_use.py --only poj_3740` times it against reading alone.
Template: dlx-template, verbatim between the marker lines below (tools/sync.py).
Blocks: dlx-template v12 (tools/sync.py writes this line)
"""
import re
import sys
from itertools import compress

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

MAX_M, MAX_N = 16, 300
# Pool size: 1 root + MAX_N item headers + at most MAX_N nodes in each of the
# MAX_M options (a row covers at most every column).
CAPACITY = 1 + MAX_N + MAX_M * MAX_N
YES, NO = "Yes, I found it", "It is impossible"
ZERO_ONE = bytes.maketrans(b"01", b"\x00\x01")   # b"0101" -> compress() selectors
SPACES = bytes.maketrans(b"\t\n\v\f\r", b"     ")  # the whitespace bytes.split() knows
HEAD = re.compile(rb" *(\d+) (\d+) ")               # "M N" and one separator


def read_cases(data):
    """Yield each case of the input bytes as a list of M rows, each row the bytes
    b"0101..." of its N entries. Raises ValueError naming the first bad case.

    Fast path, for the usual layout (entries one space or one newline apart):
    with every whitespace byte made a space, a case's body is 2*M*N bytes whose
    even bytes are its entries, cut by slicing. The first case that does not
    fit (or is broken) goes, with the rest of the input, to the token reader."""
    s = data.replace(b"\r\n", b"\n").translate(SPACES) + b" "
    p = k = 0
    while True:
        head = HEAD.match(s, p)
        if head is None:
            break
        m, n = int(head.group(1)), int(head.group(2))
        size, q = m * n, head.end()
        body = s[q:q + 2 * size]
        entries = body[::2]
        if not (1 <= m <= MAX_M and 1 <= n <= MAX_N and len(body) == 2 * size
                and body.count(b" ") == size and not entries.translate(None, b"01")):
            break
        k, p = k + 1, q + 2 * size
        yield [entries[i:i + n] for i in range(0, size, n)]
    yield from read_cases_tokens(s[p:].split(), k)


def read_cases_tokens(tok, k=0):
    """read_cases for any whitespace layout: `tok` are the input's tokens, `k`
    the number of cases read before them (for the error messages)."""
    p, end = 0, len(tok)
    while p < end:
        k += 1
        head = tok[p:p + 2]
        if len(head) < 2 or not (head[0].isdigit() and head[1].isdigit()):
            raise ValueError("case %d: expected a line 'M N' of two integers, got %r"
                             % (k, b" ".join(head).decode("ascii", "replace")[:40]))
        m, n = int(head[0]), int(head[1])
        if not (1 <= m <= MAX_M and 1 <= n <= MAX_N):
            raise ValueError("case %d: M = %d, N = %d outside 1 <= M <= %d, 1 <= N <= %d"
                             % (k, m, n, MAX_M, MAX_N))
        p += 2
        if p + m * n > end:
            raise ValueError("case %d: expected %d rows of %d numbers, the input ends "
                             "after %d numbers" % (k, m, n, end - p))
        block = b"".join(tok[p:p + m * n])   # one byte per entry if all are 0/1
        p += m * n
        if len(block) != m * n or block.translate(None, b"01"):
            raise ValueError("case %d: every entry must be 0 or 1" % k)
        yield [block[i:i + n] for i in range(0, m * n, n)]


def useful_rows(masks, full):
    """Indices of the rows that can still be part of an exact cover of `full`:
    no empty or repeated row, and no row r with r | (rows disjoint from r) != full.
    A row of a cover survives every round (its partners are disjoint from it)."""
    first = {}
    for i, r in enumerate(masks):
        if r and r not in first:
            first[r] = i
    live = list(first.values())
    while True:
        keep = []
        for i in live:
            r = u = masks[i]
            for j in live:
                if not masks[j] & r:
                    u |= masks[j]
            if u == full:
                keep.append(i)
        if len(keep) == len(live):
            return keep
        live = keep


def find_cover(rows, dlx, prune=True):
    """Row indices of an exact cover of the case's columns, or None. `dlx` is
    reset and reused; prune=False hands every nonempty row to the search."""
    n = len(rows[0])
    full = (1 << n) - 1
    masks = [int(row, 2) for row in rows]
    union = 0
    for r in masks:
        union |= r
    if union != full:
        return None                      # a column with no 1 at all
    live = useful_rows(masks, full) if prune else [i for i, r in enumerate(masks) if r]
    if not live:
        return None
    # Items: the distinct columns of the live rows, since equal columns are met
    # by the same rows (all covered or none). Item t is the t-th distinct column.
    cols = list(dict.fromkeys(zip(*[rows[i].translate(ZERO_ONE) for i in live])))
    dlx.reset(len(cols))
    items = range(1, len(cols) + 1)
    for i, row in zip(live, zip(*cols)):   # row i over the distinct columns
        dlx.add_option(list(compress(items, row)), i)
    return dlx.solve()


def main():
    try:
        cases = list(read_cases(sys.stdin.buffer.read()))
    except ValueError as e:
        sys.stderr.write("poj_3740: bad input: %s\n" % e)
        sys.exit(1)
    dlx = DLX(MAX_N, capacity=CAPACITY)  # one pool for the whole run
    sys.stdout.write("".join((NO if find_cover(rows, dlx) is None else YES) + "\n"
                             for rows in cases))


if __name__ == "__main__":
    main()
