"""The four 9x9 Sudoku problems (BOJ 2580, BOJ 19998, POJ 2676, POJ 3074).

The generic tests (every solution on every stored case, every answer through its
checker, every wrong/ solution's verdict, checkers against junk) live in
test_problem_folders.py and test_checkers.py, problemkit's own tests in tests/problemkit/;
here are the problem-specific ones: the solutions' I/O edge cases, and a seeded
stress test of each solution against problemkit.ref_solver.solve_ref.
"""
import random
import subprocess
import sys

import pytest

from conftest import (PY38, PYPY, ROOT, TESTDATA, assert_refused, load_problem_script,
                      run_problem_script)
from problemkit.sudoku.generate import random_puzzle
from problemkit.sudoku.layouts import DigitRows, DottedLines, SpacedGrid
from problemkit.sudoku.ref_solver import solve_ref

PROBLEMS = ["boj_2580", "boj_19998", "poj_2676", "poj_3074"]
INTERPRETERS = [pytest.param(sys.executable, id="cpython")] + [
    pytest.param(exe, id=name) for exe, name in ((PYPY, "pypy3"), (PY38, "py38")) if exe]

SAMPLE_2580 = [int(ch) for ch in (
    "035469278782105609060278135321046897804913506596820413917652080603701952258394760")]
# Clash-free but without a filling: row 1 holds 1..8, column 1 holds 9.
DEAD = [0] + list(range(1, 9)) + [0] * 27 + [9] + [0] * 44


LAYOUTS = {"boj_2580": SpacedGrid(3), "boj_19998": SpacedGrid(3),
           "poj_2676": DigitRows(3), "poj_3074": DottedLines(3)}


def write_input(problem, boards):
    """The input text of `problem` holding `boards` (one board for the BOJ pair)."""
    return LAYOUTS[problem].format_input(boards)


def run(problem, text, python=sys.executable):
    return subprocess.run([python, str(ROOT / "solutions" / (problem + ".py"))],
                          input=text.encode(), capture_output=True, timeout=60)


def reference(problem, text):
    out = run_problem_script(problem, "ref", stdin=text.encode())
    assert out.returncode == 0, out.stderr
    return out.stdout.decode()


# -------------------------------------------------------------- the solutions

@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("python", INTERPRETERS)
def test_solution_prints_the_sample_answer(problem, python):
    case = TESTDATA / problem / "cases" / "sample_01"
    out = run(problem, case.with_suffix(".in").read_text(), python)
    assert out.returncode == 0, out.stderr
    checker = load_problem_script(problem, "checker")
    text, answer = (case.with_suffix(s).read_text() for s in (".in", ".ans"))
    assert checker.check(text, out.stdout.decode(), answer) == (True, checker.check(
        text, answer, answer)[1])


@pytest.mark.parametrize("problem", PROBLEMS)
def test_solution_reads_crlf_trailing_spaces_and_no_final_newline(problem):
    text = (TESTDATA / problem / "cases" / "sample_01.in").read_text()
    clean = run(problem, text).stdout
    messy = text.replace("\n", "  \r\n").rstrip("\r\n")
    assert run(problem, messy).stdout == clean


@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("board", [DEAD, [3, 3] + [0] * 79], ids=["no_filling", "clash"])
def test_a_board_without_filling_prints_nothing_and_the_next_case_follows(problem, board):
    """Header promise: such a board prints nothing, exit 0 (and, on multi-case
    files, the next case is solved)."""
    boards = [board] if problem.startswith("boj") else [board, SAMPLE_2580]
    out = run(problem, write_input(problem, boards))
    assert out.returncode == 0, out.stderr
    expected = "" if problem.startswith("boj") else reference(problem, write_input(
        problem, [SAMPLE_2580]))
    assert out.stdout.decode() == expected


@pytest.mark.parametrize("problem,text", [
    ("boj_2580", "0 3 5\n"), ("boj_2580", "x " * 81), ("boj_19998", "10 " * 81),
    ("poj_2676", ""), ("poj_2676", "2\n" + "0" * 9 + "\n"), ("poj_2676", "1\n" + "00a000000\n" * 9),
    ("poj_3074", "." * 80 + "\nend\n"), ("poj_3074", "x" * 81 + "\n")])
def test_malformed_input_gives_one_line_on_stderr_and_exit_1(problem, text):
    assert_refused(run(problem, text))


@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("seed", range(3))
def test_stress_solution_against_the_reference(problem, seed):
    """Random boards from 17 to 60 givens, many fillings or one; the checker
    accepts the solution's output against ref.py's answer."""
    rng = random.Random(1000 * PROBLEMS.index(problem) + seed)
    count = 1 if problem.startswith("boj") else 12
    unique = problem == "poj_3074"
    boards = [random_puzzle(rng, 3, rng.randint(17, 60), unique) for _ in range(count)]
    text = write_input(problem, boards)
    out = run(problem, text)
    assert out.returncode == 0, out.stderr
    ok, message = load_problem_script(problem, "checker").check(text, out.stdout.decode(),
                                                 reference(problem, text))
    assert ok, message


# ------------------------------------------------------------------ the data

@pytest.mark.slow
@pytest.mark.parametrize("case", sorted((TESTDATA / "poj_3074" / "cases").glob("*.in")),
                         ids=lambda p: p.stem)
def test_every_poj_3074_board_has_exactly_one_filling(case):
    """The statement's promise, which compare = "strict" relies on."""
    for k, board in enumerate(DottedLines(3).validate(case.read_text()), 1):
        assert solve_ref(board, 3, 2)[0] == 1, "board %d" % k
