# expect: OLE -- floods output and never stops: stopped at the output cap, as judges do.
import sys

block = b"y" * (1 << 16)
while True:
    sys.stdout.buffer.write(block)
