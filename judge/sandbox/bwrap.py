"""bwrap's command line for a run: what the solution sees of the file system, its namespaces,
who it is inside. The probe of what this bwrap can do is modes.py's."""
import os
import subprocess

from . import privilege

HIDDEN_RUNTIME = ("/run", "/var/run", "/var/lock")  # host sockets (AF_UNIX files) live there
OPTIONAL = ("--size", "--disable-userns")          # bwrap 0.5 and 0.8: used where present
_HAS = set()                    # of OPTIONAL, what the bwrap we use knows (learn)


def learn(path):
    """Note which OPTIONAL options the bwrap at path knows (its --help lists them)."""
    if path is None:
        return
    try:
        text = subprocess.run([path, "--help"], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=10).stdout.decode("latin-1")
    except (OSError, subprocess.SubprocessError):
        return
    _HAS.update(o for o in OPTIONAL if o + " " in text)


def prefix(bwrap, workdir, view, tmpfs_bytes=None, uid=privilege.RUN_UID, ipc=True,
           gated=False, spawned=False, net=True):
    """bwrap's arguments: read-only root, a private read-only /dev, private /tmp and /dev/shm
    (each at most tmpfs_bytes), a private /proc with /proc/sys read-only, the host's runtime
    folders (sockets) hidden; then the rules of `view` (view.py: shown folders bound back
    read-only, hidden ones behind empty tmpfs, exposed paths bound back read-only, each
    where a mount of the run's covers it (_below); writable folders bound read-write), a
    writable workdir; new namespaces (PID; network, so no abstract socket either, unless `net`
    is False: the stub or keeper made the run one with no interface up, privilege.own_net;
    UTS; cgroup where it can; IPC unless `ipc` is False: the stub made the run a capped one
    of its own, privilege.own_ipc, which bwrap's would replace with the kernel's limits;
    user: uid and gid `uid` inside, no capability, no further user namespace); it dies with
    the keeper. `gated`: a staged run's (keeper.py): bwrap waits on fd 3 with everything set
    up, before it forks the run. `spawned`: started by the keeper itself
    (warm/spawn.py: _spawn_bwrap), bwrap tells it its child's pid on fd 4."""
    size = ["--size", str(tmpfs_bytes)] if tmpfs_bytes and "--size" in _HAS else []
    args = [bwrap, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
            "--ro-bind", "/proc/sys", "/proc/sys"] + size + ["--tmpfs", "/tmp"] + size + [
            "--tmpfs", "/dev/shm", "--remount-ro", "/dev"]
    covered = ["/dev", "/proc", "/tmp"]      # what the run's own mounts cover so far
    for d in HIDDEN_RUNTIME:
        if os.path.isdir(d) and not os.path.islink(d):
            args += ["--tmpfs", d]
            covered.append(d)
    for d in view.show:           # read-only already, unless a mount above covers it
        if _below(d, covered):
            args += ["--ro-bind", d, d]
    for d in view.hide:
        args += ["--tmpfs", d]
    for p in view.expose:
        if _below(p, covered + view.hide):
            args += ["--ro-bind", p, p]
    for d in view.writable:       # an output validator's feedback folder
        args += ["--bind", d, d]
    if workdir != "/":
        args += ["--bind", workdir, workdir, "--chdir", workdir]
    unshare = ["--unshare-user", "--unshare-pid"] + (["--unshare-net"] if net else []) + [
        "--unshare-uts", "--unshare-cgroup-try"] + (["--unshare-ipc"] if ipc else [])
    return args + unshare + ["--uid", str(uid), "--gid", str(uid)] + (
        ["--disable-userns"] if "--disable-userns" in _HAS else []) + (
        ["--block-fd", "3"] if gated else []) + (["--info-fd", "4"] if spawned else []) + [
        "--cap-drop", "ALL", "--die-with-parent", "--new-session", "--"]


def _below(path, mounts):
    """Whether the real path `path` is one of `mounts` or inside one (a path elsewhere is seen
    through `--ro-bind / /` as it is, read-only: binding it again costs bwrap a mount and a
    read of the whole mount table)."""
    return any(path == m or path.startswith(m.rstrip("/") + "/") for m in mounts)
