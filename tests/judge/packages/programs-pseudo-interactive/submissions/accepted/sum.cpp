#include <cstdio>
int main() {
    long long n, x, s = 0;
    std::scanf("%lld", &n);
    for (long long i = 0; i < n; i++) { std::scanf("%lld", &x); s += x; }
    std::printf("%lld\n", s);
}
