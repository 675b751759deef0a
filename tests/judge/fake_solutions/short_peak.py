# expect: AC -- 40 MB for a few milliseconds, under a 64 MB limit: a peak no memory sample may
# catch, shown all the same (the keeper's ru_maxrss: above the size of the process the run was
# forked from, which it inherits and which counts only below it).
import sys

ballast = b"\1" * (40 << 20)
del ballast
print(sum(map(int, sys.stdin.read().split())))
