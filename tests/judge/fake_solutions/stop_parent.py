# expect: TLE -- stops its parent (the keeper) with SIGSTOP, answers and exits: the runner
# must not hang; it kills the run at the wall-clock cap. (In a PID namespace the parent is
# bwrap's init, which the stop does not reach: the test accepts AC there.)
import os
import signal
import sys

os.kill(os.getppid(), signal.SIGSTOP)
print(sum(map(int, sys.stdin.read().split())))
sys.stdout.flush()
