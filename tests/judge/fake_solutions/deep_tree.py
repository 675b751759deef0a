# expect: AC -- prints a + b, and leaves a 3000-deep tree of folders (files and a link inside) in its working directory: the cleanup must remove it, and the next runner start.
import os
import sys

fd = os.open(".", os.O_RDONLY)
for depth in range(3000):
    os.mkdir("d", dir_fd=fd)
    inner = os.open("d", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = inner
    if depth % 1000 == 0:
        os.symlink("/etc", "link", dir_fd=fd)
os.close(fd)
print(sum(map(int, sys.stdin.read().split())))
