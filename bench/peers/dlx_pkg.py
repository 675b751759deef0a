"""Sudoku through the PyPI package `dlx` (Sebastian Raaphorst's pure-Python
Dancing Links, 2008): solve(grid, box) -> list of n*n ints, or None.

Its DLX(columns) takes (name, PRIMARY) pairs, appendRow(items, name) adds an
option (N[node] is the name of any node's row), and solve() is a recursive generator of solutions (lists of row
identifiers) with minimum-size column choice. We give it the Sudoku matrix reduced by
the givens (sudoku_matrix.py); building it is part of the time.

The package's top-level name, `dlx`, is also the name of our template module
(templates/dlx.py), so it is loaded under the name `pypi_dlx` from the first
sys.path entry that is not our templates folder.
"""
import importlib.machinery
import importlib.util
import os
import sys

from sudoku_matrix import fill, reduced_matrix


def _load_pypi_dlx():
    templates = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "templates")
    path = [p for p in sys.path
            if os.path.abspath(p or ".") != templates]
    spec = importlib.machinery.PathFinder.find_spec("dlx", path)
    if spec is None or spec.origin is None or "site-packages" not in spec.origin:
        raise ImportError("the PyPI package `dlx` is not installed")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["pypi_dlx"] = module
    return module


_dlx = _load_pypi_dlx()


def solve(grid, box):
    model = reduced_matrix(grid, box)
    if model is None:
        return None
    rows, n_cols, labels = model
    if not rows:
        return list(grid)
    d = _dlx.DLX([(j, _dlx.DLX.PRIMARY) for j in range(n_cols)])
    for i, row in enumerate(rows):
        d.appendRow(row, i)             # N[node] is the row name of every node
    for solution in d.solve():
        return fill(grid, labels, [d.N[r] for r in solution])
    return None
