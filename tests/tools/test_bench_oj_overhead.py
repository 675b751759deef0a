"""The pure helpers of bench/oj_overhead.py: the cases it writes are oj's layout and right,
and its median. The benchmark itself (and any timing) never runs here."""
import os
import subprocess
import sys

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import oj_overhead  # noqa: E402


def test_write_cases_layout_and_answers(tmp_path):
    names = oj_overhead.write_cases(str(tmp_path), 7)
    assert names == ["sample-%d" % k for k in range(1, 8)]
    assert sorted(os.listdir(tmp_path / "test")) == sorted(
        n + ext for n in names for ext in (".in", ".out"))
    for name in names:
        a, b = map(int, (tmp_path / "test" / (name + ".in")).read_text().split())
        assert (tmp_path / "test" / (name + ".out")).read_text() == "%d\n" % (a + b)
    out = subprocess.run([sys.executable, "main.py"], cwd=str(tmp_path), input="2 3\n",
                         capture_output=True, text=True, check=True).stdout
    assert out == "5\n"


def test_write_cases_is_seeded(tmp_path):
    oj_overhead.write_cases(str(tmp_path / "a"), 3)
    oj_overhead.write_cases(str(tmp_path / "b"), 3)
    for k in (1, 2, 3):
        name = "test/sample-%d.in" % k
        assert (tmp_path / "a" / name).read_text() == (tmp_path / "b" / name).read_text()


def test_median():
    assert oj_overhead.median([3, 1, 2]) == 2
    assert oj_overhead.median([4, 1, 3, 2]) == 2.5


def test_the_floor_s_driver_counts_right_answers(tmp_path):
    """--drive alone: every case once, the answers checked (a broken floor must not pass as a
    fast one); a wrong answer is counted out."""
    oj_overhead.write_cases(str(tmp_path), 3)
    wrong = tmp_path / "test" / "sample-2.out"
    wrong.write_text("%d\n" % (int(wrong.read_text()) + 1))
    out = subprocess.run([sys.executable, oj_overhead.__file__, "--drive", "alone"],
                         cwd=str(tmp_path), capture_output=True, text=True, check=True).stdout
    assert out == "2/3 right\n"


def _git_here():
    """Whether git reads this tree (a copy without .git, or one another user owns: no)."""
    try:
        return subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"],
                              capture_output=True).returncode == 0
    except OSError:
        return False


@pytest.mark.skipif(not _git_here(), reason="git cannot read this tree here")
def test_a_revision_is_exported_whole_and_a_bad_one_is_refused(tmp_path):
    """--rev: the runner of another revision, from git archive (the bench runs it beside this
    tree's); a revision git does not know ends the bench with one line."""
    root = oj_overhead.export_rev("HEAD", str(tmp_path / "rev"))
    assert os.path.isfile(os.path.join(root, "runner.py"))
    assert os.path.isfile(os.path.join(root, "judge", "sandbox", "keeper.py"))
    assert not os.path.exists(os.path.join(root, ".git"))
    with pytest.raises(SystemExit, match="no revision no-such-rev-dlx"):
        oj_overhead.export_rev("no-such-rev-dlx", str(tmp_path / "bad"))
