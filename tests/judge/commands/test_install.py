"""Covers judge/commands/cli.py.

The judge as a command people install (pyproject.toml: `dlx-judge`, standard library only)
and the case folders they already have: oj's and CPH's NAME.in + NAME.out, cf-tool's inK.txt +
ansK.txt, Polygon's NAME + NAME.a, ours NAME.in + NAME.ans, or --answer-ext."""
import os
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT, RUNNER
from judge import __version__
from judge.problems import read_cases
from fake_packages import SUM, write
from fake_problems import LAYOUTS, folder_of, run

@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_every_layout_pairs_its_inputs_with_their_answers(tmp_path, layout):
    cases, how = read_cases(str(folder_of(tmp_path, layout)))
    assert len(cases) == 2 and how is not None
    assert all(open(c.ans_path).read() in ("3\n", "10\n") for c in cases)


def test_a_folder_and_a_solution_are_enough_and_the_layout_is_said(tmp_path):
    sol = write(tmp_path / "sum.py", SUM)
    code, out, err = run(folder_of(tmp_path, "oj"), sol)
    assert code == 0 and "2/2 AC" in out, out + err
    assert "read as NAME.in + NAME.out" in err


def test_answer_ext_names_another_answer_file_and_a_folder_without_answers_says_so(tmp_path):
    write(tmp_path / "c" / "1.in", "1 2\n")
    write(tmp_path / "c" / "1.res", "3\n")
    sol = write(tmp_path / "sum.py", SUM)
    code, out, err = run("--cases", tmp_path / "c", "--solution", sol)
    assert code == 2 and "no answer for any" in err and "--answer-ext" in err, err
    assert len(err.strip().splitlines()) <= 2        # one line (and any sandbox note)
    code, out, err = run("--cases", tmp_path / "c", "--solution", sol, "--answer-ext", "res")
    assert code == 0 and "1/1 AC" in out, out + err


def test_runner_py_is_executable_and_says_its_version():
    assert os.access(str(RUNNER), os.X_OK)
    code, out, err = run("--version")
    assert code == 0 and out.strip() == "dlx-judge %s" % __version__


def _installable_copy(dest):
    """What pyproject.toml installs, copied: the tree itself stays as it is (no build/)."""
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(str(ROOT / name), str(dest / name))
    for name in ("judge", "templates"):
        shutil.copytree(str(ROOT / name), str(dest / name),
                        ignore=shutil.ignore_patterns("__pycache__"))
    return dest


def test_pip_install_gives_the_dlx_judge_command(tmp_path):
    source = tmp_path / "src"
    source.mkdir()
    _installable_copy(source)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = str(venv / "bin" / "python")
    # the venv's own setuptools and wheel where they build it, else pip fetches them
    offline = subprocess.run([python, "-c", "import setuptools, sys, wheel; sys.exit(int("
                              "setuptools.__version__.split('.')[0]) < 61)"],
                             stderr=subprocess.DEVNULL).returncode == 0
    install = subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check"]
                             + (["--no-build-isolation"] if offline else []) + [str(source)],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    assert install.returncode == 0, install.stdout.decode()[-2000:]
    exe = [str(venv / "bin" / "dlx-judge")]
    code, out, err = run("--version", exe=exe)
    assert code == 0 and out.strip() == "dlx-judge %s" % __version__, err
    work = tmp_path / "work"
    work.mkdir()
    folder_of(work, "oj")
    write(work / "main.py", SUM)
    code, out, err = run("oj", "main.py", cwd=work, exe=exe)
    assert code == 0 and "2/2 AC" in out and "Traceback" not in err, out + err
    code, out, err = run("new", "mine", "--dir", work, cwd=work, exe=exe)
    assert code == 0 and "dlx-judge " in out and (work / "mine" / "mine.py").is_file(), out + err
    assert "Judge locally: dlx-judge " in (work / "mine" / "mine.py").read_text(), out
    code, out, err = run("template", cwd=work, exe=exe)       # where the installed blocks are
    assert code == 0 and str(venv) in out and "dlx_templates" in out, out + err
    write(work / "contest.py", "from dlx_templates.dlx import DLX\nprint(DLX(3).solve())\n")
    code, out, err = run("bundle", "contest.py", "-o", "submit.py", cwd=work, exe=exe)
    assert code == 0 and "# region dlx-template v" in (work / "submit.py").read_text(), err
    as_modules = subprocess.run([python, str(work / "contest.py")], stdout=subprocess.PIPE)
    alone = subprocess.run([sys.executable, "-S", str(work / "submit.py")], stdout=subprocess.PIPE)
    assert as_modules.stdout == alone.stdout == b"None\n"   # the same program, one file
