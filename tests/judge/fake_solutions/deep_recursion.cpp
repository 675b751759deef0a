// expect: AC -- recurses 1,000,000 calls deep (about 100 MB of stack), then answers. The
// runner sets the stack limit itself (the memory limit, 256 MB here): the verdict is the same
// under the caller's `ulimit -s 8192` (where it would crash) and `ulimit -s unlimited`.
#include <cstdio>

__attribute__((noinline)) long depth(long n) {
    volatile long pad[8];
    for (int i = 0; i < 8; i++) pad[i] = n + i;
    if (n == 0) return pad[3];
    return depth(n - 1) + pad[n % 8] - pad[n % 8];
}

int main() {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    printf("%ld\n", a + b + depth(1000000) - 3);
    return 0;
}
