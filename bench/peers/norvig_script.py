"""POJ 3074 (9x9 Sudoku, one 81-character line per puzzle, '.' blank, "end"
last) solved by the Norvig-style peer (norvig.py): the whole-process opponent
of solutions/poj_3074.py in bench/dlx_search.py (top95, start-up included).

    python bench/peers/norvig_script.py < input > output      (standard library only)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from norvig import solve  # noqa: E402


def main():
    out = []
    for line in sys.stdin.buffer.read().decode().split():
        if line == "end":
            break
        solved = solve([0 if ch in ".0" else int(ch) for ch in line], 3)
        out.append("".join(map(str, solved)) if solved else "no solution")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
