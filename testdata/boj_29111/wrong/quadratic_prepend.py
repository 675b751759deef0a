# expect: TLE
"""Too slow on purpose: the right line (nests and linked pairs), but each nest
is grown from the inside out with list.insert(0, ...) for its left arm, which
is O(t^2) for a nest of t pairs. Fine for small n; n = 10^6 (nests of 250000
pairs) needs far more than the time limit."""
import sys


def nest(values):
    """Left arm and right arm of a nest whose pairs, inside out, have `values`."""
    left, right = [], []
    for v in values:
        left.insert(0, v)      # the slow part: shifts the whole arm every time
        right.append(v)
    return left, right


def line(n):
    if n == 1:
        return [1, 1]
    s, r = divmod(n, 4)
    a, b, c, d = ((s - 1, s, s, s - 1), (s - 1, s, s, s),
                  (s, s, s, s), (s + 1, s, s, s))[r]
    x14, x23 = a + c + 2 * d + 3, c + d + 1
    p_left, p_right = nest(range(2 * b + 2, 2 * b + 2 * a + 1, 2))
    q_left, q_right = nest(range(1, 2 * b, 2))
    r_left, r_right = nest(range(2 * d + 3, 2 * d + 2 * c + 2, 2))
    s_left, s_right = nest(range(2, 2 * d + 1, 2))
    return (p_left + q_left + q_right + [x14] + p_right + [x23] + r_left + s_left
            + [x23] + s_right + [x14] + r_right)


n = int(sys.stdin.buffer.read())
sys.stdout.write(" ".join(map(str, line(n))) + "\n")
