"""Reference for ex_langford, sharing no code with the exact-cover blocks or
the example: fill the row left to right; at the first empty position put
each unused k whose partner position p+k+1 is empty too. Counts every row
once and divides by 2 (a row and its reverse). stdin -> stdout, the format
of examples/langford.py."""
import sys


def pairings(n):
    row, used = [0] * (2 * n), [False] * (n + 1)

    def fill(p):
        while p < 2 * n and row[p]:
            p += 1
        if p == 2 * n:
            return 1
        total = 0
        for k in range(1, n + 1):
            q = p + k + 1
            if not used[k] and q < 2 * n and not row[q]:
                used[k], row[p], row[q] = True, k, k
                total += fill(p + 1)
                used[k], row[p], row[q] = False, 0, 0
        return total
    return fill(0) // 2


def main():
    sizes = [int(line) for line in sys.stdin.read().split("\n") if line.strip()]
    print("\n".join(str(pairings(n)) for n in sizes))


if __name__ == "__main__":
    main()
