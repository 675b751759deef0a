"""Run the test suite again as uid 65534, the way a user who is not root runs it.

    python tools/as_nobody.py [TARGET] [MAKE_VAR=VALUE ...]    # default target: test

`make test` calls this after its own run when it is started as root (CI is): root
reaches the judge's root-only paths (dropping to uid 65534, the cgroups), an ordinary
user reaches the others (its own uid kept, a user namespace, no cgroup). Both must pass.

How: a copy of the working tree (without virtual environments and caches) in a fresh
folder that uid 65534 owns and can enter, then `make TARGET` there as uid 65534 with
no supplementary group, no capability, an empty environment but PATH and HOME, and an
interpreter that user can run. The copy is removed afterwards. Where no such
interpreter exists (root's own Python under a 0700 /root and no system python3), it
says so and exits 1: the pass did not run, so it did not pass.
"""
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
AS_NOBODY = ["setpriv", "--reuid", str(NOBODY), "--regid", str(NOBODY), "--clear-groups",
             "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs"]
CANDIDATES = (os.environ.get("PYTHON", ""), sys.executable, "/usr/bin/python3",
              "/usr/local/bin/python3")


def fail(message):
    print("as_nobody: " + message, file=sys.stderr)
    sys.exit(1)


def runs_as_nobody(python, home):
    """True if uid 65534 can start `python` and make a virtual environment with it."""
    probe = AS_NOBODY + ["env", "-i", "HOME=" + home, python, "-c", "import venv, ensurepip"]
    try:
        return subprocess.run(probe, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def interpreter(home):
    for name in CANDIDATES:
        path = shutil.which(name) if name else None
        if path and runs_as_nobody(os.path.realpath(path), home):
            return os.path.realpath(path)
    fail("no Python that uid 65534 can run (tried %s): the unprivileged pass did not run"
         % ", ".join(n for n in CANDIDATES if n))


def copy_tree(dest):
    shutil.copytree(ROOT, dest, symlinks=True,
                    ignore=lambda folder, names: [n for n in names if n in SKIP or (
                        n in ROOT_SKIP and Path(folder) == ROOT)])
    for folder, dirs, files in os.walk(dest):
        for name in [folder] + [os.path.join(folder, f) for f in dirs + files]:
            os.lchown(name, NOBODY, NOBODY)


def main(args):
    if os.geteuid() != 0:
        fail("run as root: it drops to uid 65534 itself (as a user, plain `make test` is the pass)")
    if shutil.which("setpriv") is None:
        fail("setpriv (util-linux) is missing: the unprivileged pass did not run")
    target = [a for a in args if "=" not in a] or ["test"]
    make_vars = [a for a in args if "=" in a and not a.startswith("PYTHON=")]
    base = tempfile.mkdtemp(prefix="dlxjudge-as-nobody-")
    try:
        os.chmod(base, 0o755)
        home = os.path.join(base, "home")
        os.mkdir(home)
        os.lchown(home, NOBODY, NOBODY)
        python = interpreter(home)
        tree = os.path.join(base, "tree")
        copy_tree(tree)
        print("as_nobody: make %s as uid %d in a copy (%s), Python %s"
              % (" ".join(target), NOBODY, tree, python), flush=True)
        env = ["env", "-i", "HOME=" + home, "PATH=/usr/local/bin:/usr/bin:/bin",
               "LANG=C.UTF-8"] + ["%s=%s" % (k, os.environ[k]) for k in ("CI", "TEST_JOBS")
                                  if k in os.environ]
        done = subprocess.run(AS_NOBODY + env + ["make", "-C", tree] + target + make_vars
                              + ["PYTHON=" + python])
        return done.returncode
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
