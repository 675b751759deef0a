"""
Queens' independent domination, a set cover with conflicts: place the fewest
queens on an n x n board so that every square holds a queen or is attacked
by one, no two queens attacking each other (each row, column and diagonal
holds at most one).
Source: the independent domination numbers of the queen graph, 1, 1, 1, 3,
  3, 4, 4, 5, 5, 5, 5 for n = 1..11, OEIS A075324 (https://oeis.org/A075324);
  the stored cases check them.
Judge: none, a worked example for docs/template.md ("Set cover"); judged
  locally by runner.py on testdata/ex_qdomination/ (local limits in its
  problem.toml). The C++ twin is solutions/cpp/ex_qdomination.cpp. Runs
  unchanged on CPython 3.8+ and PyPy3.

Input: one n per line (1 <= n <= MAX_N), at most MAX_QUERIES lines.
Output: per line, in order: "k r1 c1 ... rk ck": the fewest queens k, then
  one placement of k queens (rows and columns 1..n). Any placement that
  works is right (the checker tests it).
  Malformed input: nothing on stdout, one line on stderr, exit 1.

Model (set cover: primary items at least once, secondary at most once):
  items 1..n*n        square (r, c) is 1 + r*n + c: primary, held or attacked
  items n*n+1..       row r, column c, diagonal r-c, anti-diagonal r+c:
                      secondary, at most one queen each (the conflicts)
  option (r, c)       a queen on (r, c): every square it attacks and its own,
                      and its row, column and two diagonals; label (r, c)
                      (a label is any Python value).
  Options go in biggest first (the central squares attack most): the
  search then tries them first (docs/template.md, "Set cover").
Engine: setcover-bits (templates/setcover_bits.py), verbatim between the
  marker lines below (`python3 tools/sync.py` keeps it in step): its branch
  item comes from live counts when options conflict, which is what a queen's
  row and diagonals make them here.
Blocks: setcover-bits v5 (tools/sync.py writes this line)
"""
import sys

MAX_N = 11
MAX_QUERIES = 11

# region setcover-bits v5
# Past this many options the per-item option ints make every step slow:
# use a smarter model (or DLX) for bigger instances.
MAX_OPTIONS = 1 << 15
try:
    _popcount = int.bit_count          # CPython 3.10+, PyPy3 7.3.11 (says 3.9)
except AttributeError:
    def _popcount(x):
        return bin(x).count("1")


def lower_bound(uncovered, reach, room):
    """How many more options a cover of `uncovered` (bits of primary items)
    needs at least, counted up to room + 1: take the lowest uncovered item,
    count one, drop it and every item of every option that holds it (reach[c]),
    repeat. Admissible: no option holds two counted items (each later one
    was outside the reach of every earlier one), so a cover spends a
    separate option on each of them."""
    k = 0
    while uncovered and k <= room:
        low = uncovered & -uncovered
        uncovered &= ~(reach[low.bit_length() - 1] | low)
        k += 1
    return k


def fewest_live(uncovered, col, live):
    """The uncovered primary item with the fewest live options (ties: the
    lowest), stopping at 0 or 1. For models with conflicts: a chosen option's
    secondary items take options out of `live`, which can leave an item one
    way or none, so the order fixed before the search would miss a forced
    choice or a dead end (HDU 2828 Lamp)."""
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


class SetCover:
    """prim[o], sec[o]: option o's primary and secondary items (bit c);
    col[c]: the options holding item c (bit o), count[c] how many, but for
    the options add_option found dominated (they stay out of col, count and
    reach); plain: the options in col with no secondary item; live: the
    options in col with a primary item, before the search's own reduction."""

    def __init__(self, n_items, n_primary=None):
        self.reset(n_items, n_primary)

    def reset(self, n_items, n_primary=None):
        """Drop every option. Items 1..n_primary (default: all) are primary."""
        p = n_items if n_primary is None else n_primary
        if not 0 <= p <= n_items:
            raise ValueError("SetCover: n_primary must be in 0..n_items (got %r for %d items)"
                             % (n_primary, n_items))
        self.n, self.p, self.nodes, self.open = n_items, p, 0, ((1 << p) - 1) << 1
        self.col, self.prim, self.sec, self.label = [0] * (n_items + 1), [], [], []
        self.reach = [0] * (n_items + 1)   # reach[c]: the primary items of c's options
        # sorted: every option so far plain and no bigger than the one before
        self.plain, self.live, self.last, self.sorted = 0, 0, n_items, True
        self.count = [0] * (n_items + 1)

    def add_option(self, items, label):
        """Append an option: distinct items in 1..n, any iterable. Nothing
        changes when it raises."""
        if type(items) is not list:    # a generator is read once
            items = list(items)
        o = len(self.prim)
        if o >= MAX_OPTIONS:
            raise OverflowError(
                "SetCover: more than MAX_OPTIONS = %d options; raise MAX_OPTIONS at the "
                "block's top (each step ANDs ints of n_options bits), or use DLXCover"
                % MAX_OPTIONS)
        col, mask, held = self.col, 0, -1
        try:
            for c in items:            # an item out of range: IndexError, or a
                held &= col[c]         # negative shift (or 0: caught below)
                mask |= 1 << c
        except (IndexError, ValueError, TypeError):
            mask = 1
        size = _popcount(mask)
        if mask & 1 or not mask:
            raise ValueError("SetCover: an option is a non-empty list of items 1..%d" % self.n)
        if size < len(items):
            c = next(c for k, c in enumerate(items) if c in items[:k])
            raise ValueError("SetCover: item %d appears twice in one option" % c)
        bit, prim = 1 << o, mask & self.open
        self.prim.append(prim)
        self.sec.append(mask ^ prim)
        self.label.append(label)
        self.sorted = self.sorted and mask == prim and size <= self.last
        self.last = size
        # held: the options so far in col that hold all of this one's items.
        # A plain one among them dominates it (_search says why): then it
        # stays out of col and reach (its items add nothing to any reach).
        if held & self.plain:
            return
        if prim:
            self.live |= bit
        if mask == prim:
            self.plain |= bit
        reach, count = self.reach, self.count
        for c in items:
            col[c] |= bit
            reach[c] |= prim
            count[c] += 1

    def within(self, k, budget=1 << 62):
        """Labels of a cover by at most k options (the first one found), or None."""
        if type(k) is not int or k < 0:
            raise ValueError("SetCover: within(k) needs an int k >= 0 (got %r)" % (k,))
        return self._search(k, False, budget)

    def minimum(self, budget=1 << 62):
        """Labels of a smallest cover, or None when no cover exists."""
        return self._search(min(self.p, len(self.prim)), True, budget)

    def _search(self, bound, smallest, budget):
        """Branch and bound, iterative, one slot per level in flat lists. A
        cover found at depth d is kept, and with `smallest` the bound drops
        to d - 1 and the search goes on. self.nodes counts the items
        branched on, dead ends too."""
        col, prim, sec, reach = self.col, self.prim, self.sec, self.reach
        m, plain, live = len(prim), self.plain, self.live
        keep = [-1] * m                  # keep[o]: options sharing no secondary item with o
        # Dominated options are never tried: o whose primary items lie within
        # those of a plain option q (q bigger, or equal and first) can be
        # swapped for q in any cover; q is tried or dominated in turn, and
        # such a chain ends at an option that is tried. add_option drops an
        # option an earlier plain one holds: all of them when the options
        # came plain and biggest first (self.sorted); else the search looks
        # at every option here.
        if not self.sorted:
            for o in range(m):
                s = sec[o]
                while s:
                    low = s & -s
                    keep[o] &= ~col[low.bit_length() - 1]
                    s ^= low
            live = 0
            for o in range(m):
                mo = prim[o]
                if not mo:
                    continue
                others = col[(mo & -mo).bit_length() - 1] & plain
                while others:
                    low = others & -others
                    mq = prim[low.bit_length() - 1]
                    if mo & mq == mo and (mq != mo or low >> o == 0):
                        break            # q holds all of o, and q is not o
                    others ^= low
                else:
                    live |= 1 << o
        size = self.count if self.sorted else [_popcount(c & live) for c in col]
        w = self.p.bit_length()          # MRV: fewest first, as size * 2**w + item
        order = [size[c] << w | c for c in range(1, self.p + 1)]
        order.sort()
        w = (1 << w) - 1
        top = min(bound, self.p) + 1     # levels: each covers a new primary item
        unc, liv, left, opt = [0] * top, [0] * top, [0] * top, [0] * top
        uncovered, d, best, nodes = self.open, 0, None, 0
        conflicts = any(sec)             # else live loses only tried siblings: keep `order`
        while True:
            room = bound - d
            if lower_bound(uncovered, reach, room) > room:
                pass                     # no cover within the bound below here
            elif not uncovered:          # every primary item covered
                best = [self.label[o] for o in opt[:d]]
                if not smallest:
                    break
                bound = d - 1
            elif nodes == budget:        # out of budget: stop where we are
                nodes = budget + 1
                break
            else:                        # MRV: the first open item in `order`
                nodes += 1
                if conflicts:            # ... or by live counts, where they move
                    c = fewest_live(uncovered, col, live)
                else:
                    for c in order:
                        c &= w
                        if uncovered >> c & 1:
                            break
                ways = col[c] & live
                if ways:                 # try c's first live option
                    low = ways & -ways
                    o = low.bit_length() - 1
                    unc[d], liv[d], left[d], opt[d] = uncovered, live, ways ^ low, o
                    d += 1
                    uncovered &= ~prim[o]
                    live &= keep[o]
                    continue
            while d:                     # next option of the level, or back up
                d -= 1
                ways = left[d]
                if ways and d < bound:
                    liv[d] &= ~(1 << opt[d])   # the option just tried: not in its siblings
                    low = ways & -ways
                    o = low.bit_length() - 1
                    left[d], opt[d] = ways ^ low, o
                    uncovered = unc[d] & ~prim[o]
                    live = liv[d] & keep[o]
                    d += 1
                    break
            else:
                break
        self.nodes = nodes
        return best
# endregion setcover-bits v5


def queens_model(n):
    """(n_items, n_primary, [(items, (r, c))]) for the n x n board, biggest
    options first."""
    sq = n * n
    row, col, diag, anti = sq + 1, sq + 1 + n, sq + 1 + 2 * n, sq + 4 * n   # first of each
    options = []
    for r in range(n):
        for c in range(n):
            held = [1 + a * n + b for a in range(n) for b in range(n)
                    if a == r or b == c or a - b == r - c or a + b == r + c]
            options.append((held + [row + r, col + c, diag + r - c + n - 1, anti + r + c],
                            (r, c)))
    options.sort(key=lambda o: -len(o[0]))       # stable: ties in board order
    return sq + 6 * n - 2, sq, options


def fewest_queens(n, sc):
    """[(r, c)] of a smallest placement (0-based)."""
    n_items, n_primary, options = queens_model(n)
    sc.reset(n_items, n_primary)
    for items, label in options:
        sc.add_option(items, label)
    return sc.minimum()


def parse(data):
    """[n] from the input bytes; ValueError on bad input."""
    sizes = []
    for num, line in enumerate(data.decode("ascii").split("\n"), 1):
        if not line.strip():
            continue
        if not line.strip().isdigit() or not 1 <= int(line) <= MAX_N:
            raise ValueError("line %d: expected one n in 1..%d" % (num, MAX_N))
        sizes.append(int(line))
    if not 1 <= len(sizes) <= MAX_QUERIES:
        raise ValueError("expected 1..%d lines, found %d" % (MAX_QUERIES, len(sizes)))
    return sizes


def main():
    try:
        sizes = parse(sys.stdin.buffer.read())
    except (ValueError, UnicodeDecodeError) as e:
        sys.exit("qdomination: bad input: %s" % e)
    sc = SetCover(1)
    out = []
    for n in sizes:
        queens = fewest_queens(n, sc)
        out.append(" ".join(map(str, [len(queens)] + [v + 1 for q in queens for v in q])))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
