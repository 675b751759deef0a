"""Supervision of one run: start it through its keeper, read its output and stderr, sample
its usage on a schedule, enforce its limits (CPU, wall clock net of the time it waited for a
CPU, memory, output), kill it, and collect what the verdict needs (a RunResult)."""
import collections
import fcntl
import os
import selectors
import signal
import tempfile
import time

from . import proc, protocol, registry
from .modes import own_net
from .limits import (RunResult, SandboxError, file_bytes, rlimits, run_env, sandbox_failure,
                     stack_ceiling_kb)
from .privilege import OUTRANK
from .usage import Usage, base_priority

POLL = 0.02                    # seconds between samples (CPU, memory) of a running solution
POLL_MAX = 0.2                 # cgroup: the longest gap, while the run is far from its limits
CPUS = os.cpu_count() or 1     # the most CPU seconds a run can add per second of wall clock
FIRST_SAMPLE = 0.001           # the first gaps double from this up to POLL: a run of a few
                               #   milliseconds is still seen (its peak: VmHWM, subreaper)
OUTPUT_SAMPLE = 0.002          # subreaper: output arriving brings the next sample this close
STDERR_TAIL = 4096             # bytes of stderr kept for the RE report
CHUNK = 1 << 20
PIPE_BYTES = 1 << 20           # the output pipe's buffer (F_SETPIPE_SZ; 1 MiB is what a user
                               #   may ask): the solution blocks on us 16 times less often
BUSY_FACTOR = 30               # past BUSY_FACTOR x the cap of plain wall time, waiting or not,
                               #   the machine is too busy to judge the run (JE, never TLE): a
                               #   share of the CPU under 1/60 (seen: 1/22 at load 40 on 2 cores)


def sealed_input(data):
    """A read-only fd on a private copy of `data` for a run's stdin: a memfd, a regular file
    (fstat, seek and mmap work as on a judge), sealed so that nothing can write, grow or
    shrink it, whoever reopens it; nothing is made or removed on the disk for it (a file
    created and unlinked per case cost ~5 ms on ext4 here). Where memfd is missing: an
    unnamed temporary file."""
    try:
        fd = os.memfd_create("dlxjudge-input", os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING)
    except (AttributeError, OSError):
        with tempfile.TemporaryFile() as f:
            f.write(data)
            f.flush()
            return os.open("/proc/self/fd/%d" % f.fileno(), os.O_RDONLY | os.O_CLOEXEC)
    try:
        seal(fd, data)
        return os.open("/proc/self/fd/%d" % fd, os.O_RDONLY | os.O_CLOEXEC)
    finally:
        os.close(fd)


def seal(fd, data):
    """Write data into the memfd fd (empty, made with MFD_ALLOW_SEALING) and seal it: from
    then on nothing can write, grow or shrink it, through any fd (sealed_input)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
    fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SEAL | fcntl.F_SEAL_SHRINK
                | fcntl.F_SEAL_GROW | fcntl.F_SEAL_WRITE)


def pipe_size(fd):
    """Give the pipe of write end fd PIPE_BYTES of buffer; the size it has."""
    try:
        return fcntl.fcntl(fd, 1031, PIPE_BYTES)     # F_SETPIPE_SZ
    except OSError:
        return 1 << 16                                # the default


# One run as the runner holds it: what to run (cmd, in workdir), its limits (a Limits), its
# world (containment, isolation) and who it runs as (uid: -1 ours; nofile: RLIMIT_NOFILE).
Launch = collections.namedtuple("Launch", "cmd workdir limits containment isolation uid nofile")


def send_run(prepared, launch, fds, gate=protocol.GATE_NONE):
    """Send one run to the stub of the keeper `prepared`, whole (protocol.RunSpec): its
    environment, rlimits and network namespace, said here once for a run started now (Run)
    and for one staged ahead (warm/staged.py)."""
    workdir, limits, uid = launch.workdir, launch.limits, launch.uid
    cpu_s, address, stack = rlimits(limits)
    procs = prepared.cg.procs_files if prepared.spawn and prepared.cg is not None else ()
    spec = protocol.RunSpec(
        argv=launch.cmd, env=dict(run_env(), HOME=workdir, TMPDIR=workdir), cwd=workdir,
        cpu_s=cpu_s, address=address, uid=uid, nofile=launch.nofile, stack=stack,
        fsize=file_bytes(limits.memory_kb),
        nproc=-1 if prepared.cg is not None else run_nproc(uid), gate=gate, procs=procs,
        net=own_net(launch.isolation))
    protocol.send_run(prepared.ctl, spec, tuple(fds) + prepared.run_fds())
    prepared.sent()


def close_quietly(fd):
    try:
        os.close(fd)
    except OSError:
        pass


class Run:
    """The runner's side of one run: start the keeper, read the pipes, sample, kill, collect."""

    def __init__(self, launch, prepared, stdin=None, stop=None, staged=None, started=None):
        self.launch, self.limits = launch, launch.limits
        self.cg, self.prepared = prepared.cg, prepared
        self.stop = stop        # a threading.Event: set, the run is killed ("stopped")
        # stdin: an fd of ours for the run's stdin (it stays ours), or the caller's
        # [stdin fd, stdout fd] (closed here once the run holds them); None when staged
        self.stdin_fd, self.stdio = (None, stdin) if isinstance(stdin, list) else (stdin, None)
        self.staged = staged    # a staged run's (stdout, stderr read ends, pipe size): sent
        self.started = started  # called once the run has started (or None)
        self.res = RunResult(launch.containment, launch.isolation)
        self.kept, self.err_tail = [], b""
        self.killed_at = None
        self.status_line = b""

    def go(self):
        keeper = self.keeper = self.prepared.keeper
        if self.staged is not None:
            out_r, err_r = self._open_gate()
        else:
            out_r, err_r = self._send()
        try:
            if self.started is not None:
                self.started()
            self._supervise_outranking(out_r, err_r)
            return self._collect()
        finally:
            registry.unwatch(keeper)
            if keeper.poll() is None:
                keeper.kill()
                keeper.wait()
            for fd in (out_r, err_r):
                os.close(fd)

    def _open_gate(self):
        """A staged run (warm/staged.py), sent already: start it now; its pipes' read ends."""
        out_r, err_r, self.pipe_bytes = self.staged
        self.usage = Usage(self.cg, self.keeper.pid, self.res.isolation == "bwrap")
        registry.watch(self.keeper)
        try:
            self.start = time.monotonic()
            self.prepared.open_gate()
        except OSError as e:
            registry.unwatch(self.keeper)
            os.close(out_r)
            os.close(err_r)
            raise SandboxError("cannot start the run: %s" % e)
        return out_r, err_r

    def _send(self):
        """Send the run to the keeper's stub, which starts it; its pipes' read ends."""
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        self.pipe_bytes = pipe_size(out_w)
        keeper = self.keeper
        self.usage = Usage(self.cg, keeper.pid, self.res.isolation == "bwrap")
        registry.watch(keeper)  # before the run starts: a signal to the runner now reaches it
        try:
            try:
                self.start = time.monotonic()
                fds = (self.stdin_fd, out_w, err_w) if self.stdio is None else \
                    (self.stdio[0], self.stdio[1], err_w)   # out_r then sees EOF at once
                send_run(self.prepared, self.launch, fds)
            finally:
                if self.stdio is not None:   # the run holds them now (or never will)
                    for i, fd in enumerate(self.stdio):
                        close_quietly(fd)
                        self.stdio[i] = None
        except OSError as e:
            registry.unwatch(keeper)
            os.close(out_r)
            os.close(err_r)
            raise SandboxError("cannot start the run: %s" % e)
        finally:
            for fd in (out_w, err_w):
                os.close(fd)
        return out_r, err_r

    def _supervise_outranking(self, out_r, err_r):
        """_supervise, at OUTRANK better a nice than the run's where we may (root): hundreds
        of runnable processes of a fork bomb leave a thread of equal nice so little of a CPU
        that one walk of the bomb's tree took 15 s here (under 1 s at OUTRANK better), and
        the verdict came a minute late. The run's own nice is untouched (the keeper's stub
        puts it back)."""
        before = None
        base_priority()     # read before outranking: the nice a run is given is not ours then
        if registry.outranking():
            before = registry.set_nice(os.getpriority(os.PRIO_PROCESS, 0) - OUTRANK)
        try:
            self._supervise(out_r, err_r, self.prepared.status_r)
        finally:
            if before is not None:
                registry.set_nice(before)

    def _supervise(self, out_r, err_r, st_r):
        """Until the keeper has exited and every pipe is closed: read, sample, enforce. The
        status pipe closes when the keeper exits, which wakes us at once."""
        sel = selectors.DefaultSelector()
        try:
            self.err_pipe_bytes = fcntl.fcntl(err_r, 1032)     # F_GETPIPE_SZ
        except OSError:
            self.err_pipe_bytes = 1 << 16                       # the default
        for fd in (out_r, err_r, st_r):
            sel.register(fd, selectors.EVENT_READ)
        # A cgroup's counters are exact when the run is over (_collect reads them then): its
        # samples only enforce the limits on the way (cgroup_gap). The subreaper's see what
        # no counter keeps (a short process's peak): they start close together.
        next_sample = self.start + (self.cgroup_gap(self.start) if self.cg is not None
                                    else 0.0)
        exited_at = None
        self.last_sample, self.samples = self.start, 0
        try:
            while True:
                for key, _ in sel.select(min(POLL, max(0.0, next_sample - time.monotonic()))):
                    data = os.read(key.fd, CHUNK)
                    if not data:
                        sel.unregister(key.fd)
                    elif key.fd == out_r:
                        self._keep_output(data)
                        if self.res.output_exceeded and not self.limits.drain:
                            sel.unregister(out_r)      # stopped there: what it writes while
                                                       # it dies is neither read nor counted
                        self.usage.pipe_was_full |= len(data) >= self.pipe_bytes // 2
                        if self.cg is None:
                            # output often comes at the very end: sample while it still runs
                            next_sample = min(next_sample, self.last_sample + OUTPUT_SAMPLE)
                    elif key.fd == st_r:
                        self.status_line += data
                    else:
                        self.err_tail = (self.err_tail + data)[-STDERR_TAIL:]
                        # a flood on stderr blocks the run on that pipe as on stdout's
                        self.usage.pipe_was_full |= len(data) >= self.err_pipe_bytes // 2
                now = time.monotonic()
                if self.keeper.poll() is not None or st_r not in sel.get_map():
                    next_sample = now + POLL     # nothing left to sample: wait on the pipes
                    if not sel.get_map():
                        return
                    if self.keeper.poll() is None:
                        continue  # it closed the status pipe: it is exiting now
                    exited_at = exited_at or now
                    if now - exited_at > registry.KILL_GRACE:  # the keeper was killed: its tree
                        registry.sweep_orphans()                # came to us (we are a subreaper)
                        return
                    continue
                if now >= next_sample:
                    gap = sample_gap(self.samples)
                    self.samples += 1
                    self.usage.sample()
                    if not self.usage.crowded:   # a fork bomb: killed now, no more reads
                        self.usage.count_wait(self.start)
                    if self.cg is not None:
                        gap = self.cgroup_gap(now)       # from what this sample saw
                    self.last_sample, next_sample = now, now + gap
                    self._enforce(now)
                if self.stop is not None and self.stop.is_set():
                    self._kill("stopped")   # decided elsewhere: checked each wake-up (POLL)
                if self.killed_at is not None and now - self.killed_at > registry.KILL_GRACE:
                    self._hard_kill()  # the keeper is stopped (SIGSTOP) or stuck
        finally:
            sel.close()

    def cgroup_gap(self, now):
        """cgroup: seconds to the next sample. Half the least time in which the run could
        reach its CPU limit (every CPU busy) or its wall-clock cap, between POLL and POLL_MAX:
        a limit is still caught within POLL of being passed, and a short run costs a sample
        or none. (The memory ceiling stops a runaway meanwhile; a peak over the limit is
        seen at the next sample, or at the end: memory.peak is exact.)"""
        cpu_left = (self.limits.cpu_s - self.usage.cpu_s) / CPUS
        wall_left = self.start + self.limits.wall_kill_s - now
        return min(POLL_MAX, max(POLL, min(cpu_left, wall_left) / 2))

    def _hard_kill(self):
        """Kill the keeper's tree, then the keeper, with SIGKILL: no cooperation needed."""
        registry.kill_descendants(self.keeper.pid)
        self.keeper.kill()

    def _keep_output(self, data):
        room = self.limits.output_bytes - self.res.stdout_size
        if room > 0:
            self.kept.append(data[:room])
        self.res.stdout_size += len(data)
        if self.res.stdout_size > self.limits.output_bytes:
            self.res.output_exceeded = True
            if not self.limits.drain:
                self._kill("output")

    def _enforce(self, now):
        if self.killed_at is not None:
            return
        used = self.usage
        if used.cpu_s > self.limits.cpu_s:
            self._kill("cpu")
        elif (now - self.start - used.waited > self.limits.wall_kill_s
              and not used.runnable_now()):   # a run queued for a CPU is not asleep: its
            self.res.net_wall_s = now - self.start - used.waited    # wait shows once it runs
            self._kill("wall")
        elif now - self.start > BUSY_FACTOR * self.limits.wall_s:
            self._kill("busy")
        elif used.mem_kb > self.limits.memory_kb:
            self._kill("memory")
        elif used.crowded:
            self._kill("processes")

    def _kill(self, reason):
        if self.killed_at is not None:
            return
        self.res.kill_reason, self.killed_at = reason, time.monotonic()
        if self.cg is not None:
            self.cg.kill()
        try:
            self.keeper.send_signal(signal.SIGTERM)  # kills and reaps the rest, reports
        except OSError:
            pass

    def _collect(self):
        self.keeper.wait()
        res = self.res
        res.wall_s = time.monotonic() - self.start
        used = self.usage
        res.wait_s, res.wait_refused = used.waited, used.lowered
        ceiling = stack_ceiling_kb()
        if ceiling is not None and ceiling < self.limits.stack_kb:
            res.stack_kb = ceiling
        report = protocol.parse_status(self.status_line)
        if self.cg is not None:
            used.sample()
        if report is None or report[0] is None:
            registry.sweep_orphans()
            res.signal = signal.SIGKILL          # by us, or the keeper was killed
            if res.kill_reason is None:
                res.kill_reason = "keeper"
            floor = maxrss = others = cpu = 0
        else:
            status, cpu, maxrss, floor, others = report
            if os.WIFSIGNALED(status):
                res.signal = os.WTERMSIG(status)
            else:
                res.exit_code = os.WEXITSTATUS(status)
                if res.isolation == "bwrap" and 128 < res.exit_code < 128 + 65:
                    res.signal, res.exit_code = res.exit_code - 128, None  # bwrap: 128 + signal
        res.cpu_s = max(used.cpu_s, cpu if self.cg is None else 0.0)
        # The main process's ru_maxrss inherits the keeper's peak at the fork: trust it only
        # above that floor. Each one is a single process's peak: never more than the tree's.
        if self.cg is None:
            res.peak_kb = max(used.mem_kb, maxrss if maxrss > floor else 0, others)
        else:
            res.peak_kb = used.mem_kb
        res.stdout = b"".join(self.kept)
        res.output_exceeded = res.stdout_size > self.limits.output_bytes
        res.stderr_tail = self.err_tail
        if sandbox_failure(res):
            raise SandboxError(sandbox_failure(res))
        return res


def run_nproc(uid):
    """RLIMIT_NPROC for a subreaper run that drops to `uid` (-1: keeps ours), or -1 for none.
    A run in a user namespace of its own (keeper.drop: every run but bwrap started as root,
    where user namespaces work) is counted there alone: the stub lowers this to proc.TASK_CAP
    plus proc.NPROC_SLACK (keeper._set_nproc), and no run's tasks count against another's.
    Elsewhere the kernel counts it per real uid, machine-wide, not per run: every task of that uid
    counts (the other runs of -j 2 and of other runners, a checker host, daemons running as
    nobody; a runner started by a user: that user's whole session). So no fixed value is
    both a cap and safe: it is what the uid holds now plus proc.TASK_CAP plus proc.NPROC_SLACK. It
    only keeps a fork bomb from growing far past the cap while the sampler, starved of CPU,
    has not seen it yet; the per-run cap is the sampler's (proc.TASK_CAP: the run is killed,
    as a cgroup's pids.max would stop its forks), and a run of the same uid that forks while
    another one fills the margin may see a fork fail. None for a run that is root outside
    (bwrap started as root maps its uid to root, a rootless container's root): the kernel
    never applies RLIMIT_NPROC to root, nor a cgroup run: pids.max bounds that one itself."""
    who = uid if uid >= 0 else os.getuid()
    if who == 0:
        return -1
    return proc.uid_tasks(who) + proc.TASK_CAP + proc.NPROC_SLACK


def sample_gap(samples):
    """Seconds to the next sample: FIRST_SAMPLE doubling up to POLL (a bounded power: a run
    of minutes takes tens of thousands of samples)."""
    return min(POLL, FIRST_SAMPLE * 2 ** min(samples, 32))
