# expect: AC -- looks for the runner in /proc and stops it with SIGSTOP, then answers. In its
# own PID namespace (bwrap) it cannot see the runner: the run is judged normally.
import os
import signal
import sys

for pid in filter(str.isdigit, os.listdir("/proc")):
    try:
        with open("/proc/%s/cmdline" % pid, "rb") as f:
            if b"runner.py" in f.read() and int(pid) != os.getpid():
                os.kill(int(pid), signal.SIGSTOP)
    except OSError:
        pass
print(sum(map(int, sys.stdin.read().split())))
