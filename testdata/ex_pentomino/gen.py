"""Input generator for ex_pentomino: python gen.py SEED [options] prints one input.

  --mode count|distinct|one   the query (default one)
  --h H --w W                 the bounding box (default 8 8)
  --pieces K                  the region has 5K cells (default 11)
  --kind tiled|blob|rect      tiled: K distinct random pieces dropped next to each
                              other, so at least one tiling exists; blob: a random
                              connected region grown cell by cell (often untileable);
                              rect: no grid, the whole H x W box (--pieces ignored)
Only random.Random(SEED) is used, so a seed and its options reproduce the case.
"""
import argparse
import random

SHAPES = {
    "F": [".##", "##.", ".#."], "I": ["#####"], "L": ["####", "#..."],
    "N": ["##..", ".###"], "P": ["##", "##", "#."], "T": ["###", ".#.", ".#."],
    "U": ["#.#", "###"], "V": ["#..", "#..", "###"], "W": ["#..", "##.", ".##"],
    "X": [".#.", "###", ".#."], "Y": ["####", ".#.."], "Z": ["##.", ".#.", ".##"],
}


def orientations(rows):
    cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"]
    out = set()
    for _ in range(2):
        for _ in range(4):
            cells = [(c, -r) for r, c in cells]
            r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
            out.add(tuple(sorted((r - r0, c - c0) for r, c in cells)))
        cells = [(r, -c) for r, c in cells]
    return sorted(out)


def neighbours(cell):
    r, c = cell
    return [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)]


def tiled(rng, h, w, k):
    """Grow a region from k distinct pieces, each touching the ones before."""
    for _ in range(1000):
        region = set()
        for name in rng.sample(sorted(SHAPES), k):
            spots = []
            for o in orientations(SHAPES[name]):
                for r in range(h):
                    for c in range(w):
                        cells = {(r + dr, c + dc) for dr, dc in o}
                        if (all(y < h and x < w for y, x in cells) and not cells & region
                                and (not region or any(n in region for x in cells
                                                       for n in neighbours(x)))):
                            spots.append(sorted(cells))
            if not spots:
                break
            region |= set(rng.choice(spots))
        else:
            return region
    raise SystemExit("gen: could not place %d pieces in %d x %d" % (k, h, w))


def blob(rng, h, w, n):
    if n > h * w:
        raise SystemExit("gen: %d cells do not fit in %d x %d" % (n, h, w))
    region = {(rng.randrange(h), rng.randrange(w))}
    while len(region) < n:
        frontier = sorted({y for x in region for y in neighbours(x)
                           if 0 <= y[0] < h and 0 <= y[1] < w} - region)
        region.add(rng.choice(frontier))
    return region


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--mode", default="one", choices=("count", "distinct", "one"))
    ap.add_argument("--h", type=int, default=8)
    ap.add_argument("--w", type=int, default=8)
    ap.add_argument("--pieces", type=int, default=11)
    ap.add_argument("--kind", default="tiled", choices=("tiled", "blob", "rect"))
    a = ap.parse_args()
    rng = random.Random(a.seed)
    lines = ["%d %d %s" % (a.h, a.w, a.mode)]
    if a.kind != "rect":
        region = (tiled if a.kind == "tiled" else blob)(
            rng, a.h, a.w, a.pieces if a.kind == "tiled" else 5 * a.pieces)
        lines += ["".join("." if (r, c) in region else "#" for c in range(a.w))
                  for r in range(a.h)]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
