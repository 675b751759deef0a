from bounds import checked_sum

a, b = map(int, input().split())
print(checked_sum(a, b))
