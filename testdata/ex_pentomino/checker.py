"""Checker for ex_pentomino: check(input_text, output_text, answer_text) -> (ok, message).

count/distinct: the output is exactly the answer's integer (one line).
one: the answer is "none" or some tiling (from ref.py); the output must say
"none" exactly when the answer does, else be H rows of W characters with '#'
exactly on the cells outside the region and, on the region, letters of
FILNPTUVWXYZ whose cells form that very pentomino (so each letter is used
once). Never raises: junk output is (False, message).
"""
from problemkit.tokens import split_ascii


SHAPES = {
    "F": [".##", "##.", ".#."], "I": ["#####"], "L": ["####", "#..."],
    "N": ["##..", ".###"], "P": ["##", "##", "#."], "T": ["###", ".#.", ".#."],
    "U": ["#.#", "###"], "V": ["#..", "#..", "###"], "W": ["#..", "##.", ".##"],
    "X": [".#.", "###", ".#."], "Y": ["####", ".#.."], "Z": ["##.", ".#.", ".##"],
}


def normal(cells):
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def images(rows):
    cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"]
    out = set()
    for _ in range(2):
        for _ in range(4):
            cells = [(c, -r) for r, c in cells]
            out.add(normal(cells))
        cells = [(r, -c) for r, c in cells]
    return out


IMAGES = {name: images(rows) for name, rows in SHAPES.items()}


def lines_of(text):
    lines = text.replace("\r\n", "\n").split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    return [line.rstrip(" \t") for line in lines]


def check_tiling(h, w, region_rows, out):
    if len(out) != h:
        return False, "expected %d rows, found %d" % (h, len(out))
    where = {}
    for r, (want, got) in enumerate(zip(region_rows, out)):
        if len(got) != w:
            return False, "row %d: expected %d characters, found %d" % (r + 1, w, len(got))
        for c, (a, b) in enumerate(zip(want, got)):
            if (a == "#") != (b == "#"):
                return False, "row %d column %d: %r where the region has %r" % (r + 1, c + 1, b, a)
            if b != "#":
                if b not in IMAGES:
                    return False, "row %d column %d: %r is not a pentomino letter" % (r + 1, c + 1, b)
                where.setdefault(b, []).append((r, c))
    for name, cells in sorted(where.items()):
        if len(cells) != 5 or normal(cells) not in IMAGES[name]:
            return False, "the cells marked %s are not one %s pentomino" % (name, name)
    return True, "a valid tiling with %d pieces" % len(where)


def check(input_text, output_text, answer_text):
    try:
        head = split_ascii(input_text.split("\n")[0])
        h, w, mode = int(head[0]), int(head[1]), head[2]
        region_rows = [r.strip() for r in input_text.split("\n")[1:] if r.strip()] or ["." * w] * h
        out, ans = lines_of(output_text), lines_of(answer_text)
        if mode != "one":
            if out != ans:
                return False, "expected %r, found %r" % (ans[:1], out[:2])
            return True, "count %s" % ans[0]
        if ans == ["none"] or out == ["none"]:
            if out == ans:
                return True, "no tiling"
            return False, ("said none, but a tiling exists" if out == ["none"]
                           else "the region has no tiling, expected none")
        return check_tiling(h, w, region_rows, out)
    except Exception as e:          # never raise on junk: a wrong answer, not a crash
        return False, "unreadable output (%s)" % type(e).__name__
