import re
import sys

LIMIT = int(sys.argv[1]) if len(sys.argv) > 1 else {{max_ab}}
text = sys.stdin.read()
if not re.fullmatch(r"(0|[1-9][0-9]*) (0|[1-9][0-9]*)\n", text):
    print("expected two numbers on one line", file=sys.stderr)
    sys.exit(43)
if max(map(int, text.split())) > LIMIT:
    print("a number over %d" % LIMIT, file=sys.stderr)
    sys.exit(43)
sys.exit(42)
