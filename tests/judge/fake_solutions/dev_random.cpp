// expect: CE -- the preprocessor reads /dev/random without end: the compile stops at its
// memory limit, with every process the compiler started.
#include </dev/random>
int main() { return 0; }
