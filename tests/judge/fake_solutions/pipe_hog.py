# expect: WA -- tries to keep 100 MB in pipe buffers nobody reads (each one raised to the
# largest size the system allows); answers only if it got there (an AC would mean that
# memory went uncounted), else says how much it held.
import fcntl
import os
import sys

held, pipes = 0, []
try:
    while held < 100 << 20:
        r, w = os.pipe()
        pipes.append((r, w))
        try:
            fcntl.fcntl(w, 1031, 1 << 20)   # F_SETPIPE_SZ
        except OSError:
            pass
        os.set_blocking(w, False)
        try:
            while True:
                held += os.write(w, b"x" * 65536)
        except BlockingIOError:
            pass
except OSError:
    pass  # no more pipes
if held >= 100 << 20:
    print(sum(map(int, sys.stdin.read().split())))
else:
    print("held %d MB in %d pipes" % (held >> 20, len(pipes)))
