# expect: AC -- looks through /proc for another process whose environment it can read and
# that holds DLXJUDGE_VICTIM= (a process of the run's uid outside the run), and for one whose
# memory it could open for writing, not counting itself and its ancestors in there (bwrap's
# pid 1 is the run's own). Prints the sum only if it found none, else their pids (WA).
import os
import sys


def parent(pid):
    with open("/proc/%d/stat" % pid) as f:
        return int(f.read().rsplit(")", 1)[1].split()[1])


mine, pid = set(), os.getpid()
while pid:
    mine.add(pid)
    pid = parent(pid)
found = []
for name in os.listdir("/proc"):
    if not name.isdigit() or int(name) in mine:
        continue
    try:
        with open("/proc/%s/environ" % name, "rb") as f:
            if b"DLXJUDGE_VICTIM=" in f.read():
                found.append(name)
        os.close(os.open("/proc/%s/mem" % name, os.O_RDWR))   # nothing is written
        found.append(name + " mem")
    except OSError:
        pass
a, b = map(int, sys.stdin.read().split())
print(a + b if not found else "reached: " + ", ".join(found))
