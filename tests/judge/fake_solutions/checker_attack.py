# expect: WA -- input "MARKER a b": prints a wrong sum, then goes for the checker host of the
# problem (a process whose command line holds MARKER, the checker's path, of whatever uid):
# PTRACE_ATTACH (a tracer could rewrite its reply: AC) and SIGSTOP (a stopped host: JE). It
# exits 1 (RE) if either reached the host, 0 otherwise: WA means neither did.
import ctypes
import os
import signal
import sys

PTRACE_ATTACH, PTRACE_DETACH = 16, 17

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


reached = []
for pid in [int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) != os.getpid()]:
    line = command_line(pid)
    if marker not in line or "checker_host" not in line:
        continue
    if libc.ptrace(PTRACE_ATTACH, pid, None, None) == 0:
        reached.append("%d: attached" % pid)
        os.waitpid(pid, 0x40000000)            # __WALL: it stops for us; then let it go
        libc.ptrace(PTRACE_DETACH, pid, None, None)
    try:
        os.kill(pid, signal.SIGSTOP)
        reached.append("%d: stopped" % pid)
    except OSError:
        pass
if reached:
    print("reached the checker host: " + ", ".join(reached), file=sys.stderr)
    sys.exit(1)
