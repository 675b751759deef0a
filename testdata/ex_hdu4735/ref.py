"""Reference for ex_hdu4735, sharing no code with the cover blocks or the example:
a dynamic programme over the tree, polynomial (O(n^3) per case). Give every node
the nearest chosen node (ties to the lower number) as its guard; then the nodes
one guard keeps form a connected part of the tree that holds the guard (a node
on the path to its guard has that guard nearest too). Rooted at node 1, a node
v kept by guard g has each child u kept by g as well (and must, if g lies below
u), or by a guard inside u's subtree. best[v][g][k]: the fewest girls on the
chosen nodes of v's subtree, k of them chosen there, v kept by g within D. The
answer: the least over every guard of the root and every k <= the boys.
stdin -> stdout, the format of examples/hdu4735_little_wish.py."""
import sys

INF = float("inf")


def merge(a, b):
    """(min, +) product of two lists indexed by the count of chosen nodes."""
    out = [INF] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x < INF:
            for j, y in enumerate(b):
                if x + y < out[i + j]:
                    out[i + j] = x + y
    return out


def least(n, d, kids, edges):
    adj = [[] for _ in range(n)]
    for a, b, w in edges:
        adj[a - 1].append((b - 1, w))
        adj[b - 1].append((a - 1, w))
    dist = [[0] * n for _ in range(n)]
    for s in range(n):
        seen, todo = {s}, [s]
        while todo:
            u = todo.pop()
            for v, w in adj[u]:
                if v not in seen:
                    seen.add(v)
                    dist[s][v] = dist[s][u] + w
                    todo.append(v)
    order, parent, below = [0], [-1] * n, [set() for _ in range(n)]
    for u in order:                      # breadth first from node 1
        for v, _ in adj[u]:
            if v != parent[u]:
                parent[v] = u
                order.append(v)
    best, inside = [None] * n, [None] * n
    for v in reversed(order):            # children before parents
        kids_of_v = [u for u, _ in adj[v] if u != parent[v]]
        below[v] = {v}.union(*[below[u] for u in kids_of_v])
        best[v] = {}
        for g in range(n):
            if dist[v][g] > d:
                continue
            row = [INF, 1 - kids[g]] if g == v else [0]
            for u in kids_of_v:
                same = best[u].get(g)
                if g in below[u]:
                    ways = same
                else:
                    ways = inside[u]
                    if same is not None:
                        ways = [min(x, y) for x, y in zip(same, inside[u])]
                if ways is None:
                    row = None
                    break
                row = merge(row, ways)
            if row is not None:
                best[v][g] = row + [INF] * (len(below[v]) + 1 - len(row))
        inside[v] = [INF] * (len(below[v]) + 1)
        for g, row in best[v].items():
            if g in below[v]:
                inside[v] = [min(x, y) for x, y in zip(inside[v], row)]
    answer = min(inside[0][:sum(kids) + 1])
    return -1 if answer == INF else answer


def main():
    tok = list(map(int, sys.stdin.read().split()))
    p, out = 1, []
    for t in range(1, tok[0] + 1):
        n, d = tok[p:p + 2]
        kids = tok[p + 2:p + 2 + n]
        p += 2 + n
        edges = [tuple(tok[p + 3 * i:p + 3 * i + 3]) for i in range(n - 1)]
        p += 3 * (n - 1)
        out.append("Case #%d: %d" % (t, least(n, d, kids, edges)))
    print("\n".join(out))


if __name__ == "__main__":
    main()
