// Problem: HDU 4735 Little Wish~ lyrical step~ -- http://acm.hdu.edu.cn/showproblem.php?pid=4735
// Limits: 2.5 s, 32 MB (2500 MS for C/C++, 32768 K; testdata/ex_hdu4735/problem.toml).
// The C++ twin of examples/hdu4735_little_wish.py (its header holds the
//   statement, the model and the formats), judged locally on
//   testdata/ex_hdu4735/ (`python3 runner.py ex_hdu4735 --cpp`); never
//   submitted to HDU.
// Input: T cases; each "n D", n children (0 a girl, 1 a boy), n - 1 edges
//   "a b w" of a tree. Malformed input: nothing on stdout, one line on
//   stderr, exit 1; the whole input is read and checked before any case is
//   solved (the Python file's rules, token for token).
// Output: per case "Case #t: " and the fewest swaps, -1 if none do.
// Model: set cover with a cost and a bound on the count. Items 1..n the
//   nodes; option v: the nodes within D of v, cost 1 if a girl lives on v
//   now, 0 for a boy, label v; the answer is the least cost of a cover by at
//   most B options (B: the boys), -1 if there is none.
// Template: cost-cover-cpp, verbatim between the marker lines below
//   (tools/sync.py); its default pool fits (1 + 50 + 50 * 50 nodes).
// Blocks: cost-cover-cpp v1 (tools/sync.py writes this line)
#include <cstdio>
#include <cstring>

const int MAX_T = 150, MAX_N = 50;
const long long MAX_D = 10000000, MAX_W = 10000000;

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

static CostCover cc;
static int T, n_of[MAX_T], kid[MAX_T][MAX_N], ea[MAX_T][MAX_N], eb[MAX_T][MAX_N];
static long long d_of[MAX_T], ew[MAX_T][MAX_N];

static int fail(const char *why) {
    std::fprintf(stderr, "hdu4735: bad input: %s\n", why);
    return 1;
}

// The whole input, and a cursor over its tokens (split at ASCII whitespace,
// as Python's bytes.split()).
static char buf[1 << 22];
static size_t len, at;

static bool space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// The next token as a number if it is all ASCII digits (saturated at 10^18),
// else -1; -2 when the input has no token left. *raw: its text, for "0"/"1".
static long long token(const char **raw, size_t *size) {
    while (at < len && space(buf[at])) ++at;
    if (raw) { *raw = buf + at; *size = 0; }
    if (at == len) return -2;
    size_t start = at;
    long long v = 0;
    bool digits = true;
    for (; at < len && !space(buf[at]); ++at) {
        if (buf[at] < '0' || buf[at] > '9') digits = false;
        else if (v < 1000000000000000000LL / 10) v = v * 10 + (buf[at] - '0');
    }
    if (raw) { *raw = buf + start; *size = at - start; }
    return digits ? v : -1;
}

// Union-find over one case's nodes: the edges make a tree when none closes a cycle.
static int root_of[MAX_N + 1];
static int find(int v) {
    while (root_of[v] != v) v = root_of[v] = root_of[root_of[v]];
    return v;
}

static int read_cases() {
    long long t = token(0, 0);
    if (t < 1 || t > MAX_T) return fail("expected T, 1 <= T <= MAX_T, first");
    T = (int)t;
    for (int c = 0; c < T; ++c) {
        long long n = token(0, 0), d = token(0, 0);
        if (n < 0 || d < 0) return fail("expected a line 'n D' of two integers");
        if (n < 1 || n > MAX_N || d < 1 || d > MAX_D) return fail("n or D out of range");
        n_of[c] = (int)n; d_of[c] = d;
        for (int v = 0; v < n; ++v) {
            const char *raw;
            size_t size;
            token(&raw, &size);
            if (size != 1 || (raw[0] != '0' && raw[0] != '1'))
                return fail("expected n children, each 0 or 1");
            kid[c][v] = raw[0] - '0';
        }
        for (int v = 1; v <= n; ++v) root_of[v] = v;
        for (int e = 0; e + 1 < n; ++e) {
            long long a = token(0, 0), b = token(0, 0), w = token(0, 0);
            if (a < 0 || b < 0 || w < 0) return fail("expected n - 1 edges 'a b w' of integers");
            if (a < 1 || a > n || b < 1 || b > n || w < 1 || w > MAX_W)
                return fail("an edge outside 1 <= a, b <= n, 1 <= w <= MAX_W");
            ea[c][e] = (int)a; eb[c][e] = (int)b; ew[c][e] = w;
            if (find((int)a) == find((int)b)) return fail("the edges do not make a tree");
            root_of[find((int)a)] = find((int)b);
        }
    }
    if (token(0, 0) != -2) return fail("tokens after the last case");
    return 0;
}

// dist[s][v] by a walk of the tree from every node s.
static long long dist[MAX_N][MAX_N];
static int adj_head[MAX_N], adj_next[2 * MAX_N], adj_to[2 * MAX_N];
static long long adj_len[2 * MAX_N];

static void distances(int c) {
    int n = n_of[c], stack[MAX_N], from[MAX_N];
    for (int v = 0; v < n; ++v) adj_head[v] = -1;
    for (int e = 0, k = 0; e + 1 < n; ++e)
        for (int side = 0; side < 2; ++side, ++k) {
            int u = (side ? eb[c][e] : ea[c][e]) - 1, v = (side ? ea[c][e] : eb[c][e]) - 1;
            adj_to[k] = v; adj_len[k] = ew[c][e]; adj_next[k] = adj_head[u]; adj_head[u] = k;
        }
    for (int s = 0; s < n; ++s) {
        int top = 0;
        dist[s][s] = 0; from[s] = -1; stack[top++] = s;
        while (top) {
            int u = stack[--top];
            for (int k = adj_head[u]; k >= 0; k = adj_next[k])
                if (adj_to[k] != from[u]) {
                    int v = adj_to[k];
                    from[v] = u; dist[s][v] = dist[s][u] + adj_len[k]; stack[top++] = v;
                }
        }
    }
}

int main() {
    len = std::fread(buf, 1, sizeof buf - 1, stdin);
    if (len == sizeof buf - 1) return fail("too long");
    if (read_cases()) return 1;
    for (int c = 0; c < T; ++c) {
        int n = n_of[c], boys = 0, items[MAX_N];
        distances(c);
        cc.reset(n);
        for (int v = 0; v < n; ++v) {
            int k = 0;
            for (int u = 0; u < n; ++u) if (dist[v][u] <= d_of[c]) items[k++] = u + 1;
            cc.add_option(items, k, 1 - kid[c][v], v + 1);
            boys += kid[c][v];
        }
        std::printf("Case #%d: %lld\n", c + 1, cc.minimum(boys) ? cc.cost : -1LL);
    }
    return 0;
}
