# expect: RE -- an uncaught exception (traceback on stderr).
import sys

a, b = map(int, sys.stdin.read().split())
print(a // (b - b))
