import sys
sys.stdin.readline()
sys.stdin.readline()
raise SystemExit(3)
