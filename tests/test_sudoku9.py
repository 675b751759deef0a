"""The four 9x9 Sudoku problems (BOJ 2580, BOJ 19998, POJ 2676, POJ 3074) and
tools/sudoku.py, the helpers their checkers, validators and references share.

The generic tests (every solution on every stored case, every answer through its
checker, every wrong/ solution's verdict) live in test_testdata.py; here are the
problem-specific ones: the reference solver, the checkers' messages and junk
handling, the solutions' I/O edge cases, and a seeded stress test of each
solution against tools.sudoku.solve_ref.
"""
import importlib.util
import random
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PY38, PYPY, ROOT
from tools.sudoku import (check_filling, check_line_cases, check_rows_cases, check_spaced,
                          first_clash, format_digit_rows, format_line, format_spaced,
                          random_puzzle, random_solution, solve_ref, validate_line_cases)

PROBLEMS = ["boj_2580", "boj_19998", "poj_2676", "poj_3074"]
INTERPRETERS = [pytest.param(sys.executable, id="cpython")] + [
    pytest.param(exe, id=name) for exe, name in ((PYPY, "pypy3"), (PY38, "py38")) if exe]

SAMPLE_2580 = [int(ch) for ch in (
    "035469278782105609060278135321046897804913506596820413917652080603701952258394760")]
# Clash-free but without a filling: row 1 holds 1..8, column 1 holds 9.
DEAD = [0] + list(range(1, 9)) + [0] * 27 + [9] + [0] * 44


def write_input(problem, boards):
    """The input text of `problem` holding `boards` (one board for the BOJ pair)."""
    if problem.startswith("boj"):
        assert len(boards) == 1
        return format_spaced(boards[0])
    if problem == "poj_2676":
        return "%d\n" % len(boards) + "".join(map(format_digit_rows, boards))
    return "".join("".join(str(v) if v else "." for v in b) + "\n" for b in boards) + "end\n"


def load(problem, module):
    path = ROOT / "testdata" / problem / (module + ".py")
    spec = importlib.util.spec_from_file_location("%s_%s" % (problem, module), path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def run(problem, text, python=sys.executable):
    return subprocess.run([python, str(ROOT / "solutions" / (problem + ".py"))],
                          input=text.encode(), capture_output=True, timeout=60)


def reference(problem, text):
    out = subprocess.run([sys.executable, str(ROOT / "testdata" / problem / "ref.py")],
                         input=text.encode(), capture_output=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.decode()


# ------------------------------------------------------------ tools/sudoku.py

def brute_force_count(puzzle, limit):
    """Count fillings by trying every digit in every blank, cell order (tiny cases only)."""
    grid = list(puzzle)
    if first_clash(grid, 3):
        return 0
    blanks = [k for k in range(81) if not grid[k]]

    def rec(i):
        if i == len(blanks):
            return 1
        k, total = blanks[i], 0
        for v in range(1, 10):
            grid[k] = v
            if not first_clash(grid, 3):
                total += rec(i + 1)
                if total >= limit:
                    break
        grid[k] = 0
        return total

    return min(rec(0), limit)


@pytest.mark.parametrize("seed", range(20))
def test_solve_ref_counts_like_brute_force_on_nearly_full_boards(seed):
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, 3, 81 - rng.randint(1, 9))
    if seed % 4 == 0:                      # sometimes break it
        k = rng.randrange(81)
        puzzle[k] = rng.randint(1, 9)
    count, first = solve_ref(puzzle, 3, 5)
    assert count == brute_force_count(puzzle, 5)
    assert (first is None) == (count == 0)
    if first:
        assert check_filling(puzzle, first, 3) == (True, "ok")


@pytest.mark.parametrize("box", [2, 3, 4])
def test_random_solution_is_a_valid_filling(box):
    for seed in range(5):
        grid = random_solution(random.Random(seed), box)
        assert check_filling([0] * len(grid), grid, box) == (True, "ok")


def test_solve_ref_stops_at_the_limit_and_rejects_clashing_givens():
    assert solve_ref([0] * 81, 3, 7)[0] == 7
    assert solve_ref([5, 5] + [0] * 79, 3, 2) == (0, None)
    assert solve_ref(DEAD, 3, 2) == (0, None)


def test_check_filling_names_the_first_bad_cell_row_column_and_box():
    solved = solve_ref(SAMPLE_2580, 3)[1]
    assert check_filling(SAMPLE_2580, solved, 3) == (True, "ok")
    changed_given = solved[:]
    changed_given[1] = 9
    assert "cell (row 1, column 2) holds 9 but the given is 3" in \
        check_filling(SAMPLE_2580, changed_given, 3)[1]
    assert "not a digit" in check_filling([0] * 81, [0] + solved[1:], 3)[1]
    swapped_cols = [solved[r * 9 + (1 - c if c < 2 else c)] for r in range(9) for c in range(9)]
    assert check_filling([0] * 81, swapped_cols, 3) == (True, "ok")   # still valid
    swapped = solved[:]
    swapped[0], swapped[9] = swapped[9], swapped[0]               # column 1 intact
    assert check_filling([0] * 81, swapped, 3)[1].startswith("row 1 holds")
    latin = [(r + c) % 9 + 1 for r in range(9) for c in range(9)]
    assert check_filling([0] * 81, latin, 3)[1].startswith("box 1 holds")


JUNK = ["", "\x00\xff" * 50, "\ufffd" * 81, "1 " * 80, "1 " * 82, "a " * 81,
        "1" * 81, "٣ " * 81, "9" * (1 << 21), "-1 " * 81, "end\n", "\n\n\n"]


@pytest.mark.parametrize("problem", PROBLEMS)
def test_checker_returns_false_on_junk_output_and_never_raises(problem):
    case = ROOT / "testdata" / problem / "cases" / "sample_01"
    text, answer = (case.with_suffix(s).read_text() for s in (".in", ".ans"))
    checker = load(problem, "checker")
    assert checker.check(text, answer, answer)[0]
    for junk in JUNK:
        ok, message = checker.check(text, junk, answer)
        assert ok is False and message, repr(junk[:20])


def test_multi_case_checkers_align_outputs_with_solvable_cases_only():
    solved = solve_ref(SAMPLE_2580, 3)[1]
    text = write_input("poj_2676", [SAMPLE_2580, DEAD, SAMPLE_2580])
    answer = format_digit_rows(solved) * 2
    assert check_rows_cases(text, answer, answer)[0]
    assert "case 2" in check_rows_cases(text, answer + format_digit_rows(solved), answer)[1] or \
        "extra" in check_rows_cases(text, answer + format_digit_rows(solved), answer)[1]
    assert "case 3" in check_rows_cases(text, format_digit_rows(solved), answer)[1]
    line_text = write_input("poj_3074", [SAMPLE_2580, SAMPLE_2580])
    assert check_line_cases(line_text, format_line(solved) * 2, format_line(solved) * 2)[0]
    assert not check_spaced(format_spaced(SAMPLE_2580), "", format_spaced(solved))[0]


# -------------------------------------------------------------- the solutions

@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("python", INTERPRETERS)
def test_solution_prints_the_sample_answer(problem, python):
    case = ROOT / "testdata" / problem / "cases" / "sample_01"
    out = run(problem, case.with_suffix(".in").read_text(), python)
    assert out.returncode == 0, out.stderr
    checker = load(problem, "checker")
    text, answer = (case.with_suffix(s).read_text() for s in (".in", ".ans"))
    assert checker.check(text, out.stdout.decode(), answer) == (True, checker.check(
        text, answer, answer)[1])


@pytest.mark.parametrize("problem", PROBLEMS)
def test_solution_reads_crlf_trailing_spaces_and_no_final_newline(problem):
    text = (ROOT / "testdata" / problem / "cases" / "sample_01.in").read_text()
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
    out = run(problem, text)
    assert out.returncode == 1
    assert out.stdout == b""
    assert out.stderr.decode().count("\n") == 1 and b"Traceback" not in out.stderr


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
    ok, message = load(problem, "checker").check(text, out.stdout.decode(),
                                                 reference(problem, text))
    assert ok, message


# ------------------------------------------------------------------ the data

@pytest.mark.slow
@pytest.mark.parametrize("case", sorted((ROOT / "testdata" / "poj_3074" / "cases").glob("*.in")),
                         ids=lambda p: p.stem)
def test_every_poj_3074_board_has_exactly_one_filling(case):
    """The statement's promise, which compare = "strict" relies on."""
    for k, board in enumerate(validate_line_cases(case.read_text()), 1):
        assert solve_ref(board, 3, 2)[0] == 1, "board %d" % k
