# expect: WA -- prints nothing, exits 0.
import sys

sys.stdin.read()
