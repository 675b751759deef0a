"""Covers judge/sandbox/runs.py.

The runner against solutions that do more than solve (docs/sandbox.md, "What each fault gets"), each
with the verdict a contest judge gives, on both containment paths (cgroup where the machine allows
one, and the subreaper fallback), and never a process left behind: every child the fake
solutions start carries DLXJUDGE_MARKER=<the solution's path> in its command line, and /proc
must hold none of a test's own afterwards (make test runs tests side by side, one per core)."""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from judge import sandbox
from conftest import RUNNER
from fake_problems import (FAKE, RUN_PYTHON, SUM_CASES, judge, judge_open, make_problem,
                           skip_unless_uid_65534_reaches_the_repository, toml_for)
from sandbox_modes import (CONTAINMENTS, HOSTILE, hostile_env, leftovers, markers_alive, needs_bwrap,
                           needs_cgroup, on_both_paths, start_env)



@pytest.fixture(scope="module", params=on_both_paths(CONTAINMENTS))
def hostile_run(request, tmp_path_factory):
    """Every hostile solution judged in one runner, in one containment, its runs started on
    one path (warm, or plain: DLXJUDGE_WARM=0)."""
    containment, path = request.param
    root = tmp_path_factory.mktemp("hostile_%s_%s" % (containment, path))
    for name in HOSTILE:
        make_problem(root, name, solution=name, cases={"small": SUM_CASES["small"]},
                     time_limit=1.0, memory_limit=64)
    run = judge(root, "-j", "2", env=start_env(hostile_env(containment), path))
    return containment, run, root


@pytest.mark.parametrize("solution", sorted(HOSTILE))
def test_hostile_solution_gets_a_judges_verdict(hostile_run, solution):
    containment, run, _ = hostile_run
    rec = run.get(solution)
    assert rec["verdict"] == HOSTILE[solution], rec
    assert rec["containment"] == containment
    first = (FAKE / ("%s.py" % solution)).read_text().splitlines()[0]
    assert first.startswith("# expect: " + HOSTILE[solution])


def test_nothing_outlives_the_run(hostile_run):
    _, run, root = hostile_run
    assert run.records and not leftovers(root)


def test_shared_pages_are_counted_once(hostile_run):
    _, run, _ = hostile_run
    assert run.get("shared_forks")["memory_kb"] < 60 * 1024


@pytest.mark.parametrize("isolation", [pytest.param("bwrap", marks=needs_bwrap), "none"])
def test_the_subreaper_sees_the_memory_of_short_runs(open_folder, isolation):
    """No cgroup: a run of a few milliseconds still shows its memory, however busy the machine
    (no sample need catch it), and a peak between two samples is still an MLE, with or without
    bwrap's extra processes in between, and so is one of an orphan (as root without bwrap,
    reaped by the run's PID namespace's pid 1)."""
    for name in ("short_peak", "spike_memory", "orphan_spike"):
        make_problem(open_folder, name, solution=name, cases={"small": SUM_CASES["small"]},
                     memory_limit=64)
    run = judge_open(open_folder, env=hostile_env("subreaper", isolation))
    peak = run.get("short_peak")
    assert peak["verdict"] == "AC" and peak["memory_kb"] >= 40 << 10, peak
    assert run.get("spike_memory")["verdict"] == "MLE"
    assert run.get("orphan_spike")["verdict"] == "MLE"


@needs_cgroup
def test_memfd_memory_is_charged_by_the_cgroup(tmp_path):
    make_problem(tmp_path, "shm", solution="shm_hog", cases={"small": SUM_CASES["small"]},
                 memory_limit=64)
    rec = judge(tmp_path, env=hostile_env("cgroup")).get("shm")
    assert rec["verdict"] == "MLE", rec


# ------------------------------------------------------------------- what the solution reaches

@needs_bwrap
@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_isolated_solution_cannot_read_answers_write_data_or_stop_the_runner(
        tmp_path, containment):
    cases = {"a": SUM_CASES["small"], "b": SUM_CASES["big"]}
    make_problem(tmp_path, "peek", solution="read_answers", cases=cases)
    folder = make_problem(tmp_path, "rewrite", solution="rewrite_data", cases=cases,
                          compare="checker", checker="def check(i, o, a):\n"
                          "    return o.split() == a.split(), 'compared'\n")
    make_problem(tmp_path, "stop", solution="stop_runner", cases=cases)
    before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    run = judge(tmp_path, env=hostile_env(containment, "bwrap"))
    assert {r["isolation"] for r in run.records} == {"bwrap"}
    assert [r["verdict"] for r in run.records if r["problem"] == "peek"] == ["WA", "WA"]
    assert [r["verdict"] for r in run.records if r["problem"] == "rewrite"] == ["WA", "WA"]
    assert [r["verdict"] for r in run.records if r["problem"] == "stop"] == ["AC", "AC"]
    assert before == {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_without_isolation_rewritten_data_changes_no_verdict(open_folder, containment):
    """isolation none: the solution can write our files (docs/sandbox.md says so), but the checker
    was loaded and the answers hashed before it ran: WA, then a JE, never an AC. (A runner
    started as root runs it as uid 65534: it may write only what that user may.)"""
    skip_unless_uid_65534_reaches_the_repository()
    tmp_path = open_folder
    cases = {"a": SUM_CASES["small"], "b": SUM_CASES["big"]}
    make_problem(tmp_path, "rewrite", solution="rewrite_data", cases=cases, compare="checker",
                 checker="def check(i, o, a):\n    return o.split() == a.split(), 'compared'\n")
    for path in [tmp_path] + list(tmp_path.rglob("*")):
        os.chmod(str(path), 0o777 if path.is_dir() else 0o666)
    run = judge(tmp_path, "--python", RUN_PYTHON, python=RUN_PYTHON,
                env=hostile_env(containment, "none"))
    assert [r["verdict"] for r in run.records] == ["WA", "JE"]
    assert "changed on disk" in run.records[1]["message"]
    assert run.rc == 3


@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_a_stopped_keeper_does_not_hang_the_runner(open_folder, containment):
    tmp_path = open_folder
    make_problem(tmp_path, "stop", solution="stop_parent", time_limit=0.5,
                 cases={"small": SUM_CASES["small"]})
    run = judge_open(tmp_path, env=hostile_env(containment, "none"), timeout=30)
    rec = run.get("stop")
    if os.geteuid() == 0 and sandbox.own_pids("none"):
        # its own PID namespace: its parent is outside (getppid() is 0), and kill(0) stops
        # its own process group: the wall-clock cap ends it
        assert rec["verdict"] == "TLE", rec
    elif os.geteuid() == 0:   # the run is uid 65534: it may not signal its keeper (root)
        assert rec["verdict"] == "RE" and "PermissionError" in rec["message"], rec
    else:
        assert rec["verdict"] == "TLE", rec
    assert not leftovers(tmp_path)


# ------------------------------------------------------------------- checkers in their own process

BROKEN_CHECKERS = {
    "os_exit": "import os\ndef check(i, o, a):\n    os._exit(0)\n",
    "allocates": "def check(i, o, a):\n    b = bytearray(16 << 30)\n    return True, ''\n",
}
# Each of these hangs: the problem's checker_time_limit (1 s) ends it.
HANGING_CHECKERS = {
    "regex": "import re\ndef check(i, o, a):\n"
             "    return bool(re.match(r'(a+)+$', 'a' * 64 + 'b')), ''\n",
    "loops_at_import": "while True:\n    pass\ndef check(i, o, a):\n    return True, ''\n",
}


@pytest.mark.parametrize("checkers", [
    pytest.param(BROKEN_CHECKERS, id="crash-or-hog"),
    pytest.param(HANGING_CHECKERS, id="hang"),
])
def test_checkers_that_crash_hang_or_hog_are_judge_errors(tmp_path, checkers):
    toml = toml_for("solutions/ac.py", time_limit=0.5, compare="checker")
    for name, code in checkers.items():
        make_problem(tmp_path, name, solution="ac", checker=code,
                     toml=toml + "checker_time_limit = 1\n", cases={"small": SUM_CASES["small"]})
    make_problem(tmp_path, "prints", solution="ac", compare="checker", checker=(
        "def check(i, o, a):\n    print('noise')\n    return True, ''\n"))
    started = time.monotonic()
    run = judge(tmp_path, "-j", "2", timeout=60)
    assert time.monotonic() - started < 45
    assert run.rc == 3
    for name in checkers:
        assert run.get(name)["verdict"] == "JE", run.get(name)
    assert run.get("prints")["verdict"] == "AC"


# ------------------------------------------------------------------- signals to the runner

@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signal_stops_every_run_and_writes_the_report(tmp_path, signum):
    make_problem(tmp_path, "first", solution="ac", cases={"small": SUM_CASES["small"]})
    make_problem(tmp_path, "slow", solution="sleep_marked", time_limit=20,
                 cases={"small": SUM_CASES["small"]})
    report = tmp_path / "report.json"
    proc = subprocess.Popen([sys.executable, str(RUNNER), "--testdata", str(tmp_path / "testdata"),
                             "--root", str(tmp_path), "--json", str(report)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 20
    while not markers_alive(tmp_path) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert markers_alive(tmp_path), "the sleeping solution never started"
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 128 + signum, err
    assert [r["problem"] for r in json.loads(report.read_text())] == ["first"]
    assert not leftovers(tmp_path)


# ------------------------------------------------------------------- broken data

def test_bad_case_files_are_judge_errors_not_hangs(tmp_path):
    folder = make_problem(tmp_path, "sum", cases={"good": SUM_CASES["small"]})
    os.mkfifo(str(folder / "cases" / "fifo.in"))
    (folder / "cases" / "fifo.ans").write_text("3\n")
    os.symlink("/dev/zero", str(folder / "cases" / "zero.in"))
    (folder / "cases" / "zero.ans").write_text("3\n")
    run = judge(tmp_path, timeout=30)
    assert run.get("sum", "fifo")["verdict"] == "JE"
    assert run.get("sum", "zero")["verdict"] == "JE"
    assert run.get("sum", "good")["verdict"] == "AC"


@pytest.mark.parametrize("limits", ["memory_limit = 1e-9", "time_limit = inf",
                                    "memory_limit = nan", "time_limit = 1e9",
                                    "checker_time_limit = 0", "checker_time_limit = inf",
                                    'checker_time_limit = "1"'])
def test_absurd_limits_are_judge_errors(tmp_path, limits):
    key = limits.split()[0]
    text = "\n".join(line for line in toml_for("solutions/ac.py").splitlines()
                     if not line.startswith(key)) + "\n" + limits + "\n"
    make_problem(tmp_path, "sum", toml=text)
    run = judge(tmp_path)
    assert run.rc == 3 and run.get("sum", "")["verdict"] == "JE"


@pytest.mark.parametrize("scale", ["inf", "nan", "0", "-2"])
def test_scales_must_be_finite_and_positive(tmp_path, scale):
    make_problem(tmp_path, "sum")
    run = judge(tmp_path, "--tl-scale", scale)
    assert run.rc == 2 and "Traceback" not in run.stderr


def test_every_problem_toml_fault_is_named_at_once(tmp_path):
    make_problem(tmp_path, "sum", toml='compare = "fuzzy"\ntime_limt = 1\n')
    message = judge(tmp_path).get("sum", "")["message"]
    for fault in ("time_limt", "time_limit", "memory_limit", "compare must be"):
        assert fault in message, message


# ------------------------------------------------------------------- the console

def test_a_closed_pipe_and_an_ascii_terminal_lose_nothing(tmp_path):
    make_problem(tmp_path, "sum", solution="wa")   # a WA message holds non-ASCII characters
    make_problem(tmp_path, "sum2", solution="ac")
    report = tmp_path / "report.json"
    cmd = "%s %s --testdata %s --root %s --json %s | head -1" % (
        sys.executable, RUNNER, tmp_path / "testdata", tmp_path, report)
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    proc = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], capture_output=True, env=env,
                          timeout=60)
    assert proc.returncode == 1, proc.stderr
    assert b"Traceback" not in proc.stderr
    assert len(json.loads(report.read_text())) == 4


# ------------------------------------------------------------------- as an ordinary user

NOBODY = 65534
SYSTEM_PYTHON = "/usr/bin/python3"
as_root_with_setpriv = pytest.mark.skipif(
    os.geteuid() != 0 or not shutil.which("setpriv") or not os.path.exists(SYSTEM_PYTHON),
    reason="needs root (to become nobody), setpriv and /usr/bin/python3")


@as_root_with_setpriv
def test_an_unprivileged_user_gets_the_subreaper_and_the_same_verdicts(tmp_path_factory):
    """A user's machine is not root: no cgroup may be made there, so the runner falls back to
    the subreaper by itself and still charges and kills what the solution starts. The repo is
    copied to a folder nobody can read, and judged with the system Python as uid 65534."""
    top = tempfile.mkdtemp(prefix="dlxjudge-nobody-")
    try:
        os.chmod(top, 0o755)
        root = Path(top)
        shutil.copytree(str(RUNNER.parent / "judge"), str(root / "judge"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy(str(RUNNER), str(root / "runner.py"))
        expected = {"ac": "AC", "escape": "AC", "setsid_memory": "MLE", "setsid_cpu": "TLE",
                    "spike_memory": "MLE"}
        for name in expected:
            make_problem(root, name, solution=name, cases={"small": SUM_CASES["small"]},
                         time_limit=1.0, memory_limit=64)
        for path in [root] + list(root.rglob("*")):
            os.chmod(str(path), 0o777 if path.is_dir() else 0o644)
        report = root / "report.json"
        proc = subprocess.run(
            ["setpriv", "--reuid", str(NOBODY), "--regid", str(NOBODY), "--clear-groups",
             SYSTEM_PYTHON, str(root / "runner.py"), "--testdata", str(root / "testdata"),
             "--root", str(root), "--json", str(report), "--python", SYSTEM_PYTHON],
            capture_output=True, timeout=120, env={"PATH": "/usr/bin:/bin"})
        records = json.loads(report.read_text())
        assert {r["problem"]: r["verdict"] for r in records} == expected, proc.stderr
        assert {r["containment"] for r in records} == {"subreaper"}
        assert {r["isolation"] for r in records} <= {"bwrap", "none"}
        assert not leftovers(root)
    finally:
        shutil.rmtree(top, ignore_errors=True)


@needs_bwrap
def test_a_repository_under_tmp_stays_readable_behind_bwrap(tmp_path):
    """bwrap gives the run a private /tmp; a repository that lives there (a CI clone, pytest's
    tmp_path) is shown again, read-only, so a solution can import its code (our wrong
    solutions do), while its test data stays hidden."""
    folder = make_problem(tmp_path, "sum", cases={"small": SUM_CASES["small"]})
    (tmp_path / "helper.py").write_text("def total(text):\n    return sum(map(int, text.split()))\n")
    (tmp_path / "solutions" / "ac.py").write_text(
        "import os, sys\n"
        "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))\n"
        "from helper import total\n"
        "assert not os.path.exists(%r)\n"
        "print(total(sys.stdin.read()))\n" % str(folder / "cases" / "small.ans"))
    rec = judge(tmp_path, env=hostile_env("auto", "bwrap")).get("sum")
    assert rec["verdict"] == "AC" and rec["isolation"] == "bwrap", rec


def test_pypy_nursery_is_capped_only_where_the_cpu_reports_a_huge_cache():
    """PyPy's nursery is half the cpuinfo "cache size": a virtual machine that reports a whole
    socket's L3 (491520 KB) would give every PyPy run a 240 MB nursery, MLE where a judge's
    CPU gives AC; an ordinary cache changes nothing."""
    huge = "processor\t: 0\ncache size\t: 491520 KB\n"
    assert sandbox.pypy_nursery(huge) == {"PYPY_GC_NURSERY": "%dKB" % sandbox.PYPY_NURSERY_CAP_KB}
    assert sandbox.pypy_nursery("cache size\t: 25600 KB\n") == {}
    assert sandbox.pypy_nursery("cache size\t: 32768 KB\n") == {}
    assert sandbox.pypy_nursery("no such line\n") == {}
    assert sandbox.run_env()["PATH"] == sandbox.ENV["PATH"]


@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_a_flood_on_stderr_is_not_a_time_limit(containment):
    """1 GB written to stderr (1 MiB a write, 0.3 s of CPU): the run blocks on that pipe
    while the runner reads it, as on stdout's, and that wait is credited to its wall clock
    (supervise: a read that finds the pipe half full): it ends, exit 0, never killed at the
    wall cap (it was, at a load of 30, before stderr's reads were credited)."""
    from judge import sandbox
    modes = sandbox.choose(containment, "none")
    flood = "import os\nb = b'x' * (1 << 20)\nfor _ in range(1024): os.write(2, b)\nprint(1)"
    r = sandbox.run([RUN_PYTHON, "-c", flood], b"", sandbox.Limits(1.0, 256, 1 << 20),
                    *modes)
    assert (r.kill_reason, r.exit_code, r.stdout) == (None, 0, b"1\n"), r.wall_s
