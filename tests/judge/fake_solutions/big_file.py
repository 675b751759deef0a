# expect: RE or MLE -- writes a 96 MB file in its working directory at a 64 MB limit: no file a run writes may pass its memory limit (RLIMIT_FSIZE), wherever it lands on the disk.
import sys

chunk = b"x" * (1 << 20)
with open("big", "wb") as f:
    for _ in range(96):
        f.write(chunk)
print(sum(map(int, sys.stdin.read().split())))
