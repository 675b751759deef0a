# expect: WA
"""Wrong on purpose: believes the line is sometimes impossible and always
prints -1. A line exists for every n >= 1, so every case is WA."""
import sys

sys.stdin.buffer.read()
sys.stdout.write("-1\n")
