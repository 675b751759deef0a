"""The keeper pool: a keeper forked ahead of its run (Prepared), one waiting for each run going
on (take_prepared, refill), and the runner's handle on a keeper (KeeperProcess)."""
import atexit
import os
import signal
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from . import cgroups
from . import keeper, registry
from .limits import SandboxError

CPUS = os.cpu_count() or 1      # the most keepers kept waiting for runs of one containment


class KeeperProcess:
    """The forked keeper, seen from the runner (the part of Popen's interface we use)."""

    def __init__(self, pid):
        self.pid, self.returncode = pid, None

    def poll(self):
        if self.returncode is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status) \
                    if hasattr(os, "waitstatus_to_exitcode") else status
        return self.returncode

    def wait(self):
        while self.poll() is None:
            time.sleep(0.001)
        return self.returncode

    def send_signal(self, signum):
        if self.returncode is None:
            os.kill(self.pid, signum)

    def kill(self):
        self.send_signal(signal.SIGKILL)


class Prepared:
    """A keeper forked ahead of its run, its stub already in the run's fresh cgroup (see
    keeper.py: joining a cgroup waits for an RCU grace period, so that wait is paid
    while the previous run is still being judged, not at the start of this one)."""

    def __init__(self, containment, pids=False):
        self.cg, self.kind, self.taken = None, (containment, pids), False
        if containment == "cgroup":
            try:
                self.cg = cgroups.make()
            except OSError as e:
                raise SandboxError("cannot make the run's cgroup: %s" % e)
        self.status_r, status_w = os.pipe()
        self.ctl, ctl_child = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self.keeper = registry.started(lambda: KeeperProcess(keeper.start_keeper(
                self.cg.procs_files if self.cg else [], ctl_child.fileno(), status_w, pids)))
        except OSError as e:
            raise SandboxError("cannot start the keeper: %s" % e)
        finally:
            os.close(status_w)
            ctl_child.close()

    def close(self):
        """After the run, or for a run that never came: the stub sees EOF and leaves."""
        if self.taken:
            with _POOL_LOCK:
                _TAKEN[self.kind] -= 1
            self.taken = False
        self.ctl.close()
        if self.keeper.poll() is None:
            self.keeper.send_signal(signal.SIGTERM)
            deadline = time.monotonic() + registry.KILL_GRACE
            while self.keeper.poll() is None and time.monotonic() < deadline:
                time.sleep(0.001)
            if self.keeper.poll() is None:
                self.keeper.kill()
                self.keeper.wait()
        registry.forget(self.keeper)
        os.close(self.status_r)
        if self.cg is not None:
            self.cg.remove()


_POOL = {}                       # kind -> [Prepared] waiting for a run; kind: (containment,
_PENDING = {}                    #   pids) -> how many are being prepared now
_TAKEN = {}                      # kind -> how many were taken and are not closed yet
_POOL_LOCK = threading.Lock()
_FORKER = []                     # the forking thread's executor, made at the first run
_STOPPING = threading.Event()


def _forker():
    """Keepers are forked by one long-lived thread: PR_SET_PDEATHSIG fires when the thread
    that forked a process ends, and the keeper must die with the runner, not with a helper
    thread. Started at the first run, and with it the exit's discard_prepared."""
    with _POOL_LOCK:
        if not _FORKER:
            _FORKER.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="keeper-forker"))
            atexit.register(discard_prepared)
        return _FORKER[0]


def take_prepared(containment, pids=False):
    """A keeper ready for a run of this containment (pids: with a PID namespace of its own,
    modes.own_pids): one waiting, else a new one."""
    kind = (containment, pids)
    with _POOL_LOCK:
        waiting = _POOL.get(kind)
        prepared = waiting.pop() if waiting else None
    if prepared is None:
        prepared = _forker().submit(Prepared, containment, pids).result()
    with _POOL_LOCK:
        _TAKEN[kind] = _TAKEN.get(kind, 0) + 1
        prepared.taken = True
    return prepared


def refill(containment, pids=False):
    """Prepare the next runs' keepers in the background (cgroups only: that is where the
    preparation waits): one for each run going on now (with -j 2, both workers' next runs
    find theirs ready; with one waiting, the second queued behind it on the one forking
    thread), at most CPUS."""
    if containment != "cgroup" or _STOPPING.is_set():
        return
    kind = (containment, pids)
    with _POOL_LOCK:
        ready = len(_POOL.setdefault(kind, [])) + _PENDING.get(kind, 0)
        wanted = max(0, min(CPUS, _TAKEN.get(kind, 0)) - ready)
        _PENDING[kind] = _PENDING.get(kind, 0) + wanted

    def prepare():
        try:
            prepared = Prepared(containment, pids)
        except SandboxError:
            prepared = None
        with _POOL_LOCK:
            _PENDING[kind] -= 1
            if prepared is not None and not _STOPPING.is_set():
                _POOL.setdefault(kind, []).append(prepared)
                prepared = None
        if prepared is not None:          # the runner is stopping: no run will come
            prepared.close()

    for _ in range(wanted):
        _forker().submit(prepare)


def discard_prepared():
    """At the end, or on a signal: close the keepers prepared for runs that will not come."""
    _STOPPING.set()
    with _POOL_LOCK:
        waiting = [p for ps in _POOL.values() for p in ps]
        _POOL.clear()
    for prepared in waiting:
        prepared.close()
