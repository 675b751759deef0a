"""The keeper: the one process between the runner and a solution, like DOMjudge's runguard.

The runner forks it (start_keeper: a fork without exec costs ~2 ms where starting a Python
would cost 20-40 ms, once per case). It makes itself a child subreaper, so that every orphan
of the solution, whatever it does with process groups, sessions or double forks, becomes its
child and is waited for here. It forks the solution, which joins the run's cgroups, sets the
safety-net rlimits and execs the command in the clean environment and empty working directory
the runner chose. It reaps every process that reaches it. When the main process exits, or on
SIGTERM from the runner, it kills every descendant left, reaps them, and writes one line to the
status pipe:
  "<wait status of the main process, or -1> <CPU seconds of everything it reaped>
   <ru_maxrss of the main process, KB> <the keeper's peak RSS at the fork, KB: a floor that
   ru_maxrss inherits>"
A command that cannot start exits 127 with the reason on stderr.

The runner has threads, so the forked keeper touches no lock another thread may hold: no
imports, no print, no buffered files; only os-level calls on fds, then os._exit.
"""
import ctypes
import os
import resource
import signal
import time

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
_LIBC = ctypes.CDLL(None, use_errno=True)
_MAX_FD = os.sysconf("SC_OPEN_MAX")


def prctl(option, value):
    if _LIBC.prctl(option, value, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(%d) failed" % option)


def read_proc(path):
    """A /proc file's text, through fds only (see the module's docstring); "" if gone."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return ""
    try:
        chunks = []
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                return b"".join(chunks).decode("ascii", "replace")
            chunks.append(chunk)
    except OSError:
        return ""
    finally:
        os.close(fd)


def descendants(pid):
    """Every live descendant of pid, found through /proc/<pid>/task/<tid>/children."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        try:
            tids = os.listdir("/proc/%d/task" % p)
        except OSError:
            continue
        for tid in tids:
            kids = [int(k) for k in read_proc("/proc/%d/task/%s/children" % (p, tid)).split()]
            found.extend(kids)
            todo.extend(kids)
    return found


class _Keeper:
    def __init__(self, status_fd):
        self.status_fd = status_fd
        self.main = self.status = None
        self.cpu, self.maxrss = 0.0, 0

    def reap(self, block):
        """Wait for children, accounting the CPU of each (its waited-for descendants
        included). Blocking: until the main process is reaped. False once none is left."""
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

    def kill_all(self):
        """SIGKILL every descendant until none is left (a fork racing the kill is caught by
        the next pass: it is our descendant too), reaping as we go."""
        while True:
            pids = descendants(os.getpid())
            for p in pids:
                try:
                    os.kill(p, signal.SIGKILL)
                except OSError:
                    pass
            if not self.reap(block=False):
                return
            time.sleep(0.001)


class _Stop(Exception):
    pass


def _on_term(signum, frame):
    raise _Stop()


def start_keeper(argv, env, cwd, cpu_s, address, procs, fds, status_fd):
    """Fork the keeper; its pid. fds = (stdin, stdout, stderr) for the solution."""
    floor = _vm_hwm_kb()
    pid = os.fork()
    if pid:
        return pid
    try:
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        if status_fd != 3:
            os.dup2(status_fd, 3)
        os.closerange(4, _MAX_FD)     # other runs' pipes: they must see EOF without us
        for signum in (signal.SIGINT, signal.SIGHUP):  # the runner decides on those
            signal.signal(signum, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, _on_term)
        prctl(PR_SET_CHILD_SUBREAPER, 1)
        prctl(PR_SET_PDEATHSIG, signal.SIGTERM)   # the runner died: clean up all the same
        _keep(argv, env, cwd, cpu_s, address, procs, floor)
    finally:
        os._exit(0)


def _keep(argv, env, cwd, cpu_s, address, procs, floor):
    keeper = _Keeper(3)
    try:
        keeper.main = _start_solution(argv, env, cwd, cpu_s, address, procs)
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):     # only the solution's tree holds the pipes: they close when
            os.dup2(null, fd)    # it is gone, even if the keeper is stopped
        while keeper.status is None and keeper.reap(block=True):
            pass
    except _Stop:
        pass
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    keeper.kill_all()            # the main process is gone: nothing else may outlive it
    status = -1 if keeper.status is None else keeper.status
    os.write(3, ("%d %r %d %d\n" % (status, keeper.cpu, keeper.maxrss, floor)).encode())


def _start_solution(argv, env, cwd, cpu_s, address, procs):
    """Fork and exec the command; the child never returns."""
    pid = os.fork()
    if pid:
        return pid
    try:
        os.close(3)
        for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGPIPE):
            signal.signal(signum, signal.SIG_DFL)
        for path in procs:              # join the run's cgroups before anything runs
            fd = os.open(path, os.O_WRONLY)
            os.write(fd, str(os.getpid()).encode())
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_s, cpu_s + 1))
        resource.setrlimit(resource.RLIMIT_AS, (address, address))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.chdir(cwd)
        os.execve(argv[0], argv, env)
    except BaseException as e:  # report and leave: never run the keeper's code twice
        try:
            os.write(2, ("keeper: cannot start %s: %s\n" % (argv[0], e)).encode())
        finally:
            os._exit(127)


def _vm_hwm_kb():
    for line in read_proc("/proc/self/status").splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0
