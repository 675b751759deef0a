"""Covers judge/problems/grading.py.

Scoring packages (spec/2025-09.md "Scoring problems"; problemtools' legacy default grader):
a case's score from the output validator's score.txt, summed, checked against what each
submission expects (submissions.yaml score, @EXPECTED_SCORE@, partially_accepted/)."""
import json
import os
import subprocess
import sys

import pytest

from conftest import RUNNER
from fake_packages import PACKAGES
from judge.errors import JudgeError
from judge.checking import read_score



def verify(name, tmp_path):
    proc = subprocess.run([sys.executable, str(RUNNER), "verify", str(PACKAGES / name),
                           "--json", str(tmp_path / "r.json")], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=600)
    records = {r["submission"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    return proc.returncode, proc.stdout.decode(), records


def test_current_scoring_package_scores_full_partial_and_zero(tmp_path):
    code, out, records = verify("format-scoring", tmp_path)
    assert code == 0, out
    assert "3 submissions ran, 3 matched, 0 did not; 0 skipped" in out
    assert [records[s]["score"] for s in ("accepted/sum.py", "partially_accepted/small.py",
                                          "wrong_answer/product.py")] == [30, 20, 0]


def test_legacy_scoring_package_judges_partially_accepted(tmp_path):
    code, out, records = verify("format-scoring-legacy", tmp_path)
    assert code == 0, out
    assert "4 submissions ran, 4 matched, 0 did not; 0 skipped" in out
    assert records["partially_accepted/small.py"]["score"] == 2          # @EXPECTED_SCORE@
    assert records["accepted/sum.py"]["max_score"] == 3


def _link(path):
    os.symlink("/etc/passwd", str(path))


def _fifo(path):
    os.mkfifo(str(path))


def _huge(path):
    path.write_text("1" * 100000)


def _word(path):
    path.write_text("ten\n")


def _negative(path):
    path.write_text("-1\n")


@pytest.mark.parametrize("make, said", [(_link, "never followed"), (_fifo, "not a regular"),
                                        (_huge, "over 64 bytes"), (_word, "not a number"),
                                        (_negative, "non-negative")])
def test_hostile_score_txt_is_a_one_line_judge_error(tmp_path, make, said):
    path = tmp_path / "score.txt"
    make(path)
    with pytest.raises(JudgeError) as e:
        read_score(str(path))
    assert said in str(e.value) and "\n" not in str(e.value)


def test_score_txt_absent_or_a_number():
    assert read_score("/nonexistent/score.txt") is None
