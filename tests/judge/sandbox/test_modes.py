"""Covers judge/sandbox/modes.py.

Where user namespaces are off for the uid a run takes (a kernel or policy that refuses them),
a run started without bwrap gets none of its own: its user keyrings and its RLIMIT_NPROC count
are its uid's, shared with that uid's other processes. The probe (modes.own_users) says so, and
the runner says it on every run of that row, in its one note (docs/sandbox.md's rows)."""
import ctypes
import os
import subprocess
import sys

from conftest import ROOT
from fake_problems import RUN_PYTHON, SUM_CASES, make_problem, open_up
from judge import sandbox
from judge.sandbox import privilege

OFF = "user namespaces are off here"

# The runner, on a machine where no run can make a user namespace (privilege.own_users refused,
# in the probe and in every stub: the plain path, so the runner forks every keeper).
RUNNER = r"""
import sys
sys.path.insert(0, %r)
from judge.sandbox import keeper, privilege
privilege.own_users = keeper.own_users = lambda libc: False
from judge.commands import main
sys.argv[0] = "runner.py"
sys.exit(main())
""" % str(ROOT)


def _can_unshare_a_user_namespace():
    """What the probe asks, asked again here: a fork, dropped as a run's stub drops."""
    libc = ctypes.CDLL(None, use_errno=True)
    pid = os.fork()
    if pid == 0:
        try:
            if os.geteuid() == 0:
                os.setgroups([])
                os.setresgid(privilege.RUN_GID, privilege.RUN_GID, privilege.RUN_GID)
                os.setresuid(privilege.RUN_UID, privilege.RUN_UID, privilege.RUN_UID)
            os._exit(0 if libc.unshare(privilege.CLONE_NEWUSER) == 0 else 1)
        finally:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def test_the_probe_says_whether_a_run_gets_a_user_namespace_of_its_own():
    sandbox.choose()
    assert sandbox.own_users() == _can_unshare_a_user_namespace()


def test_where_user_namespaces_are_off_every_run_of_the_row_says_so(open_folder):
    make_problem(open_folder, "sum", cases={"c%d" % k: SUM_CASES["small"] for k in range(3)})
    open_up(open_folder)
    env = dict(os.environ, DLXJUDGE_ISOLATION="none", DLXJUDGE_WARM="0")
    for _ in range(2):                  # each run of the runner says it, not only the first
        out = subprocess.run([RUN_PYTHON, "-c", RUNNER, "--testdata",
                              str(open_folder / "testdata"), "--root", str(open_folder),
                              "--python", RUN_PYTHON], env=env, capture_output=True,
                             timeout=120)
        said = (out.stdout + out.stderr).decode()
        assert out.returncode == 0, said
        assert said.count(OFF) == 1, said
        assert "3/3 AC" in said, said
    env.pop("DLXJUDGE_ISOLATION")       # a machine where they are on says nothing of it
    out = subprocess.run([RUN_PYTHON, str(ROOT / "runner.py"), "--testdata",
                          str(open_folder / "testdata"), "--root", str(open_folder),
                          "--python", RUN_PYTHON, "--isolation", "none"], env=env,
                         capture_output=True, timeout=120)
    if sandbox.own_users():
        assert OFF not in (out.stdout + out.stderr).decode()
