# closes its stdout, then reads its input and waits: the validator reads EOF and rejects
import os
import sys
import time
os.close(1)
sys.stdin.read()
time.sleep(60)
