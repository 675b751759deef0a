# expect: AC -- moves its stdout to fd 100, as a grader's library does (CEOI 2026 hunt's
# treasurehuntlib.cpp: fcntl(1, F_DUPFD, 100), then stdout becomes stderr), and answers there.
import fcntl
import os
import sys

answer_fd = fcntl.fcntl(1, fcntl.F_DUPFD, 100)
os.dup2(2, 1)
print("what the solution prints goes to stderr")
a, b = map(int, sys.stdin.read().split())
os.write(answer_fd, b"%d\n" % (a + b))
