"""Covers judge/commands/verify.py.

Problem packages (ICPC format): problem.yaml, groups, the default and custom output
validators, interactive problems, `runner.py verify`, testlib checkers and the folderless
comparisons. Every package here is written by the test into its own tmp_path."""
import json
import shutil
import subprocess
import textwrap

import pytest

from fake_packages import SUM, judged, package, runner, write
from judge.checking import compare

HAS_GCC = shutil.which("gcc") is not None
HAS_JAVA = shutil.which("java") is not None and shutil.which("javac") is not None




# ---------------------------------------------------------------------------- the rules

def test_default_validator_rules():
    ok = lambda out, ans, **kw: compare.compare_default(out, ans, **kw)[0]
    assert ok(b"Hello  World\n", b"hello world")                 # case and spaces ignored
    assert not ok(b"Hello World", b"hello world", case_sensitive=True)
    assert not ok(b"1  2\n", b"1 2\n", space_change_sensitive=True)
    assert not ok(b"1 2", b"1 2\n", space_change_sensitive=True)
    assert ok(b"1 2\n", b"1 2\n", space_change_sensitive=True)
    assert ok(b"3.14000000e-2", b"0.0314", abs_tol=1e-9, rel_tol=1e-9)
    assert not ok(b"200", b"2.0e2")                               # no tolerance: text
    assert ok(b"1.0000001", b"1", abs_tol=1e-6)
    assert not ok(b"1.01", b"1", abs_tol=1e-6, rel_tol=1e-6)
    assert ok(b"1000001", b"1000000", rel_tol=1e-6)                # relative
    assert not ok(b"nan", b"1", abs_tol=1)                        # not a float
    assert not ok(b"1_0", b"10", abs_tol=0.5)                     # Python-only spelling
    assert not ok(b"1 2 3", b"1 2")                               # trailing output
    ok_, message = compare.compare_default(b"abc", b"1.5", abs_tol=0.1)
    assert not ok_ and "expected a float" in message


# ---------------------------------------------------------------------------- judging one

def test_package_default_validator_groups_and_timelimit(tmp_path):
    pkg = package(tmp_path / "pkg", "name: Sum\nvalidator_flags: float_tolerance 0.5\n", {
        "sample/1": ("1 2\n", "3\n"),
        "secret/g1/2": ("1 1\n", "2\n"),
        "secret/g1/10": ("2 2\n", "4.4\n"),     # within 0.5 with the package's flags
        "secret/g2/1": ("2 2\n", "4.4\n"),      # its group drops the tolerance
    })
    write(pkg / "data" / "secret" / "g2" / "testdata.yaml", "output_validator_flags: ''\n")
    write(pkg / ".timelimit", "3\n")
    sol = write(tmp_path / "sum.py", SUM)
    rc, recs, out = judged(tmp_path, pkg, "--solution", sol)
    assert list(recs) == ["sample/1", "secret/g1/2", "secret/g1/10", "secret/g2/1"], out
    assert [recs[c]["verdict"] for c in recs] == ["AC", "AC", "AC", "WA"], out
    assert recs["sample/1"]["time_limit_ms"] == 3000 and rc == 1


def test_custom_validator_messages_and_failures(tmp_path):
    validator = """
        import sys
        inp, ans, feedback = sys.argv[1:4]
        out = sys.stdin.read().split()
        a, b = map(int, open(inp).read().split())
        mode = open(ans).read().strip()
        if mode == "crash":
            sys.exit(1)
        if mode == "hang":
            while True:
                pass
        if out == [str(a + b)]:
            sys.exit(42)
        open(feedback + "judgemessage.txt", "w").write("sum is not %d" % (a + b))
        sys.exit(43)
    """
    pkg = package(tmp_path / "pkg", "name: Sum\nvalidation: custom\nlimits:\n"
                  "  time_limit: 2\n  validation_time: 1\n",
                  {"secret/1": ("1 2\n", "ok\n"), "secret/2": ("2 2\n", "crash\n"),
                   "secret/3": ("3 3\n", "hang\n")}, validator)
    sol = write(tmp_path / "sum.py", SUM)
    rc, recs, out = judged(tmp_path, pkg, "--solution", sol)
    assert recs["secret/1"]["verdict"] == "AC", out
    assert recs["secret/2"]["verdict"] == "JE" and "exit code 1" in recs["secret/2"]["message"]
    assert recs["secret/3"]["verdict"] == "JE" and "still running" in recs["secret/3"]["message"]
    assert rc == 3
    wrong = write(tmp_path / "wrong.py", "print(0)\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", wrong, "--case", "secret/1")
    assert recs["secret/1"]["verdict"] == "WA" and "sum is not 3" in recs["secret/1"]["message"]


@pytest.mark.skipif(not HAS_GCC, reason="gcc not installed")
def test_validator_that_does_not_compile_is_a_judge_error(tmp_path):
    pkg = package(tmp_path / "pkg", "name: Sum\nvalidation: custom\nlimits:\n  time_limit: 1\n",
                  validator="int main( { return 42; }\n", validator_name="v.c")
    sol = write(tmp_path / "sum.py", SUM)
    rc, recs, out = judged(tmp_path, pkg, "--solution", sol)
    assert rc == 3 and [r["verdict"] for r in recs.values()] == ["JE"], out
    assert "does not compile" in out


@pytest.mark.parametrize("yaml, why", [
    (None, "problem.yaml: missing"),
    ("name: [unclosed\n", "malformed YAML"),
    ("validation: sometimes\n", "validation"),
    ("limits:\n  memory: lots\n", "limits.memory"),
    ("validation: custom\n", "no output_validators/"),
])
def test_broken_problem_yaml_is_one_line_judge_error(tmp_path, yaml, why):
    pkg = package(tmp_path / "pkg", yaml or "x: 1\n")
    if yaml is None:
        (pkg / "problem.yaml").unlink()
    sol = write(tmp_path / "sum.py", SUM)
    rc, recs, out = judged(tmp_path, pkg, "--solution", sol, "--tl", "1")
    assert rc == 3 and list(recs) == [""] and recs[""]["verdict"] == "JE", out
    assert why in recs[""]["message"] and "\n" not in recs[""]["message"]


def test_syntax_error_is_ce_and_folder_without_entry_point_is_je(tmp_path):
    pkg = package(tmp_path / "pkg", "name: Sum\nlimits:\n  time_limit: 1\n")
    bad = write(tmp_path / "bad.py", "print(\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", bad)
    assert recs[""]["verdict"] == "CE" and rc == 1, out
    folder = tmp_path / "two"
    write(folder / "a.py", SUM)
    write(folder / "b.py", SUM)
    rc, recs, out = judged(tmp_path, pkg, "--solution", folder)
    assert recs[""]["verdict"] == "JE" and "no entry point" in recs[""]["message"], out


# ---------------------------------------------------------------------------- verify

def test_verify_judges_every_submission_and_derives_the_time_limit(tmp_path):
    pkg = package(tmp_path / "pkg", "name: Sum\nlimits:\n  time_multiplier: 2\n")
    subs = pkg / "submissions"
    write(subs / "accepted" / "sum.py", SUM)
    write(subs / "wrong_answer" / "zero.py", "print(0)\n")
    write(subs / "time_limit_exceeded" / "loop.py", "while True:\n    pass\n")
    write(subs / "run_time_error" / "crash.py", "raise SystemExit(3)\n")
    write(subs / "mixed" / "either.py", "# @EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER\nprint(0)\n")
    write(subs / "accepted" / "sum.kt", "fun main() {}\n")
    write(subs / "accepted" / "two" / "run.py", "import helper\nhelper.main()\n")
    write(subs / "accepted" / "two" / "helper.py", "def main():\n" + textwrap.indent(SUM, "    "))
    write(pkg / "submissions.json", '{"submissions/accepted/two/": {"entry_point": "run.py"}}')
    proc = runner("verify", pkg)
    out = proc.stdout.decode()
    assert proc.returncode == 0, out + proc.stderr.decode()
    assert "time limit 1 s: derived as problemtools does" in out
    for label in ("accepted/sum.py: AC", "accepted/two: AC", "wrong_answer/zero.py: WA",
                  "time_limit_exceeded/loop.py: TLE", "run_time_error/crash.py: RE",
                  "mixed/either.py: WA"):
        assert "OK   " + label in out, out
    assert "SKIP accepted/sum.kt" in out
    assert "6 submissions ran, 6 matched, 0 did not; 1 skipped" in out
    write(subs / "accepted" / "wrong.py", "print(1)\n")           # a mismatch: exit 1
    proc = runner("verify", pkg, "--tl", "1", "--only", "accepted", "--json",
                  tmp_path / "v.json")
    assert proc.returncode == 1 and b"FAIL accepted/wrong.py: WA (expected AC)" in proc.stdout
    records = {r["submission"]: r for r in json.loads((tmp_path / "v.json").read_text())}
    assert records["accepted/wrong.py"]["matched"] is False
    assert records["accepted/sum.py"]["matched"] is True
    assert records["accepted/sum.kt"]["verdict"] is None and records["accepted/sum.kt"]["skipped"]


def test_verify_a_run_over_the_lower_limits_wall_clock_cap_is_a_tle_there(tmp_path):
    """DOMjudge's test-suspend-ppid.c sleeps 10 s: run at the higher limit (legacy: 2 x 5 s;
    its cap 20 s) it ends with its output, yet at the limit itself (cap 10 s) it is a TLE.
    Here: limit 1 s, run at 2 s (cap 4 s), a sleep of 3 s."""
    pkg = package(tmp_path / "pkg", "name: Sum\nlimits:\n  time_safety_margin: 2\n")
    write(pkg / ".timelimit", "1\n")
    write(pkg / "submissions" / "accepted" / "sum.py", SUM)
    write(pkg / "submissions" / "time_limit_exceeded" / "nap.py",
          "import time\ntime.sleep(3)\n" + SUM)
    proc = runner("verify", pkg)
    out = proc.stdout.decode() + proc.stderr.decode()
    assert proc.returncode == 0 and "OK   time_limit_exceeded/nap.py: TLE" in out, out
    assert "sensitive to the time limit: TLE at 1 s, AC at 2 s" in out, out


# ---------------------------------------------------------------------------- interactive

GUESS_VALIDATOR = """
    import sys
    secret = int(open(sys.argv[1]).read())
    for turn in range(10):
        line = sys.stdin.readline()
        if not line:
            sys.exit(43)
        guess = int(line)
        if guess == secret:
            print("correct", flush=True)
            sys.exit(42)
        print("lower" if guess > secret else "higher", flush=True)
    open(sys.argv[3] + "judgemessage.txt", "w").write("too many guesses")
    sys.exit(43)
"""
GUESS_OK = """
    lo, hi = 1, 1000
    while True:
        mid = (lo + hi) // 2
        print(mid, flush=True)
        reply = input()
        if reply == "correct":
            break
        lo, hi = (lo, mid - 1) if reply == "lower" else (mid + 1, hi)
"""


def test_interactive_validator_and_solution_talk_through_pipes(tmp_path):
    pkg = package(tmp_path / "pkg", "problem_format_version: 2023-07-draft\n"
                  "name: Guess\ntype: interactive\nlimits:\n  time_limit: 2\n",
                  {"secret/1": ("777\n", "\n"), "secret/2": ("1\n", "\n")}, GUESS_VALIDATOR)
    (pkg / "output_validators").rename(pkg / "output_validator")    # the current spec's name
    ok = write(tmp_path / "ok.py", GUESS_OK)
    rc, recs, out = judged(tmp_path, pkg, "--solution", ok)
    assert rc == 0 and [r["verdict"] for r in recs.values()] == ["AC", "AC"], out
    linear = write(tmp_path / "linear.py", "for g in range(1, 1001):\n    print(g, flush=True)\n"
                   "    if input() == 'correct':\n        break\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", linear)
    assert recs["secret/1"]["verdict"] == "WA" and "too many" in recs["secret/1"]["message"]
    assert recs["secret/2"]["verdict"] == "AC", out
    crash = write(tmp_path / "crash.py", "raise SystemExit(5)\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", crash, "--case", "secret/1")
    assert recs["secret/1"]["verdict"] == "RE", out
    silent = write(tmp_path / "silent.py", "import time\ntime.sleep(30)\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", silent, "--case", "secret/1")
    assert recs["secret/1"]["verdict"] == "TLE", out


FIRST_LINE_VALIDATOR = """
    import sys
    secret = open(sys.argv[1]).read().strip()
    sys.exit(42 if sys.stdin.readline().strip() == secret else 43)
"""


@pytest.mark.parametrize("current", [True, False])
def test_verify_keeps_wa_when_the_validator_rejected_first(tmp_path, current):
    """problemtools' wrong_answer/guess_tle.cc: the validator rejects at once and exits, the
    solution then spins until it is killed at the higher limit (time_limit x
    time_limit_to_tle). It is WA at the limit itself too (problemtools: validator_first),
    and that CPU time is not its own to bound the limit from below (2025-09: wrong_answer/
    does)."""
    yaml = ("problem_format_version: 2023-07-draft\nname: Spin\ntype: interactive\n"
            "limits:\n  time_limit: 1\n  time_multipliers:\n    time_limit_to_tle: 2\n"
            if current else "name: Spin\nvalidation: custom interactive\n"
            "limits:\n  time_safety_margin: 2\n")
    pkg = package(tmp_path / "pkg", yaml, {"secret/1": ("7\n", "\n")}, FIRST_LINE_VALIDATOR)
    if current:
        (pkg / "output_validators").rename(pkg / "output_validator")
    else:
        write(pkg / ".timelimit", "1\n")
    write(pkg / "submissions" / "accepted" / "ok.py", "print(7, flush=True)\n")
    write(pkg / "submissions" / "wrong_answer" / "spin.py",
          "print(-1, flush=True)\nwhile True:\n    pass\n")
    proc = runner("verify", pkg)
    out = proc.stdout.decode() + proc.stderr.decode()
    assert proc.returncode == 0 and "OK   wrong_answer/spin.py: WA" in out, out
    assert "sensitive to the time limit" not in out and "WARN" not in out, out


@pytest.mark.parametrize("validator, why", [
    ("import sys\nsys.stdin.readline()\nsys.exit(7)\n", "exit code 7"),
    ("while True:\n    pass\n", "still running"),
])
def test_interactive_validator_that_fails_is_a_judge_error(tmp_path, validator, why):
    pkg = package(tmp_path / "pkg", "name: Guess\nvalidation: custom interactive\n"
                  "limits:\n  time_limit: 1\n  validation_time: 1\n",
                  {"secret/1": ("777\n", "\n")}, validator)
    ok = write(tmp_path / "ok.py", GUESS_OK)
    rc, recs, out = judged(tmp_path, pkg, "--solution", ok)
    assert rc == 3 and recs["secret/1"]["verdict"] == "JE", out
    assert why in recs["secret/1"]["message"]


MULTIPASS_VALIDATOR = """
    import os, sys
    inp, ans, feedback = sys.argv[1:4]
    n = int(open(inp).read())            # pass k gets n = k; the answer says when to stop
    last = int(open(ans).read())
    notes = os.path.join(feedback, "notes")
    seen = open(notes).read() if os.path.exists(notes) else ""
    if sys.stdin.read().split() != [str(2 * n)]:
        sys.exit(43)
    open(notes, "w").write(seen + str(n))  # the feedback folder stays across passes
    if n < last:
        open(os.path.join(feedback, "nextpass.in"), "w").write("%d\\n" % (n + 1))
    elif seen + str(n) != "".join(str(k) for k in range(1, last + 1)):
        sys.exit(1)
    sys.exit(42)
"""


def test_multi_pass_runs_again_on_the_validators_next_input(tmp_path):
    pkg = package(tmp_path / "pkg", "name: Twice\nvalidation: custom multi-pass\n"
                  "limits:\n  time_limit: 1\n  validation_passes: 3\n",
                  {"secret/1": ("1\n", "3\n"), "secret/2": ("1\n", "4\n")},
                  MULTIPASS_VALIDATOR)
    double = write(tmp_path / "double.py", "print(2 * int(input()))\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", double)
    assert recs["secret/1"]["verdict"] == "AC", out
    assert recs["secret/1"]["message"] == "accepted after 3 passes"
    assert recs["secret/2"]["verdict"] == "JE" and "3 passes" in recs["secret/2"]["message"]
    wrong = write(tmp_path / "wrong.py", "n = int(input())\nprint(2 * n if n < 2 else 0)\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", wrong, "--case", "secret/1")
    assert recs["secret/1"]["verdict"] == "WA" and "pass 2" in recs["secret/1"]["message"]


# ---------------------------------------------------------------------------- checkers

@pytest.mark.skipif(not HAS_GCC, reason="gcc not installed")
def test_testlib_checker_program(tmp_path):
    checker = write(tmp_path / "chk.c", """
        #include <stdio.h>
        int main(int argc, char **argv) {
            long a, b, want, got;
            FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r");
            FILE *ans = fopen(argv[3], "r");
            if (fscanf(ans, "%ld", &want) != 1) return 3;
            if (fscanf(out, "%ld", &got) != 1) { fprintf(stderr, "no number"); return 2; }
            if (got != want) { fprintf(stderr, "%ld is wrong", got); return 1; }
            return 0;
        }
    """)
    cases = tmp_path / "cases"
    write(cases / "a.in", "1 2\n")
    write(cases / "a.ans", "3\n")
    write(cases / "b.in", "1 2\n")
    write(cases / "b.ans", "oops\n")
    for source, verdicts in ((SUM, ("AC", "JE")), ("print(4)\n", ("WA", "JE")),
                             ("print('x')\n", ("WA", "JE"))):
        sol = write(tmp_path / "s.py", source)
        rc, recs, out = judged(tmp_path, "--solution", sol, "--cases", cases,
                               "--checker", checker)
        assert (recs["a"]["verdict"], recs["b"]["verdict"]) == verdicts, out
    assert "presentation error" in recs["a"]["message"] and rc == 3


def test_compare_float_and_nocase_modes(tmp_path):
    cases = tmp_path / "cases"
    write(cases / "a.in", "\n")
    write(cases / "a.ans", "YES 0.333333\n")
    for source, mode, verdict in (("print('YES 0.3333334')", "float:1e-6", "AC"),
                                  ("print('YES 0.334')", "float:1e-6", "WA"),
                                  # other tokens as the default validator's:
                                  ("print('yes 0.333333')", "float:1e-6", "AC"),  # any case
                                  ("print('yes 0.333333')", "FLOAT:1E-6", "AC"),
                                  ("print('yes 0.333333')", "tokens-nocase", "AC"),
                                  ("print('yes 0.3333334')", "tokens-nocase", "WA")):
        sol = write(tmp_path / "s.py", source + "\n")
        rc, recs, out = judged(tmp_path, "--solution", sol, "--cases", cases,
                               "--compare", mode)
        assert recs["a"]["verdict"] == verdict, (mode, source, out)
    proc = runner("--solution", sol, "--cases", cases, "--compare", "float:x")
    assert proc.returncode == 2


# ---------------------------------------------------------------------------- the JVM

@pytest.mark.skipif(not HAS_JAVA, reason="java not installed")
def test_java_starts_under_the_memory_limit(tmp_path):
    pkg = package(tmp_path / "pkg", "name: Sum\nlimits:\n  time_limit: 5\n  memory: 256\n")
    sol = write(tmp_path / "Sum.java", """
        import java.util.Scanner;
        public class Sum {
            public static void main(String[] args) {
                Scanner s = new Scanner(System.in);
                System.out.println(s.nextLong() + s.nextLong());
            }
        }
    """)
    rc, recs, out = judged(tmp_path, pkg, "--solution", sol)
    assert rc == 0 and all(r["verdict"] == "AC" for r in recs.values()), out


@pytest.mark.skipif(not HAS_GCC, reason="gcc not installed")
def test_problem_toml_names_a_testlib_checker(tmp_path):
    folder = tmp_path / "mine"
    write(folder / "problem.toml", 'time_limit = 1\nmemory_limit = 256\ncompare = "checker"\n'
          'checker = "chk.c"\nsolution = "sol.py"\n')
    write(folder / "chk.c", """
        #include <stdio.h>
        int main(int argc, char **argv) {   /* any even number is fine */
            long got; FILE *out = fopen(argv[2], "r");
            if (fscanf(out, "%ld", &got) != 1) return 2;
            return got % 2 ? 1 : 0;
        }
    """)
    write(folder / "cases" / "a.in", "\n")
    write(folder / "cases" / "a.ans", "\n")
    for source, verdict in (("print(4)\n", "AC"), ("print(3)\n", "WA")):
        write(folder / "sol.py", source)
        rc, recs, out = judged(tmp_path, folder)
        assert recs["a"]["verdict"] == verdict, out


def test_a_compiler_that_hangs_is_stopped_with_its_children(tmp_path, monkeypatch):
    from judge.judging import job
    from judge.programs import building as programs, languages
    monkeypatch.setattr(languages, "COMPILE_CPU_S", 1)
    marker = tmp_path / "cc1-stand-in"
    out = tmp_path / "out"        # the compile's own folder: its sources are copied there
    script = write(out / "cc.sh", "#!/bin/sh\nsh -c 'sleep 300; : %s' &\nsleep 300\n"
                   % marker)
    with pytest.raises(languages.CompileError, match="took too long"):
        programs._compile(["sh", str(script)], str(out), job.package_box(job.modes()))
    left = subprocess.run(["pgrep", "-f", str(marker)], stdout=subprocess.PIPE)
    assert left.stdout == b""


@pytest.mark.parametrize("isolation", ["none", "bwrap"])
def test_sandbox_runs_on_given_pipes_and_writes_only_where_allowed(tmp_path, isolation,
                                                                   request):
    """sandbox.run(stdio=...) for interactive runs, and writable= for a feedback folder."""
    import os
    import threading
    from judge import sandbox
    try:
        modes = sandbox.choose("auto", isolation)
    except sandbox.SandboxError as e:
        pytest.skip(str(e))
    if isolation == "none":          # a root runner runs it as uid 65534: a folder it reaches
        tmp_path = request.getfixturevalue("open_folder")
    feedback = tmp_path / "feedback"
    feedback.mkdir()
    limits = sandbox.Limits(5, 256, 1 << 20)
    read_end, write_end = os.pipe()
    results = {}
    writer = threading.Thread(target=lambda: results.update(w=sandbox.run(
        ["/bin/sh", "-c", "echo through the pipe"], b"", limits, *modes,
        stdio=(os.open(os.devnull, os.O_RDONLY), write_end))))
    writer.start()
    reader = sandbox.run(["/bin/sh", "-c", "cat > %s/got; (echo x > %s/not_here) 2>/dev/null; true" % (
        feedback, tmp_path)], b"ignored", limits, *modes,
        sandbox.NOTHING.plus(sandbox.WRITE, [str(feedback)]),
        stdio=(read_end, os.open(os.devnull, os.O_WRONLY)))
    writer.join()
    assert results["w"].exit_code == 0 and results["w"].stdout == b""
    assert reader.exit_code == 0
    assert (feedback / "got").read_text() == "through the pipe\n"
    # behind bwrap only the writable folder reaches the disk (the rest of /tmp is private)
    # (and a root runner's run, uid 65534, cannot write into root's folder at all)
    assert (tmp_path / "not_here").exists() == (isolation == "none" and os.geteuid() != 0)


def test_expected_results_at_a_line_end_reads_nothing_from_the_next_line(tmp_path):
    """`@EXPECTED_RESULTS@:` with nothing after it on its line: said, never the next line."""
    from judge.problems import submissions
    src = write(tmp_path / "a.cpp", "// @EXPECTED_RESULTS@:\n// CORRECT is not the list\n")
    assert "names no verdict" in submissions.expected_results(str(src))
    src = write(tmp_path / "b.cpp", "// @EXPECTED_RESULTS@: WRONG-ANSWER, TIMELIMIT\n")
    assert submissions.expected_results(str(src)) == {"WA", "TLE"}


def test_a_malformed_expected_results_line_takes_its_folders_expectation(tmp_path):
    """A line that names no verdict, or one this runner does not give, is not the program's
    expectation: its folder's is (wrong_answer/: WA), and a warning says why; where the
    folder has none, it is skipped with that reason."""
    from judge.problems import submissions
    for name, line in (("a.py", "# @EXPECTED_RESULTS@:\n"),
                       ("b.py", "# @EXPECTED_RESULTS@: WRONG_ANSWER, OOPS\n")):
        write(tmp_path / "submissions" / "wrong_answer" / name, line + "print(1)\n")
    write(tmp_path / "submissions" / "other" / "c.py", "# @EXPECTED_RESULTS@: OOPS\nprint(1)\n")
    found = {s.label: s for s in submissions.find_submissions(str(tmp_path))}
    for label in ("wrong_answer/a.py", "wrong_answer/b.py"):
        assert found[label].skip is None and found[label].expected == {"WA"}, label
        assert "@EXPECTED_RESULTS@" in found[label].warning
    assert "OOPS" in found["other/c.py"].skip
