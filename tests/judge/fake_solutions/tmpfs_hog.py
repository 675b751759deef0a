# expect: MLE -- keeps 300 MB in files of the sandbox's private /tmp and /dev/shm (no process
# maps them), carries on when the tmpfs is full, then answers: counted all the same.
import os
import sys

block = b"x" * (1 << 20)
for folder in ("/tmp", "/dev/shm"):
    try:
        with open(os.path.join(folder, "hog-%d" % os.getpid()), "wb") as f:
            for _ in range(150):
                f.write(block)
    except OSError:
        pass  # full: what is there stays
print(sum(map(int, sys.stdin.read().split())))
