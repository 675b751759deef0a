# closes its stdout without a guess, then waits for a reply that never comes: the validator
# reads EOF and rejects
import os
import sys
os.close(1)
sys.stdin.read()
