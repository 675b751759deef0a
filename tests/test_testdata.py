"""Every problem folder, judged as a whole: the solution gets AC on every stored
case (CPython and PyPy3), the data is sound (answers pass the checker, inputs
pass the validator, invalid inputs fail it, generated cases reproduce), and the
deliberately wrong solutions fail with exactly the verdict they declare."""
import importlib.util
import json
import shlex
import subprocess
import sys

import pytest

from judge.problem import load_problem
from conftest import PYPY, ROOT, needs_pypy

TESTDATA = ROOT / "testdata"
RUNNER = ROOT / "runner.py"
PROBLEMS = sorted(p.parent.name for p in TESTDATA.glob("*/problem.toml"))


def load(problem, module):
    path = TESTDATA / problem / (module + ".py")
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("%s_%s" % (problem, module), path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def text(path):
    """A case file as the runner hands it on: bytes decoded, CRLF kept."""
    return path.read_bytes().decode("utf-8", "replace")


def cases(problem, folder="cases"):
    return sorted((TESTDATA / problem / folder).glob("*.in"))


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


def test_every_problem_has_its_parts():
    assert len(PROBLEMS) >= 7
    for p in PROBLEMS:
        for part in ("validator.py", "gen.py", "ref.py"):
            assert (TESTDATA / p / part).exists(), "%s has no %s" % (p, part)
        assert cases(p), "%s has no stored cases" % p


@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("python", [
    pytest.param(sys.executable, id="cpython"),
    pytest.param(PYPY, id="pypy3", marks=needs_pypy),
])
def test_solution_gets_ac_on_every_stored_case(problem, python, tmp_path):
    args = [problem, "--python", python]
    if python == PYPY and not load_problem(problem, str(ROOT / "testdata"), str(ROOT)).python_accepted:
        # POJ runs no Python: its 64 MB is a C/C++ limit, below PyPy's own
        # start-up RSS (about 70 MB). Judge PyPy there on speed and answers.
        args += ["--ml-scale", "4"]
    proc, records = judge(args, tmp_path)
    bad = [r for r in records if r["verdict"] != "AC"]
    assert proc.returncode == 0 and records and not bad, proc.stdout[-3000:]


@pytest.mark.parametrize("problem,case", each("cases", "*.in"))
def test_stored_input_passes_its_validator(problem, case):
    load(problem, "validator").validate(text(case))


@pytest.mark.parametrize("problem,case", each("invalid", "*.in"))
def test_invalid_input_is_rejected_by_its_validator(problem, case):
    with pytest.raises(ValueError):
        load(problem, "validator").validate(text(case))


@pytest.mark.parametrize("problem,case", each("cases", "*.in"))
def test_stored_answer_passes_its_checker(problem, case):
    checker = load(problem, "checker")
    if checker is None:
        pytest.skip("exact comparison: no checker")
    answer = text(case.with_suffix(".ans"))
    ok, message = checker.check(text(case), answer, answer)
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
    folder = TESTDATA / problem
    out = subprocess.run([sys.executable, str(folder / "gen.py"), *args],
                         capture_output=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout == (folder / "cases" / (name + ".in")).read_bytes()


@pytest.mark.parametrize("problem,wrong", each("wrong", "*.py"))
def test_wrong_solution_gets_its_declared_verdict(problem, wrong, tmp_path):
    first = wrong.read_text().splitlines()[0]
    assert first.startswith("# expect: "), "first line must declare the verdict"
    expected = first.split(":", 1)[1].strip()
    proc, records = judge([problem, "--solution", str(wrong)], tmp_path)
    failures = {r["verdict"] for r in records} - {"AC"}
    assert failures == {expected}, [(r["case"], r["verdict"]) for r in records]


def test_every_stored_case_matches_the_manifest():
    import tools.manifest as manifest
    diffs = manifest.differences()
    assert not diffs, "\n".join(diffs[:20]) + "\n(after a deliberate change: make manifest)"
