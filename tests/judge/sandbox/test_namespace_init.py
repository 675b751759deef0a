"""Covers judge/sandbox/keeper.py.

A root runner without bwrap gives each run a PID namespace of its own (docs/sandbox.md, rows
3 and 4), whose pid 1 is a fork of the keeper (keeper._init): a copy of ours that reaps the run's
orphans. Under the subreaper its memory is not the run's, so the samples leave it out (its
CPU, the orphans' it reaped, stays in), and the orphans' peak RSS comes back through its
record (test_sandbox: orphan_spike is MLE)."""
import os
import subprocess
import sys
import time

import pytest

from judge import sandbox
from judge.sandbox import keeper, proc, registry
from judge.sandbox.warm import pool

try:
    sandbox.choose()
except sandbox.SandboxError:
    pass
OWN_PIDS = sandbox.own_pids("none")


def _children(pid, count):
    """pid's children once it has `count` of them (a keeper forks them right after its start)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        kids = proc.read_proc("/proc/%d/task/%d/children" % (pid, pid)).split()
        if len(kids) >= count:
            return [int(k) for k in kids]
        time.sleep(0.01)
    raise AssertionError("keeper %d has no %d children" % (pid, count))


@pytest.mark.skipif(not OWN_PIDS, reason="needs a root runner that may unshare a PID namespace")
def test_the_namespace_s_pid_1_is_found_and_left_out_of_the_memory_samples(monkeypatch):
    prepared = pool.Prepared("subreaper", pids=True)
    try:
        init, stub = _children(prepared.keeper.pid, 2)
        assert proc.namespace_init(prepared.keeper.pid) == init
        read = []
        monkeypatch.setattr(proc, "pss_kb", lambda pid: read.append(pid) or 0)
        proc.tree_usage(prepared.keeper.pid, proc.Seen())
        assert read == [stub]                    # the stub, not pid 1
    finally:
        prepared.close()


def test_a_keeper_without_a_pid_namespace_has_no_pid_1():
    prepared = pool.Prepared("subreaper", pids=False)
    try:
        (stub,) = _children(prepared.keeper.pid, 1)
        assert proc.namespace_init(prepared.keeper.pid) == 0
        registry.sweep_orphans()    # an earlier test's keeper's pid 1 that came to us, the
                                    # subreaper, as it died: the sweep reaps it, as a runner's
        assert proc.namespace_init(os.getpid()) == 0     # the runner's children neither
    finally:
        prepared.close()


def test_pid_1_is_spared_while_awake_it_may_hold_a_reaped_orphan_not_yet_recorded():
    """kill_all kills pid 1 last, and only once it sleeps again: between its wait4 and its
    record a busy machine can take its CPU (state R), and the orphan's peak was lost (an AC
    for orphan_spike's MLE). Asleep, it has recorded every orphan it reaped."""
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    sleeper = subprocess.Popen(["sleep", "60"])
    try:
        time.sleep(0.2)
        assert not keeper._awake(sleeper.pid) and not keeper._awake(None)
        assert any(keeper._awake(spinner.pid) for _ in range(50))
    finally:
        for p in (spinner, sleeper):
            p.kill()
            p.wait()
