"""A run's keeper as the runner holds it.

Keeper: the keeper of one run (keeper.py) with what comes with it, the run's fresh cgroup, its
status pipe, its control socket and its gate; KeeperProcess: that process, seen from the
runner. Keepers are forked by one long-lived thread (forker): a keeper dies with the thread
that forked it (PR_SET_PDEATHSIG), and must die with the runner, not with a helper thread.

(The plain path forks one per run, starts.Plain; the warm path ahead of its run, warm/.)"""
import os
import signal
import socket
import time
from concurrent.futures import ThreadPoolExecutor
import threading

from . import cgroups, keeper, registry
from .limits import SandboxError
from .protocol import readable

EXIT_POLL = 0.05               # seconds between two looks at a keeper we wait for (exited)


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
            self.exited(EXIT_POLL)
        return self.returncode

    def send_signal(self, signum):
        if self.returncode is None:
            os.kill(self.pid, signum)

    def kill(self):
        self.send_signal(signal.SIGKILL)

    def exited(self, timeout):
        """Wait until it has exited (it can be reaped) or `timeout` seconds passed: woken at
        its exit through a pidfd (a 1 ms sleep where there is none: the old wait, which made
        each run's end up to 1 ms late)."""
        try:
            fd = os.pidfd_open(self.pid)
        except (AttributeError, OSError):
            time.sleep(0.001)
            return
        try:
            readable(fd, timeout)
        finally:
            os.close(fd)

    def usable(self):
        """Whether it can still take a run (alive, and not doomed)."""
        return self.poll() is None

    def release(self):
        """Done with it (it has been reaped)."""


def fork_here(procs, ctl_fd, status_fd, gate, pids, serve=None):
    """A keeper forked by the runner (keeper.start_keeper's arguments), registered as ours;
    on the forking thread: it dies with that thread."""
    return registry.started(lambda: KeeperProcess(keeper.start_keeper(
        procs, ctl_fd, status_fd, gate, pids, serve)))


class Keeper:
    """The keeper of one run, its stub already in the run's fresh cgroup (keeper.py: joining a
    cgroup waits for an RCU grace period), with the run's status pipe, control socket and
    gate (a staged run's, warm/staged.py). kind: (containment, pids, served): pids, the run
    gets a PID namespace of its own (modes.own_pids); served, its keeper may come from the
    fork server (modes.served; the plain path forks them all here)."""

    spawn = False                       # warm.pool.Prepared: a warm keeper's run, no stub

    def __init__(self, containment, pids=False, served=False):
        self.kind, self.taken = (containment, pids, served), False
        self.gated = False                # a staged run waits on its gate, not opened yet
        self._make(containment, pids, fork_here)

    def _make(self, containment, pids, fork):
        self.cg = make_cgroup(containment)
        self.status_r, status_w = os.pipe()
        gate_r, self.gate_w = os.pipe()   # a staged run's gate (keeper.py): opened by go()
        self.ctl, ctl_child = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self.keeper = fork(self.cg.procs_files if self.cg else [], ctl_child.fileno(),
                               status_w, (gate_r, self.gate_w), pids)
        except BaseException as e:
            os.close(self.gate_w)
            os.close(self.status_r)
            self.ctl.close()
            if self.cg is not None:
                self.cg.remove()          # killing what joined it
            if isinstance(e, OSError):
                raise SandboxError("cannot start the keeper: %s" % e)
            raise
        finally:
            os.close(status_w)
            os.close(gate_r)
            ctl_child.close()

    def run_fds(self):
        """What the run's message carries beyond its stdio (protocol.send_run): nothing."""
        return ()

    def sent(self):
        """The run was sent."""

    def alive(self):
        """Whether its keeper can still take the run (keeper.usable)."""
        return self.keeper.usable()

    def contained(self):
        """Whether the gate may open: always (the stub joins the cgroups and sets the limits
        before it execs anything)."""
        return True

    def open_gate(self):
        """A staged run starts: the byte its stub or bwrap waits for."""
        self.gated = False
        os.write(self.gate_w, b"1")

    def close(self):
        """After the run, or for a run that never came: the stub sees EOF and leaves."""
        self.ctl.close()
        self.undo(stop(self.keeper))

    def undo(self, orphaned):
        """What close() leaves once the keeper is stopped (orphaned: its tree may be left)."""
        if self.gated and orphaned:   # what may be left of a staged run that never started
            if self.cg is not None:   # waits at the gate: killed before the gate closes
                self.cg.kill()
            registry.sweep_orphans()
        os.close(self.gate_w)
        os.close(self.status_r)
        if self.cg is not None:
            self.cg.remove()


def make_cgroup(containment):
    """A fresh cgroup for a run of this containment (None: not "cgroup")."""
    if containment != "cgroup":
        return None
    try:
        return cgroups.make()
    except OSError as e:
        raise SandboxError("cannot make the run's cgroup: %s" % e)


def stop(process):
    """Stop a keeper and reap it: SIGTERM (it kills its tree, then exits), SIGKILL after
    KILL_GRACE. True if it was gone before, or had to be killed: its tree may be orphans."""
    orphaned = process.poll() is not None    # exited (or killed) before: not by us
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + registry.KILL_GRACE
        while process.poll() is None and time.monotonic() < deadline:
            process.exited(EXIT_POLL)
        if process.poll() is None:
            process.kill()
            process.wait()
            orphaned = True
    registry.forget(process)
    process.release()
    return orphaned


_FORKER = []                     # the forking thread's executor, made at the first run
_FORKER_LOCK = threading.Lock()


def forker():
    """The one long-lived thread that forks keepers (see the module's docstring), started at
    the first run."""
    with _FORKER_LOCK:
        if not _FORKER:
            _FORKER.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="keeper-forker"))
        return _FORKER[0]
