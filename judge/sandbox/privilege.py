"""Who the judged code runs as: never with a privilege, whoever starts the runner.

A runner started by an ordinary user runs everything (solution, compiler, checker) as that
user: there is nothing to drop. A runner started as root runs the solution's side (solutions,
compilers, stress's programs) as RUN_UID:RUN_GID (nobody:nogroup) and the judge's side
(checker hosts, output validators, interactors, testlib checkers) as CHECK_UID:CHECK_GID, a
second uid of their own, as isolate gives each box its own: a solution cannot ptrace, signal
or open the fds of what judges it, nor read its copy of the answer (a folder of CHECK_UID's,
mode 0700). Both with no supplementary group, no_new_privs, no capability:
- the keeper's stub joins the run's cgroup first (as root: the cgroup files stay root's, so
  the run cannot leave it), makes the run an IPC namespace of its own (own_ipc) and, behind
  bwrap, a network namespace with no interface up (own_net: a warm keeper makes one for all
  the runs it spawns), then drops to the uid with setgroups/setresgid/setresuid and sets
  no_new_privs before it execs (judge/sandbox/keeper.py);
- behind bwrap, bwrap itself then runs unprivileged, in a user namespace of RUN_UID: uid
  RUN_UID inside and out, CapEff 0, no further user namespace;
- that needs every path the run uses (interpreter, solution, the repository it imports) to be
  reachable by RUN_UID. Where one is not (a Python under /root, a folder of mode 0700):
  behind bwrap, bwrap starts as root and maps RUN_UID inside to root outside, with every
  capability dropped, no_new_privs and no user namespace: /proc/sys, /dev and every path but
  the run's folder are read-only, /run and /var/run hidden, but the run can read what root
  can read and is not hidden (the note says so, naming the path); without bwrap, the run is
  refused (a JE naming the path): it would run as root;
- root of a user namespace that maps no RUN_UID (a rootless container) cannot drop to it:
  the run keeps that uid, which holds no privilege outside the namespace (the note says so).
"""
import ctypes
import os
import resource
import stat

RUN_UID = RUN_GID = 65534      # nobody:nogroup on Debian and most others
# The judge's side. 65533: no user or group has it here (/etc/passwd, /etc/group), and none
# will: Debian reserves 65000-65533 (never allocated to packages or by adduser); just below
# nobody, so a container that maps 65536 ids and nobody maps it too. The drop takes gid = uid.
CHECK_UID = CHECK_GID = 65533
SOLUTION, JUDGE = SIDES = ("solution", "judge")
OUTRANK = 5                    # root: how far below the judged code's nice the supervising
                               #   thread and the keeper run (registry.outranking)


def uid_for(side):
    """The uid a root runner drops the programs of `side` (SOLUTION or JUDGE) to."""
    if side not in SIDES:
        raise ValueError("a run's side is one of %s, not %r" % (", ".join(SIDES), side))
    return CHECK_UID if side == JUDGE else RUN_UID


def dropping():
    """True when the runner must drop privileges for what it runs (it is root)."""
    return os.geteuid() == 0


def unmapped():
    """Why RUN_UID:RUN_GID or CHECK_UID:CHECK_GID cannot be taken here (a user namespace that
    maps them not: root of a rootless container), or None."""
    for kind, wanted in (("uid", RUN_UID), ("gid", RUN_GID), ("uid", CHECK_UID),
                         ("gid", CHECK_GID)):
        try:
            with open("/proc/self/%s_map" % kind) as f:
                ranges = [[int(w) for w in line.split()] for line in f if line.strip()]
        except (OSError, ValueError):
            return None          # no user namespaces here: every id is the kernel's
        if not any(inside <= wanted < inside + count for inside, _, count in ranges):
            return "%s %d is not mapped in this user namespace" % (kind, wanted)
    return None


def unreachable(paths, passed=(), uid=RUN_UID, gid=RUN_GID):
    """"X" or "X (on the way to Y)" for the first of paths (files and folders) that uid:gid
    cannot reach (search every folder above it, read it, run it if it is executable for its
    owner, write it if it is a FIFO: its stdout), or of the folders `passed` that it cannot
    search (a folder bwrap mounts over, a parent whose names need not be listed), or None.
    Mode bits only."""
    for path in list(paths) + list(passed):
        path = os.path.abspath(path)
        ends = (path, os.path.realpath(path))
        read = path not in map(os.path.abspath, passed)
        for target in _chain(path):
            try:
                st = os.stat(target)
            except OSError:
                return "%s (on the way to %s)" % (target, path)
            need = 1 if target not in ends or not read else _need(st.st_mode)
            if _bits(st, uid, gid) & need != need:
                return target if target in ends else "%s (on the way to %s)" % (target, path)
    return None


def _need(mode):
    """The mode bits a run needs on a path it uses: a folder searched and listed, a program
    run, a FIFO written (an interactive solution's stdout), any other file read."""
    if stat.S_ISFIFO(mode):
        return 2
    return 5 if stat.S_ISDIR(mode) or mode & stat.S_IXUSR else 4


def _chain(path):
    """The folders from / down to path, then path itself, following every link on the way
    (a link's target must be reachable too)."""
    seen, out = set(), []
    todo = [path]
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        parts = p.split(os.sep)
        for i in range(1, len(parts) + 1):
            prefix = os.sep.join(parts[:i]) or os.sep
            out.append(prefix)
            if os.path.islink(prefix):
                todo.append(os.path.realpath(prefix))
    return list(dict.fromkeys(out))


def _bits(st, uid, gid):
    if st.st_uid == uid:
        return (st.st_mode >> 6) & 7
    if st.st_gid == gid:
        return (st.st_mode >> 3) & 7
    return st.st_mode & 7


def prepare_folder(path, uid):
    """A run's folder: the uid the run drops to owns it (the run writes there, nowhere else;
    its gid is its uid, as the drop sets); uid -1: it stays ours (a run that keeps our uid,
    in bwrap's user namespace). Never through a link: a folder a run could write may hold
    one in place of this one (a validator's feedback/, for its next pass): OSError."""
    if uid >= 0:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        try:
            os.fchown(fd, uid, uid)
        finally:
            os.close(fd)


def open_to_run(path):
    """A folder of ours that holds a run's folder: open to the run's uid (read and search;
    what it holds is only the run's folder and its stdin file, which is passed to it
    anyway)."""
    if dropping():
        os.chmod(path, 0o755)


def take_back(folder):
    """A run's folder that outlives it (a compiler's output): ours again, read-only to it."""
    if dropping():
        for top, dirs, files in os.walk(folder):     # javac -d writes package folders
            for path in [top] + [os.path.join(top, n) for n in dirs + files]:
                os.chown(path, os.geteuid(), os.getegid(), follow_symlinks=False)
        os.chmod(folder, 0o755)


PR_GET_DUMPABLE, PR_SET_DUMPABLE = 3, 4
CLONE_NEWNS = 0x00020000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
MSGMNB = 16384                 # bytes a message queue holds (the kernel's default; only a
                               # CAP_SYS_RESOURCE holder may pass it, and no run holds one)
SEM_LIMITS = "250 32000 32 128"   # SEMMSL SEMMNS SEMOPM SEMMNI: Linux's defaults before 3.19,
                                  # a few MB at most (since then: 1e9 semaphores)


def own_ipc(libc, cap_bytes):
    """Root only, in a run's stub before the drop (keeper.py), or in modes.py's probe: a
    private IPC namespace for the run, so its SysV segments, semaphores and queues are its own
    and die with it (the namespace goes with its last process: none outlives the run, and no
    cleanup by uid is needed, which would also hit the other runs of that uid), with SysV
    shared memory capped at cap_bytes in all, message queues about as much, semaphores at a
    few MB: a segment nobody maps is in no process's memory, so the subreaper could not see
    it (a cgroup charges it). OSError where it cannot (no CAP_SYS_ADMIN: a container).
    os-level calls only: it runs in a fork of a threaded runner."""
    if libc.unshare(CLONE_NEWIPC) != 0:
        raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWIPC) failed")
    page = resource.getpagesize()
    for name, value in (("shmmax", cap_bytes), ("shmall", max(1, cap_bytes // page)),
                        ("msgmni", max(1, cap_bytes // MSGMNB)), ("sem", SEM_LIMITS)):
        fd = os.open("/proc/sys/kernel/" + name, os.O_WRONLY)     # this namespace's
        try:
            os.write(fd, str(value).encode())
        finally:
            os.close(fd)


def own_net(libc):
    """In a bwrap run's stub before the drop, or in a warm keeper once for all the runs it
    spawns (keeper.py), or in modes.py's probe: a network namespace with no interface up, as
    IOI's isolate gives a run. Nothing in it can reach anything, itself over loopback
    neither, so no connection and no socket outlives the processes of a run (each run's are
    killed before the next starts). bwrap's own would bring loopback up, and a warm keeper's
    runs would then share what a connection leaves (a TIME_WAIT); it also cost every run a
    namespace made and torn down (what that cost: bench/results/case-cost.md). Anyone but root makes it in a user namespace of
    its own, where its uid and gid are what they were (bwrap, started there, makes the run's
    user namespace as it would have). OSError where it cannot (no CAP_SYS_ADMIN: a container;
    no user namespace for an ordinary user). os-level calls only, in a process of one thread
    (a fork of a threaded runner: a keeper, a stub)."""
    ids = os.geteuid(), os.getegid()
    if libc.unshare(CLONE_NEWNET | (0 if ids[0] == 0 else CLONE_NEWUSER)) != 0:
        raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWNET) failed")
    if ids[0] != 0:
        _map_ourselves(libc, *ids)


def own_users(libc):
    """In a run's stub that runs as an ordinary uid (dropped, or an ordinary user's runner),
    before its exec and before its RLIMIT_NPROC (keeper.drop): a user namespace of the run's
    own, where its uid and gid are what they were. The kernel keeps a uid's user keyrings
    per user namespace, so what a run leaves in its user keyring dies with it (uid 65534's
    of the host is never reached), and it counts RLIMIT_NPROC per user namespace, against
    the run's limit inside and, outside, against the limit its creator had then (ours,
    higher): so the cap is per run, not per uid machine-wide, and no run's threads make
    another run's fork fail. No capability survives the exec (the uid inside is not 0).
    False where the kernel refuses (user namespaces disabled): nothing changed; OSError if
    it was made but our ids could not be mapped (the run must not start there)."""
    ids = os.geteuid(), os.getegid()
    if libc.unshare(CLONE_NEWUSER) != 0:
        return False
    _map_ourselves(libc, *ids)
    return True


def _map_ourselves(libc, uid, gid):
    """Our uid and gid (read before the unshare: unmapped, they read as the overflow ids) map
    to themselves in the user namespace we just made. A process that dropped from root is
    not dumpable, so its /proc/self files stay root's: dumpable while we write them, as it
    was before (the exec sets it anew)."""
    was = libc.prctl(PR_GET_DUMPABLE, 0, 0, 0, 0)
    libc.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
    try:
        for name, text in (("setgroups", "deny"), ("uid_map", "%d %d 1" % (uid, uid)),
                           ("gid_map", "%d %d 1" % (gid, gid))):
            fd = os.open("/proc/self/" + name, os.O_WRONLY)
            try:
                os.write(fd, text.encode())
            finally:
                os.close(fd)
    finally:
        libc.prctl(PR_SET_DUMPABLE, was, 0, 0, 0)


MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REC, MS_PRIVATE = 2, 4, 8, 1 << 14, 1 << 18


def own_proc(libc):
    """Root only, in the stub of a run that has a PID namespace of its own (own_pids: it is
    in it), before the drop: a mount namespace of its own, where /proc is a fresh mount of
    that PID namespace's, so the run sees only its own processes there (and pid 1, root's):
    the host's /proc would let it read another uid-65534 process's environment and write its
    memory (/proc/PID/mem) though it cannot signal it. Mounts made later on the host do not
    reach it (private), which no run needs. OSError where it cannot."""
    if libc.unshare(CLONE_NEWNS) != 0:
        raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWNS) failed")
    for source, target, kind, flags in ((b"none", b"/", None, MS_REC | MS_PRIVATE),
                                        (b"proc", b"/proc", b"proc",
                                         MS_NOSUID | MS_NODEV | MS_NOEXEC)):
        if libc.mount(source, target, kind, ctypes.c_ulong(flags), None) != 0:
            raise OSError(ctypes.get_errno(), "mount %s failed" % target.decode())


KEYCTL = {"x86_64": 250, "aarch64": 219, "i686": 288, "i386": 288, "armv7l": 311,
          "ppc64le": 280, "s390x": 280, "riscv64": 219}     # the keyctl system call's number
KEYCTL_JOIN_SESSION_KEYRING = 1


def own_keyring(libc):
    """In every process that execs or spawns what the judge runs (a stub after its drop, a
    warm keeper before each spawn; keeper.py): a new, empty session keyring, so no program
    reaches the runner's (a login's or a service's keys) nor another run's. Where the
    kernel has no keyctl for us (ENOSYS; a seccomp filter that refuses it: EPERM), the run
    has none either. OSError otherwise (the uid's key quota is full: the run must not
    start with ours)."""
    number = KEYCTL.get(os.uname().machine)
    if number is None:
        return
    if libc.syscall(ctypes.c_long(number), ctypes.c_long(KEYCTL_JOIN_SESSION_KEYRING),
                    None) < 0:
        errno = ctypes.get_errno()
        if errno not in (38, 1):                 # ENOSYS, EPERM
            raise OSError(errno, "keyctl(KEYCTL_JOIN_SESSION_KEYRING) failed")


RT_SIGACTION = {"x86_64": 13, "aarch64": 134, "i686": 174, "i386": 174, "armv7l": 174,
                "ppc64le": 173, "s390x": 174, "riscv64": 134}   # rt_sigaction's number


def default_signals(libc, signals):
    """`signals` at their default disposition, glibc's internal ones too (32 and 33, which
    its sigaction refuses): through the system call, in a stub before its exec. A runner
    started with them ignored (a parent that posix_spawn'd it passes that on) would pass it
    to every run a stub execs, where a warm keeper's spawn resets them (warm/spawn.py):
    a fresh run and a warm one must start alike. A kernel sigaction of zeros (64 bytes: the
    largest layout) is SIG_DFL, no flags, nothing masked."""
    number = RT_SIGACTION.get(os.uname().machine)
    if number is None:
        return
    zeros = ctypes.create_string_buffer(64)
    for signum in signals:
        libc.syscall(ctypes.c_long(number), ctypes.c_long(int(signum)), zeros, None,
                     ctypes.c_long(8))


def own_pids(libc):
    """Root only, in a run's keeper before it forks the run (keeper.py), or in modes.py's
    probe: the keeper's next children start a PID namespace of their own, so a run without
    bwrap can signal or ptrace nothing outside it: not the other runs of its uid, not a
    daemon that runs as nobody (a pid outside has no number inside). OSError where it cannot
    (no CAP_SYS_ADMIN: a container). os-level calls only: it runs in a fork of a threaded
    runner."""
    if libc.unshare(CLONE_NEWPID) != 0:
        raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWPID) failed")
