"""Reading /proc: a run's processes, their CPU, memory and run-queue delay, and its tmpfs.

Every function reads when called, nothing at import. read_proc and descendants touch only
fds (os-level calls): the forked keeper uses them (see keeper.py)."""
import os
import time

from .cgroups import PIDS_MAX, read_bytes

TASK_CAP = PIDS_MAX             # live tasks below a keeper past which a sample stops: a fork bomb
NPROC_SLACK = 64                # RLIMIT_NPROC's margin over TASK_CAP (supervise.run_nproc)
READ_CAP = 64                   # processes whose memory one subreaper sample reads at most
MEMORY_ALWAYS = 8               # ... of which these whatever the time it takes (a run's own few)
MEMORY_BUDGET = 0.005           # seconds of one sample's memory reads past MEMORY_ALWAYS
_CLK_TCK = []                   # sysconf("SC_CLK_TCK"), read at the first use
_OUR_CMDLINES = set()           # /proc/PID/cmdline of the runner (read at the first use) and
                                #   of its fork server: what a stub not exec'd yet shows


def read_proc(path):
    """A /proc file's text, through fds only; "" if gone."""
    try:
        return read_bytes(path).decode("ascii", "replace")
    except OSError:
        return ""


def descendants(pid, cap=None):
    """Every live descendant of pid, found through /proc/<pid>/task/<tid>/children; with a
    cap, the walk stops once it has met more than `cap` tasks (threads) below pid: what it
    found so far (see walk)."""
    return walk(pid, cap)[0]


def walk(pid, cap=None):
    """(descendants of pid, True if the walk stopped at the cap of tasks met below pid). A
    sample of a fork bomb's tree must not cost more than the run's cap of tasks allows
    (TASK_CAP: what a cgroup's pids.max gives), however many it made meanwhile."""
    found, todo, tasks = [], [pid], 0
    while todo:
        p = todo.pop()
        try:
            tids = os.listdir("/proc/%d/task" % p)
        except OSError:
            continue
        if p != pid:
            tasks += len(tids)
            if cap is not None and tasks > cap:
                return found, True
        for tid in tids:
            kids = [int(k) for k in read_proc("/proc/%d/task/%s/children" % (p, tid)).split()]
            found.extend(kids)
            todo.extend(kids)
    return found, False


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


def _our_cmdlines():
    if not _OUR_CMDLINES:
        _OUR_CMDLINES.add(cmdline(os.getpid()))
    return _OUR_CMDLINES


def ours_too(argv):
    """A process of ours started with argv (the fork server) forks stubs too."""
    _our_cmdlines().add(b"".join(os.fsencode(a) + b"\0" for a in argv))


class Seen(dict):
    """What tree_usage carries between the samples of one run: (pid, start time) -> own CPU
    seconds last seen, `turn`, where the next sample's reads begin, `init`, the pid of the
    run's PID namespace's pid 1 (0: none; None: not looked for yet), and `reaped_before`, the
    CPU the keeper had reaped before this run (reaped_cpu_s): a warm keeper serves one run
    after another, and its cutime holds them all."""
    turn = 0
    init = None
    reaped_before = 0.0


def reaped_cpu_s(pid):
    """CPU seconds of pid's waited-for children (its cutime + cstime)."""
    fields = stat_fields(read_bytes("/proc/%d/stat" % pid))
    return (int(fields[13]) + int(fields[14])) / _clk_tck()


def tree_usage(root, seen):
    """(CPU seconds, summed PSS KB, largest VmHWM KB, crowded) of root's descendants. CPU:
    root's waited-for children (cutime + cstime) since the run began + each live descendant's own and waited-for
    time; and never less than the sum of the last own time seen of every process met so far
    (for those that vanish unwaited, as with SIGCHLD ignored). `seen` (a Seen) carries that
    memory between samples. VmHWM is one process's exact peak RSS so far: a peak between two
    samples counts at the next one. A stub that has not exec'd yet is a copy of the runner or
    of its fork server (ours_too): its memory is theirs, skipped (its share of their pages
    was charged once, more where the runner forked it than where the server did: the same run
    must be charged the same on either path); so is, for its memory, the run's PID
    namespace's pid 1 (keeper._init: its CPU is what it reaped, the run's orphans; its memory
    is a copy of ours).

    Bounded whatever the run does (a fork bomb): the walk stops past TASK_CAP tasks (crowded:
    True, and nothing more is read: the run is killed). /proc/PID/stat takes no lock of the
    process: every process met is read for its CPU. Its memory (smaps_rollup, status, cmdline) waits for the
    process's mmap lock, which a process preempted in the middle of a fork holds for a whole
    scheduling period (one sample of a bomb's 260 processes took 28 s): READ_CAP processes
    at most a sample, in turn, and past the first MEMORY_ALWAYS only while MEMORY_BUDGET
    seconds last; the PSS is then of those read."""
    tick = _clk_tck()
    exact = reaped_cpu_s(root) - seen.reaped_before
    pids, crowded = walk(root, TASK_CAP)
    if crowded:             # it is killed now: what it used, the keeper reaps and reports
        return max(exact, sum(seen.values())), 0, 0, True
    alive = []
    for pid in pids:
        try:
            fields = stat_fields(read_bytes("/proc/%d/stat" % pid))
            own = (int(fields[11]) + int(fields[12])) / tick
            exact += own + (int(fields[13]) + int(fields[14])) / tick
            seen[(pid, fields[19])] = own
            alive.append(pid)
        except (OSError, IndexError, ValueError):
            continue  # gone meanwhile
    if seen.init is None:
        seen.init = namespace_init(root)
    pss, hwm = _tree_memory([p for p in alive if p != seen.init], seen)
    return max(exact, sum(seen.values())), pss, hwm, crowded


def namespace_init(root):
    """The pid of root's pid 1 of a PID namespace (keeper._own_pids), or 0. It is root's first
    child (a parent lists its children in the order it forked them: pid 1 comes before the
    stub, and the run's orphans go to pid 1, not to root); no run can make another one of
    root's children a pid 1."""
    kids = read_proc("/proc/%d/task/%d/children" % (root, root)).split()
    if kids:
        for line in read_proc("/proc/%s/status" % kids[0]).splitlines():
            if line.startswith("NSpid:"):
                pids = line.split()[1:]        # its pid in each namespace, ours first
                return int(kids[0]) if len(pids) > 1 and pids[-1] == "1" else 0
    return 0


def _tree_memory(pids, seen):
    """(summed PSS KB, largest VmHWM KB) of some of pids, as tree_usage says. The PSS reads
    are one after the other: a process that ends meanwhile leaves its share of the pages to
    those read after it (three forks of a 30 MB process that exit: the parent, read last,
    shows the 30 MB whole, on top of the three quarters read before), so the sum holds only
    the processes still running once all are read (as a cgroup would have it then)."""
    if not pids:
        return 0, 0
    start = seen.turn % len(pids)
    pids = (pids[start:] + pids[:start])[:READ_CAP]
    seen.turn = start + len(pids)
    ours, deadline = _our_cmdlines(), time.monotonic() + MEMORY_BUDGET
    shares, hwm = {}, 0
    for i, pid in enumerate(pids):
        if i >= MEMORY_ALWAYS and time.monotonic() > deadline:
            seen.turn -= len(pids) - i      # the next sample starts with those left
            break
        try:
            # a stub not exec'd yet: the runner's pages, or the server's. Its command line is
            # read first: one that execs meanwhile is left out of this sample, never charged
            stub = read_bytes("/proc/%d/cmdline" % pid) in ours
            shares[pid] = pss_kb(pid)
            if stub:
                del shares[pid]
            else:
                hwm = max(hwm, hwm_kb(pid))
        except OSError:
            continue  # gone meanwhile
    return sum(kb for pid, kb in shares.items() if not zombie(pid)), hwm


def thread_id():
    import threading    # not at import: the fork server must not load it (warm/server.py)
    return str(threading.get_native_id())


def run_wait_s(pid, delays):
    """run_delay_s of pid and its descendants (for a checker: see judge/checking/checkers.py)."""
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
                ns = int(read_bytes("/proc/%d/task/%s/schedstat" % (pid, tid)).split()[1])
            except (OSError, IndexError, ValueError):
                continue
            old = delays.get(tid, 0)
            if ns < old:           # a new thread with an old TID
                delays[None] = delays.get(None, 0) + old
            delays[tid] = ns
    return sum(delays.values()) / 1e9


def thread_stats(pid):
    """(tid, fields 3.. of its /proc/PID/task/TID/stat) for every thread of pid now; none
    once it is gone."""
    try:
        tids = os.listdir("/proc/%d/task" % pid)
    except OSError:
        return
    for tid in tids:
        try:
            yield tid, stat_fields(read_bytes("/proc/%d/task/%s/stat" % (pid, tid)))
        except OSError:
            continue


def runnable(pids, states=(b"R",)):
    """True if a thread of the processes `pids` is runnable now (state R: on a CPU, or queued
    for one: a wait its schedstat adds only once the thread gets the CPU), or in another of
    `states` (D: in the kernel)."""
    return any(fields[:1] and fields[0] in states for pid in pids
               for _, fields in thread_stats(pid))


def stolen_s():
    """Per CPU, the seconds the host of this virtual machine has taken its CPU away so far
    (/proc/stat's steal; [] where it is not kept). A thread running on a CPU stolen from
    under it neither runs nor waits in its own counters (schedstat, cpu.pressure)."""
    try:
        lines = read_bytes("/proc/stat").splitlines()
    except OSError:
        return []
    return [int(line.split()[8]) / _clk_tck() for line in lines
            if line.startswith(b"cpu") and line[3:4] != b" " and len(line.split()) > 8]


def inside_pid(root):
    """A live descendant of root in another mount namespace than ours (bwrap's), or None."""
    ours = os.readlink("/proc/self/ns/mnt")
    for pid in descendants(root, TASK_CAP):
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
        return _field_kb(read_bytes("/proc/%d/smaps_rollup" % pid), b"Pss:")
    except OSError:
        return 0


def hwm_kb(pid):
    """VmHWM of pid (KB; 0 for a zombie: no memory left to show); OSError if it is gone."""
    return _field_kb(read_bytes("/proc/%d/status" % pid), b"VmHWM:")


def _field_kb(text, name):
    at = text.find(b"\n" + name)
    return int(text[at + 1 + len(name):].split(None, 1)[0]) if at >= 0 else 0


def uid_tasks(uid):
    """How many tasks (threads) the processes of `uid` hold now, machine-wide: what its
    RLIMIT_NPROC counts (by the owner of /proc/PID, the effective uid: close enough for a
    margin)."""
    count = 0
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            if os.stat("/proc/" + name).st_uid == uid:
                count += int(stat_fields(read_bytes("/proc/%s/stat" % name))[17])
        except (OSError, IndexError, ValueError):
            continue
    return count


def cmdline(pid):
    with open("/proc/%d/cmdline" % pid, "rb") as f:
        return f.read()


def zombie(pid):
    """pid has ended: a zombie, or gone (/proc/PID/stat takes no lock of the process)."""
    try:
        return stat_fields(read_bytes("/proc/%d/stat" % pid))[0] in (b"Z", b"X")
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
