"""Checkers can say no, and never crash: whatever a solution prints (empty,
binary, wrong counts, letters for digits, huge, a valid answer to another
input), a checker returns (False, message) instead of raising."""
import functools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import PROBLEMS, case_text, cases, load_problem_script

CHECKED = [p for p in PROBLEMS if load_problem_script(p, "checker") is not None]


def small_case(problem):
    """The stored case with the smallest input: junk is tried against it."""
    case = min(cases(problem), key=lambda f: (f.stat().st_size, f.name))
    return case_text(case), case_text(case.with_suffix(".ans"))


def assert_rejected(checker, input_text, output, answer):
    result = checker.check(input_text, output, answer)
    assert isinstance(result, tuple) and len(result) == 2, result
    ok, message = result
    assert ok is False and isinstance(message, str) and message, (output[:80], result)


junk = st.one_of(
    st.just(""),
    st.just("\n\n\n"),
    st.text(max_size=300),                                          # any unicode
    st.binary(max_size=300).map(lambda b: b.decode("utf-8", "replace")),
    st.lists(st.integers(-10 ** 6, 10 ** 6), max_size=300).map(
        lambda xs: " ".join(map(str, xs))),                         # wrong counts/ranges
    st.text(alphabet="ABCDEFGHIJKLMNOP-.0123456789 \n", max_size=400),
)


@functools.lru_cache(maxsize=None)
def checker_and_small_case(problem):
    """Loaded once for all of hypothesis's examples, as the runner loads it once a run."""
    return (load_problem_script(problem, "checker"),) + small_case(problem)


@pytest.mark.parametrize("problem", CHECKED)
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(output=junk)
def test_checker_rejects_junk_without_raising(problem, output):
    checker, input_text, answer = checker_and_small_case(problem)
    if output.split() == answer.split():
        return                                  # hypothesis found the answer itself
    assert_rejected(checker, input_text, output, answer)


@pytest.mark.parametrize("problem", CHECKED)
def test_checker_rejects_huge_output(problem):
    input_text, answer = small_case(problem)
    assert_rejected(load_problem_script(problem, "checker"), input_text,
                    answer * 50 + "1 " * 10 ** 6, answer)


@pytest.mark.parametrize("problem", CHECKED)
def test_checker_rejects_a_valid_answer_to_another_input(problem):
    checker = load_problem_script(problem, "checker")
    stored = [(c.name, case_text(c), case_text(c.with_suffix(".ans"))) for c in cases(problem)]
    # The statement's sample against another case's answer of the same shape
    # (a sample has givens, so a filling of another puzzle breaks them).
    pairs = [(a, b) for a in stored for b in stored if a[0].startswith("sample")
             and a[2].split() != b[2].split() and len(a[2].split()) == len(b[2].split())]
    if not pairs:
        pytest.skip("no other stored answer of the sample's shape")
    (_, input_text, answer), (_, _, other) = pairs[0]
    assert_rejected(checker, input_text, other, answer)


UNICODE_SPACES = ["\u3000", "\u00a0", "\u0085", "\u2003", "\x1c"]


@pytest.mark.parametrize("problem", CHECKED)
@pytest.mark.parametrize("space", UNICODE_SPACES, ids=ascii)
def test_only_ascii_whitespace_separates_tokens(problem, space):
    """A C-locale judge reads "1\\u30002" as one token: a stored answer with its ASCII spaces
    turned into a Unicode space is rejected, not accepted."""
    checker = load_problem_script(problem, "checker")
    for case in cases(problem):
        input_text, answer = case_text(case), case_text(case.with_suffix(".ans"))
        if " " in answer.strip() and checker.check(input_text, answer, answer)[0]:
            assert_rejected(checker, input_text, answer.replace(" ", space), answer)
            return
    pytest.skip("no stored answer of %s has spaces between tokens" % problem)


JUNK = ["", "\x00\xff" * 50, "\ufffd" * 81, "1 " * 80, "1 " * 82, "a " * 81,
        "1" * 81, "\u0663 " * 81, "9" * (1 << 21), "-1 " * 81, "end\n", "\n\n\n"]


@pytest.mark.parametrize("problem", CHECKED)
@pytest.mark.parametrize("junk", JUNK, ids=lambda j: repr(j[:8]))
def test_checker_rejects_each_classic_junk_output(problem, junk):
    """Fixed junk next to the random one above: empty, binary, replacement
    characters, one number too few or too many, letters, Arabic-Indic digits,
    2 MB of nines, negatives, a stray "end", blank lines."""
    input_text, answer = small_case(problem)
    assert load_problem_script(problem, "checker").check(input_text, answer, answer)[0]
    if junk.split() != answer.split():
        assert_rejected(load_problem_script(problem, "checker"), input_text, junk, answer)
