"""What the sandbox's tests share: the modes this machine has (CGROUP_MISSING, BWRAP_MISSING,
needs_cgroup, needs_bwrap, CONTAINMENTS), the environment that forces one on a runner
(hostile_env) and a start path (start_env, on_both_paths: conftest.start_path's two), and the processes a test left behind, found by its own folder's path
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


def start_env(env, path):
    """env for a runner whose runs start on this path (conftest.start_path): "warm", the
    default, or "plain" (DLXJUDGE_WARM=0)."""
    env = {k: v for k, v in env.items() if k != "DLXJUDGE_WARM"}
    return dict(env, DLXJUDGE_WARM="0") if path == "plain" else env


def on_both_paths(params):
    """pytest params (values or pytest.param) again for each start path: (value, path)."""
    both = []
    for p in params:
        value, marks = (p.values[0], p.marks) if hasattr(p, "values") else (p, ())
        both += [pytest.param((value, path), marks=marks, id="%s-%s" % (value, path))
                 for path in ("warm", "plain")]
    return both


ROOT_RUNNER = os.geteuid() == 0
ISOLATIONS = [pytest.param("bwrap", marks=needs_bwrap), "none"]
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")


def run_as_user(root, *args, isolation="auto", containment="auto"):
    """The runner on root's problems, opened to every user, in these modes."""
    return judge_open(root, *args, env=hostile_env(containment, isolation))

# fake solution -> verdict, at 1 s and 64 MB (POJ 3074's limits)
HOSTILE = {
    "orphan": "AC",              # a child holding stdout is killed when main exits
    "escape": "AC",              # ... also one in a new session
    "daemon": "AC",              # ... and a double-forked daemon that closed its fds
    "setsid_cpu": "TLE",         # CPU of a child outside the group is charged
    "setsid_memory": "MLE",      # memory of a child outside the group is charged
    "unwaited_workers": "TLE",   # CPU of workers nobody waited for is charged
    "shared_forks": "AC",        # shared pages are not counted four times
    "stdin_file": "AC",          # stdin is the input file: fstat, seek, mmap
    "clean_env": "AC",           # none of the caller's environment, an empty directory
    "memory_error_text": "RE",   # "MemoryError" in stderr is not an MLE
    "flood_forever": "OLE",      # stopped at the output cap
    "alloc_2gb": "MLE",
    "spike_memory": "MLE",       # a peak between two memory samples
    "busy": "TLE",
    "stdout_to_fd_100": "AC",    # a grader library's high fd is within the open-file limit
    "fd_hog": "AC",              # ... and opening files without end is refused (EMFILE)
}
