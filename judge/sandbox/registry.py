"""The processes the runner started or must end: which are ours, which keepers run now,
the orphans to sweep, and the runner's own defences (a subreaper; awake through a SIGSTOP).

_OURS: every process we started (keepers, checker hosts): sweep_orphans() kills and reaps
every other child of ours (a solution's orphans, once its keeper is gone). _LIVE: the keepers
whose run is going on: kill_all_runs() stops them all on a signal to the runner."""
import ctypes
import ctypes.util
import os
import signal
import subprocess
import threading
import time

from . import proc

KILL_GRACE = 1.0               # seconds the keeper gets to kill, reap and report
_OURS = set()                   # pids of the processes we started (keepers, checker hosts)
_SPAWN_LOCK = threading.RLock()
_LIVE = set()                   # keepers running now (killed on a signal to the runner)
_LIVE_LOCK = threading.Lock()


def sigkill(pid):
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass




def become_subreaper():
    """Make the runner a child subreaper: a solution that kills its keeper (possible without
    bwrap) leaves orphans that come to us, not to init, and sweep_orphans() ends them."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(36, 1, 0, 0, 0) == 0   # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        return False


def outranking():
    """True where the runner may run at a better nice than the code it judges (root: no other
    user could lower its own)."""
    return os.geteuid() == 0


def set_nice(value):
    """The calling thread's nice (Linux keeps one per thread); its previous value, or None
    where it may not be lowered (root of a user namespace: no CAP_SYS_NICE outside it)."""
    tid = threading.get_native_id()
    before = os.getpriority(os.PRIO_PROCESS, tid)
    try:
        os.setpriority(os.PRIO_PROCESS, tid, max(-20, value))
    except PermissionError:
        return None
    return before


AWAKE_PERIOD = 0.05             # seconds between two pushes of the wake-up timers (stay_awake)
AWAKE_AFTER = (2 * AWAKE_PERIOD, 1.0)   # each timer's SIGCONT, this long after the last push
_AWAKE = []                     # the timers and their pushing thread, for the process's life


class _SigEvent(ctypes.Structure):      # struct sigevent (glibc, 64 bytes), SIGEV_SIGNAL
    _fields_ = [("value", ctypes.c_void_p), ("signo", ctypes.c_int),
                ("notify", ctypes.c_int), ("pad", ctypes.c_int * 12)]


class _TimeSpec(ctypes.Structure):
    _fields_ = [("sec", ctypes.c_long), ("nsec", ctypes.c_long)]


def stay_awake():
    """Without isolation a solution runs as we do and may SIGSTOP the runner (and its keeper):
    nothing would ever continue us. Timers of ours send us SIGCONT (the kernel continues a
    stopped process on any SIGCONT, and no other process can reach our timers), but only once
    we have stopped: a thread pushes each one-shot timer AWAKE_AFTER into the future every
    AWAKE_PERIOD, so while we run none fires, and when we are stopped the thread is too and the
    first fires 0.1 s later. Not a periodic timer: a SIGSTOP flushes a SIGCONT still pending,
    and a periodic timer is re-armed only when its signal is delivered, so one stop that came
    between its firing and the delivery (a loaded machine) held the runner for good. The
    second timer covers the first's pending signal flushed the same way (after a second of
    not being pushed). (So Ctrl-Z does not suspend a runner without isolation.) True if set."""
    if _AWAKE:
        return True
    # A handler, not the default: a timer whose signal is ignored is not re-armed (recent
    # kernels park it), and SIGCONT's default action counts as ignored while we run.
    try:
        signal.signal(signal.SIGCONT, _on_sigcont)
        signal.siginterrupt(signal.SIGCONT, False)
        libc = ctypes.CDLL(None, use_errno=True)
        if not hasattr(libc, "timer_create"):          # glibc < 2.34: librt
            libc = ctypes.CDLL(ctypes.util.find_library("rt") or "librt.so.1", use_errno=True)
        timers = []
        for _ in AWAKE_AFTER:
            event = _SigEvent(signo=signal.SIGCONT, notify=0)   # 0: SIGEV_SIGNAL
            timer = ctypes.c_void_p()
            if libc.timer_create(1, ctypes.byref(event), ctypes.byref(timer)) != 0:  # MONOTONIC
                return False
            timers.append(timer)
        if not _push(libc, timers):
            return False
    except (OSError, AttributeError, ValueError):   # ValueError: not the main thread
        return False
    thread = threading.Thread(target=_keep_pushing, args=(libc, timers), daemon=True,
                              name="stay-awake")
    thread.start()
    _AWAKE.extend([timers, thread])
    return True


def _push(libc, timers):
    """Arm each timer once, AWAKE_AFTER from now (no interval)."""
    for timer, after in zip(timers, AWAKE_AFTER):
        whole = int(after)
        spec = (_TimeSpec * 2)(_TimeSpec(0, 0), _TimeSpec(whole, int((after - whole) * 1e9)))
        if libc.timer_settime(timer, 0, spec, None) != 0:    # struct itimerspec
            return False
    return True


def _keep_pushing(libc, timers):
    while True:
        time.sleep(AWAKE_PERIOD)
        _push(libc, timers)


def _on_sigcont(signum, frame):
    pass


def started(start):
    """start() (it starts a process: an object with .pid), registered as ours so that
    sweep_orphans() leaves it alone."""
    with _SPAWN_LOCK:
        child = start()
        _OURS.add(child.pid)
    return child


def spawn(*args, **kwargs):
    """subprocess.Popen, registered as ours (started)."""
    return started(lambda: subprocess.Popen(*args, **kwargs))


def forget(child):
    with _SPAWN_LOCK:
        _OURS.discard(child.pid)


def watch(keeper):
    """A keeper whose run is starting: kill_all_runs() reaches it from now on."""
    with _LIVE_LOCK:
        _LIVE.add(keeper)


def unwatch(keeper):
    with _LIVE_LOCK:
        _LIVE.discard(keeper)


def sweep_orphans():
    """Kill and reap every child of ours that we did not start: orphans of a solution. Never
    waits long for one (a frozen process does not die): KILL_GRACE at most, then it goes on."""
    deadline = time.monotonic() + KILL_GRACE
    with _SPAWN_LOCK:
        for _ in range(100):
            strays = [p for p in proc.descendants(os.getpid()) if p not in _OURS
                      and proc.parent(p) == os.getpid()]
            if not strays:
                return
            for p in strays:
                for q in proc.descendants(p) + [p]:
                    sigkill(q)
            for p in strays:
                _reap(p, deadline)
            if time.monotonic() > deadline:
                return


def _reap(pid, deadline):
    """waitpid(pid), polling until the deadline: False if it is still there."""
    while True:
        try:
            if os.waitpid(pid, os.WNOHANG)[0]:
                return True
        except ChildProcessError:
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.001)


def kill_descendants(pid):
    """SIGKILL every descendant of pid (not pid itself), again until none is left alive
    (a fork racing the kill is caught by the next pass), a bounded number of times."""
    for _ in range(100):
        pids = [p for p in proc.descendants(pid) if not proc.zombie(p)]
        if not pids:
            return
        for p in pids:
            sigkill(p)


def kill_all_runs():
    """On a signal to the runner: stop every running solution now (each keeper kills and
    reaps its tree; bwrap's --die-with-parent and the cgroups do the rest)."""
    with _LIVE_LOCK:
        keepers = list(_LIVE)
    for k in keepers:
        try:
            k.send_signal(signal.SIGTERM)
        except OSError:
            pass
