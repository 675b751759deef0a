# expect: TLE -- stops with SIGSTOP every ancestor that runs runner.py (the runner and its
# keeper, a fork of it), then answers. Without isolation the runner must not hang: it goes on,
# and the keeper it finds stopped is killed at the wall-clock cap (TLE). In a PID namespace
# (bwrap) no ancestor is the runner: the run is AC.
import os
import signal
import sys


def runs_the_runner(pid):
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return any(arg.endswith(b"/runner.py") for arg in f.read().split(b"\0"))
    except OSError:
        return False


def parent(pid):
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            return int(f.read().rsplit(b")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return 0


pid = os.getppid()
while pid > 1:
    if runs_the_runner(pid):
        os.kill(pid, signal.SIGSTOP)
    pid = parent(pid)
print(sum(map(int, sys.stdin.read().split())))
sys.stdout.flush()
