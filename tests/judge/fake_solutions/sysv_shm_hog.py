# expect: WA -- input "KEY a b": makes a 300 MB SysV shared memory segment of key KEY and fills
# it 10 MB at a time, each window attached, written and detached again (no process maps more
# than 10 MB of it at once: no PSS sees it), then leaves it behind (no IPC_RMID); answers a + b
# only if it got there (an AC would mean that memory went uncounted), else says why not.
import ctypes
import sys

IPC_CREAT = 0o1000
SIZE, WINDOW = 300 << 20, 10 << 20

libc = ctypes.CDLL(None, use_errno=True)
libc.shmget.argtypes = [ctypes.c_int, ctypes.c_size_t, ctypes.c_int]
libc.shmat.restype = ctypes.c_void_p
libc.shmat.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
libc.shmdt.argtypes = [ctypes.c_void_p]

key, a, b = map(int, sys.stdin.read().split())
shmid = libc.shmget(key, SIZE, IPC_CREAT | 0o600)
if shmid < 0:
    print("no segment: errno %d" % ctypes.get_errno())
    sys.exit(0)
for start in range(0, SIZE, WINDOW):
    addr = libc.shmat(shmid, None, 0)
    if addr in (None, ctypes.c_void_p(-1).value):
        print("cannot attach: errno %d" % ctypes.get_errno())
        sys.exit(0)
    ctypes.memset(addr + start, 1, WINDOW)
    libc.shmdt(ctypes.c_void_p(addr))
print(a + b)
