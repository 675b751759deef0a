"""Reference for ex_pentomino, sharing no code with the DLX template or the
example: fill the first empty cell (row-major, after turning the region so
that rows are the short side) with every unused piece in
every orientation whose first cell fits there, recursively. Mode distinct
enumerates every tiling and keeps one canonical letter grid per class under
the region's symmetries (a different method from the example's F trick).
stdin -> stdout, same formats as examples/pentomino.py. Slow on big regions
(fine for the stored cases and the stress tests)."""
import sys

SHAPES = {
    "F": [".##", "##.", ".#."], "I": ["#####"], "L": ["####", "#..."],
    "N": ["##..", ".###"], "P": ["##", "##", "#."], "T": ["###", ".#.", ".#."],
    "U": ["#.#", "###"], "V": ["#..", "#..", "###"], "W": ["#..", "##.", ".##"],
    "X": [".#.", "###", ".#."], "Y": ["####", ".#.."], "Z": ["##.", ".#.", ".##"],
}


def rotate(rows):                       # 90 degrees clockwise, as strings
    return ["".join(rows[len(rows) - 1 - i][j] for i in range(len(rows)))
            for j in range(len(rows[0]))]


def variants(rows):
    """The 8 images of a grid of strings under rotations and reflections."""
    out = []
    for flip in (rows, [row[::-1] for row in rows]):
        g = flip
        for _ in range(4):
            out.append(g)
            g = rotate(g)
    return out


def offsets(rows):
    """Cells of a shape relative to its first '#' in row-major order."""
    cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"]
    r0, c0 = cells[0]
    return tuple((r - r0, c - c0) for r, c in cells)


ORIENT = {name: sorted(set(offsets(v) for v in variants(rows))) for name, rows in SHAPES.items()}


def tilings(grid, first_only):
    """Yield every tiling as a list of strings (the grid with letters)."""
    h, w = len(grid), len(grid[0])
    board = [list(row) for row in grid]
    used = set()

    def rec(pos):
        while pos < h * w and board[pos // w][pos % w] != ".":
            pos += 1
        if pos == h * w:
            yield ["".join(row) for row in board]
            return
        r, c = divmod(pos, w)
        for name in "FILNPTUVWXYZ":
            if name in used:
                continue
            for shape in ORIENT[name]:
                cells = [(r + dr, c + dc) for dr, dc in shape]
                if all(0 <= y < h and 0 <= x < w and board[y][x] == "." for y, x in cells):
                    for y, x in cells:
                        board[y][x] = name
                    used.add(name)
                    yield from rec(pos + 1)
                    used.discard(name)
                    for y, x in cells:
                        board[y][x] = "."

    for t in rec(0):
        yield t
        if first_only:
            return


def transpose(rows):
    return ["".join(col) for col in zip(*rows)]


def crop(rows):
    """The bounding box of the region ('#' outside), for the symmetry test."""
    rs = [r for r, row in enumerate(rows) if row.strip("#")]
    cs = [c for c in range(len(rows[0])) if any(row[c] != "#" for row in rows)]
    return [row[cs[0]:cs[-1] + 1] for row in rows[rs[0]:rs[-1] + 1]]


def main():
    lines = sys.stdin.read().split("\n")
    h, w, mode = lines[0].split()
    h, w = int(h), int(w)
    grid = [line.strip() for line in lines[1:] if line.strip()] or ["." * w] * h
    wide = w > h            # scan the short side first: transpose, and back at the end
    if wide:
        grid = transpose(grid)
    if mode == "one":
        t = next(tilings(grid, True), None)
        print("none" if t is None else "\n".join(transpose(t) if wide else t))
    elif mode == "count":
        print(sum(1 for _ in tilings(grid, False)))
    else:
        box = crop(grid)
        syms = [k for k, v in enumerate(variants(box)) if v == box]
        seen = set()
        for t in tilings(grid, False):
            images = variants(crop(t))
            seen.add(min(tuple(images[k]) for k in syms))
        print(len(seen))


if __name__ == "__main__":
    main()
