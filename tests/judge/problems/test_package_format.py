"""Covers judge/problems/package.py, judge/problems/submissions.py.

The package format as the spec defines it (spec/2025-09.md and spec/legacy.md of the
problem package format): submissions/submissions.yaml, input validators with their arguments,
{{constants}}, include/, the time limit and time_limit_to_tle, and what verify reports. The
stored packages of ours in tests/judge/packages/ (format-current, format-legacy,
format-multipass) are verified whole; the others are written by each test into its
tmp_path."""
import json
import shutil
from pathlib import Path

import pytest

import fake_packages
from fake_packages import PACKAGES, SUM, write
from judge.problems import package, submissions
from judge.errors import JudgeError

def runner(*args, timeout=600):
    """(exit code, stdout + stderr) of `runner.py ARGS`."""
    proc = fake_packages.runner(*args, timeout=timeout)
    return proc.returncode, proc.stdout.decode() + proc.stderr.decode()


def copy(name, tmp_path):
    return Path(shutil.copytree(str(PACKAGES / name), str(tmp_path / name)))


# ---------------------------------------------------------------------------- the corpus

def test_current_package_with_submissions_yaml_constants_and_include_verifies(tmp_path):
    code, out = runner("verify", PACKAGES / "format-current", "--json", tmp_path / "r.json")
    records = {r["submission"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    assert code == 0, out
    assert "7 submissions ran, 7 matched, 0 did not; 0 skipped" in out
    assert "input validators: every case accepted (5 runs)" in out       # with their args
    assert records["accepted/with_include.py"]["verdict"] == "AC"     # include/ + constant
    assert records["partial/tiny_only.py"]["verdict"] == "WA"          # a glob of its own
    assert "required WA on secret/large" in records["partial/small_only.py"]["expected"]
    assert "time limit 1 s: derived" in out
    assert "run  time_limit_exceeded/loop_on_large.py: 5 cases at 1.5 s" in out  # progress
    sub = PACKAGES / "format-current" / "submissions" / "accepted" / "with_include.py"
    code, out = runner(PACKAGES / "format-current", "--solution", sub, "--tl", "2")
    assert code == 0, out                       # judging the package: its include/ too


def test_include_folder_of_the_language_else_default(tmp_path):
    pkg = package.Package(str(tmp_path))
    write(tmp_path / "include" / "default" / "data.txt", "1\n")
    write(tmp_path / "include" / "python3" / "lib.py", "X = 1\n")
    assert pkg.include_dir("python").endswith("include/python3")
    assert pkg.include_dir("c++").endswith("include/default")
    (tmp_path / "include" / "default" / "data.txt").unlink()
    assert pkg.include_dir("c++") is None           # an empty folder is none


def test_legacy_package_verifies_with_its_input_format_validator(tmp_path):
    code, out = runner("verify", PACKAGES / "format-legacy")
    assert code == 0, out
    assert "time limit 2 s from .timelimit" in out
    assert "input validators: every case accepted (4 runs)" in out
    assert "5 submissions ran, 5 matched, 0 did not; 0 skipped" in out
    assert "OK   either/maybe.py: WA (expected AC or WA)" in out


def test_multi_pass_package_verifies_and_a_message_it_lacks_is_a_mismatch(tmp_path):
    code, out = runner("verify", PACKAGES / "format-multipass")
    assert code == 0 and "2 submissions ran, 2 matched" in out, out
    pkg = copy("format-multipass", tmp_path)
    write(pkg / "submissions" / "submissions.yaml", """
        wrong_answer/late.py:
          message: "n = 3"
    """)
    code, out = runner("verify", pkg)
    assert code == 1, out
    assert "FAIL wrong_answer/late.py: WA" in out and "no judge message holds 'n = 3'" in out


# ---------------------------------------------------------------------------- input validators

def test_a_case_an_input_validator_rejects_is_a_data_error_of_the_package(tmp_path):
    """verify says it and judges on (exit 3); --solution on the package is a JE."""
    pkg = copy("format-legacy", tmp_path)
    write(pkg / "data" / "secret" / "04.in", "60 1\n")       # over testdata.yaml's --max 50
    write(pkg / "data" / "secret" / "04.ans", "61\n")
    code, out = runner("verify", pkg)
    assert code == 3, out
    line = next(l for l in out.splitlines() if "rejects" in l)
    assert "input validator validator.py rejects" in line and "secret/04.in" in line
    assert "two numbers in 0..50 expected" in line
    assert "5 submissions ran" in out                        # judged on the bad data too
    sol = write(tmp_path / "sum.py", SUM)
    code, out = runner(pkg, "--solution", sol, "--json", tmp_path / "j.json")
    records = json.loads((tmp_path / "j.json").read_text())
    assert code == 3 and [r["verdict"] for r in records] == ["JE"], out
    assert "rejects" in records[0]["message"] and "\n" not in records[0]["message"]


def test_input_validator_args_by_name_and_the_case_args(tmp_path):
    """A map of input_validator_args gives each validator its own; the case's own .yaml adds
    `args` after them (spec/2025-09.md, Input validators: Invocation)."""
    pkg = tmp_path / "pkg"
    write(pkg / "problem.yaml", "problem_format_version: 2025-09\nname: Args\n")
    write(pkg / "data" / "secret" / "1.in", "1 2\n")
    write(pkg / "data" / "secret" / "1.ans", "3\n")
    write(pkg / "data" / "secret" / "test_group.yaml",
          "input_validator_args:\n  first: [a, b]\n")
    write(pkg / "data" / "secret" / "1.yaml", "args: [c]\n")
    loaded = package.load(str(pkg))
    case = loaded.cases[0]
    assert case.input_validator_args("first.py") == ["a", "b", "c"]
    assert case.input_validator_args("second.py") == ["c"]


# ---------------------------------------------------------------------------- submissions.yaml

@pytest.mark.parametrize("pattern, path, matched", [
    ("accepted", "accepted/a.py", True),
    ("accepted/*", "accepted/a.py", True),
    ("accepted/*.py", "accepted/a.cpp", False),
    ("*/a.{py,cpp}", "wrong_answer/a.cpp", True),
    ("secret/*-easy", "secret/g1-easy/03", True),
    ("secret/*", "sample/1", False),
    ("secret", "secretive/1", False),
    ("a*", "accepted/sub/x.py", True),
])
def test_globs_match_a_path_or_a_folder_above_it(pattern, path, matched):
    assert submissions.glob_matches(pattern, path) is matched


def records(*pairs):
    return [{"case": c, "verdict": v, "message": "", "cpu_ms": 10} for c, v in pairs]


def test_rules_permitted_required_by_group_and_the_default_folders():
    entries = submissions.read_rules("/nonexistent")
    rules, _, _ = submissions.rules_of("wrong_answer/x.py", entries)
    assert [r.describe() for r in rules] == ["permitted AC,WA required WA"]
    ran = records(("sample/1", "AC"), ("secret/1", "RE"))
    assert rules[0].failures(ran)[0].startswith("RTE on secret/1")
    assert rules[0].failures(records(("sample/1", "AC"), ("secret/1", "AC"))) == [
        "no case WA, as required (the spec's rule for wrong_answer/)"]
    group = submissions.Rule("test", {"required": ["TLE"]}, "secret/hard")
    assert group.failures(records(("secret/easy/1", "TLE"), ("secret/hard/1", "AC")))
    assert not group.failures(records(("secret/easy/1", "AC"), ("secret/hard/1", "TLE")))
    assert group.upper_bound and not group.lower_bound
    with pytest.raises(JudgeError, match="list of AC, WA, TLE, RTE"):
        submissions.Rule("test", {"permitted": ["CE"]})


def test_a_default_folder_key_overrides_its_rule_and_a_glob_adds_one(tmp_path):
    write(tmp_path / "submissions" / "submissions.yaml", """
        time_limit_exceeded:
          permitted: [AC, WA, TLE]
        time_limit_exceeded/*:
          sample:
            permitted: [AC]
    """)
    rules, _, _ = submissions.rules_of("time_limit_exceeded/x.py", submissions.read_rules(str(tmp_path)))
    assert [r.describe() for r in rules] == ["permitted AC,TLE,WA required TLE",
                                             "permitted AC on sample"]


def test_a_key_that_is_neither_a_submission_key_nor_a_group_is_an_error(tmp_path):
    write(tmp_path / "submissions" / "submissions.yaml", "accepted:\n  permited: [AC]\n")
    with pytest.raises(JudgeError, match="permited is not a key"):
        submissions.rules_of("accepted/a.py", submissions.read_rules(str(tmp_path)))


def test_programs_named_disabled_or_template_are_skipped_saying_why(tmp_path):
    """BAPCtools' test problem hello keeps a Java folder mixed/...java.disabled/ beside the
    judged ones: its glob skips any submission whose name ends .disabled or .template, a
    folder as well as a file, and so do we, saying so."""
    subs = tmp_path / "submissions"
    write(subs / "accepted" / "sum.py", SUM)
    write(subs / "accepted" / "old.py.disabled", SUM)
    write(subs / "mixed" / "two.java.disabled" / "a.java", "public class a {}\n")
    write(subs / "mixed" / "sum.cpp.template", "int main() {}\n")
    found = {s.label: s.skip for s in submissions.find_submissions(str(tmp_path), True)}
    assert found == {"accepted/sum.py": None,
                     "accepted/old.py.disabled": "named *.disabled (BAPCtools: not judged)",
                     "mixed/two.java.disabled": "named *.disabled (BAPCtools: not judged)",
                     "mixed/sum.cpp.template": "named *.template (BAPCtools: not judged)"}


# ---------------------------------------------------------------------------- constants

def test_constants_are_substituted_and_unknown_ones_left(tmp_path):
    pkg = tmp_path / "pkg"
    write(pkg / "problem.yaml", """
        problem_format_version: 2025-09
        name: C
        constants:
          k: 5
          big: {value: 1000000, tex: "10^6"}
    """)
    write(pkg / "data" / "secret" / "1.in", "1\n")
    write(pkg / "data" / "secret" / "1.ans", "1\n")
    loaded = package.load(str(pkg))
    assert loaded.substitute(b"{{k}} {{big}} {{big.tex}} {{big.value}} {{nope}} {{ k }}") \
        == b"5 1000000 10^6 1000000 {{nope}} {{ k }}"
    write(pkg / "problem.yaml", "problem_format_version: 2025-09\nconstants:\n  1x: 2\n")
    with pytest.raises(JudgeError, match="not a name"):
        package.load(str(pkg))


# ---------------------------------------------------------------------------- time limits

BURNS = '''
import time
start = time.process_time()
while time.process_time() - start < 2.5:      # CPU, not wall: a busy machine changes nothing
    pass
a, b = map(int, input().split())
print(a + b)
'''


def test_a_required_tle_must_be_one_at_time_limit_to_tle(tmp_path):
    """2.5 s of CPU at a stated 2 s limit: TLE there, AC at 2 x 1.5 = 3 s. The spec wants
    time_limit x time_limit_to_tle <= the TLE submission's time: a mismatch, said why."""
    pkg = tmp_path / "pkg"
    write(pkg / "problem.yaml", "problem_format_version: 2025-09\nname: T\n"
          "limits:\n  time_limit: 2\n")
    write(pkg / "data" / "secret" / "1.in", "1 2\n")
    write(pkg / "data" / "secret" / "1.ans", "3\n")
    write(pkg / "submissions" / "accepted" / "sum.py", SUM)
    write(pkg / "submissions" / "time_limit_exceeded" / "slow.py", BURNS)
    code, out = runner("verify", pkg)
    assert code == 1, out
    assert "time limit 2 s from problem.yaml" in out
    assert "FAIL time_limit_exceeded/slow.py: TLE" in out
    assert "not TLE at 3 s (the time limit x time_limit_to_tle)" in out


def test_no_limit_to_derive_still_reports_what_was_judged(tmp_path):
    pkg = tmp_path / "pkg"
    write(pkg / "problem.yaml", "name: Sum\n")
    write(pkg / "data" / "secret" / "1.in", "1 2\n")
    write(pkg / "data" / "secret" / "1.ans", "3\n")
    write(pkg / "submissions" / "accepted" / "wrong.py", "print(0)\n")
    write(pkg / "submissions" / "wrong_answer" / "zero.py", "print(0)\n")
    code, out = runner("verify", pkg)
    assert code == 1, out
    assert "FAIL accepted/wrong.py: WA (expected AC)" in out
    assert "SKIP wrong_answer/zero.py: not judged: no time limit (pass --tl)" in out
    assert "1 submissions ran, 0 matched, 1 did not; 1 skipped" in out


def test_an_output_validator_crash_shows_its_whole_stderr(tmp_path):
    pkg = tmp_path / "pkg"
    write(pkg / "problem.yaml", "name: Sum\nvalidation: custom\nlimits:\n  time_limit: 1\n")
    write(pkg / "data" / "secret" / "1.in", "1 2\n")
    write(pkg / "data" / "secret" / "1.ans", "3\n")
    write(pkg / "output_validators" / "v" / "v.py", """
        import sys
        print("Could not open File feedback/judgemessage.txt", file=sys.stderr)
        print("Assertion failed", file=sys.stderr)
        sys.exit(134)
    """)
    sol = write(tmp_path / "sum.py", SUM)
    code, out = runner(pkg, "--solution", sol, "--json", tmp_path / "j.json")
    message = json.loads((tmp_path / "j.json").read_text())[0]["message"]
    assert code == 3, out
    assert "Could not open File" in message and "Assertion failed" in message


def test_a_ctd_input_validator_is_said_not_run_and_source_url_is_read(tmp_path):
    """The spec's own 2025-09 example (examples/problems/passfail) has a checktestdata
    validator and a legacy source_url: read, and the validator said not to run."""
    pkg = tmp_path / "pkg"
    write(pkg / "problem.yaml", "problem_format_version: 2025-09\nname: S\n"
          "source: My Contest\nsource_url: https://example.com\nlimits:\n  time_limit: 1\n")
    write(pkg / "data" / "secret" / "1.in", "1 2\n")
    write(pkg / "data" / "secret" / "1.ans", "3\n")
    write(pkg / "input_validators" / "validator.ctd", "INT(0,9) SPACE INT(0,9) NEWLINE\n")
    write(pkg / "submissions" / "accepted" / "sum.py", SUM)
    code, out = runner("verify", pkg)
    assert code == 0, out
    assert "input validator validator.ctd needs checktestdata" in out
