import sys

inp, ans, feedback = sys.argv[1:4]
if sys.argv[4:] != ["answer_first"]:
    sys.exit(1)                 # the flags of problem.yaml, or a judge error
want = open(ans).read().split()
got = sys.stdin.read().split()
if got == want:
    sys.exit(42)
with open(feedback + "judgemessage.txt", "w") as f:
    f.write("expected %s, got %s" % (" ".join(want), " ".join(got[:3])))
sys.exit(43)
