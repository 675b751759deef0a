"""Covers judge/problems/cases.py.

CPH's folders (Competitive Programming Helper for VS Code) read as cases: it keeps each
solution's tests in .cph/.<file>_<md5 of the file's path>.prob, JSON with a `tests` list of
input and output (newer versions drop the leading dot), and the problem's limits (timeLimit in
ms, memoryLimit in MB). judge/problems/cases.py reads them; judge/commands/judge.py picks the
solution's file, writes its tests as cases and says what it read."""
import hashlib
import json
import os

from fake_problems import run
from fake_packages import SUM, write

WRONG = "print(0)\n"


def cph(folder, source, tests, time_ms=2000, memory_mb=256, dot=True):
    """What CPH writes for `source` (a file of `folder`) after Competitive Companion sent it a
    problem with `tests` [(input, output)]."""
    path = os.path.abspath(str(folder / source))
    digest = hashlib.md5(path.encode()).hexdigest()
    prob = {"name": "A. A + B", "group": "Codeforces - Round", "url": "https://codeforces.com/",
            "interactive": False, "memoryLimit": memory_mb, "timeLimit": time_ms,
            "tests": [{"input": i, "output": o, "id": 1700000000000 + k}
                      for k, (i, o) in enumerate(tests)],
            "srcPath": path, "local": False}
    write(folder / ".cph" / ("%s%s_%s.prob" % ("." if dot else "", source, digest)),
          json.dumps(prob))



def test_a_cph_folder_is_judged_with_the_tests_of_the_solution_given(tmp_path):
    write(tmp_path / "a.py", SUM)
    write(tmp_path / "b.py", WRONG)
    cph(tmp_path, "a.py", [("1 2\n", "3\n"), ("5 5\n", "10\n")])
    cph(tmp_path, "b.py", [("2 2\n", "4\n")], dot=False)       # a newer CPH's name
    code, out, err = run(".", "a.py", cwd=tmp_path)
    assert code == 0 and "2/2 AC" in out, out + err
    assert "2 cases read from .cph/.a.py_" in err and "(CPH), limits 2000 ms, 256 MB" in err
    code, out, err = run(".cph", "b.py", cwd=tmp_path)
    assert code == 1 and "0/1 AC" in out and "WA" in out, out + err


def test_the_prob_file_limits_are_the_limits(tmp_path):
    write(tmp_path / "slow.py", "import time\nwhile True:\n    pass\n")
    cph(tmp_path, "slow.py", [("1 2\n", "3\n")], time_ms=300)
    code, out, err = run(".", "slow.py", cwd=tmp_path)
    assert code == 1 and "TLE" in out and "300 ms" in out, out + err
    code, out, err = run(".", "slow.py", "--tl", "0.2", cwd=tmp_path)   # --tl wins
    assert "200 ms" in out, out + err


def test_a_solution_cph_has_no_tests_for_is_named(tmp_path):
    write(tmp_path / "a.py", SUM)
    write(tmp_path / "other.py", SUM)
    cph(tmp_path, "a.py", [("1 2\n", "3\n")])
    code, out, err = run(".", "other.py", cwd=tmp_path)
    assert code == 2 and "CPH keeps no cases for other.py here (it has a.py)" in err, err
    code, out, err = run(".", cwd=tmp_path)
    assert code == 2 and "give the solution" in err and "CPH keeps cases here for a.py" in err
