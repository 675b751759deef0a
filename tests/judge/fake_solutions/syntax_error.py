# expect: CE -- does not compile: a syntax error is a compile error, as on BOJ.
print(sum(map(int, input().split()))
