// The self-check of templates/dlx.hpp (KACTL's way: the very file that gets
// pasted, against brute force). Knuth's example; random matrices with
// secondary items: counts, the first solution, count(1), every list restored;
// fix and unfix, clashes included; every node budget from 0 past the full
// search; one global DLX reset between matrices, as between test cases.
//   g++ -std=c++98 -O2 -fno-asm -Wall -DONLINE_JUDGE templates/dlx_test.cpp -o t
//   ./t            -> "dlx-cpp self-check: ok", exit 0
//   ./t MISUSE     -> "DLX: ..." on stderr and abort; MISUSE is one of
//                     overflow, label, twice, range, empty, unfix, primary
#include "_selftest.hpp"
#include "dlx.hpp"

static DLX dlx;

const int MAXI = 8, MAXO = 12;
int n_items, n_primary, n_opts, opt_len[MAXO], opt[MAXO][MAXI], handle[MAXO];

static Watched links;  // dlx's links: L R U D C S

void watch_links() {
    WATCH_LINKS(links, dlx);
    WATCH(links, dlx.C);
}

unsigned mask_of(int o) {
    unsigned m = 0;
    for (int t = 0; t < opt_len[o]; ++t) m |= 1u << opt[o][t];
    return m;
}

// Exact covers that contain every option of `must`; the others need a primary
// item (DLX1 never chooses an option without one).
long long brute(unsigned must) {
    unsigned primary = 0;
    long long total = 0;
    for (int i = 1; i <= n_primary; ++i) primary |= 1u << i;
    for (unsigned set = 0; set < (1u << n_opts); ++set) {
        if ((set & must) != must) continue;
        unsigned seen = 0;
        bool ok = true;
        for (int o = 0; o < n_opts && ok; ++o)
            if (set >> o & 1) {
                unsigned m = mask_of(o);
                ok = !(seen & m) && ((must >> o & 1) || (m & primary));
                seen |= m;
            }
        total += ok && (seen & primary) == primary;
    }
    return total;
}

// sol[0..nsol) is an exact cover holding every option of `must`.
bool valid_solution(unsigned must) {
    unsigned set = 0;
    for (int i = 0; i < dlx.nsol; ++i) {
        int o = dlx.sol[i];
        if (o < 0 || o >= n_opts || (set >> o & 1)) return false;
        set |= 1u << o;
    }
    if ((set & must) != must) return false;
    unsigned seen = 0, primary = 0;
    for (int i = 1; i <= n_primary; ++i) primary |= 1u << i;
    for (int o = 0; o < n_opts; ++o)
        if (set >> o & 1) {
            if (seen & mask_of(o)) return false;
            seen |= mask_of(o);
        }
    return (seen & primary) == primary;
}

void random_matrix() {
    n_items = 1 + rnd(MAXI - 1);
    n_primary = rnd(3) ? n_items : rnd(n_items + 1);
    n_opts = 1 + rnd(MAXO);
    dlx.reset(n_items, n_primary);
    for (int o = 0; o < n_opts; ++o) {
        opt_len[o] = 0;
        for (int i = 1; i <= n_items; ++i)
            if (rnd(10) < 3) opt[o][opt_len[o]++] = i;
        if (!opt_len[o]) opt[o][opt_len[o]++] = 1 + rnd(n_items);
        for (int t = opt_len[o] - 1; t > 0; --t) {  // any order of items
            int k = rnd(t + 1), tmp = opt[o][t];
            opt[o][t] = opt[o][k]; opt[o][k] = tmp;
        }
        handle[o] = dlx.add_option(opt[o], opt_len[o], o);
    }
}

void knuth_example() {
    // "Dancing Links", figure 1: items A..G; the cover is {A D}, {B G}, {C E F}.
    const char *rows[] = {"CEF", "ADG", "BCF", "AD", "BG", "DEG"};
    dlx.reset(7);
    for (int o = 0; o < 6; ++o) {
        int items[7], k = 0;
        for (const char *p = rows[o]; *p; ++p) items[k++] = *p - 'A' + 1;
        dlx.add_option(items, k, o + 1);
    }
    links.save();
    EXPECT(dlx.solve() && dlx.nsol == 3);
    int seen = 0;
    for (int i = 0; i < dlx.nsol; ++i) seen |= 1 << dlx.sol[i];
    EXPECT(seen == (1 << 1 | 1 << 4 | 1 << 5));
    EXPECT(dlx.count() == 1 && links.restored());
}

void random_matrices(int rounds) {
    for (int round = 0; round < rounds; ++round) {
        random_matrix();
        links.save();
        long long want = brute(0);
        EXPECT(dlx.search(1 << 30) == want && links.restored());
        EXPECT(want ? valid_solution(0) : dlx.nsol == 0);
        EXPECT(dlx.count(1) == (want ? 1 : 0) && links.restored());
        dlx.search(1 << 30);
        long long full = dlx.nodes;
        for (long long budget = 0; budget <= full + 1; ++budget) {
            long long got = dlx.search(1 << 30, budget);
            EXPECT(links.restored() && got <= want);
            EXPECT(dlx.nodes <= budget ? got == want : dlx.nodes == budget + 1);
            EXPECT(got ? valid_solution(0) : dlx.nsol == 0);
        }
        int f = rnd(n_opts), g = rnd(n_opts);
        EXPECT(dlx.fix(handle[f]));
        EXPECT(dlx.count() == brute(1u << f));
        EXPECT(dlx.solve() == (brute(1u << f) > 0));
        EXPECT(dlx.nsol == 0 || (dlx.sol[0] == f && valid_solution(1u << f)));
        bool clash = g == f || (mask_of(f) & mask_of(g));
        EXPECT(dlx.fix(handle[g]) == !clash);
        if (!clash) {
            EXPECT(dlx.count() == brute(1u << f | 1u << g));
            dlx.unfix();
        }
        EXPECT(dlx.count() == brute(1u << f));
        dlx.unfix();
        EXPECT(links.restored());
    }
}

int misuse(const char *what) {  // each must abort with "DLX: ..." on stderr
    int items[3] = {1, 2, 2};
    dlx.reset(3);
    if (!std::strcmp(what, "overflow"))
        for (;;) dlx.add_option(items, 2, 0);
    if (!std::strcmp(what, "label")) {
        dlx.add_option(items, 2, 0);
        dlx.add_option(items + 1, 1, 7);
        dlx.fix(7);
    }
    if (!std::strcmp(what, "twice")) dlx.add_option(items, 3, 0);
    if (!std::strcmp(what, "range")) { items[0] = 4; dlx.add_option(items, 1, 0); }
    if (!std::strcmp(what, "empty")) dlx.add_option(items, 0, 0);
    if (!std::strcmp(what, "unfix")) dlx.unfix();
    if (!std::strcmp(what, "primary")) dlx.reset(3, 4);
    std::printf("unknown or harmless misuse %s\n", what);
    return 2;
}

int main(int argc, char **argv) {
    if (argc > 1) return misuse(argv[1]);
    watch_links();
    knuth_example();
    seed_state = 1;
    random_matrices(3000);
    knuth_example();  // after thousands of resets, the same answer
    return report("dlx-cpp");
}
