# expect: MLE -- 64 MB more for a few milliseconds, then answers: a peak that falls between two
# of the subreaper's memory samples is still charged (the keeper's ru_maxrss, also behind bwrap).
# (While the keeper read only the main process's ru_maxrss, most such runs behind bwrap were AC.)
import sys

ballast = b"\1" * (64 << 20)
del ballast
print(sum(map(int, sys.stdin.read().split())))
