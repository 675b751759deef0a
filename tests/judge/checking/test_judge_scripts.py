"""Covers judge/checking/checkers.py.

A judge script as `oj t --judge-command` takes it, given as --checker (judge/checking/
checkers.py, OjChecker): `judge.py input output expected`, exit 0 AC, 1 WA. A .py without a
check() is told to be one (protocol_of), or --checker-protocol names the protocol. A script
that breaks (another exit code, a Python traceback) is a JE, never a WA."""

import pytest

from judge.checking import protocol_of
from fake_problems import run
from fake_packages import SUM, write

# oj's docs' example of a judge command: the output is right if its tokens are the expected
# ones in any order
JUDGE = """import sys
_, output, expected = sys.argv[1:4]
got, want = open(output).read().split(), open(expected).read().split()
sys.exit(0 if sorted(got) == sorted(want) else 1)
"""
PAIRS = "a, b = map(int, input().split())\nprint(b + a, a * 0)\n"



@pytest.fixture
def oj(tmp_path):
    """A folder as `oj d` writes it (test/sample-N.in, .out), a judge script beside it."""
    write(tmp_path / "test" / "sample-1.in", "1 2\n")
    write(tmp_path / "test" / "sample-1.out", "0 3\n")
    write(tmp_path / "judge.py", JUDGE)
    write(tmp_path / "main.py", PAIRS)
    return tmp_path


def test_a_judge_script_accepts_and_rejects(oj):
    code, out, err = run("test", "main.py", "--checker", "judge.py", cwd=oj)
    assert code == 0 and "1/1 AC" in out, out + err
    assert "`judge input output expected` (oj t --judge-command)" in out
    write(oj / "main.py", SUM)                  # prints "3": one token short
    code, out, err = run("test", "main.py", "--checker", "judge.py", cwd=oj)
    assert code == 1 and "WA" in out, out + err


@pytest.mark.parametrize("script, said", [
    ("import sys\nopen(sys.argv[2]).read()\nraise ValueError('bad')\n",
     "checker raised an exception; ValueError: bad"),
    ("import sys\nsys.exit(2)\n", "checker exit code 2 (oj's judge command: 0 AC, 1 WA)"),
])
def test_a_judge_script_that_breaks_is_a_judge_error(oj, script, said):
    write(oj / "judge.py", script)
    code, out, err = run("test", "main.py", "--checker", "judge.py", cwd=oj)
    assert code == 3 and "JE" in out and said in out, out + err
    assert "IsADirectoryError" not in out + err


def test_the_protocol_is_told_from_the_file_or_named(oj):
    write(oj / "checker.py", "def check(i, o, a):\n    return o.split() == a.split(), ''\n")
    assert protocol_of(str(oj / "judge.py")) == "oj"
    assert protocol_of(str(oj / "checker.py")) == "check"
    assert protocol_of(str(oj / "checker.cpp")) == "testlib"
    write(oj / "judge.py", "import sys\nsys.exit(2)\n")     # testlib: 2 is a PE, a WA
    code, out, err = run("test", "main.py", "--checker", "judge.py", "--checker-protocol",
                         "testlib", cwd=oj)
    assert code == 1 and "presentation error" in out, out + err
    code, out, err = run("test", "main.py", "--checker-protocol", "oj", cwd=oj)
    assert code == 2 and "give --checker" in err, err
