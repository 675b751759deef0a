# expect: AC -- input "a b PID": SIGKILLs PID (another process of its uid, outside the run),
# then every process it may signal (kill -1: on Linux all of them but itself and init), then
# prints the sum. AC whatever it reached: the test looks at PID afterwards.
import os
import signal

a, b, victim = map(int, input().split())
for target in (victim, -1):
    try:
        os.kill(target, signal.SIGKILL)
    except OSError:
        pass
print(a + b)
