"""Input generator for ex_hdu4735: python gen.py SEED [options] prints one input.

  --cases T       test cases (default 5; problem.toml's max_t is 150)
  --n N           nodes per tree (default 10; the full size is --cases 150 --n 50)
  --vary          n random in 1..N per case
  --shape S       random: each node hangs from a random earlier one; path: a
                  chain; caterpillar: a chain with a leaf or two on each node;
                  broom: a chain ending in a star; bushy: each node hangs from
                  one of the last few (short, wide trees)
  --wmax W        edge lengths random in 1..W (default 100)
  --reach R       D is the R-quantile of the tree's distances between two nodes
                  (default: random in 0.05..0.4 per case; small R, small balls)
  --boys B        boys per case (default: random in 0..n); placed at random
Only random.Random(SEED) is used, so a seed and its options reproduce the case.
The stored cases (gen.txt) were answered by ref.py, the tree DP, under PyPy3; the
example, its C++ twin and the classic peers of bench/covers.py agree on every one.
"""
import argparse
import random

from problemkit.params import problem_params

P = problem_params(__file__)


def parents(rng, n, shape):
    """parent[v] for v = 1..n-1 (nodes 0..n-1), by shape."""
    if shape == "path":
        return [v - 1 for v in range(1, n)]
    if shape == "caterpillar":
        spine = max(1, n // 3)
        return [v - 1 if v < spine else rng.randrange(spine) for v in range(1, n)]
    if shape == "broom":
        handle = max(1, n // 2)
        return [v - 1 if v < handle else handle - 1 for v in range(1, n)]
    if shape == "bushy":
        return [rng.randrange(max(0, v - 4), v) for v in range(1, n)]
    return [rng.randrange(v) for v in range(1, n)]


def quantile_d(n, edges, q):
    """The q-quantile of the distances between two distinct nodes (at least 1)."""
    adj = [[] for _ in range(n)]
    for a, b, w in edges:
        adj[a].append((b, w))
        adj[b].append((a, w))
    all_d = []
    for s in range(n):
        far, todo = {s: 0}, [s]
        while todo:
            u = todo.pop()
            for v, w in adj[u]:
                if v not in far:
                    far[v] = far[u] + w
                    todo.append(v)
        all_d += [far[v] for v in range(s + 1, n)]
    all_d.sort()
    return max(1, all_d[int(q * (len(all_d) - 1))]) if all_d else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--cases", type=int, default=5)
    ap.add_argument("--n", type=int, default=10)
    ap.add_argument("--vary", action="store_true")
    ap.add_argument("--shape", default="random",
                    choices=("random", "path", "caterpillar", "broom", "bushy"))
    ap.add_argument("--wmax", type=int, default=100)
    ap.add_argument("--reach", type=float)
    ap.add_argument("--boys", type=int)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    lines = [str(a.cases)]
    for _ in range(a.cases):
        n = rng.randint(1, a.n) if a.vary else a.n
        label = list(range(n))
        rng.shuffle(label)                   # node numbers say nothing of the shape
        edges = [(label[p], label[v], rng.randint(1, min(a.wmax, P["max_w"])))
                 for v, p in enumerate(parents(rng, n, a.shape), 1)]
        rng.shuffle(edges)
        q = a.reach if a.reach is not None else rng.uniform(0.05, 0.4)
        d = min(P["max_d"], quantile_d(n, edges, q))
        boys = min(n, a.boys) if a.boys is not None else rng.randint(0, n)
        kids = [1] * boys + [0] * (n - boys)
        rng.shuffle(kids)
        lines.append("%d %d" % (n, d))
        lines.append(" ".join(map(str, kids)))
        lines += ["%d %d %d" % (x + 1, y + 1, w) for x, y, w in edges]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
