"""Reference for POJ 3076, independent of the DLX template (and of
templates/sudoku.py): problemkit.sudoku.ref_solver.solve_ref, the bitmask backtracker with
naked and hidden singles that every Sudoku problem's reference uses, on each
16x16 grid. It counts fillings up to 2 and refuses a grid that has none or more
than one (one line on stderr, exit 1), so the answers it writes are the unique
fillings the statement promises. stdin -> stdout in the solution's format
(solved grids, one empty line between them); trusts its input layout.
"""
import sys

from problemkit.params import problem_params
from problemkit.sudoku.ref_solver import solve_ref

BOX = problem_params(__file__)["box"]
N, LETTERS = BOX * BOX, "ABCDEFGHIJKLMNOP"


def main():
    rows = [line.strip() for line in sys.stdin.read().split("\n") if line.strip()]
    out = []
    for g in range(0, len(rows), N):
        grid = [0 if ch == "-" else LETTERS.index(ch) + 1 for row in rows[g:g + N] for ch in row]
        count, solved = solve_ref(grid, BOX, 2)
        if count != 1:
            sys.exit("ref: grid %d has %s" % (g // N + 1, "no filling" if not count
                                                else "more than one filling"))
        out.append("\n".join("".join(LETTERS[v - 1] for v in solved[r * N:(r + 1) * N])
                             for r in range(N)))
    sys.stdout.write("\n\n".join(out) + "\n")


if __name__ == "__main__":
    main()
