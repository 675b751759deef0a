"""POJ 3074 (9x9 Sudoku, one 81-character line per puzzle, '.' blank, "end"
last) solved with the PyPI `exact-cover` C extension: the whole-process
opponent of solutions/poj_3074.py in `make bench`. Its import of NumPy and the
extension is part of what it costs a user, so it is part of the time.

    python bench/peers/ec_script.py < input > output      (bench venv only)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exact_cover_pkg import solve  # noqa: E402


def main():
    out = []
    for line in sys.stdin.buffer.read().decode().split():
        if line == "end":
            break
        grid = [0 if ch == "." else int(ch) for ch in line]
        solved = solve(grid, 3)
        out.append("".join(map(str, solved)) if solved else "no solution")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
