import re
import sys
text = sys.stdin.read()
sys.exit(42 if re.fullmatch(r"[1-9]\d* \d+\n", text) and int(text.split()[0]) <= 10 ** 5
         else 43)
