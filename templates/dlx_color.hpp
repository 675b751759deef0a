// Description: The C++98 twin of templates/dlx_color.py (XCC): colours on the
//   C++ DLX block's pools, the same names and semantics. Source and refusals:
//   docs/template.md, "Inside the blocks".
// Usage:
//   static XCC xcc;                       // global (static storage): the pools are big
//   xcc.reset(n_items, n_primary);        // items after n_primary are secondary
//   int h = xcc.add_option(items, k, label, colors);  // colors[t]: the colour of
//                                         //   items[t] (0 none); colors 0: no colours
//   xcc.fix(h), xcc.unfix(), xcc.solve(), xcc.count(limit), xcc.search(limit, budget)
//                                         //   as DLX's: sol[0..nsol), nodes
// Time: as DLX, plus O(nodes of the options hidden) per purify; an agreeing
//   option costs one mark per purify. Its item rule is the Python block's (the
//   first primary item with the fewest options): the same nodes as dlx_color.py.
// Memory: DLX's 10 int arrays of DLX_MAX_NODES and one more (K, the colours);
//   DLX_MAX_NODES as DLX's: 1 + items + sum of option sizes.
// Status: stress-tested against brute force, lists and colours restored after
//   every search (templates/dlx_color_test.cpp; tests/templates/test_cpp_blocks.py).
// Needs: dlx-template-cpp, pasted above it.

// region dlx-color-cpp v1
struct XCC : DLX {
    // K[x]: the colour of node x, 0 none, > 0 a colour, -1 while an earlier
    // choice has purified x's item to x's colour. K[c] of an item header c
    // records what fix() did to c (0 free, -1 covered, > 0 purified).
    int K[MAX];
    int p;  // items 1..p are primary

    void reset(int n_items, int n_primary = -1) {
        DLX::reset(n_items, n_primary);
        p = n_primary == -1 ? n_items : n_primary;
        for (int i = 0; i <= n_items; ++i) K[i] = 0;
    }
    // DLX's add_option; colors[t] is the colour of items[t] (0 none, > 0 only
    // on secondary items); colors == 0: no colours.
    int add_option(const int *items, int k, int label, const int *colors = 0) {
        DLX_CHECK(nfixed == 0, "XCC: add_option() after fix(); add every option first");
        for (int t = 0; colors && t < k; ++t) {
            DLX_CHECK(colors[t] >= 0, "XCC: a colour is an int >= 0 (0: no colour)");
            DLX_CHECK(!colors[t] || items[t] > p, "XCC: a colour on a primary item");
        }
        int first = DLX::add_option(items, k, label);
        for (int t = 0; t < k; ++t) K[first + t] = colors ? colors[t] : 0;
        return first;
    }
    void purify(int x) {  // item C[x] takes colour K[x]: hide the others
        int c = C[x], k = K[x];
        for (int i = D[c]; i != c; i = D[i]) {
            if (K[i] == k) { K[i] = -1; continue; }
            for (int j = R[i]; j != i; j = R[j]) {
                U[D[j]] = U[j]; D[U[j]] = D[j]; --S[C[j]];
            }
        }
    }
    void unpurify(int x) {  // the mirror of purify
        int c = C[x], k = K[x];
        for (int i = U[c]; i != c; i = U[i]) {
            if (K[i] < 0) { K[i] = k; continue; }
            for (int j = L[i]; j != i; j = L[j]) {
                ++S[C[j]]; U[D[j]] = j; D[U[j]] = j;
            }
        }
    }
    // Node x's item: covered (no colour), purified (a colour), or nothing
    // (an earlier choice purified it to x's colour already).
    void commit(int x) { if (!K[x]) cover(C[x]); else if (K[x] > 0) purify(x); }
    void uncommit(int x) { if (!K[x]) uncover(C[x]); else if (K[x] > 0) unpurify(x); }

    // Choose option h before the search; false, changing nothing, if it
    // clashes with the options fixed already (colours included).
    bool fix(int h) {
        DLX_CHECK(n < h && h < top && L[h] >= h,
                  "XCC: fix() takes the handle add_option returned, not a label");
        int j = h;
        do {  // hidden (a node unlinked), or its item taken and j not marked agreeing
            if (D[U[j]] != j || (K[C[j]] && K[j] >= 0)) return false;
            j = R[j];
        } while (j != h);
        do {  // out of its items' lists, as a chosen option is
            U[D[j]] = U[j]; D[U[j]] = D[j]; --S[C[j]];
            j = R[j];
        } while (j != h);
        do {
            int k = K[j];
            commit(j);
            if (k >= 0) K[C[j]] = k ? k : -1;
            j = R[j];
        } while (j != h);
        fixed[nfixed++] = h;
        return true;
    }
    void unfix() {  // undo the latest fix(): uncommit in the mirror order, relink
        DLX_CHECK(nfixed > 0, "XCC: unfix() with nothing fixed");
        int h = fixed[--nfixed], j = L[h];
        do {
            uncommit(j);
            if (K[j] >= 0) K[C[j]] = 0;
            j = L[j];
        } while (j != L[h]);
        do {
            ++S[C[j]]; U[D[j]] = j; D[U[j]] = j;
            j = L[j];
        } while (j != L[h]);
    }
    bool solve() { return search(1) > 0; }
    long long count(long long limit = 1LL << 62) { return search(limit); }
    // DLX's search, the chosen option's other items committed and uncommitted.
    long long search(long long limit = 1, long long budget = 1LL << 62) {
        long long found = 0;
        bool more = true;
        int level = 0;
        nodes = 0; nsol = 0;
        for (;;) {
            if (R[0] == 0) {                 // all primary items covered
                if (found++ == 0) {
                    for (int i = 0; i < nfixed; ++i) sol[nsol++] = LABEL[fixed[i]];
                    for (int l = 0; l < level; ++l) sol[nsol++] = LABEL[x[l]];
                }
                more = found < limit;
            } else if (nodes == budget) {    // out of budget: back out of every level
                more = false; nodes = budget + 1;
            } else {                         // the primary item with fewest options
                ++nodes;
                int c = R[0], s = S[c];
                for (int i = R[c]; i && s > 1; i = R[i])
                    if (S[i] < s) { c = i; s = S[i]; }
                if (s) {                     // cover c, commit its first option
                    cover(c);
                    int r = x[level++] = D[c];
                    for (int j = R[r]; j != r; j = R[j]) commit(j);
                    continue;
                }
            }
            for (;;) {                       // uncommit; next option, or back up
                if (level == 0) return found;
                int r = x[--level];
                for (int j = L[r]; j != r; j = L[j]) uncommit(j);
                int c = C[r];
                r = D[r];
                if (more && r != c) {
                    x[level++] = r;
                    for (int j = R[r]; j != r; j = R[j]) commit(j);
                    break;
                }
                uncover(c);
            }
        }
    }
};
// endregion dlx-color-cpp v1
