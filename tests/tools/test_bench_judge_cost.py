"""The inputs bench/judge_cost.py writes and its floor driver: the A+B cases are oj's layout
and right; the verify package has 20 submissions in the folders that say what each must do,
and each Python one does it; the driver counts right answers only. The benchmark itself (and
any timing) never runs here."""
import importlib.util
import os
import subprocess
import sys

from conftest import ROOT

spec = importlib.util.spec_from_file_location("judge_cost_cases",
                                              str(ROOT / "bench" / "judge_cost" / "cases.py"))
cases = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cases)
DRIVE = str(ROOT / "bench" / "judge_cost" / "drive.py")


def test_the_tiny_cases_are_oj_s_layout_and_right(tmp_path):
    names = cases.write_cases(str(tmp_path), 7)
    assert names == ["sample-%d" % k for k in range(1, 8)]
    assert sorted(os.listdir(tmp_path / "test")) == sorted(
        n + ext for n in names for ext in (".in", ".out"))
    for name in names:
        a, b = map(int, (tmp_path / "test" / (name + ".in")).read_text().split())
        assert (tmp_path / "test" / (name + ".out")).read_text() == "%d\n" % (a + b)
    out = subprocess.run([sys.executable, "main.py"], cwd=str(tmp_path), input="2 3\n",
                         capture_output=True, text=True, check=True).stdout
    assert out == "5\n"


def test_the_tiny_cases_are_seeded(tmp_path):
    cases.write_cases(str(tmp_path / "a"), 3)
    cases.write_cases(str(tmp_path / "b"), 3)
    for k in (1, 2, 3):
        name = "test/sample-%d.in" % k
        assert (tmp_path / "a" / name).read_text() == (tmp_path / "b" / name).read_text()


def test_the_floor_s_driver_counts_right_answers(tmp_path):
    """The floor alone: every case once, the answers checked (a broken floor must not pass
    as a fast one); a wrong answer is counted out."""
    cases.write_cases(str(tmp_path), 3)
    wrong = tmp_path / "test" / "sample-2.out"
    wrong.write_text("%d\n" % (int(wrong.read_text()) + 1))
    out = subprocess.run([sys.executable, DRIVE, "alone", sys.executable], cwd=str(tmp_path),
                         capture_output=True, text=True, check=True).stdout
    assert out == "2/3 right\n"


def package_cases(pkg):
    data = os.path.join(pkg, "data")
    for kind in ("sample", "secret"):
        for name in sorted(os.listdir(os.path.join(data, kind))):
            if name.endswith(".in"):
                stem = os.path.join(data, kind, name[:-3])
                yield open(stem + ".in").read(), open(stem + ".ans").read()


def test_the_package_has_twenty_submissions_in_their_folders(tmp_path):
    pkg = cases.write_package(str(tmp_path))
    found = sorted(os.path.relpath(os.path.join(d, f), os.path.join(pkg, "submissions"))
                   for d, _, files in os.walk(os.path.join(pkg, "submissions")) for f in files)
    assert found == sorted(cases.SUBMISSIONS) and len(found) == 20
    assert len(list(package_cases(pkg))) == 1 + cases.SECRET


def test_each_python_submission_does_what_its_folder_says(tmp_path):
    pkg = cases.write_package(str(tmp_path))
    for name in [n for n in cases.SUBMISSIONS if n.endswith(".py")
                 and n.split("/")[0] in ("accepted", "wrong_answer")]:
        right = [subprocess.run([sys.executable, os.path.join(pkg, "submissions", name)],
                                input=given, capture_output=True, text=True).stdout == answer
                 for given, answer in package_cases(pkg)]
        assert all(right) if name.startswith("accepted/") else not any(right), name
