"""Crossword fill (HackerRank "Crossword Puzzle", examples/crossword.py) for the
scripts of testdata/ex_crossword: the slots of a grid, and a plain backtracker
that fills them, sharing no code with the template blocks or the example.

A grid is a list of equal-length strings of '+' (blocked) and '-' (open). A
slot is a maximal run of 2 or more open cells in a row (across) or a column
(down), as a list of (row, column) cells."""


def runs(cells, grid):
    """The maximal runs of 2 or more open cells along one line of cells."""
    out, run = [], []
    for r, c in cells:
        if grid[r][c] == "-":
            run.append((r, c))
            continue
        if len(run) > 1:
            out.append(run)
        run = []
    return out + [run] if len(run) > 1 else out


def slots(grid):
    """Every slot, across ones first (row by row), then down ones; and the open
    cells that lie in no slot."""
    h, w = len(grid), len(grid[0])
    found = []
    for r in range(h):
        found += runs([(r, c) for c in range(w)], grid)
    for c in range(w):
        found += runs([(r, c) for r in range(h)], grid)
    inside = {cell for s in found for cell in s}
    lonely = [(r, c) for r in range(h) for c in range(w)
              if grid[r][c] == "-" and (r, c) not in inside]
    return found, lonely


def fillings(grid, words, limit=1):
    """(number of fillings found, up to limit; the first as a list of rows, or
    None). A filling writes every word into one slot of its length, one word
    per slot, crossing slots agreeing on their shared cell. Two equal words
    swapped count as one filling. Backtracking: the slot with the fewest
    fitting words first."""
    spots, lonely = slots(grid)
    if lonely or len(spots) != len(words):
        return 0, None
    letters = {}
    left = {}
    for word in words:
        left[word] = left.get(word, 0) + 1
    found, first = [0], [None]

    def fits(spot, word):
        return len(word) == len(spot) and all(
            letters.get(cell, ch) == ch for cell, ch in zip(spot, word))

    def go(todo):
        if not todo:
            found[0] += 1
            if first[0] is None:
                rows = [list(row) for row in grid]
                for (r, c), ch in letters.items():
                    rows[r][c] = ch
                first[0] = ["".join(row) for row in rows]
            return found[0] >= limit
        best = None
        for spot in todo:
            options = [w for w in left if left[w] and fits(spot, w)]
            if best is None or len(options) < len(best[1]):
                best = (spot, options)
            if not options:
                return False
        spot, options = best
        rest = [s for s in todo if s is not spot]
        for word in options:
            placed = [cell for cell in spot if cell not in letters]
            for cell, ch in zip(spot, word):
                letters[cell] = ch
            left[word] -= 1
            stop = go(rest)
            left[word] += 1
            for cell in placed:
                del letters[cell]
            if stop:
                return True
        return False

    go(spots)
    return found[0], first[0]
