"""Reference for ex_killer, sharing no code with the DLX template or the
example: depth-first search, branching on the cell with the fewest candidates
or on the places of a digit a row, column or box lacks (whichever has fewer),
with bit masks of the digits used in each row, column, box and
cage, and a cage's digits pruned by what its other open cells can still add
up to. stdin -> stdout, same formats as examples/killer.py.
solve(cages, limit, rng) is also the generator's solver (gen.py)."""
import sys

ALL = 0b1111111110                           # digits 1..9 as bits 1..9
UNITS = [(k // 9, 9 + k % 9, 18 + k // 27 * 3 + k % 9 // 3) for k in range(81)]
UNIT_CELLS = [[k for k in range(81) if u in UNITS[k]] for u in range(27)]


def sum_table():
    """SUMS[free][count]: the sums `count` distinct digits of the mask free
    (digits 1..9 as bits 1..9) can reach, as a bit mask of sums."""
    table = [[0] * 10 for _ in range(1 << 10)]
    for subset in range(0, 1 << 10, 2):
        k, s = bin(subset).count("1"), sum(d for d in range(1, 10) if subset >> d & 1)
        table[subset][k] |= 1 << s
    for free in range(0, 1 << 10, 2):              # a subset's sums reach its supersets
        sub = free
        while sub:
            sub = (sub - 1) & free
            for k in range(10):
                table[free][k] |= table[sub][k]
    return table


SUMS = sum_table()


def solve(cages, limit=1, rng=None):
    """(number of fillings found, at most limit; the first as 81 ints or None).
    cages: [(sum, [cells 0..80])]; rng: try the digits in a random order."""
    cage_of = [0] * 81
    for g, (_, cells) in enumerate(cages):
        for k in cells:
            cage_of[k] = g
    used = [0] * 27                      # digits in each unit
    cage_used = [0] * len(cages)
    cage_left = [s for s, _ in cages]    # sum still to place
    cage_open = [len(cells) for _, cells in cages]
    grid, found, first = [0] * 81, [0], [None]

    def candidates(k):
        a, b, c = UNITS[k]
        g = cage_of[k]
        free = ALL & ~(used[a] | used[b] | used[c] | cage_used[g])
        out = 0
        rest, n_rest, left = ALL & ~cage_used[g], cage_open[g] - 1, cage_left[g]
        for d in range(1, 10):
            if free >> d & 1 and left >= d and SUMS[rest & ~(1 << d)][n_rest] >> (left - d) & 1:
                out |= 1 << d
        return out

    def place(k, d, sign):
        for u in UNITS[k]:
            used[u] ^= 1 << d
        g = cage_of[k]
        cage_used[g] ^= 1 << d
        cage_left[g] -= sign * d
        cage_open[g] -= sign

    def search():
        """Branch where the fewest choices are left: a cell's candidates, or
        the places of a digit a row, column or box still lacks."""
        cand, best, best_n = {}, None, 10
        for k in range(81):
            if not grid[k]:
                m = cand[k] = candidates(k)
                n = bin(m).count("1")
                if n < best_n:
                    best, best_n = [(k, d) for d in range(1, 10) if m >> d & 1], n
        if not cand:
            found[0] += 1
            if first[0] is None:
                first[0] = list(grid)
            return found[0] >= limit
        for u, cells in enumerate(UNIT_CELLS):
            for d in range(1, 10):
                if best_n > 1 and not used[u] >> d & 1:
                    places = [(k, d) for k in cells if cand.get(k, 0) >> d & 1]
                    if len(places) < best_n:
                        best, best_n = places, len(places)
        if rng:
            rng.shuffle(best)
        for k, d in best:
            grid[k] = d
            place(k, d, 1)
            stop = search()
            place(k, d, -1)
            grid[k] = 0
            if stop:
                return True
        return False

    search()
    return found[0], first[0]


def read_puzzles(text):
    tokens = list(map(int, text.split()))
    pos, puzzles = 1, []
    for _ in range(tokens[0]):
        cages = []
        m = tokens[pos]
        pos += 1
        for _ in range(m):
            s, k = tokens[pos], tokens[pos + 1]
            cages.append((s, [rc // 10 * 9 + rc % 10 - 10 for rc in tokens[pos + 2:pos + 2 + k]]))
            pos += 2 + k
        puzzles.append(cages)
    return puzzles


def main():
    out = []
    for cages in read_puzzles(sys.stdin.read()):
        _, grid = solve(cages)
        out.append("none" if grid is None else "".join(map(str, grid)))
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    main()
