// The self-check of templates/dlx_min.hpp (after templates/dlx.hpp), against
// brute force: random matrices with secondary items and duplicate options;
// minimum() with every bound at_most around the answer, with a fixed option,
// and with every node budget from 0 past the full search; every list restored;
// one global DLXMin reset between matrices, as between test cases.
//   g++ -std=c++98 -O2 -fno-asm -Wall -DONLINE_JUDGE templates/dlx_min_test.cpp -o t
//   ./t            -> "dlx-min-cpp self-check: ok", exit 0
#include "_selftest.hpp"
#include "dlx.hpp"
#include "dlx_min.hpp"

static DLXMin dlx;

const int MAXI = 8, MAXO = 12;
int n_items, n_primary, n_opts, handle[MAXO];
unsigned opt_mask[MAXO];

static Watched links;  // dlx's links: L R U D C S

void watch_links() {
    WATCH_LINKS(links, dlx);
    WATCH(links, dlx.C);
}

unsigned primary_mask() {
    unsigned m = 0;
    for (int i = 1; i <= n_primary; ++i) m |= 1u << i;
    return m;
}

// An exact cover holding every option of `must`; the others need a primary item.
bool exact(unsigned set, unsigned must) {
    unsigned seen = 0;
    if ((set & must) != must) return false;
    for (int o = 0; o < n_opts; ++o)
        if (set >> o & 1) {
            if ((seen & opt_mask[o]) || (!(must >> o & 1) && !(opt_mask[o] & primary_mask())))
                return false;
            seen |= opt_mask[o];
        }
    return (seen & primary_mask()) == primary_mask();
}

int popcount(unsigned v) {
    int k = 0;
    for (; v; v &= v - 1) ++k;
    return k;
}

int brute_minimum(unsigned must) {  // -1: no cover
    int best = -1;
    for (unsigned set = 0; set < (1u << n_opts); ++set)
        if (exact(set, must) && (best < 0 || popcount(set) < best)) best = popcount(set);
    return best;
}

bool valid_solution(unsigned must) {
    unsigned set = 0;
    for (int i = 0; i < dlx.nsol; ++i) {
        int o = dlx.sol[i];
        if (o < 0 || o >= n_opts || (set >> o & 1)) return false;
        set |= 1u << o;
    }
    return exact(set, must);
}

void random_matrix() {
    n_items = 1 + rnd(MAXI - 1);
    n_primary = rnd(3) ? n_items : rnd(n_items + 1);
    n_opts = 1 + rnd(MAXO);
    dlx.reset(n_items, n_primary);
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
        for (int i = 1; i <= n_items; ++i)
            if (opt_mask[o] >> i & 1) items[k++] = i;
        handle[o] = dlx.add_option(items, k, o);
    }
}

void random_matrices(int rounds) {
    for (int round = 0; round < rounds; ++round) {
        random_matrix();
        links.save();
        int want = brute_minimum(0);
        EXPECT(dlx.minimum() == (want >= 0) && links.restored());
        EXPECT(want < 0 || (dlx.nsol == want && valid_solution(0)));
        for (int k = 0; k <= (want < 0 ? n_opts : want + 1); ++k) {
            bool got = dlx.minimum(1LL << 62, k);
            EXPECT(got == (want >= 0 && k >= want) && links.restored());
            EXPECT(!got || (dlx.nsol == want && valid_solution(0)));
        }
        dlx.minimum();
        long long full = dlx.nodes;
        for (long long budget = 0; budget <= full + 1; ++budget) {
            bool got = dlx.minimum(budget);
            EXPECT(links.restored() && (!got || valid_solution(0)));
            EXPECT(dlx.nodes <= budget ? got == (want >= 0) && (!got || dlx.nsol == want)
                                       : dlx.nodes == budget + 1);
        }
        int f = rnd(n_opts);
        EXPECT(dlx.fix(handle[f]));
        int with_f = brute_minimum(1u << f);
        EXPECT(dlx.minimum() == (with_f >= 0));
        EXPECT(with_f < 0 || (dlx.nsol == with_f && dlx.sol[0] == f && valid_solution(1u << f)));
        EXPECT(!dlx.minimum(1LL << 62, 0));  // one option is fixed already
        dlx.unfix();
        EXPECT(links.restored());
    }
}

void worked_example() {
    // Knuth's example has one cover; add {A..G} and it becomes the smallest.
    const char *rows[] = {"CEF", "ADG", "BCF", "AD", "BG", "DEG", "ABCDEFG"};
    dlx.reset(7);
    for (int o = 0; o < 6; ++o) {
        int items[7], k = 0;
        for (const char *p = rows[o]; *p; ++p) items[k++] = *p - 'A' + 1;
        dlx.add_option(items, k, o + 1);
    }
    EXPECT(dlx.minimum() && dlx.nsol == 3);
    int all[7] = {1, 2, 3, 4, 5, 6, 7};
    dlx.add_option(all, 7, 7);
    EXPECT(dlx.minimum() && dlx.nsol == 1 && dlx.sol[0] == 7);
}

int main() {
    watch_links();
    worked_example();
    seed_state = 1;
    random_matrices(3000);
    worked_example();  // after thousands of resets, the same answer
    return report("dlx-min-cpp");
}
