import sys

sys.exit(42 if sys.stdin.read() == "1\n" else 43)
