"""Reference for POJ 3740, independent of the DLX template: brute force over
subsets of rows as bitmasks. stdin -> stdout, same format as the solution.

Rows are grown one at a time into the set of all unions of pairwise disjoint
rows ("every subset of rows that overlaps nowhere", kept by its union): an exact
cover exists iff the full mask is such a union. At most 2^16 unions per case.
"""
import sys


def has_exact_cover(masks, full):
    unions = {0}
    for r in masks:
        unions |= {u | r for u in unions if u & r == 0}
    return full in unions


def main():
    tokens = sys.stdin.read().split()
    pos, out = 0, []
    while pos < len(tokens):
        m, n = int(tokens[pos]), int(tokens[pos + 1])
        pos += 2
        masks = []
        for _ in range(m):
            mask = 0
            for j in range(n):
                if tokens[pos + j] == "1":
                    mask |= 1 << j
            masks.append(mask)
            pos += n
        ok = has_exact_cover(masks, (1 << n) - 1)
        out.append("Yes, I found it" if ok else "It is impossible")
    print("\n".join(out))


if __name__ == "__main__":
    main()
