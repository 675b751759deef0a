// The self-check of templates/cost_cover.hpp, against brute force: random
// matrices (set and exact cover) with secondary items, duplicate options,
// zero and spread-out costs and items no option holds; minimum() for every
// at_most, the links the search leaves equal to a fresh build(), every node
// budget from 0 past the full search; one global CostCover reset between
// matrices, as between test cases. Then the pruning's node counts.
//   g++ -std=c++98 -O2 -fno-asm -Wall -DONLINE_JUDGE templates/cost_cover_test.cpp -o t
//   ./t            -> "cost-cover-cpp self-check: ok", exit 0
//   ./t MISUSE     -> "DLX: ..." on stderr and abort; MISUSE is one of
//                     overflow, twice, range, empty, primary, cost, at_most
#include "_selftest.hpp"
#include "cost_cover.hpp"

static CostCover cc;

const int MAXI = 8, MAXO = 11;
int n_items, n_primary, n_opts;
bool exact;
unsigned opt_mask[MAXO];
long long opt_cost[MAXO];

static Watched links;  // cc's links: L R U D S

void watch_links() {
    WATCH_LINKS(links, cc);
}

// The links after a search equal those of a fresh build(): every list restored.
bool restored() {
    links.save();
    cc.build();
    return links.restored();
}

unsigned primary_mask() {
    unsigned m = 0;
    for (int i = 1; i <= n_primary; ++i) m |= 1u << i;
    return m;
}

// A set of options covers: every primary item at least once (exact: exactly
// once), no secondary twice.
bool covers(unsigned set) {
    unsigned seen = 0, twice = 0;
    for (int o = 0; o < n_opts; ++o)
        if (set >> o & 1) {
            twice |= seen & opt_mask[o];
            seen |= opt_mask[o];
        }
    unsigned clash = exact ? twice : twice & ~primary_mask();
    return (seen & primary_mask()) == primary_mask() && !clash;
}

int popcount(unsigned v) {
    int k = 0;
    for (; v; v &= v - 1) ++k;
    return k;
}

long long brute_cheapest(int at_most) {  // -1: no cover (at_most -1: any count)
    long long best = -1;
    for (unsigned set = 0; set < (1u << n_opts); ++set) {
        if (at_most >= 0 && popcount(set) > at_most) continue;
        if (!covers(set)) continue;
        long long c = 0;
        for (int o = 0; o < n_opts; ++o) if (set >> o & 1) c += opt_cost[o];
        if (best < 0 || c < best) best = c;
    }
    return best;
}

bool valid_solution(int at_most) {  // the labels are a cover of cost cc.cost
    unsigned set = 0;
    long long c = 0;
    for (int i = 0; i < cc.nsol; ++i) {
        int o = cc.sol[i];
        if (o < 0 || o >= n_opts || (set >> o & 1)) return false;
        set |= 1u << o;
        c += opt_cost[o];
    }
    return (at_most < 0 || cc.nsol <= at_most) && covers(set) && c == cc.cost;
}

void random_matrix() {
    static const int tops[4] = {0, 1, 3, 20};
    int top = tops[rnd(4)];
    n_items = 1 + rnd(MAXI - 1);
    n_primary = rnd(3) ? n_items : rnd(n_items + 1);
    n_opts = rnd(MAXO + 1);
    exact = rnd(5) < 2;
    cc.reset(n_items, n_primary, exact);
    for (int o = 0; o < n_opts; ++o) {
        int items[MAXI], k = 0;
        if (o && !rnd(6)) {              // a duplicate of an earlier option
            opt_mask[o] = opt_mask[rnd(o)];
        } else {
            opt_mask[o] = 0;
            for (int i = 1; i <= n_items; ++i)
                if (rnd(10) < 3) opt_mask[o] |= 1u << i;
            if (!opt_mask[o]) opt_mask[o] = 1u << (1 + rnd(n_items));
        }
        opt_cost[o] = rnd(top + 1);
        for (int i = n_items; i >= 1; --i)   // items in decreasing order: any order works
            if (opt_mask[o] >> i & 1) items[k++] = i;
        cc.add_option(items, k, opt_cost[o], o);
    }
}

void random_matrices(int rounds) {
    for (int round = 0; round < rounds; ++round) {
        random_matrix();
        for (int at_most = -1; at_most <= n_opts; ++at_most) {
            long long want = brute_cheapest(at_most);
            bool got = cc.minimum(at_most);
            EXPECT(got == (want >= 0) && restored());
            EXPECT(got ? cc.cost == want && valid_solution(at_most) : cc.cost == -1);
        }
        long long want = brute_cheapest(-1);
        cc.minimum();
        long long full = cc.nodes;
        for (long long budget = 0; budget <= full + 1; ++budget) {
            bool got = cc.minimum(-1, budget);
            EXPECT(restored() && (!got || valid_solution(-1)));
            EXPECT(cc.nodes <= budget ? got == (want >= 0) && (!got || cc.cost == want)
                                      : cc.nodes == budget + 1);
        }
    }
}

void worked_example() {
    // Items 1..4. {1,2,3,4} costs 5, {1,2} and {3,4} 2 each, {2,3} 1: the
    // cheapest cover is {1,2} {3,4} (4); with one option, {1,2,3,4} (5).
    const int rows[4][4] = {{1, 2, 3, 4}, {1, 2}, {3, 4}, {2, 3}};
    const int len[4] = {4, 2, 2, 2};
    const long long cost[4] = {5, 2, 2, 1};
    cc.reset(4);
    for (int o = 0; o < 4; ++o) cc.add_option(rows[o], len[o], cost[o], o);
    EXPECT(cc.minimum() && cc.cost == 4 && cc.nsol == 2 && cc.sol[0] + cc.sol[1] == 3);
    EXPECT(cc.minimum(1) && cc.cost == 5 && cc.nsol == 1 && cc.sol[0] == 0);
    EXPECT(!cc.minimum(0) && cc.cost == -1);
    cc.reset(3);
    cc.add_option(rows[1], 2, 0, 0);
    EXPECT(!cc.minimum());  // item 3 has no option
}

void pruning() {
    // A path of 12 items, option i covering i-1..i+1 (cost 1), and each single
    // item as a dearer option (cost 2). The singles are dominated and never
    // tried; the cheapest cover is 4 triples; with at most 3 options the
    // bound's count (4 items no option shares) prunes at the root.
    int items[3];
    cc.reset(12);
    for (int i = 1; i <= 12; ++i) {
        int k = 0;
        for (int j = i - 1; j <= i + 1; ++j) if (1 <= j && j <= 12) items[k++] = j;
        cc.add_option(items, k, 1, i);
        cc.add_option(&i, 1, 2, -i);
    }
    EXPECT(cc.minimum() && cc.cost == 4 && cc.nsol == 4 && cc.nodes == 10);
    for (int i = 0; i < cc.nsol; ++i) EXPECT(cc.sol[i] > 0);
    EXPECT(!cc.minimum(3) && cc.nodes == 0);
}

int misuse(const char *what) {  // each must abort with "DLX: ..." on stderr
    int items[3] = {1, 2, 2};
    cc.reset(3);
    if (!std::strcmp(what, "overflow"))
        for (;;) cc.add_option(items, 2, 0, 0);
    if (!std::strcmp(what, "twice")) cc.add_option(items, 3, 0, 0);
    if (!std::strcmp(what, "range")) { items[0] = 4; cc.add_option(items, 1, 0, 0); }
    if (!std::strcmp(what, "empty")) cc.add_option(items, 0, 0, 0);
    if (!std::strcmp(what, "primary")) cc.reset(3, 4);
    if (!std::strcmp(what, "cost")) cc.add_option(items, 1, -1, 0);
    if (!std::strcmp(what, "at_most")) cc.minimum(-2);
    std::printf("unknown or harmless misuse %s\n", what);
    return 2;
}

int main(int argc, char **argv) {
    if (argc > 1) return misuse(argv[1]);
    watch_links();
    worked_example();
    seed_state = 1;
    random_matrices(4000);
    pruning();
    worked_example();  // after thousands of resets, the same answer
    return report("cost-cover-cpp");
}
