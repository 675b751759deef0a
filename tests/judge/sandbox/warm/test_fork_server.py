"""Covers judge/sandbox/warm/server.py.

Keepers are forked by the fork server (judge/sandbox/warm/server.py), a small process of the
runner's, not by the runner: forking the runner's memory for every run cost more CPU than
the solution's own start. Where the server cannot serve (gone, stopped, or no pidfd here),
the runner forks its keepers itself and every run is judged as before."""
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from judge import sandbox
from judge.sandbox import proc
from judge.sandbox.warm import pool, server as forkserver

MODES = sandbox.choose()
SERVED = hasattr(os, "pidfd_open") and hasattr(signal, "pidfd_send_signal")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def _run_echo():
    return sandbox.run(["/bin/echo", "hi"], b"", sandbox.Limits(2, 64, 1 << 20), *MODES)


def _anon_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        return int(next(line for line in f if line.startswith("RssAnon:")).split()[1])


def _children(pid):
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        kids = proc.read_proc("/proc/%d/task/%d/children" % (pid, pid)).split()
        if kids:
            return [int(k) for k in kids]
        time.sleep(0.01)
    raise AssertionError("keeper %d has no child" % pid)


def _until_dead(pid):
    deadline = time.monotonic() + 60
    while not proc.zombie(pid) and time.monotonic() < deadline:
        time.sleep(0.01)


def _drain():
    """Close the keepers prepared and the runs staged so far (their server may be another)."""
    with pool._POOL_LOCK:
        waiting = [p for ps in pool._POOL.values() for p in ps] + [
            s for ss in pool._STAGED.values() for s in ss]
        for ready in list(pool._POOL.values()) + list(pool._STAGED.values()):
            del ready[:]
    for ready in waiting:
        ready.close()


@pytest.fixture
def fresh_server(monkeypatch):
    """A server of this test's own (the test may kill or stop it), gone after the test."""
    _drain()
    monkeypatch.setattr(pool, "_SERVER", [])
    yield
    _drain()
    for server in pool._SERVER:
        if server is not None:
            server.stop()


@pytest.mark.skipif(not SERVED, reason="no pidfd here (Python < 3.9): keepers are ours")
def test_a_run_s_keeper_is_the_small_server_s_child_not_the_runner_s(fresh_server):
    prepared = pool.Prepared(*MODES[:1])
    try:
        server = pool._SERVER[0]
        assert isinstance(prepared.keeper, pool.ServedKeeper)
        assert proc.parent(prepared.keeper.pid) == server.process.pid
        assert proc.parent(server.process.pid) == os.getpid()
        assert _anon_kb(server.process.pid) < _anon_kb(os.getpid()) / 2
        # its stub, waiting for the run, is a copy of the server: no run's memory (subreaper)
        stub = _children(prepared.keeper.pid)[0]
        assert proc.cmdline(stub) in proc._our_cmdlines()
    finally:
        prepared.close()
    res = _run_echo()
    assert res.exit_code == 0 and res.stdout == b"hi\n"


def test_the_server_loads_keeper_py_s_modules_and_not_threading():
    """Not the sandbox's __init__ (the whole sandbox), nor threading: its handler at every
    fork tripled the page faults of each keeper and each stub
    (bench/results/case-cost.md)."""
    loaded = subprocess.run(forkserver.command("--modules"), capture_output=True, text=True,
                            check=True).stdout.split()
    assert "judge.sandbox.keeper" in loaded and "judge.sandbox.warm.server" in loaded
    assert "threading" not in loaded
    assert not [m for m in loaded if m.startswith("judge.") and m not in (
        "judge.sandbox", "judge.sandbox.warm", "judge.sandbox.warm.server",
        "judge.sandbox.warm.spawn", "judge.sandbox.keeper",
        "judge.sandbox.proc", "judge.sandbox.privilege", "judge.sandbox.protocol",
        "judge.sandbox.cgroups")]


@pytest.mark.skipif(not SERVED, reason="no pidfd here (Python < 3.9): keepers are ours")
def test_a_killed_server_leaves_the_forks_to_the_runner(fresh_server):
    server = pool._server()
    assert _run_echo().exit_code == 0
    os.kill(server.process.pid, signal.SIGKILL)
    _until_dead(server.process.pid)
    res = _run_echo()
    assert res.exit_code == 0 and res.stdout == b"hi\n"
    assert server.sock is None                   # given up: the runner forks from now on
    prepared = pool.Prepared(*MODES[:1])
    try:
        assert type(prepared.keeper) is pool.KeeperProcess
        assert proc.parent(prepared.keeper.pid) == os.getpid()
    finally:
        prepared.close()


@pytest.mark.skipif(not SERVED, reason="no pidfd here (Python < 3.9): keepers are ours")
def test_a_stopped_server_is_given_up_after_its_answer_time(fresh_server, monkeypatch):
    """A run without isolation has our uid and may SIGSTOP the server: the runner waits
    ANSWER_S for a fork, then kills the server and forks the keeper itself (never a hang)."""
    monkeypatch.setattr(forkserver, "ANSWER_S", 0.5)
    server = pool._server()
    pid = server.process.pid
    os.kill(pid, signal.SIGSTOP)
    prepared = pool.Prepared(*MODES[:1])
    try:
        assert type(prepared.keeper) is pool.KeeperProcess
    finally:
        prepared.close()
    assert server.sock is None and server.process is None
    assert not os.path.exists("/proc/%d" % pid)  # killed and reaped
    res = _run_echo()
    assert res.exit_code == 0 and res.stdout == b"hi\n"


def test_a_run_that_could_signal_the_server_has_a_keeper_of_the_runner_s():
    """modes.served: behind bwrap (a PID namespace of its own) or as another uid a run cannot
    reach the server; with our uid and no bwrap it could, so its keeper is forked here."""
    me = os.geteuid()
    assert sandbox.modes.served("bwrap", -1)
    assert sandbox.modes.served("none", 65534) == (me != 65534)
    assert not sandbox.modes.served("none", -1)
    assert not sandbox.modes.served("none", me)
    prepared = pool.Prepared(MODES[0], served=False)
    try:
        assert type(prepared.keeper) is pool.KeeperProcess
        assert proc.parent(prepared.keeper.pid) == os.getpid()
    finally:
        prepared.close()


def test_where_no_server_can_serve_the_runner_forks_its_keepers(fresh_server, monkeypatch):
    monkeypatch.setattr(forkserver.Server, "start", lambda self: False)
    res = _run_echo()
    assert res.exit_code == 0 and res.stdout == b"hi\n"
    assert pool._SERVER == [None]


@pytest.mark.skipif(not SERVED, reason="no pidfd here (Python < 3.9): keepers are ours")
def test_the_server_dies_with_the_runner(tmp_path):
    """A runner killed outright (SIGKILL: no handler, no atexit) takes its server with it
    (PR_SET_PDEATHSIG), and the server's keepers go with the server."""
    script = textwrap.dedent("""
        import sys, time
        sys.path.insert(0, %r)
        from judge import sandbox
        from judge.sandbox.warm import pool
        modes = sandbox.choose()
        sandbox.run(["/bin/true"], b"", sandbox.Limits(2, 64, 1 << 20), *modes)
        prepared = pool.Prepared(modes[0])
        print(pool._SERVER[0].process.pid, prepared.keeper.pid, flush=True)
        time.sleep(600)
    """ % ROOT)
    runner = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE)
    try:
        server, keeper = map(int, runner.stdout.readline().split())
        runner.kill()
        runner.wait()
        deadline = time.monotonic() + 60     # a loaded machine: seconds, never a hang
        while time.monotonic() < deadline and any(
                os.path.exists("/proc/%d" % p) and not proc.zombie(p) for p in (server, keeper)):
            time.sleep(0.05)
        assert not any(os.path.exists("/proc/%d" % p) and not proc.zombie(p)
                       for p in (server, keeper))
    finally:
        if runner.poll() is None:
            runner.kill()
            runner.wait()


@pytest.mark.skipif(not SERVED, reason="no pidfd here (Python < 3.9): keepers are ours")
def test_a_keeper_the_server_forked_before_it_failed_serves_no_run(fresh_server, monkeypatch):
    """The server may fork a keeper and still fail (its answer lost, a pidfd refused): that
    keeper holds the fds it was given, so the runner makes everything again (fds, cgroup)
    for a keeper of its own, and the first one leaves at EOF, never reached by a run."""
    real, forked = forkserver.Server.fork_keeper, []

    def forks_then_fails(self, *args):
        pid, pidfd = real(self, *args)
        forked.append(pid)
        os.close(pidfd)
        raise OSError("the answer was lost")

    monkeypatch.setattr(forkserver.Server, "fork_keeper", forks_then_fails)
    prepared = pool.Prepared(*MODES[:1])
    try:
        assert type(prepared.keeper) is pool.KeeperProcess
        _until_dead(forked[0])
        assert proc.zombie(forked[0])            # it left: nothing of it waits for a run
    finally:
        prepared.close()
        pool._SERVER[0].reap(forked[0])
    monkeypatch.setattr(forkserver.Server, "fork_keeper", real)
    res = _run_echo()
    assert res.exit_code == 0 and res.stdout == b"hi\n"
