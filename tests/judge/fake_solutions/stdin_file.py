# expect: AC -- stdin is a regular file, as on a judge: fstat, seek and mmap work.
import mmap
import os
import sys

size = os.fstat(0).st_size
data = os.read(0, size)
sys.stdin.seek(0)
assert sys.stdin.read().encode() == data
assert mmap.mmap(0, size, prot=mmap.PROT_READ)[:] == data
print(sum(map(int, data.split())))
