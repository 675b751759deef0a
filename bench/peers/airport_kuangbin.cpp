// HDU 5046 Airport, written for this bench the way kuangbin's DLX notes solve
// it (a hand-written "repeated cover" with the A* estimate f(), recursive
// Dance, binary search over the answer): the reference the pasted block
// (templates/dlx_cover.hpp, bench/sc/airport_block.cpp) is measured against.
// Input: T; per case N K, then N lines x y. Output: "Case #i: d", d the least
// Manhattan distance such that K airports (at cities) reach every city.
#include <cstdio>
#include <cstring>
#include <algorithm>
using namespace std;
typedef long long ll;
const int MAXN = 64, MAXNODE = MAXN * MAXN + MAXN + 5;
int n, K;
ll X[MAXN], Y[MAXN], cand[MAXN * MAXN];

struct DLX {
    int n, sz;
    int U[MAXNODE], D[MAXNODE], L[MAXNODE], R[MAXNODE], Row[MAXNODE], Col[MAXNODE];
    int H[MAXN], S[MAXN];
    void init(int _n, int _m) {
        n = _m;
        for (int i = 0; i <= _m; i++) {
            S[i] = 0; U[i] = D[i] = i; L[i] = i - 1; R[i] = i + 1;
        }
        R[_m] = 0; L[0] = _m; sz = _m;
        for (int i = 1; i <= _n; i++) H[i] = -1;
    }
    void Link(int r, int c) {
        ++S[Col[++sz] = c];
        Row[sz] = r;
        D[sz] = D[c]; U[D[c]] = sz; U[sz] = c; D[c] = sz;
        if (H[r] < 0) H[r] = L[sz] = R[sz] = sz;
        else { R[sz] = R[H[r]]; L[R[H[r]]] = sz; L[sz] = H[r]; R[H[r]] = sz; }
    }
    void remove(int c) {
        for (int i = D[c]; i != c; i = D[i]) L[R[i]] = L[i], R[L[i]] = R[i];
    }
    void resume(int c) {
        for (int i = U[c]; i != c; i = U[i]) L[R[i]] = R[L[i]] = i;
    }
    bool v[MAXNODE];
    int f() {
        int ret = 0;
        for (int c = R[0]; c != 0; c = R[c]) v[c] = true;
        for (int c = R[0]; c != 0; c = R[c])
            if (v[c]) {
                ret++; v[c] = false;
                for (int i = D[c]; i != c; i = D[i])
                    for (int j = R[i]; j != i; j = R[j]) v[Col[j]] = false;
            }
        return ret;
    }
    bool Dance(int d) {
        if (d + f() > K) return false;
        if (R[0] == 0) return true;
        int c = R[0];
        for (int i = R[0]; i != 0; i = R[i]) if (S[i] < S[c]) c = i;
        for (int i = D[c]; i != c; i = D[i]) {
            remove(i);
            for (int j = R[i]; j != i; j = R[j]) remove(j);
            if (Dance(d + 1)) {
                for (int j = L[i]; j != i; j = L[j]) resume(j);   // restore before returning
                resume(i);
                return true;
            }
            for (int j = L[i]; j != i; j = L[j]) resume(j);
            resume(i);
        }
        return false;
    }
} g;

ll dist(int a, int b) {
    ll dx = X[a] - X[b], dy = Y[a] - Y[b];
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

bool check(ll r) {
    g.init(n, n);
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++)
            if (dist(i, j) <= r) g.Link(i, j);
    return g.Dance(0);
}

int main() {
    int T;
    if (scanf("%d", &T) != 1) return 0;
    for (int cas = 1; cas <= T; cas++) {
        scanf("%d%d", &n, &K);
        for (int i = 1; i <= n; i++) scanf("%lld%lld", &X[i], &Y[i]);
        // the same binary search as the block's solution (over the sorted
        // distinct distances), so the two differ in the search alone
        int m = 0;
        for (int i = 1; i <= n; i++)
            for (int j = 1; j <= n; j++) cand[m++] = dist(i, j);
        sort(cand, cand + m);
        m = unique(cand, cand + m) - cand;
        int lo = 0, hi = m - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (check(cand[mid])) hi = mid; else lo = mid + 1;
        }
        printf("Case #%d: %lld\n", cas, cand[lo]);
    }
    return 0;
}
