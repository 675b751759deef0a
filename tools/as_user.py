"""Run the test suite again as a user who is not root, the way that user runs it.

    python3 tools/as_user.py nobody [TARGET] [MAKE_VAR=VALUE ...]   # uid 65534
    python3 tools/as_user.py USER [TARGET] [MAKE_VAR=VALUE ...]     # an ordinary user
                                                 # (made with useradd if there is none)

`make test-unprivileged` calls both (CI does, through `make test`): root reaches the
judge's root-only paths (dropping to uid 65534, the cgroups), a user reaches the others
(its own uid kept, a user namespace, no cgroup). Both kinds of user must pass, and uid
65534 alone is not enough: behind bwrap an ordinary user's runs map to 65534 too, so a
test that mixes "the caller's uid" with "65534" passes as nobody and fails for everyone
else. Default target: test.

How: a copy of the working tree (without virtual environments and caches) in a fresh
folder that the user owns and can enter, then `make TARGET` there as that user with no
supplementary group, no capability, an empty environment but PATH and HOME, and an
interpreter that user can run. The copy is removed afterwards. Where no such
interpreter exists (root's own Python under a 0700 /root and no system python3), it
says so and exits 1: the pass did not run, so it did not pass.
"""
import pwd
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOBODY = 65534
SKIP = {".venv", ".venv-bench", ".pytest_cache", "__pycache__", ".hypothesis"}
ROOT_SKIP = {"problems"}          # your own problems; tests/problems/ is copied


def as_uid(uid, gid):
    """setpriv's line: that uid and gid, no group, no capability, no new privilege."""
    return ["setpriv", "--reuid", str(uid), "--regid", str(gid), "--clear-groups",
            "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs"]


def user_ids(name):
    """(uid, gid) of `nobody` (65534) or of the ordinary user `name`, made if missing."""
    if name == "nobody":
        return NOBODY, NOBODY
    try:
        entry = pwd.getpwnam(name)
    except KeyError:
        if subprocess.run(["useradd", "--no-create-home", "--user-group", name]).returncode:
            fail("useradd %s failed: the pass as an ordinary user did not run" % name)
        entry = pwd.getpwnam(name)
    if entry.pw_uid in (0, NOBODY):
        fail("%s has uid %d: pick an ordinary user" % (name, entry.pw_uid))
    return entry.pw_uid, entry.pw_gid
CANDIDATES = (os.environ.get("PYTHON", ""), sys.executable, "/usr/bin/python3",
              "/usr/local/bin/python3")


def fail(message):
    print("as_user: " + message, file=sys.stderr)
    sys.exit(1)


def runs_as(ids, python, home):
    """True if the user can start `python` and make a virtual environment with it."""
    probe = as_uid(*ids) + ["env", "-i", "HOME=" + home, python, "-c", "import venv, ensurepip"]
    try:
        return subprocess.run(probe, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def interpreter(ids, home):
    for name in CANDIDATES:
        path = shutil.which(name) if name else None
        if path and runs_as(ids, os.path.realpath(path), home):
            return os.path.realpath(path)
    fail("no Python that uid %d can run (tried %s): the unprivileged pass did not run"
         % (ids[0], ", ".join(n for n in CANDIDATES if n)))


def copy_tree(dest, ids):
    shutil.copytree(ROOT, dest, symlinks=True,
                    ignore=lambda folder, names: [n for n in names if n in SKIP or (
                        n in ROOT_SKIP and Path(folder) == ROOT)])
    for folder, dirs, files in os.walk(dest):
        for name in [folder] + [os.path.join(folder, f) for f in dirs + files]:
            os.lchown(name, *ids)


def main(args):
    if os.geteuid() != 0:
        fail("run as root: it drops to the user itself (as a user, plain `make test` is the pass)")
    if shutil.which("setpriv") is None:
        fail("setpriv (util-linux) is missing: the unprivileged pass did not run")
    if not args or "=" in args[0]:
        fail("usage: as_user.py nobody|USER [TARGET] [MAKE_VAR=VALUE ...]")
    who, args = args[0], args[1:]
    ids = user_ids(who)
    target = [a for a in args if "=" not in a] or ["test"]
    make_vars = [a for a in args if "=" in a and not a.startswith("PYTHON=")]
    base = tempfile.mkdtemp(prefix="dlxjudge-as-user-")
    try:
        os.chmod(base, 0o755)
        home = os.path.join(base, "home")
        os.mkdir(home)
        os.lchown(home, *ids)
        python = interpreter(ids, home)
        tree = os.path.join(base, "tree")
        copy_tree(tree, ids)
        print("as_user: make %s as %s (uid %d) in a copy (%s), Python %s"
              % (" ".join(target), who, ids[0], tree, python), flush=True)
        env = ["env", "-i", "HOME=" + home, "PATH=/usr/local/bin:/usr/bin:/bin",
               "LANG=C.UTF-8"] + ["%s=%s" % (k, os.environ[k]) for k in ("CI", "TEST_JOBS")
                                  if k in os.environ]
        done = subprocess.run(as_uid(*ids) + env + ["make", "-C", tree] + target + make_vars
                              + ["PYTHON=" + python])
        return done.returncode
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
