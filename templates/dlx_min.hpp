// Description: The C++98 twin of templates/dlx_min.py: minimum exact cover on
//   the C++ DLX block, by branch and bound. Source and refusals:
//   docs/template.md, "Inside the blocks".
// Usage:
//   static DLXMin dlx;                   // global (static storage): the pools are big
//   dlx.reset(n_items); dlx.add_option(items, k, label);   // as DLX; fix() too
//   dlx.minimum();                       // true if there is a cover: a smallest one's
//                                        //   labels in dlx.sol[0..dlx.nsol), fixed first
//   dlx.minimum(budget, k);              // give up after budget nodes (then dlx.nodes ==
//                                        //   budget + 1, sol the smallest found so far,
//                                        //   unproven); only covers of at most k options
// Time: DLX's per node, plus one bound: O(size classes it reads); minimum()
//   first reads every node once, O(top).
// Memory: DLX's, plus 7 int arrays of DLX_MAX_NODES.
// Status: stress-tested against brute force (templates/dlx_min_test.cpp;
//   tests/templates/test_cpp_blocks.py compiles and runs it), lists restored after every search.
// Needs: dlx-template-cpp, pasted above it.

// region dlx-min-cpp v2
// A lower bound on the options still needed to cover `need` open primary
// items: take the live options from the largest down until their sizes add up
// to `need`. sizes: the options' primary sizes, decreasing, 0 last; live[k]:
// live options of size sizes[k]; classes before `first` hold none (it moves to
// the first that does). Admissible: a live option holds only open primary
// items and the options of a cover are disjoint, so k more options cover at
// most the sum of the k largest live sizes. Stops at cap (a bound >= cap
// prunes anyway).
int min_cover_bound(int need, const int *live, const int *sizes, int &first, int cap) {
    while (sizes[first] && !live[first]) ++first;
    int k = 0;
    for (int i = first; k < cap; ++i) {
        if (!sizes[i]) return cap;       // no live option covers what is left
        if (live[i] * sizes[i] >= need) {
            int b = k + (need + sizes[i] - 1) / sizes[i];
            return b < cap ? b : cap;
        }
        k += live[i]; need -= live[i] * sizes[i];
    }
    return cap;
}

struct DLXMin : DLX {
    int Z[MAX], P[MAX];          // Z[x]: size class of node x's option; P[x]: its primary items
    int sizes[MAX], live[MAX];   // the classes, decreasing, 0 last; live options per class
    int lbound[MAX], lclass[MAX];  // per level: depth + bound when it began, its class
    int rank[MAX];               // rank[s]: the class of primary size s

    void cover_live(int c) {     // DLX's cover, counting the options it removes
        L[R[c]] = L[c]; R[L[c]] = R[c];
        for (int i = D[c]; i != c; i = D[i]) {
            --live[Z[i]];
            for (int j = R[i]; j != i; j = R[j]) {
                U[D[j]] = U[j]; D[U[j]] = D[j]; --S[C[j]];
            }
        }
    }
    void uncover_live(int c) {   // the mirror of cover_live
        for (int i = U[c]; i != c; i = U[i]) {
            for (int j = L[i]; j != i; j = L[j]) {
                ++S[C[j]]; U[D[j]] = j; D[U[j]] = j;
            }
            ++live[Z[i]];
        }
        L[R[c]] = c; R[L[c]] = c;
    }
    // A cover with the fewest options (fixed ones included, listed first), at
    // most at_most of them: true and its labels in sol[0..nsol), or false.
    // nodes counts the items chosen; past `budget` of them the search stops
    // with nodes == budget + 1 and keeps the best found so far. Lists are
    // restored.
    bool minimum(long long budget = 1LL << 62, int at_most = 1 << 30) {
        int nclass = 0;
        for (int s = 0; s <= n; ++s) rank[s] = 0;
        for (int h = n + 1; h < top; h = L[h] + 1) {  // an option is nodes h..L[h]
            int p = 0;
            for (int y = h; y <= L[h]; ++y) p += L[C[y]] != C[y];  // primary: not a ring of one
            for (int y = h; y <= L[h]; ++y) P[y] = p;
            rank[p] = 1;
        }
        for (int s = n; s > 0; --s)
            if (rank[s]) { rank[s] = nclass; sizes[nclass++] = s; }
        rank[0] = nclass; sizes[nclass] = 0;
        for (int k = 0; k <= nclass; ++k) live[k] = 0;
        for (int y = n + 1; y < top; ++y) Z[y] = rank[P[y]];
        for (int h = n + 1; h < top; h = L[h] + 1)    // live: still in its items' lists
            if (P[h] && D[U[h]] == h && (R[h] != h ? D[U[h + 1]] == h + 1
                                                   : R[L[C[h]]] == C[h]))
                ++live[Z[h]];
        int need = 0, best = at_most + 1, level = 0, cls = 0;
        bool found = false;
        for (int c = R[0]; c; c = R[c]) ++need;
        nodes = 0; nsol = 0;
        for (;;) {
            int depth = nfixed + level;
            if (R[0] == 0) {                 // a cover, smaller than any before
                if (depth < best) {
                    found = true; best = depth; nsol = 0;
                    for (int i = 0; i < nfixed; ++i) sol[nsol++] = LABEL[fixed[i]];
                    for (int l = 0; l < level; ++l) sol[nsol++] = LABEL[x[l]];
                }
            } else if (nodes == budget) {    // out of budget: back out of every level
                best = 0; nodes = budget + 1;
            } else {
                int bound = min_cover_bound(need, live, sizes, cls, best - depth);
                if (depth + bound < best) {  // a smaller cover may lie below
                    ++nodes;
                    int c = R[0], s = S[c];
                    for (int i = R[c]; i && s > 1; i = R[i])  // MRV
                        if (S[i] < s) { c = i; s = S[i]; }
                    if (s) {
                        cover_live(c);
                        int r = x[level] = D[c];
                        lbound[level] = depth + bound; lclass[level++] = cls;
                        need -= P[r];
                        for (int j = R[r]; j != r; j = R[j]) cover_live(C[j]);
                        continue;
                    }
                }
            }
            for (;;) {                       // next option, or back up a level
                if (level == 0) return found;
                int r = x[--level];
                for (int j = L[r]; j != r; j = L[j]) uncover_live(C[j]);
                need += P[r];
                int c = C[r];
                r = D[r];
                cls = lclass[level];
                if (r != c && lbound[level] < best) {  // this level's bound leaves room
                    x[level++] = r;
                    need -= P[r];
                    for (int j = R[r]; j != r; j = R[j]) cover_live(C[j]);
                    break;
                }
                uncover_live(c);
            }
        }
    }
};
// endregion dlx-min-cpp v2
