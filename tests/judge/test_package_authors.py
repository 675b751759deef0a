"""Packages written as their authors write them and verify them with problemtools or
BAPCtools (issue 52): each test builds a small package of ours the way a public one is laid
out, and shows that we read it as those tools do, or judge what can be judged and say what
could not be."""
import textwrap

import pytest

from judge import package
from judge.errors import JudgeError

SUM = "a, b = map(int, input().split())\nprint(a + b)\n"


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"))
    return path


def sum_package(root, problem_yaml, cases=(("sample/1", "1 2", "3"), ("secret/1", "2 2", "4"))):
    """A pass-fail a+b package with problem.yaml's text and the cases given."""
    write(root / "problem.yaml", problem_yaml)
    for name, given, wanted in cases:
        write(root / "data" / (name + ".in"), given + "\n")
        write(root / "data" / (name + ".ans"), wanted + "\n")
    write(root / "submissions" / "accepted" / "sum.py", SUM)
    return root


# ----------------------------------------------------------------------- problem.yaml

def test_legacy_name_given_by_language_is_read_as_bapctools_reads_it(tmp_path):
    pkg = package.load(str(sum_package(tmp_path / "p", """
        name:
          en: Sum of two
          sv: Summa av två
        """)))
    assert pkg.title == "Sum of two" and not pkg.current


def test_yaml_1_1_boolean_where_a_boolean_goes_is_read_as_problemtools_reads_it(tmp_path):
    pkg = package.load(str(sum_package(tmp_path / "p", """
        name: Sum
        type: scoring
        grading:
          show_test_data_groups: yes
        """)))
    assert pkg.scoring
    assert pkg.warnings == ["problem.yaml line 4: grading.show_test_data_groups: yes read "
                            "as true, as YAML 1.1 (problemtools) reads it; write true"]


def test_yaml_1_1_boolean_where_text_goes_is_text_as_bapctools_reads_it(tmp_path):
    pkg = package.load(str(sum_package(tmp_path / "p", "name: no\n")))
    assert pkg.title == "no"
    assert pkg.warnings == ["problem.yaml line 1: name: no read as text, as YAML 1.2 "
                            "(BAPCtools) reads it; YAML 1.1 (problemtools) reads a boolean: "
                            "quote it"]


# ------------------------------------------------------------------------- test groups

def test_draft_scoring_map_of_the_specs_own_example_is_read(tmp_path):
    """examples/problems/scoring of the problem package format: secret's testdata.yaml has
    `scoring: {aggregation: sum}`, its two subtasks `scoring: {score: 30|70, aggregation:
    min}`."""
    root = sum_package(tmp_path / "scoring", """
        problem_format_version: 2025-09
        type: scoring
        name: Sample Scoring problem
        """, cases=[("sample/1", "1 2", "3")] + [
            ("secret/subtask%d/%d" % (group, case), "%d %d" % (group, case), str(group + case))
            for group in (1, 2) for case in (1, 2, 3)])
    write(root / "data" / "secret" / "testdata.yaml", "scoring:\n  aggregation: sum\n")
    for group, score in ((1, 30), (2, 70)):
        write(root / "data" / "secret" / ("subtask%d" % group) / "testdata.yaml",
              "scoring:\n  score: %d\n  aggregation: min\n" % score)
    pkg = package.load(str(root))
    records = [{"case": c.name, "message": "",
                "verdict": "WA" if c.name == "secret/subtask2/3" else "AC"}
               for c in pkg.cases]
    assert pkg.score(records) == (30.0, 100.0)
    assert pkg.grading.group_results(records)["secret/subtask2"]["max_score"] == 70
    assert pkg.warnings[0] == ("data/secret/testdata.yaml: scoring: is the 2025-09 "
                               "draft's; read as score_aggregation: aggregation")
