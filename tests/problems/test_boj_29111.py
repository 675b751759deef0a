"""BOJ 29111 (near-Skolem lines): the solution, its two methods and its data.

The solution answers n <= N_DLX by exact cover with the DLX template and larger
n by an explicit construction (twelve arithmetic runs). These tests import its
functions instead of spawning processes, and judge every line with the
problem's own checker. The parity facts: the power k kept in reserve must have
the parity of (n+1)(n+2)/2 - n, and every such k works (Shalaby 1994); the
exact-cover branch checks this exhaustively for small n, independently of the
construction."""
import random
import subprocess
import sys

import pytest

from conftest import ROOT, assert_refused, load_module, load_problem_script
from judge.problems import load_problem

SOLUTION = ROOT / "solutions" / "boj_29111.py"


sol = load_module(SOLUTION, "boj_29111_solution")
checker = load_problem_script("boj_29111", "checker")
ref = load_problem_script("boj_29111", "ref")


def assert_valid(n, text):
    ok, message = checker.check("%d\n" % n, text, "")
    assert ok, "n = %d: %s" % (n, message)


def reserve_of(n, line):
    """The one power missing from a valid line."""
    missing = set(range(1, n + 2)) - set(line)
    assert len(missing) == 1, (n, sorted(missing)[:5])
    return missing.pop()


# --- the solution, as submitted -------------------------------------------

QUICK_N = 600      # every n up to here in the quick suite; up to 3000 in test-slow


def test_every_n_up_to_600_gets_a_valid_line():
    """Both methods, through the exact text main() prints: the exact cover below
    N_DLX and every residue class of the construction over a hundred times."""
    for n in range(1, QUICK_N + 1):
        assert_valid(n, sol.render(n))


@pytest.mark.slow
def test_every_n_from_601_to_3000_gets_a_valid_line():
    for n in range(QUICK_N + 1, 3001):
        assert_valid(n, sol.render(n))


def test_printed_text_is_the_constructed_line():
    """render() joins the twelve runs; it must spell the same line."""
    for n in list(range(sol.N_DLX + 1, sol.N_DLX + 50)) + [1000, 1001, 1002, 1003]:
        assert sol.render(n) == " ".join(map(str, sol.constructed_line(n)))


def test_switch_sends_small_n_to_exact_cover_and_large_n_to_the_construction():
    assert sol.solve(sol.N_DLX) == sol.exact_cover_line(sol.N_DLX)
    assert sol.solve(sol.N_DLX + 1) == sol.constructed_line(sol.N_DLX + 1)


# --- the construction -----------------------------------------------------

def test_construction_is_valid_below_the_switch_too():
    """Above N_DLX the tests of every n up to 3000 already judge it."""
    for n in range(1, sol.N_DLX + 1):
        assert_valid(n, " ".join(map(str, sol.constructed_line(n))))


def test_construction_keeps_the_reserve_the_notes_table_names():
    """k = n+1 (n = 0 mod 4, a Skolem sequence), n-1 (n = 1), n (n = 2, 3);
    n = 1 is the one exception, `1 1` with k = 2."""
    assert sol.constructed_line(1) == [1, 1]
    for n in range(2, 400):
        want = {0: n + 1, 1: n - 1, 2: n, 3: n}[n % 4]
        assert reserve_of(n, sol.constructed_line(n)) == want, n


def test_construction_matches_the_notes_small_lines():
    notes = {2: "3 1 1 3", 3: "2 4 2 1 1 4", 4: "1 1 4 2 3 2 4 3",
             5: "1 1 6 3 5 2 3 2 6 5", 8: "6 3 1 1 3 8 6 4 7 5 2 4 2 8 5 7"}
    for n, line in notes.items():
        assert " ".join(map(str, sol.constructed_line(n))) == line


@pytest.mark.slow
def test_construction_is_valid_up_to_a_million():
    """Every residue class at 10^4, 10^5 and 10^6, and 40 seeded random n in
    3001..10^5 (every n up to 3000 is judged above)."""
    rng = random.Random(29111)
    for n in rng.sample(range(3001, 10 ** 5), 40):
        assert_valid(n, sol.render(n))
    for base in (10 ** 4, 10 ** 5, 10 ** 6):
        for n in range(base, base + 4):
            assert_valid(n, sol.render(n))


# --- the exact-cover branch -----------------------------------------------

@pytest.mark.parametrize("n", range(1, 9))
def test_exact_cover_can_omit_exactly_the_powers_of_the_right_parity(n):
    """For each k alone as the allowed reserve, the search finds a line iff k
    has the parity (n+1)(n+2)/2 - n: the necessary condition is tight, and it
    is exactly the construction's parity fact. Exhaustive, so small n only."""
    dlx = sol.DLX(3 * n + 1, capacity=sol.model_capacity(n))
    handles = sol.build_model(dlx, n, range(1, n + 2))   # every reserve allowed
    for k in range(1, n + 2):
        assert dlx.fix(handles[k])                       # pin "k is in reserve"
        labels = dlx.solve()
        dlx.unfix()
        assert (labels is not None) == (k % 2 == sol.reserve_parity(n)), (n, k)
        if labels is not None:
            line = sol.labels_to_line(n, labels)
            assert_valid(n, " ".join(map(str, line)))
            assert reserve_of(n, line) == k


@pytest.mark.slow
@pytest.mark.parametrize("n", [9, 10])
def test_exact_cover_parity_class_is_exact_for_n_9_and_10(n):
    test_exact_cover_can_omit_exactly_the_powers_of_the_right_parity(n)


def test_exact_cover_with_every_reserve_allowed_still_picks_the_right_parity():
    for n in range(1, 16):
        line = sol.exact_cover_line(n, range(1, n + 2))
        assert_valid(n, " ".join(map(str, line)))
        assert reserve_of(n, line) % 2 == sol.reserve_parity(n)


def test_exact_cover_and_construction_agree_on_the_reserve_parity():
    for n in range(1, sol.N_DLX + 1):
        dlx_k = reserve_of(n, sol.exact_cover_line(n))
        built_k = reserve_of(n, sol.constructed_line(n))
        assert dlx_k % 2 == built_k % 2 == sol.reserve_parity(n), n


def covers_to_first_line(n):
    """cover() calls the template's search makes for the solution's model."""
    dlx = sol.DLX(3 * n + 1, capacity=sol.model_capacity(n))
    parity = sol.reserve_parity(n)
    sol.build_model(dlx, n, [k for k in range(1, n + 2) if k % 2 == parity])
    calls, cover = [0], dlx.cover

    def counting_cover(item):
        calls[0] += 1
        cover(item)

    dlx.cover = counting_cover            # search() reads dlx.cover when it starts
    assert dlx.solve() is not None
    return calls[0]


def test_exact_cover_below_the_switch_barely_backtracks():
    """The reason N_DLX is safe, without timing anything: a search with no
    backtracking covers each of the 3n+1 items once; up to N_DLX it never needs
    3 times that (n = 42 needs 700 times). A template change that alters the
    item choice shows up here first."""
    for n in range(1, sol.N_DLX + 1):
        assert covers_to_first_line(n) <= 3 * (3 * n + 1), n


# --- the program: input handling ------------------------------------------

def run(stdin):
    return subprocess.run([sys.executable, str(SOLUTION)], input=stdin,
                          capture_output=True, timeout=60)


@pytest.mark.parametrize("stdin", [b"", b"abc\n", b"0\n", b"-4\n", b"3 4\n", b"\xff\xfe\n",
                                   b"1.5\n", b"1" * 100 + b"\n"])
def test_junk_or_n_below_1_is_refused_in_one_line(stdin):
    """The malformed-input convention of every solution: never the statement's -1,
    which would claim that no line exists."""
    assert_refused(run(stdin))


def test_surrounding_whitespace_is_ignored():
    out = run(b"  \r\n 7 \r\n\n")
    assert out.returncode == 0
    assert_valid(7, out.stdout.decode())


def test_n_too_large_to_print_is_refused_in_one_line():
    assert_refused(run(b"%d\n" % (sol.N_PRINT_MAX + 1)))


def test_the_solution_prints_every_n_the_validator_allows():
    """N_PRINT_MAX (the solution's own cap) covers [params] n_max (our data's bound)."""
    n_max = load_problem("boj_29111", str(ROOT / "testdata"), str(ROOT)).params["n_max"]
    assert sol.N_PRINT_MAX >= n_max


# --- the checker and the reference ----------------------------------------

@pytest.mark.parametrize("output,why", [
    ("-1", "printed -1"),
    ("1 1 2 2", "distance"),                      # n = 2: 2 at distance 1
    ("1 1 1 1", "third"),
    ("3 1 1", "expected 2n"),
    ("3 1 1 4", "not in 1..n+1"),
    ("03 1 1 3", "plain positive integer"),
    ("3 1 1 +3", "plain positive integer"),
    ("3 1 1 3" + " " * 10 ** 5, "far longer"),
])
def test_checker_names_what_is_wrong(output, why):
    ok, message = checker.check("2\n", output, "")
    assert not ok and why in message, message


def test_checker_accepts_any_valid_line_not_just_the_answer():
    assert checker.check("2\n", "3 1 1 3\n", "")[0]
    assert checker.check("4\n", "1 1 4 2 3 2 4 3", "5 2 4 2 3 5 4 3\n")[0]
    assert checker.check("4\n", "5 2 4 2 3 5 4 3", "1 1 4 2 3 2 4 3\n")[0]


def test_checker_calls_an_input_without_n_a_judge_error():
    """The validator keeps such inputs out of the stored cases."""
    for bad_input in ("", "0\n", "-3\n", "x\n", "1 2\n"):
        for output in ("-1\n", "1 1\n", ""):
            ok, message = checker.check(bad_input, output, "")
            assert not ok and message.startswith("judge error"), message


def test_reference_lines_pass_the_checker():
    """ref.py is the stress opponent: backtracking for n <= 12, Davies' pattern
    for n = 0, 1, 3 (mod 4), the notes' pair table for n = 2 (mod 4)."""
    for n in list(range(1, 200)) + [1000, 1001, 1002, 1003]:
        assert_valid(n, " ".join(map(str, ref.line_for(n))))


def test_stress_solution_and_reference_on_seeded_random_n():
    """gen.py's distribution, seeds 1..200: both programs' lines are valid."""
    for seed in range(1, 201):
        n = random.Random(seed).choice(range(1, 3001))
        assert_valid(n, sol.render(n))
        assert_valid(n, " ".join(map(str, ref.line_for(n))))
