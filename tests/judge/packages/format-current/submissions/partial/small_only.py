a, b = map(int, input().split())
print(a + b if a + b < 100 else -1)
