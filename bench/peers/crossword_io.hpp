// Shared by the crossword peers (bench/colors.py's C++ part): read a crossword in
// examples/crossword.py's format at any square size (lines of '+' and '-', then one
// line of words split by ';'), find its slots, print a filled grid. Not a block:
// the peers' own plumbing, so that the two peers differ only in their search.
#include <cstdio>
#include <cstring>

const int MAX_SIDE = 64, MAX_WORDS = 256, MAX_SLOTS = 2 * MAX_SIDE * MAX_SIDE / 3;
static char grid[MAX_SIDE][MAX_SIDE + 2];
static char words[MAX_WORDS][MAX_SIDE + 2];
static int side, n_words, word_len[MAX_WORDS];
static int n_slots, slot_len[MAX_SLOTS], slot_cell[MAX_SLOTS][MAX_SIDE];  // cell r*side+c

// The grid and the words from stdin; false if malformed.
static bool read_crossword() {
    static char line[4096];
    side = n_words = 0;
    while (std::fgets(line, sizeof line, stdin)) {
        int k = (int)std::strcspn(line, "\r\n");
        line[k] = 0;
        if (!k) continue;
        if (std::strspn(line, "+-") == (size_t)k) {
            if (side == MAX_SIDE || (side && k != (int)std::strlen(grid[0]))) return false;
            std::memcpy(grid[side++], line, k + 1);
            continue;
        }
        for (char *w = std::strtok(line, ";"); w; w = std::strtok(0, ";")) {
            if (n_words == MAX_WORDS) return false;
            word_len[n_words] = (int)std::strlen(w);
            std::memcpy(words[n_words], w, word_len[n_words] + 1);
            ++n_words;
        }
    }
    return side > 0 && (int)std::strlen(grid[0]) == side && n_words > 0;
}

// The slots, across then down: runs of 2 or more open cells.
static void find_slots() {
    n_slots = 0;
    for (int down = 0; down < 2; ++down)
        for (int a = 0; a < side; ++a)
            for (int b = 0, run = 0; b <= side; ++b) {
                int r = down ? b : a, c = down ? a : b;
                if (b < side && grid[r][c] == '-') {
                    slot_cell[n_slots][run++] = r * side + c;
                    continue;
                }
                if (run > 1) slot_len[n_slots++] = run;
                run = 0;
            }
}

static void print_grid() {
    for (int r = 0; r < side; ++r) std::printf("%s\n", grid[r]);
}
