# expect: TLE -- 1.5 s of CPU in a child that left the group and the session (setsid);
# the main process waits for it, then answers.
import subprocess
import sys

MARKER = "DLXJUDGE_MARKER=" + __file__  # names this run: tests look for it in /proc

burn = "import time\nt = time.process_time()\nwhile time.process_time() - t < 1.5: pass"
subprocess.Popen([sys.executable, "-c", burn, MARKER], start_new_session=True).wait()
print(sum(map(int, sys.stdin.read().split())))
