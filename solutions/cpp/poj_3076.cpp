// Problem: POJ 3076 Sudoku (16x16) -- http://poj.org/problem?id=3076
// Same problem as UVa 1309 / LA 2659 (where the statement was verified).
// Limits: 10 s, 64 MB, assumed: POJ's own could not be consulted (testdata/poj_3076/problem.toml).
// Judge: POJ: submit this file as G++ (POJ's G++ predates C++11: this is C++98).
//   The C++ twin of solutions/poj_3076.py, judged locally with POJ's flags on
//   testdata/poj_3076/ (`python3 runner.py poj_3076 --cpp`); never judged on POJ.
// Input: data sets of 16 lines of 16 characters, 'A'-'P' or '-' (blank),
//   separated by single empty lines, until end of file. Each grid has exactly
//   one solution. Read leniently: CRLF, trailing spaces and missing blank
//   separators are fine (the non-empty lines are grouped in blocks of 16).
//   Malformed input (a wrong line length, a bad character, fewer than 16 lines;
//   the judge never sends it): nothing on stdout, one line on stderr naming the
//   first bad block, exit 1. A grid without filling prints nothing, with a note
//   on stderr, exit 0.
// Output: each solved grid in the same format, one empty line between grids.
// Model: the sudoku-model-cpp block below (box 4): one option per (blank cell,
//   digit) the givens leave open. One pool for the whole file, reset per grid.
// Template: dlx-template-cpp and sudoku-model-cpp, pasted verbatim by
//   tools/sync.py.
// Blocks: dlx-template-cpp v3, sudoku-model-cpp v2 (tools/sync.py writes this line)
#include <cstdio>
#include <string>
#include <vector>

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

// region sudoku-model-cpp v2
// Items, numbered kind by kind (cells first, so the search's minimum-size
// item breaks ties towards cells, as in templates/sudoku.py); cell k = r*n + c,
// digit d in 0..n-1, box x = r/b*b + c/b; 0-based here, before renumbering:
//   k                   cell k is filled
//   n*n + r*n + d       row r holds d
//   2*n*n + c*n + d     column c holds d
//   3*n*n + x*n + d     box x holds d
// The givens are taken out before the model is built (what fix() would leave,
// without building what it removes): their items are dropped, the others
// numbered 1.. in that order, and only the options (blank cell k, digit d) whose
// four items are all left are added, label k*n + d. The search is the one the
// givens fixed in the full model would make. The pool needs at most
// 1 + 4*n*n + 4*n*n*n nodes (16x16: DLX_MAX_NODES).
bool solve_sudoku(DLX &dlx, int *grid, int b) {
    static int id[DLX::MAX];  // item (0-based, above) -> its number; 0: a given's
    int n = b * b, nn = n * n, m = 0;
    DLX_CHECK(0 < b && 4 * nn < DLX::MAX, "DLX_MAX_NODES < 1 + 4*n*n (the Sudoku's items)");
    for (int i = 0; i < 4 * nn; ++i) id[i] = 1;
    for (int k = 0; k < nn; ++k) {  // a given clashing with an earlier one: no filling
        if (!grid[k]) continue;
        int r = k / n, c = k % n, d = grid[k] - 1;
        int it[4] = {k, nn + r * n + d, 2 * nn + c * n + d, 3 * nn + (r / b * b + c / b) * n + d};
        for (int t = 0; t < 4; ++t) {
            if (!id[it[t]]) return false;
            id[it[t]] = 0;
        }
    }
    for (int i = 0; i < 4 * nn; ++i)
        if (id[i]) id[i] = ++m;
    dlx.reset(m);
    for (int k = 0; k < nn; ++k)
        for (int d = 0; grid[k] == 0 && d < n; ++d) {
            int r = k / n, c = k % n, items[4];
            items[0] = id[k];
            items[1] = id[nn + r * n + d];
            items[2] = id[2 * nn + c * n + d];
            items[3] = id[3 * nn + (r / b * b + c / b) * n + d];
            if (items[1] && items[2] && items[3]) dlx.add_option(items, 4, k * n + d);
        }
    if (!dlx.solve()) return false;
    for (int i = 0; i < dlx.nsol; ++i) grid[dlx.sol[i] / n] = dlx.sol[i] % n + 1;
    return true;
}
// endregion sudoku-model-cpp v2

static DLX dlx;
const int BOX = 4, N = 16;

int main() {
    std::string in;
    char buf[1 << 16];
    for (size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
    std::vector<int> cells, first_line;  // 256 cells a grid; the line each grid starts on
    int line_no = 0, rows = 0;
    for (size_t at = 0; at < in.size();) {  // every line, stripped of whitespace at both ends
        size_t eol = in.find('\n', at);
        if (eol == std::string::npos) eol = in.size();
        size_t a = at, b = eol;
        at = eol + 1;
        ++line_no;
        while (a < b && (in[a] == ' ' || (in[a] >= '\t' && in[a] <= '\r'))) ++a;
        while (b > a && (in[b - 1] == ' ' || (in[b - 1] >= '\t' && in[b - 1] <= '\r'))) --b;
        if (a == b) continue;
        if (rows % N == 0) first_line.push_back(line_no);
        ++rows;
        bool ok = b - a == (size_t)N;
        for (size_t i = a; i < b && ok; ++i) {
            ok = (in[i] >= 'A' && in[i] <= 'P') || in[i] == '-';
            cells.push_back(in[i] == '-' ? 0 : in[i] - 'A' + 1);
        }
        if (!ok) {
            std::fprintf(stderr, "poj_3076: bad input: grid at line %d: row %d is not %d "
                         "characters 'A'-'P' or '-'\n", first_line.back(), (rows - 1) % N + 1, N);
            return 1;
        }
    }
    if (rows % N) {
        std::fprintf(stderr, "poj_3076: bad input: grid at line %d: expected %d lines, "
                     "the input ends after %d\n", first_line.back(), N, rows % N);
        return 1;
    }
    std::string out;
    for (size_t g = 0; g < first_line.size(); ++g) {
        int grid[N * N];
        for (int k = 0; k < N * N; ++k) grid[k] = cells[g * N * N + k];
        if (!solve_sudoku(dlx, grid, BOX)) {
            std::fprintf(stderr, "poj_3076: grid at line %d has no filling\n", first_line[g]);
            continue;
        }
        if (!out.empty()) out += '\n';
        for (int k = 0; k < N * N; ++k) {
            out += (char)('A' + grid[k] - 1);
            if (k % N == N - 1) out += '\n';
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
