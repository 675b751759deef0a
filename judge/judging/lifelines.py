"""Which of two runs that talk to each other ended first, as the kernel saw it.

Each run holds a FIFO of its own open for writing, its lifeline: the shell line that starts
it opens it on fd 9 and execs the program, which keeps it, as do its children. One inotify
instance watches both FIFOs for IN_CLOSE_WRITE, which the kernel queues when the last
process holding a lifeline lets it go: in the exiting process itself, before the readers of
its stdout are woken (__fput notifies, then releases the pipe). So a validator that reads
the solution's EOF and then exits is always queued after the solution, and the queue's order
is the order the runs ended in, however loaded the machine and however long their sandboxes
take to go (a bwrap run's teardown, a keeper's wake-up: neither is the end of the run).

A program may close its lifeline early; that only moves its own end earlier, which never
turns a rejection into an AC (interactive._verdict). Where inotify is not there (no libc
call, too many instances), first() is None and the caller falls back on what it saw.
"""
import ctypes
import os
import secrets
import struct

from ..programs import SHELL

LIFELINE_FD = 9
HOLD = 'exec %d>"$0" && exec "$@"' % LIFELINE_FD   # $0: the lifeline; then the program
IN_CLOSE_WRITE = 0x8
IN_NONBLOCK, IN_CLOEXEC = os.O_NONBLOCK, os.O_CLOEXEC
EVENT = struct.Struct("iIII")            # struct inotify_event, then `len` bytes of name
_LIBC = []


def _libc():
    if not _LIBC:
        _LIBC.append(ctypes.CDLL(None, use_errno=True))
    return _LIBC[0]


class Lifelines:
    """One lifeline per name, in `folder` (0711: names are not listed), and their watch."""

    def __init__(self, folder, names):
        self.paths, self.names, self.reads = {}, {}, []
        self.order = []                   # names, in the order their lifelines went
        try:
            self.inotify = _libc().inotify_init1(IN_NONBLOCK | IN_CLOEXEC)
        except (OSError, AttributeError):
            self.inotify = -1
        for name in names:
            path = os.path.join(folder, secrets.token_hex(8))
            os.mkfifo(path)
            os.chmod(path, 0o622)         # the run's uid writes it, we read it
            # a reader from the start: the run's open for writing never blocks
            self.reads.append(os.open(path, os.O_RDONLY | os.O_NONBLOCK))
            self.paths[name] = path
            if self.inotify >= 0:
                wd = _libc().inotify_add_watch(self.inotify, path.encode(), IN_CLOSE_WRITE)
                if wd >= 0:
                    self.names[wd] = name

    def command(self, name, argv):
        """argv started holding `name`'s lifeline."""
        return [SHELL, "-c", HOLD, self.paths[name]] + list(argv)

    def first(self):
        """The name whose lifeline was let go first, or None (none seen, or not every
        lifeline watched: one side's end alone orders nothing)."""
        if self.inotify < 0 or len(self.names) < len(self.paths):
            return None
        self._read()
        return self.order[0] if self.order else None

    def let_go(self, name):
        """Whether `name`'s lifeline has been let go (its run ended) by now; False where
        it is not watched (not known)."""
        self._read()
        return name in self.order

    def _read(self):
        """The events queued since the last read, kept in their order: reading never
        loses one, so first() and let_go() may be asked in any order, any number of
        times."""
        if self.inotify < 0:
            return
        while True:
            try:
                data = os.read(self.inotify, 4096)
            except BlockingIOError:
                return
            if not data:
                return
            at = 0
            while at + EVENT.size <= len(data):
                wd, mask, _, length = EVENT.unpack_from(data, at)
                at += EVENT.size + length
                name = self.names.get(wd)
                if mask & IN_CLOSE_WRITE and name is not None and name not in self.order:
                    self.order.append(name)

    def close(self):
        for fd in self.reads + ([self.inotify] if self.inotify >= 0 else []):
            os.close(fd)
        for path in self.paths.values():
            os.unlink(path)
