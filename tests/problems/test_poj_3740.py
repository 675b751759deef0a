"""POJ 3740 Easy Finding (solutions/poj_3740.py): the DLX answer against the
brute force of testdata/poj_3740/ref.py on seeded random matrices, the row
pruning never losing a cover, the parser on every whitespace layout, bad input,
and the problem folder's own tools (gen.txt, validator, checker)."""
import itertools
import random
import subprocess
import sys

import pytest

from conftest import (PY38, PYPY, ROOT, assert_refused, load_module, load_problem_script,
                      run_problem_script)

DATA = ROOT / "testdata" / "poj_3740"
SOLUTION = ROOT / "solutions" / "poj_3740.py"
YES, NO = "Yes, I found it", "It is impossible"


sol = load_module(SOLUTION, "poj_3740_solution")
ref = load_problem_script("poj_3740", "ref")
gen = load_problem_script("poj_3740", "gen")
validator = load_problem_script("poj_3740", "validator")
checker = load_problem_script("poj_3740", "checker")

DLX_POOL = sol.DLX(sol.MAX_N, capacity=sol.CAPACITY)   # one pool, reset per case, as main() does
INTERPRETERS = [sys.executable] + [p for p in (PY38, PYPY) if p]


def as_bytes(rows):
    """0/1 lists -> the solution's row format b"0101..."."""
    return [bytes(48 + x for x in row) for row in rows]


def brute_force(rows):
    """ref.py's answer for one case (rows of 0/1 lists)."""
    masks = [sum(x << j for j, x in enumerate(row)) for row in rows]
    return ref.has_exact_cover(masks, (1 << len(rows[0])) - 1)


def assert_exact_cover(rows, chosen):
    counts = [sum(rows[i][j] for i in chosen) for j in range(len(rows[0]))]
    assert counts == [1] * len(rows[0]), "rows %s are not an exact cover" % chosen


def agree_with_brute_force(rows):
    """Both solver paths (pruned and unpruned) give ref's answer, and a
    reported cover really is one."""
    expected = brute_force(rows)
    for prune in (True, False):
        chosen = sol.find_cover(as_bytes(rows), DLX_POOL, prune)
        assert (chosen is not None) == expected, "prune=%s" % prune
        if chosen is not None:
            assert_exact_cover(rows, chosen)
    return expected


def run(data, python=sys.executable):
    return subprocess.run([python, str(SOLUTION)], input=data, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=60)


# ------------------------------------------------------------------ the answer

@pytest.mark.parametrize("seed", range(400))
def test_small_random_cases_agree_with_brute_force(seed):
    rng = random.Random(seed)
    kind = gen.KINDS[seed % len(gen.KINDS)]   # planted, nearmiss, random, zerocol, dup, pairs, blocks
    m, n = rng.randint(1, 16), rng.randint(1, 12)
    agree_with_brute_force(gen.make_case(rng, kind, m, n, rng.choice([0.1, 0.3, 0.5, 0.7])))


@pytest.mark.parametrize("seed", range(60))
def test_planted_covers_in_dense_noise_at_n_300_are_found(seed):
    rng = random.Random(10_000 + seed)
    rows = gen.make_case(rng, "planted", 16, 300, rng.choice([0.5, 0.7, 0.9]))
    assert agree_with_brute_force(rows) is True


@pytest.mark.parametrize("seed", range(60))
def test_full_size_cases_of_every_kind_agree_with_brute_force(seed):
    rng = random.Random(20_000 + seed)
    kind = gen.KINDS[seed % len(gen.KINDS)]
    agree_with_brute_force(gen.make_case(rng, kind, 16, 300, rng.choice([0.1, 0.5, 0.7])))


@pytest.mark.parametrize("seed", range(40))
def test_an_all_zero_column_answers_no(seed):
    rng = random.Random(30_000 + seed)
    n = rng.randint(1, 300)
    rows = gen.make_case(rng, "planted", rng.randint(1, 16), n, 0.3)
    c = rng.randrange(n)
    for row in rows:
        row[c] = 0
    assert agree_with_brute_force(rows) is False


def test_one_row_is_a_cover_iff_it_is_all_ones():
    for n in range(1, 9):
        for bits in itertools.product([0, 1], repeat=n):
            assert agree_with_brute_force([list(bits)]) is all(bits)


@pytest.mark.parametrize("seed", range(40))
def test_duplicate_rows_count_once(seed):
    rng = random.Random(40_000 + seed)
    rows = gen.make_case(rng, "planted", rng.randint(1, 8), rng.randint(1, 20), 0.4)
    rows += [list(rng.choice(rows)) for _ in range(rng.randint(1, 16 - len(rows)))]
    rng.shuffle(rows)
    agree_with_brute_force(rows)


def test_two_copies_of_a_row_are_not_a_cover():
    assert agree_with_brute_force([[1, 0, 1], [1, 0, 1]]) is False
    assert agree_with_brute_force([[1, 0, 1], [1, 0, 1], [0, 1, 0]]) is True


def test_all_sixteen_disjoint_rows_make_the_cover():
    rows = [[1 if j % 16 == i else 0 for j in range(300)] for i in range(16)]
    chosen = sol.find_cover(as_bytes(rows), DLX_POOL)
    assert sorted(chosen) == list(range(16))


@pytest.mark.parametrize("seed", range(200))
def test_pruning_keeps_every_row_of_every_exact_cover(seed):
    """useful_rows may drop a row only if no exact cover uses it (up to an
    identical copy, which it keeps instead; an empty row adds nothing)."""
    rng = random.Random(50_000 + seed)
    n = rng.randint(1, 8)
    rows = gen.make_case(rng, gen.KINDS[seed % len(gen.KINDS)], rng.randint(1, 10), n, 0.4)
    masks = [int(row, 2) for row in as_bytes(rows)]
    full = (1 << n) - 1
    kept = {masks[i] for i in sol.useful_rows(masks, full)}
    nonempty = [r for r in masks if r]
    for size in range(1, len(nonempty) + 1):
        for subset in itertools.combinations(nonempty, size):
            if sum(subset) == full and all(a & b == 0 for a, b in itertools.combinations(subset, 2)):
                assert set(subset) <= kept, "a cover lost a row"


def test_pruning_repeats_until_nothing_changes():
    # Found by search: the first rounds drop rows that made others look useful;
    # only the cover 10010 + 01101 survives the fifth round.
    rows = [b"10001", b"01010", b"10010", b"01100", b"01101", b"10100"]
    masks = [int(r, 2) for r in rows]
    assert sorted(sol.useful_rows(masks, 0b11111)) == [2, 4]


# ------------------------------------------------------------------ the input

SAMPLE_IN = b"3 3\n0 1 0\n0 0 1\n1 0 0\n4 4\n0 0 0 1\n1 0 0 0\n1 1 0 1\n0 1 0 0\n"
SAMPLE_OUT = b"Yes, I found it\nIt is impossible\n"
SAMPLE_ROWS = [[b"010", b"001", b"100"], [b"0001", b"1000", b"1101", b"0100"]]

LAYOUTS = {
    "as stored": SAMPLE_IN,
    "CRLF": SAMPLE_IN.replace(b"\n", b"\r\n"),
    "no final newline": SAMPLE_IN[:-1],
    "trailing blank lines": SAMPLE_IN + b"\n\n\r\n  \n",
    "leading blank lines": b"\n\n" + SAMPLE_IN,
    "tabs and runs of spaces": SAMPLE_IN.replace(b" ", b" \t  "),
    "trailing spaces": SAMPLE_IN.replace(b"\n", b"  \n"),
    "one entry per line": SAMPLE_IN.replace(b" ", b"\n"),
    "all on one line": SAMPLE_IN.replace(b"\n", b" "),
    "second case odd": SAMPLE_IN[:20] + SAMPLE_IN[20:].replace(b" ", b"   "),
    "bare CR": SAMPLE_IN.replace(b"\n", b"\r"),
}


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_every_whitespace_layout_reads_the_same_rows(layout):
    assert list(sol.read_cases(LAYOUTS[layout])) == SAMPLE_ROWS


def test_the_fast_reader_and_the_token_reader_agree_on_a_stored_case():
    data = (DATA / "cases" / "random_01.in").read_bytes()
    assert list(sol.read_cases(data)) == list(sol.read_cases_tokens(data.split()))


def test_empty_input_has_no_cases():
    assert list(sol.read_cases(b"")) == []
    assert list(sol.read_cases(b" \n\r\n")) == []


@pytest.mark.parametrize("python", INTERPRETERS)
@pytest.mark.parametrize("layout", ["as stored", "CRLF", "no final newline", "tabs and runs of spaces"])
def test_the_program_prints_the_sample_answer(python, layout):
    done = run(LAYOUTS[layout], python)
    assert (done.returncode, done.stdout, done.stderr) == (0, SAMPLE_OUT, b"")


BAD_INPUTS = {   # name: (input, start of the message)
    "entry 2": (b"1 1\n1\n2 2\n1 0\n0 2\n", "case 2: every entry must be 0 or 1"),
    "entry 10": (b"2 2\n1 0\n0 10\n", "case 1: every entry must be 0 or 1"),
    "letters": (b"1 2\n1 x\n", "case 1: every entry must be 0 or 1"),
    "cut short": (b"3 3\n0 1 0\n0 0 1\n", "case 1: expected 3 rows of 3 numbers"),
    "lone header number": (SAMPLE_IN + b"4\n", "case 3: expected a line 'M N'"),
    "M = 17": (b"17 1\n" + b"1\n" * 17, "case 1: M = 17, N = 1 outside"),
    "N = 301": (b"1 301\n" + b"1 " * 301 + b"\n", "case 1: M = 1, N = 301 outside"),
    "M = 0": (b"0 3\n", "case 1: M = 0, N = 3 outside"),
    "negative": (b"-1 3\n", "case 1: expected a line 'M N'"),
    "binary junk": (b"\xff\xfe\x00\x01", "case 1: expected a line 'M N'"),
}


@pytest.mark.parametrize("python", INTERPRETERS)
@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_gets_one_line_on_stderr_and_exit_1(name, python):
    """Even after good cases, nothing is printed: the input is read whole first."""
    data, message = BAD_INPUTS[name]
    done = run(data, python)
    assert_refused(done)
    assert done.stderr.decode().startswith("poj_3740: bad input: " + message), done.stderr


# ------------------------------------------------------------------ the data

def test_there_is_one_max_file_of_500_cases_at_16_by_300():
    maxes = sorted(p.name for p in (DATA / "cases").glob("max_*.in"))
    assert maxes == ["max_01.in"]
    text = (DATA / "cases" / "max_01.in").read_text()
    assert validator.validate(text) == 500
    assert text.count("\n16 300\n") == 499 and text.startswith("16 300\n")


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(p.stem for p in (DATA / "cases").glob("*.in")))
def test_stored_answers_are_the_brute_force_answers(case):
    stdin = (DATA / "cases" / (case + ".in")).read_bytes()
    done = run_problem_script("poj_3740", "ref", stdin=stdin, timeout=300)
    assert done.returncode == 0 and done.stdout == (DATA / "cases" / (case + ".ans")).read_bytes()


JUNK = ["", "\n", "Yes", "yes, i found it\nIt is impossible\n", "Yes, I found it\n",
        "Yes, I found it\nIt is impossible\nYes, I found it\n", "1\n0\n", "\ufffd\ufffd\x00",
        "Yes, I found it.\nIt is impossible\n", "x" * 10 ** 6, None, b"bytes"]


@pytest.mark.parametrize("output", JUNK, ids=range(len(JUNK)))
def test_checker_says_no_to_junk_without_raising(output):
    ok, message = checker.check(SAMPLE_IN.decode(), output, SAMPLE_OUT.decode())
    assert ok is False and isinstance(message, str) and message


def test_checker_accepts_the_answer_with_forgiven_whitespace():
    for output in ["Yes, I found it\nIt is impossible\n", "Yes, I found it \r\nIt is impossible",
                   "Yes, I found it\nIt is impossible\n\n\n"]:
        assert checker.check(SAMPLE_IN.decode(), output, SAMPLE_OUT.decode())[0] is True
