"""Covers judge/commands/judge.py.

The local judge, runner.py, judged by fake problems and fake solutions.

Each test builds problem folders in tmp_path (problem.toml, cases, maybe a checker), runs
`python runner.py --testdata ... --root ... --json report.json` as a subprocess, and asserts
on the JSON records and the exit code, never on console text. The fake solutions live in
tests/judge/fake_solutions/ (first line: `# expect: VERDICT`); most are for the fake "sum" problem:
input `a b`, answer `a + b`.
"""
import json
import subprocess
import sys
import time

import pytest

from conftest import PY38, PYPY, RUNNER, needs_py38, needs_pypy
from fake_problems import FAKE, SUM_CASES, judge, make_problem, toml_for
from judge.judging.case import OUTPUT_SLACK
from judge.sandbox.supervise import CHUNK

try:  # pytest-timeout comes with `make test`; a bare system pytest may lack it
    import pytest_timeout  # noqa: F401
    pytestmark = pytest.mark.timeout(60)
except ImportError:
    pytestmark = []


# ------------------------------------------------------------------- one run, many verdicts

# fake solution -> (verdict, time limit). Generous limits where time is not the point (the
# machine may be busy); 0.5 s where it is, so the whole run stays short.
VERDICTS = {
    "ac": ("AC", 2.0),
    "wa": ("WA", 2.0),
    "crash": ("RE", 2.0),
    "exit3": ("RE", 2.0),
    "segfault": ("RE", 2.0),
    "busy": ("TLE", 0.5),
    "sleep": ("TLE", 0.5),
    "orphan": ("AC", 2.0),
    "escape": ("AC", 2.0),
    "alloc_gradual": ("MLE", 2.0),
    "alloc_2gb": ("MLE", 2.0),
    "flood": ("OLE", 2.0),
    "flood_forever": ("OLE", 2.0),
    "junk": ("WA", 2.0),
    "empty": ("WA", 2.0),
}


@pytest.fixture(scope="module")
def verdict_run(tmp_path_factory):
    """One problem per fake solution, all judged by a single runner call (-j 2)."""
    root = tmp_path_factory.mktemp("verdicts")
    for name, (_, tl) in VERDICTS.items():
        make_problem(root, name, solution=name, cases={"small": SUM_CASES["small"]},
                     time_limit=tl)
    return root, judge(root, "-j", "2")


@pytest.mark.parametrize("solution", sorted(VERDICTS))
def test_fake_solution_gets_its_verdict(verdict_run, solution):
    _, run = verdict_run
    rec = run.get(solution)
    assert rec["verdict"] == VERDICTS[solution][0], rec
    first = (FAKE / ("%s.py" % solution)).read_text().splitlines()[0]
    assert first.startswith("# expect: " + VERDICTS[solution][0])  # the file says so too


def test_some_case_not_accepted_exits_1(verdict_run):
    _, run = verdict_run
    assert run.rc == 1
    assert len(run.records) == len(VERDICTS)


def test_json_records_have_the_documented_fields(verdict_run):
    _, run = verdict_run
    for rec in run.records:
        assert {"problem", "case", "verdict", "cpu_ms", "wall_ms", "memory_kb",
                "message"} <= set(rec)
        assert isinstance(rec["cpu_ms"], int) and isinstance(rec["memory_kb"], int)
    ac = run.get("ac")
    assert ac["message"] == "" and ac["exit_code"] == 0 and ac["memory_kb"] > 0


@pytest.mark.parametrize("solution", ["busy", "sleep"])
def test_time_limit_stops_the_run_within_twice_the_limit(verdict_run, solution):
    _, run = verdict_run
    rec = run.get(solution)
    # cap 2 x 0.5 s, plus polling; the time spent waiting for a CPU does not count
    assert rec["wall_ms"] - rec["cpu_wait_ms"] < 2 * 500 + 1000, rec


def test_memory_verdicts_report_the_peak(verdict_run):
    _, run = verdict_run
    gradual = run.get("alloc_gradual")
    assert gradual["memory_kb"] > 64 * 1024, gradual
    assert gradual["memory_kb"] < 1024 * 1024, gradual  # killed long before 2 GB


def test_failed_runs_explain_themselves(verdict_run):
    _, run = verdict_run
    assert "ZeroDivisionError" in run.get("crash")["message"]  # the stderr tail
    assert "exit code 3" in run.get("exit3")["message"]
    assert "SIGSEGV" in run.get("segfault")["message"]
    assert "expected" in run.get("wa")["message"]


def _vm_hwm_kb(pid):
    """Peak RSS of pid's own memory (VmHWM), or None once it is gone. Unlike
    wait4's ru_maxrss it starts afresh at exec, so it is not inflated by the
    size of the process that spawned it (pytest, after a long session)."""
    try:
        with open("/proc/%d/status" % pid) as f:
            return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        return None


def test_output_flood_keeps_the_runner_small(tmp_path):
    """128 MB of output: OLE as soon as it passes the cap (answer + 4 MiB): the run is stopped
    there, as judges do, and the runner's own peak memory stays small. What the flood writes
    while it is being killed is never read: the count ends within one read (CHUNK) past the
    cap, however long the kill takes on a busy machine (it once read 12 MB more)."""
    make_problem(tmp_path, "sum", solution="flood", cases={"small": SUM_CASES["small"]})
    report = tmp_path / "report.json"
    proc = subprocess.Popen([sys.executable, str(RUNNER), "--testdata", str(tmp_path / "testdata"),
                             "--root", str(tmp_path), "--json", str(report)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak_kb = 0
    while proc.poll() is None:      # VmHWM only grows: the last reading is the peak so far
        peak_kb = max(peak_kb, _vm_hwm_kb(proc.pid) or 0)
        time.sleep(0.01)
    assert proc.returncode == 1
    [rec] = json.loads(report.read_text())
    cap = OUTPUT_SLACK + len(SUM_CASES["small"][1])
    assert rec["verdict"] == "OLE" and cap < rec["output_bytes"] <= cap + CHUNK
    assert 0 < peak_kb < 64 * 1024, peak_kb


# ------------------------------------------------------------------- comparison modes

# case -> (output, answer, strict verdict, tokens verdict); echo.py prints its input, so a
# case's .in is the output the runner compares with its .ans.
COMPARISONS = {
    "same": ("1 2 3\n4\n", "1 2 3\n4\n", "AC", "AC"),
    "crlf": ("1 2 3\r\n4\r\n", "1 2 3\n4\n", "AC", "AC"),
    "trailing_spaces": ("1 2 3  \n4\t\n", "1 2 3\n4\n", "AC", "AC"),
    "no_final_newline": ("1 2 3\n4", "1 2 3\n4\n", "AC", "AC"),
    "trailing_blank_lines": ("1 2 3\n4\n\n\n", "1 2 3\n4\n", "AC", "AC"),
    "inner_spaces": ("1  2 3\n4\n", "1 2 3\n4\n", "WA", "AC"),
    "leading_space": (" 1 2 3\n4\n", "1 2 3\n4\n", "WA", "AC"),
    "joined_lines": ("1 2 3 4\n", "1 2 3\n4\n", "WA", "AC"),
    "leading_blank_line": ("\n1 2 3\n4\n", "1 2 3\n4\n", "WA", "AC"),
    "different_token": ("1 2 3\n5\n", "1 2 3\n4\n", "WA", "WA"),
    "missing_line": ("1 2 3\n", "1 2 3\n4\n", "WA", "WA"),
    "extra_line": ("1 2 3\n4\n5\n", "1 2 3\n4\n", "WA", "WA"),
    "empty": ("", "1\n", "WA", "WA"),
    "empty_both": ("", "", "AC", "AC"),
    "case_matters": ("YES\n", "yes\n", "WA", "WA"),
}


def test_strict_and_token_comparison(tmp_path):
    cases = {name: (out, ans) for name, (out, ans, _, _) in COMPARISONS.items()}
    make_problem(tmp_path, "strict", solution="echo", cases=cases, compare="strict")
    make_problem(tmp_path, "tokens", solution="echo", cases=cases, compare="tokens")
    run = judge(tmp_path, "-j", "2")
    assert run.rc == 1
    # -j 2 still reports in order: problems by name, cases by name
    assert [(r["problem"], r["case"]) for r in run.records] == \
        [(p, c) for p in ("strict", "tokens") for c in sorted(COMPARISONS)]
    for name, (_, _, strict, tokens) in COMPARISONS.items():
        assert run.get("strict", name)["verdict"] == strict, name
        assert run.get("tokens", name)["verdict"] == tokens, name
    # the diff names the first differing line, whitespace made visible
    assert run.get("strict", "inner_spaces")["message"] == \
        'line 1: expected "1·2·3", got "1··2·3"'
    assert "<end of output>" in run.get("strict", "missing_line")["message"]


# ------------------------------------------------------------------- checkers

GOOD_CHECKER = '''
def check(input_text, output_text, answer_text):
    """Any single integer equal to a + b; junk is WA with a message, never an exception."""
    tokens = output_text.split()
    if len(tokens) != 1:
        return False, "expected one integer, got %d tokens" % len(tokens)
    if not tokens[0].lstrip("-").isdigit():
        return False, "not an integer: %r" % tokens[0][:20]
    want = sum(int(x) for x in input_text.split())
    return int(tokens[0]) == want, "" if int(tokens[0]) == want else "sum is wrong"
'''

BROKEN_CHECKERS = {
    "raises": "def check(i, o, a):\n    raise RuntimeError('checker bug')\n",
    "returns_bool": "def check(i, o, a):\n    return True\n",
    "returns_str_ok": "def check(i, o, a):\n    return ('yes', 'fine')\n",
    "returns_none": "def check(i, o, a):\n    pass\n",
    "import_error": "import no_such_module_xyz\ndef check(i, o, a):\n    return True, ''\n",
    "no_check": "def chek(i, o, a):\n    return True, ''\n",
    "exits": "import sys\ndef check(i, o, a):\n    sys.exit(0)\n",
}


def test_checker_verdicts(tmp_path):
    for solution, _ in [("ac", "AC"), ("wa", "WA"), ("junk", "WA"), ("empty", "WA")]:
        make_problem(tmp_path, "chk_" + solution, solution=solution, compare="checker",
                     checker=GOOD_CHECKER)
    # checkers may import the project's helpers (the root is on sys.path)
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "__init__.py").write_text("")
    (tmp_path / "tools" / "sumhelp.py").write_text(
        "def total(text):\n    return sum(int(x) for x in text.split())\n")
    make_problem(tmp_path, "chk_tools", solution="ac", compare="checker", checker=(
        "from tools.sumhelp import total\n"
        "def check(i, o, a):\n    return o.split() == [str(total(i))], 'compared'\n"))
    run = judge(tmp_path)
    assert run.rc == 1
    assert run.get("chk_ac")["verdict"] == "AC"
    assert run.get("chk_tools")["verdict"] == "AC"
    assert run.get("chk_wa")["verdict"] == "WA"
    assert run.get("chk_wa")["message"] == "sum is wrong"
    assert run.get("chk_junk")["verdict"] == "WA"
    assert run.get("chk_empty")["message"] == "expected one integer, got 0 tokens"


def test_broken_checkers_are_judge_errors(tmp_path):
    for name, code in BROKEN_CHECKERS.items():
        make_problem(tmp_path, name, solution="ac", compare="checker", checker=code)
    make_problem(tmp_path, "fine", solution="ac")
    run = judge(tmp_path)
    assert run.rc == 3
    for name in BROKEN_CHECKERS:
        for case in SUM_CASES:
            assert run.get(name, case)["verdict"] == "JE", name
    assert run.get("fine")["verdict"] == "AC"
    assert "checker bug" in run.get("raises")["message"]


def test_a_checker_stuck_in_a_loop_is_a_judge_error_not_a_hang(tmp_path):
    # checker_time_limit = 1 keeps the test short; the default is checkers.seconds_for's
    # (at least 10 s). judge() fails if the runner takes 60 s.
    toml = toml_for("solutions/ac.py", time_limit=0.5, compare="checker")
    make_problem(tmp_path, "loops", solution="ac", toml=toml + "checker_time_limit = 1\n",
                 checker="def check(i, o, a):\n    while True:\n        pass\n",
                 cases={"small": SUM_CASES["small"]})
    make_problem(tmp_path, "fine", solution="ac", compare="checker", checker=GOOD_CHECKER,
                 cases={"small": SUM_CASES["small"]})
    run = judge(tmp_path, "-j", "2")
    assert run.rc == 3
    assert run.get("loops")["verdict"] == "JE"
    assert "still running after 1 s" in run.get("loops")["message"]
    assert run.get("fine")["verdict"] == "AC"


def test_a_checker_gets_ten_times_the_time_limit_and_at_least_10_s_unless_stated():
    from judge.checking import seconds_for
    assert seconds_for(0.5) == 10.0 and seconds_for(3.0) == 30.0
    assert seconds_for(3.0, stated=1) == 1.0    # problem.toml's checker_time_limit


def test_checker_never_sees_a_failed_run(tmp_path):
    """A checker that would crash on any call: the failed runs keep their own verdicts."""
    raising = BROKEN_CHECKERS["raises"]
    for solution in ("crash", "busy"):
        make_problem(tmp_path, solution, solution=solution, compare="checker", checker=raising,
                     time_limit=0.5, cases={"small": SUM_CASES["small"]})
    run = judge(tmp_path)
    assert run.get("crash")["verdict"] == "RE"
    assert run.get("busy")["verdict"] == "TLE"
    assert run.rc == 1


def test_non_utf8_case_files_are_judge_errors_for_checkers(tmp_path):
    make_problem(tmp_path, "sum", solution="ac", compare="checker", checker=GOOD_CHECKER,
                 cases={"bad_in": (b"1 2\xff\n", "3\n"), "bad_ans": ("1 2\n", b"\xfe3\n"),
                        "good": ("1 2\n", "3\n")})
    run = judge(tmp_path)
    assert run.rc == 3
    assert run.get("sum", "bad_in")["verdict"] == "JE"
    assert run.get("sum", "bad_ans")["verdict"] == "JE"
    assert run.get("sum", "good")["verdict"] == "AC"


# ------------------------------------------------------------------- broken data and config

def test_missing_answer_is_a_judge_error(tmp_path):
    make_problem(tmp_path, "sum", cases={"small": SUM_CASES["small"], "lost": ("5 6\n", None)})
    run = judge(tmp_path)
    assert run.rc == 3  # JE wins over everything
    assert run.get("sum", "lost")["verdict"] == "JE"
    assert "lost.ans" in run.get("sum", "lost")["message"]
    assert run.get("sum", "small")["verdict"] == "AC"


BAD_TOMLS = {
    "syntax": toml_for("solutions/ac.py").replace('title = "Fake"', 'title = "Fake'),
    "missing_key": toml_for("solutions/ac.py").replace("time_limit = 2.0\n", ""),
    "unknown_key": toml_for("solutions/ac.py") + "time_limt = 3\n",
    "wrong_type": toml_for("solutions/ac.py").replace("time_limit = 2.0", 'time_limit = "2"'),
    "bool_limit": toml_for("solutions/ac.py").replace("memory_limit = 64", "memory_limit = true"),
    "zero_limit": toml_for("solutions/ac.py").replace("time_limit = 2.0", "time_limit = 0"),
    "bad_compare": toml_for("solutions/ac.py", compare="fuzzy"),
    "no_checker_file": toml_for("solutions/ac.py", compare="checker"),
    "missing_solution": toml_for("solutions/nowhere.py"),
}


def test_malformed_problem_toml_is_a_judge_error(tmp_path):
    for name, text in BAD_TOMLS.items():
        make_problem(tmp_path, name, toml=text)
    make_problem(tmp_path, "fine")
    run = judge(tmp_path)
    assert run.rc == 3
    for name in BAD_TOMLS:
        rec = run.get(name, "")  # one record for the problem, no case was run
        assert rec["verdict"] == "JE", rec
        assert "\n" not in rec["message"]
    assert run.get("fine", "small")["verdict"] == "AC"
    assert run.get("fine", "big")["verdict"] == "AC"


# ------------------------------------------------------------------- command line

def test_all_accepted_exits_0(tmp_path):
    make_problem(tmp_path, "sum")
    run = judge(tmp_path)
    assert run.rc == 0
    assert [r["verdict"] for r in run.records] == ["AC", "AC"]
    assert [r["case"] for r in run.records] == ["big", "small"]  # sorted by name


def test_solution_cases_and_case_options(tmp_path):
    make_problem(tmp_path, "sum", solution="wa")
    mine = tmp_path / "my_cases"
    mine.mkdir()
    (mine / "mine_1.in").write_text("40 2\n")
    (mine / "mine_1.ans").write_text("42\n")
    (mine / "mine_2.in").write_text("1 1\n")
    (mine / "mine_2.ans").write_text("2\n")
    run = judge(tmp_path, "sum", "--solution", str(FAKE / "ac.py"), "--cases", str(mine),
                "--case", "mine_2")
    assert run.rc == 0
    assert [(r["problem"], r["case"], r["verdict"]) for r in run.records] == \
        [("sum", "mine_2", "AC")]
    run = judge(tmp_path, "sum")  # the problem's own (wrong) solution
    assert run.rc == 1 and {r["verdict"] for r in run.records} == {"WA"}


def test_first_failure_stops_there_as_boj_and_codeforces_do(tmp_path):
    """-x: the cases after the first one that is not AC do not run; the total says so."""
    make_problem(tmp_path, "sum", cases={"a": ("1 2\n", "3\n"), "b": ("1 1\n", "3\n"),
                                         "c": ("2 2\n", "4\n"), "d": ("2 3\n", "5\n")})
    whole = judge(tmp_path)
    assert [r["verdict"] for r in whole.records] == ["AC", "WA", "AC", "AC"]
    for flag in ("-x", "--first-failure"):
        run = judge(tmp_path, flag)
        assert run.rc == 1 and [r["verdict"] for r in run.records] == ["AC", "WA"]
        assert "total: 1/2 AC" in run.stdout, run.stdout
        assert "(stopped at the first failure: 2 cases did not run)" in run.stdout
    assert judge(tmp_path, "-x", "--case", "c").rc == 0


def test_tl_scale(tmp_path):
    make_problem(tmp_path, "sum", solution="spin", time_limit=0.2,
                 cases={"small": SUM_CASES["small"]})
    assert judge(tmp_path).get("sum")["verdict"] == "TLE"
    assert judge(tmp_path, "--tl-scale", "10").get("sum")["verdict"] == "AC"


def test_ml_scale(tmp_path):
    # PyPy's start-up alone passes POJ's 64 MB: --ml-scale lets a run be judged on the rest.
    make_problem(tmp_path, "sum", memory_limit=16, cases={"small": SUM_CASES["small"]})
    (tmp_path / "solutions" / "ac.py").write_text(
        "import sys\nballast = b'\\1' * (32 << 20)\nprint(sum(map(int, sys.stdin.read().split())))\n")
    assert judge(tmp_path).get("sum")["verdict"] == "MLE"
    assert judge(tmp_path, "--ml-scale", "8").get("sum")["verdict"] == "AC"


def test_python_option(tmp_path):
    make_problem(tmp_path, "sum")
    assert judge(tmp_path, "--python", sys.executable).rc == 0


@needs_pypy
def test_python_option_pypy(tmp_path):
    make_problem(tmp_path, "sum", memory_limit=512)  # PyPy alone is ~60 MB RSS
    run = judge(tmp_path, "--python", PYPY)
    assert run.rc == 0, run.records


@needs_py38
def test_runner_on_python38(tmp_path):
    """The oldest Python we promise: no tomllib there (judge.config reads TOML on every
    Python; tests/judge/test_config.py compares it with tomllib)."""
    make_problem(tmp_path, "sum", compare="checker", checker=GOOD_CHECKER)
    make_problem(tmp_path, "bad", toml=BAD_TOMLS["syntax"])
    run = judge(tmp_path, python=PY38)
    assert run.rc == 3
    assert run.get("sum")["verdict"] == "AC"
    assert run.get("bad", "")["verdict"] == "JE"


USAGE_ERRORS = {
    "unknown_problem": ["nope"],
    "bad_tl_scale": ["--tl-scale", "abc"],
    "negative_tl_scale": ["--tl-scale", "-1"],
    "zero_jobs": ["-j", "0"],
    "missing_solution_file": ["sum", "--solution", "/nonexistent/sol.py"],
    "missing_cases_dir": ["sum", "--cases", "/nonexistent/cases"],
    "unknown_case": ["sum", "--case", "nope"],
    "unknown_interpreter": ["--python", "no-such-python-xyz"],
    "unknown_option": ["--frobnicate"],
    "solution_needs_one_problem": ["sum", "empty", "--solution", str(FAKE / "ac.py")],
    "no_cases": ["empty"],
    "first_failure_in_a_shard": ["--first-failure", "--shard", "1/2"],
}


@pytest.mark.parametrize("name", sorted(USAGE_ERRORS))
def test_usage_errors_exit_2_with_one_line(tmp_path, name):
    make_problem(tmp_path, "sum")
    make_problem(tmp_path, "empty", cases={})
    run = judge(tmp_path, *USAGE_ERRORS[name])
    assert run.rc == 2, run.stderr
    assert "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1, run.stderr


def test_no_problems_at_all_exits_2(tmp_path):
    (tmp_path / "testdata").mkdir()
    assert judge(tmp_path).rc == 2


# ------------------------------------------------------------------- pieces, imported

def _import_runner():
    """The judge's pieces, as the tests use them (judge.compare)."""
    import types
    from judge.checking import compare
    return types.SimpleNamespace(compare_strict=compare.compare_strict,
                                 compare_tokens=compare.compare_tokens)


def test_compare_functions_directly():
    runner = _import_runner()
    assert runner.compare_strict(b"a b\r\n\tc \n\n", b"a b\n\tc\n") == (True, "")
    ok, msg = runner.compare_strict(b"a\tb\n", b"a b\n")
    assert not ok and msg == 'line 1: expected "a·b", got "a→b"'
    assert runner.compare_tokens(b"a\n b\r\n", b"a b") == (True, "")
    ok, msg = runner.compare_tokens(b"a", b"a b")
    assert not ok and msg == 'token 2: expected "b", got <end of output>'
