# expect: TLE -- floods output and never stops: TLE outranks OLE.
import sys

block = b"y" * (1 << 16)
while True:
    sys.stdout.buffer.write(block)
