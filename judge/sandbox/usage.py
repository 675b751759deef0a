"""What a run has used, as its limits judge it: CPU, peak memory, and the time it waited for a
CPU (what the wall clock does not count). From the run's cgroup, else from /proc samples."""
import os
import time

from . import proc


class Usage:
    """One run's usage so far: cpu_s, mem_kb (peak), waited (seconds runnable, not running).
    Each sample only raises them: a file that vanished as the run ended leaves the last."""

    def __init__(self, cg, keeper_pid, bwrap):
        self.cg, self.pid, self.bwrap = cg, keeper_pid, bwrap
        self.cpu_s, self.mem_kb, self.waited = 0.0, 0, 0.0
        self.seen = proc.Seen()  # (pid, start time) -> own CPU seconds last seen (subreaper)
        self.crowded = False    # the last sample met more tasks than proc.TASK_CAP (subreaper)
        self.inside = None      # a pid in bwrap's mount namespace: its private tmpfs (subreaper)
        self.delays = {}        # the run's threads' run-queue delays (see count_wait)
        self.own, self.own_waited, self.pipe_was_full = {}, 0.0, False
        self.own_last = proc.run_delay_s([os.getpid()], self.own, proc.thread_id())

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
        thread ever seen, reaped ones at their last value), plus our own wait for a CPU before
        a read that found its output pipe at least half full (pipe_was_full: while we wait,
        the pipe is not read: it may block on it), never more than the time that passed. The
        kernel adds a wait when the thread gets its CPU, so it comes in lumps: it is capped in
        total, not per sample. A run that sleeps or blocks waits for no CPU: it gains little,
        and the wall clock stops it."""
        try:
            total = self.cg.cpu_wait_s() if self.cg is not None else None
            if total is None:
                total = proc.run_delay_s(proc.descendants(self.pid, proc.TASK_CAP),
                                        self.delays)
            own = proc.run_delay_s([os.getpid()], self.own, proc.thread_id())
            if self.pipe_was_full:      # it may have blocked on the pipe while we waited
                self.own_waited += own - self.own_last
            self.own_last, self.pipe_was_full = own, False
            total += self.own_waited
        except (OSError, ValueError):
            return
        self.waited = max(self.waited, min(total, time.monotonic() - start))
