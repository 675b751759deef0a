"""Covers judge/sandbox/usage.py.

The wait a run is credited includes what the host of a virtual machine took (last test).

A run is charged its own processes' CPU and memory, never a run's before it
(judge/sandbox/usage.py, proc.tree_usage). A warm keeper (warm/spawn.py) reaps one run after
another, so the CPU it has reaped (its cutime) holds every run it served: read whole, it
charged an ordinary user's 60th tiny case about 500 ms (issue 48). Here many tiny cases are
judged in one command, in each containment and isolation, as whoever runs the suite (root,
uid 65534, an ordinary user: the unprivileged passes take the warm keepers' path): the last
cases must cost what the first did, and all be AC at a tight limit."""
import os
import statistics
import subprocess
import time

import pytest

from judge import sandbox
from judge.sandbox import proc, usage
from fake_problems import SUM_CASES, judge_open, make_problem

try:
    sandbox.choose()
except sandbox.SandboxError:
    pass
_MISSING = sandbox.unavailable()
CASES = 40
TIME_LIMIT = 1.0        # a tiny case takes about 25 ms of CPU; one charged for its forerunners
                        #   took 500 ms by the 60th case (the medians below catch it sooner);
                        #   the wall cap (2 s) must hold a busy machine's page-ins too
WHOLE = 10              # the first and the last cases compared


def _available(kind):
    return pytest.param(kind, marks=pytest.mark.skipif(bool(_MISSING.get(kind)),
                                                       reason=str(_MISSING.get(kind))))


@pytest.mark.parametrize("containment", [_available("cgroup"), _available("subreaper")])
@pytest.mark.parametrize("isolation", [_available("bwrap"), "none"])
def test_the_last_of_many_tiny_cases_costs_what_the_first_did(open_folder, containment,
                                                                isolation):
    inputs, answer = SUM_CASES["small"]
    make_problem(open_folder, "tiny", cases={"c%02d" % k: (inputs, answer)
                                             for k in range(CASES)},
                 time_limit=TIME_LIMIT, memory_limit=64)
    run = judge_open(open_folder, env=_env(containment, isolation), timeout=300)
    records = sorted(run.records, key=lambda r: r["case"])
    assert [r["verdict"] for r in records] == ["AC"] * CASES, run.stderr[-2000:]
    assert {r["containment"] for r in records} == {containment}
    cpu = [r["cpu_ms"] for r in records]
    memory = [r["memory_kb"] for r in records]
    first, last = cpu[:WHOLE], cpu[-WHOLE:]
    assert statistics.median(last) <= 1.5 * statistics.median(first) + 20, cpu
    first, last = memory[:WHOLE], memory[-WHOLE:]
    assert statistics.median(last) <= 1.25 * statistics.median(first) + 1024, memory


def _env(containment, isolation):
    return dict(os.environ, DLXJUDGE_CONTAINMENT=containment, DLXJUDGE_ISOLATION=isolation,
                PYTHONDONTWRITEBYTECODE="1")


def test_time_the_host_took_a_cpu_away_is_credited_as_a_wait(monkeypatch):
    """A virtual machine's host may stop a CPU for seconds (steal in /proc/stat): a run on it
    neither runs nor waits by its own counters, and was stopped by the wall clock as if it
    slept (a C++ twin: 6 ms of CPU, 5.2 s of wall clock, TLE). What the host took counts as
    a wait, on the CPU that lost the most; a sleeper gets no more than that."""
    stolen = [[1.0, 2.0]]
    monkeypatch.setattr(proc, "stolen_s", lambda: stolen[0])
    sleeper = subprocess.Popen(["sleep", "60"])
    try:
        used = usage.Usage(None, sleeper.pid, False)
        five_seconds_ago = time.monotonic() - 5.0
        used.count_wait(five_seconds_ago)
        assert used.waited < 0.5                # it sleeps: no wait, nothing stolen yet
        stolen[0] = [1.5, 5.0]                  # then the host takes 3 s of CPU 1
        used.count_wait(five_seconds_ago)
        assert 3.0 <= used.waited < 3.5, used.waited
    finally:
        sleeper.kill()
        sleeper.wait()
