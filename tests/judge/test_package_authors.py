"""Packages written as their authors write them and verify them with problemtools or
BAPCtools (issue 52): each test builds a small package of ours the way a public one is laid
out, and shows that we read it as those tools do, or judge what can be judged and say what
could not be."""
import io
import subprocess
import sys
import textwrap

from conftest import RUNNER
from judge import package, report, submissions, verify


SUM = "a, b = map(int, input().split())\nprint(a + b)\n"


def runner(*args, timeout=600):
    proc = subprocess.run([sys.executable, str(RUNNER)] + [str(a) for a in args],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    return proc.returncode, proc.stdout.decode() + proc.stderr.decode()


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


# ------------------------------------------------------------------ the derived time limit

def test_only_accepted_submissions_bound_a_legacy_time_limit(tmp_path):
    root = sum_package(tmp_path / "p", "name: Sum\ntype: scoring\n")
    write(root / "submissions" / "partially_accepted" / "part.py", SUM)
    write(root / "submissions" / "wrong_answer" / "marked.py",
          "# @EXPECTED_RESULTS@: CORRECT\n" + SUM)
    subs = submissions.find_submissions(str(root))
    assert [s.label for s in subs if s.lower_bound] == ["accepted/sum.py"]


def test_use_for_time_limit_lower_on_a_group_bounds_the_limit_with_those_cases(tmp_path):
    root = sum_package(tmp_path / "p", "problem_format_version: 2025-09\nname: Sum\n",
                       cases=[("sample/1", "1 2", "3"), ("secret/small/1", "2 2", "4"),
                              ("secret/big/1", "0 0", "0")])
    write(root / "submissions" / "time_limit_exceeded" / "loops_on_big.py", """
        a, b = map(int, input().split())
        while a + b == 0:
            pass
        print(a + b)
        """)
    write(root / "submissions" / "submissions.yaml", """
        time_limit_exceeded/loops_on_big.py:
          secret/small:
            use_for_time_limit: lower
        """)
    code, out = runner("verify", root)
    lines = out.splitlines()
    bound = lines.index("run  time_limit_exceeded/loops_on_big.py: 1 cases at 60 s (the cap "
                        "while the limit is derived)")
    derived = next(i for i, line in enumerate(lines) if "derived as problemtools" in line)
    assert bound < derived and code == 0, out
    assert "OK   time_limit_exceeded/loops_on_big.py: TLE" in out


def test_a_derived_time_limit_is_capped(tmp_path):
    pkg = package.load(str(sum_package(tmp_path / "p", "name: Sum\n")))
    said = io.StringIO()
    assert verify.derived_time_limit(pkg, 16.4, report.Console(said)) == verify.MAX_DERIVED_S
    assert "WARN time limit 82 s capped at 10 s" in said.getvalue()
