"""What a run has used, as its limits judge it: CPU, peak memory, and the time it waited for a
CPU (what the wall clock does not count). From the run's cgroup, else from /proc samples.

Only a wait the run could not cause earns that credit. A run that lowers its own priority
(a thread at a higher nice, or SCHED_IDLE; its session's autogroup at a higher nice, which
any process may write in /proc/self/autogroup) stays runnable while it seldom runs: on a busy
machine it "waits" for nearly all of its wall clock while it sleeps (issue 31: 10.9 s of wall
clock AC at a 1 s limit). We name the cause rather than guess from ratios: a fair thread's
wait per CPU second is the machine's load, which no constant bounds, so a cap on wait per CPU
second would either let a niced thread through on a quiet machine or turn a fair run on a
very busy one into a TLE. Its own threads keeping one another waiting need no rule: they run
while they wait (two runnable threads on two cores), so the CPU limit stops them. A thread
cannot undo a raised nice or SCHED_IDLE (RLIMIT_NICE is 0); a session can lower its
autogroup's nice again, so it is looked at in every sample where the run is mostly waiting;
what a process that has already exited did is not seen (its wait stays credited)."""
import os
import time

from . import proc

SCHED_IDLE = 5                 # the policy number of SCHED_IDLE (sched.h)
CHECK_SHARE = 0.25             # look at the run's priorities once its wait passes this share
                               #   of its wall clock (a quiet machine never gets there)
_BASE = []                     # the runner's (nice, autogroup): what a run is given


class Usage:
    """One run's usage so far: cpu_s, mem_kb (peak), waited (seconds runnable, not running).
    Each sample only raises them: a file that vanished as the run ended leaves the last."""

    def __init__(self, cg, keeper_pid, bwrap):
        self.cg, self.pid, self.bwrap = cg, keeper_pid, bwrap
        self.cpu_s, self.mem_kb, self.waited = 0.0, 0, 0.0
        self.seen = proc.Seen()  # (pid, start time) -> own CPU seconds last seen (subreaper)
        if cg is None:          # before the run starts: the keeper has reaped no process of it
            try:
                self.seen.reaped_before = proc.reaped_cpu_s(keeper_pid)
            except (OSError, IndexError, ValueError):
                pass            # the keeper is gone: the run fails to start
        self.crowded = False    # the last sample met more tasks than proc.TASK_CAP (subreaper)
        self.inside = None      # a pid in bwrap's mount namespace: its private tmpfs (subreaper)
        self.delays = {}        # the run's threads' run-queue delays (see count_wait)
        self.own, self.own_waited, self.pipe_was_full = {}, 0.0, False
        self.lowered = None     # why the run's wait earns no credit: it lowered its priority
        self.measured = 0.0     # the wait last read, credited or not
        self.own_last = proc.run_delay_s([os.getpid()], self.own, proc.thread_id())
        self.steal_at_start = proc.stolen_s()

    def sample(self):
        try:
            if self.cg is not None:
                self.cpu_s = max(self.cpu_s, self.cg.cpu_s())
                self.mem_kb = max(self.mem_kb, self.cg.peak_kb())
            else:
                cpu, pss, hwm, self.crowded = proc.tree_usage(self.pid, self.seen)
                if self.bwrap:
                    pss += self._private_tmpfs_kb()
                self.cpu_s, self.mem_kb = max(self.cpu_s, cpu), max(self.mem_kb, pss, hwm)
        except (OSError, ValueError):
            pass  # a file that vanished as the run ended: the last sample stands

    def _private_tmpfs_kb(self):
        """What the run keeps in bwrap's private /tmp and /dev/shm (their memory is no
        process's: a cgroup charges it, the subreaper adds it here), seen through a process
        inside bwrap's mount namespace."""
        for _ in range(2):
            if self.inside is None:
                self.inside = proc.inside_pid(self.pid)
                if self.inside is None:
                    return 0
            try:
                used = [proc.tmpfs_used_kb(self.inside, d) for d in ("/tmp", "/dev/shm")]
            except OSError:
                used = [None]        # it exited: another one of the run may still hold them
            if None not in used:
                return sum(used)
            self.inside = None       # or bwrap had not made them yet: not the run's tmpfs
        return 0

    def count_wait(self, start):
        """Set self.waited to the time the run (started at `start`) has spent runnable but not
        running: its run-queue delay (the cgroup's cpu.pressure on v2, else the sum over every
        thread ever seen, reaped ones at their last value), plus the time the host of a
        virtual machine took a CPU away (_stolen), plus our own wait for a CPU before
        a read that found its output pipe at least half full (pipe_was_full: while we wait,
        the pipe is not read: it may block on it), never more than the time that passed. The
        kernel adds a wait when the thread gets its CPU, so it comes in lumps: it is capped in
        total, not per sample. A run that sleeps or blocks waits for no CPU: it gains little,
        and the wall clock stops it. A run seen below its given priority gets no credit at
        all from then on (self.lowered says why; see the module's docstring)."""
        if self.lowered is not None:
            return
        pids = None
        try:
            total = self.cg.cpu_wait_s() if self.cg is not None else None
            if total is None:
                pids = proc.descendants(self.pid, proc.TASK_CAP)
                total = proc.run_delay_s(pids, self.delays)
            own = proc.run_delay_s([os.getpid()], self.own, proc.thread_id())
            if self.pipe_was_full:      # it may have blocked on the pipe while we waited
                self.own_waited += own - self.own_last
            self.own_last, self.pipe_was_full = own, False
            total += self.own_waited + self._stolen()
        except (OSError, ValueError):
            return
        elapsed = time.monotonic() - start
        if total > self.measured and total > CHECK_SHARE * elapsed:
            self.lowered = lowered_priority(
                proc.descendants(self.pid, proc.TASK_CAP) if pids is None else pids)
            if self.lowered is not None:
                self.waited = 0.0
                return
        self.measured = total
        self.waited = max(self.waited, min(total, elapsed))

    def runnable_now(self):
        """True while a thread of the run is runnable and the run has not lowered its
        priority: it is not sleeping, and a wait for a CPU under way is not counted yet
        (schedstat adds it when the thread runs; cgroup v1 has no cpu.pressure)."""
        return self.lowered is None and proc.runnable(proc.descendants(self.pid, proc.TASK_CAP))

    def _stolen(self):
        """Seconds the host of this virtual machine took a CPU away since the run started,
        on the CPU that lost the most: the run waited for a CPU then, though its own counters
        cannot show it (our 2-core machines: 113 s of steal in 7 hours). A sleeper
        gains at most what the host took."""
        now = proc.stolen_s()
        return max([b - a for a, b in zip(self.steal_at_start, now)] + [0.0])


def base_priority():
    """(nice, autogroup) of the runner, read at the first run: what every run starts with."""
    if not _BASE:
        _BASE.append((os.getpriority(os.PRIO_PROCESS, 0), autogroup(os.getpid())))
    return _BASE[0]


def autogroup(pid):
    """(name, nice) of pid's autogroup ("/autogroup-12 nice 0"), None without autogroups."""
    words = proc.read_proc("/proc/%d/autogroup" % pid).split()
    if len(words) == 3 and words[1] == "nice":
        return words[0], int(words[2])
    return None


def lowered_priority(pids):
    """Why one of pids runs below the priority the run was given (a sentence), or None: a
    thread at a higher nice than the runner's or SCHED_IDLE, a session's autogroup at a
    higher nice than the runner's own (the same group) or than a new session's 0."""
    nice, own_group = base_priority()
    for pid in pids:
        group = autogroup(pid)
        if group is not None:
            given = own_group[1] if own_group is not None and group[0] == own_group[0] else 0
            if group[1] > given:
                return "its process %d raised its session's autogroup nice to %d" % (
                    pid, group[1])
        for tid, fields in proc.thread_stats(pid):
            try:
                thread_nice, policy = int(fields[16]), int(fields[38])
            except (IndexError, ValueError):
                continue
            if thread_nice > nice:
                return "its thread %s raised its nice to %d" % (tid, thread_nice)
            if policy == SCHED_IDLE:
                return "its thread %s set SCHED_IDLE" % tid
    return None
