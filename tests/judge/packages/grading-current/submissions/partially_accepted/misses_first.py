# wrong on the case "2 3" only (group 1_passfail), so 4_needs scores 0 (require_pass)
a, b = map(int, input().split())
print(0 if (a, b) == (2, 3) else a + b)
