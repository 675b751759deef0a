"""The sudoku-spaced block (templates/sudoku_spaced.py), the code BOJ 2580 and BOJ 19998
share: its reading refuses what it must, its writing is the statement's layout, and
both solutions carry it, their code outside the blocks differing only in their names."""
import ast

import pytest

import tools.sync as sync
from conftest import ROOT, load_module

SPACED = load_module("templates/sudoku_spaced.py", "sudoku_spaced_template")
BOJ = ("boj_2580", "boj_19998")
SAMPLE = (ROOT / "testdata/boj_2580/cases/sample_01.in").read_bytes()


def test_the_sample_is_solved_in_the_statements_layout():
    text = SPACED.solve_board(SPACED.read_board(SAMPLE.split()))
    assert text == (ROOT / "testdata/boj_2580/cases/sample_01.ans").read_text()


def test_a_board_without_filling_gives_nothing():
    assert SPACED.solve_board([5, 5] + [0] * 79) == ""            # givens clash
    assert SPACED.solve_board([1, 2, 3, 4, 5, 6, 7, 8, 0,
                               0, 0, 0, 0, 0, 0, 0, 0, 9] + [0] * 63) == ""  # no 9 left


@pytest.mark.parametrize("text, why", [
    (b"", "expected 81 numbers, found 0"),
    (b"0 " * 80, "expected 81 numbers, found 80"),
    (b"0 " * 9 + b"10 " + b"0 " * 71, "row 2, column 1: '10' is not a digit 0..9"),
    (b"0 " * 80 + b"x", "row 9, column 9: 'x' is not a digit 0..9"),
    (b"-1 " + b"0 " * 80, "row 1, column 1: '-1'"),
])
def test_malformed_boards_are_refused_with_the_first_bad_token(text, why):
    with pytest.raises(ValueError) as e:
        SPACED.read_board(text.split())
    assert why in str(e.value)


def test_tokens_after_the_81st_are_ignored():
    assert SPACED.read_board((b"0 " * 81 + b"junk").split()) == [0] * 81


def outside_blocks(name):
    """The code of solutions/<name>.py without its docstring and its blocks."""
    lines = (ROOT / "solutions" / (name + ".py")).read_text().splitlines()
    for block in sync.template_blocks():
        bounds = sync.block_bounds(lines, block, name)
        if bounds:
            lines[bounds[0]:bounds[1] + 1] = ["# <%s>" % block]
    tree = ast.parse("\n".join(lines))
    header = tree.body[0]
    return "\n".join(lines[header.end_lineno:]) if isinstance(header, ast.Expr) else None


@pytest.mark.parametrize("name", BOJ)
def test_both_boj_sudoku_solutions_carry_the_block(name):
    lines = (ROOT / "solutions" / (name + ".py")).read_text().splitlines()
    assert sync.block_bounds(lines, "sudoku-spaced", name), "%s: no sudoku-spaced block" % name


def test_the_two_solutions_differ_outside_the_blocks_only_in_their_names():
    a, b = (outside_blocks(name) for name in BOJ)
    assert a is not None and "# <sudoku-spaced>" in a
    assert a.replace(BOJ[0], BOJ[1]) == b
