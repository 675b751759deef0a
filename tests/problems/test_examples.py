"""The worked examples of docs/template.md: examples/queens.py (N-Queens with
secondary diagonal items), examples/pentomino.py (pentomino tilings, the
"k of the 12 pieces" variant, counts up to symmetry) and examples/xsudoku.py
(the Sudoku model with extra units), and the guide's own snippets, which must
print what their comments say.

Each model is checked against known counts and stressed against the problem's
ref.py, an independent backtracker that shares no code with the template. The
generic checks (every stored case judged, checkers, validators, wrong/
solutions) live in test_problem_folders.py.
"""
import ast
import contextlib
import importlib.util
import io
import random
import re
import subprocess
import sys

import pytest

from dlx import DLX
from xcover_bits import XCover
from conftest import PYPY, ROOT, needs_pypy

QUEENS_COUNTS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200]   # OEIS A000170


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, str(ROOT / path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


queens = load("examples/queens.py", "example_queens")
pentomino = load("examples/pentomino.py", "example_pentomino")
queens_ref = load("testdata/ex_queens/ref.py", "ex_queens_ref")
queens_checker = load("testdata/ex_queens/checker.py", "ex_queens_checker")
pento_ref = load("testdata/ex_pentomino/ref.py", "ex_pentomino_ref")
pento_gen = load("testdata/ex_pentomino/gen.py", "ex_pentomino_gen")
pento_checker = load("testdata/ex_pentomino/checker.py", "ex_pentomino_checker")
xsudoku = load("examples/xsudoku.py", "example_xsudoku")
xsudoku_ref = load("testdata/ex_xsudoku/ref.py", "ex_xsudoku_ref")
xsudoku_checker = load("testdata/ex_xsudoku/checker.py", "ex_xsudoku_checker")


def run(path, text, python=sys.executable, timeout=120):
    proc = subprocess.run([python, str(ROOT / path)], input=text.encode(),
                          capture_output=True, timeout=timeout)
    return proc.returncode, proc.stdout.decode(), proc.stderr.decode()


# --- N-Queens -------------------------------------------------------------

def queens_dlx(n):
    return queens.DLX(6 * n - 2, capacity=6 * n - 1 + 4 * n * n)


@pytest.mark.parametrize("engine", ["dlx", "bits"])
def test_queens_counts_match_the_known_sequence_for_n_1_to_12(engine):
    # The file counts with the bitset engine; both must know the sequence.
    solver = queens_dlx(12) if engine == "dlx" else queens.XCover(1)
    counts = []
    for n in range(1, 13):
        queens.load_queens(solver, n)
        counts.append(solver.count())
    assert counts == QUEENS_COUNTS


def test_queens_counts_agree_with_the_bitmask_reference():
    assert [queens_ref.count(n) for n in range(1, 11)] == QUEENS_COUNTS[:10]


@pytest.mark.parametrize("rows_only", [True, False])
def test_queens_one_board_is_valid_for_every_n_up_to_40(rows_only):
    dlx = queens_dlx(40)
    for n in range(1, 41):
        queens.load_queens(dlx, n, rows_only)
        labels = dlx.solve()
        if n in (2, 3):
            assert labels is None
            continue
        assert queens_checker.check_board(n, queens.board(n, labels).split("\n")) is None, n


def test_queens_one_with_the_rows_primary_places_every_n_up_to_50_in_few_nodes():
    # The model "one" uses; the interleaved rows and columns need millions of nodes at 46.
    dlx = queens_dlx(50)
    for n in range(41, 51):
        queens.load_queens(dlx, n, rows_only=True)
        labels = dlx.solve()
        assert queens_checker.check_board(n, queens.board(n, labels).split("\n")) is None, n
        assert dlx.nodes < 10000, (n, dlx.nodes)


def test_queens_one_dlx_object_serves_queries_of_any_size_in_any_order():
    # The multi-test pattern of the guide: allocate once for the largest n, reset per query.
    rng = random.Random(2024)
    dlx = queens_dlx(10)
    for n in [rng.randint(1, 10) for _ in range(30)]:
        queens.load_queens(dlx, n)
        assert dlx.count() == QUEENS_COUNTS[n - 1]


def test_queens_without_reset_the_options_pile_up():
    # The pitfall reset() avoids. With the pool sized for one board, the second
    # load overflows loudly; with room to spare, the answer is silently wrong.
    for spare, outcome in ((0, "overflow"), (10000, "wrong count")):
        dlx = queens.DLX(6 * 8 - 2, capacity=6 * 8 - 1 + 4 * 8 * 8 + spare)
        queens.load_queens(dlx, 8)
        dlx.reset = lambda *args: None      # "forget" the reset inside load_queens
        if outcome == "overflow":
            with pytest.raises(OverflowError):
                queens.load_queens(dlx, 8)
        else:
            queens.load_queens(dlx, 8)      # every square now has two options
            assert dlx.count() == 92 * 2 ** 8


def test_queens_diagonals_must_be_secondary():
    # With every item primary each of the 4n-2 diagonals needs a queen: no solution.
    dlx = queens_dlx(8)
    dlx.reset(6 * 8 - 2)                    # the same 46 items, all primary
    for r in range(8):
        for c in range(8):
            dlx.add_option([1 + r, 9 + c, 17 + r + c, 32 + r - c + 7], r * 8 + c)
    assert dlx.count() == 0


def test_queens_file_answers_a_multi_query_input():
    text = "4 count\n4 one\n3 one\n"
    rc, out, _ = run("examples/queens.py", text)
    ok, message = queens_checker.check(text, out, "2\nany\nboard\nof\nfour\nnone\n")
    assert rc == 0 and ok, message


@pytest.mark.parametrize("text", ["", "8\n", "8 all\n", "13 count\n", "51 one\n", "0 one\n",
                                  "\xff\n"])
def test_queens_bad_input_is_one_line_on_stderr_and_exit_1(text):
    proc = subprocess.run([sys.executable, str(ROOT / "examples/queens.py")],
                          input=text.encode("latin-1"), capture_output=True, timeout=30)
    err = proc.stderr.decode()
    assert proc.returncode == 1 and proc.stdout == b""
    assert err.startswith("queens: bad input") and err.count("\n") == 1, err


# --- Pentominoes ----------------------------------------------------------

def region(rows):
    return [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "."]


def grid_of(cells, h, w):
    return ["".join("." if (r, c) in cells else "#" for c in range(w)) for r in range(h)]


def ref_count(rows, mode):
    text = "%d %d %s\n%s\n" % (len(rows), len(rows[0]), mode, "\n".join(rows))
    rc, out, err = run("testdata/ex_pentomino/ref.py", text)
    assert rc == 0, err
    return int(out)


def example_count(rows, mode):
    cells = region(rows)
    xc = pentomino.XCover(len(cells) + 12)
    if mode == "distinct":
        return pentomino.count_distinct(xc, cells)
    pentomino.build(xc, cells)
    return xc.count()


def test_pentomino_pieces_have_63_orientations_as_in_knuth():
    # The block's own counts are in test_polyomino.py; here the example's table.
    counts = {name: len(pentomino.ORIENTATIONS[name]) for name in pentomino.NAMES}
    assert sum(counts.values()) == 63
    assert counts["X"] == 1 and counts["I"] == 2
    assert all(counts[name] == 8 for name in pentomino.ASYMMETRIC)


def test_pentomino_region_symmetries_of_rectangles_and_squares():
    assert len(pentomino.region_symmetries(region(["." * 10] * 6))) == 4
    assert len(pentomino.region_symmetries(region(["." * 8] * 8))) == 8
    assert len(pentomino.region_symmetries(region(["..", ".#"]))) == 2   # the diagonal mirror


@pytest.mark.parametrize("seed", range(8))
def test_pentomino_counts_agree_with_the_reference_on_random_regions(seed):
    # 20- to 35-cell regions: tiled ones have a tiling, blobs often none.
    rng = random.Random(seed)
    k = rng.randint(4, 7)
    cells = (pento_gen.tiled(rng, 7, 7, k) if seed % 2 else pento_gen.blob(rng, 7, 7, 5 * k))
    rows = grid_of(cells, 7, 7)
    assert example_count(rows, "count") == ref_count(rows, "count"), rows


@pytest.mark.parametrize("seed", range(4))
def test_pentomino_distinct_counts_agree_with_the_reference(seed):
    # 40-cell regions: the F, L, N, P, Y chain against a canonical-form count.
    rng = random.Random(100 + seed)
    rows = grid_of(pento_gen.tiled(rng, 8, 8, 8), 8, 8)
    assert example_count(rows, "distinct") == ref_count(rows, "distinct"), rows


def test_pentomino_distinct_needs_the_whole_chain_on_a_region_tiled_without_f():
    # A stored 40-cell region (8 pieces) with 8 tilings, one of them without F:
    # restricting F alone misses it.
    rows = (ROOT / "testdata/ex_pentomino/cases/random_03.in").read_text().split()[3:]
    assert example_count(rows, "distinct") == example_count(rows, "count") == 8
    saved = pentomino.ASYMMETRIC
    try:
        pentomino.ASYMMETRIC = "F"
        assert example_count(rows, "distinct") == 7
    finally:
        pentomino.ASYMMETRIC = saved


@pytest.mark.parametrize("rows", [
    ["." * 11] * 5,                                          # 11 of the 12 pieces, 55 cells
    ["." * 10] * 5,                                          # 10 pieces, 50 cells
    ["........", "........", "........", "...##...", "...##...",
     "........", "........", "........"],                    # Scott's 8x8 with a hole
])
def test_pentomino_one_mode_prints_a_valid_tiling(rows):
    text = "%d %d one\n%s\n" % (len(rows), len(rows[0]), "\n".join(rows))
    rc, out, _ = run("examples/pentomino.py", text)
    ok, message = pento_checker.check(text, out, "some tiling\n")
    assert rc == 0 and ok, message


@pytest.mark.parametrize("text", ["", "6 10\n", "4 4 count\n", "1 5 one\n..x..\n",
                                  "5 7 distinct\n", "61 1 count\n", "\xff\n"])
def test_pentomino_bad_input_is_one_line_on_stderr_and_exit_1(text):
    proc = subprocess.run([sys.executable, str(ROOT / "examples/pentomino.py")],
                          input=text.encode("latin-1"), capture_output=True, timeout=30)
    err = proc.stderr.decode()
    assert proc.returncode == 1 and proc.stdout == b""
    assert err.startswith("pentomino: bad input") and err.count("\n") == 1, err


@pytest.mark.slow
@needs_pypy
@pytest.mark.timeout(600)
def test_pentomino_6x10_has_2339_tilings_up_to_symmetry():
    rc, out, _ = run("examples/pentomino.py", "6 10 distinct\n", PYPY, timeout=590)
    assert rc == 0 and out == "2339\n"


@pytest.mark.slow
@needs_pypy
@pytest.mark.timeout(900)
def test_pentomino_6x10_has_9356_tilings_in_all():
    rc, out, _ = run("examples/pentomino.py", "6 10 count\n", PYPY, timeout=890)
    assert rc == 0 and out == "9356\n"


# --- X-Sudoku -------------------------------------------------------------

@pytest.mark.parametrize("seed", range(25))
def test_xsudoku_agrees_with_the_reference_on_random_puzzles(seed):
    # Givens kept from a random X filling, or (one time in three) from a
    # random plain filling: often no X filling at all.
    rng = random.Random(seed)
    filling = xsudoku_ref.solve([0] * 81, 1, rng)[1]
    if seed % 3 == 0:
        filling = xsudoku.solve_sudoku(DLX(1), [0] * 81, 3)
        digits = rng.sample(range(1, 10), 9)
        filling = [digits[v - 1] for v in filling]
    grid = [v if rng.random() < rng.uniform(0.2, 0.45) else 0 for v in filling]
    count, _ = xsudoku_ref.solve(grid, 1)
    solved = xsudoku.solve_sudoku(DLX(1), grid, xsudoku.X_SUDOKU)
    assert (solved is None) == (count == 0)
    line = "".join(str(v) if v else "." for v in grid)
    out = "none" if solved is None else "".join(map(str, solved))
    assert xsudoku_checker.check(line, out, "none" if count == 0 else out) == (True, "1 puzzles")


def test_xsudoku_checker_refuses_a_plain_sudoku_filling():
    plain = "".join(map(str, xsudoku.solve_sudoku(DLX(1), [0] * 81, 3)))
    ok, message = xsudoku_checker.check("." * 81, plain, plain)
    assert not ok and "diagonal" in message


@pytest.mark.parametrize("text", ["", "." * 80 + "\n", "0" * 81 + "\n", ("." * 81 + "\n") * 101,
                                  "\xff\n"])
def test_xsudoku_bad_input_is_one_line_on_stderr_and_exit_1(text):
    proc = subprocess.run([sys.executable, str(ROOT / "examples/xsudoku.py")],
                          input=text.encode("latin-1"), capture_output=True, timeout=30)
    err = proc.stderr.decode()
    assert proc.returncode == 1 and proc.stdout == b""
    assert err.startswith("xsudoku: bad input") and err.count("\n") == 1, err


def test_the_guides_snippets_print_what_their_comments_say():
    # The ```python blocks of docs/template.md run in order in one namespace
    # (a later snippet may use an earlier one's names), as the guide says.
    # A print whose comment is a Python literal, "print(x)  # 92", must
    # print exactly that value.
    text = (ROOT / "docs/template.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    namespace, claims, printed = {"DLX": DLX, "XCover": XCover}, [], io.StringIO()
    for block in blocks:
        for line in block.splitlines():
            if line.startswith("print("):
                comment = line.partition("#")[2].strip()
                try:
                    claims.append(repr(ast.literal_eval(comment)))
                except (ValueError, SyntaxError):
                    claims.append(None)       # prose, not a value
        with contextlib.redirect_stdout(printed):
            exec(block, namespace)
    lines = printed.getvalue().splitlines()
    assert len(lines) == len(claims)
    checked = [(got, want) for got, want in zip(lines, claims) if want is not None]
    assert len(checked) >= 4
    for got, want in checked:
        assert got == want


class RecordingEngine:
    """The engine interface build() uses, keeping the options it gets."""

    def reset(self, n_items, n_primary=None):
        self.options = []

    def add_option(self, items, label):
        self.options.append(list(items))


def test_pentomino_cells_are_numbered_along_the_short_side():
    # 3x20: item 2 is the cell below the first (polyomino's numbering()), so the bits
    # engine's counting-free rule fills the board column by column, as a hand-written
    # search does; the options come sorted by their lowest cell item.
    engine = RecordingEngine()
    placed = pentomino.build(engine, region(["." * 20] * 3))
    item = {}
    for (_, shape), items in zip(placed, engine.options):
        item.update(zip(shape, items))
    assert (item[(0, 0)], item[(1, 0)], item[(2, 0)], item[(0, 1)]) == (1, 2, 3, 4)
    lowest = [min(items[:5]) for items in engine.options]
    assert lowest == sorted(lowest)
