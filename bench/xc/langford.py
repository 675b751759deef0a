"""Langford pairings: arrange two copies of 1..n in a row of 2n so that the
two k's have k numbers between them. Every sequence is counted, and its
reverse separately (Knuth counts each pair once): n = 11 -> 35584 = 2 x 17792,
n = 12 -> 216288 = 2 x 108144 (OEIS A014552 halves these).

Model: items 1..n the numbers, n+1..3n the positions, all primary; option
(k, i): k at positions i and i+k+1.
"""


def model(n):
    options = [[k, n + 1 + i, n + 2 + i + k]
               for k in range(1, n + 1) for i in range(2 * n - k - 1)]
    return 3 * n, 3 * n, options


def count_bitmask(n):
    """Specialised code: place the largest number first (fewest places),
    the filled positions as one bitmask."""
    full = (1 << 2 * n) - 1
    pairs = [None] + [[(1 << i) | (1 << (i + k + 1)) for i in range(2 * n - k - 1)]
                      for k in range(1, n + 1)]

    def place(k, used):
        if not k:
            return 1 if used == full else 0
        total = 0
        for mask in pairs[k]:
            if not used & mask:
                total += place(k - 1, used | mask)
        return total
    return place(n, 0)
