import re
import sys
text = sys.stdin.read()
sys.exit(42 if re.fullmatch(r"[1-9]\d*\n", text) and int(text) <= 1000 else 43)
