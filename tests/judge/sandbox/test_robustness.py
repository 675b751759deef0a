"""Covers judge/sandbox/supervise.py.

The runner under load and against its own faults: a busy machine never changes a verdict (the
wall clock does not count time spent waiting for a CPU, the stack is the runner's, not the
caller's), and what once crashed, hung or leaked (a folder for a case file, a run of minutes,
a freezer stuck in FREEZING, a SIGSTOP to the runner, a checker's daemon, a generator's child
holding its stdout, a runner killed outright) now ends in a verdict and leaves nothing behind.
Each runs on both containments and both isolations where that matters; as an ordinary user
too, where the suite runs as one."""
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from judge import sandbox
from judge.judging import record
from judge.problems import cases as problem_mod
from judge.errors import Verdict
from judge.sandbox import cgroups, proc, scratch, supervise
from conftest import RUNNER
from fake_problems import (FAKE, RUN_PYTHON, SUM_CASES, judge, judge_open, make_problem, open_up,
                           skip_unless_uid_65534_reaches_the_repository, toml_for)
from sandbox_modes import (BWRAP_MISSING, CGROUP_MISSING, CONTAINMENTS, hostile_env, leftovers,
                          markers_alive)

ISOLATIONS = [pytest.param("bwrap", marks=pytest.mark.skipif(bool(BWRAP_MISSING),
                                                              reason=str(BWRAP_MISSING))),
              "none"]
CORES = len(os.sched_getaffinity(0))
BUSY_SECONDS = 90               # a busy loop ends by itself after this, whatever happens
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")


@pytest.fixture(params=ISOLATIONS)
def isolation_and_folder(request, tmp_path):
    """(isolation, a folder to build problems in): without bwrap a root runner runs everything
    as uid 65534, so those tests build in a folder every user can read."""
    if request.param == "none":
        return "none", request.getfixturevalue("open_folder")
    return request.param, tmp_path


def judge_as(folder, isolation, *args, **kwargs):
    """judge(), on an opened folder with RUN_PYTHON where the isolation is none."""
    if isolation == "none":
        return judge_open(folder, *args, **kwargs)
    return judge(folder, *args, **kwargs)


class BusyLoops:
    """Processes that burn CPU, `per_core` of them a core (four: the guide's floor for a busy
    machine), for a bounded time, killed on exit."""

    def __init__(self, per_core=4):
        self.per_core = per_core

    def __enter__(self):
        code = "import time\nend = time.time() + %d\nwhile time.time() < end:\n    pass\n" % (
            BUSY_SECONDS)
        self.procs = [subprocess.Popen([sys.executable, "-c", code])
                      for _ in range(self.per_core * CORES)]
        return self

    def __exit__(self, *exc):
        for p in self.procs:
            p.kill()
            p.wait()


# ------------------------------------------------------------------- load

@pytest.mark.scenario
@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_a_busy_machine_changes_no_verdict(isolation_and_folder, containment):
    """0.85 of the CPU limit with four busy loops per core alongside: it waits for a CPU
    longer than the old wall-clock cap (twice the limit), and is AC; a sleeper is still
    stopped by the wall clock, and its message says the CPU was under the limit."""
    isolation, tmp_path = isolation_and_folder
    cases = {"c%d" % k: SUM_CASES["small"] for k in range(2)}
    make_problem(tmp_path, "cpu", solution="cpu_085", cases=cases, time_limit=1.0)
    make_problem(tmp_path, "sleeper", solution="sleep", time_limit=0.5,
                 cases={"small": SUM_CASES["small"]})
    with BusyLoops():
        run = judge_as(tmp_path, isolation, env=hostile_env(containment, isolation),
                       timeout=240)
    for case in cases:
        rec = run.get("cpu", case)
        assert rec["verdict"] == "AC", rec
        assert rec["cpu_wait_ms"] >= 0
    rec = run.get("sleeper")
    assert rec["verdict"] == "TLE", rec
    assert "under the limit" in rec["message"] and "slept or blocked" in rec["message"], rec
    # stopped a margin past the cap, so that a wait the kernel counts late (up to the
    # margin) still leaves it past the cap: TLE, not "too busy to judge"
    net_ms, cap_ms = map(int, re.search(r"(\d+) ms of wall clock[^>]*> cap (\d+) ms",
                                        rec["message"]).groups())
    assert net_ms >= sandbox.Limits(0.5, 64, 0).wall_kill_s * 1000 - 1 > cap_ms, rec
    assert not leftovers(tmp_path)


@pytest.mark.scenario
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_correct_solution_passes_a_hundred_cases_on_a_busy_machine(tmp_path, jobs):
    """A correct solution over 100 small cases, four busy loops per core alongside and the
    runner in its default modes: every case AC and exit 0, with one worker and with two (a
    user once saw exit 1 here at load 11 while oj passed the same cases: a busy machine must
    slow the runner down, never fail a case)."""
    cases = {"c%03d" % k: ("%d %d\n" % (k, 7 * k), "%d\n" % (8 * k)) for k in range(100)}
    make_problem(tmp_path, "sum", solution="ac", cases=cases, time_limit=1.0)
    with BusyLoops():
        run = judge(tmp_path, "-j", jobs, timeout=240)
    verdicts = {r["case"]: r["verdict"] for r in run.records or []}
    assert verdicts == {case: "AC" for case in cases}, (
        [r for r in run.records or [] if r["verdict"] != "AC"][:3], run.stderr[-2000:])
    assert run.rc == 0, run.stderr[-2000:]


@pytest.mark.scenario
@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_a_run_that_lowers_its_own_priority_earns_no_credit_for_its_wait(tmp_path, containment):
    """niced_waiter sleeps 6 s, then answers, while a thread of its own at nice 19 (and its
    session's autogroup) stays runnable: on a busy machine it waits for a CPU nearly all that
    time. That wait is its own doing: TLE by the wall clock, as any sleeper (it was AC, the
    wait credited). Behind bwrap only: without it the run shares the runner's session, whose
    autogroup it would lower for the whole suite."""
    if BWRAP_MISSING:
        pytest.skip(str(BWRAP_MISSING))
    make_problem(tmp_path, "niced", solution="niced_waiter", time_limit=1.0,
                 cases={"small": SUM_CASES["small"]})
    with BusyLoops():
        run = judge(tmp_path, env=hostile_env(containment, "bwrap"), timeout=240)
    rec = run.get("niced")
    assert rec["verdict"] == "TLE", rec
    assert not leftovers(tmp_path)


def test_a_thread_that_raised_its_nice_is_named_and_none_other():
    """usage.lowered_priority, the rule the credit follows: this process's threads are at the
    runner's priority (None) until one of them raises its nice."""
    import threading
    from judge.sandbox import usage
    assert usage.lowered_priority([os.getpid()]) is None
    niced, done = threading.Event(), threading.Event()

    def lower_then_wait():
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
        niced.set()
        done.wait(30)

    thread = threading.Thread(target=lower_then_wait)
    thread.start()
    try:
        assert niced.wait(30)
        assert "raised its nice to 19" in (usage.lowered_priority([os.getpid()]) or ""), (
            usage.lowered_priority([os.getpid()]))
    finally:
        done.set()
        thread.join()


def _stopped_by_the_wall(net_ms, wall_ms, wait_ms, refused=None):
    """A RunResult as supervise leaves it after a wall-clock kill at net_ms (net of wait)."""
    run = sandbox.RunResult("cgroup", "bwrap")
    run.kill_reason, run.signal, run.cpu_s = "wall", signal.SIGKILL, 0.3
    run.net_wall_s, run.wall_s, run.wait_s = net_ms / 1000, wall_ms / 1000, wait_ms / 1000
    run.wait_refused = refused
    return record.classify_run(run, sandbox.Limits(1.0, 64, 1 << 20))


def test_a_wall_clock_verdict_prints_the_quantity_that_decided_it():
    """The kill is decided on the wall clock net of the wait counted then; the kernel adds a
    thread's wait when it gets a CPU, so more comes in as the run dies (seen at load 40: "14 ms
    of wall clock neither running nor waiting > cap 2000 ms", a TLE). The TLE prints the
    deciding 2001 ms; where the wait counted later shows the cap was never passed, the stop was
    premature: JE (too busy), never TLE."""
    verdict, message = _stopped_by_the_wall(2001, 2600, 400)
    assert verdict == Verdict.TLE and "2001 ms of wall clock" in message, message
    for said, cap in re.findall(r"(\d+) ms of wall clock[^>]*> cap (\d+) ms", message):
        assert int(said) > int(cap), message
    verdict, message = _stopped_by_the_wall(2001, 2400, 2386)
    assert verdict == Verdict.JE and "too busy" in message and "2001 ms" in message, message
    verdict, message = _stopped_by_the_wall(2003, 2400, 0, "its thread 7 raised its nice to 19")
    assert verdict == Verdict.TLE and "raised its nice to 19" in message, message
    assert "2003 ms of wall clock > cap 2000 ms" in message, message


class _Usage:
    """What _enforce reads of a run's usage: no CPU, no wait counted, runnable or not."""
    cpu_s, waited, mem_kb, crowded = 0.0, 0.0, 0, False

    def __init__(self, runnable):
        self.runnable = runnable

    def runnable_now(self):
        return self.runnable


def _enforced(runnable, wall_s):
    """The kill reason supervise's _enforce gives a run `wall_s` into it, with no wait counted."""
    run = supervise.Run.__new__(supervise.Run)
    run.limits, run.killed_at, run.res = sandbox.Limits(1.0, 64, 1 << 20), None, sandbox.RunResult(
        "cgroup", "bwrap")
    run.usage, run.start = _Usage(runnable), time.monotonic() - wall_s
    killed = []
    run._kill = killed.append
    run._enforce(time.monotonic())
    return killed


def test_a_run_queued_for_a_cpu_is_not_stopped_as_a_sleeper():
    """Past the wall-clock cap with no wait counted: a run with no runnable thread slept or
    blocked (TLE); one with a thread runnable now may be queued for a CPU, a wait its
    schedstat adds only once it runs (a C++ twin: 6 ms of CPU, 52 ms of wait counted, 5.2 s of
    wall clock, a TLE at load 16), so it goes on; 30 times the cap still stops it (JE)."""
    assert _enforced(runnable=False, wall_s=2.5) == ["wall"]
    assert _enforced(runnable=True, wall_s=2.5) == []
    assert _enforced(runnable=True, wall_s=61.0) == ["busy"]


def test_a_spinning_process_is_runnable_and_a_sleeping_one_is_not():
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    sleeper = subprocess.Popen(["sleep", "60"])
    try:
        time.sleep(0.2)
        assert not proc.runnable([sleeper.pid])
        assert any(proc.runnable([spinner.pid]) for _ in range(50))
    finally:
        for p in (spinner, sleeper):
            p.kill()
            p.wait()


# It never answers, and its own four spinning processes keep the queue busy: their summed wait
# for a CPU grew faster than the clock, pushing its deadline ahead for good (the runner hung).
CHECKER_WITH_SPINNING_CHILDREN = """import subprocess, sys
def check(i, o, a):
    for _ in range(4):
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
    while True:
        pass
"""


@pytest.mark.scenario
def test_a_checker_that_hangs_is_a_judge_error_on_a_busy_machine(tmp_path):
    """Four busy loops per core, and a checker that hangs with four spinning children: JE
    (stuck), and nothing of it is left; the problem beside it is AC."""
    toml = toml_for("solutions/ac.py", time_limit=0.5, compare="checker")
    make_problem(tmp_path, "hangs", solution="ac", toml=toml + "checker_time_limit = 1\n",
                 checker=CHECKER_WITH_SPINNING_CHILDREN, cases={"small": SUM_CASES["small"]})
    make_problem(tmp_path, "fine", solution="ac", cases={"small": SUM_CASES["small"]})
    with BusyLoops():
        run = judge(tmp_path, timeout=240)
    assert run.get("hangs")["verdict"] == "JE", run.get("hangs")
    assert "still running" in run.get("hangs")["message"], run.get("hangs")
    assert run.get("fine")["verdict"] == "AC", run.get("fine")
    assert run.rc == 3 and not leftovers(tmp_path)


@pytest.mark.scenario
def test_without_bwrap_a_run_lowers_no_priority_but_its_own(open_folder):
    """Without bwrap a run shared the runner's session, so its autogroup: niced_waiter's
    `19 > /proc/self/autogroup` lowered the runner and every later run, whose wait then
    earned no credit (cpu_085 after it, TLE under load). Each run has a session of its own
    now. (The runner here is in a session of its own too: the suite's is never at stake.)"""
    skip_unless_uid_65534_reaches_the_repository()
    root = open_folder
    make_problem(root, "a_niced", solution="niced_waiter", time_limit=1.0,
                 cases={"small": SUM_CASES["small"]})
    make_problem(root, "b_cpu", solution="cpu_085", time_limit=1.0,
                 cases={"c%d" % k: SUM_CASES["small"] for k in range(2)})
    open_up(root)
    report = root / "report.json"
    cmd = [RUN_PYTHON, str(RUNNER), "--python", RUN_PYTHON, "--testdata", str(root / "testdata"),
           "--root", str(root), "--json", str(report)]
    with BusyLoops():
        subprocess.run(cmd, capture_output=True, timeout=240, start_new_session=True,
                       env=hostile_env("auto", "none"))
    verdicts = {(r["problem"], r["case"]): r["verdict"] for r in json.loads(report.read_text())}
    assert verdicts == {("a_niced", "small"): "TLE", ("b_cpu", "c0"): "AC",
                        ("b_cpu", "c1"): "AC"}, json.loads(report.read_text())
    assert not leftovers(root)


def test_more_jobs_than_cores_is_said_once(tmp_path):
    make_problem(tmp_path, "sum", cases={"small": SUM_CASES["small"]})
    run = judge(tmp_path, "-j", str(CORES + 1))
    assert run.rc == 0
    assert len([line for line in run.stderr.splitlines() if "-j" in line]) == 1, run.stderr
    assert "-j" not in judge(tmp_path, "-j", str(CORES)).stderr


def _judge_under_ulimit(tmp_path, ulimit, isolation, solution):
    report = tmp_path / "report.json"
    if report.exists():
        report.unlink()
    python = sys.executable
    if isolation == "none":
        open_up(tmp_path)
        python = RUN_PYTHON
    cmd = [python, str(RUNNER), "deep", "--testdata", str(tmp_path / "testdata"),
           "--root", str(tmp_path), "--solution", str(solution), "--json", str(report)]
    proc = subprocess.run(["bash", "-c", 'ulimit %s && exec "$@"' % ulimit, "-"] + cmd,
                          capture_output=True, timeout=120, env=hostile_env("auto", isolation))
    assert report.exists(), proc.stderr
    return json.loads(report.read_text())[0], proc.stderr.decode()


@needs_gxx
def test_the_stack_is_the_runners_not_the_callers(isolation_and_folder):
    """A recursion about 100 MB deep: AC (the stack is the memory limit, 256 MB) under the
    caller's soft `ulimit -s 8192`, where it would crash, as under `unlimited`. A hard limit
    below that cannot be raised without CAP_SYS_RESOURCE (not even root has it in some
    containers): the runner says so at the start, and the RE says why."""
    isolation, tmp_path = isolation_and_folder
    make_problem(tmp_path, "deep", solution="ac", cases={"small": SUM_CASES["small"]},
                 memory_limit=256)
    solution = FAKE / "deep_recursion.cpp"
    for ulimit in ("-S -s 8192", "-s unlimited"):
        rec, _ = _judge_under_ulimit(tmp_path, ulimit, isolation, solution)
        assert rec["verdict"] == "AC", (ulimit, rec)
    rec, err = _judge_under_ulimit(tmp_path, "-s 8192", isolation, solution)
    if rec["verdict"] != "AC":
        assert "the stack cannot be set above 8 MB" in err, err
        assert rec["verdict"] == "RE" and "ulimit -Hs" in rec["message"], rec


# ------------------------------------------------------------------- the runner's own faults

@pytest.mark.skipif(bool(BWRAP_MISSING), reason=str(BWRAP_MISSING))
def test_a_symlinked_testdata_is_judged_and_still_hidden(tmp_path):
    """--testdata through a link: bwrap could not mount the tmpfs that hides it on the link
    ("Can't mount tmpfs"), and every solution was a CE. Now AC, a checker too; and the data is
    hidden under both names (read_answers finds no answer: WA)."""
    cases = {"small": SUM_CASES["small"]}
    make_problem(tmp_path, "sum", cases=cases)
    make_problem(tmp_path, "peek", solution="read_answers", cases=cases)
    make_problem(tmp_path, "checked", cases=cases, compare="checker", checker=(
        "def check(i, o, a):\n    return o.split() == a.split(), 'compared'\n"))
    os.symlink(tmp_path / "testdata", tmp_path / "linked")
    report = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, str(RUNNER), "--testdata", str(tmp_path / "linked"),
                           "--root", str(tmp_path), "--json", str(report)],
                          capture_output=True, timeout=120, env=hostile_env("auto", "bwrap"))
    verdicts = {r["problem"]: r["verdict"] for r in json.loads(report.read_text())}
    assert verdicts == {"sum": "AC", "peek": "WA", "checked": "AC"}, proc.stdout
    assert not leftovers(tmp_path)


@pytest.mark.skipif(bool(BWRAP_MISSING), reason=str(BWRAP_MISSING))
def test_a_failure_of_the_sandbox_itself_is_a_sandbox_error_naming_it():
    """bwrap that cannot make the sandbox exits 1 with its reason on stderr: that was the
    run's own exit 1 (a CE of a compile, an RE of a solution). Now a SandboxError (a JE for
    every caller) saying bwrap's reason. (A path below the run's own /tmp: bwrap binds it
    back, where a path it sees through the read-only root is not bound again.)"""
    view = sandbox.View().plus(sandbox.EXPOSE, ["/tmp/nonexistent-dlxjudge-path"])
    with pytest.raises(sandbox.SandboxError, match="bwrap: Can't find source path"):
        sandbox.run(["/bin/true"], b"", sandbox.Limits(1, 64, 1 << 20),
                    *sandbox.choose("auto", "bwrap"), view)


def _zombie_children(pid):
    zombies = []
    for entry in os.listdir("/proc"):
        try:
            with open("/proc/%s/stat" % entry, "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid and fields[0] == b"Z":
            zombies.append(int(entry))
    return zombies


@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_the_runner_leaves_no_zombie_children(tmp_path, open_folder, isolation):
    """The runner is a subreaper: what bwrap leaves of itself when its start-up probes end
    comes to it. Nobody waited for them: two zombie [bwrap] per runner, its whole life. None
    while a solution runs now."""
    root = tmp_path if isolation == "bwrap" else open_folder
    make_problem(root, "slow", solution="sleep_marked", time_limit=20,
                 cases={"small": SUM_CASES["small"]})
    cmd = [sys.executable if isolation == "bwrap" else RUN_PYTHON, str(RUNNER), "--testdata",
           str(root / "testdata"), "--root", str(root)]
    err = tmp_path / "stderr"
    with open(err, "wb") as stderr:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=stderr,
                                env=hostile_env("auto", isolation))
    try:
        deadline = time.monotonic() + 60
        while not markers_alive(root) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert markers_alive(root), "the sleeping solution never started"
        assert _zombie_children(proc.pid) == []
    finally:
        proc.send_signal(signal.SIGTERM)
        _exits_or_says_where(proc, err)
    assert not leftovers(root)


def _exits_or_says_where(proc, err, timeout=60):
    """Wait for a runner told to stop; if it does not, fail with its threads' stacks
    (SIGUSR1: judge/commands/cli.py) and its descendants, then kill it."""
    try:
        proc.wait(timeout=timeout)
        return
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGUSR1)
        time.sleep(2)
        tree = subprocess.run(["ps", "-o", "pid,ppid,stat,wchan:20,etime,args", "--ppid",
                               str(proc.pid), "-p", str(proc.pid)], capture_output=True,
                              text=True).stdout
        proc.kill()
        proc.wait()
    pytest.fail("the runner did not exit %d s after SIGTERM\n%s\n%s" % (
        timeout, tree, err.read_text(errors="replace")[-6000:]))


def test_a_folder_for_a_case_file_is_a_judge_error(tmp_path):
    folder = make_problem(tmp_path, "sum", cases={"good": SUM_CASES["small"]})
    (folder / "cases" / "dir_in.in").mkdir()
    (folder / "cases" / "dir_in.ans").write_text("3\n")
    (folder / "cases" / "dir_ans.in").write_text("1 2\n")
    (folder / "cases" / "dir_ans.ans").mkdir()
    run = judge(tmp_path, timeout=60)
    assert "Traceback" not in run.stderr, run.stderr
    assert run.rc == 3
    assert run.get("sum", "dir_in")["verdict"] == "JE"
    assert run.get("sum", "dir_ans")["verdict"] == "JE"
    assert run.get("sum", "good")["verdict"] == "AC"
    with pytest.raises(problem_mod.JudgeError):
        problem_mod.read_case_file(str(folder / "cases" / "dir_in.in"))


def test_a_run_of_many_samples_does_not_overflow(monkeypatch):
    """The gap between samples doubles up to POLL: its power once overflowed a float after
    1024 samples (about 20 s of a run: `--tl 100` on a long CPython run was a JE). With the
    samples made denser and cheaper (the /proc reading left out), a short run takes as many."""
    monkeypatch.setattr(sandbox.supervise, "POLL", 0.0001)
    monkeypatch.setattr(sandbox.proc, "tree_usage", lambda root, seen: (0.0, 0, 0))
    modes = sandbox.choose("subreaper", "none")
    run = sandbox.run(["/bin/sleep", "3"], b"", sandbox.Limits(30, 64, 1 << 20), *modes)
    assert run.exit_code == 0 and run.kill_reason is None


@pytest.mark.skipif(bool(CGROUP_MISSING), reason=str(CGROUP_MISSING))
def test_a_freezer_stuck_in_freezing_is_thawed_and_the_run_killed(monkeypatch, tmp_path):
    """cgroup v1: the kill freezes the run first; when the freezer never reads FROZEN (a busy
    machine, a task in D state), the run was left frozen for good and the runner hung. Now it
    is always thawed, so the SIGKILL lands."""
    cg = cgroups.make()
    if "freezer" not in cg.dirs:
        cg.remove()
        pytest.skip("no cgroup v1 freezer here")
    victim = subprocess.Popen(["/bin/sleep", "60"])
    try:
        for path in cg.procs_files:
            with open(path, "w") as f:
                f.write(str(victim.pid))
        real_read = cgroups._read
        monkeypatch.setattr(cgroups, "_read", lambda path: "FREEZING\n" if path.endswith(
            "freezer.state") else real_read(path))
        cg.kill()
        deadline = time.monotonic() + 10
        while victim.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        state = real_read(os.path.join(cg.dirs["freezer"], "freezer.state")).strip()
        assert victim.poll() == -signal.SIGKILL, state
        assert state == "THAWED"
    finally:
        monkeypatch.undo()
        with open(os.path.join(cg.dirs["freezer"], "freezer.state"), "w") as f:
            f.write("THAWED")
        victim.kill()
        victim.wait()
        cg.remove()


@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_a_solution_that_stops_the_runner_does_not_hang_it(isolation_and_folder, containment):
    """Without isolation the runner goes on (it cannot be held stopped for long), and judges
    the run: TLE when it finds the keeper stopped, AC should something continue the keeper
    (the kernel does, for a process group left orphaned). Behind bwrap, or in the PID
    namespace a root runner's run gets without it, the runner is out of sight: AC; a root
    runner that may not unshare one: RE (the run is uid 65534's, the signal to root's
    runner is refused). The runner once hung there."""
    isolation, tmp_path = isolation_and_folder
    make_problem(tmp_path, "stop", solution="stop_chain", time_limit=0.5,
                 cases={"small": SUM_CASES["small"]})
    run = judge_as(tmp_path, isolation, env=hostile_env(containment, isolation), timeout=60)
    rec = run.get("stop")
    if rec["isolation"] == "bwrap" or (os.geteuid() == 0 and sandbox.own_pids(isolation)):
        expected = ("AC",)
    elif os.geteuid() == 0:
        expected = ("RE",)        # it runs as uid 65534: the signal to root's runner is refused
    else:
        expected = ("AC", "TLE")
    assert rec["verdict"] in expected, rec
    assert not leftovers(tmp_path)


DAEMON_CHECKER = """import os, sys
MARKER = "DLXJUDGE_MARKER=" + __file__
def check(i, o, a):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(60)",
                                      MARKER])
        os._exit(0)
    os.wait()
    return o.split() == a.split(), "compared"
"""


def test_what_a_checker_starts_dies_with_its_check(tmp_path):
    make_problem(tmp_path, "sum", compare="checker", checker=DAEMON_CHECKER)
    run = judge(tmp_path, timeout=60)
    assert [r["verdict"] for r in run.records] == ["AC", "AC"], run.records
    assert not markers_alive(tmp_path) and not leftovers(tmp_path)


GEN_WITH_A_CHILD = """import subprocess, sys
MARKER = "DLXJUDGE_MARKER=" + __file__
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)", MARKER])
print(int(sys.argv[1]) % 7, 2)
"""
REF = "import sys\nprint(sum(map(int, sys.stdin.read().split())))\n"


def test_a_generator_child_holding_stdout_neither_stalls_stress_nor_survives(
        isolation_and_folder):
    """gen.py leaves a child that keeps its stdout open: the round once waited for the EOF
    (120 s), reported a JE, and the child lived on."""
    isolation, tmp_path = isolation_and_folder
    if isolation == "none":
        skip_unless_uid_65534_reaches_the_repository()
    folder = make_problem(tmp_path, "sum", cases={})
    (folder / "gen.py").write_text(GEN_WITH_A_CHILD)
    (folder / "ref.py").write_text(REF)
    python = sys.executable
    if isolation == "none":
        open_up(tmp_path)
        python = RUN_PYTHON
    proc = subprocess.run(
        [python, str(RUNNER), "stress", "sum", "--count", "3", "--python", python,
         "--testdata", str(tmp_path / "testdata"),
         "--solution", str(tmp_path / "solutions" / "ac.py")],
        capture_output=True, text=True, timeout=100, env=hostile_env("auto", isolation))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "agrees with ref.py on 3 generated cases" in proc.stdout
    assert not markers_alive(tmp_path)


def _own_scratch(pid):
    top = Path(scratch.parent())
    return [p for p in top.iterdir() if p.name.split("-")[1:2] == [str(pid)]]


def test_a_runner_killed_outright_leaves_its_folders_to_the_next_one(tmp_path, open_folder,
                                                                      monkeypatch):
    """SIGKILL gives the runner no chance to clean up: the run's working folder stays. The next runner sweeps it, says so, and leaves the folders of live runners. Both
    runners get a temporary folder of their own (TMPDIR), so that no runner of another test
    running alongside sweeps it first."""
    monkeypatch.setattr(tempfile, "tempdir", str(open_folder))
    env = dict(os.environ, TMPDIR=str(open_folder))
    make_problem(tmp_path, "slow", solution="sleep_marked", time_limit=20,
                 cases={"small": SUM_CASES["small"]})
    proc = subprocess.Popen([sys.executable, str(RUNNER), "--testdata", str(tmp_path / "testdata"),
                             "--root", str(tmp_path)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while not markers_alive(tmp_path) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert markers_alive(tmp_path), "the sleeping solution never started"
    proc.kill()
    proc.wait()
    left = _own_scratch(proc.pid)
    assert any(p.name.startswith("run-") for p in left), left
    live = scratch.make("run")           # a live runner's (this process's): kept
    try:
        make_problem(tmp_path, "sum", cases={"small": SUM_CASES["small"]})
        run = judge(tmp_path, "sum", env=env, timeout=60)
        assert run.rc == 0
        assert re.search(r"removed \d+ temporary folders? left by a runner", run.stderr), \
            run.stderr
        assert not _own_scratch(proc.pid)
        assert os.path.isdir(live)
    finally:
        shutil.rmtree(live, ignore_errors=True)
    deadline = time.monotonic() + 10
    while leftovers(tmp_path) and time.monotonic() < deadline:
        time.sleep(0.05)                 # the keeper's SIGTERM on its parent's death
    assert not leftovers(tmp_path)
