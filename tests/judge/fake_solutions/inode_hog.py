# expect: MLE -- makes 200,000 empty files in /tmp (behind bwrap: the run's private tmpfs), about
# 1 KB of kernel memory each and no byte of data, then answers: counted all the same.
import os
import sys

folder = os.path.join("/tmp", "inodes-%d" % os.getpid())
os.mkdir(folder)
for i in range(200000):
    os.close(os.open(os.path.join(folder, str(i)), os.O_CREAT | os.O_WRONLY, 0o600))
print(sum(map(int, sys.stdin.read().split())))
