# expect: TLE -- like orphan.py, but the child leaves the process group (a new session), so
# the group kill misses it; the runner finds it by the stdout pipe it holds and kills it.
# The child's pid goes to $FAKE_PID_DIR/escape.pid for the test.
import os
import subprocess
import sys

child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                         start_new_session=True)
with open(os.path.join(os.environ["FAKE_PID_DIR"], "escape.pid"), "w") as f:
    f.write(str(child.pid))
print(sum(map(int, sys.stdin.read().split())))
sys.stdout.flush()
os._exit(0)
