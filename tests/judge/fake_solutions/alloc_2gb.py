# expect: MLE -- one 2 GB buffer, every page touched.
import sys

buf = bytearray(2 << 30)
for i in range(0, len(buf), 4096):
    buf[i] = 1
print(sum(map(int, sys.stdin.read().split())))
