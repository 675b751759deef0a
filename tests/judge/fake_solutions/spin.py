# Burns 0.3 s of CPU, then answers: TLE under a 0.2 s limit, AC once --tl-scale lifts it.
import sys
import time

start = time.process_time()
while time.process_time() - start < 0.3:
    pass
print(sum(map(int, sys.stdin.read().split())))
