// Problem: Langford pairings (worked example, no judge) -- https://oeis.org/A014552
// Limits: 10 s, 512 MB, ours (testdata/ex_langford/problem.toml).
// The C++ twin of examples/langford.py (its header holds the model and the
//   formats), judged locally on testdata/ex_langford/
//   (`python3 runner.py ex_langford --cpp`): the number of ways to place two
//   copies of each of 1..n in a row of 2n, k numbers between the two k's, a
//   row and its reverse counted once.
// Input: one n per line (1 <= n <= MAX_N), at most MAX_QUERIES lines.
//   Malformed input: nothing on stdout, one line on stderr, exit 1; the whole
//   input is read and checked before any count starts.
// Output: per line, the count.
// Model: exact cover. Items 1..n: number k placed; n+1..3n: position p
//   filled. Option (k, p): [k, n+1+p, n+2+p+k], label k*2n + p. Every row
//   and its reverse are both counted: the count is halved.
// Template: dlx-template-cpp, verbatim between the marker lines below
//   (tools/sync.py), its pool sized for this problem.
// Blocks: dlx-template-cpp v3 (tools/sync.py writes this line)
#include <cstdio>
#include <cstring>

const int MAX_N = 11, MAX_QUERIES = 11;
// Pool size: 1 root + 3n items + 3 nodes per option, fewer than n * 2n options.
#define DLX_MAX_NODES (1 + 3 * MAX_N + 3 * 2 * MAX_N * MAX_N)

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

static DLX dlx;

static long long pairings(int n) {
    dlx.reset(3 * n);
    for (int k = 1; k <= n; ++k)
        for (int p = 0; p + k + 1 < 2 * n; ++p) {
            int items[3] = {k, n + 1 + p, n + 2 + p + k};
            dlx.add_option(items, 3, k * 2 * n + p);
        }
    return dlx.count() / 2;
}

static int fail(const char *why) {
    std::fprintf(stderr, "langford: bad input: %s\n", why);
    return 1;
}

int main() {
    static char buf[1 << 16];
    size_t len = std::fread(buf, 1, sizeof buf - 1, stdin);
    buf[len] = 0;
    if (len == sizeof buf - 1) return fail("too long");
    int sizes[MAX_QUERIES], count = 0;
    for (char *line = std::strtok(buf, "\n"); line; line = std::strtok(0, "\n")) {
        int n = 0, digits = 0;
        char *p = line;
        while (*p == ' ' || *p == '\t' || *p == '\r') ++p;
        if (!*p) continue;                       // a blank line, as the Python file
        for (; *p >= '0' && *p <= '9'; ++p, ++digits) n = n < 1000 ? n * 10 + (*p - '0') : 1000;
        while (*p == ' ' || *p == '\t' || *p == '\r') ++p;
        if (*p || !digits || n < 1 || n > MAX_N) return fail("expected one n per line in 1..MAX_N");
        if (count == MAX_QUERIES) return fail("more than MAX_QUERIES lines");
        sizes[count++] = n;
    }
    if (!count) return fail("no n");
    for (int q = 0; q < count; ++q) std::printf("%lld\n", pairings(sizes[q]));
    return 0;
}
