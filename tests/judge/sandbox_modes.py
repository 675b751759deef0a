"""What the sandbox's tests share: the modes this machine has (CGROUP_MISSING, BWRAP_MISSING,
needs_cgroup, needs_bwrap, CONTAINMENTS), the environment that forces one on a runner
(hostile_env), and the processes a test left behind, found by its own folder's path
(leftovers, markers_alive), never by a name another test's processes share."""
import os
import shutil

import pytest

from fake_problems import judge_open
from judge import sandbox

try:
    sandbox.choose()
except sandbox.SandboxError:
    pass
CGROUP_MISSING = sandbox.unavailable().get("cgroup")
BWRAP_MISSING = sandbox.unavailable().get("bwrap")
needs_cgroup = pytest.mark.skipif(bool(CGROUP_MISSING), reason=str(CGROUP_MISSING))
needs_bwrap = pytest.mark.skipif(bool(BWRAP_MISSING), reason=str(BWRAP_MISSING))
CONTAINMENTS = [pytest.param("cgroup", marks=needs_cgroup), "subreaper"]

def alive(needle):
    """Live processes whose command line holds needle (bytes)."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as f:
                cmdline = f.read()
            with open("/proc/%s/stat" % pid, "rb") as f:
                state = f.read().rsplit(b")", 1)[1].split()[0]
        except OSError:
            continue
        if needle in cmdline and state != b"Z":
            found.append(int(pid))
    return found


def markers_alive(root):
    """The children the fake solutions under root started (DLXJUDGE_MARKER=<path>)."""
    return alive(b"DLXJUDGE_MARKER=" + str(root).encode())


def leftovers(root):
    """Anything still naming root: those children, a runner, a keeper, a bwrap."""
    return alive(str(root).encode())


def hostile_env(containment, isolation="auto"):
    return dict(os.environ, DLXJUDGE_CONTAINMENT=containment, DLXJUDGE_ISOLATION=isolation,
                PYTHONUNBUFFERED="1", PYTHONDONTWRITEBYTECODE="1", DLXJUDGE_SECRET="1")


ROOT_RUNNER = os.geteuid() == 0
ISOLATIONS = [pytest.param("bwrap", marks=needs_bwrap), "none"]
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")


def run_as_user(root, *args, isolation="auto", containment="auto"):
    """The runner on root's problems, opened to every user, in these modes."""
    return judge_open(root, *args, env=hostile_env(containment, isolation))
