"""Generator for POJ 3740 inputs: python gen.py SEED [options] prints one input.

    --cases T        number of cases (default 1)
    --m A or A-B     rows per case, fixed or drawn from A..B (default 1-max_m)
    --n A or A-B     columns per case, fixed or drawn from A..B (default 1-max_n)
                     (max_m, max_n: problem.toml's [params])
    --kind KIND      planted | nearmiss | random | zerocol | dup | pairs | blocks | mix
    --density P      probability of a 1 in noise rows (default: drawn per case
                     from 0.1, 0.3, 0.5, 0.7)

Kinds (what one case looks like):
  planted   an exact cover of k random rows (a random partition of the columns)
            hidden among noise rows: the answer is yes
  nearmiss  planted, then one bit of one cover row flipped (a gap or an overlap):
            usually no
  random    every entry is 1 with probability P: mostly no
  zerocol   random, then one column cleared: always no
  dup       planted, then rows copied over other rows (duplicate rows)
  pairs     complementary pairs (A, not A) and noise: yes, and no row can be
            ruled out cheaply, so every pair reaches the search
  blocks    the columns cut into a few blocks, rows are unions of blocks:
            many equal columns, many partial covers, real backtracking
  mix       each case draws its kind from the above
Only random.Random(SEED) is used: the same arguments print the same bytes.
"""
import argparse
import random

from problemkit.params import problem_params

KINDS = ["planted", "nearmiss", "random", "zerocol", "dup", "pairs", "blocks"]


def span(text):
    a, _, b = text.partition("-")
    return int(a), int(b or a)


def partition(rng, n, k):
    """The columns 0..n-1 cut into k nonempty random parts, as 0/1 rows."""
    cols = list(range(n))
    rng.shuffle(cols)
    cuts = [0] + sorted(rng.sample(range(1, n), k - 1)) + [n]
    rows = []
    for a, b in zip(cuts, cuts[1:]):
        row = [0] * n
        for c in cols[a:b]:
            row[c] = 1
        rows.append(row)
    return rows


def noise(rng, n, p):
    return [1 if rng.random() < p else 0 for _ in range(n)]


def make_case(rng, kind, m, n, p):
    if kind == "mix":
        kind = rng.choice(KINDS)
    if kind in ("planted", "nearmiss", "dup"):
        rows = partition(rng, n, rng.randint(1, min(m, n)))
        if kind == "nearmiss":
            row = rng.choice(rows)
            row[rng.randrange(n)] ^= 1
    elif kind == "pairs":
        rows = []
        while len(rows) + 2 <= m:
            a = noise(rng, n, p)
            rows += [a, [1 - x for x in a]]
    elif kind == "blocks":
        k = rng.randint(1, min(n, 10))
        blocks = partition(rng, n, k)
        rows = []
        for _ in range(m):
            row = [0] * n
            for block in rng.sample(blocks, rng.randint(1, max(1, k // 2))):
                row = [x | y for x, y in zip(row, block)]
            rows.append(row)
    else:                                     # random, zerocol
        rows = []
    while len(rows) < m:
        rows.append(noise(rng, n, p))
    rng.shuffle(rows)
    if kind == "zerocol":
        c = rng.randrange(n)
        for row in rows:
            row[c] = 0
    if kind == "dup" and m > 1:
        for _ in range(rng.randint(1, m - 1)):
            rows[rng.randrange(m)] = list(rng.choice(rows))
    return rows


def main():
    ap = argparse.ArgumentParser(description="POJ 3740 input generator")
    ap.add_argument("seed", type=int)
    ap.add_argument("--cases", type=int, default=1)
    params = problem_params(__file__)
    ap.add_argument("--m", type=span, default=(1, params["max_m"]))
    ap.add_argument("--n", type=span, default=(1, params["max_n"]))
    ap.add_argument("--kind", choices=KINDS + ["mix"], default="mix")
    ap.add_argument("--density", type=float, default=None)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = []
    for _ in range(args.cases):
        m, n = rng.randint(*args.m), rng.randint(*args.n)
        p = args.density if args.density is not None else rng.choice([0.1, 0.3, 0.5, 0.7])
        out.append("%d %d" % (m, n))
        out += [" ".join(map(str, row)) for row in make_case(rng, args.kind, m, n, p)]
    print("\n".join(out))


if __name__ == "__main__":
    main()
