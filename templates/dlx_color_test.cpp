// The self-check of templates/dlx_color.hpp (KACTL's way: the very file that
// gets pasted, against brute force), as tests/templates/test_colors.py checks
// the Python block. Knuth's example; random instances (coloured and
// uncoloured secondary items, duplicate options, options with no primary
// item): counts, the first solution, count(1) and count(2), every list and
// colour restored; every node budget; fix and unfix, colour clashes included;
// without colours, DLX's counts. One global XCC reset between instances.
//   g++ -std=c++98 -O2 -fno-asm -Wall -DONLINE_JUDGE templates/dlx_color_test.cpp -o t
//   ./t            -> "dlx-color-cpp self-check: ok", exit 0
//   ./t MISUSE     -> "DLX: ..." on stderr and abort; MISUSE is one of
//                     overflow, label, unfix, negative, primary_colour, after_fix
#include "_selftest.hpp"
#include "dlx.hpp"
#include "dlx_color.hpp"

static XCC xcc;
static DLX dlx;

const int MAXI = 8, MAXO = 14;
int n_items, n_primary, n_opts, opt_len[MAXO], opt[MAXO][MAXI], col[MAXO][MAXI], handle[MAXO];

static Watched links;  // xcc's links: L R U D C S K

void watch_links() {
    WATCH_LINKS(links, xcc);
    WATCH(links, xcc.C);
    WATCH(links, xcc.K);
}

// The options of `set` agree: each primary item at most once; each secondary
// item held by one option, or by several that all give it the same colour > 0.
bool compatible(unsigned set) {
    int seen[MAXI + 1] = {0}, hue[MAXI + 1] = {0};
    for (int o = 0; o < n_opts; ++o)
        if (set >> o & 1)
            for (int t = 0; t < opt_len[o]; ++t) {
                int c = opt[o][t], k = col[o][t];
                if (++seen[c] == 1) hue[c] = k;
                else if (c <= n_primary || !k || hue[c] != k) return false;
            }
    return true;
}

bool has_primary(int o) {
    for (int t = 0; t < opt_len[o]; ++t)
        if (opt[o][t] <= n_primary) return true;
    return false;
}

// A solution: every primary item once, the colour rule, every option of
// `must` in it, the others with a primary item (DLX2 never chooses one without).
bool solution(unsigned set, unsigned must) {
    if ((set & must) != must || !compatible(set)) return false;
    unsigned seen = 0, primary = 0;
    for (int i = 1; i <= n_primary; ++i) primary |= 1u << i;
    for (int o = 0; o < n_opts; ++o)
        if (set >> o & 1) {
            if (!(must >> o & 1) && !has_primary(o)) return false;
            for (int t = 0; t < opt_len[o]; ++t) seen |= 1u << opt[o][t];
        }
    return (seen & primary) == primary;
}

long long brute(unsigned must) {
    long long total = 0;
    for (unsigned set = 0; set < (1u << n_opts); ++set) total += solution(set, must);
    return total;
}

// sol[0..nsol) is a solution holding `must`, labels being option indices.
bool valid_first(unsigned must) {
    unsigned set = 0;
    for (int i = 0; i < xcc.nsol; ++i) {
        int o = xcc.sol[i];
        if (o < 0 || o >= n_opts || (set >> o & 1)) return false;
        set |= 1u << o;
    }
    return solution(set, must);
}

void random_instance(bool colours) {
    n_items = 1 + rnd(MAXI - 1);
    n_primary = rnd(n_items + 1);
    int n_colors = 1 + rnd(3);
    n_opts = 1 + rnd(MAXO - 2);
    xcc.reset(n_items, n_primary);
    for (int o = 0; o < n_opts; ++o) {
        bool copy = o > 1 && rnd(6) == 0;  // a duplicate of an earlier option
        int from = copy ? rnd(o) : o;
        opt_len[o] = 0;
        for (int i = 1; i <= n_items && !copy; ++i)
            if (rnd(10) < 3) opt[o][opt_len[o]++] = i;
        if (!copy && !opt_len[o]) opt[o][opt_len[o]++] = 1 + rnd(n_items);
        if (copy) opt_len[o] = opt_len[from];
        for (int t = 0; t < opt_len[o]; ++t) {
            if (copy) { opt[o][t] = opt[from][t]; col[o][t] = col[from][t]; continue; }
            col[o][t] = colours && opt[o][t] > n_primary && rnd(10) < 7 ? rnd(n_colors + 1) : 0;
        }
        handle[o] = xcc.add_option(opt[o], opt_len[o], o, colours ? col[o] : 0);
    }
}

void knuth_example() {
    // TAOCP 7.2.2.1 (49): p q r primary, x y secondary; options "p q x y:A",
    // "p r x:A y", "p x:B", "q x:A", "r y:B"; the one solution "q x:A", "p r x:A y".
    int items[5][4] = {{1, 2, 4, 5}, {1, 3, 4, 5}, {1, 4}, {2, 4}, {3, 5}};
    int colours[5][4] = {{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 2}, {0, 1}, {0, 2}};
    int len[5] = {4, 4, 2, 2, 2};
    xcc.reset(5, 3);
    for (int o = 0; o < 5; ++o) xcc.add_option(items[o], len[o], o, colours[o]);
    links.save();
    EXPECT(xcc.solve() && xcc.nsol == 2);
    EXPECT((xcc.sol[0] == 1 && xcc.sol[1] == 3) || (xcc.sol[0] == 3 && xcc.sol[1] == 1));
    EXPECT(xcc.count() == 1 && links.restored());
}

void budgets(long long want) {
    xcc.search(1 << 30);
    long long full = xcc.nodes;
    for (long long budget = 0; budget <= full + 1; ++budget) {
        long long got = xcc.search(1 << 30, budget);
        EXPECT(links.restored() && got <= want);
        EXPECT(xcc.nodes <= budget ? got == want : xcc.nodes == budget + 1);
        EXPECT(got ? valid_first(0) : xcc.nsol == 0);
    }
}

// Fix up to three options at random (each accepted exactly when it agrees
// with those fixed before), count after each, then unfix them all.
void fixes() {
    unsigned must = 0;
    int fixed = 0;
    for (int round = 0; round < 3; ++round) {
        int f = rnd(n_opts);
        bool ok = !(must >> f & 1) && compatible(must | 1u << f);
        bool done = xcc.fix(handle[f]);
        EXPECT(done == ok);
        if (done) ++fixed;
        if (ok) must |= 1u << f;
        long long want = brute(must);
        EXPECT(xcc.count() == want);
        EXPECT(xcc.solve() == (want > 0));
        EXPECT(!want || valid_first(must));
    }
    while (fixed--) xcc.unfix();
    EXPECT(links.restored());
}

void random_instances(int rounds) {
    for (int round = 0; round < rounds; ++round) {
        random_instance(true);
        links.save();
        long long want = brute(0);
        EXPECT(xcc.search(1 << 30) == want && links.restored());
        EXPECT(want ? valid_first(0) : xcc.nsol == 0);
        EXPECT(xcc.count(1) == (want ? 1 : 0) && links.restored());
        EXPECT(xcc.count(2) == (want < 2 ? want : 2) && links.restored());
        budgets(want);
        fixes();
    }
}

// Without colours XCC is DLX: the same counts and solutions.
void without_colours(int rounds) {
    for (int round = 0; round < rounds; ++round) {
        random_instance(false);
        dlx.reset(n_items, n_primary);
        for (int o = 0; o < n_opts; ++o) dlx.add_option(opt[o], opt_len[o], o);
        EXPECT(xcc.count() == dlx.count() && xcc.count() == brute(0));
    }
}

int misuse(const char *what) {  // each must abort with "DLX: ..." on stderr
    int items[2] = {1, 3}, colours[2] = {0, 1};
    xcc.reset(3, 2);
    if (!std::strcmp(what, "overflow"))
        for (;;) xcc.add_option(items, 2, 0, colours);
    if (!std::strcmp(what, "label")) {
        xcc.add_option(items, 2, 0);
        xcc.add_option(items + 1, 1, 7);
        xcc.fix(7);
    }
    if (!std::strcmp(what, "unfix")) xcc.unfix();
    if (!std::strcmp(what, "negative")) { colours[1] = -1; xcc.add_option(items, 2, 0, colours); }
    if (!std::strcmp(what, "primary_colour")) {
        colours[0] = 1;
        xcc.add_option(items, 2, 0, colours);
    }
    if (!std::strcmp(what, "after_fix")) {
        xcc.fix(xcc.add_option(items, 2, 0, colours));
        xcc.add_option(items, 1, 1);
    }
    std::printf("unknown or harmless misuse %s\n", what);
    return 2;
}

int main(int argc, char **argv) {
    if (argc > 1) return misuse(argv[1]);
    watch_links();
    knuth_example();
    seed_state = 1;
    random_instances(3000);
    without_colours(500);
    knuth_example();  // after thousands of resets, the same answer
    return report("dlx-color-cpp");
}
