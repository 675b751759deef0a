"""The workloads of the general exact-cover benchmark: what each one builds,
the answer it must give, and its specialised (hand-written) reference.

    WORKLOADS[name] = Workload(...)
    instances(w, quick) -> [(model, check)]: model = (n_items, n_primary,
        options); check(result) -> True when an engine's result is right:
        the known count (mode "count"), or a valid solution (mode "solve").
"""
import os

from . import kings, langford, pentomino, queens, sudoku

DATA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")
CENTRE = [(3, 3), (3, 4), (4, 3), (4, 4)]


class Workload:
    def __init__(self, family, mode, build, expected=None, special=None, quick=False):
        self.family, self.mode, self.build = family, mode, build
        self.expected, self.special, self.quick = expected, special, quick


def counting(family, expected, build, special, quick=False):
    return Workload(family, "count", build, expected, special, quick)


WORKLOADS = {
    "pentomino 3x20": counting("pentomino", 8, lambda: pentomino.model(3, 20),
                               lambda: pentomino.count_bitmask(3, 20), quick=True),
    "pentomino 4x15": counting("pentomino", 1472, lambda: pentomino.model(4, 15),
                               lambda: pentomino.count_bitmask(4, 15)),
    "pentomino 5x12": counting("pentomino", 4040, lambda: pentomino.model(5, 12),
                               lambda: pentomino.count_bitmask(5, 12)),
    "pentomino 6x10": counting("pentomino", 9356, lambda: pentomino.model(6, 10),
                               lambda: pentomino.count_bitmask(6, 10)),
    "pentomino 8x8 - centre": counting("pentomino", 520,
                                       lambda: pentomino.model(8, 8, CENTRE),
                                       lambda: pentomino.count_bitmask(8, 8, CENTRE)),
    "queens 10": counting("queens", 724, lambda: queens.model(10),
                          lambda: queens.count_bitmask(10), quick=True),
    "queens 12": counting("queens", 14200, lambda: queens.model(12),
                          lambda: queens.count_bitmask(12)),
    "queens 13": counting("queens", 73712, lambda: queens.model(13),
                          lambda: queens.count_bitmask(13)),
    "langford 8": counting("langford", 300, lambda: langford.model(8),     # bench-quick's
                           lambda: langford.count_bitmask(8), quick=True),  # langford
    "langford 11": counting("langford", 35584, lambda: langford.model(11),
                            lambda: langford.count_bitmask(11)),
    "langford 12": counting("langford", 216288, lambda: langford.model(12),
                            lambda: langford.count_bitmask(12)),
    "kings 8x8": counting("kings", 281571, kings.model, kings.count_bitmask, quick=True),
}
# Solve workloads: (file, box, puzzles in a full run, in --quick, X-Sudoku)
PUZZLE_SETS = {
    "x-sudoku 9x9 (20 minimal)": ("xsudoku.txt", 3, 20, 5, True),
    "sudoku 9x9 top1465 (first 200)": ("top1465.txt", 3, 200, 20, False),
    "sudoku 16x16 minimal (22)": ("sudoku16-minimal.txt", 4, 22, 2, False),
}
for _name, _set in PUZZLE_SETS.items():
    WORKLOADS[_name] = Workload("sudoku", "solve", _set, quick=_set[1] == 3)


def is_cover(model, chosen):
    """chosen (option indices) covers every primary item once, every
    secondary item at most once."""
    n_items, n_primary, options = model
    seen = [0] * (n_items + 1)
    for i in chosen:
        for item in options[i]:
            seen[item] += 1
    return (all(s == 1 for s in seen[1:n_primary + 1])
            and all(s <= 1 for s in seen[n_primary + 1:]))


def instances(name, quick=False):
    """[(model, check)] of a workload (see the module docstring)."""
    w = WORKLOADS[name]
    if w.mode == "count":
        return [(w.build(), lambda result, n=w.expected: result == n)]
    filename, box, first, first_quick, diagonals = w.build
    with open(os.path.join(DATA, filename)) as f:
        lines = [line.strip() for line in f if line.strip()]
    out = []
    for line in lines[:first_quick if quick else first]:
        grid = sudoku.parse(line)
        model = sudoku.model(grid, box, diagonals)

        def check(chosen, model=model, grid=grid):
            return (chosen is not None and is_cover(model, chosen)
                    and sudoku.valid(grid, sudoku.filled(grid, box, diagonals, chosen),
                                     box, diagonals))
        out.append((model, check))
    return out


def removed_per_choice(model):
    """The mean number of other options one choice removes (those sharing an
    item with it), over all options of the matrix: the statistic for
    telling the workloads apart (bitset engines gain where it is large)."""
    n_items, _, options = model
    holders = [[] for _ in range(n_items + 1)]
    for i, option in enumerate(options):
        for item in option:
            holders[item].append(i)
    total = 0
    for option in options:
        total += len(set().union(*(holders[item] for item in option))) - 1
    return total / len(options) if options else 0.0
