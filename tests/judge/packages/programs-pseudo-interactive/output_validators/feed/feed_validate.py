"""validate input answer feedback_dir: n numbers (an LCG from the seed) to the solution,
then its whole output, to EOF, must be their sum."""
import sys

n, seed = map(int, open(sys.argv[1]).read().split())
numbers = []
for _ in range(n):
    seed = (seed * 1103515245 + 12345) % (1 << 31)
    numbers.append(seed % 1000000)
sys.stdout.write("%d\n%s\n" % (n, " ".join(map(str, numbers))))
sys.stdout.flush()
words = sys.stdin.read().split()
if words == [str(sum(numbers))]:
    sys.exit(42)
open(sys.argv[3] + "judgemessage.txt", "w").write("expected %d, got %r" % (sum(numbers),
                                                                           words[:3]))
sys.exit(43)
