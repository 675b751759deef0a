# expect: AC -- burns 0.85 s of CPU (0.85 of its problem's 1 s limit), then answers: a correct
# solution that a busy machine (busy loops on every core) must not turn into a TLE.
import sys
import time

start = time.process_time()
while time.process_time() - start < 0.85:
    pass
print(sum(map(int, sys.stdin.read().split())))
