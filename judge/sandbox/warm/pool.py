"""The keeper pool: a keeper forked ahead of its run (Prepared), one waiting for each run going
on (take_prepared, refill), the runs staged ahead of their cases (take_staged, stage:
staged.py's Staged), the warm keepers that spawn staged bwrap runs with no stub, one run after
another (WarmKeeper, WarmRun: take_warm, give_back), and ServedKeeper, the runner's handle on a
keeper the fork server (server.py) forked; where the server cannot serve, the runner forks it
(keepers.KeeperProcess). Warm (the seam's warm side, starts.starts) puts them together."""
import atexit
import os
import signal
import socket
import threading

from .. import keepers
from ..keepers import KeeperProcess, stop as _stop
from ..limits import SandboxError
from ..protocol import readable
from . import server as forkserver, spawn as warm_spawn

CPUS = os.cpu_count() or 1      # the most keepers kept waiting for runs of one containment


class ServedKeeper(KeeperProcess):
    """A keeper the fork server forked: not our child, seen and signalled through its pidfd
    (no pid reuse can misdirect either); the server reaps it once we release it."""

    def __init__(self, pid, pidfd, server):
        super().__init__(pid)
        self.pidfd, self.server = pidfd, server

    def poll(self):
        if self.returncode is None and readable(self.pidfd, 0):
            self.returncode = 0     # exited; its wait status is the server's, and says
        return self.returncode      # nothing: the keeper reports on its status pipe

    def send_signal(self, signum):
        if self.returncode is None:
            signal.pidfd_send_signal(self.pidfd, signum)

    def exited(self, timeout):
        readable(self.pidfd, timeout)

    def usable(self):
        """Alive, and its server too: the keepers of a server that died are dying (their
        PR_SET_PDEATHSIG)."""
        return self.poll() is None and self.server.alive()

    def release(self):
        """Done with it: its pidfd closed, its pid the server's to reap (it has exited)."""
        if self.pidfd is not None:
            os.close(self.pidfd)
            self.pidfd = None
            self.server.reap(self.pid)


CONTAIN_S = 10.0               # the most a spawning keeper may take to contain its run: past
                               #   it, the run is started afresh (Prepared.contained)


_SERVER = []                     # the fork server (forkserver.Server), or None: it cannot serve


def _server():
    """The fork server, started at the first keeper by the forking thread (it dies with the
    thread that started it); None where it cannot serve."""
    if not _SERVER:
        if not threading.current_thread().name.startswith("keeper-forker"):
            return _forker().submit(_server).result()
        server = forkserver.Server()
        _SERVER.append(server if server.start() else None)
    server = _SERVER[0]
    return server if server is not None and server.sock is not None else None


def start_server():
    """Start the fork server in the background (_server), for the runs to come: the
    runner's start goes on meanwhile."""
    if not _SERVER:
        _forker().submit(_server)


class _Unserved(Exception):
    """The fork server did not give a keeper (Prepared makes it all again, forked here)."""


def fork_keeper(procs, ctl_fd, status_fd, gate, pids, served=True, spawn=False):
    """A keeper for one run (keeper.start_keeper's arguments), forked by the fork server
    (served: the run cannot reach the server, modes.served), else here (on the forking
    thread: it dies with that thread). _Unserved if the server failed: it may have forked a
    keeper with these fds before it failed, so they must not serve another."""
    server = _server() if served else None
    if server is not None:
        try:
            return ServedKeeper(*server.fork_keeper(procs, ctl_fd, status_fd, gate, pids,
                                                    spawn), server)
        except OSError:
            raise _Unserved()
    return keepers.fork_here(procs, ctl_fd, status_fd, gate, pids,
                             warm_spawn.serve if spawn else None)


class Prepared(keepers.Keeper):
    """A keeper forked ahead of its run (by the fork server where it serves), its stub already
    in the run's fresh cgroup, so that the cgroup's wait is paid while the previous run is
    still being judged, not at the start of this one. spawn: a staged bwrap run's that keeps
    our uid: no stub; its keeper spawns bwrap itself, and is kept for the next such run
    (WarmKeeper: a warm one is taken if one waits)."""

    def __init__(self, containment, pids=False, served=True, spawn=False):
        self.kind, self.taken = (containment, pids, served), False
        self.gated = False                # a staged run waits on its gate, not opened yet
        self.spawn, self.confirmed = spawn, False
        if spawn:
            self._make_spawned()
            return
        try:
            self._make(containment, pids, lambda *args: fork_keeper(*args, served=served))
        except _Unserved:       # all of it again: a keeper the server may have forked with
            self._make(containment, pids, keepers.fork_here)   # those fds gets EOF, leaves

    def _make_spawned(self):
        """A fresh cgroup, status pipe and gate, sent with the run (run_fds) to a keeper that
        spawns bwrap itself (spawn.serve)."""
        self.cg = keepers.make_cgroup(self.kind[0])
        self.status_r, self.status_w = os.pipe()
        self.gate_r, self.gate_w = os.pipe()
        try:
            self.warm = take_warm(self.kind)
        except BaseException:
            for fd in (self.status_r, self.status_w, self.gate_r, self.gate_w):
                os.close(fd)
            if self.cg is not None:
                self.cg.remove()
            raise
        self.ctl, self.keeper = self.warm.ctl, WarmRun(self.warm)

    def run_fds(self):
        """What the run's message carries beyond its stdio (protocol.send_run: GATE_SPAWN)."""
        return (self.status_w, self.gate_r, self.gate_w) if self.spawn else ()

    def sent(self):
        """The run was sent: the keeper holds its ends of the status pipe and the gate."""
        if self.spawn and self.status_w is not None:
            os.close(self.status_w)
            os.close(self.gate_r)
            self.status_w = self.gate_r = None

    def contained(self):
        """Whether the gate may open: always, for a stub's run (the stub joins the cgroups and
        sets the limits before it execs anything); for a spawned one, once its keeper has
        said, within CONTAIN_S, that the run is in its cgroups and limits (spawn.serve)."""
        if self.spawn and not self.confirmed:
            try:
                self.confirmed = readable(self.ctl.fileno(), CONTAIN_S) and \
                    self.ctl.recv(1) == b"+"
            except OSError:
                pass
            if not self.confirmed:
                self.keeper.spoiled = True
                with _POOL_LOCK:
                    _NO_SPAWN.add(self.kind)
        return not self.spawn or self.confirmed

    def close(self):
        """After the run, or for a run that never came: the stub sees EOF and leaves (a warm
        keeper whose run ended as runs do waits for the next: give_back)."""
        if self.taken:
            with _POOL_LOCK:
                _TAKEN[self.kind] -= 1
            self.taken = False
        if self.spawn:
            orphaned = False
            self.sent()
            if self.keeper.poll() is not None and not self.keeper.spoiled:
                give_back(self.warm)
            else:
                orphaned = self.warm.stop()
        else:
            self.ctl.close()
            orphaned = _stop(self.keeper)
        self.undo(orphaned)


class WarmKeeper:
    """A keeper that spawns bwrap itself (spawn.serve) and serves one run after another:
    its process and its control socket. Forked on the forking thread (Prepared, staged)."""

    def __init__(self, kind):
        self.kind = kind
        try:
            self._fork(kind[2])
        except _Unserved:       # again, on a new socket: one the server may have given a
            self._fork(False)   # keeper before it failed gets EOF

    def _fork(self, served):
        fork_fds = os.pipe() + os.pipe()   # its status pipe and gate at the fork: unused
        self.ctl, ctl_child = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self.process = fork_keeper([], ctl_child.fileno(), fork_fds[1], fork_fds[2:],
                                       self.kind[1], served, spawn=True)
        except (OSError, _Unserved) as e:
            self.ctl.close()
            if isinstance(e, _Unserved):
                raise
            raise SandboxError("cannot start the keeper: %s" % e)
        finally:
            for fd in fork_fds:
                os.close(fd)
            ctl_child.close()

    def usable(self):
        return self.process.usable()

    def stop(self):
        """It leaves (SIGTERM: its run, if any, is killed first; then EOF on its socket);
        _stop's answer."""
        orphaned = _stop(self.process)
        self.ctl.close()
        return orphaned


class WarmRun(KeeperProcess):
    """One run of a WarmKeeper, as Run sees a keeper: it has "exited" when its keeper says the
    run is done (b"D" on the control socket, after the status line), or when the keeper died.
    spoiled: signalled, killed, never contained, or its keeper died: the keeper is not given
    another run."""

    def __init__(self, warm):
        super().__init__(warm.process.pid)
        self.warm, self.spoiled = warm, False

    def poll(self):
        if self.returncode is None:
            if self.warm.process.poll() is not None:
                self.returncode, self.spoiled = 0, True
            elif readable(self.warm.ctl.fileno(), 0):
                try:
                    done = self.warm.ctl.recv(1) == b"D"
                except OSError:
                    done = False
                self.returncode, self.spoiled = 0, self.spoiled or not done
        return self.returncode

    def exited(self, timeout):
        readable(self.warm.ctl.fileno(), timeout)   # its b"D", or EOF: the keeper died

    def send_signal(self, signum):
        self.spoiled = True
        self.warm.process.send_signal(signum)

    def usable(self):
        return not self.spoiled and self.returncode is None and self.warm.usable()

    def release(self):
        """Nothing: the WarmKeeper is released when it stops (Prepared.close)."""


_WARM = {}                       # kind -> [WarmKeeper] waiting for a run
WARM_MAX = 2 * CPUS + 2          # the most kept waiting: a stopped one is a fork next time
_NO_SPAWN = set()                # kinds whose keepers once failed to contain a spawned run:
                                 #   their staged runs have stubs from then on (may_spawn)


def may_spawn(kind):
    """Whether a staged run of this kind may be spawned by a warm keeper: not after one of
    them failed to contain its run (a machine where the keeper cannot join the run's cgroup
    and come back would fail every time, and each failure costs the case its staging)."""
    with _POOL_LOCK:
        return kind not in _NO_SPAWN


def take_warm(kind):
    """A WarmKeeper of this kind: one waiting, else a new one."""
    while True:
        with _POOL_LOCK:
            waiting = _WARM.get(kind)
            warm = waiting.pop() if waiting else None
        if warm is None:
            return WarmKeeper(kind)
        if warm.usable():
            return warm
        warm.stop()


def give_back(warm):
    """Its run is done: it waits for the next one (or stops, past WARM_MAX or at the end)."""
    with _POOL_LOCK:
        keep = not _STOPPING.is_set() and len(_WARM.get(warm.kind, ())) < WARM_MAX
        if keep:
            _WARM.setdefault(warm.kind, []).append(warm)
    if not keep:
        warm.stop()


_POOL = {}                       # kind -> [Prepared] waiting for a run; kind: (containment,
_PENDING = {}                    #   pids, served) -> how many are being prepared now
_TAKEN = {}                      # kind -> how many were taken and are not closed yet
_POOL_LOCK = threading.Lock()
_STOPPING = threading.Event()
_AT_EXIT = []


def _forker():
    """The forking thread (keepers.forker), and with the first use the exit's
    discard_prepared, which must come before that thread ends (its end kills the fork
    server, whose warm keepers then die unreaped, their CPU lost to the runner's rusage)."""
    executor = keepers.forker()
    with _POOL_LOCK:
        if not _AT_EXIT:
            _AT_EXIT.append(True)
            atexit.register(discard_prepared)
            if hasattr(threading, "_register_atexit"):   # 3.9+: before the executors stop,
                threading._register_atexit(discard_prepared)   # the forking thread with them
    return executor


def take_prepared(containment, pids=False, served=True):
    """A keeper ready for a run of this containment (pids: with a PID namespace of its own,
    modes.own_pids; served: forked by the fork server, modes.served): one waiting, else a
    new one."""
    kind = (containment, pids, served)
    while True:
        with _POOL_LOCK:
            waiting = _POOL.get(kind)
            prepared = waiting.pop() if waiting else None
        if prepared is None or prepared.alive():
            break
        _forker().submit(prepared.close)    # it died waiting (its fork server was killed)
    if prepared is None:
        prepared = _forker().submit(Prepared, *kind).result()
    with _POOL_LOCK:
        _TAKEN[kind] = _TAKEN.get(kind, 0) + 1
        prepared.taken = True
    return prepared


def refill(containment, pids=False, served=True):
    """Prepare the next runs' keepers in the background (cgroups only: that is where the
    preparation waits): one for each run going on now (with -j 2, both workers' next runs
    find theirs ready; with one waiting, the second queued behind it on the one forking
    thread), at most CPUS."""
    if containment != "cgroup" or _STOPPING.is_set():
        return
    kind = (containment, pids, served)
    with _POOL_LOCK:
        ready = len(_POOL.setdefault(kind, [])) + _PENDING.get(kind, 0)
        wanted = max(0, min(CPUS, _TAKEN.get(kind, 0)) - ready)
        _PENDING[kind] = _PENDING.get(kind, 0) + wanted

    def prepare():
        try:
            prepared = Prepared(*kind)
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


_STAGED = {}                     # run key -> [Staged] waiting for their cases
_STAGING = {}                    # run key -> how many are being staged now
_STARTS = {}                     # run key -> runs of it started so far
_RUNNING = {}                    # run key -> runs of it going on now
STAGE_AFTER = 2                  # a run key is staged for from its second run on: a command
                                 #   run once (a compile, a syntax check) wastes no stage
STAGED_MAX = 2 * CPUS + 2        # the most runs kept staged: past it, those of the command
                                 #   run least recently go (a runner judging a hundred
                                 #   problems keeps no hundred sandboxes waiting)
_LAST = {}                       # run key -> when a run of it last started (a counter)


def take_staged(key):
    """A run of this key staged ahead and still waiting (None: none), counted as started."""
    with _POOL_LOCK:
        _STARTS[key] = _STARTS.get(key, 0) + 1
        _RUNNING[key] = _RUNNING.get(key, 0) + 1
        _LAST[key] = sum(_STARTS.values())
        waiting = _STAGED.get(key)
        return waiting.pop() if waiting else None


def run_done(key):
    """A run of take_staged's key has ended."""
    with _POOL_LOCK:
        _RUNNING[key] -= 1


def stage(key, make):
    """Stage the next runs of this key in the background (make() -> a Staged, on the forking
    thread: its keeper dies with the runner), one for each run of it going on, at most CPUS,
    once the key has run STAGE_AFTER times."""
    if _STOPPING.is_set():
        return
    with _POOL_LOCK:
        if _STARTS.get(key, 0) < STAGE_AFTER:
            return
        ready = len(_STAGED.setdefault(key, [])) + _STAGING.get(key, 0)
        wanted = max(0, min(CPUS, _RUNNING.get(key, 0)) - ready)
        _STAGING[key] = _STAGING.get(key, 0) + wanted
        evicted = []
        while wanted and sum(map(len, _STAGED.values())) + sum(_STAGING.values()) > STAGED_MAX:
            others = [k for k in _STAGED if k != key and _STAGED[k]]
            if not others:
                break
            evicted.append(_STAGED[min(others, key=lambda k: _LAST.get(k, 0))].pop())
    for staged in evicted:
        _forker().submit(staged.close)

    def prepare():
        try:
            staged = make()
        except (SandboxError, OSError):
            staged = None       # its run will start as an unstaged one does, and say why
        with _POOL_LOCK:
            _STAGING[key] -= 1
            if staged is not None and not _STOPPING.is_set():
                _STAGED[key].append(staged)
                staged = None
        if staged is not None:            # the runner is stopping: no run will come
            staged.close()

    for _ in range(wanted):
        _forker().submit(prepare)


_LATER = []                      # undo() of runs that ended, for flush_later


def later(undo):
    """undo() (a run's teardown: its keeper reaped, its cgroup and working directory removed)
    off the path from one case to the next: on the forking thread once the next run has
    started (flush_later), or at the end (discard_prepared)."""
    with _POOL_LOCK:
        _LATER.append(undo)


def flush_later():
    """Hand what later() was given to the forking thread."""
    with _POOL_LOCK:
        undos = list(_LATER)
        del _LATER[:]
    for undo in undos:
        _forker().submit(undo)


def discard_prepared():
    """At the end, or on a signal: close the keepers prepared and the runs staged for runs
    that will not come."""
    _STOPPING.set()
    with _POOL_LOCK:
        waiting = [p.close for ps in _POOL.values() for p in ps] + [
            s.close for ss in _STAGED.values() for s in ss] + _LATER + [
            w.stop for ws in _WARM.values() for w in ws]
        _POOL.clear()
        _STAGED.clear()
        _WARM.clear()
        del _LATER[:]
    for close in waiting:
        close()
    if _SERVER and _SERVER[0] is not None:
        _SERVER[0].finish()
