// HDU 5046 Airport with the pasted set-cover block (templates/dlx_cover.hpp,
// compiled with -I templates): a contest user's solution, for bench/covers.py.
// Binary search over the sorted distinct city distances (the answer is one
// of them); each step asks the block whether K airports reach every city.
#include <algorithm>
#include <cstdio>
#include "dlx_cover.hpp"
typedef long long ll;
static DLXCover sc;
static int n, K;
static ll X[64], Y[64], dist[64][64], cand[64 * 64];

static bool reach(ll r) {
    sc.reset(n);
    for (int i = 0; i < n; ++i) {
        int items[64], k = 0;
        for (int j = 0; j < n; ++j) if (dist[i][j] <= r) items[k++] = j + 1;
        sc.add_option(items, k, i);
    }
    return sc.within(K);
}

int main() {
    int T;
    if (std::scanf("%d", &T) != 1) return 0;
    for (int cas = 1; cas <= T; ++cas) {
        std::scanf("%d%d", &n, &K);
        for (int i = 0; i < n; ++i) std::scanf("%lld%lld", &X[i], &Y[i]);
        int m = 0;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                ll dx = X[i] - X[j], dy = Y[i] - Y[j];
                dist[i][j] = (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
                cand[m++] = dist[i][j];
            }
        std::sort(cand, cand + m);
        m = std::unique(cand, cand + m) - cand;
        int lo = 0, hi = m - 1;          // cand[hi] always works: any one airport
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (reach(cand[mid])) hi = mid; else lo = mid + 1;
        }
        std::printf("Case #%d: %lld\n", cas, cand[lo]);
    }
    return 0;
}
