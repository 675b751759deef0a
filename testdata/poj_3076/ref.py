"""Reference for POJ 3076, independent of the DLX template (and of
templates/sudoku.py): a bitmask backtracker with propagation at every node.

tools.sudoku.solve_ref (a plain fewest-candidates backtracker) needs minutes per
minimal 16x16 puzzle, so this file carries its own solver: per cell a mask of
candidate letters; after every placement, naked singles (a cell with one
candidate) and hidden singles (a letter with one place in a row, column or box)
are applied until nothing changes; then it branches on a cell with the fewest
candidates, on a copy of the masks. It counts solutions up to 2 and refuses a
grid that has none or more than one, so the answers it writes are the unique
fillings the statement promises. stdin -> stdout in the solution's format
(solved grids, one empty line between them); trusts its input layout.
"""
import sys

N, BOX, LETTERS = 16, 4, "ABCDEFGHIJKLMNOP"
FULL = (1 << N) - 1
UNITS = ([[r * N + c for c in range(N)] for r in range(N)]
         + [[r * N + c for r in range(N)] for c in range(N)]
         + [[(br * BOX + i) * N + bc * BOX + j for i in range(BOX) for j in range(BOX)]
            for br in range(BOX) for bc in range(BOX)])
NEIGHBOURS = [sorted({x for u in UNITS if k in u for x in u} - {k}) for k in range(N * N)]


def settle(masks, placed, queue):
    """Place the (cell, bit) pairs of queue and everything they force.
    Returns False on a contradiction; masks and placed change in place."""
    while queue:
        while queue:
            k, bit = queue.pop()
            if placed[k]:
                if masks[k] != bit:
                    return False
                continue
            if not masks[k] & bit:
                return False
            masks[k], placed[k] = bit, True
            for x in NEIGHBOURS[k]:
                if masks[x] & bit:
                    masks[x] &= ~bit
                    if masks[x] == 0:
                        return False
                    if masks[x] & (masks[x] - 1) == 0:
                        queue.append((x, masks[x]))
        for unit in UNITS:
            for d in range(N):
                bit = 1 << d
                where = [k for k in unit if masks[k] & bit]
                if not where:
                    return False
                if len(where) == 1 and not placed[where[0]]:
                    queue.append((where[0], bit))
    return True


def count_fillings(grid, limit=2):
    """(number of fillings up to limit, the first one as a list of 1..16)."""
    masks, placed = [FULL] * (N * N), [False] * (N * N)
    if not settle(masks, placed, [(k, 1 << (v - 1)) for k, v in enumerate(grid) if v]):
        return 0, None
    found = []
    stack = [(masks, placed)]
    while stack and len(found) < limit:
        masks, placed = stack.pop()
        open_cells = [k for k in range(N * N) if not placed[k]]
        if not open_cells:
            found.append([m.bit_length() for m in masks])
            continue
        k = min(open_cells, key=lambda x: bin(masks[x]).count("1"))
        bits = [1 << d for d in range(N) if masks[k] >> d & 1]
        for bit in reversed(bits):      # the lowest letter is tried first
            m2, p2 = masks[:], placed[:]
            if settle(m2, p2, [(k, bit)]):
                stack.append((m2, p2))
    return len(found), (found[0] if found else None)


def main():
    rows = [line.strip() for line in sys.stdin.read().split("\n") if line.strip()]
    out = []
    for g in range(0, len(rows), N):
        grid = [0 if ch == "-" else LETTERS.index(ch) + 1 for row in rows[g:g + N] for ch in row]
        count, solved = count_fillings(grid)
        if count != 1:
            sys.exit("ref: grid %d has %s" % (g // N + 1, "no filling" if not count
                                                else "more than one filling"))
        out.append("\n".join("".join(LETTERS[v - 1] for v in solved[r * N:(r + 1) * N])
                             for r in range(N)))
    sys.stdout.write("\n\n".join(out) + "\n")


if __name__ == "__main__":
    main()
