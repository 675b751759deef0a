"""The C++ twins of the solutions: every solutions/cpp/<problem>.cpp, compiled with POJ's
flags without a warning, judged on every stored case (`runner.py --cpp`), and run side by
side with the problem's Python solution on generated cases and on the malformed inputs of
invalid/. (The C++ blocks' own self-tests: tests/templates/test_cpp_blocks.py.)"""
import json
import re
import subprocess
import sys

import pytest

from judge.checking import compare_strict
from judge.problems import load_problem
from conftest import (PROBLEMS, ROOT, RUNNER, TESTDATA, assert_refused, case_text,
                      load_problem_script, run_problem_script)
from poj_cpp import Compiled, needs_gpp

pytestmark = needs_gpp
TWINS = sorted(p.stem for p in (ROOT / "solutions" / "cpp").glob("*.cpp"))


def config(problem):
    return load_problem(problem, str(TESTDATA), str(ROOT))


@pytest.fixture(scope="module")
def binaries(tmp_path_factory):
    """{name: executable} of the twins, each compiled once per module, when first run."""
    return Compiled(ROOT / "solutions" / "cpp", tmp_path_factory.mktemp("cpp"))


def test_every_problem_without_python_has_a_cpp_twin_and_every_twin_a_problem():
    no_python = [p for p in PROBLEMS if not p.startswith("ex_") and not config(p).python_accepted]
    assert no_python and set(no_python) <= set(TWINS)
    assert set(TWINS) <= set(PROBLEMS)


LIMITS = re.compile(r"^// Limits: (\d+(?:\.\d+)?) (s|ms), (\d+) MB", re.M)


@pytest.mark.parametrize("problem", TWINS)
def test_twin_header_states_the_limits_of_problem_toml(problem):
    cfg = config(problem)
    found = LIMITS.search((ROOT / "solutions" / "cpp" / (problem + ".cpp")).read_text())
    assert found, "%s.cpp: no line '// Limits: <T> s, <M> MB'" % problem
    seconds = float(found.group(1)) / (1000 if found.group(2) == "ms" else 1)
    assert (seconds, int(found.group(3))) == (cfg.time_limit, cfg.memory_limit)


@pytest.mark.parametrize("problem", TWINS)
def test_twin_gets_ac_on_every_stored_case_under_poj_flags(problem, tmp_path):
    report = tmp_path / "report.json"
    done = subprocess.run([sys.executable, str(RUNNER), problem, "--cpp", "--json",
                           str(report)], capture_output=True, text=True, timeout=1200)
    records = json.loads(report.read_text())
    bad = [r for r in records if r["verdict"] != "AC"]
    assert done.returncode == 0 and records and not bad, done.stdout[-3000:]
    assert len(records) == len(list((TESTDATA / problem / "cases").glob("*.in")))
    # The runner compiles with the problem's judge's line: C++98 for POJ; a worked
    # example (judge "none") gets the default line, and `binaries` (POJ's flags, no
    # warning) holds every twin to C++98 as well.
    want = "g++ -std=c++98" if config(problem).judge == "POJ" else "g++ -std="
    assert all(want in r["compile"] for r in records)


def run(argv, data):
    return subprocess.run(argv, input=data, capture_output=True, timeout=120)


def verdict(problem, data, output, answer):
    """True if output is right for data by the problem's own comparison."""
    if config(problem).compare == "checker":
        return load_problem_script(problem, "checker").check(
            data.decode(), output.decode(), answer.decode())[0]
    return compare_strict(output, answer)[0]


@pytest.mark.parametrize("problem", TWINS)
def test_twin_and_python_solution_agree_on_generated_cases(problem, binaries):
    """gen.py with its defaults and with the options of every line of gen.txt, each at a
    new seed (four seeds at least): both files are judged against ref.py's answer, and both
    must be right. (ref.py is a brute force: a seed more per recipe costs seconds and finds
    nothing the stored cases and `stress` do not.)"""
    recipes = [[]] + [line.split()[2:] for line in
                      (TESTDATA / problem / "gen.txt").read_text().splitlines() if line.strip()]
    python = [sys.executable, str(ROOT / config(problem).solution)]
    for seed in range(1, max(4, len(recipes)) + 1):
        options = recipes[seed % len(recipes)]
        made = run_problem_script(problem, "gen", [str(seed)] + options)
        assert made.returncode == 0, made.stderr
        data = made.stdout
        answer = run_problem_script(problem, "ref", stdin=data).stdout
        cpp, py = run([str(binaries[problem])], data), run(python, data)
        assert cpp.returncode == py.returncode == 0, (seed, options, cpp.stderr, py.stderr)
        ok = (verdict(problem, data, cpp.stdout, answer), verdict(problem, data, py.stdout, answer))
        assert ok == (True, True), (seed, options, ok)


INVALID = [pytest.param(p, f, id="%s/%s" % (p, f.name)) for p in TWINS
           for f in sorted((TESTDATA / p / "invalid").glob("*.in"))]


@pytest.mark.parametrize("problem,case", INVALID)
def test_twin_treats_invalid_input_as_the_python_solution_does(problem, case, binaries):
    """The validator's rejects: refused by both files (README: malformed input), or
    read leniently by both, with outputs that are the same (or both right by the
    checker, when many fillings are)."""
    data = case.read_bytes()
    python = [sys.executable, str(ROOT / config(problem).solution)]
    cpp, py = run([str(binaries[problem])], data), run(python, data)
    if py.returncode == 1:
        assert_refused(py)
        assert_refused(cpp)
        return
    assert (cpp.returncode, len(cpp.stdout.split())) == (py.returncode, len(py.stdout.split()))
    if cpp.stdout != py.stdout:
        assert config(problem).compare == "checker"
        check = load_problem_script(problem, "checker").check
        assert check(case_text(case), cpp.stdout.decode(), py.stdout.decode())[0]
