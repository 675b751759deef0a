# expect: AC -- a double-forked daemon in a new session that closes every fd: it must not
# outlive the run.
import os
import sys

MARKER = "DLXJUDGE_MARKER=" + __file__  # names this run: tests look for it in /proc

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.closerange(0, 256)
        os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(60)",
                                  MARKER])
    os._exit(0)
print(sum(map(int, sys.stdin.read().split())))
