// POJ 3740 Easy Finding -- http://poj.org/problem?id=3740
// The C++ port of solutions/poj_3740.py for a POJ submission (POJ runs no Python): the
// same model, Knuth's dancing links on flat arrays (L R U D C S, node 0 the root, nodes
// 1..n the items = columns, options = rows). C++98, as POJ's compilers are: judged locally
// with `python runner.py poj_3740 --solution solutions/cpp/poj_3740.cpp` (g++ -std=c++98).
#include <cstdio>

const int MAX_ROWS = 16, MAX_COLS = 300;
const int MAX_NODES = 1 + MAX_COLS + MAX_ROWS * MAX_COLS;  // root + items + option nodes

int L[MAX_NODES], R[MAX_NODES], U[MAX_NODES], D[MAX_NODES], C[MAX_NODES], S[MAX_NODES];
int top;

void reset(int n) {
    for (int i = 0; i <= n; ++i) {
        L[i] = i - 1; R[i] = i + 1; U[i] = D[i] = i; S[i] = 0;
    }
    L[0] = n; R[n] = 0;
    top = n + 1;
}

void add_option(const int *items, int k) {
    int first = top;
    for (int t = 0; t < k; ++t, ++top) {
        int x = top, c = items[t];
        L[x] = x - 1; R[x] = x + 1; C[x] = c;
        U[x] = U[c]; D[x] = c; D[U[c]] = x; U[c] = x; ++S[c];
    }
    L[first] = top - 1; R[top - 1] = first;
}

void cover(int c) {
    L[R[c]] = L[c]; R[L[c]] = R[c];
    for (int i = D[c]; i != c; i = D[i])
        for (int j = R[i]; j != i; j = R[j]) {
            U[D[j]] = U[j]; D[U[j]] = D[j]; --S[C[j]];
        }
}

void uncover(int c) {  // the mirror of cover
    for (int i = U[c]; i != c; i = U[i])
        for (int j = L[i]; j != i; j = L[j]) {
            ++S[C[j]]; U[D[j]] = j; D[U[j]] = j;
        }
    L[R[c]] = c; R[L[c]] = c;
}

bool search() {  // Algorithm X: is there an exact cover?
    if (R[0] == 0) return true;
    int c = R[0];
    for (int i = R[c]; i != 0; i = R[i])
        if (S[i] < S[c]) c = i;
    if (S[c] == 0) return false;
    cover(c);
    for (int r = D[c]; r != c; r = D[r]) {
        for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
        bool found = search();
        for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
        if (found) { uncover(c); return true; }
    }
    uncover(c);
    return false;
}

int main() {
    int m, n, items[MAX_COLS];
    while (scanf("%d %d", &m, &n) == 2) {
        reset(n);
        for (int r = 0; r < m; ++r) {
            int k = 0;
            for (int col = 1; col <= n; ++col) {
                int a = 0;
                scanf("%d", &a);
                if (a) items[k++] = col;
            }
            if (k) add_option(items, k);
        }
        puts(search() ? "Yes, I found it" : "It is impossible");
    }
    return 0;
}
