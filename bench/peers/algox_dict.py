"""Algorithm X with dicts of sets: Ali Assaf's well-known formulation.

Source: A. Assaf, "Algorithm X in 30 lines!" (cs.mcgill.ca/~aassaf9/python/algorithm_x.html).
X maps each item to the set of options that contain it, Y maps each option to
its list of items; select/deselect remove and restore whole columns of X, so no
linked lists are needed. The Sudoku model is his: all n**3 options (row, column,
digit) are built, then the givens are selected before the search. The one
change: the search returns the first solution instead of being a generator of
all of them (the benchmark needs one filling, as our template's solve() does).

    solve(grid, box) -> list of n*n ints, or None; grid is n*n ints, 0 blank.

A benchmark peer only: it shares no code with the template.
"""
from itertools import product


def exact_cover(X, Y):
    X = {j: set() for j in X}
    for i, row in Y.items():
        for j in row:
            X[j].add(i)
    return X, Y


def select(X, Y, r):
    cols = []
    for j in Y[r]:
        for i in X[j]:
            for k in Y[i]:
                if k != j:
                    X[k].remove(i)
        cols.append(X.pop(j))
    return cols


def deselect(X, Y, r, cols):
    for j in reversed(Y[r]):
        X[j] = cols.pop()
        for i in X[j]:
            for k in Y[i]:
                if k != j:
                    X[k].add(i)


def search(X, Y, solution):
    """The first exact cover extending `solution`, or None."""
    if not X:
        return list(solution)
    c = min(X, key=lambda c: len(X[c]))
    for r in list(X[c]):
        solution.append(r)
        cols = select(X, Y, r)
        found = search(X, Y, solution)
        deselect(X, Y, r, cols)
        solution.pop()
        if found is not None:
            return found
    return None


def solve(grid, box):
    R = C = box
    N = R * C
    X = ([("rc", rc) for rc in product(range(N), range(N))] +
         [("rn", rn) for rn in product(range(N), range(1, N + 1))] +
         [("cn", cn) for cn in product(range(N), range(1, N + 1))] +
         [("bn", bn) for bn in product(range(N), range(1, N + 1))])
    Y = dict()
    for r, c, n in product(range(N), range(N), range(1, N + 1)):
        b = (r // R) * R + (c // C)
        Y[(r, c, n)] = [("rc", (r, c)), ("rn", (r, n)), ("cn", (c, n)), ("bn", (b, n))]
    X, Y = exact_cover(X, Y)
    for k, n in enumerate(grid):
        if n:
            r = (k // N, k % N, n)
            if any(j not in X for j in Y[r]):
                return None            # two givens clash
            select(X, Y, r)
    solution = search(X, Y, [])
    if solution is None:
        return None
    out = list(grid)
    for r, c, n in solution:
        out[r * N + c] = n
    return out
