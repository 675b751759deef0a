"""What a run is given and what it gives back: its Limits, the safety nets below them, its
environment, its RunResult; and SandboxError, for a run we could not make as asked."""
import resource

from . import proc

WALL_FACTOR = 2.0              # wall-clock cap = WALL_FACTOR x CPU time limit, not counting
                               #   the time spent waiting for a CPU (see usage.py)
KILL_PAST_CAP = 0.1            # the wall-clock kill comes this share of the cap (at least
KILL_PAST_CAP_MIN_S = 0.1      #   0.1 s) past it: the kernel counts a thread's wait late, so a
                               #   sleeper stopped at the cap itself could later be found under it
                               #   (JE); past the margin, only a lag over it can do that
CEILING_FACTOR, CEILING_SLACK_MB = 2, 64   # cgroup hard limit: 2 x limit + 64 MB (runaways)
AS_SLACK_MB = 1024             # RLIMIT_AS net: limit + 1 GiB (PyPy reserves far more than it uses)
# Open files of each process of a run (RLIMIT_NOFILE). A grader's library may move the judge's
# stdout out of the way to a fixed high fd (CEOI 2026 hunt's treasurehuntlib.cpp:
# fcntl(1, F_DUPFD, 100)): at 64 every run of it was RE. isolate gives 1024 (its --open-files
# default since 2026-08, 64 before), DOMjudge's runguard sets none (the host's, 1024 soft).
# We stay lower because the limit is what bounds pipe buffers where they are not charged
# (containment subreaper; a cgroup charges them): past the kernel's per-user cap
# (fs.pipe-user-pages-soft, 64 MiB: bigger pipes are then refused) each new pipe holds 8 KiB,
# so a run holds at most that cap + NOFILE x 8 KiB a process (docs/sandbox.md).
NOFILE = 128
ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
# PyPy sizes its nursery (young objects, all of it resident) at half the "cache size" that
# /proc/cpuinfo reports. Some virtual machines report a whole socket's L3 there (480 MB seen
# here: a 240 MB nursery, MLE at POJ's 64 x 4 MB for a 60 MB program), which no judge's CPU
# has. Past this cap, half of a 32 MB last-level cache, the runs get PYPY_GC_NURSERY = the cap.
PYPY_NURSERY_CAP_KB = 16 * 1024


def pypy_nursery(cpuinfo):
    """{"PYPY_GC_NURSERY": ...} where the cpuinfo text makes PyPy's nursery larger than
    PYPY_NURSERY_CAP_KB, else {}."""
    for line in cpuinfo.splitlines():
        key, _, value = line.partition(":")
        words = value.split()
        if key.strip() == "cache size" and len(words) == 2 and words[0].isdigit() \
                and words[1] == "KB":
            if int(words[0]) // 2 > PYPY_NURSERY_CAP_KB:
                return {"PYPY_GC_NURSERY": "%dKB" % PYPY_NURSERY_CAP_KB}
            return {}
    return {}


_RUN_ENV = []


def run_env():
    """ENV, and PyPy's nursery cap where this machine needs it (read once, at the first run)."""
    if not _RUN_ENV:
        try:
            with open("/proc/cpuinfo") as f:
                extra = pypy_nursery(f.read())
        except OSError:
            extra = {}
        _RUN_ENV.append(dict(ENV, **extra))
    return _RUN_ENV[0]


class SandboxError(Exception):
    """We could not run the command as asked (not the solution's fault)."""


class Limits:
    """What one run is given: CPU seconds (and the wall-clock cap that follows), memory and
    stack in MB (kept in KB, as the kernel counts), and the output cap in bytes. The one
    constructor every run's limits come from."""

    def __init__(self, cpu_s, memory_mb, output_bytes, stack_mb=None, drain=False):
        self.cpu_s = cpu_s
        self.wall_s = WALL_FACTOR * cpu_s
        self.memory_kb = int(memory_mb * 1024)
        self.output_bytes = output_bytes
        # drain: output past the cap is read and dropped, not a kill: the run goes on to its
        # end or its time limit (a package's run, as problemtools judges it: it sizes the
        # output after the run, so a flood that also runs out of time is a TLE)
        self.drain = drain
        # The stack is ours to set, never the caller's `ulimit -s`: the memory limit, as the
        # ICPC judges give it (docs/sandbox.md, "The stack").
        self.stack_kb = self.memory_kb if stack_mb is None else int(stack_mb * 1024)

    @property
    def wall_kill_s(self):
        """When the wall clock (net of the wait) stops the run: a margin past the cap."""
        return self.wall_s + max(KILL_PAST_CAP_MIN_S, KILL_PAST_CAP * self.wall_s)


class RunResult:
    def __init__(self, containment, isolation):
        self.containment, self.isolation = containment, isolation
        self.exit_code = None     # int when it exited
        self.signal = None        # int when a signal ended it
        self.cpu_s = 0.0
        self.wall_s = 0.0
        self.wait_s = 0.0         # of wall_s, the time spent runnable but waiting for a CPU
                                  #   (credited: see usage.py)
        self.wait_refused = None  # why its wait earned no credit (it lowered its priority)
        self.net_wall_s = None    # "wall": the wall clock net of the wait when we stopped it
                                  #   (the wait counted later may be more: it comes in lumps)
        self.peak_kb = 0
        self.stack_kb = None      # the stack it got, when less than Limits.stack_kb
        self.stdout = b""         # at most output_bytes
        self.stdout_size = 0      # every byte it wrote, up to the kill
        self.output_exceeded = False
        self.stderr_tail = b""
        self.kill_reason = None   # "cpu", "wall", "memory", "output" when we killed it;
                                  #   "busy" when the machine left it no CPU
                                  #   (supervise.BUSY_FACTOR); "processes": more
                                  #   tasks than proc.TASK_CAP (subreaper);
                                  #   "stopped": its caller's stop event (a
                                  #   validator that rejected first)


def sandbox_failure(res):
    """bwrap's own error (a sentence) where bwrap could not make the run's sandbox, else None:
    it then exits 1 before the command starts, its one line on stderr, nothing on stdout (a
    failure of ours: a JE naming it, never the CE or RE of the program it did not start). A
    command that prints just such a line and exits 1 gets the same JE: never an AC."""
    lines = res.stderr_tail.strip().splitlines()
    if res.isolation != "bwrap" or res.exit_code != 1 or res.stdout_size or len(lines) != 1:
        return None
    if not lines[0].startswith(b"bwrap: "):
        return None
    return "the sandbox failed (%s)" % lines[0].decode("utf-8", "replace")


def stack_ceiling_kb():
    """The largest stack this process can give a run (KB), None if there is no ceiling: the
    caller's hard limit (`ulimit -Hs`), unless we may raise it (CAP_SYS_RESOURCE)."""
    hard = resource.getrlimit(resource.RLIMIT_STACK)[1]
    if hard == resource.RLIM_INFINITY or proc.has_capability(24):   # CAP_SYS_RESOURCE
        return None
    return hard >> 10


def rlimits(limits):
    """Safety nets inherited by everything the solution starts: RLIMIT_CPU a little over the
    limit (seconds), RLIMIT_AS at the memory limit + AS_SLACK_MB (bytes); and RLIMIT_STACK,
    the run's stack (bytes)."""
    return int(limits.cpu_s) + 2, address_bytes(limits.memory_kb), int(limits.stack_kb) << 10


def address_bytes(memory_kb):
    """RLIMIT_AS for a run at memory_kb: a net, AS_SLACK_MB over it."""
    return (memory_kb // 1024 + AS_SLACK_MB) << 20


def file_bytes(memory_kb):
    """RLIMIT_FSIZE for a run at memory_kb: no file it writes may pass its memory limit, as on
    a judge, where a run's files are memory (a tmpfs) or not allowed at all; without it, a run
    could leave gigabytes on the disk, uncharged by the subreaper and by bwrap's tmpfs cap."""
    return memory_kb << 10


def ceiling_bytes(memory_kb):
    """The cgroup's hard memory limit for a run at memory_kb (bytes): a net for runaways."""
    return (CEILING_FACTOR * memory_kb + CEILING_SLACK_MB * 1024) * 1024
