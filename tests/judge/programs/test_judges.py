"""Covers judge/programs/languages.py.

The judges the runner knows (judge/programs/languages.py: JUDGES, COMPILERS) are one list for
problem.toml's `judge`, `runner.py new --judge` and the compile lines; and `stress` takes the
judging options it documents, in both its forms."""
import shutil
import subprocess
import sys

import pytest

from conftest import RUNNER
from judge.programs import COMPILERS, JUDGES
from fake_packages import SUM, write


def run(*args, cwd=None):
    out = subprocess.run([sys.executable, str(RUNNER)] + [str(a) for a in args], cwd=cwd,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    return out.returncode, out.stdout.decode() + out.stderr.decode()


def test_every_known_judge_has_a_compiler_line_and_hdu_is_one():
    assert "HDU" in JUDGES and set(JUDGES) <= set(COMPILERS)
    assert "-std=c++98" in COMPILERS["HDU"]["c++"] and "-DONLINE_JUDGE" in COMPILERS["HDU"]["c++"]


def test_new_refuses_a_judge_it_does_not_know_and_names_those_it_does(tmp_path):
    code, text = run("new", "p", "--dir", tmp_path, "--judge", "HDX")
    assert code == 2 and all(j in text for j in JUDGES), text
    assert not (tmp_path / "p").exists()


@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
def test_a_new_hdu_problem_compiles_cpp_with_hdus_line(tmp_path):
    code, text = run("new", "p", "--dir", tmp_path, "--judge", "HDU")
    assert code == 0, text
    folder = tmp_path / "p"
    assert 'judge = "HDU"' in (folder / "problem.toml").read_text()
    write(folder / "cases" / "sample_01.in", "1 2\n")
    write(folder / "cases" / "sample_01.ans", "3\n")
    sol = write(tmp_path / "sum.cpp", "#include <cstdio>\nint main(){int a,b;"
                "std::scanf(\"%d %d\",&a,&b);std::printf(\"%d\\n\",a+b);return 0;}\n")
    code, text = run(folder, "--solution", sol)
    assert code == 0 and "-std=c++98" in text and "-DONLINE_JUDGE" in text, text


def test_problem_toml_names_a_judge_from_the_one_list(tmp_path):
    folder = tmp_path / "p"
    write(folder / "problem.toml", 'time_limit = 2\nmemory_limit = 256\ncompare = "tokens"\n'
          'judge = "HDX"\nsolution = "s.py"\n')
    write(folder / "cases" / "1.in", "1 2\n")
    write(folder / "cases" / "1.ans", "3\n")
    write(folder / "s.py", SUM)
    code, text = run(folder)
    assert code == 3 and "judge must be one of" in text and "HDU" in text, text


def test_stress_of_your_own_problem_takes_the_judging_options_and_says_why_it_stopped(tmp_path):
    gen = write(tmp_path / "gen.py", "import sys\nprint(int(sys.argv[1]) % 7, 3)\n")
    brute = write(tmp_path / "brute.py", SUM)
    sol = write(tmp_path / "sum.py", SUM)
    code, text = run("stress", "--solution", sol, "--brute", brute, "--gen", gen, "--std",
                     "c++11", "--tl-scale", "2", "--compare", "tokens", "--count", "100000",
                     "--seconds", "2", cwd=tmp_path)
    assert code == 0 and "stopped by the time budget" in text, text
    code, text = run("stress", "--help")
    assert code == 0 and all(o in text for o in ("--brute", "--gen", "--save", "--std")), text
