# expect: WA -- off by one.
import sys

print(sum(map(int, sys.stdin.read().split())) + 1)
