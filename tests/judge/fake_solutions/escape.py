# expect: AC -- like orphan.py, but the child leaves the process group and the session
# (setsid): it must be killed all the same.
import subprocess
import sys

MARKER = "DLXJUDGE_MARKER=" + __file__  # names this run: tests look for it in /proc

subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", MARKER],
                 start_new_session=True)
print(sum(map(int, sys.stdin.read().split())))
sys.stdout.flush()
