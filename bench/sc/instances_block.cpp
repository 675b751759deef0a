// Set-cover instances through the pasted block (templates/dlx_cover.hpp,
// -I templates), for bench/covers.py. Input: T, then per instance
// "n_items n_primary n_options k" (k -1: minimum(), else within(k)) and one
// line per option "size item...". Output per instance: "answer nodes", the
// answer the size of a smallest cover (minimum) or 1 if a cover within k
// was found (any cover: its size may differ between engines), -1 for none.
#define DLXCOVER_MAX_NODES (1 + 1000 + 20000)
#include <cstdio>
#include "dlx_cover.hpp"
static DLXCover sc;

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n, p, m, k, items[1000];
        if (std::scanf("%d%d%d%d", &n, &p, &m, &k) != 4) return 1;
        sc.reset(n, p);
        for (int o = 0; o < m; ++o) {
            int size;
            if (std::scanf("%d", &size) != 1) return 1;
            for (int i = 0; i < size; ++i)
                if (std::scanf("%d", &items[i]) != 1) return 1;
            sc.add_option(items, size, o);
        }
        bool ok = k < 0 ? sc.minimum() : sc.within(k);
        std::printf("%d %lld\n", !ok ? -1 : k < 0 ? sc.nsol : 1, sc.nodes);
    }
    return 0;
}
