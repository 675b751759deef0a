a, b = map(int, input().split())
while a + b >= 100:
    pass
print(a + b)
