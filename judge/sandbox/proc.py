"""Reading /proc: a run's processes, their CPU, memory and run-queue delay, and its tmpfs.

Every function reads when called, nothing at import. read_proc and descendants touch only
fds (os-level calls): the forked keeper uses them (see keeper.py)."""
import os
import threading

_CLK_TCK = []                   # sysconf("SC_CLK_TCK"), read at the first use
_OUR_CMDLINE = []               # the runner's own /proc/PID/cmdline, read at the first use


def read_proc(path):
    """A /proc file's text, through fds only; "" if gone."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return ""
    try:
        chunks = []
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                return b"".join(chunks).decode("ascii", "replace")
            chunks.append(chunk)
    except OSError:
        return ""
    finally:
        os.close(fd)


def descendants(pid):
    """Every live descendant of pid, found through /proc/<pid>/task/<tid>/children."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        try:
            tids = os.listdir("/proc/%d/task" % p)
        except OSError:
            continue
        for tid in tids:
            kids = [int(k) for k in read_proc("/proc/%d/task/%s/children" % (p, tid)).split()]
            found.extend(kids)
            todo.extend(kids)
    return found


def vm_hwm_kb():
    """This process's peak RSS (KB), through fds only."""
    for line in read_proc("/proc/self/status").splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def _clk_tck():
    if not _CLK_TCK:
        _CLK_TCK.append(os.sysconf("SC_CLK_TCK"))
    return _CLK_TCK[0]


def _our_cmdline():
    if not _OUR_CMDLINE:
        _OUR_CMDLINE.append(cmdline(os.getpid()))
    return _OUR_CMDLINE[0]


def tree_usage(root, seen):
    """(CPU seconds, summed PSS KB, largest VmHWM KB) of root's descendants. CPU: root's
    waited-for children (cutime + cstime) + each live descendant's own and waited-for time;
    and never less than the sum of the last own time seen of every process met so far (for
    those that vanish unwaited, as with SIGCHLD ignored). `seen` carries that memory between
    samples. VmHWM is one process's exact peak RSS so far: a peak between two samples counts
    at the next one. A stub that has not exec'd yet is a copy of the runner: skipped there."""
    tick, ours = _clk_tck(), _our_cmdline()
    with open("/proc/%d/stat" % root, "rb") as f:
        fields = stat_fields(f.read())
    exact = (int(fields[13]) + int(fields[14])) / tick
    pss = hwm = 0
    for pid in descendants(root):
        try:
            with open("/proc/%d/stat" % pid, "rb") as f:
                fields = stat_fields(f.read())
            own = (int(fields[11]) + int(fields[12])) / tick
            exact += own + (int(fields[13]) + int(fields[14])) / tick
            seen[(pid, fields[19])] = own
            pss += pss_kb(pid)
            if cmdline(pid) != ours:
                hwm = max(hwm, hwm_kb(pid))
        except (OSError, IndexError, ValueError):
            continue  # gone meanwhile
    return max(exact, sum(seen.values())), pss, hwm


def thread_id():
    return str(threading.get_native_id())


def run_wait_s(pid, delays):
    """run_delay_s of pid and its descendants (for a checker: see judge/checkers.py)."""
    return run_delay_s([pid] + descendants(pid), delays)


def run_delay_s(pids, delays, only_tid=None):
    """Seconds every thread of the processes `pids` (or their thread only_tid) has spent
    runnable but waiting for a CPU (the second field of /proc/PID/task/TID/schedstat).
    `delays` carries, between samples, each thread's last value (so a thread that ends
    stays counted) under its TID, and under None the values of threads whose TID was taken
    again."""
    for pid in pids:
        try:
            tids = [only_tid] if only_tid else os.listdir("/proc/%d/task" % pid)
        except OSError:
            continue
        for tid in tids:
            try:
                with open("/proc/%d/task/%s/schedstat" % (pid, tid), "rb") as f:
                    ns = int(f.read().split()[1])
            except (OSError, IndexError, ValueError):
                continue
            old = delays.get(tid, 0)
            if ns < old:           # a new thread with an old TID
                delays[None] = delays.get(None, 0) + old
            delays[tid] = ns
    return sum(delays.values()) / 1e9


def inside_pid(root):
    """A live descendant of root in another mount namespace than ours (bwrap's), or None."""
    ours = os.readlink("/proc/self/ns/mnt")
    for pid in descendants(root):
        try:
            if os.readlink("/proc/%d/ns/mnt" % pid) != ours:
                return pid
        except OSError:
            continue
    return None


INODE_KB = 1      # kernel memory of one tmpfs file: its inode (752 bytes here) and dentry
                  # (192), as tmpfs itself charges each file 1 KB (BOGO_INODE_SIZE)


def tmpfs_used_kb(pid, folder):
    """KB used in the file system at folder as process pid sees it, its files' data and
    INODE_KB a file (200,000 empty files are about 200 MB of kernel memory), or None while
    that is still ours (bwrap has not mounted its private one yet)."""
    path = "/proc/%d/root%s" % (pid, folder)
    try:
        ours = os.stat(folder).st_dev
    except OSError:
        ours = None              # no such folder here: bwrap made it
    if os.stat(path).st_dev == ours:
        return None
    st = os.statvfs(path)
    return (st.f_blocks - st.f_bfree) * st.f_frsize // 1024 + (
        st.f_files - st.f_ffree) * INODE_KB


def stat_fields(stat):
    """Fields 3.. of /proc/PID/stat (the comm in parentheses may hold spaces)."""
    return stat[stat.rfind(b")") + 2:].split()


def pss_kb(pid):
    try:
        with open("/proc/%d/smaps_rollup" % pid, "rb") as f:
            for line in f:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def hwm_kb(pid):
    with open("/proc/%d/status" % pid, "rb") as f:
        for line in f:
            if line.startswith(b"VmHWM:"):
                return int(line.split()[1])
    return 0                    # a zombie: no memory left to show


def cmdline(pid):
    with open("/proc/%d/cmdline" % pid, "rb") as f:
        return f.read()


def zombie(pid):
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            return stat_fields(f.read())[0] in (b"Z", b"X")
    except (OSError, IndexError):
        return True


def parent(pid):
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            return int(stat_fields(f.read())[1])
    except (OSError, IndexError, ValueError):
        return None


def has_capability(bit):
    """True if this process holds capability `bit` (its CapEff)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("CapEff:"):
                    return bool(int(line.split()[1], 16) >> bit & 1)
    except (OSError, ValueError):
        pass
    return False
