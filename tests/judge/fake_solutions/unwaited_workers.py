# expect: TLE -- four workers of 0.35 s CPU each, SIGCHLD ignored so that nobody waits for
# them (the kernel reaps them): 1.4 s of CPU in all.
import os
import signal
import sys
import time

signal.signal(signal.SIGCHLD, signal.SIG_IGN)
workers = []
for _ in range(4):
    pid = os.fork()
    if pid == 0:
        t = time.process_time()
        while time.process_time() - t < 0.35:
            pass
        os._exit(0)
    workers.append(pid)
for pid in workers:          # no wait(): poll until the kernel has reaped each one
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.01)
print(sum(map(int, sys.stdin.read().split())))
