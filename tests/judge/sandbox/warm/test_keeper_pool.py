"""Covers judge/sandbox/warm/pool.py.

The keeper pool keeps one keeper ready for each run going on (cgroup: where preparing one
waits for the kernel): with -j 2 the second worker's next run no longer queues behind the first
one's preparation on the one forking thread."""
import pytest

from judge.sandbox.warm import pool


class FakePrepared:
    """What take_prepared and refill see of a Prepared, without a process or a cgroup."""

    def __init__(self, containment, pids=False, served=True):
        self.kind, self.taken, self.cg = (containment, pids, served), False, None

    def alive(self):
        return True

    def close(self):
        pass


def _settle():
    """Wait until the forking thread has done what was submitted before."""
    pool._forker().submit(lambda: None).result()


def test_refill_prepares_one_keeper_for_each_run_going_on(monkeypatch):
    monkeypatch.setattr(pool, "Prepared", FakePrepared)
    for name in ("_POOL", "_PENDING", "_TAKEN"):
        monkeypatch.setattr(pool, name, {})
    first, second = pool.take_prepared("cgroup"), pool.take_prepared("cgroup")
    assert first.taken and second.taken and pool._TAKEN["cgroup", False, True] == 2
    pool.refill("cgroup")
    _settle()
    assert len(pool._POOL["cgroup", False, True]) == min(2, pool.CPUS)
    pool.refill("cgroup")                        # enough are ready: nothing more
    _settle()
    assert len(pool._POOL["cgroup", False, True]) == min(2, pool.CPUS)
    pool.refill("subreaper")                     # nothing to wait for there: none prepared
    _settle()
    assert not pool._POOL.get(("subreaper", False, True))


@pytest.mark.parametrize("other", [{"pids": True}, {"served": False}],
                         ids=["with a PID namespace", "forked by the runner"])
def test_keepers_of_another_kind_are_kept_apart(monkeypatch, other):
    """A run never takes a keeper prepared for another kind of run, nor the other way round:
    one that gets its PID namespace from its keeper (root, no bwrap), or one that could signal
    the fork server (our uid, no bwrap: modes.served), whose keeper the runner forks."""
    monkeypatch.setattr(pool, "Prepared", FakePrepared)
    for name in ("_POOL", "_PENDING", "_TAKEN"):
        monkeypatch.setattr(pool, name, {})
    pool.take_prepared("cgroup", **other)
    pool.refill("cgroup", **other)
    _settle()
    assert pool.take_prepared("cgroup").kind == ("cgroup", False, True)
    assert pool.take_prepared("cgroup", **other).kind == FakePrepared("cgroup", **other).kind


class FakeStaged:
    closed = 0

    def close(self):
        FakeStaged.closed += 1


def test_runs_staged_for_many_commands_are_bounded(monkeypatch):
    """A runner judging many problems keeps at most STAGED_MAX runs staged: those of the
    command run least recently are closed first, the current one's never."""
    for name in ("_STAGED", "_STAGING", "_STARTS", "_RUNNING", "_LAST"):
        monkeypatch.setattr(pool, name, {})
    keys = ["problem-%d" % k for k in range(3 * pool.STAGED_MAX)]
    for key in keys:
        for _ in range(pool.STAGE_AFTER):
            pool.take_staged(key)
        pool.stage(key, FakeStaged)
        _settle()
        for _ in range(pool.STAGE_AFTER):
            pool.run_done(key)
    staged = {k: len(v) for k, v in pool._STAGED.items() if v}
    assert sum(staged.values()) <= pool.STAGED_MAX
    assert keys[-1] in staged and keys[0] not in staged
    assert FakeStaged.closed == len(keys) * min(pool.STAGE_AFTER, pool.CPUS) - sum(
        staged.values())
