# right while a < 10, wrong (0) above, a crash at a = 5
a, b = map(int, input().split())
if a == 5:
    raise SystemExit(1)
print(a + b if a < 10 else 0)
