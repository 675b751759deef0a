# expect: AC -- waits 0.3 s (so that a run beside it starts meanwhile), then starts 200 threads
# that all wait about a second together (a thread pool, well under the cap of tasks a run may
# hold); prints the sum only if every one started, else how many did (WA).
import sys
import threading
import time

WANTED = 200
threading.stack_size(1 << 16)
time.sleep(0.3)
release, started = threading.Event(), 0
try:
    for _ in range(WANTED):
        threading.Thread(target=release.wait, daemon=True).start()
        started += 1
except RuntimeError:
    pass
time.sleep(1.0)
release.set()
a, b = map(int, sys.stdin.read().split())
print(a + b if started == WANTED else "started %d threads of %d" % (started, WANTED))
