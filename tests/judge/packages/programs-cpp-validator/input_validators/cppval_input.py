import re
import sys
text = sys.stdin.read()
ok = re.fullmatch(r"-?\d+ -?\d+\n", text) and all(abs(int(w)) <= 10 ** 9 for w in text.split())
sys.exit(42 if ok else 43)
