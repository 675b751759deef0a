// One N-Queens placement per input line, for bench/queens_one.py: the DLX
// block (templates/dlx.hpp, -I templates) under several models, item orders
// and restart rules, and a hand-written bitmask search. Input lines:
//   strategy n seed cap g_1 .. g_n
// g_r: the column (1..n) of a queen given in row r, 0 none. cap: give up past
// this many nodes in all (attempts included). Output per line:
//   solved nodes attempts microseconds c_1 .. c_n   (c: the columns found, 0s if none)
// and at the end the searches' own time, for bench/harness.py (a self-timed command:
// the process's start and the reading of the boards do not count):
//   {"cpu": CPU seconds, "wall": wall seconds}
// Strategies (docs/template.md, "One solution, counting, stopping at a limit", says
// which to take):
//   guide          rows and columns primary, interleaved in organ-pipe order,
//                  diagonals secondary (examples/queens.py), one search
//   rows           rows primary in organ-pipe order; columns and diagonals
//                  secondary (n queens on n rows fill every column anyway)
//   <model>+shuffle   restarts: attempt 0 as <model>, later attempts add the
//                  options in a random order; budget 2^(10 + attempt) nodes
//   <model>+renumber  restarts: later attempts number the primary items at random
//   hand           a bitmask search: the row with fewest free columns first
//                  (the classic contest code for SPOJ NQUEEN)
#define DLX_MAX_NODES (1 + 6 * 50 + 4 * 50 * 50)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <sys/time.h>
#include "dlx.hpp"

static DLX dlx;
static int n, given[64], found[64];
static unsigned rng_state;
static int rnd(int m) {
    rng_state = rng_state * 1103515245u + 12345u;
    return (rng_state >> 8) % m;
}
static void shuffle(int *a, int k) {
    for (int i = k - 1; i > 0; --i) { int j = rnd(i + 1), t = a[i]; a[i] = a[j]; a[j] = t; }
}

// rank[i]: i's place in organ-pipe order (the middle first), or a random order.
static void order(int *rank, bool random) {
    int idx[64];
    for (int i = 0; i < n; ++i) idx[i] = i;
    for (int i = 1; i < n; ++i)  // insertion sort by distance from the middle
        for (int j = i; j > 0 && std::abs(2 * idx[j] - (n - 1)) < std::abs(2 * idx[j - 1] - (n - 1)); --j) {
            int t = idx[j]; idx[j] = idx[j - 1]; idx[j - 1] = t;
        }
    if (random) shuffle(idx, n);
    for (int k = 0; k < n; ++k) rank[idx[k]] = k;
}

// Load a model; returns false if the givens clash.
static bool build(bool rows_only, bool renumber, bool shuffle_options) {
    int rr[64], rc[64], sq[64 * 64], handle[64 * 64];
    order(rr, renumber);
    order(rc, renumber);
    int p = rows_only ? n : 2 * n;
    dlx.reset(6 * n - 2, p);
    for (int k = 0; k < n * n; ++k) sq[k] = k;
    if (shuffle_options) shuffle(sq, n * n);
    for (int t = 0; t < n * n; ++t) {
        int r = sq[t] / n, c = sq[t] % n, items[4];
        if (rows_only) { items[0] = 1 + rr[r]; items[1] = n + 1 + rc[c]; }
        else { items[0] = 1 + 2 * rr[r]; items[1] = 2 + 2 * rc[c]; }
        items[2] = 2 * n + 1 + r + c;
        items[3] = 4 * n + r - c + n - 1;
        handle[sq[t]] = dlx.add_option(items, 4, sq[t]);
    }
    for (int r = 0; r < n; ++r)
        if (given[r] && !dlx.fix(handle[r * n + given[r] - 1])) return false;
    return true;
}

static bool run_dlx(const char *s, long long cap, long long &nodes, int &attempts) {
    bool rows_only = !std::strncmp(s, "rows", 4);
    bool shuf = std::strstr(s, "+shuffle") != 0, renum = std::strstr(s, "+renumber") != 0;
    bool restarts = shuf || renum;
    nodes = 0; attempts = 0;
    for (long long budget = 1024;; budget *= 2) {
        bool random = attempts > 0;
        if (!build(rows_only, random && renum, random && shuf)) return false;
        ++attempts;
        long long b = restarts ? budget : cap;
        if (b > cap - nodes) b = cap - nodes;
        long long got = dlx.search(1, b);
        nodes += dlx.nodes <= b ? dlx.nodes : b;
        if (dlx.nodes <= b) {
            if (!got) return false;
            for (int i = 0; i < dlx.nsol; ++i) found[dlx.sol[i] / n] = dlx.sol[i] % n + 1;
            return true;
        }
        if (nodes >= cap) return false;
    }
}

// The hand search: free[r] the columns still open to row r (bits), the row
// with the fewest first, columns low to high.
typedef unsigned long long u64;
static long long hand_nodes, hand_cap;
static bool hand(u64 *free_cols, int left) {
    if (!left) return true;
    if (++hand_nodes > hand_cap) return false;
    int best = -1, bc = 99;
    for (int r = 0; r < n; ++r)
        if (!found[r]) {
            int c = __builtin_popcountll(free_cols[r]);
            if (c < bc) { bc = c; best = r; }
        }
    u64 m = free_cols[best];
    while (m) {
        int c = __builtin_ctzll(m);
        m &= m - 1;
        u64 next[64];
        for (int r = 0; r < n; ++r) {
            int d = r > best ? r - best : best - r;
            next[r] = free_cols[r] & ~(1ULL << c);
            if (c + d < 64) next[r] &= ~(1ULL << (c + d));
            if (c - d >= 0) next[r] &= ~(1ULL << (c - d));
        }
        found[best] = c + 1;
        if (hand(next, left - 1)) return true;
        found[best] = 0;
        if (hand_nodes > hand_cap) return false;
    }
    return false;
}

static bool run_hand(long long cap, long long &nodes) {
    u64 free_cols[64];
    u64 all = n == 64 ? ~0ULL : (1ULL << n) - 1;
    int left = n;
    for (int r = 0; r < n; ++r) free_cols[r] = all, found[r] = 0;
    for (int g = 0; g < n; ++g)
        if (given[g]) {
            int c = given[g] - 1;
            if (!(free_cols[g] >> c & 1)) return false;
            for (int r = 0; r < n; ++r) {
                int d = r > g ? r - g : g - r;
                free_cols[r] &= ~(1ULL << c);
                if (c + d < 64) free_cols[r] &= ~(1ULL << (c + d));
                if (c - d >= 0) free_cols[r] &= ~(1ULL << (c - d));
            }
            found[g] = c + 1;
            --left;
        }
    hand_nodes = 0; hand_cap = cap;
    bool ok = hand(free_cols, left);
    nodes = hand_nodes;
    return ok;
}

static double wall_now() {
    struct timeval tv;
    gettimeofday(&tv, 0);
    return tv.tv_sec + tv.tv_usec / 1e6;
}

int main() {
    char s[32];
    double cpu_total = 0, wall_total = 0;
    long long cap;
    unsigned seed;
    while (std::scanf("%31s %d %u %lld", s, &n, &seed, &cap) == 4) {
        for (int r = 0; r < n; ++r) if (std::scanf("%d", &given[r]) != 1) return 1;
        rng_state = seed;
        std::memset(found, 0, sizeof found);
        long long nodes = 0;
        int attempts = 1;
        std::clock_t t0 = std::clock();
        double w0 = wall_now();
        bool ok = !std::strcmp(s, "hand") ? run_hand(cap, nodes) : run_dlx(s, cap, nodes, attempts);
        double us = 1e6 * (std::clock() - t0) / CLOCKS_PER_SEC;
        cpu_total += us / 1e6;
        wall_total += wall_now() - w0;
        std::printf("%d %lld %d %.0f", ok, nodes, attempts, us);
        for (int r = 0; r < n; ++r) std::printf(" %d", ok ? found[r] : 0);
        std::printf("\n");
    }
    std::printf("{\"cpu\": %.6f, \"wall\": %.6f}\n", cpu_total, wall_total);
    return 0;
}
