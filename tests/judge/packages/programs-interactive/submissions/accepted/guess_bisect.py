lo, hi = 1, 1000
while True:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    reply = input()
    if reply == "correct":
        break
    lo, hi = (lo, mid - 1) if reply == "lower" else (mid + 1, hi)
