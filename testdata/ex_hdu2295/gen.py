"""Input generator for ex_hdu2295: python gen.py SEED [options] prints one input.

  --cases T          test cases (default 5; problem.toml's max_t is 20)
  --n N, --m M       cities and radars per case (default 8 each, small enough for
                     ref.py's brute force: `runner.py stress` runs the defaults;
                     the full size is --cases 20 --n 50 --m 50)
  --k K              operators per case (default: random in 1..M)
  --kmax K           with --k unset: K random in 1..min(M, K)
  --layout L         uniform: points anywhere in the square; cluster: cities in
                     a few small clusters, radars anywhere; spread: cities on a
                     jittered grid and radars anywhere (many radars needed);
                     tight: every coordinate within 0..30 (many equal distances);
                     ring: cities round a circle, radars round a smaller one
                     (few dominated radars: the estimate does the pruning)
  --vary             N and M random in 1..N and 1..M per case
Only random.Random(SEED) is used, so a seed and its options reproduce the case.
"""
import argparse
import math
import random

from problemkit.params import problem_params

P = problem_params(__file__)


def circle(rng, count, radius, top, jitter):
    """count points evenly round a circle of the given radius about the square's
    centre (turned at random), each moved by up to `jitter` in x and y."""
    out, turn = [], rng.random()
    for i in range(count):
        a = 2 * math.pi * (i + turn) / count
        x = int(top / 2 + radius * math.cos(a)) + rng.randint(-jitter, jitter)
        y = int(top / 2 + radius * math.sin(a)) + rng.randint(-jitter, jitter)
        out.append((min(top, max(0, x)), min(top, max(0, y))))
    return out


def points(rng, count, layout, top):
    if layout == "ring":
        return circle(rng, count, 0.45 * top, top, top // 100)
    if layout == "tight":
        return [(rng.randint(0, 30), rng.randint(0, 30)) for _ in range(count)]
    if layout == "cluster":
        centres = [(rng.randint(0, top), rng.randint(0, top)) for _ in range(rng.randint(2, 6))]
        out = []
        for _ in range(count):
            x, y = rng.choice(centres)
            out.append((min(top, max(0, x + rng.randint(-40, 40))),
                        min(top, max(0, y + rng.randint(-40, 40)))))
        return out
    if layout == "spread":
        side = max(1, int(count ** 0.5 + 0.999))
        step = top // side
        return [(min(top, (i % side) * step + rng.randint(0, step // 2)),
                 min(top, (i // side) * step + rng.randint(0, step // 2))) for i in range(count)]
    return [(rng.randint(0, top), rng.randint(0, top)) for _ in range(count)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--cases", type=int, default=5)
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--m", type=int, default=8)
    ap.add_argument("--k", type=int)
    ap.add_argument("--kmax", type=int)
    ap.add_argument("--layout", default="uniform",
                    choices=("uniform", "cluster", "spread", "tight", "ring"))
    ap.add_argument("--vary", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    top = P["max_coord"]
    lines = [str(a.cases)]
    for _ in range(a.cases):
        n = rng.randint(1, a.n) if a.vary else a.n
        m = rng.randint(1, a.m) if a.vary else a.m
        k = min(m, a.k) if a.k else rng.randint(1, min(m, a.kmax or m))
        lines.append("%d %d %d" % (n, m, k))
        lines += ["%d %d" % p for p in points(rng, n, a.layout, top)]
        if a.layout == "ring":
            radars = circle(rng, m, 0.4 * top, top, 0)
        else:
            radars = points(rng, m, "tight" if a.layout == "tight" else "uniform", top)
        lines += ["%d %d" % p for p in radars]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
