"""The command lines of the Sudoku problems' ref.py and gen.py:

    python testdata/<problem>/ref.py < case.in         the reference answer on stdout
    python testdata/<problem>/gen.py SEED [options]    one input on stdout

(with the repository root on PYTHONPATH, as the runner, stress and the tests set it)."""
import sys

from problemkit.sudoku.generate import gen_boards
from problemkit.sudoku.ref_solver import solve_ref


def ref_main(layout, limit=1):
    """A Sudoku ref.py: solve every board of stdin (in `layout`) with solve_ref and
    print the fillings (nothing for a board without one). With limit=2 a board
    with several fillings is a data error: one line on stderr, exit 1."""
    out = []
    for i, grid in enumerate(layout.read(sys.stdin.read()), 1):
        count, filled = solve_ref(grid, layout.box, limit)
        if limit > 1 and count > 1:
            sys.exit("ref: case %d has several fillings" % i)
        if filled is not None:
            out.append(layout.format(filled))
    sys.stdout.write("".join(out))


def gen_main(layout, unique=False):
    """A Sudoku gen.py: `SEED [--cases T] [--clues N] [--unique]` (generate.gen_boards)
    printed as one input in `layout`."""
    sys.stdout.write(layout.format_input(gen_boards(sys.argv[1:], layout.box, unique)))
