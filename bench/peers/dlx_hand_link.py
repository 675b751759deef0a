"""A hand-written port of the kuangbin DLX build to Python (written for this
bench): flat lists, one `link`-style loop per option with the pools in local
names, as a careful contest user would write it. bench/blocks_in_use.py (its "build" rows) holds
dlx-template's add_option to it."""


class HandDLX:
    def __init__(self, n, capacity):     # pools once, as kuangbin's static arrays
        self.L, self.R, self.U, self.D = ([0] * capacity for _ in range(4))
        self.C, self.ROW, self.S = [0] * capacity, [0] * capacity, [0] * capacity
        self.init(n)

    def init(self, n):                   # kuangbin's init(n, m): the headers, per case
        L, R, U, D, S = self.L, self.R, self.U, self.D, self.S
        for i in range(n + 1):
            L[i], R[i], U[i], D[i], S[i] = i - 1, i + 1, i, i, 0
        L[0], R[n] = n, 0
        self.sz = n + 1

    def add_row(self, r, cols):
        L, R, U, D, C, ROW, S = self.L, self.R, self.U, self.D, self.C, self.ROW, self.S
        first = sz = self.sz
        for c in cols:
            S[c] += 1
            C[sz] = c
            ROW[sz] = r
            u = U[c]
            U[sz] = u
            D[sz] = c
            D[u] = sz
            U[c] = sz
            L[sz] = sz - 1
            R[sz] = sz + 1
            sz += 1
        L[first] = sz - 1
        R[sz - 1] = first
        self.sz = sz
