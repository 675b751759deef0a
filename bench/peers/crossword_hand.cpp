// A contest user's hand-written crossword filler (HackerRank Crossword Puzzle, the
// problem of examples/crossword.py), the peer of the colour block in bench/colors.py:
// fill slots with words, check the crossings on the grid itself. It picks the slot
// with the fewest fitting unused words first (the strong form of the classic code, as
// problemkit.crossword does in Python), writes a word, recurses, and rubs it out.
#include "crossword_io.hpp"

static bool used[MAX_WORDS], filled[MAX_SLOTS];
static char saved[MAX_SLOTS][MAX_SIDE];   // the slot's letters before a word went in

static bool fits(int w, int s) {
    if (used[w] || word_len[w] != slot_len[s]) return false;
    for (int t = 0; t < slot_len[s]; ++t) {
        char ch = grid[slot_cell[s][t] / side][slot_cell[s][t] % side];
        if (ch != '-' && ch != words[w][t]) return false;
    }
    return true;
}

static void write(int w, int s) {
    for (int t = 0; t < slot_len[s]; ++t) {
        char &ch = grid[slot_cell[s][t] / side][slot_cell[s][t] % side];
        saved[s][t] = ch;
        ch = words[w][t];
    }
}

static void rub_out(int s) {
    for (int t = 0; t < slot_len[s]; ++t)
        grid[slot_cell[s][t] / side][slot_cell[s][t] % side] = saved[s][t];
}

static bool fill(int left) {
    if (!left) return true;
    int best = -1, best_count = MAX_WORDS + 1;
    for (int s = 0; s < n_slots; ++s) {          // the slot with the fewest fitting words
        if (filled[s]) continue;
        int count = 0;
        for (int w = 0; w < n_words && count < best_count; ++w) count += fits(w, s);
        if (count < best_count) { best = s; best_count = count; }
        if (!count) return false;
    }
    filled[best] = true;
    for (int w = 0; w < n_words; ++w) {
        if (!fits(w, best)) continue;
        used[w] = true;
        write(w, best);
        if (fill(left - 1)) return true;
        rub_out(best);
        used[w] = false;
    }
    filled[best] = false;
    return false;
}

int main() {
    if (!read_crossword()) { std::fprintf(stderr, "crossword_hand: bad input\n"); return 1; }
    find_slots();
    if (n_slots != n_words || !fill(n_slots)) {
        std::fprintf(stderr, "crossword_hand: no filling\n");
        return 1;
    }
    print_grid();
    return 0;
}
