"""Covers judge/sandbox/usage.py.

A run is charged its own processes' CPU and memory, never a run's before it
(judge/sandbox/usage.py, proc.tree_usage). A warm keeper (warm/spawn.py) reaps one run after
another, so the CPU it has reaped (its cutime) holds every run it served: read whole, it
charged an ordinary user's 60th tiny case about 500 ms (issue 48). Here many tiny cases are
judged in one command, in each containment and isolation, as whoever runs the suite (root,
uid 65534, an ordinary user: the unprivileged passes take the warm keepers' path): the last
cases must cost what the first did, and all be AC at a tight limit."""
import os
import statistics

import pytest

from judge import sandbox
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
