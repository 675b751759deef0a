// The self-check of templates/dlx_cover.hpp, against brute force: random
// matrices with secondary items, duplicate options and items no option holds;
// minimum() and within(k) for every k around the answer, every list restored;
// every node budget from 0 past the full search; one global DLXCover reset
// between matrices, as between test cases.
// Then the same with HDU 2828 style switches (two options sharing a secondary
// item), and the pruning's node counts on a clustered model.
//   g++ -std=c++98 -O2 -fno-asm -Wall -DONLINE_JUDGE templates/dlx_cover_test.cpp -o t
//   ./t            -> "dlx-cover-cpp self-check: ok", exit 0
//   ./t MISUSE     -> "DLX: ..." on stderr and abort; MISUSE is one of
//                     overflow, twice, range, empty, primary, within
#include "_selftest.hpp"
#include "dlx_cover.hpp"

static DLXCover sc;

const int MAXI = 8, MAXO = 11;
int n_items, n_primary, n_opts;
unsigned opt_mask[MAXO];

static Watched links;  // sc's links: L R U D S

void watch_links() {
    WATCH_LINKS(links, sc);
}

unsigned primary_mask() {
    unsigned m = 0;
    for (int i = 1; i <= n_primary; ++i) m |= 1u << i;
    return m;
}

// A set of options covers: every primary item at least once, no secondary twice.
bool covers(unsigned set) {
    unsigned seen = 0, twice = 0;
    for (int o = 0; o < n_opts; ++o)
        if (set >> o & 1) {
            twice |= seen & opt_mask[o];
            seen |= opt_mask[o];
        }
    return (seen & primary_mask()) == primary_mask() && !(twice & ~primary_mask());
}

int popcount(unsigned v) {
    int k = 0;
    for (; v; v &= v - 1) ++k;
    return k;
}

int brute_minimum() {  // -1: no cover
    int best = -1;
    for (unsigned set = 0; set < (1u << n_opts); ++set)
        if (covers(set) && (best < 0 || popcount(set) < best)) best = popcount(set);
    return best;
}

bool valid_solution(int at_most) {
    unsigned set = 0;
    for (int i = 0; i < sc.nsol; ++i) {
        int o = sc.sol[i];
        if (o < 0 || o >= n_opts || (set >> o & 1)) return false;
        set |= 1u << o;
    }
    return sc.nsol <= at_most && covers(set);
}

void random_matrix(bool switches) {
    n_items = 1 + rnd(MAXI - 1);
    n_primary = rnd(4) ? n_items : rnd(n_items + 1);
    n_opts = 1 + rnd(MAXO);
    if (switches) {                      // HDU 2828 style: pairs sharing a secondary item
        n_primary = 1 + rnd(MAXI - 2);
        n_items = n_primary + 1 + rnd(MAXI - 1 - n_primary);
    }
    sc.reset(n_items, n_primary);
    for (int o = 0; o < n_opts; ++o) {
        int items[MAXI], k = 0;
        if (switches && n_items > n_primary && rnd(4)) {   // a lamp switch's ON or OFF
            opt_mask[o] = 1u << (n_primary + 1 + o / 2 % (n_items - n_primary));
            for (int i = 1; i <= n_primary; ++i)
                if (rnd(10) < 4) opt_mask[o] |= 1u << i;
        } else if (o && !rnd(6)) {       // a duplicate of an earlier option
            opt_mask[o] = opt_mask[rnd(o)];
        } else {
            opt_mask[o] = 0;
            for (int i = 1; i <= n_items; ++i)
                if (rnd(10) < 3) opt_mask[o] |= 1u << i;
            if (!opt_mask[o]) opt_mask[o] = 1u << (1 + rnd(n_items));
        }
        for (int i = n_items; i >= 1; --i)   // items in decreasing order: any order works
            if (opt_mask[o] >> i & 1) items[k++] = i;
        sc.add_option(items, k, o);
    }
}

void random_matrices(int rounds, bool switches) {
    for (int round = 0; round < rounds; ++round) {
        random_matrix(switches);
        links.save();
        int want = brute_minimum();
        EXPECT(sc.minimum() == (want >= 0) && links.restored());
        EXPECT(want < 0 || (sc.nsol == want && valid_solution(want)));
        for (int k = 0; k <= (want < 0 ? n_opts : want + 1); ++k) {
            bool got = sc.within(k);
            EXPECT(got == (want >= 0 && k >= want) && links.restored());
            EXPECT(!got || valid_solution(k));
        }
        sc.minimum();
        long long full = sc.nodes;
        for (long long budget = 0; budget <= full + 1; ++budget) {
            bool got = sc.minimum(budget);
            EXPECT(links.restored() && (!got || valid_solution(n_opts)));
            EXPECT(sc.nodes <= budget ? got == (want >= 0) && (!got || sc.nsol == want)
                                      : sc.nodes == budget + 1);
        }
    }
}

void worked_example() {
    // Items 1..6; options {1,2,3} {4,5,6} {1,4} {2,5} {3,6}: two suffice.
    const int rows[5][3] = {{1, 2, 3}, {4, 5, 6}, {1, 4}, {2, 5}, {3, 6}};
    const int len[5] = {3, 3, 2, 2, 2};
    sc.reset(6);
    for (int o = 0; o < 5; ++o) sc.add_option(rows[o], len[o], o);
    links.save();
    EXPECT(sc.minimum() && sc.nsol == 2 && sc.sol[0] + sc.sol[1] == 1);
    EXPECT(!sc.within(1) && sc.within(3) && links.restored());
    sc.reset(3);
    sc.add_option(rows[0], 2, 0);
    EXPECT(!sc.minimum());  // item 3 has no option
}

void pruning() {
    // 24 cities in 4 groups on a line (a small HDU 5046): city i reaches the
    // cities of its group within distance 1. Many options are dominated and
    // many siblings share cities: v3's counts; v2, without the pruning,
    // branched 19 times for minimum() and 15 for within(7).
    seed_state = 3;
    int pos[24];
    for (int i = 0; i < 24; ++i) pos[i] = i % 4 * 100 + rnd(4);
    sc.reset(24);
    for (int i = 0; i < 24; ++i) {
        int items[24], k = 0;
        for (int j = 0; j < 24; ++j)
            if (pos[j] - pos[i] <= 1 && pos[i] - pos[j] <= 1) items[k++] = j + 1;
        sc.add_option(items, k, i);
    }
    links.save();
    EXPECT(sc.minimum() && sc.nsol == 8 && sc.nodes == 8 && links.restored());
    EXPECT(!sc.within(7) && sc.nodes == 4 && links.restored());
}

int misuse(const char *what) {  // each must abort with "DLX: ..." on stderr
    int items[3] = {1, 2, 2};
    sc.reset(3);
    if (!std::strcmp(what, "overflow"))
        for (;;) sc.add_option(items, 2, 0);
    if (!std::strcmp(what, "twice")) sc.add_option(items, 3, 0);
    if (!std::strcmp(what, "range")) { items[0] = 4; sc.add_option(items, 1, 0); }
    if (!std::strcmp(what, "empty")) sc.add_option(items, 0, 0);
    if (!std::strcmp(what, "primary")) sc.reset(3, 4);
    if (!std::strcmp(what, "within")) sc.within(-1);
    std::printf("unknown or harmless misuse %s\n", what);
    return 2;
}

int main(int argc, char **argv) {
    if (argc > 1) return misuse(argv[1]);
    watch_links();
    worked_example();
    seed_state = 1;
    random_matrices(3000, false);
    random_matrices(3000, true);
    pruning();
    worked_example();  // after thousands of resets, the same answer
    return report("dlx-cover-cpp");
}
