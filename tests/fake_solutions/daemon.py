# expect: AC -- a double-forked daemon in a new session that closes every fd: it must not
# outlive the run.
import os
import sys

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.closerange(0, 256)
        os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(60)",
                                  "DLXJUDGE_MARKER"])
    os._exit(0)
print(sum(map(int, sys.stdin.read().split())))
