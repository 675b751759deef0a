// Description: the Sudoku model for the C++ DLX block (templates/dlx.hpp),
//   square boxes of any size b: n = b*b digits, n*n cells. It goes after the
//   DLX block; the C++ twin of the square case of templates/sudoku.py, without
//   its propagation and restarts (C++ does not need them on our sets:
//   bench/results/, bench/cpp.py).
// Usage:
//   static DLX dlx;
//   int grid[256];                       // n*n ints, 0 blank, 1..n given
//   if (solve_sudoku(dlx, grid, 4)) ...  // filled in place; false: no filling
// Status: judged with the POJ 2676, 3074 and 3076 solutions on their stored
//   cases and against the Python solutions on generated ones (tests/problems/test_cpp_twins.py).

// region sudoku-model-cpp v1
// Items, numbered from 1 kind by kind (cells first, so the search's
// minimum-size item breaks ties towards cells, as in templates/sudoku.py);
// cell k = r*n + c, digit d in 0..n-1, box x = r/b*b + c/b:
//   1 + k                   cell k is filled
//   1 + n*n + r*n + d       row r holds d
//   1 + 2*n*n + c*n + d     column c holds d
//   1 + 3*n*n + x*n + d     box x holds d
// Option (cell k, digit d) has label k*n + d; the givens are fixed before the
// search. The pool needs 1 + 4*n*n + 4*n*n*n nodes (16x16: DLX_MAX_NODES).
bool solve_sudoku(DLX &dlx, int *grid, int b) {
    static int handle[DLX::MAX / 4 + 1];  // option (k, d) -> handle, for fix()
    int n = b * b, nn = n * n;
    dlx.reset(4 * nn);
    for (int k = 0; k < nn; ++k)
        for (int d = 0; d < n; ++d) {
            int r = k / n, c = k % n, items[4];
            items[0] = 1 + k;
            items[1] = 1 + nn + r * n + d;
            items[2] = 1 + 2 * nn + c * n + d;
            items[3] = 1 + 3 * nn + (r / b * b + c / b) * n + d;
            handle[k * n + d] = dlx.add_option(items, 4, k * n + d);
        }
    for (int k = 0; k < nn; ++k)  // a given clashing with an earlier one: no filling
        if (grid[k] && !dlx.fix(handle[k * n + grid[k] - 1])) return false;
    if (!dlx.solve()) return false;
    for (int i = 0; i < dlx.nsol; ++i) grid[dlx.sol[i] / n] = dlx.sol[i] % n + 1;
    return true;
}
// endregion sudoku-model-cpp v1
