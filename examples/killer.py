"""
Killer Sudoku: fill a 9x9 grid so that every row, column and 3x3 box holds
the digits 1..9, and every cage (a group of cells with a given sum) holds
distinct digits adding up to its sum. The cages cover the grid, each cell
in one; there are no givens.
Source: the rules as in Wikipedia's "Killer sudoku"; the model is an exact
  cover in the style of Knuth's TAOCP 7.2.2.1 (a cage's digit set as one
  option), on the DLX block.
Judge: none, a worked example for docs/template.md; judged locally by runner.py
  on testdata/ex_killer/ (local limits: 5 s, 256 MB). Runs unchanged on
  CPython 3.8+ and PyPy3.

Input: P (1 <= P <= 20), then per puzzle a line "m" (the number of cages)
  and m lines "s k c_1 .. c_k": a cage of k cells summing to s, each cell c
  written as 10 * row + column (rows and columns 1..9: 11 is the top left,
  99 the bottom right). The cages cover every cell exactly once.
Output: per puzzle, in order, one line: a filling as 81 digits row by row
  (any one, if there are several), or "none" if the cages admit none.

Model (exact cover; all items primary):
  items 1..81          cell k = 9r + c filled
  items 82..324        row r, column c, box b holds digit d (81 each)
  items 325..324+m     cage g has chosen its digit set
  items 325+m+9g+d-1   digit d's place in cage g is settled (9 per cage)
  option (k, d)        [cell k, row-d, column-d, box-d, cage(k)-d] for each
                       digit d in some digit set of k's cage: label 9k + d - 1
  option (g, D)        for each set D of k distinct digits summing to s:
                       [cage g] + [cage g-d for each digit d NOT in D]:
                       label 729 + its index in `sets`
  Each cage-digit item is covered once: by the cage's set option when d is
  not in the set, else by the one cell of the cage that takes d. So the
  cage's k cells take exactly the k digits of its set: distinct, and the sum.
  A cage with no digit set has an item no option holds: the search finds
  none at once. Per cage this is at most C(9, k) set options (126) and no
  permutations (a model placing a whole digit set per option needs k! per
  set). Against a hand-written search (ref.py) on cages of 1 to 4 cells:
  bench/results/examples.md (bench/examples.py). Big cages (5 or
  more cells) weaken the search: one such puzzle took a minute.
  Capacity: 1 + 324 + 10m items + 5 nodes per cell option (at most 729) +
  (1 + 9 - k) per set option: `capacity(cages)`.
Template: dlx-template, the block between the marker lines below (verbatim,
  `python3 tools/sync.py` keeps it in step).
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

MAX_PUZZLES = 20


def digit_sets(total, k):
    """The sets of k distinct digits 1..9 summing to total, as sorted tuples."""
    out = []

    def extend(start, left, need, chosen):
        if not need:
            if not left:
                out.append(tuple(chosen))
            return
        for d in range(start, 10):
            if d > left:
                break
            chosen.append(d)
            extend(d + 1, left - d, need - 1, chosen)
            chosen.pop()
    extend(1, total, k, [])
    return out


def capacity(cages):
    """1 + items + sum of option sizes, at most (see header)."""
    size = 1 + 324 + 10 * len(cages) + 5 * 729
    for total, cells in cages:
        size += len(digit_sets(total, len(cells))) * (10 - len(cells))
    return size


def load_killer(dlx, cages):
    """Reset dlx to the model above; returns the digit sets in label order."""
    m = len(cages)
    dlx.reset(324 + 10 * m)
    sets, allowed, cage_of = [], [0] * 81, [0] * 81
    for g, (total, cells) in enumerate(cages):
        for D in digit_sets(total, len(cells)):
            dlx.add_option([325 + g] + [325 + m + 9 * g + d - 1
                                        for d in range(1, 10) if d not in D],   # cage g-d
                           729 + len(sets))
            sets.append(D)
            for k in cells:
                for d in D:
                    allowed[k] |= 1 << d
        for k in cells:
            cage_of[k] = g
    for k in range(81):
        r, c = divmod(k, 9)
        b = r // 3 * 3 + c // 3
        for d in range(1, 10):
            if allowed[k] >> d & 1:
                dlx.add_option([1 + k,                          # cell k
                                82 + 9 * r + d - 1,             # row r holds d
                                163 + 9 * c + d - 1,            # column c holds d
                                244 + 9 * b + d - 1,            # box b holds d
                                325 + m + 9 * cage_of[k] + d - 1],  # cage-d settled
                               9 * k + d - 1)
    return sets


def solve_killer(dlx, cages):
    """A filling (81 ints) or None."""
    load_killer(dlx, cages)
    labels = dlx.solve()
    if labels is None:
        return None
    grid = [0] * 81
    for label in labels:
        if label < 729:
            grid[label // 9] = label % 9 + 1
    return grid


def parse(data):
    """The puzzles, each a list of cages (sum, [cells 0..80]); ValueError on bad input."""
    tokens = data.decode("ascii").split()
    pos = [0]

    def take(low, high, what):
        if pos[0] == len(tokens):
            raise ValueError("input ends before %s" % what)
        t = tokens[pos[0]]
        pos[0] += 1
        if not t.isdigit() or not low <= int(t) <= high:
            raise ValueError("token %d: expected %s in %d..%d, got %r"
                             % (pos[0], what, low, high, t[:12]))
        return int(t)

    puzzles = []
    for p in range(take(1, MAX_PUZZLES, "the number of puzzles")):
        cages, seen = [], [False] * 81
        for _ in range(take(1, 81, "the number of cages")):
            total, k = take(1, 45, "a cage sum"), take(1, 9, "a cage size")
            cells = []
            for _ in range(k):
                rc = take(11, 99, "a cell")
                if rc % 10 == 0 or seen[rc // 10 * 9 + rc % 10 - 10]:
                    raise ValueError("puzzle %d: cell %d is no cell, or in two cages" % (p + 1, rc))
                cells.append(rc // 10 * 9 + rc % 10 - 10)
                seen[cells[-1]] = True
            cages.append((total, cells))
        if not all(seen):
            raise ValueError("puzzle %d: a cell in no cage" % (p + 1))
        puzzles.append(cages)
    if pos[0] != len(tokens):
        raise ValueError("token %d: more than the puzzles" % (pos[0] + 1))
    return puzzles


def main():
    try:
        puzzles = parse(sys.stdin.buffer.read())
    except (ValueError, UnicodeDecodeError) as e:
        sys.exit("killer: bad input: %s" % e)
    dlx = DLX(1, capacity=max(capacity(cages) for cages in puzzles))   # one pool
    out = []
    for cages in puzzles:
        grid = solve_killer(dlx, cages)
        out.append("none" if grid is None else "".join(map(str, grid)))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
