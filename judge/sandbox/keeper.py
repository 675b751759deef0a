"""The keeper: the one process between the runner and a solution, like DOMjudge's runguard.

The runner forks it for each run (keepers.Keeper: a fork without exec costs under a millisecond,
where starting a Python would cost 10-40 ms); on the warm path the fork server does, ahead of
the run (warm/server.py). It makes itself a child subreaper, so that every orphan of the solution,
whatever it does with process groups, sessions or double forks, becomes its child and is
waited for here (or, where the run has a PID namespace of its own, root without
bwrap, becomes the child of that namespace's pid 1, which passes on what it reaped: _own_pids).
It forks the solution-to-be at once: a stub that joins the run's cgroups and waits. Joining a
cgroup costs one RCU grace period (10-15 ms of waiting, no CPU) while the previous run's
teardown goes on, instead of at the start of this one. When the run starts, the runner sends
the stub its command, environment, working directory, limits and its stdin/stdout/stderr
over a socket (protocol.send_run); the stub sets the safety-net
rlimits, drops to the run's uid if it was given one (judge/sandbox/privilege.py), sets no_new_privs
and execs the command. The keeper reaps every process that reaches it. When the main process
exits, or on SIGTERM from the runner, it kills every descendant left, reaps them, and writes
one line to the status pipe (protocol.py says what the run message and that line hold). A
command that cannot start exits 127 with the reason on stderr.

A staged run (warm/staged.py: the next case's run, set up while the current one runs) is sent
before its case is known, with a gate: a pipe the runner opens with one byte when the case
starts. Behind bwrap the stub execs bwrap at once with the gate as its --block-fd 3: the
namespaces, mounts and uid maps are made ahead, and bwrap waits, all privileged work done,
before it forks the run's first process (bwrap.prefix); without bwrap the stub itself waits
there, after its drop, before its exec. The keeper holds the gate's write end until it has
killed every descendant: the gate never opens by an EOF (a runner killed outright) while
anything of the run is alive, and a gate that closes unopened makes the stub exit.

A staged bwrap run that keeps our uid (protocol.GATE_SPAWN) has no stub: its keeper serves one
run after another (warm/spawn.py: start_keeper's `serve`).

The runner has threads (the fork server has none), so the forked keeper touches no lock
another thread may hold: no imports, no print, no buffered files; only os-level calls on fds,
then os._exit. What it needs loaded (libc, the fd ceiling) is loaded by _ready() before every
fork, not at import.
"""
import ctypes
import fcntl
import mmap
import os
import resource
import select
import signal
import socket
import time

from .privilege import (OUTRANK, default_signals, own_ipc, own_keyring, own_net, own_pids,
                        own_proc, own_users)
from .proc import NPROC_SLACK, TASK_CAP, descendants, runnable, vm_hwm_kb
from . import protocol
from .protocol import receive_run, status_line

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
PR_SET_NO_NEW_PRIVS = 38
INIT_GRACE = 2.0                # seconds a PID namespace's pid 1 is spared at the end while it
                                # reaps the rest (their peak RSS: _Keeper.kill_all); on a busy
                                # machine it may wait that long for a CPU
_LOADED = []                    # [libc, SC_OPEN_MAX]: see _ready
DEFAULT_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGPIPE)  # what the
                                # run gets back at their defaults (the keeper's are not)
GLIBC_INTERNAL = tuple(range(32, getattr(signal, "SIGRTMIN", 32)))   # glibc's own signals
                                # (32 and 33): its posix_spawn ignores them in the child
                                # unless told to default them (warm/spawn.py)


def _ready():
    """Load, in the runner, what the forked code needs (a fork may not load a library)."""
    if not _LOADED:
        _LOADED.extend([ctypes.CDLL(None, use_errno=True), os.sysconf("SC_OPEN_MAX")])
    return _LOADED


def prctl(option, value):
    if _LOADED[0].prctl(option, value, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(%d) failed" % option)


class _Keeper:
    def __init__(self, status_fd):
        self.status_fd = status_fd
        self.main = self.status = None
        self.cpu, self.maxrss, self.others_maxrss = 0.0, 0, 0
        self.init = self.orphans = None  # a PID namespace's pid 1 and its record (_own_pids)

    def reap(self, block):
        """Wait for children, accounting the CPU and peak RSS of each (its waited-for
        descendants included). Blocking: until the main process is reaped. False once none
        is left."""
        while True:
            try:
                pid, status, ru = os.wait4(-1, 0 if block else os.WNOHANG)
            except ChildProcessError:
                return False
            if pid == 0:
                return True
            self.cpu += ru.ru_utime + ru.ru_stime
            if pid == self.main:
                self.status, self.maxrss = status, ru.ru_maxrss
                if block:
                    return True
            elif pid == self.init:  # its CPU holds its orphans'; its peak is the runner's copy
                self.init = None
            else:   # not born of the stub's exec: its ru_maxrss inherits no floor
                self.others_maxrss = max(self.others_maxrss, ru.ru_maxrss)

    def others_peak(self):
        """The largest ru_maxrss of the processes reaped that were not the main one: ours,
        and those pid 1 of the run's PID namespace reaped (_init's record)."""
        recorded = int.from_bytes(self.orphans[:8], "little") if self.orphans else 0
        return max(self.others_maxrss, recorded)

    def kill_all(self):
        """SIGKILL every descendant until none is left (a fork racing the kill is caught by
        the next pass: it is our descendant too), reaping as we go. Between two passes it
        waits for a child's exit (SIGCHLD, blocked here: none is lost), 1 ms at most: a
        namespace's init that is still tearing down is reaped the moment it is gone. Our own
        PID namespace's pid 1 goes last, once it has reaped the rest, so their ru_maxrss is
        in its record (the kernel's teardown would fold it into pid 1's own, which is the
        runner's copy), and once it is asleep again: alone but awake, it may hold an orphan
        it has reaped and not yet recorded (an orphan's 64 MB peak was lost so, an AC for an
        MLE); or after INIT_GRACE seconds."""
        signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGCHLD])
        spare_until = time.monotonic() + INIT_GRACE
        while True:
            pids = descendants(os.getpid())
            spare = self.init if (len(pids) > 1 or _awake(self.init)) and \
                time.monotonic() < spare_until else None
            for p in pids:
                if p == spare:
                    continue
                try:
                    os.kill(p, signal.SIGKILL)
                except OSError:
                    pass
            if not self.reap(block=False):
                return
            signal.sigtimedwait([signal.SIGCHLD], 0.001)


def _awake(pid):
    """True if a thread of pid is running, queued for a CPU or in the kernel (not asleep)."""
    return pid is not None and runnable([pid], (b"R", b"D"))


class _Stop(Exception):
    pass


def _on_term(signum, frame):
    """The first SIGTERM stops the keeper; a second one (the runner's and PR_SET_PDEATHSIG's
    at the runner's exit) is ignored: raised again while _keep goes to kill_all, it would end
    the keeper before it killed its tree, which then outlived the run (a prepared run's stub,
    a PID namespace's pid 1)."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise _Stop()


def start_keeper(procs, ctl_fd, status_fd, gate, pids=False, serve=None):
    """Fork the keeper for one run that will join the cgroups `procs`; its pid. The run's
    details come later through the socket ctl_fd (protocol.send_run); status_fd gets the
    status line. gate: (read end, write end) of the pipe a staged run waits on before it
    execs its command (the module's docstring). pids: the run gets a PID namespace of its
    own (_own_pids). serve: serve(nice) is the keeper's work instead of one run's stub (a
    warm keeper, warm/spawn.py: it serves one run after another)."""
    _ready()
    floor = vm_hwm_kb()
    pid = os.fork()
    if pid:
        return pid
    try:
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (status_fd, ctl_fd) + tuple(gate)]
        for target, fd in zip((3, 4, 5, 6), high):   # via fds >= 10: they may be 3 to 6
            os.dup2(fd, target)
        os.closerange(7, _LOADED[1])     # other runs' pipes: they must see EOF without us
        _null_stdio()   # only the solution's tree holds its pipes: they close when it is
                        # gone, even if the keeper is stopped
        for signum in (signal.SIGINT, signal.SIGHUP):  # the runner decides on those
            signal.signal(signum, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, _on_term)
        prctl(PR_SET_CHILD_SUBREAPER, 1)
        prctl(PR_SET_PDEATHSIG, signal.SIGTERM)   # who forked it died: clean up all the same
        nice = os.getpriority(os.PRIO_PROCESS, 0)
        if os.geteuid() == 0:   # its kill must outrun a fork bomb too (privilege.OUTRANK)
            try:
                os.setpriority(os.PRIO_PROCESS, 0, max(-20, nice - OUTRANK))
            except PermissionError:
                pass            # root of a user namespace: no CAP_SYS_NICE where it counts
        if serve is not None:
            serve(nice)
        else:
            _keep(procs, floor, nice, pids)
    finally:
        os._exit(0)


def _keep(procs, floor, nice, pids):
    keeper = _Keeper(3)
    try:
        if pids:
            keeper.init, keeper.orphans = _own_pids()
        keeper.main = _start_solution(procs, nice, pids)
        os.close(4)              # the stub holds the socket: the runner's close ends it
        os.close(5)              # and the gate's read end; its write end (6) stays ours
        while keeper.status is None and keeper.reap(block=True):
            pass
    except _Stop:
        pass
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    keeper.kill_all()            # the main process is gone: nothing else may outlive it
    os.write(3, status_line(keeper.status, keeper.cpu, keeper.maxrss, floor,
                            keeper.others_peak()))


def _own_pids():
    """Root, without bwrap (whose run has its own): what the keeper forks from here on is in a
    new PID namespace (privilege.own_pids), whose first process, pid 1, is _init; the
    solution comes next, as pid 2, our child as before (so its status and rusage are ours,
    and signals behave as anywhere: pid 1 ignores what it has no handler for). Its orphans go
    to pid 1, not to us: their CPU comes to us in pid 1's rusage (while it lives, in its
    cutime: proc.tree_usage; pid 1's own, well under a millisecond a run, comes with it),
    their peak RSS in its record, a page we share. kill_all's SIGKILL to pid 1 kills
    everything left in the namespace. Returns (pid 1's pid here, its record)."""
    own_pids(_LOADED[0])
    orphans = mmap.mmap(-1, 8)     # shared with pid 1: the largest ru_maxrss it reaped
    alive_r, alive_w = os.pipe()   # the keeper holds alive_w until it dies (its stub closes it)
    pid = os.fork()
    if pid == 0:
        try:
            _init(alive_r, orphans)
        finally:
            os._exit(0)
    os.close(alive_r)
    return pid, orphans


def _init(alive_r, orphans):
    """pid 1 of a run's PID namespace: reaps the orphans that come to it, noting the largest
    ru_maxrss in `orphans`, until it is killed, by the keeper (kill_all) or by its death,
    however it died (PDEATHSIG; alive_r at EOF: it died before that was set). It holds none
    of the keeper's fds (the status pipe closes when the keeper exits) and none of its
    handlers (a SIGTERM must not run keeper code)."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    os.closerange(3, alive_r)
    os.closerange(alive_r + 1, _LOADED[1])
    if select.select([alive_r], [], [], 0)[0]:     # EOF: no keeper left to wait for us
        return
    os.close(alive_r)
    signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGCHLD])
    peak = 0
    while True:
        try:
            while True:
                pid, _, ru = os.wait4(-1, os.WNOHANG)
                if not pid:
                    break
                if ru.ru_maxrss > peak:
                    peak = ru.ru_maxrss
                    orphans[:8] = peak.to_bytes(8, "little")
        except ChildProcessError:
            pass
        signal.sigtimedwait([signal.SIGCHLD], 1.0)


def _start_solution(procs, nice, pids):
    """Fork the stub: it joins the cgroups, waits for its run and execs the command at the
    runner's `nice` (not the keeper's). pids: it is in the run's own PID namespace, and
    gives the run that namespace's /proc (privilege.own_proc). A stub whose run never comes
    (the socket closes) exits 0."""
    pid = os.fork()
    if pid:
        return pid
    try:
        os.close(3)
        os.close(6)                     # the gate's write end: the runner's and the keeper's
        for signum in DEFAULT_SIGNALS:
            signal.signal(signum, signal.SIG_DFL)
        default_signals(_LOADED[0], GLIBC_INTERNAL)   # as a warm keeper's spawn has them
        _join(procs)                    # the run's cgroups, before anything runs
        run = receive_run(socket.socket(fileno=4))
        if run is None:
            os._exit(0)
        spec, fds = run
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        if spec.gate != protocol.GATE_NONE:  # a staged run: it waits on the gate, as fd 3
            os.dup2(5, 3)
        os.closerange(3 if spec.gate == protocol.GATE_NONE else 4, _LOADED[1])
        for which, limit in _rlimits(spec._replace(nproc=-1)):
            resource.setrlimit(which, limit)
        _set_stack(spec.stack)
        _own_ipc(spec.fsize)
        _own_net(spec.net)
        if pids:
            own_proc(_LOADED[0])
        os.setsid()   # a session (an autogroup) of its own: its nice there is not the runner's
        if os.getpriority(os.PRIO_PROCESS, 0) != nice:
            os.setpriority(os.PRIO_PROCESS, 0, nice)
        _set_nproc(spec.nproc, drop(spec.uid))
        os.chdir(spec.cwd)
        if spec.gate == protocol.GATE_STUB:  # bwrap's --block-fd 3 waits there, else we do
            if not os.read(3, 1):
                os._exit(0)             # the gate closed unopened: no run comes
            os.close(3)
        os.execve(spec.argv[0], spec.argv, spec.env)
    except BaseException as e:  # report and leave: never run the keeper's code twice
        try:
            os.write(2, ("keeper: cannot start the solution: %s\n" % e).encode())
        finally:
            os._exit(127)


def _join(procs):
    """Move ourselves into the cgroups whose cgroup.procs files are `procs`."""
    for path in procs:
        fd = os.open(path, os.O_WRONLY)
        try:
            os.write(fd, b"0")
        finally:
            os.close(fd)


def _rlimits(spec):
    """The run's safety-net rlimits but the stack's (_set_stack): [(resource, (soft, hard))]."""
    cpu_s, address, nofile, fsize, nproc = spec.cpu_s, spec.address, spec.nofile, spec.fsize, \
        spec.nproc
    limits = [(resource.RLIMIT_CPU, (cpu_s, cpu_s + 1)),
              (resource.RLIMIT_AS, (address, address)), (resource.RLIMIT_CORE, (0, 0))]
    for which, value in ((resource.RLIMIT_NOFILE, nofile), (resource.RLIMIT_FSIZE, fsize),
                         (resource.RLIMIT_NPROC, nproc)):
        if value >= 0:
            limits.append((which, (value, value)))
    return limits


def _own_ipc(fsize):
    """Root: SysV IPC of the run's own, capped at its memory (privilege.own_ipc)."""
    if os.geteuid() == 0 and fsize >= 0:
        try:
            own_ipc(_LOADED[0], fsize)
        except OSError:
            pass        # no CAP_SYS_ADMIN: modes.own_ipc() knows, bwrap makes its own


_NET = []                       # [True] once this process has a network namespace of its own
                                #   ([True, True]: made in a user namespace of its own: not root)


def _own_net(net):
    """When the run asks for it (protocol.send_run's net): the network namespace that bwrap
    then makes none of (privilege.own_net), a stub's for its one run; a warm keeper's,
    made at its first run, is every later run's too: no interface is up in it, so nothing
    of a run outlives its processes there, and the runner sends a run only once the one
    before is done. OSError if it cannot: the run must not start (bwrap would share ours)."""
    if net and not _NET:
        own_net(_LOADED[0])
        _NET.extend([True] * (1 if os.geteuid() == 0 else 2))


def drop(uid):
    """No privilege from here on: uid >= 0 (we are root): that uid and gid, no supplementary
    group (after the cgroup was joined: its files stay root's); always no_new_privs, so no
    setuid file gives one back. Then, as any uid but root (bwrap started as root needs to be
    root): a user namespace of the run's own (privilege.own_users; an ordinary user's own_net
    made it already), which keeps its user keyrings and its RLIMIT_NPROC count its own; and
    always a new session keyring (privilege.own_keyring). Whether it has that user
    namespace."""
    if uid >= 0:
        os.setgroups([])
        os.setresgid(uid, uid, uid)
        os.setresuid(uid, uid, uid)
        if os.getuid() != uid or os.geteuid() != uid:
            raise OSError("could not drop to uid %d" % uid)
    users = len(_NET) == 2
    if os.geteuid() != 0 and not users:     # False: the uid's keyrings and count are shared
        users = own_users(_LOADED[0])
    prctl(PR_SET_NO_NEW_PRIVS, 1)
    own_keyring(_LOADED[0])
    return users


def _set_nproc(nproc, own_users):
    """RLIMIT_NPROC of a subreaper run (nproc >= 0: supervise.run_nproc), set after the drop:
    in a user namespace of the run's own (own_users) the kernel counts only the run's tasks
    there, so the cap is proc.TASK_CAP plus a margin; elsewhere it counts the uid's tasks
    machine-wide, and the runner's nproc allows for those. Never above the hard limit we
    were given (only lowering needs no privilege)."""
    if nproc < 0:
        return
    if own_users:
        nproc = min(nproc, TASK_CAP + NPROC_SLACK)
    hard = resource.getrlimit(resource.RLIMIT_NPROC)[1]
    if hard != resource.RLIM_INFINITY:
        nproc = min(nproc, hard)
    resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))


def _set_stack(stack, pid=0):
    """RLIMIT_STACK = stack bytes (-1: unlimited) of pid (0: ours), whatever the caller's
    `ulimit -s` was; an ordinary user cannot pass the hard limit it was given: the stack
    stops there."""
    want = resource.RLIM_INFINITY if stack < 0 else stack
    limit = (lambda *a: resource.prlimit(pid, *a)) if pid else resource.setrlimit
    try:
        limit(resource.RLIMIT_STACK, (want, want))
    except (OSError, ValueError):
        hard = resource.prlimit(pid, resource.RLIMIT_STACK)[1] if pid else \
            resource.getrlimit(resource.RLIMIT_STACK)[1]
        limit(resource.RLIMIT_STACK, (hard, hard))


def exec_dropped(argv, uid):
    """argv, dropped to uid as a run's stub drops (drop): the probe that bwrap still works
    there (modes.py); its pid."""
    return _exec_probe(argv, lambda: drop(uid))


def exec_in_own_net(argv):
    """argv in a network namespace of its own, as a run's stub makes it (privilege.own_net):
    the probe that bwrap works there (modes.py); its pid."""
    return _exec_probe(argv, lambda: own_net(_LOADED[0]))


def _exec_probe(argv, first):
    """Fork argv with no stdio, first() done in the child before its exec; its pid."""
    _ready()
    pid = os.fork()
    if pid:
        return pid
    try:
        _null_stdio()
        first()
        os.execv(argv[0], argv)
    finally:
        os._exit(127)


def _null_stdio():
    """stdin, stdout and stderr on /dev/null."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    if null > 2:
        os.close(null)
