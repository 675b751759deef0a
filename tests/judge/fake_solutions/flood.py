# expect: OLE -- the right answer, then 128 MB more, then a clean exit.
import sys

print(sum(map(int, sys.stdin.read().split())))
sys.stdout.flush()
block = b"x" * (1 << 20)
for _ in range(128):
    sys.stdout.buffer.write(block)
