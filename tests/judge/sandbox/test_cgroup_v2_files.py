"""Covers judge/sandbox/cgroups.py.

The cgroup v2 code path, on a hierarchy of plain files laid out as the kernel's
(Documentation/admin-guide/cgroup-v2.rst): which folder a run's cgroup goes in, which files
set its limits, and how CPU, CPU pressure and peak memory are read. Our machines mount cgroup
v1 only, so the kernel's own v2 is not reached here: these tests pin the names and formats
that path relies on; test_sandbox.py runs the real v1 path."""
import os

import pytest

from judge.sandbox import cgroups

CPU_STAT = "usage_usec 1234567\nuser_usec 1000000\nsystem_usec 234567\n"
PRESSURE = ("some avg10=1.50 avg60=0.80 avg300=0.20 total=250000\n"
            "full avg10=0.00 avg60=0.00 avg300=0.00 total=0\n")


@pytest.fixture
def v2(tmp_path, monkeypatch):
    """A v2 root whose process sits in /runner, with memory, cpu and pids delegated."""
    root = tmp_path / "cgroup"
    (root / "runner").mkdir(parents=True)
    (root / "cgroup.controllers").write_text("cpuset cpu io memory pids\n")
    (root / "runner" / "cgroup.subtree_control").write_text("memory cpu pids\n")
    monkeypatch.setattr(cgroups, "ROOT", str(root))
    monkeypatch.setattr(cgroups, "_own_paths", lambda: {"": "/runner"})
    monkeypatch.setattr(cgroups, "_PARENTS", [])       # found again, in this hierarchy
    return root / "runner"


def test_a_run_cgroup_is_made_under_our_own_and_limited_there(v2):
    cg = cgroups.make()
    assert cg.version == 2 and os.path.dirname(cg.dirs[""]) == str(v2)
    cg.set_limits(64 << 20)
    folder = cg.dirs[""]
    assert open(os.path.join(folder, "memory.max")).read() == str(64 << 20)
    assert open(os.path.join(folder, "memory.swap.max")).read() == "0"
    assert open(os.path.join(folder, "pids.max")).read() == str(cgroups.PIDS_MAX)


def test_cpu_pressure_and_peak_are_read_in_the_kernels_formats(v2):
    cg = cgroups.make()
    folder = cg.dirs[""]
    for name, text in (("cpu.stat", CPU_STAT), ("cpu.pressure", PRESSURE),
                       ("memory.peak", "%d\n" % (37 << 20)), ("cgroup.procs", "41\n42\n")):
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    assert cg.cpu_s() == pytest.approx(1.234567)
    assert cg.cpu_wait_s() == pytest.approx(0.25)      # "some": a member waited for a CPU
    assert cg.peak_kb() == 37 << 10
    assert cg.pids() == [41, 42]


def test_a_kernel_without_pressure_stall_information_gives_no_wait(v2):
    cg = cgroups.make()
    assert cg.cpu_wait_s() is None                     # no cpu.pressure file: PSI is off


def test_the_kill_is_one_write_to_cgroup_kill(v2):
    cg = cgroups.make()
    kill_file = os.path.join(cg.dirs[""], "cgroup.kill")
    open(kill_file, "w").close()
    cg.kill()
    assert open(kill_file).read() == "1"


def test_without_delegated_controllers_v1_is_tried_and_the_reason_given(v2, monkeypatch):
    (v2 / "cgroup.subtree_control").write_text("")     # nothing delegated, and the kernel
    monkeypatch.setattr(cgroups, "_enable_v2", lambda parent: False)   # refuses to enable
    with pytest.raises(OSError, match="no cgroup v2 with memory and cpu"):
        cgroups._parent_dirs()
