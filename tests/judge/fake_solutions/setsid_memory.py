# expect: MLE -- 300 MB in a child that left the group and the session (setsid).
import subprocess
import sys

MARKER = "DLXJUDGE_MARKER=" + __file__  # names this run: tests look for it in /proc

hog = ("import time\nb = bytearray(300 << 20)\n"
       "for i in range(0, len(b), 4096): b[i] = 1\ntime.sleep(0.5)")
subprocess.Popen([sys.executable, "-c", hog, MARKER], start_new_session=True).wait()
print(sum(map(int, sys.stdin.read().split())))
