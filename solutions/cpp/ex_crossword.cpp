// Problem: Crossword Puzzle (HackerRank, worked example) --
//   https://www.hackerrank.com/challenges/crossword-puzzle/problem
// Limits: 2 s, 256 MB, ours (testdata/ex_crossword/problem.toml).
// The C++ twin of examples/crossword.py (its header holds the model, the
//   formats and why colours), judged locally on testdata/ex_crossword/
//   (`python3 runner.py ex_crossword --cpp`): write the words into the 10 x 10
//   grid, crossing slots agreeing on their letter.
// Input: 10 lines of 10 characters '+' (blocked) or '-' (open), then one line
//   of 1..10 words of 'A'..'Z' separated by ';'; blank lines and spaces around
//   a line are skipped, as the Python file does. Malformed input, or one
//   without a filling: nothing on stdout, one line on stderr, exit 1.
// Output: the filled grid, 10 lines.
// Model (exact covering with colours): items 1..W word w written once,
//   W+1..W+S slot s holds one word (primary); then one secondary item per
//   cell where two slots cross, coloured by its letter ('A' = 1). Option
//   (w, s) for each word and slot of its length: [w, s] and the crossing cells
//   of s, coloured by the letters w puts there; label w * S + s.
// Template: dlx-template-cpp, then dlx-color-cpp (struct XCC), verbatim
//   between the marker lines below (tools/sync.py), the pool sized here.
// Blocks: dlx-template-cpp v3, dlx-color-cpp v1 (tools/sync.py writes this line)
#include <cstdio>
#include <cstring>

const int SIZE = 10, MAX_WORDS = 10;
// Pool size: 1 root + items (W words, W slots once the counts agree, at most
// SIZE*SIZE crossing cells) + W*W options of at most 2 + SIZE nodes.
#define DLX_MAX_NODES (1 + 2 * MAX_WORDS + SIZE * SIZE + MAX_WORDS * MAX_WORDS * (2 + SIZE))

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

static XCC xcc;
static char grid[SIZE][SIZE + 1];
static char words[MAX_WORDS][SIZE + 2];
static int n_words;
static int n_slots, slot_len[4 * SIZE * SIZE], slot_cell[4 * SIZE * SIZE][SIZE];  // cell r*SIZE+c

static int fail(const char *why) {
    std::fprintf(stderr, "crossword: %s\n", why);
    return 1;
}

static bool blank(int ch) {  // what Python's str.strip() drops from ASCII text
    return ch == ' ' || (ch >= 9 && ch <= 13) || (ch >= 28 && ch <= 31);
}

// The grid and the words from the input; false if malformed.
static bool parse(char *buf, size_t len) {
    int n_lines = 0;
    for (size_t i = 0; i < len; ++i)
        if ((unsigned char)buf[i] > 127) return false;     // not ASCII
    char *line = buf;
    for (size_t i = 0; i <= len; ++i) {
        if (i < len && buf[i] != '\n') continue;
        buf[i] = 0;
        char *end = buf + i;
        while (*line && blank(*line)) ++line;
        while (end > line && blank(end[-1])) *--end = 0;
        if (*line) {
            int k = (int)(end - line);
            if (n_lines < SIZE) {
                if (k != SIZE || std::strspn(line, "+-") != (size_t)k) return false;
                std::memcpy(grid[n_lines], line, SIZE + 1);
            } else if (n_lines == SIZE) {
                n_words = 0;
                for (char *w = line;; ++w) {                // words split at ';'
                    int m = (int)std::strspn(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
                    if (!m || m > SIZE || n_words == MAX_WORDS || (w[m] && w[m] != ';'))
                        return false;
                    std::memcpy(words[n_words], w, m);
                    words[n_words++][m] = 0;
                    w += m;
                    if (!*w) break;
                }
            }
            ++n_lines;
        }
        line = buf + i + 1;
    }
    return n_lines == SIZE + 1;
}

// The slots, across then down (runs of 2 or more open cells); returns the
// number of open cells in none.
static int find_slots() {
    static bool covered[SIZE * SIZE];
    int open = 0, in_slot = 0;
    n_slots = 0;
    for (int down = 0; down < 2; ++down)
        for (int a = 0; a < SIZE; ++a)
            for (int b = 0, run = 0; b <= SIZE; ++b) {
                int r = down ? b : a, c = down ? a : b;
                if (b < SIZE && grid[r][c] == '-') {
                    slot_cell[n_slots][run++] = r * SIZE + c;
                    continue;
                }
                if (run > 1) slot_len[n_slots++] = run;
                run = 0;
            }
    for (int s = 0; s < n_slots; ++s)
        for (int t = 0; t < slot_len[s]; ++t) covered[slot_cell[s][t]] = true;
    for (int k = 0; k < SIZE * SIZE; ++k) {
        open += grid[k / SIZE][k % SIZE] == '-';
        in_slot += covered[k];
    }
    return open - in_slot;
}

// Load the model above into xcc.
static void load() {
    static int seen[SIZE * SIZE], crossing[SIZE * SIZE];
    int n_cross = 0, base = n_words + n_slots;
    for (int s = 0; s < n_slots; ++s)
        for (int t = 0; t < slot_len[s]; ++t) {
            int cell = slot_cell[s][t];
            if (seen[cell]++) crossing[cell] = base + 1 + n_cross++;   // the cell's item
        }
    xcc.reset(base + n_cross, base);
    for (int w = 0; w < n_words; ++w)
        for (int s = 0; s < n_slots; ++s) {
            if ((int)std::strlen(words[w]) != slot_len[s]) continue;
            int items[2 + SIZE] = {w + 1, n_words + s + 1}, colors[2 + SIZE] = {0, 0}, k = 2;
            for (int t = 0; t < slot_len[s]; ++t) {
                int cell = slot_cell[s][t];
                if (seen[cell] < 2) continue;
                items[k] = crossing[cell];
                colors[k++] = words[w][t] - 'A' + 1;           // 'A' = 1 .. 'Z' = 26
            }
            xcc.add_option(items, k, w * n_slots + s, colors);
        }
}

int main() {
    static char buf[1 << 16];
    size_t len = std::fread(buf, 1, sizeof buf - 1, stdin);
    if (len == sizeof buf - 1 || !parse(buf, len))
        return fail("bad input: expected 10 lines of 10 '+' or '-', then 1..10 words "
                    "of A..Z separated by ';'");
    if (find_slots() || n_slots != n_words) return fail("no filling (the statement promises one)");
    load();
    if (!xcc.solve()) return fail("no filling (the statement promises one)");
    for (int i = 0; i < xcc.nsol; ++i) {
        int w = xcc.sol[i] / n_slots, s = xcc.sol[i] % n_slots;
        for (int t = 0; t < slot_len[s]; ++t)
            grid[slot_cell[s][t] / SIZE][slot_cell[s][t] % SIZE] = words[w][t];
    }
    for (int r = 0; r < SIZE; ++r) std::printf("%s\n", grid[r]);
    return 0;
}
