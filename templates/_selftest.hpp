// The harness of the C++ blocks' self-tests (templates/*_test.cpp), never pasted: a
// template whose name starts with "_" is no block (judge/blocks.py). What every self-test
// shares: a seeded LCG, EXPECT with its failure count, the arrays a search must leave as it
// found them, and the closing line that tests/templates/test_cpp_blocks.py reads.
#ifndef DLX_SELFTEST_HPP
#define DLX_SELFTEST_HPP
#include <cstdio>
#include <cstring>
#include <vector>

static unsigned seed_state;
inline int rnd(int m) {  // an LCG: the same matrices on every machine
    seed_state = seed_state * 1103515245u + 12345u;
    return (seed_state >> 8) % m;
}

static int fails = 0;
#define EXPECT(ok) \
    do { if (!(ok)) { std::printf("line %d: %s\n", __LINE__, #ok); ++fails; } } while (0)

// The link arrays of a block: WATCH each once, save() before a search, restored() after it.
struct Watched {
    std::vector<const int *> array;
    std::vector<std::vector<int> > copy;
    void watch(const int *a, int count) {
        array.push_back(a);
        copy.push_back(std::vector<int>(count));
    }
    void save() {
        for (size_t i = 0; i < array.size(); ++i)
            std::memcpy(&copy[i][0], array[i], copy[i].size() * sizeof(int));
    }
    bool restored() const {
        for (size_t i = 0; i < array.size(); ++i)
            if (std::memcmp(&copy[i][0], array[i], copy[i].size() * sizeof(int)) != 0)
                return false;
        return true;
    }
};
#define WATCH(watched, a) (watched).watch((a), (int)(sizeof(a) / sizeof(a)[0]))
// The links and sizes every block has (Knuth's L R U D S); a block's own arrays: WATCH.
#define WATCH_LINKS(watched, b) (WATCH(watched, (b).L), WATCH(watched, (b).R), \
    WATCH(watched, (b).U), WATCH(watched, (b).D), WATCH(watched, (b).S))

// The last line of a self-test, and its exit code.
inline int report(const char *block) {
    if (fails) {
        std::printf("%s self-check: %d failure(s)\n", block, fails);
        return 1;
    }
    std::printf("%s self-check: ok\n", block);
    return 0;
}
#endif
