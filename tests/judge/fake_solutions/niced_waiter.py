# expect: TLE -- sleeps 6 s, then answers, while a thread of its own at nice 19 (its session's
# autogroup too) spins: on a busy machine that thread is always runnable and seldom runs, so
# the run "waits for a CPU" for nearly all of its wall clock. That wait is its own doing (it
# lowered its own priority): it earns no credit against the wall-clock cap (2 x a 1 s limit),
# which stops it as it stops any sleeper. On a quiet machine the thread runs: the CPU limit.
import os
import sys
import threading
import time


def spin():
    os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)   # this thread only
    while True:
        pass


try:        # the whole session too: with autogroups, a thread's nice is weighed only
    with open("/proc/self/autogroup", "w") as f:    # against its own session's threads
        f.write("19")
except OSError:
    pass
threading.Thread(target=spin, daemon=True).start()
time.sleep(6)
print(sum(map(int, sys.stdin.read().split())))
