# expect: MLE -- 300 MB written to a memfd: memory all the same (seen by a cgroup).
import os
import sys

fd = os.memfd_create("hog")
block = b"x" * (1 << 20)
for _ in range(300):
    os.write(fd, block)
print(sum(map(int, sys.stdin.read().split())))
