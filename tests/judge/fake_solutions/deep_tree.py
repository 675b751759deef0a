# expect: AC -- prints a + b, and leaves in its working directory a tree of folders (links inside) deeper than Python's recursion limit, its path longer than PATH_MAX (1100 x 'deep/'): the cleanup must remove it, and the next runner start.
import os
import sys

fd = os.open(".", os.O_RDONLY)
for depth in range(1100):
    os.mkdir("deep", dir_fd=fd)
    inner = os.open("deep", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = inner
    if depth % 500 == 0:
        os.symlink("/etc", "link", dir_fd=fd)
os.close(fd)
print(sum(map(int, sys.stdin.read().split())))
