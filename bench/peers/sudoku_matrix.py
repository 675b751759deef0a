"""The reduced Sudoku exact-cover matrix that the package adapters feed to
their solvers: items cell, row-digit, column-digit, box-digit as in
templates/sudoku.py, with the givens applied: only the items the givens leave
open are columns, and only the candidates of blank cells that no given excludes
are rows. (Our templates/sudoku.py also narrows candidates in plain Python,
singles and locked candidates, before it builds options; a user of these
packages would hand them the plain matrix, so they get that.)

    model = reduced_matrix(grid, box)   # None: givens clash or an item is uncoverable
    rows, n_cols, labels = model
    rows[i]   the columns (0..n_cols-1) that option i covers
    labels[i] (cell k, digit 1..n) of option i
    fill(grid, labels, chosen) -> the completed grid

Written for the benchmark only; it shares no code with the template.
"""


def reduced_matrix(grid, box):
    n = box * box
    nn = n * n
    used = [0] * (3 * n)                 # digit masks: rows, columns, boxes
    for k, v in enumerate(grid):
        if v:
            r, c = divmod(k, n)
            bit = 1 << (v - 1)
            b = 2 * n + r // box * box + c // box
            if (used[r] | used[n + c] | used[b]) & bit:
                return None              # two givens clash
            used[r] |= bit
            used[n + c] |= bit
            used[b] |= bit
    col_of = {}                          # item -> column, for open items only
    rows, labels = [], []
    for k, v in enumerate(grid):
        if v:
            continue
        r, c = divmod(k, n)
        b = r // box * box + c // box
        taken = used[r] | used[n + c] | used[2 * n + b]
        for d in range(n):
            if taken >> d & 1:
                continue
            row = []
            for item in (k, nn + r * n + d, 2 * nn + c * n + d, 3 * nn + b * n + d):
                if item not in col_of:
                    col_of[item] = len(col_of)
                row.append(col_of[item])
            rows.append(row)
            labels.append((k, d + 1))
    # Givens without clashes leave 4 open items per blank cell (its cell item
    # and one row-, column- and box-digit item each); fewer columns means an
    # open item no candidate covers: no filling.
    if len(col_of) < 4 * sum(1 for v in grid if not v):
        return None
    return rows, len(col_of), labels


def fill(grid, labels, chosen):
    out = list(grid)
    for i in chosen:
        k, d = labels[i]
        out[k] = d
    return out
