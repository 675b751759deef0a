"""Covers judge/commands/judge.py.

The small things a newcomer meets first (judge/commands/): a bad --tl said in words, a
misspelt option answered with the nearest one, --case taking a glob, stress calling a solution
that does not compile a CE (exit 1, as the judge does), a Python CE shown without our syntax
check's own frame, verify naming the multiplier as the package's format names it, and the
skeleton of `new` saying how to judge it and reading text."""
import importlib.util
import io
import types

import pytest

from judge.commands import verify
from fake_problems import folder_of, run
from fake_packages import SUM, write


@pytest.mark.parametrize("words, said", [
    (["--tl", "0"], "argument --tl: must be a number above 0, not 0"),
    (["--ml-scale", "inf"], "argument --ml-scale: must be a number above 0, not inf"),
    (["--tl", "fast"], "argument --tl: 'fast' is not a number"),
    (["--solutoin", "x.py"], "unrecognized arguments: --solutoin x.py (did you mean --solution?)"),
    (["--tll=2"], "unrecognized arguments: --tll=2 (did you mean --tl?)"),
])
def test_a_bad_option_is_said_in_words(tmp_path, words, said):
    code, out, err = run(folder_of(tmp_path, "oj"), *words)
    assert code == 2 and said in err and "finite_positive" not in err, err


def test_case_takes_a_glob(tmp_path):
    write(tmp_path / "sum.py", SUM)
    code, out, err = run(folder_of(tmp_path, "oj"), tmp_path / "sum.py", "--case", "sample-[2]")
    assert code == 0 and "1/1 AC" in out and "sample-2" in out, out + err
    code, out, err = run(tmp_path / "oj", tmp_path / "sum.py", "--case", "sample-*")
    assert code == 0 and "2/2 AC" in out, out + err
    code, out, err = run(tmp_path / "oj", tmp_path / "sum.py", "--case", "hard_*")
    assert code == 2 and "no case named hard_*" in err, err


def test_a_python_ce_shows_the_error_not_our_check(tmp_path):
    write(tmp_path / "bad.py", "x = (\n")
    code, out, err = run(folder_of(tmp_path, "oj"), tmp_path / "bad.py")
    assert code == 1 and "CE" in out and "never closed" in out, out
    assert "Traceback" not in out and "<string>" not in out and "compile(" not in out, out


def test_stress_calls_a_solution_that_does_not_compile_a_ce(tmp_path):
    write(tmp_path / "bad.py", "def f(:\n")
    write(tmp_path / "brute.py", SUM)
    write(tmp_path / "gen.py", "import sys\nprint(int(sys.argv[1]), 2)\n")
    code, out, err = run("stress", "--solution", tmp_path / "bad.py", "--brute",
                         tmp_path / "brute.py", "--gen", tmp_path / "gen.py", "--count", "2")
    assert code == 1 and "CE" in err and "does not compile" in err, out + err


@pytest.mark.parametrize("current, name", [(False, "time_multiplier"), (True, "ac_to_time_limit")])
def test_verify_names_the_multiplier_as_the_format_does(current, name):
    pkg = types.SimpleNamespace(current=current, time_resolution=1.0, ac_to_time_limit=5.0)
    said = []
    verify.derived_time_limit(pkg, 0.25, types.SimpleNamespace(write=said.append))
    assert "0.250 s x 5 (%s)" % name in said[0], said


def test_the_skeleton_reads_text_and_says_how_to_judge_it(tmp_path, monkeypatch):
    code, out, err = run("new", "mine", "--dir", tmp_path)
    path = tmp_path / "mine" / "mine.py"
    assert code == 0 and path.is_file(), out + err
    first = path.read_text().splitlines()[0]      # installed, it says dlx-judge: test_install
    assert first.endswith("runner.py %s\"\"\"" % (tmp_path / "mine")), first
    spec = importlib.util.spec_from_file_location("skeleton", str(path))
    skeleton = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(skeleton)
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"3 x\n")))
    assert skeleton.read_tokens() == ["3", "x"]          # text: "x" == "x" holds
