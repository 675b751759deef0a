// The peer for bench/cpp.py: Sudoku by the array DLX of contest code, written
// in the style the POJ 3074 / 3076 blog posts teach (one static array per link,
// a row-head array, link() per 1, recursive dance() with the plain column scan,
// givens inserted as their single row). Not a template: a yardstick.
// Input: POJ 3074's lines of 81 characters (until "end") or POJ 3076's grids of
// 16 lines of 'A'-'P' / '-'; output in the same formats as our solutions.
#include <cstdio>
#include <cstring>

const int MAXN = 4096 + 5, MAXM = 1024 + 5, MAXNODE = MAXN * 4 + MAXM + 5;

int n, m, sz;
int U[MAXNODE], D[MAXNODE], L[MAXNODE], R[MAXNODE], Row[MAXNODE], Col[MAXNODE];
int H[MAXN], S[MAXM];
int ansd, ans[MAXN];

void init(int _n, int _m) {
    n = _n; m = _m;
    for (int i = 0; i <= m; i++) {
        S[i] = 0; U[i] = D[i] = i; L[i] = i - 1; R[i] = i + 1;
    }
    R[m] = 0; L[0] = m;
    sz = m;
    for (int i = 1; i <= n; i++) H[i] = -1;
}

void link(int r, int c) {
    ++S[Col[++sz] = c];
    Row[sz] = r;
    D[sz] = D[c]; U[D[c]] = sz; U[sz] = c; D[c] = sz;
    if (H[r] < 0) H[r] = L[sz] = R[sz] = sz;
    else { R[sz] = R[H[r]]; L[R[H[r]]] = sz; L[sz] = H[r]; R[H[r]] = sz; }
}

void remove(int c) {
    L[R[c]] = L[c]; R[L[c]] = R[c];
    for (int i = D[c]; i != c; i = D[i])
        for (int j = R[i]; j != i; j = R[j]) {
            U[D[j]] = U[j]; D[U[j]] = D[j]; --S[Col[j]];
        }
}

void resume(int c) {
    for (int i = U[c]; i != c; i = U[i])
        for (int j = L[i]; j != i; j = L[j]) ++S[Col[U[D[j]] = D[U[j]] = j]];
    L[R[c]] = R[L[c]] = c;
}

bool dance(int d) {
    if (R[0] == 0) { ansd = d; return true; }
    int c = R[0];
    for (int i = R[0]; i != 0; i = R[i]) if (S[i] < S[c]) c = i;
    remove(c);
    for (int i = D[c]; i != c; i = D[i]) {
        ans[d] = Row[i];
        for (int j = R[i]; j != i; j = R[j]) remove(Col[j]);
        if (dance(d + 1)) return true;
        for (int j = L[i]; j != i; j = L[j]) resume(Col[j]);
    }
    resume(c);
    return false;
}

int grid[256];

bool solve(int b) {  // rows: (cell, digit) = cell*N + digit + 1; columns as ours
    int N = b * b, NN = N * N;
    init(NN * N, NN * 4);
    for (int k = 0; k < NN; k++) {
        int r = k / N, c = k % N;
        for (int d = 0; d < N; d++) {
            if (grid[k] && grid[k] != d + 1) continue;
            int row = k * N + d + 1;
            link(row, 1 + k);
            link(row, 1 + NN + r * N + d);
            link(row, 1 + 2 * NN + c * N + d);
            link(row, 1 + 3 * NN + (r / b * b + c / b) * N + d);
        }
    }
    if (!dance(0)) return false;
    for (int i = 0; i < ansd; i++) grid[(ans[i] - 1) / N] = (ans[i] - 1) % N + 1;
    return true;
}

char line[1024];

int main() {
    bool first16 = true;
    while (scanf("%s", line) == 1) {
        if (!strcmp(line, "end")) break;
        if (strlen(line) == 81) {
            for (int k = 0; k < 81; k++) grid[k] = line[k] == '.' ? 0 : line[k] - '0';
            if (solve(3)) {
                for (int k = 0; k < 81; k++) putchar('0' + grid[k]);
                putchar('\n');
            }
            continue;
        }
        for (int r = 0; r < 16; r++) {
            if (r && scanf("%s", line) != 1) return 1;
            for (int c = 0; c < 16; c++)
                grid[r * 16 + c] = line[c] == '-' ? 0 : line[c] - 'A' + 1;
        }
        if (solve(4)) {
            if (!first16) putchar('\n');
            first16 = false;
            for (int k = 0; k < 256; k++) {
                putchar('A' + grid[k] - 1);
                if (k % 16 == 15) putchar('\n');
            }
        }
    }
    return 0;
}
