"""The keeper: the one process between the runner and a solution, like DOMjudge's runguard.

    python -S -I keeper.py CONFIG_JSON

The runner starts it with stdin = the case's input file and stdout/stderr = the runner's pipes.
It makes itself a child subreaper (so every orphan of the solution, whatever it does with
process groups, sessions or double forks, becomes its child and is waited for here), forks, and
in the child joins the run's cgroups, sets the safety-net rlimits and execs the command in the
clean environment and empty working directory the runner chose. It reaps every process that
reaches it. When the main process exits, or on SIGTERM from the runner, it kills every
descendant left, reaps them, and writes one JSON line to the status fd:
  {"status": wait status of the main process, "cpu_s": CPU of everything it reaped,
   "maxrss_kb": ru_maxrss of the main process, "floor_kb": the keeper's own peak RSS at the
   fork: a floor that ru_maxrss inherits)}
A command that cannot start exits 127 with the reason on stderr.
Standard library only, no site imports (-S -I): it starts in about 20 ms.
"""
import ctypes
import json
import os
import resource
import signal
import sys
import time

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36


def prctl(option, value):
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(option, value, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(%d) failed" % option)


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
            try:
                with open("/proc/%d/task/%s/children" % (p, tid)) as f:
                    kids = [int(k) for k in f.read().split()]
            except OSError:
                continue
            found.extend(kids)
            todo.extend(kids)
    return found


def kill_all():
    """SIGKILL every descendant until none is left (a fork racing the kill is caught by the
    next pass: it is our descendant too)."""
    for _ in range(1000):
        pids = descendants(os.getpid())
        if not pids:
            return
        for p in pids:
            try:
                os.kill(p, signal.SIGKILL)
            except OSError:
                pass
        reap(block=False)


STATE = {"main": None, "status": None, "cpu": 0.0, "maxrss": 0}


def reap(block):
    """Wait for children, accounting the CPU of each (its waited-for descendants included).
    Blocking: until the main process has been reaped. Returns False once no child is left."""
    while True:
        try:
            pid, status, ru = os.wait4(-1, 0 if block else os.WNOHANG)
        except ChildProcessError:
            return False
        if pid == 0:
            return True
        STATE["cpu"] += ru.ru_utime + ru.ru_stime
        if pid == STATE["main"]:
            STATE["status"], STATE["maxrss"] = status, ru.ru_maxrss
            if block:
                return True


class Stop(Exception):
    pass


def on_term(signum, frame):
    raise Stop()


def start_child(cfg, status_fd):
    """Fork and exec the command; the child never returns."""
    pid = os.fork()
    if pid:
        return pid
    try:
        os.close(status_fd)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        for procs in cfg["cgroup_procs"]:
            with open(procs, "w") as f:
                f.write(str(os.getpid()))
        for name, (soft, hard) in cfg["rlimits"].items():
            resource.setrlimit(getattr(resource, name), (soft, hard))
        os.chdir(cfg["cwd"])
        os.execve(cfg["argv"][0], cfg["argv"], cfg["env"])
    except BaseException as e:  # report and leave: never run the keeper's code twice
        try:
            os.write(2, ("keeper: cannot start %s: %s\n" % (cfg["argv"][0], e)).encode())
        finally:
            os._exit(127)


def vm_hwm_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def main():
    cfg = json.loads(sys.argv[1])
    status_fd = cfg["status_fd"]
    os.set_inheritable(status_fd, False)
    prctl(PR_SET_CHILD_SUBREAPER, 1)
    prctl(PR_SET_PDEATHSIG, signal.SIGTERM)   # the runner died: clean up all the same
    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the runner, which decides
    floor = vm_hwm_kb()
    try:
        STATE["main"] = start_child(cfg, status_fd)
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):     # only the solution's tree holds the pipes: they close when
            os.dup2(null, fd)    # it is gone, even if the keeper is stopped
        while STATE["status"] is None and reap(block=True):
            pass
    except Stop:
        pass
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    while True:                # the main process is gone: nothing else may outlive it
        kill_all()
        if not reap(block=False):
            break
        time.sleep(0.001)
    report = {"status": STATE["status"], "cpu_s": STATE["cpu"], "maxrss_kb": STATE["maxrss"],
              "floor_kb": floor}
    os.write(status_fd, (json.dumps(report) + "\n").encode())


if __name__ == "__main__":
    main()
