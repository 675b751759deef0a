# expect: AC -- looks for keys it must not reach: any key in its session keyring (the runner's,
# where a key "dlxjudge-probe" waits), and a "dlxjudge-left" key in its user keyrings, which
# this probe leaves there for the next run to find. Prints the sum only if it found nothing,
# else what it reached (WA). x86_64 and aarch64 only (the keyctl system call's number).
import ctypes
import os
import sys

KEYCTL, ADD_KEY = {"x86_64": (250, 248), "aarch64": (219, 217)}[os.uname().machine]
SESSION, USER, USER_SESSION = -3, -4, -5          # KEY_SPEC_*
READ, SEARCH = 11, 10                             # KEYCTL_*
libc = ctypes.CDLL(None, use_errno=True)


def call(number, *args):
    return libc.syscall(ctypes.c_long(number), *[ctypes.c_long(a) if isinstance(a, int)
                                                   else a for a in args])


reached = []
size = call(KEYCTL, READ, SESSION, None, 0)       # bytes of key ids it links
if size > 0:
    reached.append("%d keys in the session keyring" % (size // 4))
for ring, name in ((SESSION, "session"), (USER, "user"), (USER_SESSION, "user session")):
    for description in (b"dlxjudge-probe", b"dlxjudge-left"):
        if call(KEYCTL, SEARCH, ring, b"user", description, 0) >= 0:
            reached.append("%s in the %s keyring" % (description.decode(), name))
for ring in (USER, USER_SESSION):
    call(ADD_KEY, b"user", b"dlxjudge-left", b"left by a run", 13, ring)
a, b = map(int, sys.stdin.read().split())
print(a + b if not reached else "reached: " + ", ".join(reached))
