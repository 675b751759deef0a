# expect: WA
"""Wrong on purpose: solves only the first grid of the input (the statement's
sample has one grid) and ignores the rest. Right on every single-grid case,
wrong on the multi-grid ones (max_01, random_*). Runs the real solution's
functions (solutions/poj_3076.py, loaded by path) on the first block only."""
import importlib.util
import sys
from pathlib import Path

path = Path(__file__).resolve().parents[3] / "solutions" / "poj_3076.py"
spec = importlib.util.spec_from_file_location("poj_3076", str(path))
sol = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sol)

data = sys.stdin.buffer.read().decode("latin-1")
_, lines = sol.read_blocks(data)[0]
solved = sol.solve_sudoku(sol.DLX(4 * 256), sol.parse_grid(lines), 4)
sys.stdout.write("".join("".join(sol.LETTERS[v - 1] for v in solved[r * 16:(r + 1) * 16]) + "\n"
                         for r in range(16)))
