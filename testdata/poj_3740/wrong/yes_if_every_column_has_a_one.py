# expect: WA
"""Wrong on purpose: answers yes as soon as every column has some 1, which is
necessary but not sufficient (two rows may overlap; sample case 2 is such)."""
import sys


def main():
    tok = sys.stdin.buffer.read().split()
    pos, out = 0, []
    while pos < len(tok):
        m, n = int(tok[pos]), int(tok[pos + 1])
        pos += 2
        seen = [0] * n
        for i in range(m):
            for j in range(n):
                if tok[pos + i * n + j] == b"1":
                    seen[j] = 1
        pos += m * n
        out.append("Yes, I found it" if all(seen) else "It is impossible")
    sys.stdout.write("\n".join(out) + "\n")


main()
