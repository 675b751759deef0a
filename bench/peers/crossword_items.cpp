// The crossword (examples/crossword.py's problem) as a plain exact cover on the DLX
// block (templates/dlx.hpp, -I templates), without colours: the "26-item model" of
// bench/colors.py's plain_matrix, in C++ for bench/colors.py's C++ part. Items: word w
// written once, slot s filled once (primary); then, per crossing cell, one secondary
// item per letter x that can land there. An across word with letter a at a crossing
// cell takes the items of every other letter there, a down word with letter b the item
// of b: two options clash at the cell exactly when a != b.
#define DLX_MAX_NODES (1 << 21)
#include "dlx.hpp"
#include "crossword_io.hpp"

static DLX dlx;
static int letter_item[MAX_SIDE * MAX_SIDE][26];   // 0: that letter never lands there
static int times_in_slots[MAX_SIDE * MAX_SIDE];

static void load() {
    int base = n_words + n_slots, n = base;
    for (int s = 0; s < n_slots; ++s)
        for (int t = 0; t < slot_len[s]; ++t) ++times_in_slots[slot_cell[s][t]];
    for (int w = 0; w < n_words; ++w)             // the letters that can land on a crossing
        for (int s = 0; s < n_slots; ++s)
            if (word_len[w] == slot_len[s])
                for (int t = 0; t < slot_len[s]; ++t)
                    if (times_in_slots[slot_cell[s][t]] > 1)
                        letter_item[slot_cell[s][t]][words[w][t] - 'A'] = 1;
    for (int cell = 0; cell < side * side; ++cell)
        for (int x = 0; x < 26; ++x)
            if (letter_item[cell][x]) letter_item[cell][x] = ++n;
    dlx.reset(n, base);
    static int items[2 + MAX_SIDE * 26];
    for (int w = 0; w < n_words; ++w)
        for (int s = 0; s < n_slots; ++s) {
            if (word_len[w] != slot_len[s]) continue;
            bool across = slot_cell[s][1] == slot_cell[s][0] + 1;
            int k = 0;
            items[k++] = w + 1;
            items[k++] = n_words + s + 1;
            for (int t = 0; t < slot_len[s]; ++t) {
                int cell = slot_cell[s][t], a = words[w][t] - 'A';
                if (times_in_slots[cell] < 2) continue;
                if (!across) { items[k++] = letter_item[cell][a]; continue; }
                for (int x = 0; x < 26; ++x)
                    if (x != a && letter_item[cell][x]) items[k++] = letter_item[cell][x];
            }
            dlx.add_option(items, k, w * n_slots + s);
        }
}

int main() {
    if (!read_crossword()) { std::fprintf(stderr, "crossword_items: bad input\n"); return 1; }
    find_slots();
    if (n_slots != n_words) { std::fprintf(stderr, "crossword_items: no filling\n"); return 1; }
    load();
    if (!dlx.solve()) { std::fprintf(stderr, "crossword_items: no filling\n"); return 1; }
    for (int i = 0; i < dlx.nsol; ++i) {
        int w = dlx.sol[i] / n_slots, s = dlx.sol[i] % n_slots;
        for (int t = 0; t < slot_len[s]; ++t)
            grid[slot_cell[s][t] / side][slot_cell[s][t] % side] = words[w][t];
    }
    print_grid();
    return 0;
}
