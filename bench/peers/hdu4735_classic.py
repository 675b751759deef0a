"""HDU 4735 Little Wish, the classic contest solution ported line for line to
Python: kuangbin's DLX repeated cover (remove/resume, the estimate f()) with the
girls counted along the way, pruning at "depth + f() > boys" and "girls >=
best"; recursive, as written in C++ (bench/peers/hdu4735_kuangbin.cpp). The
hand-written classic that bench/covers.py holds the cost-cover example to; it
shares no code with the block. stdin -> stdout, the statement's formats."""
import sys


def solve(n, lim, kids, edges):
    adj = [[] for _ in range(n + 1)]
    for a, b, w in edges:
        adj[a].append((b, w))
        adj[b].append((a, w))
    m = n
    U, D, L, R = list(range(m + 1)), list(range(m + 1)), [i - 1 for i in range(m + 1)], \
        [i + 1 for i in range(m + 1)]
    Row, Col, S = [0] * (m + 1), list(range(m + 1)), [0] * (m + 1)
    L[0], R[m] = m, 0
    for s in range(1, n + 1):            # row s: the nodes within lim of s
        dist, todo, first = {s: 0}, [s], -1
        while todo:
            u = todo.pop()
            for v, w in adj[u]:
                if v not in dist:
                    dist[v] = dist[u] + w
                    todo.append(v)
        for c in range(1, n + 1):
            if dist[c] <= lim:
                x = len(U)
                U.append(c); D.append(D[c]); U[D[c]] = x; D[c] = x
                Row.append(s); Col.append(c); S[c] += 1
                if first < 0:
                    first = x
                    L.append(x); R.append(x)
                else:
                    L.append(first); R.append(R[first]); L[R[first]] = x; R[first] = x
    girl = [0] + [1 - k for k in kids]
    boys = sum(kids)
    v = [False] * (m + 1)
    best = [n + 1]

    def remove(c):
        i = D[c]
        while i != c:
            L[R[i]] = L[i]
            R[L[i]] = R[i]
            i = D[i]

    def resume(c):
        i = U[c]
        while i != c:
            L[R[i]] = R[L[i]] = i
            i = U[i]

    def f():
        ret, c = 0, R[0]
        while c:
            v[c] = True
            c = R[c]
        c = R[0]
        while c:
            if v[c]:
                ret += 1
                v[c] = False
                i = D[c]
                while i != c:
                    j = R[i]
                    while j != i:
                        v[Col[j]] = False
                        j = R[j]
                    i = D[i]
            c = R[c]
        return ret

    def dance(d, girls):
        if d + f() > boys or girls >= best[0]:
            return
        if R[0] == 0:
            best[0] = girls
            return
        c, i = R[0], R[R[0]]
        while i:
            if S[i] < S[c]:
                c = i
            i = R[i]
        i = D[c]
        while i != c:
            remove(i)
            j = R[i]
            while j != i:
                remove(j)
                j = R[j]
            dance(d + 1, girls + girl[Row[i]])
            j = L[i]
            while j != i:
                resume(j)
                j = L[j]
            resume(i)
            i = D[i]

    dance(0, 0)
    return -1 if best[0] > n else best[0]


def main():
    tok = list(map(int, sys.stdin.buffer.read().split()))
    p, out = 1, []
    for t in range(1, tok[0] + 1):
        n, lim = tok[p:p + 2]
        kids = tok[p + 2:p + 2 + n]
        p += 2 + n
        edges = [tuple(tok[p + 3 * i:p + 3 * i + 3]) for i in range(n - 1)]
        p += 3 * (n - 1)
        out.append("Case #%d: %d\n" % (t, solve(n, lim, kids, edges)))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
