# expect: TLE -- sleeps, with a child in its own session that sleeps too (for the signal tests).
import subprocess
import sys
import time

MARKER = "DLXJUDGE_MARKER=" + __file__  # names this run: tests look for it in /proc

subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", MARKER],
                 start_new_session=True)
time.sleep(60)
