lo, hi = 1, 1000
while True:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    reply = input()
    if reply == "correct":
        break
    lo, hi = (lo, mid - 1) if reply == "lower" else (mid + 1, hi)
# the validator has its verdict and is gone: 1 MB more goes nowhere, no SIGPIPE
import sys
for _ in range(16):
    sys.stdout.write("0" * 65535 + "\n")
    sys.stdout.flush()
