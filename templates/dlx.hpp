// Description: The C++98 twin of templates/dlx.py: the same names and semantics,
//   static pools of DLX_MAX_NODES nodes, labels ints. Source and refusals:
//   docs/template.md, "Inside the blocks".
// Usage:
//   DLX dlx;                              // global (static storage): the pools are big
//   dlx.reset(n_items);                   // every test case; (n_items, n_primary)
//   int h = dlx.add_option(items, k, label);  // items[0..k) in 1..n_items; h: a handle
//   dlx.fix(h);                           // choose it before the search (a given);
//                                         //   false on a clash, changing nothing
//   dlx.unfix();                          // undo the latest fix
//   dlx.solve();                          // true if there is a solution: its labels
//                                         //   are dlx.sol[0..dlx.nsol), fixed first
//   dlx.count(limit);                     // number of solutions, stopping at limit
//   dlx.search(limit, budget);            // solutions found (first in sol); gives up
//                                         //   after budget nodes: dlx.nodes == budget + 1
// Time: exponential in the worst case; cover/uncover O(nodes touched), reset
//   O(n_items). Measured in bench/results/ (`make bench`, bench/cpp.py).
// Memory: 10 int arrays of DLX_MAX_NODES (about 0.7 MB at the default).
// Status: stress-tested against brute force, links restored after every search
//   (templates/dlx_test.cpp; tests/templates/test_cpp_blocks.py compiles and runs it).
// Needs: nothing (it stands alone).

// region dlx-template-cpp v3
// Capacity: 1 root + n_items headers + one node per item of every option.
// Default: the largest model we ship, 16x16 Sudoku = 1 + 1024 + 4096*4;
// #define DLX_MAX_NODES before this block for a bigger model.
#include <cstdio>
#include <cstdlib>
#ifndef DLX_MAX_NODES
#define DLX_MAX_NODES (1 + 1024 + 4096 * 4)
#endif
#define DLX_CHECK(ok, what) \
    do { if (!(ok)) { std::fprintf(stderr, "DLX: %s\n", what); std::abort(); } } while (0)

// The 2000 paper's names: L R U D links, C item of a node, S item sizes; and
// LABEL, the label of a node's option. Node 0 is the root, 1..n the item
// headers; options from `top`.
struct DLX {
    enum { MAX = DLX_MAX_NODES };
    int L[MAX], R[MAX], U[MAX], D[MAX], C[MAX], S[MAX], LABEL[MAX];
    int n, top, nfixed, fixed[MAX];  // fixed: the handles fix() chose, in order
    int x[MAX];                      // x[l]: the option node chosen at level l
    int nsol, sol[MAX];              // labels of the first solution found
    long long nodes;                 // items the last search chose, dead ends too

    // Drop every option. Items 1..n_primary (-1: all) are primary; the rest
    // are secondary (at most once), each a ring of its own.
    void reset(int n_items, int n_primary = -1) {
        int p = n_primary == -1 ? n_items : n_primary;
        DLX_CHECK(0 <= n_items && n_items < MAX,
                  "DLX_MAX_NODES < 1 + items + sum of option sizes (items alone)");
        DLX_CHECK(0 <= p && p <= n_items, "n_primary must be in 0..n_items");
        for (int i = 0; i <= n_items; ++i) {
            L[i] = i - 1; R[i] = i + 1; U[i] = D[i] = i; S[i] = 0;
        }
        L[0] = p; R[p] = 0;
        for (int i = p + 1; i <= n_items; ++i) L[i] = R[i] = i;
        n = n_items; top = n_items + 1; nfixed = nsol = 0; nodes = 0;
    }
    // Append an option: k distinct items in 1..n. Returns its handle, the
    // option's first node: the only thing fix() accepts.
    int add_option(const int *items, int k, int label) {
        DLX_CHECK(k > 0, "an option is a non-empty list of items");
        DLX_CHECK(top + k <= MAX,
                  "pool full: DLX_MAX_NODES < 1 + items + sum of option sizes");
        int first = top;
        for (int t = 0; t < k; ++t) {
            int c = items[t], x = first + t;
            DLX_CHECK(1 <= c && c <= n, "an item outside 1..n_items");
            DLX_CHECK(U[c] < first, "an item twice in one option");
            L[x] = x - 1; R[x] = x + 1; U[x] = U[c]; D[x] = c; C[x] = c; LABEL[x] = label;
            D[U[c]] = x; U[c] = x; ++S[c];
        }
        top = first + k;
        L[first] = top - 1; R[top - 1] = first;
        return first;
    }
    void cover(int c) {
        L[R[c]] = L[c]; R[L[c]] = R[c];
        for (int i = D[c]; i != c; i = D[i])
            for (int j = R[i]; j != i; j = R[j]) {
                U[D[j]] = U[j]; D[U[j]] = D[j]; --S[C[j]];
            }
    }
    // The search's tie-break: the item the latest option's covers left with the
    // fewest options (the first to reach that size), hint_size its size then.
    int hint, hint_size;
    void cover_noting(int c) {  // cover, noting the item it leaves smallest
        L[R[c]] = L[c]; R[L[c]] = R[c];
        for (int i = D[c]; i != c; i = D[i])
            for (int j = R[i]; j != i; j = R[j]) {
                U[D[j]] = U[j]; D[U[j]] = D[j];
                int s = --S[C[j]];
                if (s < hint_size) { hint_size = s; hint = C[j]; }
            }
    }
    void uncover(int c) {  // the mirror of cover, step for step
        for (int i = U[c]; i != c; i = U[i])
            for (int j = L[i]; j != i; j = L[j]) {
                ++S[C[j]]; U[D[j]] = j; D[U[j]] = j;
            }
        L[R[c]] = c; R[L[c]] = c;
    }
    // Choose option h before the search (a given). False, changing nothing,
    // if it clashes with an option already fixed. Only an option's first node
    // has L[h] >= h, so anything but a handle (a label, above all) aborts.
    bool fix(int h) {
        DLX_CHECK(n < h && h < top && L[h] >= h,
                  "fix() takes the handle add_option returned, not a label");
        int j = h;
        do {  // a clash unlinked the option's other nodes, or took its only item
            if (D[U[j]] != j) return false;
            j = R[j];
        } while (j != h);
        if (R[h] == h)  // a one-item option: is its item in a fixed option?
            for (int f = 0; f < nfixed; ++f) {
                int k = fixed[f];
                do { if (C[k] == C[h]) return false; k = R[k]; } while (k != fixed[f]);
            }
        do { cover(C[j]); j = R[j]; } while (j != h);
        fixed[nfixed++] = h;
        return true;
    }
    void unfix() {  // undo the latest fix(), uncovering in the mirror order
        DLX_CHECK(nfixed > 0, "unfix() with nothing fixed");
        int h = fixed[--nfixed];
        for (int j = L[h]; j != h; j = L[j]) uncover(C[j]);
        uncover(C[h]);
    }
    bool solve() { return search(1) > 0; }
    long long count(long long limit = 1LL << 62) { return search(limit); }
    // Algorithm X, iterative. Returns the solutions found, at most limit; the
    // first one's labels in sol[0..nsol) (nsol = 0: none). Gives up after
    // `budget` nodes (DLX1's timeout counts mems), and then nodes == budget + 1.
    // Every list is restored.
    long long search(long long limit = 1, long long budget = 1LL << 62) {
        long long found = 0;
        bool more = true;
        int level = 0;
        nodes = 0; nsol = 0; hint = 0;
        for (;;) {
            if (R[0] == 0) {                 // X2: all primary items covered
                if (found++ == 0) {
                    for (int i = 0; i < nfixed; ++i) sol[nsol++] = LABEL[fixed[i]];
                    for (int l = 0; l < level; ++l) sol[nsol++] = LABEL[x[l]];
                }
                more = found < limit;
            } else if (nodes == budget) {    // out of budget: back out of every level
                more = false; nodes = budget + 1;
            } else {                         // X3: the item with fewest options (MRV),
                ++nodes;                     //   the hint first among equals if it is in
                int c = R[0];                //   the primary list (a secondary: L == self)
                if (hint && R[L[hint]] == hint && L[hint] != hint) c = hint;
                int s = S[c];
                for (int i = R[0]; i && s > 1; i = R[i])
                    if (S[i] < s) { c = i; s = S[i]; }
                if (s) {                     // X4, X5: cover c, try its first option
                    cover(c);
                    int r = x[level++] = D[c];
                    hint = 0; hint_size = MAX;
                    for (int j = R[r]; j != r; j = R[j]) cover_noting(C[j]);
                    continue;
                }
            }
            for (;;) {                       // X6-X8: next option, or back up a level
                if (level == 0) return found;
                int r = x[--level];
                for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
                int c = C[r];
                r = D[r];
                if (more && r != c) {
                    x[level++] = r;
                    hint = 0; hint_size = MAX;
                    for (int j = R[r]; j != r; j = R[j]) cover_noting(C[j]);
                    break;
                }
                uncover(c);
            }
        }
    }
};
// endregion dlx-template-cpp v3
