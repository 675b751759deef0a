# expect: TLE -- sleeps, with a child in its own session that sleeps too (for the signal tests).
import subprocess
import sys
import time

subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", "DLXJUDGE_MARKER"],
                 start_new_session=True)
time.sleep(60)
