"""Covers judge/commands/stress.py.

`python runner.py stress PROBLEM`: the solution against ref.py on generated
cases. It agrees on every problem, and it catches and saves a wrong answer."""
import shlex
import shutil
import subprocess
import sys

import pytest

from conftest import PROBLEMS, RUNNER, SCRIPT_ENV, TESTDATA


def stress(*args):
    return subprocess.run([sys.executable, str(RUNNER), "stress", *args],
                          capture_output=True, text=True, timeout=600)


def scratch_copy(problem, tmp_path):
    """The problem folder without its stored cases, so hacks land in tmp_path."""
    folder = tmp_path / problem
    shutil.copytree(TESTDATA / problem, folder, ignore=shutil.ignore_patterns("cases", "gen.txt"))
    (folder / "cases").mkdir()
    return folder


@pytest.mark.parametrize("problem", PROBLEMS)
def test_solution_agrees_with_ref_on_generated_cases(problem, tmp_path):
    scratch_copy(problem, tmp_path)
    out = stress(problem, "--count", "3", "--testdata", str(tmp_path))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "agrees with ref.py on 3 generated cases" in out.stdout


def test_a_wrong_solution_is_caught_and_its_counterexample_saved(tmp_path):
    folder = scratch_copy("poj_3740", tmp_path)
    wrong = TESTDATA / "poj_3740" / "wrong" / "greedy_first_fit.py"
    out = stress("poj_3740", "--count", "200", "--solution", str(wrong),
                 "--testdata", str(tmp_path), "--save")
    assert out.returncode == 1, out.stdout + out.stderr
    assert "saved the counterexample as poj_3740/cases/hack_01.in" in out.stdout
    name, *args = shlex.split((folder / "gen.txt").read_text().splitlines()[-1])
    assert name == "hack_01"
    again = subprocess.run([sys.executable, str(folder / "gen.py"), *args],
                           env=SCRIPT_ENV, capture_output=True, timeout=60)
    assert again.stdout == (folder / "cases" / "hack_01.in").read_bytes()
    assert (folder / "cases" / "hack_01.ans").read_text().strip() in (
        "Yes, I found it", "It is impossible")


def test_without_save_nothing_is_written_into_testdata(tmp_path):
    folder = scratch_copy("poj_3740", tmp_path)
    wrong = TESTDATA / "poj_3740" / "wrong" / "greedy_first_fit.py"
    out = stress("poj_3740", "--count", "200", "--solution", str(wrong),
                 "--testdata", str(tmp_path), "--out", str(tmp_path / "failed"))
    assert out.returncode == 1, out.stdout + out.stderr
    assert list((folder / "cases").iterdir()) == [] and not (folder / "gen.txt").exists()
    saved = sorted(p.name for p in (tmp_path / "failed").iterdir())
    assert len(saved) == 2 and saved[0].startswith("poj_3740_seed_"), saved
    assert "input (" in out.stdout and "answer (" in out.stdout     # the case, printed


def test_unknown_problem_is_a_usage_error():
    out = stress("no_such_problem")
    assert out.returncode == 2 and "unknown problem" in out.stderr
    assert "Traceback" not in out.stderr
