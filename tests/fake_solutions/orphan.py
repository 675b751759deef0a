# expect: TLE -- answers and exits, but leaves a child that holds stdout open and sleeps.
# The run is over only when stdout closes, so the wall-clock cap ends it and the group kill
# must take the child too. The child's pid goes to $FAKE_PID_DIR/orphan.pid for the test.
import os
import subprocess
import sys

child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
with open(os.path.join(os.environ["FAKE_PID_DIR"], "orphan.pid"), "w") as f:
    f.write(str(child.pid))
print(sum(map(int, sys.stdin.read().split())))
sys.stdout.flush()
os._exit(0)  # do not wait for the child
