"""Fake problems for the runner's tests (commands/test_runner.py, sandbox/test_sandbox.py, ...):
problem folders built in a temporary directory around the fake solutions of
tests/judge/fake_solutions/ (first line: `# expect: VERDICT`), mostly for the fake "sum" problem
(input `a b`, answer `a + b`), and the runner run on them as a subprocess, judged by its JSON
records and exit code, never by its console text."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import RUNNER
from fake_packages import write

FAKE = Path(__file__).resolve().parent / "fake_solutions"

SUM_CASES = {"small": ("1 2\n", "3\n"), "big": ("1000000 2345\n", "1002345\n")}


def toml_for(solution, time_limit=2.0, memory_limit=64, compare="strict"):
    return "\n".join([
        'title = "Fake"',
        'judge = "BOJ"',
        'url = "https://example.invalid/fake"   # not fetched',
        'solution = "%s"' % solution,
        "time_limit = %s" % time_limit,
        "memory_limit = %s" % memory_limit,
        'compare = "%s"' % compare,
        "python_accepted = true",
        "",
    ])


def make_problem(root, name, solution="ac", cases=SUM_CASES, toml=None, checker=None, **limits):
    """testdata/<name>/ under root, judging a copy of fake_solutions/<solution>.py."""
    folder = root / "testdata" / name
    (folder / "cases").mkdir(parents=True)
    sol = root / "solutions" / ("%s.py" % solution)
    sol.parent.mkdir(exist_ok=True)
    sol.write_bytes((FAKE / ("%s.py" % solution)).read_bytes())
    if toml is None:
        toml = toml_for("solutions/%s.py" % solution, **limits)
    (folder / "problem.toml").write_text(toml)
    for case, (inp, ans) in cases.items():
        (folder / "cases" / (case + ".in")).write_bytes(inp.encode() if isinstance(inp, str) else inp)
        if ans is not None:
            (folder / "cases" / (case + ".ans")).write_bytes(ans.encode() if isinstance(ans, str) else ans)
    if checker is not None:
        (folder / "checker.py").write_text(checker)
    return folder


class Judged:
    def __init__(self, proc, records):
        self.rc = proc.returncode
        self.stdout = proc.stdout.decode("utf-8", "replace")
        self.stderr = proc.stderr.decode("utf-8", "replace")
        self.records = records

    def get(self, problem, case="small"):
        found = [r for r in self.records if r["problem"] == problem and r["case"] == case]
        assert len(found) == 1, (problem, case, self.records)
        return found[0]


def judge(root, *args, env=None, python=sys.executable, timeout=60, preexec=None):
    """Run the runner on root/testdata (preexec: called in its process before the exec); its
    exit code and JSON records."""
    report = root / "report.json"
    if report.exists():
        report.unlink()
    cmd = [python, str(RUNNER), "--testdata", str(root / "testdata"), "--root", str(root),
           "--json", str(report)] + list(args)
    proc = subprocess.run(cmd, capture_output=True, timeout=timeout, env=env,
                          preexec_fn=preexec)
    records = json.loads(report.read_text()) if report.exists() else None
    return Judged(proc, records)


# A runner started as root runs everything as uid 65534: that user must reach the interpreter
# and the folders (pytest's own are 0700, a pyenv Python under /root too).
SYSTEM_PYTHON = "/usr/bin/python3"
RUN_PYTHON = SYSTEM_PYTHON if os.geteuid() == 0 and os.path.exists(SYSTEM_PYTHON) \
    else sys.executable


def skip_unless_uid_65534_reaches_the_repository():
    """A root runner without bwrap runs checkers (the checker host is ours) and stress's
    scripts as uid 65534, so they need this repository readable by that user; in a clone
    under a 0700 folder they are a JE naming the path, by design (test_privilege.py), and
    the tests that need them cannot run there."""
    if os.geteuid() == 0:
        from judge.sandbox import privilege
        blocked = privilege.unreachable([str(RUNNER.parent)])
        if blocked:
            pytest.skip("uid 65534 cannot reach the repository here (%s)" % blocked)


def open_up(root):
    """Every file under root readable by every user."""
    for path in [root] + list(root.rglob("*")):
        os.chmod(str(path), 0o755 if path.is_dir() else 0o644)


def judge_open(root, *args, env=None, timeout=120, preexec=None):
    """judge() on a folder opened to every user, with RUN_PYTHON for the runner and runs."""
    open_up(root)
    return judge(root, "--python", RUN_PYTHON, *args, env=env, python=RUN_PYTHON,
                 timeout=timeout, preexec=preexec)


def drive_pool(tmp_path, folder, program, driver, *args):
    """A scenario of the keeper pool in a process of its own (the pool is per process): the
    judged `program` written to folder/program.py (readable by a run's uid), a log folder
    beside it for the runs to write in, and the `driver` script run as `driver.py ROOT
    *args` with PROGRAM and LOG in args replaced by their paths. Its last line of output, as
    JSON, and the log folder."""
    from conftest import ROOT
    path = folder / "program.py"
    path.write_text(program)
    os.chmod(str(path), 0o644)
    log_folder = folder / "log-folder"
    log_folder.mkdir()
    script = tmp_path / "driver.py"
    script.write_text(driver)
    named = {"PROGRAM": str(path), "LOG": str(log_folder)}
    proc = subprocess.run([sys.executable, str(script), str(ROOT)] + [named.get(a, a)
                                                                        for a in args],
                          capture_output=True, timeout=300)
    lines = proc.stdout.decode().splitlines()
    assert lines, proc.stderr.decode()[-2000:]
    return json.loads(lines[-1]), log_folder


def processes_holding(needle):
    """Pids whose command line holds needle (what is left of a run: its bwrap, its program)."""
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                with open("/proc/%s/cmdline" % pid, "rb") as f:
                    if needle.encode() in f.read():
                        found.append(int(pid))
            except OSError:
                pass
    return found


# Folders of cases in the layouts people already have (oj, CPH, cf-tool, Polygon, ours), and
# the runner (or the installed dlx-judge, exe) run on anything: (exit code, stdout, stderr).
LAYOUTS = {
    "ours": {"1.in": "1 2\n", "1.ans": "3\n", "2.in": "5 5\n", "2.ans": "10\n"},
    "oj": {"sample-1.in": "1 2\n", "sample-1.out": "3\n", "sample-2.in": "5 5\n",
           "sample-2.out": "10\n"},
    "cf-tool": {"in1.txt": "1 2\n", "ans1.txt": "3\n", "in2.txt": "5 5\n", "ans2.txt": "10\n"},
    "polygon": {"01": "1 2\n", "01.a": "3\n", "02": "5 5\n", "02.a": "10\n"},
}


def folder_of(tmp_path, layout):
    for name, text in LAYOUTS[layout].items():
        write(tmp_path / layout / name, text)
    return tmp_path / layout


def run(*args, cwd=None, exe=None):
    out = subprocess.run((exe or [sys.executable, str(RUNNER)]) + [str(a) for a in args],
                         cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    return out.returncode, out.stdout.decode(), out.stderr.decode()


def said_lines(err):
    """stderr's lines but the notes (a sweep of what a killed runner left may come first)."""
    return [line for line in err.strip().splitlines() if ": note: " not in line]
