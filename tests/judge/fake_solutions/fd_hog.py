# expect: AC -- opens /dev/null until refused; answers only if it was refused (EMFILE) before
# 4096 files (a run left at the host's limit opens them all: WA, saying how many it held).
import errno
import os
import sys

held = []
try:
    while len(held) < 4096:
        held.append(os.open("/dev/null", os.O_RDONLY))
    print("held %d open files" % len(held))
except OSError as e:
    a, b = map(int, sys.stdin.read().split())
    print(a + b if e.errno == errno.EMFILE else "refused: %s" % e)
