# expect: AC -- sees none of the caller's environment (the test sets PYTHON* variables and a
# secret for the runner): a leak prints a wrong answer.
import os
import sys

leaked = [k for k in os.environ if k.startswith("PYTHON") or k == "DLXJUDGE_SECRET"]
print("leaked %s" % leaked if leaked or os.listdir(".") else
      sum(map(int, sys.stdin.read().split())))
