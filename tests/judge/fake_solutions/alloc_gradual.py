# expect: MLE -- grows toward 2 GB in 16 MB chunks that are really written (RSS grows).
import sys

chunks = []
for _ in range(128):
    chunks.append(b"\1" * (16 << 20))
print(sum(map(int, sys.stdin.read().split())))
