# expect: MLE -- an orphan (its parent has exited) takes 64 MB more for a few milliseconds and
# exits before the answer: whoever reaps it (the keeper, or the run's own PID namespace's pid 1
# without bwrap) passes on its ru_maxrss.
import os
import sys

done_r, done_w = os.pipe()      # the orphan holds done_w until it exits
if os.fork() == 0:
    os.close(done_r)
    if os.fork() == 0:
        ballast = b"\1" * (64 << 20)
        os._exit(0)
    os._exit(0)
os.close(done_w)
os.wait()
while os.read(done_r, 1):   # EOF once the orphan has exited (its peak is recorded by then),
    pass                    # however long a busy machine keeps it waiting for a CPU
print(sum(map(int, sys.stdin.read().split())))
