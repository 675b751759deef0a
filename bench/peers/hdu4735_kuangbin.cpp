// HDU 4735 Little Wish, as contest solutions write it: kuangbin's DLX
// repeated cover (remove/resume, the estimate f()) with the girls counted
// along the way, pruning at "depth + f() > boys" and "girls >= best". The
// hand-written classic that bench/covers.py holds cost-cover-cpp to; it
// shares no code with the block. Input and output: the statement's.
#include <cstdio>
#include <cstring>

const int MAXN = 55, MAXNODE = MAXN * MAXN + MAXN;
int n, lim, boys, girl[MAXN], best;
long long dist[MAXN][MAXN];
int head[MAXN], nxt[2 * MAXN], to[2 * MAXN], len[2 * MAXN], edges;

struct DLX {
    int U[MAXNODE], D[MAXNODE], L[MAXNODE], R[MAXNODE], Row[MAXNODE], Col[MAXNODE];
    int H[MAXN], S[MAXN], size;
    bool v[MAXNODE];
    void init(int m) {
        for (int i = 0; i <= m; ++i) { S[i] = 0; U[i] = D[i] = i; L[i] = i - 1; R[i] = i + 1; }
        R[m] = 0; L[0] = m; size = m;
        for (int i = 1; i <= n; ++i) H[i] = -1;
    }
    void link(int r, int c) {
        ++S[Col[++size] = c];
        Row[size] = r;
        D[size] = D[c]; U[D[c]] = size; U[size] = c; D[c] = size;
        if (H[r] < 0) H[r] = L[size] = R[size] = size;
        else { R[size] = R[H[r]]; L[R[H[r]]] = size; L[size] = H[r]; R[H[r]] = size; }
    }
    void remove(int c) {
        for (int i = D[c]; i != c; i = D[i]) { L[R[i]] = L[i]; R[L[i]] = R[i]; }
    }
    void resume(int c) {
        for (int i = U[c]; i != c; i = U[i]) L[R[i]] = R[L[i]] = i;
    }
    int f() {
        int ret = 0;
        for (int c = R[0]; c; c = R[c]) v[c] = true;
        for (int c = R[0]; c; c = R[c])
            if (v[c]) {
                ++ret; v[c] = false;
                for (int i = D[c]; i != c; i = D[i])
                    for (int j = R[i]; j != i; j = R[j]) v[Col[j]] = false;
            }
        return ret;
    }
    void dance(int d, int girls) {
        if (d + f() > boys) return;
        if (girls >= best) return;
        if (R[0] == 0) { best = girls; return; }
        int c = R[0];
        for (int i = R[0]; i; i = R[i]) if (S[i] < S[c]) c = i;
        for (int i = D[c]; i != c; i = D[i]) {
            remove(i);
            for (int j = R[i]; j != i; j = R[j]) remove(j);
            dance(d + 1, girls + girl[Row[i]]);
            for (int j = L[i]; j != i; j = L[j]) resume(j);
            resume(i);
        }
    }
} dlx;

void walk(int s, int u, int from, long long d) {
    dist[s][u] = d;
    for (int e = head[u]; e >= 0; e = nxt[e])
        if (to[e] != from) walk(s, to[e], u, d + len[e]);
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    for (int tc = 1; tc <= t; ++tc) {
        std::scanf("%d %d", &n, &lim);
        boys = 0;
        for (int i = 1; i <= n; ++i) { int x; std::scanf("%d", &x); girl[i] = !x; boys += x; }
        std::memset(head, -1, sizeof head);
        edges = 0;
        for (int i = 1; i < n; ++i) {
            int a, b, w;
            std::scanf("%d %d %d", &a, &b, &w);
            to[edges] = b; len[edges] = w; nxt[edges] = head[a]; head[a] = edges++;
            to[edges] = a; len[edges] = w; nxt[edges] = head[b]; head[b] = edges++;
        }
        for (int s = 1; s <= n; ++s) walk(s, s, 0, 0);
        dlx.init(n);
        for (int i = 1; i <= n; ++i)
            for (int j = 1; j <= n; ++j)
                if (dist[i][j] <= lim) dlx.link(i, j);
        best = n + 1;
        dlx.dance(0, 0);
        std::printf("Case #%d: %d\n", tc, best > n ? -1 : best);
    }
    return 0;
}
