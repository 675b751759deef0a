"""Covers judge/problems/grading.py.

Test groups graded as each package format says (judge/problems/grading.py, its data in
package.SCORING): our packages grading-legacy (problemtools' default grader: every
grader_flags mode, on_reject, accept_score, reject_score, range) and grading-current
(2025-09: score_aggregation, max_score, require_pass, score_multiplier.txt); each
package's README has the table of what every group scores. Then bad group files and
scores the formats forbid: a one-line error each."""
import json
import shutil
import subprocess
import sys

import pytest

from conftest import RUNNER
from fake_packages import PACKAGES
from judge.problems import package
from judge.errors import JudgeError



def verify(folder, tmp_path):
    proc = subprocess.run([sys.executable, str(RUNNER), "verify", str(folder),
                           "--json", str(tmp_path / "r.json")], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=600)
    out = proc.stdout.decode()
    records = {}
    if (tmp_path / "r.json").exists():
        records = {r["submission"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    return proc.returncode, out, records


def test_legacy_groups_are_graded_as_problemtools_grades_them(tmp_path):
    code, out, records = verify(PACKAGES / "grading-legacy", tmp_path)
    assert code == 0, out
    full, small = records["accepted/sum.py"], records["partially_accepted/small.py"]
    assert (full["verdict"], full["score"], full["max_score"]) == ("AC", 100, 100)
    groups = {name[len("secret/"):]: (g["verdict"], g["score"])
              for name, g in small["groups"].items() if name.startswith("secret/")}
    assert groups == {
        "1_min": ("WA", 0),        # min of 30 and 0
        "2_avg": ("WA", 15),       # avg of 30 and 0
        "3_max": ("WA", 32),       # max of 32 and 0
        "4_worst": ("RE", 0),      # WA then RE: worst_error says RE
        "5_first": ("WA", 0),      # WA then RE: first_error says WA
        "6_always": ("AC", 1.5),   # always_accept; the WA scores reject_score 0.5
        "7_break": ("WA", 0),      # on_reject: break: the AC after the WA never counts
    }
    # secret: accept_if_any_accepted (6_always is AC) and the sum; data/: ignore_sample
    assert (small["verdict"], small["score"]) == ("AC", 48.5)


def test_a_package_written_for_domjudge_is_graded_as_domjudge_grades_it(tmp_path):
    """grading-domjudge's submissions expect scores in DOMjudge's words (@EXPECTED_SCORE@):
    accept_score once per group of cases, none by default, and a folder without a group
    file (its sample) no group: 100 and 70, where the spec's reading gives 131 and 101 (its
    README). Without those words the same keys are read as problemtools reads them (the
    test above)."""
    code, out, records = verify(PACKAGES / "grading-domjudge", tmp_path)
    assert code == 0, out
    assert "scores as DOMjudge grades them" in out
    assert records["accepted/sum.py"]["score"] == 100
    assert (records["wrong_answer/small.py"]["verdict"],
            records["wrong_answer/small.py"]["score"]) == ("WA", 70)


def test_current_groups_are_scored_as_the_2025_09_spec_says(tmp_path):
    code, out, records = verify(PACKAGES / "grading-current", tmp_path)
    assert code == 0, out

    def scores(name):
        return {g: r["score"] for g, r in records[name]["groups"].items()}
    assert scores("accepted/sum.py") == {
        "secret": 85, "secret/1_passfail": 20, "secret/2_sum": 30,
        "secret/3_min": 15,             # min: "6 6" wrote score_multiplier.txt 0.5 of 30
        "secret/4_needs": 20}
    assert scores("partially_accepted/small.py")["secret/2_sum"] == 20   # 2 of 3 cases
    missed = scores("partially_accepted/misses_first.py")
    assert (missed["secret/1_passfail"], missed["secret/4_needs"]) == (0, 0)  # require_pass
    assert records["wrong_answer/misses_sample.py"]["score"] == 0   # secret requires sample


def test_a_group_score_submissions_yaml_expects_is_checked(tmp_path):
    folder = tmp_path / "pkg"
    shutil.copytree(str(PACKAGES / "grading-current"), str(folder))
    expectations = folder / "submissions" / "submissions.yaml"
    expectations.write_text(expectations.read_text().replace("    score: 20", "    score: 21"))
    code, out, _ = verify(folder, tmp_path)
    assert code == 1
    assert "group secret/2_sum: score 20, where score 21 is expected (maximum 30)" in out


BAD_GROUP_FILES = [
    # (package, file under data/, its text, what the one-line error says)
    ("grading-current", "secret/2_sum/test_group.yaml", "score_aggregation: avg\nmax_score: 30\n",
     "score_aggregation 'avg' is not one of pass-fail, sum, min"),
    ("grading-current", "secret/2_sum/test_group.yaml", "score_aggregation: sum\nmax_score: -5\n",
     "max_score -5 is not a non-negative integer or unbounded"),
    ("grading-current", "secret/2_sum/test_group.yaml", "score_aggregation: sum\n",
     "max_score unbounded (the default) needs secret unbounded"),
    ("grading-current", "secret/1_passfail/test_group.yaml",
     "max_score: 20\nrequire_pass: secret/4_needs\n", "require_pass 'secret/4_needs' is not"),
    ("grading-current", "sample/test_group.yaml", "max_score: 10\n",
     "max_score is not allowed in sample"),
    ("grading-current", "secret/3_min/test_group.yaml", "on_reject: continue\n",
     "on_reject is a legacy testdata.yaml key"),
    ("grading-legacy", "secret/3_max/testdata.yaml", "grader_flags: median\n",
     "grader flag 'median' is not one of"),
    ("grading-legacy", "secret/3_max/testdata.yaml", "on_reject: stop\n",
     "on_reject 'stop' is not one of break, continue"),
    ("grading-legacy", "secret/3_max/testdata.yaml", "range: 5 1\n",
     "range '5 1': its low end is over its high end"),
    ("grading-legacy", "secret/3_max/testdata.yaml", "range: lots\n",
     "range 'lots' is not two numbers"),
    ("grading-legacy", "secret/3_max/testdata.yaml", "grading: fancy\n",
     "grading 'fancy' is not one of default, custom"),
    ("grading-legacy", "secret/testdata.yaml", "grader_flags: ignore_sample\n",
     "ignore_sample is only allowed in data/testdata.yaml"),
]


@pytest.mark.parametrize("name, path, text, said", BAD_GROUP_FILES,
                         ids=["%s: %s" % (b[0], b[3]) for b in BAD_GROUP_FILES])
def test_a_bad_group_file_is_a_one_line_error(tmp_path, name, path, text, said):
    folder = tmp_path / name
    shutil.copytree(str(PACKAGES / name), str(folder))
    (folder / "data" / path).write_text(text)
    with pytest.raises(JudgeError) as e:
        package.load(str(folder))
    assert said in str(e.value) and "\n" not in str(e.value)
    assert path in str(e.value)                 # it names the file


def test_verify_says_a_bad_group_file_in_one_line(tmp_path):
    folder = tmp_path / "pkg"
    shutil.copytree(str(PACKAGES / "grading-current"), str(folder))
    (folder / "data" / "secret" / "2_sum" / "test_group.yaml").write_text(
        "score_aggregation: average\nmax_score: 30\n")
    code, out, _ = verify(folder, tmp_path)
    assert code == 3 and "Traceback" not in out
    assert [line for line in out.splitlines() if "score_aggregation" in line] == [
        line for line in out.splitlines() if line.strip()][-1:]


def _records(pkg, **written):
    """Every case of pkg accepted; `written`: case name -> what its validator wrote."""
    return [dict({"case": c.name, "verdict": "AC", "message": ""},
                 **written.get(c.name, {})) for c in pkg.cases]


@pytest.mark.parametrize("case, wrote, said", [
    ("secret/3_min/02", {"score_multiplier": 1.5}, "score_multiplier.txt 1.5 is not in [0, 1]"),
    ("secret/2_sum/01", {"score": 11}, "score.txt 11 is over the case's maximum 10"),
    ("secret/1_passfail/01", {"score": 1}, "in a pass-fail group"),
    ("secret/2_sum/01", {"score": 1, "score_multiplier": 0.5}, "both score.txt and"),
])
def test_a_score_the_2025_09_spec_forbids_is_a_judge_error(case, wrote, said):
    pkg = package.load(str(PACKAGES / "grading-current"))
    with pytest.raises(JudgeError) as e:
        pkg.score(_records(pkg, **{case: wrote}))
    assert said in str(e.value) and "\n" not in str(e.value)


def test_the_legacy_grader_flags_are_the_ones_grading_applies():
    from judge.problems import grading
    flags = set(package.SCORING[False]["grader_flags"])
    assert flags == set(grading.LEGACY_VERDICTS) | set(grading.LEGACY_SCORES) | {
        "ignore_sample", "accept_if_any_accepted"}
    assert set(package.SCORING[True]["score_aggregation"]) == set(
        grading.CURRENT_SCORES) | {"pass-fail"}
