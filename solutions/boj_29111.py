"""
BOJ 29111 Последовательности (Sequences): https://www.acmicpc.net/problem/29111
Limits: 1 s, 256 MB, assumed: the statement could not be consulted (see
  testdata/boj_29111/problem.toml, source_note). The bound on n is unknown, so
  the answer is O(n) for every n.
Judge: BOJ accepts Python 3 and PyPy3; either works (paste the whole file).
  Verified locally with CPython 3.8/3.11 and PyPy3 against the stored cases and
  the checker; not yet submitted to BOJ.
Task: 2(n+1) warriors, powers 1..n+1, two of each. Line up 2n of them so that
  the two warriors of every power x in the line stand x places apart (x-1
  warriors between them); the two warriors of one power k stay in reserve.
  This is a k-near-Skolem sequence of order n+1.
Input: one integer n (surrounding whitespace ignored).
Output: the 2n powers in line order, separated by spaces. An answer exists for
  every n >= 1, so this file never prints the statement's `-1` (impossible).
  Malformed input (not one integer, n < 1; the judge never sends it), or n above
  N_PRINT_MAX: nothing on stdout, one line on stderr, exit 1.
Maths (notes: Shalaby 1994, Skolem 1957): positions 1..2n add up to n(2n+1) and
  a pair at (p, p+v) adds 2p+v, so the reserve k must satisfy
  k = (n+1)(n+2)/2 - n (mod 2); every such k works.

Two methods; the switch is N_DLX = 32.
- n <= N_DLX: exact cover with the DLX template (block below, dlx-template).
  Items, m = 2n:
    1 .. n+1          power v is placed or kept in reserve (item v)
    n+2 .. n+1+m      position p = 1..m is filled (item n+1+p)
  All items are primary. Options:
    (power v, first position p), p + v <= m: items v, n+1+p, n+1+p+v
    "reserve k", only for k of the parity above: item k alone
  The m positions take exactly n pair options, so exactly one of the n+1
  powers is left for a reserve option: no counter item is needed, and
  secondary items are not either. Powers are items 1..n+1 so that MRV ties go
  to powers (the largest power has the fewest options), and the reserve
  options come after the pair options so that each power is first tried in
  the line. Counted (bench/blocks/boj_29111_switch.py): with this order every
  n <= 41 is found almost without backtracking (at most 569 cover() calls
  beyond the 3n+1 of a straight run), but n = 42 needs 89597 of them, and
  some n from 72 on far more. N_DLX = 32 keeps a margin below that cliff;
  nothing above it is searched.
  build_model() returns the reserve options' handles: dlx.fix(handle) pins
  one reserve (the tests use it to show the parity class is exact).
- n > N_DLX: an explicit O(n) line made of four nests and two linked pairs
  (runs() below; the derivation, its proof and sources are in the
  repository's docs/skolem.md). Its 2n entries are twelve arithmetic runs
  (ranges), so no list of 2n ints is built: each run is formatted in one
  C-level call. Its whole-process time at the largest n is in bench/results/
  (`make bench`, whole process).
Blocks: dlx-template v12 (tools/sync.py writes this line)
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

N_DLX = 32           # largest n answered by the exact-cover search
N_PRINT_MAX = 10 ** 7   # largest n we try to print (about 150 MB of text)
PYPY = sys.implementation.name == "pypy"


def reserve_parity(n):
    """The parity every omitted power k must have for this n."""
    return ((n + 1) * (n + 2) // 2 - n) & 1


def build_model(dlx, n, reserves):
    """Load the exact-cover model for n into dlx (reset here). Reserve options
    exist only for k in `reserves`. Returns {k: handle of "reserve k"}."""
    m = 2 * n
    options = [(v, p) for v in range(1, n + 2) for p in range(1, m - v + 1)]
    dlx.reset(n + 1 + m)
    handles = {}
    for v, p in options:
        # label v*(m+1) + p: power v in positions p and p + v
        dlx.add_option([v, n + 1 + p, n + 1 + p + v], v * (m + 1) + p)
    for k in reserves:
        handles[k] = dlx.add_option([k], -k)   # label -k: k is in reserve
    return handles


def model_capacity(n):
    """1 + items + sum of option sizes, with every reserve option present."""
    m = 2 * n
    pairs = sum(max(0, m - v) for v in range(1, n + 2))
    return 1 + (n + 1 + m) + 3 * pairs + (n + 1)


def labels_to_line(n, labels):
    """The line a solution's labels describe."""
    m = 2 * n
    line = [0] * m
    for label in labels:
        if label > 0:
            v, p = divmod(label, m + 1)
            line[p - 1] = line[p + v - 1] = v
    return line


def exact_cover_line(n, reserves=None):
    """A valid line for n by DLX, or None. `reserves` (default: every k of the
    right parity) limits which power may stay out."""
    if reserves is None:
        par = reserve_parity(n)
        reserves = [k for k in range(1, n + 2) if k & 1 == par]
    dlx = DLX(n + 1 + 2 * n, capacity=model_capacity(n))
    build_model(dlx, n, reserves)
    labels = dlx.solve()
    return None if labels is None else labels_to_line(n, labels)


def runs(n):
    """The explicit line for n >= 2 as twelve ranges, left to right:
    P-left Q-left Q-right x1 P-right x2 R-left S-left x3 S-right x4 R-right.
    A nest of size t is t cells, a gap, t cells, the i-th cell from the inside
    on each side paired; Q (odd values, gap 0), P (even, gap 2b+1),
    R (odd, gap 2d+2), S (even, gap 1); x1-x4 and x2-x3 are the linked pairs."""
    s, r = divmod(n, 4)
    a, b, c, d = ((s - 1, s, s, s - 1), (s - 1, s, s, s),
                  (s, s, s, s), (s + 1, s, s, s))[r]
    x14 = a + c + 2 * d + 3        # value of the pair x1-x4
    x23 = c + d + 1                # value of the pair x2-x3
    return [range(2 * b + 2 * a, 2 * b, -2),      # P-left: 2b+2a .. 2b+2
            range(2 * b - 1, 0, -2),              # Q-left: 2b-1 .. 1
            range(1, 2 * b, 2),                   # Q-right: 1 .. 2b-1
            range(x14, x14 + 1),                  # x1
            range(2 * b + 2, 2 * b + 2 * a + 1, 2),   # P-right: 2b+2 .. 2b+2a
            range(x23, x23 + 1),                  # x2
            range(2 * d + 2 * c + 1, 2 * d + 1, -2),  # R-left: 2d+2c+1 .. 2d+3
            range(2 * d, 0, -2),                  # S-left: 2d .. 2
            range(x23, x23 + 1),                  # x3
            range(2, 2 * d + 1, 2),               # S-right: 2 .. 2d
            range(x14, x14 + 1),                  # x4
            range(2 * d + 3, 2 * d + 2 * c + 2, 2)]   # R-right: 2d+3 .. 2d+2c+1


def constructed_line(n):
    """The explicit line for n >= 1 as a list."""
    if n == 1:
        return [1, 1]
    return [v for run in runs(n) for v in run]


def solve(n):
    """A valid line for n >= 1: DLX for n <= N_DLX, the construction above."""
    if n <= N_DLX:
        return exact_cover_line(n)
    return constructed_line(n)


def render(n):
    """The output text for n >= 1, without building the line as a list."""
    if n <= N_DLX:
        return " ".join(map(str, solve(n)))
    nonempty = [run for run in runs(n) if run]
    if PYPY:     # map(str) is the fastest on PyPy, and "%" costs it 1.5x memory
        parts = [" ".join(map(str, run)) for run in nonempty]
    else:        # one "%" per run: faster than map(str) on CPython (blocks_in_use.py --only boj_29111)
        parts = [("%d " * len(run))[:-1] % tuple(run) for run in nonempty]
    return " ".join(parts)


def parse(data):
    """n from the raw input bytes, or None (with a message) if there is none."""
    tokens = data.split()
    if len(tokens) != 1:
        return None, "expected one integer n, found %d tokens" % len(tokens)
    tok = tokens[0]
    body = tok[1:] if tok[:1] in (b"-", b"+") else tok
    if not body.isdigit() or len(body) > 30:
        return None, "n is not an integer: %r" % tok[:30].decode("ascii", "replace")
    n = int(tok)
    if n < 1:
        return None, "n = %d < 1: no line to print" % n
    return n, None


def main():
    n, error = parse(sys.stdin.buffer.read())
    if error:
        sys.stderr.write("boj_29111: bad input: %s\n" % error)
        sys.exit(1)
    if n > N_PRINT_MAX:
        sys.stderr.write("boj_29111: n = %d is above %d, too large to print\n"
                         % (n, N_PRINT_MAX))
        sys.exit(1)
    sys.stdout.write(render(n) + "\n")


if __name__ == "__main__":
    main()
