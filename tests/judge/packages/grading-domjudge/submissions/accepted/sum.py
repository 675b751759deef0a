# @EXPECTED_SCORE@: 100
a, b = map(int, input().split())
print(a + b)
