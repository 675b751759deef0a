# wrong on the sample only: secret requires sample (require_pass), so the score is 0
a, b = map(int, input().split())
print(0 if (a, b) == (1, 2) else a + b)
