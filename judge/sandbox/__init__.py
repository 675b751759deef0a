"""The sandbox: run one command under limits and say what happened. Linux only.

What every run gets, whatever the mode:
- stdin is a private read-only copy of the case's input: a regular, seekable file (os.fstat,
  seek and mmap work as on a judge), so the stored case cannot be changed through it;
- a fresh empty working directory (removed afterwards), and a fixed environment (ENV: no
  variable of the caller, no PYTHON*);
- the keeper (judge/keeper.py) as its parent: a child subreaper that every orphan falls back
  to, whatever the solution does with process groups, sessions or double forks; all of them
  are killed and reaped when the main process exits or a limit is crossed;
- output read by us through a pipe and cut at the cap: the run is killed there (OLE).
- a wall-clock cap, WALL_FACTOR x the CPU limit, that does not count the time the run spent
  runnable but waiting for a CPU (its threads' run-queue delay): a sleeper is stopped, a busy
  machine only makes a run slower; and its own stack limit (Limits.stack_kb), never the
  caller's `ulimit -s`.

Containment, how CPU and memory are charged (RunResult.containment):
- "cgroup": a cgroup per run (judge/cgroups.py): CPU and memory peak are the cgroup's, so every
  process counts, however it ends, and so do tmpfs and memfd pages; the kill reaches them all.
  The memory is what the run itself brings in (anonymous memory, tmpfs, page cache it reads
  first), not RSS: an interpreter's code already in memory is not charged again, so PyPy
  starts near 20 MB here where its RSS is about 70 MB. Needs root or a delegated subtree.
- "subreaper": no cgroup. CPU is what the keeper reaps plus /proc samples every POLL seconds of
  each live descendant (a process that ignores SIGCHLD and lives under POLL seconds can slip
  by); memory is the peak of the summed PSS (shared pages split, not counted twice) of the
  tree, sampled, and at least each process's own peak RSS: its VmHWM at each sample (the
  first ones close together, and one as output arrives) and the ru_maxrss of each process the
  keeper reaps (so a peak between two samples counts, even behind bwrap; the main process's
  own ru_maxrss only above the runner's size, which it inherits). Files in a tmpfs or a memfd
  are not seen, unless the isolation below gives the run a private /dev/shm.

Isolation, what the solution can reach (RunResult.isolation):
- "bwrap" (bubblewrap: root, or unprivileged user namespaces): the whole file system is
  read-only, /dev and /proc/sys too; the test data, the cases folder and the repository's
  .git are hidden behind empty tmpfs (only the solution file is bound back), and so are
  /run and /var/run (host sockets); /tmp and /dev/shm are private, capped at the memory
  limit, no network (nor abstract sockets); its own PID namespace, so it cannot see or
  signal the runner, the keeper or anything else; its own user namespace, no capability.
  Other copies of the data elsewhere on the disk stay readable.
- "none": it runs as the caller: it can read and write what the caller can (the answers
  included) and signal the runner. Not a sandbox for hostile code: install bubblewrap.
Who it runs as, whatever the isolation: judge/privilege.py (a runner started as root drops
everything it runs to uid 65534).
"""
import fcntl
import os
import selectors
import shutil
import signal
import time

from .. import privilege, scratch
from . import bwrap, pool, proc, protocol, registry
from .limits import (AS_SLACK_MB, ENV, NOFILE, PYPY_NURSERY_CAP_KB, WALL_FACTOR,  # noqa: F401
                     Limits, RunResult, SandboxError, address_bytes, ceiling_bytes, pypy_nursery,
                     rlimits, run_env, stack_ceiling_kb)
from .modes import (CONTAINMENTS, ISOLATIONS, bwrap_path, choose, identity, run_paths,  # noqa
                    unavailable)
from .pool import discard_prepared  # noqa: F401
from .registry import (become_subreaper, forget, kill_all_runs, spawn, stay_awake,  # noqa: F401
                       sweep_orphans)

POLL = 0.02                    # seconds between samples (CPU, memory) of a running solution
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
def run(cmd, input_bytes, limits, containment, isolation, hide=(), expose=(), show=(),
        workdir=None, nofile=NOFILE, writable=(), stdio=None):
    """Run cmd (argv, cmd[0] an absolute path) with input_bytes in a private file as stdin,
    after choose() said which modes. Under bwrap, `show` folders stay visible (read-only) even
    below /tmp, `hide` folders are hidden inside them, `expose` paths are visible again, and
    `writable` folders (the caller's) are visible and writable, owned by the run's uid while
    it runs. `workdir`: a folder of the caller's to work in (kept; a compiler's output), else
    a fresh one. SandboxError if it could not be run.

    stdio=(stdin_fd, stdout_fd): the run reads and writes these (pipes to another run, for
    interactive problems) instead: input_bytes is ignored, RunResult.stdout stays empty and
    no output cap applies. The two fds become the run's: they are closed here as soon as
    the run holds them (or fails to start), so that each end sees EOF when the other ends."""
    if stdio is not None:
        held = list(stdio)      # go() closes them once sent, and marks them None
        try:
            return _run(cmd, b"", limits, containment, isolation, hide, expose, show,
                        workdir, nofile, writable, held)
        finally:
            for fd in held:
                if fd is not None:
                    _close_quietly(fd)
    return _run(cmd, input_bytes, limits, containment, isolation, hide, expose, show,
                workdir, nofile, writable, None)


def _close_quietly(fd):
    try:
        os.close(fd)
    except OSError:
        pass


def _run(cmd, input_bytes, limits, containment, isolation, hide, expose, show, workdir,
         nofile, writable, stdio):
    tmp = scratch.make("run")
    prepared = None
    try:
        reads, passes = run_paths(cmd, hide, expose, show, workdir)
        uid, _ = identity(isolation, (reads, passes + [os.path.dirname(d) for d in writable]))
        privilege.open_to_run(tmp)
        if workdir is None:
            workdir = os.path.join(tmp, "work")
            os.mkdir(workdir)
        for folder in [workdir] + list(writable):
            privilege.prepare_folder(folder, uid)
        stdin_path = os.path.join(tmp, "input")
        with open(stdin_path, "wb") as f:
            f.write(input_bytes)
        os.chmod(stdin_path, 0o444)
        if isolation == "bwrap":
            cmd = bwrap.prefix(bwrap_path(), workdir, hide, expose, show,
                                tmpfs_bytes=limits.memory_kb * 1024, writable=writable) + cmd
        prepared = pool.take_prepared(containment)
        pool.refill(containment)          # the next run's keeper gets ready while this one runs
        if prepared.cg is not None:
            try:
                prepared.cg.set_limits(
                    ceiling_bytes(limits.memory_kb))
            except OSError as e:
                raise SandboxError("cannot set the run's cgroup limits: %s" % e)
        return _Run(cmd, stdin_path, workdir, limits, containment, isolation, prepared,
                    uid, nofile, stdio).go()
    finally:
        if prepared is not None:
            prepared.close()
        shutil.rmtree(tmp, ignore_errors=True)


class Service:
    """A long-lived process in the same sandbox as a run (a checker host): its own keeper,
    cgroup (memory ceiling, pids), uid, bwrap and rlimits, talking to us through the fds we
    give it (its stdin, stdout, stderr); the keeper kills whatever it starts when it exits,
    and everything at stop(). No CPU or wall limit of ours: the caller bounds each request."""

    CPU_S = 24 * 3600          # RLIMIT_CPU: a net only, the caller bounds its waits

    def __init__(self, cmd, fds, memory_kb, containment, isolation, hide=(), expose=(),
                 show=()):
        self.tmp = scratch.make("checker")
        self.prepared, self.status = None, None
        try:
            uid, _ = identity(isolation, run_paths(cmd, hide, expose, show))
            privilege.open_to_run(self.tmp)
            workdir = os.path.join(self.tmp, "work")
            os.mkdir(workdir)
            privilege.prepare_folder(workdir, uid)
            if isolation == "bwrap":
                cmd = bwrap.prefix(bwrap_path(), workdir, hide, expose, show,
                                    tmpfs_bytes=memory_kb * 1024) + cmd
            self.prepared = pool.take_prepared(containment)
            self.status_fd = os.dup(self.prepared.status_r)   # read after close()
            if self.prepared.cg is not None:
                self.prepared.cg.set_limits(
                    ceiling_bytes(memory_kb))
            env = dict(run_env(), HOME=workdir, TMPDIR=workdir)
            protocol.send_run(self.prepared.ctl, cmd, env, workdir, self.CPU_S,
                                address_bytes(memory_kb), fds, uid, NOFILE)
        except (OSError, SandboxError) as e:
            self.stop()
            raise SandboxError(str(e))
        registry.watch(self.prepared.keeper)

    def cpu_wait_s(self, delays):
        """Seconds it (and what it started) has waited for a CPU, as run_wait_s counts them."""
        if self.prepared is None:
            return 0.0
        return proc.run_wait_s(self.prepared.keeper.pid, delays)

    def stop(self):
        """Kill it and everything it started; its exit code (or None: killed, or by signal)."""
        if self.prepared is not None:
            registry.unwatch(self.prepared.keeper)
            self.prepared.close()
            report = protocol.parse_status(_read_all(self.status_fd))
            os.close(self.status_fd)
            self.prepared = None
            if report is not None and report[0] is not None and os.WIFEXITED(report[0]):
                self.status = os.WEXITSTATUS(report[0])
        shutil.rmtree(self.tmp, ignore_errors=True)
        return self.status


def _read_all(fd):
    """What a pipe holds now, without waiting (its writer has exited)."""
    os.set_blocking(fd, False)
    chunks = []
    try:
        while True:
            chunk = os.read(fd, CHUNK)
            if not chunk:
                break
            chunks.append(chunk)
    except OSError:
        pass
    return b"".join(chunks)


class _Run:
    """The runner's side of one run: start the keeper, read the pipes, sample, kill, collect."""

    def __init__(self, cmd, stdin_path, workdir, limits, containment, isolation, prepared,
                 uid=-1, nofile=-1, stdio=None):
        self.limits, self.cg, self.prepared = limits, prepared.cg, prepared
        self.uid, self.nofile = uid, nofile
        self.stdio = stdio      # (stdin fd, stdout fd) given by the caller, or None
        self.inside = None      # a pid in bwrap's mount namespace: its private tmpfs (subreaper)
        self.res = RunResult(containment, isolation)
        self.cmd, self.stdin_path, self.workdir = cmd, stdin_path, workdir
        self.kept, self.err_tail = [], b""
        self.killed_at = None
        self.seen = {}          # (pid, start time) -> own CPU seconds last seen (subreaper)
        self.cpu_s, self.mem_kb = 0.0, 0
        self.waited, self.delays = 0.0, {}   # see _count_wait
        self.status_line = b""

    def go(self):
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        try:
            self.pipe_bytes = fcntl.fcntl(out_w, 1031, PIPE_BYTES)     # F_SETPIPE_SZ
        except OSError:
            self.pipe_bytes = 1 << 16                                # the default
        self.own, self.own_waited, self.pipe_was_full = {}, 0.0, False   # see _count_wait
        self.own_last = proc.run_delay_s([os.getpid()], self.own, proc.thread_id())
        env = dict(run_env(), HOME=self.workdir, TMPDIR=self.workdir)
        cpu_s, address, stack = rlimits(self.limits)
        keeper = self.keeper = self.prepared.keeper
        registry.watch(keeper)  # before the run starts: a signal to the runner now reaches it
        try:
            stdin = os.open(self.stdin_path, os.O_RDONLY) if self.stdio is None else None
            try:
                self.start = time.monotonic()
                fds = (stdin, out_w, err_w) if self.stdio is None else \
                    (self.stdio[0], self.stdio[1], err_w)   # out_r then sees EOF at once
                protocol.send_run(self.prepared.ctl, self.cmd, env, self.workdir, cpu_s,
                                    address, fds, self.uid, self.nofile, stack=stack)
            finally:
                if stdin is not None:
                    os.close(stdin)
                if self.stdio is not None:   # the run holds them now (or never will)
                    for i, fd in enumerate(self.stdio):
                        _close_quietly(fd)
                        self.stdio[i] = None
        except OSError as e:
            registry.unwatch(keeper)
            os.close(out_r)
            os.close(err_r)
            raise SandboxError("cannot start the run: %s" % e)
        finally:
            for fd in (out_w, err_w):
                os.close(fd)
        try:
            self._supervise(out_r, err_r, self.prepared.status_r)
            return self._collect()
        finally:
            registry.unwatch(keeper)
            if keeper.poll() is None:
                keeper.kill()
                keeper.wait()
            for fd in (out_r, err_r):
                os.close(fd)

    def _supervise(self, out_r, err_r, st_r):
        """Until the keeper has exited and every pipe is closed: read, sample, enforce. The
        status pipe closes when the keeper exits, which wakes us at once."""
        sel = selectors.DefaultSelector()
        for fd in (out_r, err_r, st_r):
            sel.register(fd, selectors.EVENT_READ)
        next_sample, exited_at = self.start, None
        self.last_sample, self.samples = self.start, 0
        try:
            while True:
                for key, _ in sel.select(min(POLL, max(0.0, next_sample - time.monotonic()))):
                    data = os.read(key.fd, CHUNK)
                    if not data:
                        sel.unregister(key.fd)
                    elif key.fd == out_r:
                        self._keep_output(data)
                        self.pipe_was_full |= len(data) >= self.pipe_bytes // 2
                        if self.cg is None:
                            # output often comes at the very end: sample while it still runs
                            next_sample = min(next_sample, self.last_sample + OUTPUT_SAMPLE)
                    elif key.fd == st_r:
                        self.status_line += data
                    else:
                        self.err_tail = (self.err_tail + data)[-STDERR_TAIL:]
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
                    gap = _sample_gap(self.samples)
                    self.samples += 1
                    self._sample()
                    self._count_wait()
                    self.last_sample, next_sample = now, now + gap
                    self._enforce(now)
                if self.killed_at is not None and now - self.killed_at > registry.KILL_GRACE:
                    self._hard_kill()  # the keeper is stopped (SIGSTOP) or stuck
        finally:
            sel.close()

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
            self._kill("output")

    def _sample(self):
        try:
            if self.cg is not None:
                self.cpu_s = max(self.cpu_s, self.cg.cpu_s())
                self.mem_kb = max(self.mem_kb, self.cg.peak_kb())
            else:
                cpu, pss, hwm = proc.tree_usage(self.keeper.pid, self.seen)
                if self.res.isolation == "bwrap":
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
                self.inside = proc.inside_pid(self.keeper.pid)
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

    def _count_wait(self):
        """Set self.waited to the time the run has spent runnable but not running: its
        run-queue delay (the cgroup's cpu.pressure on v2, else the sum over every thread ever
        seen, reaped ones at their last value), plus our own wait for a CPU before a read
        that found its output pipe at least half full (while we wait, the pipe is not read:
        it may block on it), never more than the time that passed. The kernel adds a wait
        when the thread gets its CPU, so it comes in lumps: it is capped in total, not per
        sample. A run that sleeps or blocks waits for no CPU: it gains little, and the wall
        clock stops it."""
        try:
            total = self.cg.cpu_wait_s() if self.cg is not None else None
            if total is None:
                total = proc.run_delay_s(proc.descendants(self.keeper.pid), self.delays)
            own = proc.run_delay_s([os.getpid()], self.own, proc.thread_id())
            if self.pipe_was_full:      # it may have blocked on the pipe while we waited
                self.own_waited += own - self.own_last
            self.own_last, self.pipe_was_full = own, False
            total += self.own_waited
        except (OSError, ValueError):
            return
        self.waited = max(self.waited, min(total, time.monotonic() - self.start))

    def _enforce(self, now):
        if self.killed_at is not None:
            return
        if self.cpu_s > self.limits.cpu_s:
            self._kill("cpu")
        elif now - self.start - self.waited > self.limits.wall_s:
            self._kill("wall")
        elif now - self.start > BUSY_FACTOR * self.limits.wall_s:
            self._kill("busy")
        elif self.mem_kb > self.limits.memory_kb:
            self._kill("memory")

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
        res.wait_s = self.waited
        ceiling = stack_ceiling_kb()
        if ceiling is not None and ceiling < self.limits.stack_kb:
            res.stack_kb = ceiling
        report = protocol.parse_status(self.status_line)
        if self.cg is not None:
            self._sample()
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
        res.cpu_s = max(self.cpu_s, cpu if self.cg is None else 0.0)
        # The main process's ru_maxrss inherits the keeper's peak at the fork: trust it only
        # above that floor. Each one is a single process's peak: never more than the tree's.
        if self.cg is None:
            res.peak_kb = max(self.mem_kb, maxrss if maxrss > floor else 0, others)
        else:
            res.peak_kb = self.mem_kb
        res.stdout = b"".join(self.kept)
        res.output_exceeded = res.stdout_size > self.limits.output_bytes
        res.stderr_tail = self.err_tail
        return res


def _sample_gap(samples):
    """Seconds to the next sample: FIRST_SAMPLE doubling up to POLL (a bounded power: a run
    of minutes takes tens of thousands of samples)."""
    return min(POLL, FIRST_SAMPLE * 2 ** min(samples, 32))
