"""Covers judge/sandbox/warm/staged.py.

Runs staged ahead of their cases (judge/sandbox/warm/staged.py: Staged): from the second run of a
command on, the next one is set up while the current one runs, and waits at its gate. Each
staged run must still be a run of its own: its own input (a sealed, read-only regular file),
a fresh working directory and, behind bwrap, a fresh private /tmp and its own PID namespace;
and a staged run whose case never comes (the runner ends, or is killed outright) must never
run its command. Each scenario runs in a process of its own (the pool is per process)."""
import os
import time

import pytest

from judge import sandbox
from fake_problems import RUN_PYTHON, drive_pool, processes_holding

try:
    sandbox.choose()
except sandbox.SandboxError:
    pass
_MISSING = sandbox.unavailable()
MODES = [pytest.param(c, i, marks=pytest.mark.skipif(
    bool(_MISSING.get(c) or _MISSING.get(i)), reason=str(_MISSING.get(c) or _MISSING.get(i))))
    for c in ("cgroup", "subreaper") for i in ("bwrap", "none")]
RUNS = 5

# The judged program: what it saw, then marks left where the next run must not see them; one
# line in the log (a writable folder of the view) for each time it ran.
PROGRAM = r'''
import json, os, sys
seen = {"input": sys.stdin.read(), "pid": os.getpid(),
        "tmp_mark": os.path.exists("/tmp/staged-mark"), "dir_mark": os.path.exists("mark"),
        "stdin_regular": os.path.isfile("/proc/self/fd/0")}
try:
    with open("/proc/self/fd/0", "r+b") as f:
        f.write(b"x")
    seen["stdin_written"] = True
except OSError:
    seen["stdin_written"] = False
for path in ("/tmp/staged-mark", "mark"):
    try:
        open(path, "w").close()
    except OSError:
        pass
with open(os.path.join(sys.argv[1], "log"), "a") as f:
    f.write("ran\n")
print(json.dumps(seen))
'''

# The runner's side: RUNS runs of one command, each after the forking thread is idle (so that
# the staged run is ready when its case comes), then the end that argv[5] names.
DRIVER = r'''
import json, os, signal, sys
sys.path.insert(0, sys.argv[1])
from judge import sandbox
from judge.sandbox import view
from judge.sandbox.warm import pool, staged as staging
containment, isolation, program, folder, end = sys.argv[2:7]
sandbox.choose(containment, isolation)
staged = []
go = staging.Staged.go
def counting_go(self, *args):
    staged.append(1)
    return go(self, *args)
staging.Staged.go = counting_go
v = view.View([(view.EXPOSE, program), (view.WRITE, folder)])
limits = sandbox.Limits(5, 256, 1 << 20)
seen = []
for k in range(%d):
    r = sandbox.run([sys.argv[7], program, folder], b"case %%d\n" %% k, limits, containment,
                    isolation, v)
    assert r.exit_code == 0, r.stderr_tail
    seen.append(json.loads(r.stdout))
    pool._forker().submit(lambda: None).result()
print(json.dumps({"seen": seen, "staged": len(staged)}), flush=True)
if end == "kill":
    os.kill(os.getpid(), signal.SIGKILL)
''' % RUNS

# the runs' interpreter, where bwrap shows it: a venv's python lies below the private /tmp
# of an unprivileged pass's copy of the tree, the interpreter it links to does not
INTERPRETER = os.path.realpath(RUN_PYTHON)


def drive(tmp_path, folder, containment, isolation, end):
    return drive_pool(tmp_path, folder, PROGRAM, DRIVER, containment, isolation, "PROGRAM",
                      "LOG", end, INTERPRETER)


@pytest.mark.parametrize("containment,isolation", MODES)
def test_each_staged_run_is_a_run_of_its_own(tmp_path, open_folder, containment, isolation):
    result, log_folder = drive(tmp_path, open_folder, containment, isolation, "exit")
    seen = result["seen"]
    assert result["staged"] == RUNS - pool_first_unstaged()
    assert [s["input"] for s in seen] == ["case %d\n" % k for k in range(RUNS)]
    assert all(s["stdin_regular"] and not s["stdin_written"] for s in seen)
    assert not any(s["dir_mark"] for s in seen)             # a fresh working directory
    if isolation == "bwrap":
        assert not any(s["tmp_mark"] for s in seen)          # a fresh private /tmp
    if isolation == "bwrap" or sandbox.own_pids(isolation):
        assert all(s["pid"] < 10 for s in seen)              # its own PID namespace
    # the run staged for a sixth case that never came did not run at its exit
    assert (log_folder / "log").read_text() == "ran\n" * RUNS
    assert not processes_holding(str(log_folder))


@pytest.mark.parametrize("containment,isolation", MODES)
def test_a_staged_run_of_a_runner_killed_outright_never_runs(tmp_path, open_folder,
                                                             containment, isolation):
    """SIGKILL to the runner: the staged run's keeper (PR_SET_PDEATHSIG) kills it before its
    gate can see an EOF; it never runs its command."""
    result, log_folder = drive(tmp_path, open_folder, containment, isolation, "kill")
    assert result["staged"] == RUNS - pool_first_unstaged()
    deadline = time.monotonic() + 30
    while processes_holding(str(log_folder)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not processes_holding(str(log_folder))
    assert (log_folder / "log").read_text() == "ran\n" * RUNS


def pool_first_unstaged():
    """The runs of a command before the first staged one: STAGE_AFTER (the first stages the
    next from the STAGE_AFTER-th on)."""
    from judge.sandbox.warm import pool
    return pool.STAGE_AFTER


# Hostile solutions (test_sandbox.py's) on four cases each: the third and fourth are judged
# by staged runs, and must get the verdict the first two get, with nothing left behind.
STAGED_HOSTILE = ("orphan", "daemon", "setsid_cpu", "setsid_memory", "stdin_file",
                  "clean_env", "flood_forever", "spike_memory", "alloc_2gb")


@pytest.mark.parametrize("containment", ["cgroup", "subreaper"])
def test_hostile_solutions_get_the_same_verdict_from_staged_runs(tmp_path_factory,
                                                                   containment):
    from fake_problems import SUM_CASES, judge, make_problem
    from sandbox_modes import HOSTILE, hostile_env, leftovers
    if _MISSING.get(containment):
        pytest.skip(str(_MISSING[containment]))
    root = tmp_path_factory.mktemp("staged_hostile_" + containment)
    cases = {name: SUM_CASES["small"] for name in ("k1", "k2", "k3", "k4")}
    for name in STAGED_HOSTILE:
        make_problem(root, name, solution=name, cases=cases, time_limit=1.0, memory_limit=64)
    run = judge(root, "-j", "2", env=hostile_env(containment), timeout=300)
    assert run.records, run.stderr
    for name in STAGED_HOSTILE:
        assert [run.get(name, k)["verdict"] for k in cases] == [HOSTILE[name]] * 4, name
    assert not leftovers(root)
