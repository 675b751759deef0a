"""
Problem: HDU 4735 Little Wish~ lyrical step~ -- http://acm.hdu.edu.cn/showproblem.php?pid=4735
Limits: 2.5 s, 32 MB (2500/5000 MS, 32768 K: C/C++ and Java; the statement's page).
Judge: HDU accepts no Python (C, C++, Pascal, Java, C#). This file is a worked
  example, verified locally only, with runner.py on testdata/ex_hdu4735/
  (CPython 3.8+ and PyPy3); it has never been judged on HDU. Its C++ twin is
  solutions/cpp/ex_hdu4735.cpp.
Statement (2013 ACM/ICPC Asia Regional Chengdu Online): N children live on
  the N nodes of a tree, a boy or a girl on each node. A girl is protected if
  her nearest boy is at most D away (the path's edge lengths added up). One
  step swaps the children of two nodes. The fewest steps that leave every
  girl protected, or -1 if no number of steps does.
Input: T (T <= 150) test cases. Each is a line "n D" (1 <= n <= 50,
  1 <= D <= 10^7), n numbers 0 (a girl) or 1 (a boy), node 1 first, then
  n - 1 lines "a b w": an edge between nodes a and b of length w
  (1 <= w <= 10^7). Any whitespace layout is read. Malformed input (the
  judge never sends it): nothing on stdout, one line on stderr, exit 1; the
  whole input is read and checked before any case is solved.
Output: per case "Case #t: " and the answer (t from 1).
Model: a set cover with a cost and a bound on its count. The boys end on B
  nodes (B: the boys there are), and every girl is protected exactly when
  every node is within D of one of those nodes (a boy's node is 0 from
  itself). Items 1..n are the nodes, all primary (each covered at least
  once); option v is node v holding a boy: the nodes within D of v, cost 1
  if a girl lives on v now (a step brings a boy there), 0 if a boy does,
  label v. A cover of at most B options with cost k takes k steps: each
  swaps a girl on a chosen node with a boy on a node not chosen; a smaller
  cover grows to B nodes with boys that stay. So the answer is the least
  cost of a cover by at most B options, -1 if there is none.
Engine: cost-cover (templates/cost_cover.py), verbatim between the marker
  lines below (`python3 tools/sync.py` keeps it in step with templates/).
Blocks: cost-cover v1 (tools/sync.py writes this line)
"""
import sys

MAX_T, MAX_N, MAX_D, MAX_W = 150, 50, 10000000, 10000000

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


def read_cases(data):
    """[(n, d, kids, edges)] from the input bytes: kids[v - 1] is 1 for a boy;
    the edges (a, b, w) must make a tree. Raises ValueError naming the first
    thing wrong."""
    tok = data.split()
    if not tok or not tok[0].isdigit() or not 1 <= int(tok[0]) <= MAX_T:
        raise ValueError("expected T, 1 <= T <= %d, first" % MAX_T)
    p, cases = 1, []
    for t in range(1, int(tok[0]) + 1):
        head = tok[p:p + 2]
        if len(head) < 2 or not all(x.isdigit() for x in head):
            raise ValueError("case %d: expected a line 'n D' of two integers" % t)
        n, d = map(int, head)
        if not (1 <= n <= MAX_N and 1 <= d <= MAX_D):
            raise ValueError("case %d: n = %d, D = %d outside 1 <= n <= %d, 1 <= D <= %d"
                             % (t, n, d, MAX_N, MAX_D))
        kids = tok[p + 2:p + 2 + n]
        if len(kids) < n or any(x not in (b"0", b"1") for x in kids):
            raise ValueError("case %d: expected %d children, each 0 or 1" % (t, n))
        p += 2 + n
        flat = tok[p:p + 3 * (n - 1)]
        p += 3 * (n - 1)
        if len(flat) < 3 * (n - 1) or not all(x.isdigit() for x in flat):
            raise ValueError("case %d: expected %d edges 'a b w' of integers" % (t, n - 1))
        v = list(map(int, flat))
        edges = list(zip(v[0::3], v[1::3], v[2::3]))
        for a, b, w in edges:
            if not (1 <= a <= n and 1 <= b <= n and 1 <= w <= MAX_W):
                raise ValueError("case %d: edge %d %d %d: nodes 1..n, 1 <= w <= %d"
                                 % (t, a, b, w, MAX_W))
        if preorder(n, edges) is None:
            raise ValueError("case %d: the edges do not make a tree" % t)
        cases.append((n, d, [int(x) for x in kids], edges))
    if p != len(tok):
        raise ValueError("%d token(s) after the last case" % (len(tok) - p))
    return cases


def preorder(n, edges):
    """(order, up): the nodes 0..n-1 in the preorder of a walk from node 0 (a
    node, then each child's subtree), and up[v] = (parent, edge length), None
    at the root; None if the edges do not join every node."""
    adj = [[] for _ in range(n)]
    for a, b, w in edges:
        adj[a - 1].append((b - 1, w))
        adj[b - 1].append((a - 1, w))
    order, up, stack, seen = [], [None] * n, [0], [False] * n
    seen[0] = True
    while stack:                 # a popped node's subtree is pushed above the rest
        u = stack.pop()
        order.append(u)
        for v, w in adj[u]:
            if not seen[v]:
                seen[v] = True
                up[v] = (u, w)
                stack.append(v)
    return (order, up) if len(order) == n else None


def rows(n, edges):
    """(labels, dist): the nodes 1..n in preorder, and per node v (0-based)
    its distances to them in that order. A child v of u (edge w) is w nearer
    than u to its subtree (preorder positions pos[v] to end[v] - 1) and w
    farther from every other node: one pass per node, no walk from each."""
    order, up = preorder(n, edges)
    pos, end = [0] * n, [0] * n
    for i, v in enumerate(order):
        pos[v] = end[v] = i + 1
    for v in reversed(order[1:]):    # a subtree ends where its last descendant's does
        u = up[v][0]
        end[u] = max(end[u], end[v])
    dist = [None] * n
    dist[0] = depth = [0] * n
    for v in order[1:]:
        u, w = up[v]
        depth[pos[v] - 1] = depth[pos[u] - 1] + w
    for v in order[1:]:
        u, w = up[v]
        r, lo, hi = dist[u], pos[v] - 1, end[v]
        dist[v] = ([x + w for x in r[:lo]] + [x - w for x in r[lo:hi]]
                   + [x + w for x in r[hi:]])
    return [v + 1 for v in order], dist


def fewest_steps(n, d, kids, edges, cc):
    """The answer for one case: the least cost of a cover by at most B options
    (B: the boys), -1 if there is none. cc, a CostCover, is reset here."""
    labels, dist = rows(n, edges)
    cc.reset(n)
    for v in range(n):
        cc.add_option([c for c, x in zip(labels, dist[v]) if x <= d], 1 - kids[v], v + 1)
    return -1 if cc.minimum(at_most=sum(kids)) is None else cc.cost


def main():
    try:
        cases = read_cases(sys.stdin.buffer.read())
    except ValueError as e:
        sys.stderr.write("hdu4735: bad input: %s\n" % e)
        sys.exit(1)
    cc = CostCover(MAX_N)
    sys.stdout.write("".join("Case #%d: %d\n" % (t, fewest_steps(n, d, kids, edges, cc))
                             for t, (n, d, kids, edges) in enumerate(cases, 1)))


if __name__ == "__main__":
    main()
