"""
Description: Polyomino pieces for tiling models: a shape drawn as text, its
  distinct orientations (rotations and, unless one-sided, reflections;
  duplicates removed), and its placements inside any region of cells (holes
  and all). Each placement becomes one exact-cover option: its cells, plus an
  item for the piece. Source and refusals: docs/template.md, "Inside the
  blocks".
Usage:
  shape = cells_of(".##\\n##.\\n.#.")        # the F pentomino: any char but '.'/' ' is a cell
  orients = orientations(shape)            # 8 normalized cell tuples (X: 1, I: 2)
  region = [(r, c) for r in range(6) for c in range(10)]
  item = numbering(region)                 # {cell: 1..}: along the short side
  for cells in placements(orients, region):  # every orientation at every fitting spot
      xc.add_option([item[p] for p in cells] + [piece_item], label)
Time: placements O(orientations * |region| * piece size).
Memory: the placements it returns.
Status: orientation counts (the 12 pentominoes: 63; F 8, I 2, X 1) and
  placement counts checked in tests/templates/test_polyomino.py; `python
  templates/polyomino.py` runs the self-check.
Needs: nothing (it stands alone).
"""

# region polyomino v2
# The 8 symmetries of the square as maps of (row, column): 4 rotations, then
# the 4 reflections (the rotations of the mirror image).
SQUARE_SYMMETRIES = (
    lambda r, c: (r, c), lambda r, c: (c, -r), lambda r, c: (-r, -c), lambda r, c: (-c, r),
    lambda r, c: (r, -c), lambda r, c: (-r, c), lambda r, c: (c, r), lambda r, c: (-c, -r))


def cells_of(text):
    """(row, col) of every cell of a shape drawn as text ('.' and ' ' are
    empty); text is one string with newlines or a sequence of rows."""
    rows = text.split("\n") if isinstance(text, str) else text
    return [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in ". "]


def normalize(cells):
    """The cells shifted so that their minimum row and column are 0, sorted."""
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def orientations(cells, reflect=True):
    """The distinct orientations of a shape, sorted: normalized cell tuples.
    reflect=False: rotations only (one-sided pieces that cannot be flipped)."""
    maps = SQUARE_SYMMETRIES if reflect else SQUARE_SYMMETRIES[:4]
    return sorted({normalize([t(r, c) for r, c in cells]) for t in maps})


def placements(orients, region):
    """Every orientation at every spot inside region (a list of (row, col)),
    orientation by orientation, in region order: lists of region cells. The
    first (smallest) cell of a normalized orientation is the anchor put on
    each region cell in turn, so each placement appears once."""
    inside = set(region)
    found = []
    for o in orients:
        for r0, c0 in region:
            dr, dc = r0 - o[0][0], c0 - o[0][1]
            shape = [(r + dr, c + dc) for r, c in o]
            if all(cell in inside for cell in shape):
                found.append(shape)
    return found
def numbering(region):
    """{cell: item} for the cells of region, items 1..len(region), numbered
    along the short side (column by column when the region is wider than
    tall, else row by row). The bits engine's fast rule branches on the
    lowest open item: numbered so, that is the cell a hand-written search
    fills next, with at most one short column of cells open before it."""
    rows = {r for r, _ in region}
    cols = {c for _, c in region}
    key = (lambda rc: (rc[1], rc[0])) if len(cols) > len(rows) else (lambda rc: rc)
    return {cell: k for k, cell in enumerate(sorted(region, key=key), 1)}
# endregion polyomino v2


def _self_check():
    f = orientations(cells_of(".##\n##.\n.#."))
    assert len(f) == 8 and len(orientations(cells_of(["#####"]))) == 2
    assert len(orientations(cells_of(".##\n##.\n.#."), reflect=False)) == 4
    # A domino in a 2x3 board with its corner cut off: 2 + 3 spots.
    region = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]
    assert len(placements(orientations([(0, 0), (0, 1)]), region)) == 5
    assert numbering(region) == {(0, 0): 1, (1, 0): 2, (0, 1): 3, (1, 1): 4, (0, 2): 5}
    assert numbering([(0, 0), (1, 0)]) == {(0, 0): 1, (1, 0): 2}
    print("polyomino self-check: ok")


if __name__ == "__main__":
    _self_check()
