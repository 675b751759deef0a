"""POJ 3076 (16x16 Sudoku): the solution's reading and errors, the checker on
junk, the validator's messages, and a seeded stress test against ref.py.

The stored cases themselves (solution on every case under CPython and PyPy,
answers against the checker, inputs against the validator, wrong/ verdicts) are
covered by the generic tests; this file covers what is particular to 3076.
"""
import random
import subprocess
import sys

import pytest

from conftest import PY38, PYPY, ROOT, SCRIPT_ENV, assert_refused, load_problem_script
from problemkit.sudoku.generate import random_puzzle

PROBLEM = ROOT / "testdata" / "poj_3076"
SOLUTION = ROOT / "solutions" / "poj_3076.py"
CASES = PROBLEM / "cases"
INTERPRETERS = [sys.executable] + [p for p in (PYPY, PY38) if p]
LETTERS = "-ABCDEFGHIJKLMNOP"


checker = load_problem_script("poj_3076", "checker")
validator = load_problem_script("poj_3076", "validator")


def run(text, python=sys.executable, program=SOLUTION):
    data = text.encode("latin-1") if isinstance(text, str) else text
    return subprocess.run([python, str(program)], input=data, capture_output=True, timeout=120)


def run_ref(text):
    """ref.py under PyPy where there is one (CPython takes seconds per minimal puzzle)."""
    return subprocess.run([PYPY or sys.executable, str(PROBLEM / "ref.py")],
                          input=text.encode("latin-1"), env=SCRIPT_ENV,
                          capture_output=True, timeout=120)


def case(name):
    return (CASES / (name + ".in")).read_text(), (CASES / (name + ".ans")).read_text()


def grid_text(grid):
    return "".join("".join(LETTERS[v] for v in grid[r * 16:(r + 1) * 16]) + "\n" for r in range(16))


def non_empty_lines(text):
    return [line for line in text.split("\n") if line.strip()]


# ------------------------------------------------------------- the solution

@pytest.mark.parametrize("python", INTERPRETERS)
def test_sample_gives_the_statement_answer_exactly(python):
    text, answer = case("sample_01")
    out = run(text, python)
    assert (out.returncode, out.stdout.decode(), out.stderr) == (0, answer, b"")


def test_grids_are_separated_by_one_empty_line():
    text, answer = case("random_01")
    out = run(text).stdout.decode()
    assert out == answer
    assert out.count("\n\n") == 11 and not out.endswith("\n\n")


@pytest.mark.parametrize("mangle", [
    lambda t: t.replace("\n", "\r\n"),
    lambda t: t.replace("\n", "  \n"),
    lambda t: t.replace("\n\n", "\n"),             # no blank separators
    lambda t: t.replace("\n\n", "\n\n\n\n"),       # several
    lambda t: t.rstrip("\n"),                      # no final newline
    lambda t: "\n\n" + t.replace("\n", " \t\r\n"),
], ids=["crlf", "trailing_spaces", "no_separator", "extra_blank_lines", "no_final_newline",
        "all_at_once"])
def test_reading_is_lenient_about_line_ends_and_separators(mangle):
    text, answer = case("random_01")
    out = run(mangle(text))
    assert (out.returncode, out.stdout.decode()) == (0, answer)


@pytest.mark.parametrize("bad_row,why", [
    ("--A----C-----O-Q", "not 16 characters"),    # Q is not a letter of the grid
    ("--A----C-----O-", "not 16 characters"),
    ("--a----C-----O-I", "not 16 characters"),
])
def test_a_malformed_block_is_refused_with_its_line(bad_row, why):
    """Nothing is solved, not even the good grid after it: the convention of
    every solution (nothing on stdout, one line on stderr, exit 1)."""
    sample, _ = case("sample_01")
    out = run(sample.replace("--A----C-----O-I", bad_row, 1) + "\n" + sample)
    assert_refused(out)
    err = out.stderr.decode()
    assert "line 1" in err and why in err, err


def test_a_truncated_last_block_is_refused_with_its_line():
    sample, _ = case("sample_01")
    out = run(sample + "\n" + "\n".join(sample.split("\n")[:5]) + "\n")
    assert_refused(out)
    assert "line 18" in out.stderr.decode() and "ends after 5" in out.stderr.decode()


def test_a_grid_without_filling_prints_nothing_and_the_next_is_solved():
    sample, sample_answer = case("sample_01")
    clash = sample.replace("--A----C-----O-I", "A-A----C-----O-I", 1)
    out = run(clash + "\n" + sample)
    assert (out.returncode, out.stdout.decode()) == (0, sample_answer)
    assert "no filling" in out.stderr.decode()


@pytest.mark.parametrize("data", [b"", b"\n\n  \r\n", bytes(range(256)) * 4])
def test_empty_or_binary_input_never_raises(data):
    out = run(data)
    assert out.returncode in (0, 1) and b"Traceback" not in out.stderr


# -------------------------------------------------------------- the checker

def test_checker_accepts_the_answer_with_any_blank_lines_and_spaces():
    text, answer = case("max_01")
    squeezed = "\n".join(non_empty_lines(answer)) + "\n"
    spread = answer.replace("\n", " \r\n\n")
    for output in (answer, squeezed, spread):
        assert checker.check(text, output, answer)[0]


@pytest.mark.parametrize("output", [
    "", "\n\n", "\x00\xff\ufffd" * 100, "garbage", "A" * 10 ** 7,
    "1234567890123456\n" * 16, "FPAHMJECNLBDKOGI\n" * 16, "FPAHMJECNLBDKOG\n" * 16,
    None, b"FPAHMJECNLBDKOGI\n",
], ids=["empty", "blank", "binary", "word", "huge", "digits", "one_row_16_times",
        "short_rows", "none", "bytes"])
def test_checker_returns_false_on_junk_and_never_raises(output):
    text, answer = case("sample_01")
    ok, message = checker.check(text, output, answer)
    assert ok is False and isinstance(message, str) and message


def test_checker_names_the_grid_and_the_rule_broken():
    text, answer = case("max_01")
    rows = non_empty_lines(answer)
    rows[16] = rows[16][1] + rows[16][0] + rows[16][2:]    # swap two cells of grid 2
    ok, message = checker.check(text, "\n".join(rows) + "\n", answer)
    assert not ok and message.startswith("grid 2:")
    ok, message = checker.check(text, "\n".join(rows[:-16]) + "\n", answer)
    assert not ok and "expected 22 grid(s), found 21" in message


def test_checker_names_values_as_letters_like_the_output():
    text, answer = case("sample_01")
    puzzle, rows = non_empty_lines(text), non_empty_lines(answer)
    k = puzzle[0].index("A")                        # a given 'A' in row 1
    rows[0] = rows[0][:k] + "B" + rows[0][k + 1:]
    ok, message = checker.check(text, "\n".join(rows) + "\n", answer)
    assert (ok, message) == (False, "grid 1: cell (row 1, column %d) holds B but the given "
                                    "is A" % (k + 1))
    rows = non_empty_lines(answer)
    b = rows[0][1]
    rows[0] = b + rows[0][0] + rows[0][2:]         # column 1 now holds b twice
    r = next(r for r in range(1, 16) if rows[r][0] == b)
    ok, message = checker.check(("-" * 16 + "\n") * 16, "\n".join(rows) + "\n", answer)
    assert (ok, message) == (False, "grid 1: column 1 holds %s twice (cell (row 1, column 1) "
                                    "and cell (row %d, column 1))" % (b, r + 1))


def test_checker_calls_a_broken_answer_file_a_judge_error():
    text, answer = case("sample_01")
    assert checker.check(text, answer, answer[:-18])[1].startswith("judge error")


# ------------------------------------------------------------ the validator

def test_validator_counts_the_grids_of_the_stored_cases():
    assert validator.validate(case("max_01")[0]) == 22
    assert validator.validate(case("random_01")[0]) == 12


# ----------------------------------------------------------- against ref.py

@pytest.mark.parametrize("seed", range(3))
def test_stress_solution_against_the_reference(seed):
    """Seeded unique puzzles with 150-200 givens, four per input."""
    rng = random.Random(3076 + seed)
    text = "\n".join(grid_text(random_puzzle(rng, 4, rng.randint(150, 200), True))
                     for _ in range(4))
    out = run(text)
    ref = run_ref(text)
    assert out.returncode == ref.returncode == 0, (out.stderr, ref.stderr)
    assert checker.check(text, out.stdout.decode(), ref.stdout.decode()) == (True, "ok: 4 grid(s)")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["hard_%02d" % i for i in range(1, 23)])
def test_reference_agrees_on_every_minimal_puzzle(name):
    """ref.py counts to 2: each stored minimal puzzle is unique and its answer matches."""
    text, answer = case(name)
    ref = run_ref(text)
    assert (ref.returncode, ref.stdout.decode()) == (0, answer)
