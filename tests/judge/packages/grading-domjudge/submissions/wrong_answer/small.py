# @EXPECTED_RESULTS@: WRONG-ANSWER
# @EXPECTED_SCORE@: 70
# right while a < 10: group a (a = 20 in its first case) scores nothing, group b all 70
a, b = map(int, input().split())
print(a + b if a < 10 else 0)
