// Problem: POJ 3740 Easy Finding -- http://poj.org/problem?id=3740
// Limits: 1000 ms, 64 MB (65536K), from the statement.
// Judge: POJ: submit this file as G++ (POJ's G++ predates C++11: this is C++98).
//   The C++ twin of solutions/poj_3740.py, judged locally with POJ's flags on
//   testdata/poj_3740/ (`python3 runner.py poj_3740 --cpp`); never judged on POJ.
// Input: test cases until end of file (at most 500). Each is a line "M N"
//   (M <= 16, N <= 300) and M lines of N integers 0 or 1. Any whitespace layout.
//   Malformed input (the judge never sends it): nothing on stdout, one line on
//   stderr, exit 1; the whole input is read and checked before any case is solved.
// Output: one line per case, exactly "Yes, I found it" or "It is impossible".
// Model: exact cover. Items = columns, all primary; options = the nonempty
//   rows, labelled by row index. A column with no 1 has an item of size 0: the
//   search answers at once.
// Template: dlx-template-cpp, verbatim between the marker lines below
//   (tools/sync.py), its pool sized for this problem.
// Blocks: dlx-template-cpp v3 (tools/sync.py writes this line)
#include <cstdio>
#include <string>
#include <vector>

const int MAX_M = 16, MAX_N = 300;
// Pool size: 1 root + MAX_N item headers + at most MAX_N nodes in each of the
// MAX_M options (a row covers at most every column).
#define DLX_MAX_NODES (1 + MAX_N + MAX_M * MAX_N)

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

struct Case { int m, n; std::vector<char> a; };  // a[r*n + c]: entry 0 or 1

int fail(int k, const char *what) {
    std::fprintf(stderr, "poj_3740: bad input: case %d: %s\n", k, what);
    return 1;
}

int main() {
    std::string in;
    char buf[1 << 16];
    for (size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
    const char *p = in.c_str(), *end = p + in.size();
    std::vector<Case> cases;
    for (;;) {  // read and check everything first
        while (p < end && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) ++p;
        if (p == end) break;
        int k = (int)cases.size() + 1, head[2];
        for (int h = 0; h < 2; ++h) {
            while (p < end && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) ++p;
            if (p == end || *p < '0' || *p > '9')
                return fail(k, "expected a line 'M N' of two integers");
            head[h] = 0;
            for (; p < end && *p >= '0' && *p <= '9'; ++p)
                head[h] = head[h] > 1000 ? 1001 : head[h] * 10 + (*p - '0');
        }
        Case c;
        c.m = head[0]; c.n = head[1];
        if (c.m < 1 || c.m > MAX_M || c.n < 1 || c.n > MAX_N)
            return fail(k, "M or N outside 1 <= M <= 16, 1 <= N <= 300");
        c.a.resize(c.m * c.n);
        for (int t = 0; t < c.m * c.n; ++t) {
            while (p < end && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) ++p;
            if (p == end) return fail(k, "the input ends inside the matrix");
            if ((*p != '0' && *p != '1') || (p + 1 < end && *(p + 1) > ' '))
                return fail(k, "every entry must be 0 or 1");
            c.a[t] = *p++ - '0';
        }
        cases.push_back(c);
    }
    std::string out;
    for (size_t k = 0; k < cases.size(); ++k) {
        const Case &c = cases[k];
        dlx.reset(c.n);
        for (int r = 0; r < c.m; ++r) {
            int items[MAX_N], len = 0;
            for (int col = 0; col < c.n; ++col)
                if (c.a[r * c.n + col]) items[len++] = col + 1;
            if (len) dlx.add_option(items, len, r);
        }
        out += dlx.solve() ? "Yes, I found it\n" : "It is impossible\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
