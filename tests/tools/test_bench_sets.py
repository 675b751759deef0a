"""The two puzzle sets the benchmark fetches at bench time (bench/measure.py, FETCHED) are
read as the public copies lay them out (comment lines, a comment after a grid), counted, and
refused with the reason when the count is off. No network here: BENCH_SETS_DIR stands in."""
import os
import sys

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import measure  # noqa: E402

GRIDS = [line.strip() for line in (ROOT / "bench" / "data" / "top1465.txt").open()][:95]


@pytest.fixture
def copies(tmp_path, monkeypatch):
    monkeypatch.setenv("BENCH_SETS_DIR", str(tmp_path / "copies"))
    monkeypatch.setattr(measure, "CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(measure, "WHY_MISSING", {})
    (tmp_path / "copies").mkdir()

    def write(lines):
        name = os.path.basename(measure.FETCHED["top95"][0])
        (tmp_path / "copies" / name).write_text("\n".join(lines) + "\n")
    return write


def test_a_copy_is_read_as_its_puzzles(copies):
    copies(["# a comment line", "#", GRIDS[0] + " // from somewhere"] + GRIDS[1:])
    assert measure.have_set("top95")
    puzzles, box = measure.load_set("top95")
    assert box == 3 and puzzles == [measure.parse_grid(g) for g in GRIDS]


def test_a_copy_with_the_wrong_count_is_refused(copies):
    copies(GRIDS[:94])
    assert not measure.have_set("top95")
    assert "94 puzzles, not 95" in measure.WHY_MISSING["top95"]
    with pytest.raises(SystemExit, match="94 puzzles"):
        measure.load_set("top95")


def test_no_copy_says_how_to_give_one(copies):
    assert not measure.have_set("forum-hardest-1106")
    assert "BENCH_SETS_DIR" in measure.WHY_MISSING["forum-hardest-1106"]
