# expect: WA
"""Wrong on purpose: "propagation is enough". Applies naked singles (a cell
with one candidate) and hidden singles (a letter with one place in a row,
column or box) until nothing changes, then writes the lowest remaining
candidate into every undecided cell instead of searching. Solves the easy
and nearly full grids, not the minimal ones (hard_*)."""
import sys

N, LETTERS = 16, "ABCDEFGHIJKLMNOP"
UNITS = ([[r * N + c for c in range(N)] for r in range(N)]
         + [[r * N + c for r in range(N)] for c in range(N)]
         + [[(br * 4 + i) * N + bc * 4 + j for i in range(4) for j in range(4)]
            for br in range(4) for bc in range(4)])
PEERS = [sorted({x for u in UNITS if k in u for x in u}) for k in range(N * N)]


def solve(grid):
    value = grid[:]
    while True:
        changed = False
        for k in range(N * N):             # naked singles
            if not value[k]:
                seen = {value[x] for x in PEERS[k]}
                free = [d for d in range(1, N + 1) if d not in seen]
                if len(free) == 1:
                    value[k], changed = free[0], True
        for u in UNITS:                    # hidden singles
            for d in range(1, N + 1):
                if d in (value[k] for k in u):
                    continue
                spots = [k for k in u if not value[k] and
                         all(value[x] != d for x in PEERS[k])]
                if len(spots) == 1:
                    value[spots[0]], changed = d, True
        if not changed:
            break
    for k in range(N * N):                 # the mistake: guess instead of search
        if not value[k]:
            seen = {value[x] for x in PEERS[k]}
            value[k] = min([d for d in range(1, N + 1) if d not in seen] or [1])
    return value


def main():
    rows = [line.strip() for line in sys.stdin.read().split("\n") if line.strip()]
    out = []
    for g in range(0, len(rows), N):
        grid = [0 if ch == "-" else LETTERS.index(ch) + 1 for row in rows[g:g + N] for ch in row]
        v = solve(grid)
        out.append("\n".join("".join(LETTERS[x - 1] for x in v[r * N:(r + 1) * N]) for r in range(N)))
    sys.stdout.write("\n\n".join(out) + "\n")


main()
