a, b = map(int, input().split())
assert a + b < 100
print(a + b)
