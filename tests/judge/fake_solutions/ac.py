# expect: AC -- the fake "sum" problem: print a + b.
import sys

print(sum(map(int, sys.stdin.read().split())))
