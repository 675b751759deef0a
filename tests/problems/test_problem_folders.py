"""Every problem folder, judged as a whole: the solution gets AC on every stored
case (CPython and PyPy3), the data is sound (answers pass the checker, inputs
pass the validator, invalid inputs fail it, generated cases reproduce), and the
deliberately wrong solutions fail with the verdict they declare, judged as BOJ and Codeforces
judge a submission: up to the first case that is not AC."""
import ast
import json
import re
import shlex
import subprocess
import sys

import pytest

from judge.problems import load_problem
from conftest import (PROBLEMS, PYPY, ROOT, RUNNER, TESTDATA, case_text, cases,
                      load_problem_script, needs_pypy, run_problem_script)

SCRIPTS = ("checker", "validator", "gen", "ref")


def config(problem):
    return load_problem(problem, str(TESTDATA), str(ROOT))


def each(folder, pattern):
    """(problem, path) pairs over every problem, for parametrize."""
    return [pytest.param(p, f, id="%s/%s" % (p, f.name))
            for p in PROBLEMS for f in sorted((TESTDATA / p / folder).glob(pattern))]


def judge(args, tmp_path):
    report = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, str(RUNNER), *args, "--json", str(report)],
                          capture_output=True, text=True, timeout=1200)
    records = json.loads(report.read_text()) if report.exists() else []
    return proc, records


# ------------------------------------------------------------- the folder's parts

def test_every_problem_has_its_parts():
    assert len(PROBLEMS) >= 7
    for p in PROBLEMS:
        for part in ("validator.py", "gen.py", "ref.py"):
            assert (TESTDATA / p / part).exists(), "%s has no %s" % (p, part)
        assert cases(p), "%s has no stored cases" % p


@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("script", SCRIPTS)
def test_problem_scripts_leave_the_import_path_to_whoever_runs_them(problem, script):
    """No sys.path prelude: the runner, stress and the tests set PYTHONPATH (only
    wrong/*.py, judged as solutions in a clean environment, set it themselves)."""
    path = TESTDATA / problem / (script + ".py")
    if path.exists():
        assert "sys.path" not in path.read_text(), path
        assert "from tools" not in path.read_text(), "tools/ is for maintainer commands"


def test_no_module_name_is_used_twice():
    """One name, one module: templates/, judge/, problemkit/, tools/ and the tests (in
    every folder of tests/: pytest imports a test file by its bare name) share no module
    name (so no import can pick the wrong one)."""
    seen = {}
    for folder in ("templates", "judge", "problemkit", "tools", "tests", "bench"):
        for path in sorted((ROOT / folder).glob("**/*.py" if folder == "tests" else "*.py")):
            if {"fake_solutions", "packages"} & set(path.parts):
                continue    # programs the runner runs (fakes, our packages), never imported
            if path.name != "__init__.py":
                assert path.name not in seen, "%s and %s" % (seen[path.name], path)
                seen[path.name] = path


# ------------------------------------------------- bounds and limits, stated once

def module_constants(path):
    """{NAME: value} of the top-level `NAME = <literal>` lines of a Python file."""
    out = {}
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Assign):
            names = [t for t in node.targets if isinstance(t, ast.Name)]
            tuples = [t for t in node.targets if isinstance(t, ast.Tuple)]
            try:
                value = ast.literal_eval(node.value)
            except ValueError:
                continue
            for t in names:
                out[t.id] = value
            for t in tuples:
                out.update(zip((e.id for e in t.elts), value))
    return out


@pytest.mark.parametrize("problem", PROBLEMS)
def test_solution_constants_agree_with_the_params_of_problem_toml(problem):
    """A solution is submitted alone, so it restates the bounds it relies on; each
    constant named like a [params] key (MAX_M for max_m) must say the same."""
    cfg = config(problem)
    constants = module_constants(ROOT / cfg.solution)
    shared = [k for k in cfg.params if k.upper() in constants]
    for key in shared:
        assert constants[key.upper()] == cfg.params[key], (cfg.solution, key)


LIMITS = re.compile(r"^Limits: (\d+(?:\.\d+)?) (s|ms), (\d+) MB", re.M)


@pytest.mark.parametrize("problem", [p for p in PROBLEMS if config(p).judge != "none"])
def test_solution_header_states_the_limits_of_problem_toml(problem):
    cfg = config(problem)
    header = ast.get_docstring(ast.parse((ROOT / cfg.solution).read_text()))
    found = LIMITS.search(header)
    assert found, "%s: no line 'Limits: <T> s, <M> MB'" % cfg.solution
    seconds = float(found.group(1)) / (1000 if found.group(2) == "ms" else 1)
    assert (seconds, int(found.group(3))) == (cfg.time_limit, cfg.memory_limit), found.group(0)


def test_a_params_table_feeds_the_validators():
    """Some [params] exist, and the validators that read them reject what lies past them."""
    assert config("poj_3740").params["max_m"] == 16
    validator = load_problem_script("poj_3740", "validator")
    one_row = " ".join(["1"] * config("poj_3740").params["max_n"])
    assert validator.validate("1 %d\n%s\n" % (config("poj_3740").params["max_n"], one_row)) == 1
    with pytest.raises(ValueError, match="outside"):
        validator.validate("1 301\n%s 1\n" % one_row)


# ------------------------------------------------------------------- judging

@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("python", [
    pytest.param(sys.executable, id="cpython"),
    pytest.param(PYPY, id="pypy3", marks=needs_pypy),
])
def test_solution_gets_ac_on_every_stored_case(problem, python, tmp_path):
    args = [problem, "--python", python]
    if python == PYPY and not config(problem).python_accepted:
        # POJ runs no Python: its 64 MB is a C/C++ limit, below PyPy's own
        # start-up RSS (about 70 MB). Judge PyPy there on speed and answers.
        args += ["--ml-scale", "4"]
    proc, records = judge(args, tmp_path)
    bad = [r for r in records if r["verdict"] != "AC"]
    assert proc.returncode == 0 and records and not bad, proc.stdout[-3000:]


@pytest.mark.parametrize("problem,case", each("cases", "*.in"))
def test_stored_input_passes_its_validator(problem, case):
    load_problem_script(problem, "validator").validate(case_text(case))


@pytest.mark.parametrize("problem,case", each("invalid", "*.in"))
def test_invalid_input_is_rejected_by_its_validator(problem, case):
    with pytest.raises(ValueError, match=r"^line \d+: "):
        load_problem_script(problem, "validator").validate(case_text(case))


@pytest.mark.parametrize("problem", PROBLEMS)
def test_validator_command_line_exits_1_with_one_line(problem):
    bad = cases(problem, "invalid")[0]
    out = run_problem_script(problem, "validator", stdin=bad.read_bytes())
    err = out.stderr.decode()
    assert out.returncode == 1 and err.startswith("line ") and err.count("\n") == 1, err
    good = run_problem_script(problem, "validator", stdin=cases(problem)[0].read_bytes())
    assert good.returncode == 0 and not good.stderr, good.stderr


@pytest.mark.parametrize("problem,case", each("cases", "*.in"))
def test_stored_answer_passes_its_checker(problem, case):
    checker = load_problem_script(problem, "checker")
    if checker is None:
        pytest.skip("exact comparison: no checker")
    answer = case_text(case.with_suffix(".ans"))
    ok, message = checker.check(case_text(case), answer, answer)
    assert ok, message


@pytest.mark.parametrize("problem", PROBLEMS)
def test_ref_answers_the_smallest_stored_case_as_stored(problem):
    """ref.py runs as stress runs it and agrees with the stored answer (exactly when
    the comparison is strict, through the checker otherwise)."""
    case = min(cases(problem), key=lambda f: (f.stat().st_size, f.name))
    out = run_problem_script(problem, "ref", stdin=case.read_bytes())
    assert out.returncode == 0, out.stderr
    answer = case_text(case.with_suffix(".ans"))
    checker = load_problem_script(problem, "checker")
    if checker is None:
        assert out.stdout.decode() == answer
    else:
        ok, message = checker.check(case_text(case), out.stdout.decode(), answer)
        assert ok, message


def generated():
    for p in PROBLEMS:
        listing = TESTDATA / p / "gen.txt"
        for line in listing.read_text().splitlines() if listing.exists() else []:
            if line.strip() and not line.startswith("#"):
                name, *args = shlex.split(line)
                yield pytest.param(p, name, args, id="%s/%s" % (p, name))


@pytest.mark.parametrize("problem,name,args", generated())
def test_generated_case_is_reproduced_by_its_command(problem, name, args):
    out = run_problem_script(problem, "gen", args)
    assert out.returncode == 0, out.stderr
    assert out.stdout == (TESTDATA / problem / "cases" / (name + ".in")).read_bytes()


def declared_verdict(wrong):
    first = wrong.read_text().splitlines()[0]
    assert first.startswith("# expect: "), "first line must declare the verdict"
    return first.split(":", 1)[1].strip()


def wrong_solutions():
    """Every wrong/*.py. One that must TLE burns the time limit on many cases, so the
    quick suite judges it at a quarter of the limits (any verdict but TLE still
    fails the test) and `make test-slow` at the real ones."""
    for p in PROBLEMS:
        for f in sorted((TESTDATA / p / "wrong").glob("*.py")):
            name = "%s/%s" % (p, f.name)
            if declared_verdict(f) == "TLE":
                yield pytest.param(p, f, ["--tl-scale", "0.25"], id=name + "-quarter-tl")
                yield pytest.param(p, f, [], id=name, marks=pytest.mark.slow)
            else:
                yield pytest.param(p, f, [], id=name)


@pytest.mark.parametrize("problem,wrong,scale", wrong_solutions())
def test_wrong_solution_gets_its_declared_verdict(problem, wrong, scale, tmp_path):
    proc, records = judge([problem, "--solution", str(wrong), "--first-failure", *scale],
                          tmp_path)
    verdicts = [r["verdict"] for r in records]
    assert verdicts and verdicts[:-1] == ["AC"] * (len(verdicts) - 1) and \
        verdicts[-1] == declared_verdict(wrong), [(r["case"], r["verdict"]) for r in records]
