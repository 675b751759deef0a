# @EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER
a, b = map(int, input().split())
print(a + b if a != 7 else 0)
