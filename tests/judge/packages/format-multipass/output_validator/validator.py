import os
import sys

inp, ans, feedback = sys.argv[1:4]
n = int(open(inp).read())
last = int(open(ans).read())
got = sys.stdin.read().split()
if got != [str(2 * n)]:
    with open(os.path.join(feedback, "judgemessage.txt"), "w") as f:
        f.write("pass with n = %d: {{rejection}} %d" % (n, 2 * n))
    sys.exit(43)
if n < last:
    with open(os.path.join(feedback, "nextpass.in"), "w") as f:
        f.write("%d\n" % (n + 1))
sys.exit(42)
