"""Covers judge/sandbox/proc.py.

A fork bomb gets a verdict, not a hang, on both containment paths (issue 31: under the
subreaper the sampler read every process's smaps_rollup and stalled the verdict past 150 s).
A cgroup's pids.max stops its forks and the CPU limit ends it (TLE); the subreaper's sampler
stops at its cap of tasks (proc.TASK_CAP) and reads a bounded number of processes a sample,
and RLIMIT_NPROC keeps the tree from growing far past it while the sampler waits for a CPU.
No timing is asserted: the runner gets a generous timeout, the test only wants the verdict,
and nothing of the run left alive."""
import pytest

from judge import sandbox
from judge.sandbox import proc, supervise
from fake_problems import (SUM_CASES, judge_open, make_problem,
                           skip_unless_uid_65534_reaches_the_repository)
from sandbox_modes import CONTAINMENTS, hostile_env, leftovers, needs_bwrap



@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_a_fork_bomb_is_judged_and_leaves_nothing(open_folder, containment):
    make_problem(open_folder, "bomb", solution="fork_bomb", cases={"small": SUM_CASES["small"]},
                 time_limit=1.0, memory_limit=64)
    run = judge_open(open_folder, env=hostile_env(containment), timeout=600)
    rec = run.get("bomb")
    assert rec["verdict"] in ("TLE", "MLE", "RE"), rec
    assert rec["containment"] == containment
    assert not leftovers(open_folder)


def test_a_fork_bomb_in_a_pid_namespace_of_its_own_leaves_nothing(open_folder):
    """docs/sandbox.md row 4 (root, no bwrap, the subreaper): the bomb's orphans go to the run's PID
    namespace's pid 1, which the keeper kills last, once the rest is gone: still a verdict,
    and nothing left."""
    if not sandbox.own_pids("none"):
        pytest.skip("needs a root runner that may unshare a PID namespace")
    skip_unless_uid_65534_reaches_the_repository()
    make_problem(open_folder, "bomb", solution="fork_bomb", cases={"small": SUM_CASES["small"]},
                 time_limit=1.0, memory_limit=64)
    run = judge_open(open_folder, env=hostile_env("subreaper", "none"), timeout=600)
    rec = run.get("bomb")
    assert rec["verdict"] in ("TLE", "MLE", "RE"), rec
    assert (rec["containment"], rec["isolation"]) == ("subreaper", "none")
    assert not leftovers(open_folder)


def test_the_subreaper_sample_of_a_crowded_tree_is_bounded(monkeypatch):
    """More processes below the keeper than a sample may read the memory of: every one's CPU
    is read (/proc/PID/stat takes no lock), the memory of READ_CAP of them, in turn, and the
    tree is crowded once the walk meets more than TASK_CAP tasks: then nothing more."""
    tree = {1: list(range(2, 12))}
    stats, memory = [], []

    def fake_walk(root, cap):
        return tree[root], len(tree[root]) > cap

    def fake_read(path):
        if path.endswith("/children"):          # the keeper's own: no PID namespace here
            return b""
        pid = int(path.split("/")[2])
        if path.endswith("/stat"):
            stats.append(pid)
            fields = ["S"] + ["0"] * 10 + ["100", "0", "0", "0"] + ["0"] * 4 + [str(pid)]
            return b"%d (x) " % pid + " ".join(fields).encode()
        if path.endswith("/cmdline"):
            memory.append(pid)
            return b"solution"
        return b"x\nVmHWM:\t10 kB\nPss:\t5 kB\n"

    monkeypatch.setattr(proc, "walk", fake_walk)
    monkeypatch.setattr(proc, "read_bytes", fake_read)
    monkeypatch.setattr(proc, "READ_CAP", 4)
    seen = proc.Seen()
    cpu, pss, hwm, crowded = proc.tree_usage(1, seen)
    assert stats == [1] + tree[1] + [2, 3, 4, 5] and not crowded  # then: do those 4 still run
    assert memory == [2, 3, 4, 5] and pss == 4 * 5 and hwm == 10
    assert cpu == pytest.approx(10 * 100 / proc._clk_tck())
    del memory[:]
    proc.tree_usage(1, seen)
    assert memory == [6, 7, 8, 9]                # the next ones, in turn
    del memory[:]
    proc.tree_usage(1, seen)
    assert memory == [10, 11, 2, 3]
    del memory[:], stats[:]
    monkeypatch.setattr(proc, "TASK_CAP", 8)     # a fork bomb: nothing more is read
    assert proc.tree_usage(1, seen)[3] and stats == [1] and memory == []


def test_a_process_that_ends_during_a_sample_leaves_the_pss_sum(monkeypatch):
    """A parent (pid 2) of 40 MB and three sleeping forks (3, 4, 5) share their pages: each
    reads 10 MB. Two forks exit once read, before the parent is: it shows 20 MB then. Only
    what still runs after the reads counts (10 + 20 MB, not 10 + 10 + 10 + 20). Sums that
    mixed moments showed shared_forks at 62 MB at load 10, where it uses about 40."""
    ended = set()

    def fake_read(path):
        if path.endswith("/children"):
            return b""
        pid = int(path.split("/")[2])
        if path.endswith("/stat"):
            state = "Z" if pid in ended else "S"
            return b"%d (x) " % pid + " ".join([state] + ["0"] * 18 + [str(pid)]).encode()
        if path.endswith("/cmdline"):
            return b"solution"
        if path.endswith("/smaps_rollup"):
            if pid == 2:
                return b"x\nPss:\t%d kB\n" % (40960 // (4 - len(ended)))
            if pid == 5:            # the last fork read: 4 and 5 exit now
                ended.update((4, 5))
            return b"x\nPss:\t10240 kB\n"
        return b"x\nVmHWM:\t40960 kB\n"

    monkeypatch.setattr(proc, "walk", lambda root, cap: ([3, 4, 5, 2], False))
    monkeypatch.setattr(proc, "read_bytes", fake_read)
    _, pss, hwm, _ = proc.tree_usage(1, proc.Seen())
    assert pss == 10240 + 20480 and hwm == 40960


def test_run_nproc_is_what_the_uid_holds_plus_the_cap(monkeypatch):
    monkeypatch.setattr(proc, "uid_tasks", lambda uid: {65534: 7, 1001: 300}[uid])
    assert supervise.run_nproc(65534) == 7 + proc.TASK_CAP + proc.NPROC_SLACK
    monkeypatch.setattr(supervise.os, "getuid", lambda: 1001)
    assert supervise.run_nproc(-1) == 300 + proc.TASK_CAP + proc.NPROC_SLACK
    monkeypatch.setattr(supervise.os, "getuid", lambda: 0)
    assert supervise.run_nproc(-1) == -1         # root outside: the kernel never applies it


ISOLATIONS = [pytest.param("bwrap", marks=needs_bwrap), "none"]


@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_one_runs_threads_never_fail_another_runs(open_folder, isolation):
    """The subreaper's RLIMIT_NPROC is per run (keeper.drop: a user namespace of the run's
    own), not per uid machine-wide: four cases at -j 2, each holding 200 threads at once with
    the one beside it, all get their AC (the kernel counted the other's threads against
    each: one failed after about 110)."""
    if isolation == "none":
        skip_unless_uid_65534_reaches_the_repository()
    cases = {"c%d" % k: SUM_CASES["small"] for k in range(4)}
    make_problem(open_folder, "threads", solution="threads_held", cases=cases,
                 time_limit=3.0, memory_limit=256)
    run = judge_open(open_folder, "-j", "2", env=hostile_env("subreaper", isolation),
                     timeout=300)
    verdicts = {r["case"]: (r["verdict"], r.get("message", "")) for r in run.records}
    assert all(v == "AC" for v, _ in verdicts.values()), (verdicts, run.stderr[-500:])
