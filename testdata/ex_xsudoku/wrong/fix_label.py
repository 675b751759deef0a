# expect: RE
"""Wrong on purpose: X-Sudoku modelled from scratch on the DLX block, fixing
each given with its label, dlx.fix(k*9 + d), instead of the handle add_option
returned (with dlx-template v2 this answered "none" for solvable puzzles,
or searched forever). Since v3, fix() refuses anything that is not
a handle: "fix() takes the handle add_option returned, not a label"."""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "xsudoku", os.path.join(HERE, "..", "..", "..", "examples", "xsudoku.py"))
xsudoku = importlib.util.module_from_spec(spec)
spec.loader.exec_module(xsudoku)


def solve(dlx, grid):
    units = xsudoku.X_SUDOKU.bases     # 81 + 9u per unit u through cell k: item 82 + 9u + d
    dlx.reset(81 + 29 * 9)
    for k in range(81):
        for d in range(9):
            dlx.add_option([k + 1] + [b + 1 + d for b in units[k]], k * 9 + d)
    for k, v in enumerate(grid):
        if v and not dlx.fix(k * 9 + v - 1):       # the bug: a label, not a handle
            return None
    labels = dlx.solve()
    if labels is None:
        return None
    out = [0] * 81
    for label in labels:
        out[label // 9] = label % 9 + 1
    return out


def main():
    grids = xsudoku.parse(sys.stdin.buffer.read())
    dlx = xsudoku.DLX(1)
    out = []
    for grid in grids:
        solved = solve(dlx, grid)
        out.append("none" if solved is None else "".join(map(str, solved)))
    sys.stdout.write("\n".join(out) + "\n")


main()
