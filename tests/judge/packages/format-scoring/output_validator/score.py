import sys

# a case's score: 10 for the right sum (written to score.txt), rejected otherwise
inp, ans, feedback = sys.argv[1:4]
if sys.stdin.read().split() != open(ans).read().split():
    sys.exit(43)
with open(feedback + "score.txt", "w") as f:
    f.write("10\n")
sys.exit(42)
