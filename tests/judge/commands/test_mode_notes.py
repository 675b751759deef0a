"""Covers judge/commands/judge.py.

What the runner says it cannot guarantee here (judge/commands/judge.py, _weaker_modes;
docs/sandbox.md's rows): under the subreaper, SysV shared memory that no process maps is
named where the run has no capped IPC namespace of its own (an ordinary user: bwrap's, or
the host's)."""
import pytest

from judge import sandbox
from judge.commands import judge as cli


@pytest.mark.parametrize("isolation, own_ipc, said", [
    ("bwrap", False, "bwrap's IPC namespace: uncapped, gone with the run"),  # docs/sandbox.md row 5
    ("none", False, "the host's: uncapped, and it outlives the run"),         # row 6
    ("bwrap", True, None),                      # rows 2 and 4: root caps it at the memory limit
    ("none", True, None),
])
def test_the_subreaper_note_names_sysv_where_it_is_uncapped(monkeypatch, isolation, own_ipc,
                                                             said):
    monkeypatch.setattr(sandbox, "own_ipc", lambda: own_ipc)
    note = " ".join(text for text, _ in cli._weaker_modes(("subreaper", isolation)))
    if said:
        assert "SysV shared memory that no process maps (%s)" % said in note
    else:
        assert "containment subreaper" in note and "SysV" not in note


def test_a_cgroup_run_needs_no_memory_note(monkeypatch):
    monkeypatch.setattr(sandbox, "own_ipc", lambda: False)
    assert not [t for t, _ in cli._weaker_modes(("cgroup", "bwrap")) if "memory" in t]


@pytest.mark.parametrize("containment, own_pids, signals", [
    ("cgroup", True, False),      # docs/sandbox.md row 3: a PID namespace of its own
    ("subreaper", True, False),   # row 4 too
    ("subreaper", False, True),   # a root that may not unshare one (a container): every
    ("cgroup", False, True),      # process of uid 65534 is in its reach
])
def test_a_root_runner_without_bwrap_says_whether_the_run_can_signal_its_uid(
        monkeypatch, containment, own_pids, signals):
    monkeypatch.setattr(cli.os, "geteuid", lambda: 0)
    monkeypatch.setattr(sandbox, "own_pids", lambda i: own_pids)
    note = " ".join(text for text, _ in cli._weaker_modes((containment, "none")))
    assert "isolation none" in note
    assert ("signal every process of uid 65534" in note) == signals, note


@pytest.mark.parametrize("modes, privilege, said", [
    (("subreaper", "bwrap"), [], None),          # an ordinary user's run: nothing to act on
    (("cgroup", "bwrap"), [], None),
    (("subreaper", "none"), [], "isolation none: "),
    (("subreaper", "none"), ["uid 65534 is not mapped"], "uid 65534 is not mapped"),
    (("cgroup", "bwrap"), ["bwrap started as root (uid 65534 cannot reach /root)"],
     "bwrap started as root"),
])
def test_a_run_starts_with_one_note_at_most_and_only_one_that_matters(monkeypatch, modes,
                                                                       privilege, said):
    monkeypatch.setattr(sandbox, "own_ipc", lambda: False)
    note = cli.the_note(modes, privilege)
    assert (note is None) == (said is None) and (said is None or said in note), note
    assert note is None or "\n" not in note


@pytest.mark.parametrize("missing, said", [({"bwrap": "no bwrap here"}, "install bubblewrap"),
                                           ({}, "forced (--isolation")])
def test_without_bwrap_the_note_says_what_to_do(monkeypatch, missing, said):
    monkeypatch.setattr(sandbox, "unavailable", lambda: missing)
    assert said in cli.the_note(("subreaper", "none"), [])
