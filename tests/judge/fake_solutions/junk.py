# expect: WA -- binary junk: NULs, invalid UTF-8, control bytes.
import sys

sys.stdout.buffer.write(bytes(range(256)) * 4)
