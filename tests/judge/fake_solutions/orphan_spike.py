# expect: MLE -- an orphan (its parent has exited) takes 64 MB more for a few milliseconds and
# exits before the answer: whoever reaps it (the keeper, or the run's own PID namespace's pid 1
# without bwrap) passes on its ru_maxrss.
import os
import sys
import time

if os.fork() == 0:
    if os.fork() == 0:
        ballast = b"\1" * (64 << 20)
        os._exit(0)
    os._exit(0)
os.wait()
time.sleep(0.3)          # the orphan is done and reaped by then
print(sum(map(int, sys.stdin.read().split())))
