# expect: AC -- answers and exits, but leaves a child that holds stdout open and sleeps.
# As on a contest judge, the run ends when the main process exits; the child is killed then.
# Its command line carries the marker the test looks for in /proc afterwards.
import subprocess
import sys

MARKER = "DLXJUDGE_MARKER=" + __file__  # names this run: tests look for it in /proc

subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", MARKER])
print(sum(map(int, sys.stdin.read().split())))
sys.stdout.flush()
