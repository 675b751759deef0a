// Description: The Sudoku model for the C++ DLX block, square boxes of any size
//   b (n = b*b digits, n*n cells): the C++ twin of the square case of
//   templates/sudoku.py, without its propagation and restarts. Source and
//   refusals: docs/template.md, "Inside the blocks".
// Usage:
//   static DLX dlx;
//   int grid[256];                       // n*n ints, 0 blank, 1..n given
//   if (solve_sudoku(dlx, grid, 4)) ...  // filled in place; false: no filling
// Time: the C++ DLX block's search on the model (bench/results/, bench/cpp.py).
// Memory: the DLX pools: 1 + 4*n*n + 4*n*n*n nodes (16x16: DLX_MAX_NODES's
//   default).
// Status: judged with the POJ 2676, 3074 and 3076 solutions on their stored
//   cases and against the Python solutions on generated ones (tests/problems/test_cpp_twins.py).
// Needs: dlx-template-cpp, pasted above it.

// region sudoku-model-cpp v2
// Items, numbered kind by kind (cells first, so the search's minimum-size
// item breaks ties towards cells, as in templates/sudoku.py); cell k = r*n + c,
// digit d in 0..n-1, box x = r/b*b + c/b; 0-based here, before renumbering:
//   k                   cell k is filled
//   n*n + r*n + d       row r holds d
//   2*n*n + c*n + d     column c holds d
//   3*n*n + x*n + d     box x holds d
// The givens are taken out before the model is built (what fix() would leave,
// without building what it removes): their items are dropped, the others
// numbered 1.. in that order, and only the options (blank cell k, digit d) whose
// four items are all left are added, label k*n + d. The search is the one the
// givens fixed in the full model would make. The pool needs at most
// 1 + 4*n*n + 4*n*n*n nodes (16x16: DLX_MAX_NODES).
bool solve_sudoku(DLX &dlx, int *grid, int b) {
    static int id[DLX::MAX];  // item (0-based, above) -> its number; 0: a given's
    int n = b * b, nn = n * n, m = 0;
    DLX_CHECK(0 < b && 4 * nn < DLX::MAX, "DLX_MAX_NODES < 1 + 4*n*n (the Sudoku's items)");
    for (int i = 0; i < 4 * nn; ++i) id[i] = 1;
    for (int k = 0; k < nn; ++k) {  // a given clashing with an earlier one: no filling
        if (!grid[k]) continue;
        int r = k / n, c = k % n, d = grid[k] - 1;
        int it[4] = {k, nn + r * n + d, 2 * nn + c * n + d, 3 * nn + (r / b * b + c / b) * n + d};
        for (int t = 0; t < 4; ++t) {
            if (!id[it[t]]) return false;
            id[it[t]] = 0;
        }
    }
    for (int i = 0; i < 4 * nn; ++i)
        if (id[i]) id[i] = ++m;
    dlx.reset(m);
    for (int k = 0; k < nn; ++k)
        for (int d = 0; grid[k] == 0 && d < n; ++d) {
            int r = k / n, c = k % n, items[4];
            items[0] = id[k];
            items[1] = id[nn + r * n + d];
            items[2] = id[2 * nn + c * n + d];
            items[3] = id[3 * nn + (r / b * b + c / b) * n + d];
            if (items[1] && items[2] && items[3]) dlx.add_option(items, 4, k * n + d);
        }
    if (!dlx.solve()) return false;
    for (int i = 0; i < dlx.nsol; ++i) grid[dlx.sol[i] / n] = dlx.sol[i] % n + 1;
    return true;
}
// endregion sudoku-model-cpp v2
