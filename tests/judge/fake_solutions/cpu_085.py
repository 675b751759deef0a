# expect: AC -- burns CPU until its process has used 0.85 s (0.85 of its problem's 1 s limit),
# then answers: a correct solution that a busy machine (busy loops on every core) must not turn
# into a TLE. The 0.85 s counts the interpreter's start-up, as the limit does: that start-up
# alone costs 85 ms here and more under load (0.85 s on top of it once measured 1002 ms).
import sys
import time

while time.process_time() < 0.85:
    pass
print(sum(map(int, sys.stdin.read().split())))
