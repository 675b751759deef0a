"""Covers judge/commands/judge.py.

A problem package goes through the one pipeline a problem folder goes through
(judge/commands/judge.py plan -> judge/judging/job.py Job -> judge/judging/case.py judge_cases): its cases hashed before the first run,
-j, --limits and the scales honoured, and a stop signal writes the report of what ran, for
`runner.py PACKAGE --solution F`, for `runner.py verify` and for `runner.py stress` alike.
Every package here is written by the test into its own tmp_path."""
import ast
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from conftest import ROOT, RUNNER
from judge.checking import compare
from judge.commands import cli, judge as judge_cmd, verify
from judge.judging import case as case_mod, job
from fake_packages import SUM, package, runner, write
from sandbox_modes import leftovers, markers_alive

# sleeps (with a child marked with MARKER, for markers_alive) on the input "2 2", else adds
SLEEPY = '''
import subprocess, sys, time
a, b = map(int, input().split())
if (a, b) == (2, 2):
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)",
                      "DLXJUDGE_MARKER=%s"], start_new_session=True)
    time.sleep(60)
print(a + b)
'''


def sleepy(tmp_path):
    """The sleeper, its child marked with tmp_path (a package's program runs from a copy)."""
    return write(tmp_path / "sleepy.py", SLEEPY % tmp_path)
CASES = {"sample/1": ("1 2\n", "3\n"), "secret/1": ("5 6\n", "11\n"),
         "secret/2": ("2 2\n", "4\n"), "secret/3": ("3 4\n", "7\n")}


def test_a_package_gets_the_judging_options_of_a_problem_folder(tmp_path):
    pkg = package(tmp_path / "pkg", cases=CASES)
    sol = write(tmp_path / "sum.py", SUM)
    report = tmp_path / "r.json"
    out = runner(pkg, "--solution", sol, "--tl", "1.5", "--tl-scale", "2", "--ml-scale", "2",
                 "--limits", "judge", "-j", "2", "--json", report)
    assert out.returncode == 0, out.stderr.decode()
    records = json.loads(report.read_text())
    assert [r["case"] for r in records] == ["sample/1", "secret/1", "secret/2", "secret/3"]
    assert {(r["time_limit_ms"], r["memory_limit_mb"]) for r in records} == {(3000, 2048)}
    assert all("judge limits" in r["limits"] for r in records)


def test_package_cases_are_hashed_before_the_first_run(tmp_path):
    pkg = package(tmp_path / "pkg", cases=CASES)
    sol = write(tmp_path / "sum.py", SUM)
    build = tmp_path / "build"
    build.mkdir()
    jobs, broken = judge_cmd.plan(judge_cmd.parse_args([str(pkg), "--solution", str(sol), "--tl", "2"]), str(build))
    assert broken == [] and all(c.digests is not None for c in jobs[0].cases)
    (pkg / "data" / "secret" / "1.ans").write_text("12\n")   # changed after the plan
    rec = case_mod.judge_case(jobs[0], jobs[0].cases[1])
    jobs[0].checker.close()
    assert rec["verdict"] == "JE" and "changed on disk" in rec["message"]


def test_verify_hashes_the_cases_and_passes_j_to_the_one_case_loop(tmp_path, monkeypatch):
    pkg = package(tmp_path / "pkg", cases=CASES)
    write(pkg / ".timelimit", "2\n")
    write(pkg / "submissions" / "accepted" / "sum.py", SUM)
    seen = []

    def spy(tasks, workers, console, stop_at_failure=False, quiet=False):
        seen.append((workers, stop_at_failure, [c.digests is not None for _, c in tasks]))
        return real(tasks, workers, console, stop_at_failure, quiet)
    real = case_mod.judge_cases
    monkeypatch.setattr(verify, "judge_cases", spy)
    assert cli.main(["verify", str(pkg), "-j", "2"]) == 0
    assert seen == [(2, True, [True] * 4)]


def stopped(argv, tmp_path, signum):
    """Start the runner, wait for the marked sleeper, send signum: (exit code, stderr)."""
    proc = subprocess.Popen([sys.executable, str(RUNNER)] + [str(a) for a in argv],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not markers_alive(tmp_path) and time.monotonic() < deadline:
        if proc.poll() is not None:
            break
        time.sleep(0.05)
    assert markers_alive(tmp_path), "the sleeper never started: %s" % (
        proc.communicate(timeout=60),)
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=60)
    return proc.returncode, out.decode(), err.decode()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_a_package_run_and_writes_the_report(tmp_path, signum):
    pkg = package(tmp_path / "pkg", cases=CASES)
    sol = sleepy(tmp_path)
    report = tmp_path / "r.json"
    code, out, err = stopped([pkg, "--solution", sol, "--tl", "20", "--json", report],
                             tmp_path, signum)
    assert code == 128 + signum, err
    assert [r["case"] for r in json.loads(report.read_text())] == ["sample/1", "secret/1"]
    assert "interrupted" in out and "interrupted" in err
    assert not leftovers(tmp_path)


def test_a_signal_stops_verify_and_writes_the_submissions_judged(tmp_path):
    pkg = package(tmp_path / "pkg", cases=CASES)
    write(pkg / ".timelimit", "20\n")
    write(pkg / "submissions" / "accepted" / "sum.py", SUM)
    write(pkg / "submissions" / "time_limit_exceeded" / "sleepy.py", SLEEPY % tmp_path)
    report = tmp_path / "r.json"
    code, out, err = stopped(["verify", pkg, "--json", report], tmp_path, signal.SIGTERM)
    assert code == 128 + signal.SIGTERM, err
    assert [r["submission"] for r in json.loads(report.read_text())] == ["accepted/sum.py"]
    assert not leftovers(tmp_path)


def test_a_signal_stops_stress_of_your_own_problem(tmp_path):
    gen = write(tmp_path / "gen.py", "print(2, 2)\n")
    brute = write(tmp_path / "brute.py", SUM)
    sol = sleepy(tmp_path)
    code, out, err = stopped(["stress", "--solution", sol, "--brute", brute, "--gen", gen,
                              "--tl", "20"], tmp_path, signal.SIGTERM)
    assert code == 128 + signal.SIGTERM, err
    assert not leftovers(tmp_path)


# ---------------------------------------------------------------------------- one of each

def test_a_job_cannot_be_changed_once_made(tmp_path):
    pkg = package(tmp_path / "pkg")
    sol = write(tmp_path / "sum.py", SUM)
    build = tmp_path / "build"
    build.mkdir()
    jobs, _ = judge_cmd.plan(judge_cmd.parse_args([str(pkg), "--solution", str(sol), "--tl", "2"]), str(build))
    with pytest.raises(AttributeError, match="immutable"):
        jobs[0].checker = None
    assert jobs[0].kind in job.KINDS


def _judge_sources():
    return {p.name: ast.parse(p.read_text(encoding="utf-8"))
            for p in (ROOT / "judge").rglob("*.py")}


def test_one_parser_class_and_every_temporary_folder_under_scratch():
    parsers, mkdtemps = [], []
    for name, tree in _judge_sources().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(
                    getattr(b, "attr", getattr(b, "id", "")) == "ArgumentParser"
                    for b in node.bases):
                parsers.append((name, node.name))
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in (
                    "mkdtemp", "mkstemp", "TemporaryDirectory") and not any(
                    k.arg == "dir" for k in node.keywords):
                mkdtemps.append(name)    # a temporary folder or file not inside a folder of ours
    assert parsers == [("session.py", "Parser")]
    assert mkdtemps == ["scratch.py"]


@pytest.mark.parametrize("word", ["", "stress", "verify", "new", "merge"])
def test_every_command_says_a_usage_error_in_one_line(word, tmp_path):
    # a scratch folder of its own (TMPDIR): another test's runner killed outright leaves its
    # folders in the shared one, and the next runner's sweep says so on a line of its own
    out = subprocess.run([sys.executable, str(RUNNER)] + ([word] if word else []) +
                         ["--no-such-option"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=dict(os.environ, TMPDIR=str(tmp_path)))
    err = out.stderr.decode()
    assert out.returncode == 2 and len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err


def test_the_main_help_lists_every_command():
    out = subprocess.run([sys.executable, str(RUNNER), "--help"], stdout=subprocess.PIPE)
    text = out.stdout.decode()
    assert out.returncode == 0
    for word in cli.COMMANDS:
        assert "\n  %s " % word in text, word


@pytest.mark.parametrize("mode,output,ok", [
    ("float:1e-6", "0.1000001\n", True), ("float:1E-6", "0.2\n", False),
    ("tokens-nocase", "ABC\n", True), ("tokens", "abc  \n\n", True), ("strict", "abc \n", True)])
def test_problem_toml_and_compare_take_the_same_modes(tmp_path, mode, output, ok):
    """compare.MODES is the one list: a problem.toml may ask for any of them."""
    answer = "0.1\n" if mode.startswith("float") else "abc\n"
    folder = tmp_path / "p"
    write(folder / "problem.toml", 'time_limit = 2\nmemory_limit = 256\ncompare = "%s"\n'
          'solution = "sol.py"\n' % mode)
    write(folder / "cases" / "1.in", "x\n")
    write(folder / "cases" / "1.ans", answer)
    write(folder / "sol.py", "print(%r, end='')\n" % output)
    out = runner(folder)
    assert out.returncode == (0 if ok else 1), out.stdout.decode() + out.stderr.decode()
    for text in (mode, mode.replace("float", "FLOAT")):
        compare.comparator(text)           # --compare takes it, any case of FLOAT
    assert compare.MODES[-1] == "checker"


def test_an_unknown_compare_mode_names_the_modes(tmp_path):
    folder = tmp_path / "p"
    write(folder / "problem.toml", 'time_limit = 2\nmemory_limit = 256\ncompare = "fuzzy"\n'
          'solution = "sol.py"\n')
    write(folder / "cases" / "1.in", "x\n")
    write(folder / "cases" / "1.ans", "x\n")
    write(folder / "sol.py", "print('x')\n")
    out = runner(folder)
    assert out.returncode == 3 and b"tokens-nocase" in out.stdout, out.stdout


BURNS = '''
import time
start = time.process_time()
while time.process_time() - start < 1.5:      # CPU, not wall: a busy machine changes nothing
    pass
a, b = map(int, input().split())
print(a + b)
'''


@pytest.mark.parametrize("stated", [".timelimit", "--tl"])
def test_verify_judges_at_the_limit_and_at_time_limit_to_tle(tmp_path, stated):
    """1.5 s of CPU at a 1 s limit, legacy time_safety_margin 2: TLE at the limit, AC at 2 s.
    Expected TLE: it matches, and is said to be sensitive to the time limit; expected AC: it
    matches only with the extra time, as problemtools' "OK with extra time"."""
    pkg = package(tmp_path / "pkg", cases={"secret/1": ("5 6\n", "11\n")})
    if stated == ".timelimit":
        write(pkg / ".timelimit", "1\n")
    write(pkg / "submissions" / "time_limit_exceeded" / "slow.py", BURNS)
    write(pkg / "submissions" / "accepted" / "slow_ac.py", BURNS)
    report = tmp_path / "r.json"
    code = subprocess.run(
        [sys.executable, str(RUNNER), "verify", str(pkg), "--json", str(report)] +
        (["--tl", "1"] if stated == "--tl" else []), capture_output=True,
        timeout=600).returncode
    records = {r["submission"]: r for r in json.loads(report.read_text())}
    tle, ac = records["time_limit_exceeded/slow.py"], records["accepted/slow_ac.py"]
    assert code == 0, records
    assert tle["verdict"] == "TLE" and tle["matched"] and "AC at 2 s" in tle["sensitive"]
    assert ac["verdict"] == "TLE" and ac["matched"] and "extra time" in ac["sensitive"]
