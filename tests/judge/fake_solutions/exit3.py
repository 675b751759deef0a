# expect: RE -- the right answer, then exit code 3: a non-zero exit is RE whatever the output.
import sys

print(sum(map(int, sys.stdin.read().split())))
sys.exit(3)
