// Description: The C++98 twin of templates/cost_cover.py: a cover of least total
//   cost with dancing links, set or exact cover, at most k options where given.
//   Source and refusals: docs/template.md, "Inside the blocks".
// Usage:
//   static CostCover cc;                 // global (static storage): the pools are big
//   cc.reset(n_items);                   // every test case; (n_items, n_primary, exact)
//   cc.add_option(items, k, cost, label);  // items[0..k) in 1..n_items, distinct; cost >= 0
//   cc.minimum();                        // true if any cover: a cheapest one's labels in
//                                        //   cc.sol[0..cc.nsol), its cost in cc.cost
//   cc.minimum(k);                       // only covers of at most k options (-1: any)
//   cc.minimum(k, budget);               // give up after budget nodes: then cc.nodes ==
//                                        //   budget + 1, sol the cheapest found so far
// Time: exponential in the worst case; per node O(nodes of the open columns)
//   for lower_bound, choosing an option O(nodes of its items' columns). Per
//   search: the links rebuilt, options sorted by cost (O(m log m)), and the
//   dominated ones found in O(sum over options of (options sharing its
//   first primary item) * their sizes).
// Memory: 15 int arrays of COSTCOVER_MAX_NODES, 2 of long long, 1 unsigned.
// Status: stress-tested against brute force (templates/cost_cover_test.cpp;
//   tests/templates/test_cpp_blocks.py compiles and runs it), the links the
//   search leaves checked against a fresh build.
// Needs: nothing (it stands alone).

// region cost-cover-cpp v1
// Capacity, the one number to set: 1 root + n_items headers + one node per
// item of every option (options, levels and labels fit in as many).
// Default: 1 + 60 + 60*60 (HDU 4735 at full size, 50 nodes each reaching
// all 50, fits). #define COSTCOVER_MAX_NODES before this block for more.
#include <cstdio>
#include <cstdlib>
#ifndef COSTCOVER_MAX_NODES
#define COSTCOVER_MAX_NODES (1 + 60 + 60 * 60)
#endif
#ifndef DLX_CHECK
#define DLX_CHECK(ok, what) \
    do { if (!(ok)) { std::fprintf(stderr, "DLX: %s\n", what); std::abort(); } } while (0)
#endif

// The names of Knuth's 2000 paper: L R U D links, C item of a node, S item
// sizes (live options); ROW the option of a node. Per option o: its nodes
// START[o]..START[o + 1] - 1, COST, LABEL, PS (its primary items). Node 0 is
// the root, 1..n the item headers. add_option links the rows only; each
// search links the columns (build), cheapest option on top.
struct CostCover {
    enum { MAX = COSTCOVER_MAX_NODES };
    int L[MAX], R[MAX], U[MAX], D[MAX], C[MAX], S[MAX], ROW[MAX];
    int START[MAX + 1], LABEL[MAX], PS[MAX], order[MAX], n, p, top, options;
    long long COST[MAX], spent[MAX];  // spent[l]: the cost chosen above level l
    bool exact;
    unsigned stamp, seen[MAX];       // marks: seen[c] == stamp
    int x[MAX], base[MAX];           // x[l]: option node chosen at level l; base[l]:
    int hidden[MAX], nhidden;        //   where level l's tried options start in hidden
    int nsol, sol[MAX];              // labels of the cheapest cover found
    long long cost, nodes;           // its cost; items the last search branched on

    // Drop every option. Items 1..n_primary (-1: all) are primary, covered at
    // least once (exactly once with exact); the rest secondary, rings of one.
    void reset(int n_items, int n_primary = -1, bool exact_cover = false) {
        int q = n_primary == -1 ? n_items : n_primary;
        DLX_CHECK(0 <= n_items && n_items < MAX,
                  "COSTCOVER_MAX_NODES < 1 + items + sum of option sizes (items alone)");
        DLX_CHECK(0 <= q && q <= n_items, "n_primary must be in 0..n_items");
        n = n_items; p = q; exact = exact_cover; top = START[0] = n + 1;
        options = nsol = 0; stamp = 0; nodes = 0; cost = -1;
        for (int i = 0; i <= n; ++i) seen[i] = 0;
    }
    void add_option(const int *items, int k, long long c, int label) {
        DLX_CHECK(k > 0, "an option is a non-empty list of items");
        DLX_CHECK(c >= 0, "a cost is >= 0");
        DLX_CHECK(top + k <= MAX,
                  "pool full: COSTCOVER_MAX_NODES < 1 + items + sum of option sizes");
        int first = top, o = options;
        ++stamp;
        PS[o] = 0;
        for (int t = 0; t < k; ++t) {
            int i = items[t], node = first + t;
            DLX_CHECK(1 <= i && i <= n, "an item outside 1..n_items");
            DLX_CHECK(seen[i] != stamp, "an item twice in one option");
            seen[i] = stamp; PS[o] += i <= p;
            L[node] = node - 1; R[node] = node + 1; C[node] = i; ROW[node] = o;
        }
        top = first + k;
        L[first] = top - 1; R[top - 1] = first;
        COST[o] = c; LABEL[o] = label; START[++options] = top;
    }
    void link(int o) {    // option o's nodes at the bottom of their columns
        for (int j = START[o]; j < START[o + 1]; ++j) {
            int c = C[j];
            U[j] = U[c]; D[j] = c; D[U[c]] = j; U[c] = j; ++S[c];
        }
    }
    // Option o is left out when a cheapest cover never needs it: no primary
    // item (a cover without it is a cover, no dearer), or a plain option q (no
    // secondary item) with COST[q] <= COST[o] holds every primary item of o
    // (exact cover: the same ones): swapping o for q keeps a cover and its
    // count, at no more cost. Ties go to the bigger, then the first, so a
    // left-out option has a kept one above it (a strict order).
    bool dominated(int o) {
        int k = 0, c0 = 0;
        ++stamp;
        for (int j = START[o]; j < START[o + 1]; ++j)
            if (C[j] <= p) { seen[C[j]] = stamp; ++k; if (!c0) c0 = C[j]; }
        if (!k) return true;
        for (int i = D[c0]; i != c0; i = D[i]) {
            int q = ROW[i], held = 0;
            if (q == o || PS[q] != START[q + 1] - START[q] || COST[q] > COST[o]) continue;
            for (int j = START[q]; j < START[q + 1]; ++j) held += seen[C[j]] == stamp;
            if (held == k && (!exact || PS[q] == k) && (COST[q] < COST[o] || PS[q] > k || q < o))
                return true;
        }
        return false;
    }
    bool before(bool items, int a, int b) {  // the sort orders: options cheapest,
        if (items) {                         // biggest, first; items dearest, fewest
            long long ca = COST[ROW[D[a]]], cb = COST[ROW[D[b]]];
            return ca != cb ? ca > cb : S[a] != S[b] ? S[a] < S[b] : a < b;
        }
        return COST[a] != COST[b] ? COST[a] < COST[b] : PS[a] != PS[b] ? PS[a] > PS[b] : a < b;
    }
    void sift(bool items, int *a, int j, int end) {  // heapsort by `before`
        for (int k; (k = 2 * j + 1) < end; j = k) {
            if (k + 1 < end && before(items, a[k], a[k + 1])) ++k;
            if (!before(items, a[j], a[k])) return;
            int t = a[j]; a[j] = a[k]; a[k] = t;
        }
    }
    void sort(bool items, int *a, int m) {
        for (int i = m / 2 - 1; i >= 0; --i) sift(items, a, i, m);
        for (int end = m - 1; end > 0; --end) {
            int t = a[0]; a[0] = a[end]; a[end] = t;
            sift(items, a, 0, end);
        }
    }
    // The columns, for a search: the kept options cheapest first in each; the
    // open items dearest first in the header list (their cheapest option the
    // dearest; ties: fewest options), so lower_bound counts them first.
    // False if a primary item has no option.
    bool build() {
        int m = 0;
        for (int i = 0; i <= n; ++i) { U[i] = D[i] = i; S[i] = 0; L[i] = R[i] = i; }
        for (int o = 0; o < options; ++o) link(o);
        for (int o = 0; o < options; ++o) if (!dominated(o)) order[m++] = o;
        sort(false, order, m);
        for (int i = 0; i <= n; ++i) { U[i] = D[i] = i; S[i] = 0; }
        for (int t = 0; t < m; ++t) link(order[t]);
        for (int c = 1; c <= p; ++c) {
            if (!S[c]) return false;
            order[c - 1] = c;
        }
        sort(true, order, p);
        for (int t = 0, prev = 0; t <= p; prev = order[t++]) {
            int c = t < p ? order[t] : 0;
            R[prev] = c; L[c] = prev;
        }
        return true;
    }
    void remove(int j) {  // j's column leaves every other row (and the header list)
        for (int i = D[j]; i != j; i = D[i]) { L[R[i]] = L[i]; R[L[i]] = R[i]; }
    }
    void resume(int j) {  // the mirror of remove
        for (int i = U[j]; i != j; i = U[i]) { L[R[i]] = i; R[L[i]] = i; }
    }
    void hide(int r) {    // r's option leaves its columns (its row stays)
        int j = r;
        do { U[D[j]] = U[j]; D[U[j]] = D[j]; --S[C[j]]; j = R[j]; } while (j != r);
    }
    void unhide(int r) {  // the mirror of hide
        for (int j = L[r];; j = L[j]) { ++S[C[j]]; U[D[j]] = j; D[U[j]] = j; if (j == r) break; }
    }
    void cover(int c) {   // Algorithm X: item c leaves the header list (a
        L[R[c]] = L[c]; R[L[c]] = R[c];   // no-op for a ring of one), the options
        for (int i = D[c]; i != c; i = D[i])  //   holding it their other columns
            for (int j = R[i]; j != i; j = R[j]) {
                U[D[j]] = U[j]; D[U[j]] = D[j]; --S[C[j]];
            }
    }
    void uncover(int c) {  // the mirror of cover
        for (int i = U[c]; i != c; i = U[i])
            for (int j = L[i]; j != i; j = L[j]) {
                ++S[C[j]]; U[D[j]] = j; D[U[j]] = j;
            }
        L[R[c]] = c; R[L[c]] = c;
    }
    void choose(int r) {  // exact: cover every item; set cover: primary columns
        int j = r;        //   first (cover() unlinks r's nodes), then secondary
        if (exact) { do { cover(C[j]); j = R[j]; } while (j != r); return; }
        do { if (C[j] <= p) remove(j); j = R[j]; } while (j != r);
        do { if (C[j] > p) cover(C[j]); j = R[j]; } while (j != r);
    }
    void unchoose(int r) {  // the mirror of choose
        int j = L[r];
        for (;; j = L[j]) { if (exact || C[j] > p) uncover(C[j]); if (j == r) break; }
        if (exact) return;
        for (j = L[r];; j = L[j]) { if (C[j] <= p) resume(j); if (j == r) break; }
    }
    // What covering the open items still takes at least: the options (the
    // result) and their cost (into `spent`), counted until the options pass
    // room or the cost passes cost_room. Take the first unmarked open item c
    // (the dearest first), count one option and the cost of c's cheapest live
    // option (on top of its column), mark every item of every option holding
    // it, repeat. Admissible: no option holds two counted items (each later
    // one is outside every earlier one's options), so a cover spends a
    // separate option on each, and that option costs at least the item's
    // cheapest live one. An item with no live option: (room + 1, cost_room + 1).
    int lower_bound(int room, long long cost_room, long long &spent_more) {
        int k = 0;
        spent_more = 0;
        ++stamp;
        for (int c = R[0]; c && k <= room && spent_more <= cost_room; c = R[c])
            if (seen[c] != stamp) {
                if (D[c] == c) { spent_more = cost_room + 1; return room + 1; }
                spent_more += COST[ROW[D[c]]];
                ++k;
                for (int i = D[c]; i != c; i = D[i])
                    for (int j = R[i]; j != i; j = R[j]) seen[C[j]] = stamp;
            }
        return k;
    }
    // Branch and bound, iterative. A cover is kept when cheaper than the best
    // so far (limit: the cost to beat, at first more than all options
    // together). The links are left as build() makes them.
    bool minimum(int at_most = -1, long long budget = 1LL << 62) {
        DLX_CHECK(at_most >= -1, "minimum(at_most) needs at_most >= 0 (or -1: any)");
        nodes = 0; nsol = 0; cost = -1; nhidden = 0;
        if (!build()) return false;
        int room0 = at_most < 0 ? options : at_most, level = 0;
        long long limit = 1, have = 0, lb;
        for (int o = 0; o < options; ++o) limit += COST[o];
        for (;;) {
            if (R[0] == 0) {                 // a cover, cheaper than any before
                cost = limit = have; nsol = level;
                for (int l = 0; l < level; ++l) sol[l] = LABEL[ROW[x[l]]];
            } else if (lower_bound(room0 - level, limit - have - 1, lb) > room0 - level
                       || have + lb >= limit) {
                // no cheaper cover within the bound below here
            } else if (nodes == budget) {    // out of budget: back out of every level
                nodes = budget + 1;
            } else {                         // MRV, its options cheapest first
                ++nodes;
                int c = R[0], s = S[c];
                for (int i = R[c]; i && s > 1; i = R[i])
                    if (S[i] < s) { c = i; s = S[i]; }
                int r = D[c];
                if (s && have + COST[ROW[r]] < limit) {
                    base[level] = nhidden; spent[level] = have; x[level++] = r;
                    have += COST[ROW[r]];
                    choose(r);
                    continue;
                }
            }
            bool more = nodes <= budget;
            for (;;) {                       // next option of the level, or back up
                if (level == 0) {
                    while (nhidden) unhide(hidden[--nhidden]);
                    return cost >= 0;
                }
                int r = x[--level];
                unchoose(r);
                int next = D[r];
                if (more && next > n && spent[level] + COST[ROW[next]] < limit) {
                    hide(r);                 // tried: not in its siblings' subtrees
                    hidden[nhidden++] = r;
                    have = spent[level] + COST[ROW[next]];
                    x[level++] = next;
                    choose(next);
                    break;
                }                            // (else the rest of the column costs more)
                while (nhidden > base[level]) unhide(hidden[--nhidden]);
            }
        }
    }
};
// endregion cost-cover-cpp v1
