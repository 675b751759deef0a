"""Input generator for ex_zoj3209: python gen.py SEED [options] prints one input.

  --cases T        number of maps (default 1)
  --n N, --m M     map width and height (default: random per map, 1..8, small enough
                   for ref.py: `runner.py stress` uses the defaults; full size is
                   --n 30 --m 30, problem.toml's max_side)
  --p P            pieces per map (default: random per map, 1..30; at most
                   problem.toml's max_pieces)
  --kind K         how the pieces are made (default hard):
                     random  P random rectangles (almost never a cover: -1)
                     tiled   one random partition of the map into --parts pieces,
                             a few merges of two neighbours, random rectangles for the rest
                     hard    --layers random partitions of the map into --parts pieces
                             each (many pieces, few sets of them tile: the partitions
                             and the mixtures where their cuts line up), and small
                             rectangles, at most --fill on a side, for the rest
  --parts K        pieces of each partition (default 12; kind hard: 40)
  --layers L       partitions overlaid by kind hard (default 10)
  --fill F         largest side of kind hard's small rectangles (default 3)
Only random.Random(SEED) is used, so a seed and its options reproduce the case.
The pieces of a map are distinct and shuffled; maps are separated by a blank line.
"""
import argparse
import random

from problemkit.params import problem_params


def partition(rng, n, m, parts):
    """A random guillotine partition of [0, n) x [0, m) into at most `parts`
    rectangles (x1, y1, x2, y2)."""
    pieces = [(0, 0, n, m)]
    for _ in range(10 * parts):
        if len(pieces) >= parts:
            break
        k = rng.randrange(len(pieces))
        x1, y1, x2, y2 = pieces[k]
        xs, ys = range(x1 + 1, x2), range(y1 + 1, y2)
        if not xs and not ys:
            continue
        if xs and (not ys or rng.random() < (x2 - x1) / (x2 - x1 + y2 - y1)):
            x = rng.choice(xs)
            pieces[k:k + 1] = [(x1, y1, x, y2), (x, y1, x2, y2)]
        else:
            y = rng.choice(ys)
            pieces[k:k + 1] = [(x1, y1, x2, y), (x1, y, x2, y2)]
    return pieces


def merges(pieces):
    """Every rectangle made of two pieces of a partition that share a whole side."""
    out = []
    for a in pieces:
        for b in pieces:
            if a[2] == b[0] and a[1] == b[1] and a[3] == b[3]:
                out.append((a[0], a[1], b[2], a[3]))
            if a[3] == b[1] and a[0] == b[0] and a[2] == b[2]:
                out.append((a[0], a[1], a[2], b[3]))
    return out


def rectangle(rng, n, m, side=None):
    """A random rectangle inside the map, at most `side` on a side (None: any)."""
    w = rng.randint(1, min(n, side or n))
    h = rng.randint(1, min(m, side or m))
    x, y = rng.randint(0, n - w), rng.randint(0, m - h)
    return (x, y, x + w, y + h)


def pieces_of(rng, n, m, p, kind, parts=12, layers=10, fill=3):
    """The p distinct pieces of one map, shuffled."""
    chosen, seen = [], set()

    def add(piece):
        if len(chosen) < p and piece not in seen:
            seen.add(piece)
            chosen.append(piece)

    if kind == "tiled":
        tiling = partition(rng, n, m, parts)
        for piece in tiling:
            add(piece)
        for piece in rng.sample(merges(tiling), min(2, len(merges(tiling)))):
            add(piece)
    elif kind == "hard":
        for _ in range(layers):
            for piece in partition(rng, n, m, parts):
                add(piece)
    for _ in range(100 * p):                 # (a small map has few distinct rectangles)
        if len(chosen) >= p:
            break
        add(rectangle(rng, n, m, fill if kind == "hard" else None))
    rng.shuffle(chosen)
    return chosen


def main():
    params = problem_params(__file__)
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--cases", type=int, default=1)
    ap.add_argument("--n", type=int)
    ap.add_argument("--m", type=int)
    ap.add_argument("--p", type=int)
    ap.add_argument("--kind", default="hard", choices=("random", "tiled", "hard"))
    ap.add_argument("--parts", type=int)
    ap.add_argument("--layers", type=int, default=10)
    ap.add_argument("--fill", type=int, default=3)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    maps = []
    for _ in range(a.cases):
        n, m = a.n or rng.randint(1, 8), a.m or rng.randint(1, 8)
        p = min(a.p or rng.randint(1, 30), params["max_pieces"])
        parts = a.parts or (40 if a.kind == "hard" else 12)
        pieces = pieces_of(rng, n, m, p, a.kind, parts, a.layers, a.fill)
        maps.append("%d %d %d\n%s\n" % (n, m, len(pieces),
                                        "\n".join("%d %d %d %d" % q for q in pieces)))
    print("%d\n%s" % (a.cases, "\n".join(maps)), end="")


if __name__ == "__main__":
    main()
