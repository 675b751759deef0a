"""A hand-written port of the kuangbin DLX (the classic contest template: static
arrays, link() per option, remove/resume, a recursive Dance with the item of
fewest options) to Python, as a careful contest user would write it: flat lists,
closures over them, no checks. Counts every exact cover: the exhaustive-search
opponent of the dlx-template block in bench/dlx_search.py (written for this bench)."""


def count_covers(n_items, options):
    """The number of exact covers of items 1..n_items (all primary) by options."""
    size = 1 + n_items + sum(map(len, options))
    L, R, U, D, C, S = ([0] * size for _ in range(6))
    for i in range(n_items + 1):
        L[i], R[i], U[i], D[i] = i - 1, i + 1, i, i
    L[0], R[n_items] = n_items, 0
    sz = n_items + 1
    for items in options:                # kuangbin's link(), one option at a time
        first = sz
        for c in items:
            S[c] += 1
            C[sz], U[sz], D[sz] = c, U[c], c
            D[U[c]] = sz
            U[c] = sz
            L[sz], R[sz] = sz - 1, sz + 1
            sz += 1
        L[first], R[sz - 1] = sz - 1, first

    def remove(c):
        L[R[c]], R[L[c]] = L[c], R[c]
        i = D[c]
        while i != c:
            j = R[i]
            while j != i:
                U[D[j]], D[U[j]] = U[j], D[j]
                S[C[j]] -= 1
                j = R[j]
            i = D[i]

    def resume(c):
        i = U[c]
        while i != c:
            j = L[i]
            while j != i:
                S[C[j]] += 1
                U[D[j]] = D[U[j]] = j
                j = L[j]
            i = U[i]
        L[R[c]] = R[L[c]] = c

    def dance():
        if not R[0]:
            return 1
        c = R[0]
        i = R[c]
        while i:
            if S[i] < S[c]:
                c = i
            i = R[i]
        remove(c)
        total, i = 0, D[c]
        while i != c:
            j = R[i]
            while j != i:
                remove(C[j])
                j = R[j]
            total += dance()
            j = L[i]
            while j != i:
                resume(C[j])
                j = L[j]
            i = D[i]
        resume(c)
        return total
    return dance()
