# expect: WA
"""Wrong on purpose: takes rows top to bottom, keeping each row disjoint from
the ones kept so far, and answers yes iff that covers every column. A greedy
choice can block the cover (keep a row that a cover does not use)."""
import sys


def main():
    tok = sys.stdin.buffer.read().split()
    pos, out = 0, []
    while pos < len(tok):
        m, n = int(tok[pos]), int(tok[pos + 1])
        pos += 2
        taken = 0
        for i in range(m):
            row = int(b"".join(tok[pos + i * n:pos + (i + 1) * n]), 2)
            if row and not row & taken:
                taken |= row
        pos += m * n
        out.append("Yes, I found it" if taken == (1 << n) - 1 else "It is impossible")
    sys.stdout.write("\n".join(out) + "\n")


main()
