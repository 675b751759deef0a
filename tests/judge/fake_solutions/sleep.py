# expect: TLE -- uses no CPU, so only the wall-clock cap stops it.
import time

time.sleep(60)
