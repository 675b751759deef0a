"""
Description: The problem code BOJ 2580 and BOJ 19998 share: a 9x9 board in BOJ
  2580's layout read from its tokens, solved by the Sudoku model, and written
  back in that layout. Source and refusals: docs/template.md, "Inside the
  blocks".
Usage:
  grid = read_board(sys.stdin.buffer.read().split())   # ValueError(why) if malformed
  sys.stdout.write(solve_board(grid))   # the filling's 9 lines, "" if none
Time: the Sudoku model's (bench/results/, `make bench`).
Memory: one DLX of 1 + 324 + 4 * 729 nodes.
Status: both solutions judged on their stored cases (tests/problems/test_problem_folders.py)
  and stressed against the reference solver (tests/problems/test_sudoku9.py); refusals
  in tests/templates/test_sudoku_spaced.py; `python templates/sudoku_spaced.py` runs the
  self-check.
Needs: dlx-template and sudoku-model, pasted above it in that order.
"""
from dlx import DLX  # noqa: F401  (solutions paste the DLX block instead)
from sudoku import solve_sudoku  # noqa: F401  (and the sudoku-model block)

# region sudoku-spaced v1
# One board: 81 tokens, each one digit 0..9 (0 a blank), row by row.


def read_board(tokens):
    """81 ints 0..9 from the first 81 tokens (bytes); ValueError(why) if malformed."""
    if len(tokens) < 81:
        raise ValueError("expected 81 numbers, found %d" % len(tokens))
    grid = []
    for k, t in enumerate(tokens[:81]):
        if len(t) != 1 or not 48 <= t[0] <= 57:
            raise ValueError("row %d, column %d: %r is not a digit 0..9"
                             % (k // 9 + 1, k % 9 + 1, t.decode("latin-1")))
        grid.append(t[0] - 48)
    return grid


def solve_board(grid):
    """The filling as 9 lines of 9 digits separated by single spaces, or "" when
    the givens clash or no filling exists."""
    dlx = DLX(4 * 81, capacity=1 + 4 * 81 + 4 * 729)
    solved = solve_sudoku(dlx, grid, 3)
    if solved is None:
        return ""
    return "".join(" ".join(map(str, solved[r:r + 9])) + "\n" for r in range(0, 81, 9))
# endregion sudoku-spaced v1


if __name__ == "__main__":
    board = b"0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n" \
            b"3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n" \
            b"9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n"
    text = solve_board(read_board(board.split()))
    assert text.startswith("1 3 5 4 6 9 2 7 8\n") and text.count("\n") == 9, text
    assert solve_board([1, 1] + [0] * 79) == ""
    for bad, why in ((b"1 2", "found 2"), (b"10 " * 81, "row 1, column 1")):
        try:
            read_board(bad.split())
        except ValueError as e:
            assert why in str(e), e
        else:
            raise AssertionError("accepted %r" % bad[:20])
    print("sudoku-spaced self-check: ok")
