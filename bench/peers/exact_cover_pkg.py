"""Sudoku through the PyPI package `exact-cover` (a C extension over NumPy
boolean matrices): solve(grid, box) -> list of n*n ints, or None.

The package takes a dense bool matrix, one row per option and one column per
item, and returns the indices of the chosen rows (it raises NoSolution when
there is none). We give it the Sudoku matrix reduced by the givens
(sudoku_matrix.py); building the matrix is part of the measured time, as it
would be in a user's program.
"""
import numpy as np
import exact_cover

from sudoku_matrix import fill, reduced_matrix


def solve(grid, box):
    model = reduced_matrix(grid, box)
    if model is None:
        return None
    rows, n_cols, labels = model
    if not rows:
        return list(grid)
    matrix = np.zeros((len(rows), n_cols), dtype=bool)
    r_idx = [i for i, row in enumerate(rows) for _ in row]
    c_idx = [c for row in rows for c in row]
    matrix[r_idx, c_idx] = True
    try:
        chosen = exact_cover.get_exact_cover(matrix)
    except exact_cover.error.NoSolution:
        return None
    return fill(grid, labels, chosen.tolist())
