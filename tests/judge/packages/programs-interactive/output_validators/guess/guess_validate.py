"""validate input answer feedback_dir: up to 10 guesses of the input's number."""
import sys

secret = int(open(sys.argv[1]).read())
for turn in range(10):
    line = sys.stdin.readline()
    if not line:
        open(sys.argv[3] + "judgemessage.txt", "w").write("no guess after %d" % turn)
        sys.exit(43)
    guess = int(line)
    if guess == secret:
        print("correct", flush=True)
        sys.exit(42)
    print("lower" if guess > secret else "higher", flush=True)
open(sys.argv[3] + "judgemessage.txt", "w").write("too many guesses")
sys.exit(43)
