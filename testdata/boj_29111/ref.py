"""Reference solver (shares no code with the DLX template or the solution).
stdin: n; stdout: one valid line (no n >= 1: one line on stderr, exit 1).

- n <= 12: exhaustive backtracking (fill the leftmost empty position with an
  unused power, or leave that power for the reserve), so these answers rest on
  nothing but the definition.
- n = 0, 1, 3 (mod 4): Davies' Langford pairing (R. O. Davies 1959, as
  programmed by J. E. Miller, ROD.pl) with every entry raised by 1, preceded by
  `1 1` when n = 1 (mod 4). A published pattern, independent of the solution's.
- n = 2 (mod 4), n > 12: no published pattern is at hand; this transcribes the
  nests-and-linked-pairs table of the project's Skolem notes pair by pair
  (the solution builds the same line from twelve runs instead).
Every line is verified here before it is printed; a failure exits 1."""
import sys


def backtrack(n):
    """A line for small n by exhaustive search, or None."""
    m = 2 * n
    line = [0] * m
    used = [False] * (n + 2)

    def place(pos, reserve_left):
        while pos < m and line[pos]:
            pos += 1
        if pos == m:
            return True
        for v in range(n + 1, 0, -1):
            if not used[v] and pos + v < m and not line[pos + v]:
                used[v] = True
                line[pos] = line[pos + v] = v
                if place(pos + 1, reserve_left):
                    return True
                line[pos] = line[pos + v] = 0
                used[v] = False
        if reserve_left:               # no power starts here: choose a reserve
            for v in range(1, n + 2):  # (only once) and retry this position
                if not used[v]:
                    used[v] = True
                    if place(pos, False):
                        return True
                    used[v] = False
        return False

    return line if place(0, True) else None


def run(x, y):
    """x, x+-2, ..., y (empty if y is on the other side)."""
    return list(range(x, y + 1, 2)) if x <= y else list(range(x, y - 1, -2))


def langford(order):
    """Davies' Langford pairing of order 4m or 4m-1 (m >= 2), or the literals
    for orders 3 and 4: values 1..order, v other entries between the two v."""
    if order == 3:
        return [2, 3, 1, 2, 1, 3]
    if order == 4:
        return [4, 1, 3, 1, 2, 4, 3, 2]
    m = (order + 1) // 4
    if order == 4 * m:
        c, tail = [4 * m], [2 * m - 1, 4 * m]
    else:
        c, tail = [2 * m - 1], []
    return (run(4 * m - 4, 2 * m) + [4 * m - 2] + run(2 * m - 3, 1) + [4 * m - 1]
            + run(1, 2 * m - 3) + run(2 * m, 4 * m - 4) + c + run(4 * m - 3, 2 * m + 1)
            + [4 * m - 2] + run(2 * m - 2, 2) + [2 * m - 1, 4 * m - 1] + run(2, 2 * m - 2)
            + run(2 * m + 1, 4 * m - 3) + tail)


def nested(n):
    """The notes' table for n >= 2: pairs (first, second) 1-based, value = gap."""
    s, r = divmod(n, 4)
    a, b, c, d = [(s - 1, s, s, s - 1), (s - 1, s, s, s), (s, s, s, s), (s + 1, s, s, s)][r]
    big_x = 2 * a + 2 * b + 2
    pairs = [(a + b + 1 - j, a + b + j) for j in range(1, b + 1)]                 # Q
    pairs += [(a + 1 - j, a + 2 * b + 1 + j) for j in range(1, a + 1)]            # P
    pairs += [(big_x + c + 1 - j, big_x + c + 2 * d + 2 + j) for j in range(1, c + 1)]  # R
    pairs += [(big_x + c + d + 1 - j, big_x + c + d + 1 + j) for j in range(1, d + 1)]  # S
    pairs += [(a + 2 * b + 1, big_x + c + 2 * d + 2), (big_x, big_x + c + d + 1)]  # x1x4, x2x3
    line = [0] * (2 * n)
    for p, q in pairs:
        line[p - 1] = line[q - 1] = q - p
    return line


def line_for(n):
    if n <= 12:
        return backtrack(n)
    if n % 4 in (0, 3):
        return [v + 1 for v in langford(n)]
    if n % 4 == 1:
        return [1, 1] + [v + 1 for v in langford(n - 1)]
    return nested(n)


def verify(n, line):
    """The definition, checked directly."""
    if line is None or len(line) != 2 * n:
        return False
    where = {}
    for i, v in enumerate(line):
        where.setdefault(v, []).append(i)
    return (len(where) == n and all(1 <= v <= n + 1 for v in where)
            and all(len(p) == 2 and p[1] - p[0] == v for v, p in where.items()))


def main():
    tokens = sys.stdin.buffer.read().split()
    try:
        n = int(tokens[0]) if len(tokens) == 1 else 0
    except ValueError:
        n = 0
    if n < 1:
        sys.exit("ref: no n >= 1 in the input")
    line = line_for(n)
    if not verify(n, line):
        sys.exit("ref: no valid line for n = %d: the reference is wrong" % n)
    sys.stdout.write(" ".join(map(str, line)) + "\n")


if __name__ == "__main__":
    main()
