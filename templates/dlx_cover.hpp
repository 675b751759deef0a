// Description: The C++98 twin of the set-cover blocks (the form of Chinese DLX
//   libraries, for judges without Python such as HDU): the fewest options that
//   cover every primary item AT LEAST once, or "at most k options?". Source and
//   refusals: docs/template.md, "Inside the blocks".
// Usage:
//   static DLXCover sc;                  // global (static storage): the pools are big
//   sc.reset(n_items);                   // every test case; (n_items, n_primary)
//   sc.add_option(items, k, label);      // items[0..k) in 1..n_items, distinct
//   sc.within(k);                        // true if at most k options cover: the labels
//                                        //   of the first such cover in sc.sol[0..sc.nsol)
//   sc.minimum();                        // true if any cover: a smallest one in sol
//   sc.within(k, budget), sc.minimum(budget)  // give up after budget nodes: then
//                                        //   sc.nodes == budget + 1 and sol holds the
//                                        //   best found so far (the result says if any)
// Time: exponential in the worst case; per node O(nodes of the open columns)
//   for lower_bound, choosing an option O(nodes of its items' columns); per
//   search O(sum over options of (options sharing its first primary item) *
//   their sizes) for the dominated ones.
// Memory: 14 int arrays of DLXCOVER_MAX_NODES (one of them unsigned).
// Status: stress-tested against brute force (templates/dlx_cover_test.cpp;
//   tests/templates/test_cpp_blocks.py compiles and runs it), lists restored after every search.
// Needs: nothing (it stands alone).

// region dlx-cover-cpp v3
// Capacity, the one number to set: 1 root + n_items headers + one node per
// item of every option (options, levels and labels fit in as many).
// Default: 1 + 60 + 60*60, HDU 5046 Airport at full size (60 cities, each
// an option over the cities it reaches); HDU 2295 (50 x 50) fits too.
// #define DLXCOVER_MAX_NODES before this block for a bigger model.
#include <cstdio>
#include <cstdlib>
#ifndef DLXCOVER_MAX_NODES
#define DLXCOVER_MAX_NODES (1 + 60 + 60 * 60)
#endif
#define DLX_CHECK(ok, what) \
    do { if (!(ok)) { std::fprintf(stderr, "DLX: %s\n", what); std::abort(); } } while (0)

// The names of Knuth's 2000 paper: L R U D links, C item of a node, S item
// sizes (live options); LABEL, the label of a node's option, ROW its index.
// Node 0 is the root, 1..n the item headers; options from `top`, option o's
// nodes START[o]..START[o + 1] - 1.
struct DLXCover {
    enum { MAX = DLXCOVER_MAX_NODES };
    int L[MAX], R[MAX], U[MAX], D[MAX], C[MAX], S[MAX], LABEL[MAX], ROW[MAX];
    int START[MAX + 1], n, p, top, options;
    unsigned stamp, seen[MAX];       // marks: seen[c] == stamp
    int x[MAX], base[MAX];           // x[l]: option node chosen at level l; base[l]:
    int hidden[MAX], nhidden;        //   where level l's tried options start in hidden
    int nsol, sol[MAX];              // labels of the best cover found
    long long nodes;                 // items the last search branched on

    // Drop every option. Items 1..n_primary (-1: all) are primary; the rest
    // are secondary (at most once), each a ring of its own.
    void reset(int n_items, int n_primary = -1) {
        int q = n_primary == -1 ? n_items : n_primary;
        DLX_CHECK(0 <= n_items && n_items < MAX,
                  "DLXCOVER_MAX_NODES < 1 + items + sum of option sizes (items alone)");
        DLX_CHECK(0 <= q && q <= n_items, "n_primary must be in 0..n_items");
        for (int i = 0; i <= n_items; ++i) {
            L[i] = i - 1; R[i] = i + 1; U[i] = D[i] = i; S[i] = 0; seen[i] = 0;
        }
        L[0] = q; R[q] = 0;
        for (int i = q + 1; i <= n_items; ++i) L[i] = R[i] = i;
        n = n_items; p = q; top = START[0] = n_items + 1; options = nsol = 0;
        stamp = 0; nodes = 0;
    }
    void add_option(const int *items, int k, int label) {  // k distinct items in 1..n
        DLX_CHECK(k > 0, "an option is a non-empty list of items");
        DLX_CHECK(top + k <= MAX,
                  "pool full: DLXCOVER_MAX_NODES < 1 + items + sum of option sizes");
        int first = top;
        for (int t = 0; t < k; ++t) {
            int c = items[t], x = first + t;
            DLX_CHECK(1 <= c && c <= n, "an item outside 1..n_items");
            DLX_CHECK(U[c] < first, "an item twice in one option");
            L[x] = x - 1; R[x] = x + 1; U[x] = U[c]; D[x] = c; C[x] = c;
            LABEL[x] = label; ROW[x] = options;
            D[U[c]] = x; U[c] = x; ++S[c];
        }
        top = first + k;
        L[first] = top - 1; R[top - 1] = first;
        START[++options] = top;
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
    void cover(int c) {   // Algorithm X: the options holding item c leave
        for (int i = D[c]; i != c; i = D[i])
            for (int j = R[i]; j != i; j = R[j]) {
                U[D[j]] = U[j]; D[U[j]] = D[j]; --S[C[j]];
            }
    }
    void uncover(int c) {  // the mirror of cover
        for (int i = U[c]; i != c; i = U[i])
            for (int j = L[i]; j != i; j = L[j]) {
                ++S[C[j]]; U[D[j]] = j; D[U[j]] = j;
            }
    }
    void choose(int r) {  // primary columns first: cover() unlinks r's nodes
        int j = r;
        do { if (C[j] <= p) remove(j); j = R[j]; } while (j != r);
        do { if (C[j] > p) cover(C[j]); j = R[j]; } while (j != r);
    }
    void unchoose(int r) {  // the mirror of choose
        int j = L[r];
        for (;; j = L[j]) { if (C[j] > p) uncover(C[j]); if (j == r) break; }
        for (j = L[r];; j = L[j]) { if (C[j] <= p) resume(j); if (j == r) break; }
    }
    // Option o is dominated when a plain option q (no secondary item) holds
    // every primary item of o, q bigger or equal and first: q does as well in
    // any cover, and q is kept or dominated in turn by a bigger (or earlier)
    // one, a chain that ends at a kept option. Hidden before the search.
    bool dominated(int o) {
        int k = 0, c0 = 0;
        ++stamp;
        for (int j = START[o]; j < START[o + 1]; ++j)
            if (C[j] <= p) { seen[C[j]] = stamp; ++k; if (!c0) c0 = C[j]; }
        for (int i = D[c0]; k && i != c0; i = D[i]) {
            int q = ROW[i], held = 0, size = START[q + 1] - START[q];
            bool plain = true;
            for (int j = START[q]; j < START[q + 1]; ++j) {
                plain = plain && C[j] <= p;
                held += seen[C[j]] == stamp;
            }
            if (q != o && plain && held == k && (size > k || q < o)) return true;
        }
        return false;
    }
    void hide_dominated() {  // onto `hidden`, from nhidden = 0
        nhidden = 0;
        for (int o = 0; o < options; ++o)
            if (dominated(o)) hidden[nhidden++] = START[o];
        for (int t = 0; t < nhidden; ++t) hide(hidden[t]);
    }
    // How many more options a cover of the open items needs at least, counted
    // up to room + 1: take an open item, count one, mark every item of every
    // option that holds it, repeat with an unmarked one. Admissible: no option
    // holds two counted items (each later one is outside every earlier one's
    // options), so a cover spends a separate option on each of them.
    int lower_bound(int room) {
        int k = 0;
        ++stamp;
        for (int c = R[0]; c && k <= room; c = R[c])
            if (seen[c] != stamp) {
                ++k;
                for (int i = D[c]; i != c; i = D[i])
                    for (int j = R[i]; j != i; j = R[j]) seen[C[j]] = stamp;
            }
        return k;
    }
    bool within(int k, long long budget = 1LL << 62) {
        DLX_CHECK(k >= 0, "within(k) needs k >= 0");
        return search(k, false, budget);
    }
    bool minimum(long long budget = 1LL << 62) {
        return search(p < options ? p : options, true, budget);
    }
    // Branch and bound, iterative. A cover found at depth d is kept, and with
    // `smallest` the bound drops to d - 1 and the search goes on. Every list
    // is restored.
    bool search(int bound, bool smallest, long long budget) {
        bool found = false;
        int level = 0;
        nodes = 0; nsol = 0;
        hide_dominated();
        for (;;) {
            int room = bound - level;
            if (lower_bound(room) > room) {
                // no cover within the bound below here
            } else if (R[0] == 0) {          // every primary item covered
                found = true; nsol = level;
                for (int l = 0; l < level; ++l) sol[l] = LABEL[x[l]];
                bound = level - 1;
            } else if (nodes == budget) {    // out of budget: back out of every level
                nodes = budget + 1;
            } else {                         // MRV: the open item with fewest options
                ++nodes;
                int c = R[0], s = S[c];
                for (int i = R[c]; i && s > 1; i = R[i])
                    if (S[i] < s) { c = i; s = S[i]; }
                if (s) {
                    base[level] = nhidden;
                    int r = x[level++] = D[c];
                    choose(r);
                    continue;
                }
            }
            bool more = nodes <= budget && (smallest || !found);
            for (;;) {                       // next option of the level, or back up
                if (level == 0) {
                    while (nhidden) unhide(hidden[--nhidden]);
                    return found;
                }
                int r = x[--level];
                unchoose(r);
                if (more && D[r] > n && level < bound) {
                    hide(r);                 // tried: not in its siblings' subtrees
                    hidden[nhidden++] = r;
                    x[level++] = r = D[r];
                    choose(r);
                    break;
                }
                while (nhidden > base[level]) unhide(hidden[--nhidden]);
            }
        }
    }
};
// endregion dlx-cover-cpp v3
