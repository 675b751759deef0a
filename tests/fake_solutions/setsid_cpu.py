# expect: TLE -- 1.5 s of CPU in a child that left the group and the session (setsid);
# the main process waits for it, then answers.
import subprocess
import sys

burn = "import time\nt = time.process_time()\nwhile time.process_time() - t < 1.5: pass"
subprocess.Popen([sys.executable, "-c", burn, "DLXJUDGE_MARKER"], start_new_session=True).wait()
print(sum(map(int, sys.stdin.read().split())))
