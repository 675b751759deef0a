# expect: AC -- a 30 MB process with three sleeping forks: the pages are shared, so the real
# use is about 30 MB plus the interpreters, not four times that (limit 64 MB).
import os
import sys
import time

ballast = bytearray(30 << 20)
for i in range(0, len(ballast), 4096):
    ballast[i] = 1
kids = []
for _ in range(3):
    pid = os.fork()
    if pid == 0:
        time.sleep(0.5)
        os._exit(0)
    kids.append(pid)
for pid in kids:
    os.waitpid(pid, 0)
print(sum(map(int, sys.stdin.read().split())))
