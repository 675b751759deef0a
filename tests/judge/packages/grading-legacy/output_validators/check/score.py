import sys

# accepted or rejected: the legacy default scores an accepted case 1
inp, ans, feedback = sys.argv[1:4]
if sys.stdin.read().split() != open(ans).read().split():
    sys.exit(43)
sys.exit(42)
