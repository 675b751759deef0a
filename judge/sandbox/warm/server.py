"""The fork server: a small process of the runner's that forks the keepers, so that no keeper
and no stub is a copy of the runner (as multiprocessing's forkserver: one thread, and nothing
inherited that is not needed).

Why: a fork copies the page tables of the process it copies, and every page that either side
writes while both live is copied again (copy-on-write), then unmapped at the exit or exec. The
runner holds several times the memory of a bare interpreter, and two to four keepers live
beside it at any time (prepared, staged, running): that cost the runner and its keepers more
CPU a tiny case than the solution's own start (bench/results/case-cost.md). The
server is a fresh interpreter (-I -S) that imports keeper.py and what it needs and no more,
frozen for the garbage collector, idle between two requests: its keepers copy little, and the
runner copies nothing. It never imports threading, whose handler at every fork
(threading._after_fork) tripled the page faults of a child that does nothing (same file).

Protocol, one SOCK_SEQPACKET pair:
  runner -> server: b"K" + b"1" or b"0" (a PID namespace: keeper.start_keeper's pids) + b"1"
      or b"0" (a warm keeper, no stub: its spawn) + the cgroup.procs paths joined by NUL, with
      four fds (status, control socket, gate read end, gate write end); the answer: the
      keeper's pid as digits with its pidfd, or b"E" + why;
  runner -> server: b"R" + pid: that keeper has exited and the runner is done with its pid,
      reap it (until then it stays a zombie, its pid not reused: /proc reads of it are safe,
      as of a child of the runner's own). No answer.
The server reaps nothing else: it is no subreaper, so the orphans of a keeper that was killed
come to the runner (registry.sweep_orphans), as before. It dies with the runner
(PR_SET_PDEATHSIG, and EOF on its socket), and its keepers with it (theirs: SIGTERM, they kill
their trees first).

No run can signal it: a run that could (our uid, no bwrap) gets a keeper the runner forks
itself (modes.served). Where it cannot serve (Python < 3.9 or Linux < 5.3: no pidfd; it would
not start; it died, or stopped answering for ANSWER_S), the runner forks its keepers itself,
as before (pool.Prepared): slower, the same guarantees."""
import gc
import os
import signal
import socket
import sys

from .. import keeper, proc
from ..protocol import readable, receive, send
from . import spawn

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
START_S = 60.0                 # the most a server's start may take (a loaded machine)
ANSWER_S = 10.0                # the most a fork may take: past it, the server is stopped
FDS = 4                        # fds a request passes


class Server:
    """The runner's side: start() once (on the thread the server must die with), then
    fork_keeper() and reap() from any thread."""

    def __init__(self):
        import threading        # the runner's side only (the server's is single-threaded)
        self.sock = self.process = None
        self.lock = threading.Lock()

    def start(self):
        """Start the server and wait for its greeting; False if it could not serve."""
        try:
            os.close(os.pidfd_open(os.getpid()))    # Python >= 3.9 and Linux >= 5.3
        except (AttributeError, OSError):
            return False
        if not hasattr(signal, "pidfd_send_signal"):
            return False
        ours, its = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        argv = command(its.fileno(), os.getpid())
        try:
            import subprocess
            from .. import registry    # not at import: the server needs neither
            proc.ours_too(argv)
            self.process = registry.spawn(argv, pass_fds=[its.fileno()],
                                          stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL, close_fds=True)
        except OSError:
            ours.close()
            return False
        finally:
            its.close()
        self.sock = ours
        if not (readable(ours.fileno(), START_S) and receive(ours, 16, 0)[0] == b"ready"):
            self.stop()
            return False
        return True

    def fork_keeper(self, procs, ctl_fd, status_fd, gate, pids, spawn=False):
        """A keeper forked by the server (keeper.start_keeper's arguments): (pid, pidfd).
        OSError if the server could not: the caller forks it itself (it is stopped then)."""
        request = b"K" + (b"1" if pids else b"0") + (b"1" if spawn else b"0") + \
            "\0".join(procs).encode()
        with self.lock:
            if self.sock is None:
                raise OSError("the fork server is stopped")
            try:
                send(self.sock, request, (status_fd, ctl_fd) + tuple(gate))
                if not readable(self.sock.fileno(), ANSWER_S):
                    raise OSError("the fork server did not answer in %g s" % ANSWER_S)
                data, fds = receive(self.sock, 1 << 16, 1)
            except OSError:
                self._stop_locked()
                raise
        if data[:1] != b"E" and data.isdigit() and len(fds) == 1:
            return int(data), fds[0]
        for fd in fds:
            os.close(fd)
        if not data:
            self.stop()
            raise OSError("the fork server is gone")
        raise OSError(data[1:].decode(errors="replace"))

    def alive(self):
        """Whether it still serves (a server found dead is stopped: forks are the runner's)."""
        if self.process is not None and self.process.poll() is not None:
            self.stop()
        return self.sock is not None

    def reap(self, pid):
        """The keeper pid has exited and nothing of ours reads its /proc any more."""
        with self.lock:
            if self.sock is not None:
                try:
                    send(self.sock, b"R%d" % pid)
                except OSError:
                    pass

    def stop(self):
        with self.lock:
            self._stop_locked()

    def finish(self):
        """At the runner's end: EOF on its socket; it reaps the keepers it was told of, then
        exits, and is reaped here (so that their CPU is in the runner's own rusage), or it is
        killed after ANSWER_S."""
        with self.lock:
            if self.sock is None:
                return
            self.sock.close()
            self.sock = None
            import subprocess   # the runner's side only
            try:
                self.process.wait(ANSWER_S)
            except subprocess.TimeoutExpired:   # stopped, or stuck: killed
                pass
            self._stop_locked()

    def _stop_locked(self):
        if self.sock is not None:
            self.sock.close()
            self.sock = None
        if self.process is not None:
            self.process.kill()      # stopped, it does not see the EOF
            self.process.wait()
            from .. import registry
            registry.forget(self.process)
            self.process = None


def command(*args):
    """The server's command line: a fresh interpreter (-I -S: no site, nothing of the user's
    environment, no folder of ours ahead of the standard library) that imports this module as
    an ordinary module of its package and calls main(args). Every door on the way (judge/,
    judge/sandbox/, warm/) imports nothing at import, so the server loads keeper.py's modules
    and no more (tests/judge/sandbox/warm/test_fork_server.py)."""
    return [sys.executable, "-I", "-S", "-c",
            "import sys; sys.path.append(%r); from judge.sandbox.warm import server; "
            "sys.exit(server.main(sys.argv[1:]))" % ROOT] + [str(a) for a in args]


def main(args):
    """The server's start: `FD RUNNER_PID` (serve), or `--modules`: the modules it has loaded
    then, on stdout."""
    if args == ["--modules"]:
        print(" ".join(sorted(sys.modules)))
        return 0
    os.chdir("/")           # its keepers keep no folder of the runner's busy
    return serve(int(args[0]), int(args[1]))


def serve(fd, runner):
    """The server's side: fork a keeper for each request until EOF."""
    keeper._ready()
    keeper.prctl(keeper.PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != runner:
        return                      # the runner died before the line above
    for signum in (signal.SIGINT, signal.SIGHUP):   # the runner decides on those
        signal.signal(signum, signal.SIG_IGN)
    gc.disable()                    # its keepers write no page to collect garbage
    if hasattr(gc, "freeze"):
        gc.freeze()
    sock = socket.socket(fileno=fd)
    send(sock, b"ready")
    exited = set()                  # keepers the runner is done with, not reaped yet
    while True:
        data, fds = receive(sock, 1 << 16, FDS)
        if not data:
            for pid in exited:      # they have exited (or are leaving: EOF on their fds)
                try:
                    os.waitpid(pid, 0)
                except ChildProcessError:
                    pass
            return
        if data[:1] == b"R":
            exited.add(int(data[1:]))
        elif data[:1] == b"K" and len(fds) == FDS:
            unanswered = _fork(sock, data, fds)
            if unanswered:          # forked, but the runner has no pidfd of it: ours to
                exited.add(unanswered)   # reap once it leaves (EOF on the fds it was given)
        else:
            send(sock, b"Ea request the fork server does not know")
        for fd in fds:
            os.close(fd)
        for pid in list(exited):    # never blocks: a keeper still alive is reaped later
            try:
                if os.waitpid(pid, os.WNOHANG)[0]:
                    exited.discard(pid)
            except ChildProcessError:
                exited.discard(pid)


def _fork(sock, data, fds):
    """Fork the keeper asked for and answer; the keeper's pid if it was forked but the runner
    was told it failed (it then closes the fds the keeper was given)."""
    procs = [p for p in data[3:].decode().split("\0") if p]
    status_fd, ctl_fd, gate_r, gate_w = fds
    try:
        pid = keeper.start_keeper(procs, ctl_fd, status_fd, (gate_r, gate_w),
                                  data[1:2] == b"1",
                                  spawn.serve if data[2:3] == b"1" else None)
    except OSError as e:
        send(sock, b"E" + str(e).encode())
        return None
    try:
        pidfd = os.pidfd_open(pid)
    except OSError as e:
        send(sock, b"E" + str(e).encode())
        return pid
    try:
        send(sock, b"%d" % pid, (pidfd,))
    finally:
        os.close(pidfd)
    return None

