"""Pentomino tilings of a board: all 12 pieces once each, every tiling counted
(rotations and reflections of a tiling are different tilings: no symmetry
reduction). Known counts: 3x20 8, 4x15 1472, 5x12 4040, 6x10 9356, 8x8 without
its centre 2x2 520 (Haselgrove 1960; Knuth, "Dancing Links", 2000).

Model: items 1..60 the board cells numbered along the short side (column by
column when the board is wider than tall, as templates/polyomino.py's
numbering() does; row by row otherwise), 61..72 the pieces, all primary; one
option per placement (orientation + position): its 5 cells and its piece.
"""
PIECES = {             # Conway's letters; rows of one orientation each
    "F": (".##", "##.", ".#."), "I": ("#####",), "L": ("####", "#..."),
    "N": ("##..", ".###"), "P": ("##", "##", "#."), "T": ("###", ".#.", ".#."),
    "U": ("#.#", "###"), "V": ("#..", "#..", "###"), "W": ("#..", "##.", ".##"),
    "X": (".#.", "###", ".#."), "Y": ("####", ".#.."), "Z": ("##.", ".#.", ".##"),
}


def orientations(name):
    """The distinct orientations of a piece, each a sorted tuple of (r, c)
    shifted to row 0 and column 0."""
    base = [(r, c) for r, row in enumerate(PIECES[name]) for c, ch in enumerate(row)
            if ch == "#"]
    out = set()
    for flip in (False, True):
        cells = [(c, r) if flip else (r, c) for r, c in base]
        for _ in range(4):
            cells = [(c, -r) for r, c in cells]               # quarter turn
            r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
            out.add(tuple(sorted((r - r0, c - c0) for r, c in cells)))
    return sorted(out)


def board(h, w, holes=()):
    """The cells (r, c) of an h x w board without the cells in holes."""
    return [(r, c) for r in range(h) for c in range(w) if (r, c) not in set(holes)]


def placements(cells):
    """Every (piece, cells of the placement) that fits on the board."""
    on_board = set(cells)
    out = []
    for name in sorted(PIECES):
        for shape in orientations(name):
            for r0, c0 in cells:                # the shape's first cell here
                placed = [(r0 + r - shape[0][0], c0 + c - shape[0][1]) for r, c in shape]
                if all(cell in on_board for cell in placed):
                    out.append((name, placed))
    return out


def model(h, w, holes=()):
    cells = board(h, w, holes)
    if len(cells) != 60:
        raise ValueError("a board of all 12 pentominoes has 60 cells, not %d" % len(cells))
    if w > h:                                   # along the short side
        item = {cell: k for k, cell in enumerate(sorted(cells, key=lambda rc: rc[::-1]), 1)}
    else:
        item = {cell: k for k, cell in enumerate(cells, 1)}
    piece = {name: 61 + k for k, name in enumerate(sorted(PIECES))}
    options = [[item[cell] for cell in placed] + [piece[name]]
               for name, placed in placements(cells)]
    return 72, 72, options


def count_bitmask(h, w, holes=()):
    """Specialised code: fill the first empty cell with every piece that fits
    there, over one int bitmask of the board; the short side is scanned
    first, so the first empty cell has few neighbours filled beyond it."""
    if h > w:                                   # transpose: index = c * h + r
        h, w, holes = w, h, [(c, r) for r, c in holes]
    cells = board(h, w, holes)
    bit = {(r, c): 1 << (c * h + r) for r in range(h) for c in range(w)}
    full = (1 << (h * w)) - 1
    start = sum(bit[cell] for cell in set(bit) - set(cells))   # holes: filled
    at = [[] for _ in range(h * w)]             # lowest cell -> (piece bit, mask)
    for k, name in enumerate(sorted(PIECES)):
        for name_, placed in placements(cells):
            if name_ == name:
                mask = sum(bit[cell] for cell in placed)
                at[(mask & -mask).bit_length() - 1].append((1 << k, mask))

    def fill(board_mask, used):
        if board_mask == full:
            return 1
        free = ~board_mask & full
        total = 0
        for p, mask in at[(free & -free).bit_length() - 1]:
            if not (used & p or board_mask & mask):
                total += fill(board_mask | mask, used | p)
        return total
    return fill(start, 0)
