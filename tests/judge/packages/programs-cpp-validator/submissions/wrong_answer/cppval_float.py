a, b = map(int, input().split())
print(float(a + b))
