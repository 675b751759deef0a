# expect: AC -- tries every way out a privileged run had (capabilities, unmounting what hides the
# test data, remounting read-write, leaving its cgroup, core_pattern, host sockets, abstract
# sockets, writing beside its own file) without changing anything; prints the sum only if
# every one failed, else the list of what it reached (WA). Mounts are tried only behind bwrap:
# in a mount namespace of its own, an unmount there changes nothing outside.
import ctypes
import hashlib
import os
import socket
import stat
import sys

escaped = []
with open("/proc/self/status") as f:
    caps = [line.split()[1] for line in f if line.startswith("CapEff:")]
if caps and int(caps[0], 16):
    escaped.append("CapEff %s" % caps[0])
with open("/proc/1/cmdline", "rb") as f:
    own_mounts = f.read().startswith(b"bwrap")
libc = ctypes.CDLL(None, use_errno=True)
if own_mounts:
    with open("/proc/self/mountinfo") as f:
        points = [line.split()[4] for line in f if " - tmpfs " in line]
    for point in points:
        if point not in ("/tmp", "/dev/shm", "/dev") and libc.umount2(point.encode(), 2) == 0:
            escaped.append("umount " + point)           # MNT_DETACH
    if libc.mount(None, b"/", None, 32 | 4096, None) == 0:  # MS_REMOUNT | MS_BIND: rw
        escaped.append("remount /")


def opens_for_writing(path):
    try:
        os.close(os.open(path, os.O_WRONLY))             # nothing is written
        return True
    except OSError:
        return False


if opens_for_writing("/proc/sys/kernel/core_pattern"):
    escaped.append("core_pattern")
with open("/proc/self/cgroup") as f:
    for line in f:
        _, controllers, path = line.rstrip("\n").split(":", 2)
        name = controllers.split(",")[0].replace("name=", "") if controllers else ""
        folder = os.path.join("/sys/fs/cgroup", name, path.lstrip("/"))
        for target in (os.path.dirname(folder), "/sys/fs/cgroup/" + name):
            if opens_for_writing(os.path.join(target, "cgroup.procs")):
                escaped.append("cgroup " + target)
for top in ("/run", "/var/run"):
    for folder, _, files in os.walk(top):
        for name in files:
            path = os.path.join(folder, name)
            try:
                if not stat.S_ISSOCK(os.lstat(path).st_mode):
                    continue
                s = socket.socket(socket.AF_UNIX)
                s.settimeout(0.5)
                s.connect(path)
                s.close()
                escaped.append("socket " + path)
            except OSError:
                pass
here = os.path.dirname(os.path.abspath(__file__))
# the abstract socket its test listens on, named after its folder (other tests' are theirs)
digest = hashlib.sha256(os.path.dirname(here).encode()).hexdigest()[:16]
names = ["@dlxjudge-probe-" + digest]
for name in names:
    try:
        s = socket.socket(socket.AF_UNIX)
        s.settimeout(0.5)
        s.connect("\0" + name[1:])
        s.close()
        escaped.append("abstract socket " + name)
    except OSError:
        pass
for folder in [here] + (["/var/tmp", "/etc"] if own_mounts else []):
    try:
        fd = os.open(os.path.join(folder, "probe-%d" % os.getpid()), os.O_CREAT | os.O_WRONLY)
        os.close(fd)
        os.unlink(os.path.join(folder, "probe-%d" % os.getpid()))
        escaped.append("writes in " + folder)
    except OSError:
        pass
print(sum(map(int, sys.stdin.read().split())) if not escaped else "; ".join(escaped))
