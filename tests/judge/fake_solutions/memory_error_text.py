# expect: RE -- says "MemoryError" on stderr but fails for another reason: not an MLE.
import sys

sys.stderr.write("MemoryError is what I feared\n")
raise ValueError("something else went wrong")
