"""
Problem: HDU 2295 Radar -- http://acm.hdu.edu.cn/showproblem.php?pid=2295
Limits: 2 s, 32 MB (2000 MS, 32768 K for C/C++; the statement's page).
Judge: HDU accepts no Python (C, C++, Pascal, Java, C#). This file is a worked
  example, verified locally only, with runner.py on testdata/ex_hdu2295/
  (CPython 3.8+ and PyPy3); it has never been judged on HDU.
Statement: "N cities of the Java Kingdom need to be covered by radars for being
  in a state of war. Since the kingdom has M radar stations but only K
  operators, we can at most operate K radars. All radars have the same circular
  coverage with a radius of R. Our goal is to minimize R while covering the
  entire city with no more than K radars." (The 4th Baidu Cup final.)
Input: T (1 <= T <= 20) test cases. Each is a line "N M K" (1 <= N, M <= 50,
  1 <= K <= M), N lines with a city's coordinates "X Y", then M lines with a
  radar station's, 0 <= X, Y <= 1000. The statement does not say integers;
  accepted solutions read them with %d, and so does this file. Any whitespace
  layout is read (the statement's own page shows the sample on one line).
  Malformed input (the judge never sends it): nothing on stdout, one line on
  stderr, exit 1; the whole input is read and checked before any case is solved.
Output: per case, the least radius R on a line, rounded to six fractional digits.
Model: minimum set cover, the "repeated cover" (重复覆盖) of Chinese DLX
  libraries. Items 1..N are the cities, all primary (each covered AT LEAST
  once); option j is radar j at radius R: the cities within R of it, label j.
  The least R is one of the N*M city-radar distances (shrinking R below the
  answer loses a city from some radar, and nothing else changes between two
  consecutive distances), and "at most K radars cover everything" only gets
  easier as R grows, so a binary search over the sorted squared distances
  with the decision `within(K)` is exact: integers throughout, one square
  root at the end. It starts at the largest distance from a city to its
  nearest radar (below it some city is out of every radar's range), ends at
  the least distance from a radar to its farthest city (that radar alone
  covers every city), first tries 1/K of that distance squared (K discs
  cover about K times one disc's area), steps past every pair at a distance
  tried, and after a cover is found moves the end down to where that cover
  still works. Radars go in with the most cities first (the engine then
  drops every radar whose cities another reaches too, and skips its own pass
  over every pair). Each radar's count of cities in reach is tallied from
  the pairs between the last radius that failed and the one tried.
Engine: setcover-bits (templates/setcover_bits.py), verbatim between the
  marker lines below (`python3 tools/sync.py` keeps it in step with
  templates/); the DLX form, dlx-cover (templates/dlx_cover.py), has the
  same interface: `least_radius` takes either (docs/template.md, "Set cover";
  bench/covers.py measures both).
Blocks: setcover-bits v5 (tools/sync.py writes this line)
"""
import math
import sys
from bisect import bisect_left

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

MAX_T = 20              # test cases per input
MAX_N = 50              # cities per case
MAX_M = 50              # radar stations per case
MAX_COORD = 1000        # coordinates are 0..MAX_COORD


def read_cases(data):
    """[(cities, radars, k)] from the input bytes, points as (x, y) tuples.
    Raises ValueError naming the first thing wrong."""
    tok = data.split()
    if not tok or not tok[0].isdigit() or not 1 <= int(tok[0]) <= MAX_T:
        raise ValueError("expected T, 1 <= T <= %d, first" % MAX_T)
    p, cases = 1, []
    for t in range(1, int(tok[0]) + 1):
        head = tok[p:p + 3]
        if len(head) < 3 or not b"".join(head).isdigit():
            raise ValueError("case %d: expected a line 'N M K' of three integers" % t)
        n, m, k = map(int, head)
        if not (1 <= n <= MAX_N and 1 <= m <= MAX_M and 1 <= k <= m):
            raise ValueError("case %d: N = %d, M = %d, K = %d outside 1 <= N, M <= %d, "
                             "1 <= K <= M" % (t, n, m, k, MAX_N))
        p += 3
        xy = tok[p:p + 2 * (n + m)]
        p += 2 * (n + m)
        if len(xy) < 2 * (n + m) or not b"".join(xy).isdigit():
            raise ValueError("case %d: expected %d points of two integers" % (t, n + m))
        v = list(map(int, xy))
        if max(v) > MAX_COORD:
            raise ValueError("case %d: a coordinate above %d" % (t, MAX_COORD))
        points = list(zip(v[0::2], v[1::2]))
        cases.append((points[:n], points[n:], k))
    if p != len(tok):
        raise ValueError("%d token(s) after the last case" % (len(tok) - p))
    return cases


def covers_within(near, counts, k, sc):
    """The labels of at most k radars that cover every city, or None, when
    radar j reaches its counts[j] nearest cities. near[j] is radar j's
    (pairs, cities): its pairs and its cities (items) nearest first. sc, a
    set-cover engine, is reset here. The radars go in by their counts, most
    first (count * 64 + j: radars are 0..49 < 64), so the engine drops every
    radar whose cities another one reaches too; a radar that reaches no city
    is no option (an option is never empty)."""
    sc.reset(len(near[0][1]))
    by_size = [c << 6 | j for j, c in enumerate(counts) if c]
    by_size.sort(reverse=True)
    for v in by_size:
        sc.add_option(near[v & 63][1][:v >> 6], v & 63)
    return sc.within(k)


def least_radius(cities, radars, k, sc):
    """The least squared radius with which at most k radars cover every city."""
    # A pair, one int: squared distance << 12 | radar << 6 | city (radars are
    # 0..49 and cities 1..50, both < 64); pairs sort by distance. radii: every pair.
    near, radii = [], []
    for j, (a, b) in enumerate(radars):
        pairs = [((x - a) * (x - a) + (y - b) * (y - b)) << 12 | j << 6 | i
                 for i, (x, y) in enumerate(cities, 1)]
        pairs.sort()             # nearest city first
        radii += pairs
        near.append((pairs, [v & 63 for v in pairs]))
    radii.sort()                 # sorted runs: a quick sort
    # Below the distance where the last city comes within reach of a radar,
    # that city is out of every radar's reach: start the search there.
    everyone, seen, first = (1 << len(cities) + 1) - 2, 0, 0
    while seen != everyone:
        seen |= 1 << (radii[first] & 63)
        first += 1
    lo = bisect_left(radii, radii[first - 1] >> 12 << 12)
    # At the least distance from a radar to its farthest city, that radar
    # alone reaches every city: the answer is there or below.
    hi = bisect_left(radii, min(pairs[-1] for pairs, _ in near) >> 12 << 12)
    # The first step tries the pair nearest 1/k of that distance squared: k
    # discs of radius r cover about the area of one disc of radius r * sqrt(k),
    # so the answer is often near there, far below the middle pair. The steps
    # after it halve what is left.
    mid = min(bisect_left(radii, (radii[hi] >> 12) // k << 12, lo, hi), hi - 1)
    start, done = [0] * len(radars), 0   # start[j]: radar j's pairs in radii[:done]
    while lo < hi:               # lo and hi: the first pair at their distance
        end = bisect_left(radii, (radii[mid] >> 12) + 1 << 12, lo, hi)
        counts = start[:]        # each radar's count of the pairs in radii[:end]
        for v in radii[done:end]:
            counts[v >> 6 & 63] += 1
        cover = covers_within(near, counts, k, sc)
        if cover is None:        # none there: the answer is past every pair up to end
            lo, start, done = end, counts, end
        else:                    # the cover still works where each of its radars
            # reaches its farthest city within that distance: the upper end moves there
            far = max([near[j][0][counts[j] - 1] for j in cover])
            hi = bisect_left(radii, far >> 12 << 12, lo, hi)
        mid = (lo + hi) // 2
    return radii[lo] >> 12


def main():
    try:
        cases = read_cases(sys.stdin.buffer.read())
    except ValueError as e:
        sys.stderr.write("hdu2295: bad input: %s\n" % e)
        sys.exit(1)
    sc = SetCover(MAX_N)
    sys.stdout.write("".join("%.6f\n" % math.sqrt(least_radius(cities, radars, k, sc))
                             for cities, radars, k in cases))


if __name__ == "__main__":
    main()
