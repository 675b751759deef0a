"""The modes: which containment and isolation can run here (choose, probed once, at the first
call, never at import), and who the judged code runs as in each (identity)."""
import ctypes
import os
import shutil
import subprocess
import threading

from . import cgroups, privilege
from . import bwrap, keeper, registry
from .limits import SandboxError
from .view import NOTHING

CONTAINMENTS = ("auto", "cgroup", "subreaper")
ISOLATIONS = ("auto", "bwrap", "none")

_PROBED = {}
_PROBE_LOCK = threading.Lock()


def choose(containment="auto", isolation="auto"):
    """(containment, isolation) that will run here; SandboxError if one asked for by name
    cannot. "auto" takes the strongest available. Probed once per process."""
    with _PROBE_LOCK:
        if not _PROBED:
            _probe_all()
    if containment == "auto":
        containment = "subreaper" if _PROBED["cgroup"] else "cgroup"
    elif containment == "cgroup" and _PROBED["cgroup"]:
        raise SandboxError("--containment cgroup: not available here (%s)" % _PROBED["cgroup"])
    if isolation == "auto":
        isolation = "none" if _PROBED["bwrap"] else "bwrap"
    elif isolation == "bwrap" and _PROBED["bwrap"]:
        raise SandboxError("--isolation bwrap: not available here (%s)" % _PROBED["bwrap"])
    return containment, isolation


def _probe_all():
    """Everything choose() needs: the bwrap probes run while the rest is probed here (a
    runner's start is one process after another otherwise, the second core idle)."""
    _PROBED["bwrap_path"] = shutil.which("bwrap")
    bwrap.learn(_PROBED["bwrap_path"])
    plain, dropped, in_own_net = _start_bwrap_probes(_PROBED["bwrap_path"])
    _PROBED["cgroup"] = cgroups.probe()
    _PROBED["own_ipc"], _PROBED["own_pids"], own_net_root = _probe_unshares()
    _PROBED["bwrap"], dropped = _bwrap_answer(plain), _dropped_answer(dropped)
    _PROBED["bwrap_dropped"] = _PROBED["bwrap"] or dropped
    _PROBED["own_net"] = own_net_root if in_own_net is None else \
        _exited_0(in_own_net) and not _PROBED["bwrap"]     # reaped either way
    _PROBED["own_users"] = _probe_own_users()
    registry.sweep_orphans()   # bwrap's own children, ours as a subreaper: reaped


def bwrap_path():
    """The bwrap that choose() found (None: none)."""
    return _PROBED["bwrap_path"]


def unavailable():
    """{mode: why it is not available} for the modes the last choose() found missing."""
    return {k: _PROBED[k] for k in ("cgroup", "bwrap") if _PROBED.get(k)}


def _start_bwrap_probes(path):
    """The bwrap probes, started: (whether bwrap at path can make the namespaces a run needs:
    a Popen, or why not; root only, whether it still can once the stub has dropped to
    RUN_UID, user namespaces open to ordinary users: a pid, or None: not asked; anyone but
    root, whether it can in a network namespace of ours, made in a user namespace of ours
    (privilege.own_net; a policy may refuse bwrap a user namespace in there): a pid, or
    None: not asked)."""
    if path is None:
        return "bwrap not installed (Debian/Ubuntu: apt install bubblewrap)", None, None
    argv = bwrap.prefix(path, "/", NOTHING, tmpfs_bytes=1 << 20) + ["/bin/true"]
    try:
        plain = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    except OSError as e:
        return "bwrap failed: %s" % e, None, None
    if privilege.dropping():
        return plain, keeper.exec_dropped(argv, privilege.RUN_UID), None
    return plain, None, keeper.exec_in_own_net(
        bwrap.prefix(path, "/", NOTHING, tmpfs_bytes=1 << 20, net=False) + ["/bin/true"])


def _bwrap_answer(plain):
    """None if the plain probe (_start_bwrap_probes) ran, else why not."""
    if isinstance(plain, str):
        return plain
    try:
        _, err = plain.communicate(timeout=10)
    except subprocess.SubprocessError as e:
        plain.kill()
        plain.wait()
        return "bwrap failed: %s" % e
    if plain.returncode != 0:
        return "bwrap cannot make namespaces here: %s" % err.decode(
            "utf-8", "replace").strip().splitlines()[-1:]
    return None


def _dropped_answer(pid):
    """None if the dropped probe (_start_bwrap_probes) ran or was not asked, else why not."""
    if pid is None or _exited_0(pid):
        return None
    return "bwrap cannot make a user namespace as uid %d" % privilege.RUN_UID


def _exited_0(pid):
    """Whether the process pid (a child) exits with 0; it is reaped."""
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


_IDENTITY = {}                  # identity's answers, once per runner: no run re-probes them


def identity(isolation, paths, side=privilege.SOLUTION):
    """(uid the stub drops to or -1, a note or "") for a run of `side` (privilege.SOLUTION or
    JUDGE) that uses `paths` (run_paths(): what it reads, the folders it passes through): see
    judge/sandbox/privilege.py. SandboxError where it would run as root. Asked once per
    runner for the same question (the modes are probed once too)."""
    key = (isolation, tuple(map(tuple, paths)), side)
    if key not in _IDENTITY:
        _IDENTITY[key] = _identity(isolation, paths, side)
    return _IDENTITY[key]


def _identity(isolation, paths, side):
    if not privilege.dropping():
        return -1, ""
    if privilege.unmapped():
        return -1, ("the judged code keeps this root's uid (%s): root of a user namespace "
                    "has no privilege outside it, but has it inside" % privilege.unmapped())
    uid = privilege.uid_for(side)
    blocked = privilege.unreachable(*paths, uid=uid, gid=uid)
    if isolation == "none":
        if blocked:
            raise SandboxError(
                "as root without bwrap, the judged code runs as uid %d, which cannot reach "
                "%s: make that readable by the user, or install bubblewrap" % (uid, blocked))
        return uid, ""
    if blocked or _PROBED.get("bwrap_dropped"):
        why = ("uid %d cannot reach %s" % (uid, blocked) if blocked
               else _PROBED["bwrap_dropped"])
        return -1, ("bwrap started as root (%s): uid %d inside is root outside, with no "
                    "capability; it can read what root can, where not hidden" % (why, uid))
    return uid, ""


def own_ipc():
    """True when a run's stub makes its private, capped IPC namespace itself (a root runner
    with CAP_SYS_ADMIN: privilege.own_ipc), so bwrap need not make one (its own would have
    the kernel's limits)."""
    return _PROBED.get("own_ipc", False)


def own_users():
    """True when a run started without bwrap gets a user namespace of its own (keeper.drop:
    privilege.own_users, after the drop a root runner makes), so its user keyrings and its
    RLIMIT_NPROC count are its own; False where user namespaces are off for its uid: those are
    its uid's, shared with that uid's other processes (the runner says so: commands/judge.py)."""
    return _PROBED.get("own_users", False)


def _probe_own_users():
    """Whether a fork, dropped as a run's stub drops (a root runner: to RUN_UID), can make a
    user namespace of its own (privilege.own_users)."""
    libc = ctypes.CDLL(None, use_errno=True)      # loaded before the fork
    pid = os.fork()
    if pid == 0:
        try:
            if privilege.dropping():
                os.setgroups([])
                os.setresgid(privilege.RUN_GID, privilege.RUN_GID, privilege.RUN_GID)
                os.setresuid(privilege.RUN_UID, privilege.RUN_UID, privilege.RUN_UID)
            os._exit(0 if privilege.own_users(libc) else 1)
        finally:
            os._exit(1)
    return _exited_0(pid)


def own_net(isolation):
    """True when a bwrap run's network namespace is made by its stub or its keeper, not by
    bwrap (where privilege.own_net works: no interface up, as isolate's)."""
    return isolation == "bwrap" and _PROBED.get("own_net", False)


def own_pids(isolation):
    """True when a run's keeper gives it a PID namespace of its own (privilege.own_pids): a
    root runner without bwrap (bwrap makes one), in a cgroup or under the subreaper (the
    run's orphans go to the namespace's pid 1, not to the keeper: a cgroup charges them
    wherever they go; the subreaper has their CPU in pid 1's rusage and their peak RSS in
    its record: keeper._own_pids)."""
    return isolation == "none" and _PROBED.get("own_pids", False)


def served(isolation, uid):
    """True when a run's keeper may come from the fork server (warm/server.py): the run cannot
    signal the server, being in a PID namespace of its own (bwrap) or another uid than ours
    (uid: the one its stub drops to, -1: ours). A run that keeps our uid without bwrap could
    stop or kill the server, and with it the keepers of other runs: the runner forks its
    keeper itself."""
    return isolation == "bwrap" or (uid >= 0 and uid != os.geteuid())


def _probe_unshares():
    """Root only: (whether privilege.own_ipc works here, whether privilege.own_pids does, and
    privilege.own_proc with it, whether privilege.own_net does), all tried in one fork (a fork of the runner is its
    costliest step at the start)."""
    if not privilege.dropping():
        return False, False, False
    libc = ctypes.CDLL(None, use_errno=True)      # loaded before the fork
    pid = os.fork()
    if pid == 0:
        works = 0
        try:
            for bit, (unshare, args) in enumerate(((privilege.own_ipc, (1 << 20,)),
                                                   (privilege.own_pids, ()),
                                                   (privilege.own_net, ()),
                                                   (privilege.own_proc, ()))):
                try:
                    unshare(libc, *args)
                    works |= 1 << bit
                except OSError:
                    pass
        finally:
            os._exit(works)
    _, status = os.waitpid(pid, 0)
    works = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 0
    return bool(works & 1), works & 10 == 10, bool(works & 4)   # own_pids: with its /proc


def run_paths(cmd, isolation, view=NOTHING, workdir=None):
    """(every path a run reads: its program, what its view exposes and, behind bwrap, what
    bwrap binds back (shows); the folders it only passes through: the parents of what bwrap
    hides (it mounts over them), of the writable folders (but those that are writable folders
    too: a feedback folder in its check's folder) and of its working directory, that one
    becomes the run's own). Without bwrap nothing is hidden or bound back: those rules ask
    nothing."""
    bwrap = isolation == "bwrap"
    hidden = [os.path.dirname(h) for h in view.hide] if bwrap else []
    mine = set(view.writable)    # the run's own once it starts (World: prepare_folder)
    return ([cmd[0]] + view.expose + (view.show if bwrap else []),
            hidden + [os.path.dirname(d) for d in view.writable
                      if os.path.dirname(d) not in mine] +
            ([os.path.dirname(workdir)] if workdir else []))
