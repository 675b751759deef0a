"""Covers judge/commands/verify.py.

Packages written as their authors write them and verify them with problemtools or
BAPCtools (issue 52): each test builds a small package of ours the way a public one is laid
out, and shows that we read it as those tools do, or judge what can be judged and say what
could not be."""
import io
import json

import pytest

import fake_packages
from fake_packages import SUM, write
from judge.commands import verify
from judge.judging import report
from judge.errors import JudgeError
from judge.problems import package, submissions
from sandbox_modes import needs_gxx


def runner(*args, timeout=600):
    """(exit code, stdout + stderr) of `runner.py ARGS`."""
    proc = fake_packages.runner(*args, timeout=timeout)
    return proc.returncode, proc.stdout.decode() + proc.stderr.decode()


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


# ----------------------------------------------------------------- submission folders

def test_every_submission_layout_runs_or_is_skipped_saying_why(tmp_path):
    """A C# project (its sources in a subfolder), an empty folder, a link to nothing, a link
    out of the package, a folder sharing a file by a link, BAPCtools' disabled/: none stops
    the submissions after it."""
    root = sum_package(tmp_path / "p", "name: Sum\n")
    subs = root / "submissions"
    write(subs / "accepted" / "csharp" / "Sum" / "Program.cs", "class P {}\n")
    write(subs / "accepted" / "csharp" / "Sum.csproj", "<Project/>\n")
    (subs / "accepted" / "empty").mkdir()
    (subs / "accepted" / "broken.py").symlink_to(tmp_path / "nothing")
    write(tmp_path / "outside.py", SUM)
    (subs / "accepted" / "outside.py").symlink_to(tmp_path / "outside.py")
    (subs / "accepted" / "shared").mkdir()
    (subs / "accepted" / "shared" / "main.py").symlink_to("../sum.py")
    write(subs / "disabled" / "sum.py", "# @EXPECTED_RESULTS@: CORRECT\n" + SUM)
    write(subs / "wrong_answer" / "zero.py", "print(0)\n")
    code, out = runner("verify", root)
    assert code == 0 and "Traceback" not in out, out
    for line in ("SKIP accepted/csharp: csharp: no source file in a known language at the "
                 "top of the folder",
                 "SKIP accepted/empty: empty: no source file",
                 "SKIP accepted/broken.py: neither a file nor a folder (a link to nothing?)",
                 "SKIP accepted/outside.py: a link that leads out of the package",
                 "OK   accepted/shared: AC", "OK   accepted/sum.py: AC",
                 "SKIP disabled/sum.py: disabled/ (BAPCtools: submissions not to judge)",
                 "OK   wrong_answer/zero.py: WA"):
        assert line in out, line + "\n" + out


# ------------------------------------------------------------------ the sandbox

SUMLIB_H = "void ReadPair(long &a, long &b);\nvoid Answer(long sum);\n"
SUMLIB_CPP = """
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>
#include "sumlib.h"
static int realStdout = -1;
void ReadPair(long &a, long &b) {
    if (scanf("%ld %ld", &a, &b) != 2) exit(3);
    // as CEOI 2026 hunt's treasurehuntlib.cpp: the judge's stdout out of the submission's reach
    realStdout = fcntl(1, F_DUPFD, 100);
    if (realStdout < 0) { perror("could not duplicate standard output"); exit(3); }
    if (dup2(2, 1) < 0) exit(3);
}
void Answer(long sum) { dprintf(realStdout, "%ld\\n", sum); }
"""


@needs_gxx
def test_a_grader_library_that_moves_stdout_to_fd_100_runs(tmp_path):
    """The package's include/cpp/ library moves the judge's stdout to fd 100 (sandbox.NOFILE:
    at 64 open files every run of it was RE)."""
    root = sum_package(tmp_path / "p", "name: Sum\n")
    write(root / "include" / "cpp" / "sumlib.h", SUMLIB_H)
    write(root / "include" / "cpp" / "sumlib.cpp", SUMLIB_CPP)
    write(root / "submissions" / "accepted" / "lib.cpp", """
        #include <cstdio>
        #include "sumlib.h"
        int main() { long a, b; ReadPair(a, b); printf("not the answer\\n"); Answer(a + b); }
        """)
    code, out = runner("verify", root, "--tl", "2")
    assert code == 0 and "OK   accepted/lib.cpp: AC" in out, out


# ------------------------------------------------------------- judge-side programs

VALIDATOR_CPP20 = """
#include <iostream>
consteval int accept() { return 42; }   // C++20: the standard docs/packages.md promises builds it
int main() { long a, b; return std::cin >> a >> b ? accept() : 43; }
"""


def test_an_input_validator_builds_with_the_standard_the_readme_states(tmp_path):
    root = sum_package(tmp_path / "p", "name: Sum\n")
    write(root / "input_validators" / "check.cpp", VALIDATOR_CPP20)
    code, out = runner("verify", root)
    assert code == 0 and "input validators: every case accepted (2 runs)" in out, out


def test_a_validator_that_does_not_build_is_said_and_the_rest_is_judged(tmp_path):
    """One input validator lacks a header; the output validator does not compile: both
    said once with the compiler's message, the other validator runs, a submission whose
    runs fail first is judged, an accepted one is a JE saying what was not checked."""
    root = sum_package(tmp_path / "p", "name: Sum\nvalidation: custom\n")
    write(root / "input_validators" / "good.cpp", VALIDATOR_CPP20)
    write(root / "input_validators" / "bad" / "bad.cpp",
          '#include "testlib_we_forgot.h"\nint main() { return 42; }\n')
    write(root / "output_validators" / "check" / "check.cpp", "int main( { return 42; }\n")
    write(root / "submissions" / "run_time_error" / "crash.py", "raise SystemExit(1)\n")
    code, out = runner("verify", root, "--tl", "1")     # an accepted run is not checked
    assert code == 3 and "Traceback" not in out, out
    assert out.count("FAIL input validator") == 1 and "testlib_we_forgot.h" in out, out
    assert out.count("FAIL output validator") == 1 and "expected" in out, out
    assert "input validators: every case accepted (2 runs)" in out     # the good one ran
    assert "OK   run_time_error/crash.py: RE" in out
    assert "FAIL accepted/sum.py: JE" in out and "not checked: output validator check does not compile" in out
    assert "NOT CHECKED: input validator bad did not build, so the cases' inputs" in out
    assert "NOT CHECKED: output validator check did not build, so no output" in out


BOUNDS = """
import sys
a, b = map(int, sys.stdin.read().split())
if not (0 <= a <= 100 and 0 <= b <= 100):
    print("a and b must be in 0..100")
    sys.exit(43)
sys.exit(42)
"""


def test_a_sample_the_input_validator_rejects_is_said_once_and_everything_is_judged(tmp_path):
    """The validator holds secret to the statement's bounds; the sample, written to show a
    big sum, breaks them (as in a public package): problemtools reports the case with the
    validator's message and judges on, exiting 1; so does verify, exiting 3."""
    root = sum_package(tmp_path / "p", "name: Sum\n", cases=[
        ("sample/1", "1000 2000", "3000"), ("secret/1", "2 2", "4"), ("secret/2", "40 2", "42")])
    write(root / "input_validators" / "bounds.py", BOUNDS)
    write(root / "submissions" / "wrong_answer" / "zero.py", "print(0)\n")
    code, out = runner("verify", root)
    assert code == 3 and "Traceback" not in out, out
    fails = [line for line in out.splitlines() if line.startswith("FAIL data error")]
    assert len(fails) == 1, out
    assert "input validator bounds.py rejects" in fails[0] and "sample/1.in" in fails[0]
    assert "a and b must be in 0..100" in fails[0]
    assert "input validators: 1 of 3 runs found bad data" in out
    assert "2 submissions ran, 2 matched, 0 did not" in out, out
    assert "BAD DATA: data error: input validator bounds.py rejects" in out


GRADER = """
import sys
# the spec's protocol: one "verdict score" line per child on stdin, one line out
lines = [line.split() for line in sys.stdin if line.strip()]
accepted = sum(1 for verdict, _ in lines if verdict == "AC")
score = accepted ** 2 if sys.argv[1:] == ["square"] else accepted
print("AC" if accepted else "WA", float(score))
"""


def test_a_custom_grader_grades_its_groups_as_the_legacy_spec_says(tmp_path):
    """IOI-style: secret's testdata.yaml asks for `grading: custom` with grader_flags; the
    grader (graders/grader.py) squares the number of accepted cases, which no default
    grader flag does; sample and data/ keep the default grader (a sum)."""
    root = sum_package(tmp_path / "p", "name: Sum\ntype: scoring\n", cases=[
        ("sample/1", "1 2", "3"), ("secret/1", "1 1", "2"), ("secret/2", "2 2", "4"),
        ("secret/3", "3 3", "6")])
    write(root / "data" / "secret" / "testdata.yaml",
          "grading: custom\ngrader_flags: square\non_reject: continue\n")
    write(root / "graders" / "grader.py", GRADER)
    write(root / "submissions" / "partially_accepted" / "not_six.py",
          "a, b = map(int, input().split())\nprint(a + b if a + b != 6 else 0)\n")
    code, out = runner("verify", root, "--json", tmp_path / "r.json")
    records = {r["submission"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    assert code == 0, out
    assert records["accepted/sum.py"]["score"] == 1 + 9
    assert records["partially_accepted/not_six.py"]["score"] == 1 + 4
    assert records["partially_accepted/not_six.py"]["verdict"] == "AC"


def test_a_grader_that_breaks_its_protocol_is_a_judge_error_saying_so(tmp_path):
    root = sum_package(tmp_path / "p", "name: Sum\ntype: scoring\n")
    write(root / "data" / "secret" / "testdata.yaml", "grading: custom\n")
    write(root / "graders" / "grader.py", "print('accepted, well done')\n")
    code, out = runner("verify", root, "--tl", "1")
    assert code == 3 and "Traceback" not in out, out
    assert "grader wrote 'accepted, well done', not one line `verdict score`" in out


# ------------------------------------------------------------------------------ singles

def test_an_output_flood_that_runs_out_of_time_is_a_tle_as_problemtools_judges_it(tmp_path):
    """problemtools sizes the output after the run: a flood that never ends is a TLE; one
    that ends within the time limit is an OLE."""
    root = sum_package(tmp_path / "p", "name: Sum\n")
    write(root / "submissions" / "time_limit_exceeded" / "flood.py",
          "import sys\nwhile True:\n    sys.stdout.write('1' * 4096)\n")
    write(root / "submissions" / "run_time_error" / "ten_mb.py",
          "import sys\nsys.stdout.write('1' * (10 << 20))\n")
    code, out = runner("verify", root, "--tl", "1")
    assert code == 0, out
    assert "OK   time_limit_exceeded/flood.py: TLE" in out
    assert "OK   run_time_error/ten_mb.py: OLE" in out


def test_compiles_take_the_package_s_compilation_limits(tmp_path):
    root = sum_package(tmp_path / "p", "name: Sum\nlimits:\n  compilation_memory: 3\n")
    assert package.load(str(root)).compile_limits == (60, 3)
    code, out = runner("verify", root, "--tl", "1")     # a Python check needs more than 3 MB
    assert "FAIL accepted/sum.py: CE" in out and "used over 3 MB" in out, out


def test_a_refused_problem_yaml_names_the_key_and_its_line(tmp_path):
    root = sum_package(tmp_path / "p", """
        name: Sum
        limits:
          time_multiplier: 5
          memory: lots
        """)
    with pytest.raises(JudgeError) as e:
        package.load(str(root))
    assert str(e.value).endswith("problem.yaml: line 4: limits.memory has the wrong type "
                                 "(str; expected int)")

    (root / "problem.yaml").write_text("name: Sum\ntype: pass-fail\nsource_urll: x\n")
    with pytest.raises(JudgeError, match="line 3: unknown key 'source_urll' "
                                         "\\(did you mean 'source_url'\\?\\)"):
        package.load(str(root))
