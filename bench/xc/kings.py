"""16 non-attacking kings on an 8x8 board: 281571 placements (Knuth, TAOCP
7.2.2.1; every placement counted, no symmetry reduction).

Model: 16 kings that do not attack each other put exactly one king into each
of the 16 disjoint 2x2 blocks (two kings in one 2x2 square attack each other),
and two kings attack each other exactly when some 2x2 square of the board
holds both. So: items 1..16 the disjoint blocks, primary; items 17..49 the
other 33 of the 49 2x2 squares, secondary (at most one king); one option per
board square: its block and the other 2x2 squares that contain it.
"""
SIZE = 8


def model():
    squares = [(r, c) for r in range(SIZE - 1) for c in range(SIZE - 1)
               if r % 2 or c % 2]                       # not a disjoint block
    item = {sq: 17 + k for k, sq in enumerate(squares)}
    options = []
    for r in range(SIZE):
        for c in range(SIZE):
            block = 1 + r // 2 * (SIZE // 2) + c // 2
            inside = [item[(r0, c0)] for r0 in (r - 1, r) for c0 in (c - 1, c)
                      if (r0, c0) in item]
            options.append([block] + inside)
    return 16 + len(squares), 16, options


def count_bitmask():
    """Specialised code: one king per block, blocks in row-major order, the
    squares taken or attacked as one bitmask."""
    near = {}
    for r in range(SIZE):
        for c in range(SIZE):
            near[r, c] = sum(1 << (r1 * SIZE + c1) for r1 in range(r - 1, r + 2)
                             for c1 in range(c - 1, c + 2)
                             if 0 <= r1 < SIZE and 0 <= c1 < SIZE)
    blocks = [[(1 << (r * SIZE + c), near[r, c]) for r in (br, br + 1) for c in (bc, bc + 1)]
              for br in range(0, SIZE, 2) for bc in range(0, SIZE, 2)]

    def place(b, attacked):
        if b == len(blocks):
            return 1
        total = 0
        for square, reach in blocks[b]:
            if not attacked & square:
                total += place(b + 1, attacked | reach)
        return total
    return place(0, 0)
