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
  read-only; the test data, the cases folder and the repository's .git are hidden behind
  empty tmpfs (only the solution file is bound back); /tmp and /dev/shm are private, no
  network; its own PID namespace, so it cannot see or signal the runner, the keeper or
  anything else. Other copies of the data elsewhere on the disk stay readable.
- "none": it runs as the caller: it can read and write what the caller can (the answers
  included) and signal the runner. Not a sandbox for hostile code: install bubblewrap.
"""
import atexit
import os
import selectors
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from . import cgroups, keeper as keeper_mod

POLL = 0.02                    # seconds between samples (CPU, memory) of a running solution
FIRST_SAMPLE = 0.001           # the first gaps double from this up to POLL: a run of a few
                               #   milliseconds is still seen (its peak: VmHWM, subreaper)
OUTPUT_SAMPLE = 0.002          # subreaper: output arriving brings the next sample this close
KILL_GRACE = 1.0               # seconds the keeper gets to kill, reap and report
STDERR_TAIL = 4096             # bytes of stderr kept for the RE report
CHUNK = 1 << 16
WALL_FACTOR = 2.0              # wall-clock cap = WALL_FACTOR x CPU time limit (sleepers)
CEILING_FACTOR, CEILING_SLACK_MB = 2, 64   # cgroup hard limit: 2 x limit + 64 MB (runaways)
AS_SLACK_MB = 1024             # RLIMIT_AS net: limit + 1 GiB (PyPy reserves far more than it uses)
ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
CONTAINMENTS = ("auto", "cgroup", "subreaper")
ISOLATIONS = ("auto", "bwrap", "none")


class SandboxError(Exception):
    """We could not run the command as asked (not the solution's fault)."""


class Limits:
    def __init__(self, cpu_s, memory_kb, output_bytes):
        self.cpu_s = cpu_s
        self.wall_s = WALL_FACTOR * cpu_s
        self.memory_kb = memory_kb
        self.output_bytes = output_bytes


class RunResult:
    def __init__(self, containment, isolation):
        self.containment, self.isolation = containment, isolation
        self.exit_code = None     # int when it exited
        self.signal = None        # int when a signal ended it
        self.cpu_s = 0.0
        self.wall_s = 0.0
        self.peak_kb = 0
        self.stdout = b""         # at most output_bytes
        self.stdout_size = 0      # every byte it wrote, up to the kill
        self.output_exceeded = False
        self.stderr_tail = b""
        self.kill_reason = None   # "cpu", "wall", "memory", "output" when we killed it


# ---------------------------------------------------------------------------- the modes

_PROBED = {}
_PROBE_LOCK = threading.Lock()


def choose(containment="auto", isolation="auto"):
    """(containment, isolation) that will run here; SandboxError if one asked for by name
    cannot. "auto" takes the strongest available. Probed once per process."""
    with _PROBE_LOCK:
        if not _PROBED:
            _PROBED["cgroup"] = cgroups.probe()
            _PROBED["bwrap_path"] = shutil.which("bwrap")
            _PROBED["bwrap"] = _probe_bwrap(_PROBED["bwrap_path"])
    if containment == "auto":
        containment = "subreaper" if _PROBED["cgroup"] else "cgroup"
    elif containment == "cgroup" and _PROBED["cgroup"]:
        raise SandboxError("--containment cgroup: not available here (%s)" % _PROBED["cgroup"])
    if isolation == "auto":
        isolation = "none" if _PROBED["bwrap"] else "bwrap"
    elif isolation == "bwrap" and _PROBED["bwrap"]:
        raise SandboxError("--isolation bwrap: not available here (%s)" % _PROBED["bwrap"])
    return containment, isolation


def unavailable():
    """{mode: why it is not available} for the modes the last choose() found missing."""
    return {k: _PROBED[k] for k in ("cgroup", "bwrap") if _PROBED.get(k)}


def _probe_bwrap(path):
    """None if bwrap at path can make the namespaces a run needs, else why not."""
    if path is None:
        return "bwrap not installed (Debian/Ubuntu: apt install bubblewrap)"
    try:
        r = subprocess.run(_bwrap_prefix(path, "/", [], []) + ["/bin/true"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=10)
    except (OSError, subprocess.SubprocessError) as e:
        return "bwrap failed: %s" % e
    if r.returncode != 0:
        return "bwrap cannot make namespaces here: %s" % r.stderr.decode(
            "utf-8", "replace").strip().splitlines()[-1:]
    return None


def _bwrap_prefix(bwrap, workdir, hide, expose, show=(), writable=()):
    """bwrap's arguments: read-only root, private /tmp, /dev, /dev/shm, /proc; `show` folders
    bound back read-only (a repository that lives under /tmp), then `hide` folders behind
    empty tmpfs, `expose` paths bound back read-only, a writable workdir; new namespaces (PID,
    IPC, network, UTS, user where unprivileged); it dies with the keeper."""
    args = [bwrap, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
            "--tmpfs", "/tmp", "--tmpfs", "/dev/shm"]
    for d in show:
        args += ["--ro-bind", d, d]
    for d in hide:
        args += ["--tmpfs", d]
    for p in expose:
        args += ["--ro-bind", p, p]
    for d in writable:       # an output validator's feedback folder
        args += ["--bind", d, d]
    if workdir != "/":
        args += ["--bind", workdir, workdir, "--chdir", workdir]
    return args + ["--unshare-all", "--die-with-parent", "--new-session", "--"]


# ---------------------------------------------------------------------------- one run

_LIVE = set()                   # keepers running now (killed on a signal to the runner)
_LIVE_LOCK = threading.Lock()


def run(cmd, input_bytes, limits, containment, isolation, hide=(), expose=(), show=(),
        writable=(), stdio=None):
    """Run cmd (argv, cmd[0] an absolute path) with input_bytes in a private file as stdin,
    after choose() said which modes. Under bwrap, `show` folders stay visible (read-only) even
    below /tmp, `hide` folders are hidden inside them, `expose` paths are visible again, and
    `writable` folders are visible and writable. SandboxError if it could not be run.

    stdio=(stdin_fd, stdout_fd): the run reads and writes these (pipes to another run, for
    interactive problems) instead: input_bytes is ignored, RunResult.stdout stays empty and
    no output cap applies. The two fds become the run's: they are closed here as soon as
    the run holds them (or fails to start), so that each end sees EOF when the other ends."""
    if stdio is not None:
        held = list(stdio)      # go() closes them once sent, and marks them None
        try:
            return _run(cmd, b"", limits, containment, isolation, hide, expose, show,
                        writable, held)
        finally:
            for fd in held:
                if fd is not None:
                    _close_quietly(fd)
    return _run(cmd, input_bytes, limits, containment, isolation, hide, expose, show,
                writable, None)


def _close_quietly(fd):
    try:
        os.close(fd)
    except OSError:
        pass


def _run(cmd, input_bytes, limits, containment, isolation, hide, expose, show, writable,
         stdio):
    tmp = tempfile.mkdtemp(prefix="dlxjudge-")
    prepared = None
    try:
        workdir = os.path.join(tmp, "work")
        os.mkdir(workdir)
        stdin_path = os.path.join(tmp, "input")
        with open(stdin_path, "wb") as f:
            f.write(input_bytes)
        os.chmod(stdin_path, 0o444)
        if isolation == "bwrap":
            cmd = _bwrap_prefix(_PROBED["bwrap_path"], workdir, hide, expose, show,
                                writable) + cmd
        prepared = _take_prepared(containment)
        _refill(containment)          # the next run's keeper gets ready while this one runs
        if prepared.cg is not None:
            try:
                prepared.cg.set_limits(
                    (CEILING_FACTOR * limits.memory_kb + CEILING_SLACK_MB * 1024) * 1024)
            except OSError as e:
                raise SandboxError("cannot set the run's cgroup limits: %s" % e)
        return _Run(cmd, stdin_path, workdir, limits, containment, isolation, prepared,
                    stdio).go()
    finally:
        if prepared is not None:
            prepared.close()
        shutil.rmtree(tmp, ignore_errors=True)


class _Prepared:
    """A keeper forked ahead of its run, its stub already in the run's fresh cgroup (see
    judge/keeper.py: joining a cgroup waits for an RCU grace period, so that wait is paid
    while the previous run is still being judged, not at the start of this one)."""

    def __init__(self, containment):
        self.cg = None
        if containment == "cgroup":
            try:
                self.cg = cgroups.make()
            except OSError as e:
                raise SandboxError("cannot make the run's cgroup: %s" % e)
        self.status_r, status_w = os.pipe()
        self.ctl, ctl_child = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            with _SPAWN_LOCK:
                self.keeper = _Keeper(keeper_mod.start_keeper(
                    self.cg.procs_files if self.cg else [], ctl_child.fileno(), status_w))
                _OURS.add(self.keeper.pid)
        except OSError as e:
            raise SandboxError("cannot start the keeper: %s" % e)
        finally:
            os.close(status_w)
            ctl_child.close()

    def close(self):
        """After the run, or for a run that never came: the stub sees EOF and leaves."""
        self.ctl.close()
        if self.keeper.poll() is None:
            self.keeper.send_signal(signal.SIGTERM)
            deadline = time.monotonic() + KILL_GRACE
            while self.keeper.poll() is None and time.monotonic() < deadline:
                time.sleep(0.001)
            if self.keeper.poll() is None:
                self.keeper.kill()
                self.keeper.wait()
        forget(self.keeper)
        os.close(self.status_r)
        if self.cg is not None:
            self.cg.remove()


_POOL = {}                       # containment -> [_Prepared], at most one waiting each
_POOL_LOCK = threading.Lock()


# Keepers are forked by one long-lived thread: PR_SET_PDEATHSIG fires when the thread that
# forked a process ends, and the keeper must die with the runner, not with a helper thread.
_FORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="keeper-forker")


def _take_prepared(containment):
    with _POOL_LOCK:
        waiting = _POOL.get(containment)
        if waiting:
            return waiting.pop()
    return _FORKER.submit(_Prepared, containment).result()


def _refill(containment):
    """Prepare the next run's keeper in the background (cgroups only: that is where the
    preparation waits)."""
    if containment != "cgroup" or _STOPPING.is_set():
        return
    with _POOL_LOCK:
        if _POOL.get(containment):
            return
        _POOL[containment] = []

    def prepare():
        try:
            prepared = _Prepared(containment)
        except SandboxError:
            return
        with _POOL_LOCK:
            _POOL[containment].append(prepared)

    _FORKER.submit(prepare)


def discard_prepared():
    """At the end, or on a signal: close the keepers prepared for runs that will not come."""
    _STOPPING.set()
    with _POOL_LOCK:
        waiting = [p for ps in _POOL.values() for p in ps]
        _POOL.clear()
    for prepared in waiting:
        prepared.close()


_STOPPING = threading.Event()
atexit.register(discard_prepared)


def _rlimits(limits):
    """Safety nets inherited by everything the solution starts: RLIMIT_CPU a little over the
    limit (seconds), RLIMIT_AS at the memory limit + AS_SLACK_MB (bytes)."""
    return int(limits.cpu_s) + 2, (limits.memory_kb // 1024 + AS_SLACK_MB) << 20


class _Keeper:
    """The forked keeper, seen from the runner (the part of Popen's interface we use)."""

    def __init__(self, pid):
        self.pid, self.returncode = pid, None

    def poll(self):
        if self.returncode is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status) \
                    if hasattr(os, "waitstatus_to_exitcode") else status
        return self.returncode

    def wait(self):
        while self.poll() is None:
            time.sleep(0.001)
        return self.returncode

    def send_signal(self, signum):
        if self.returncode is None:
            os.kill(self.pid, signum)

    def kill(self):
        self.send_signal(signal.SIGKILL)


class _Run:
    """The runner's side of one run: start the keeper, read the pipes, sample, kill, collect."""

    def __init__(self, cmd, stdin_path, workdir, limits, containment, isolation, prepared,
                 stdio=None):
        self.limits, self.cg, self.prepared = limits, prepared.cg, prepared
        self.stdio = stdio      # (stdin fd, stdout fd) given by the caller, or None
        self.res = RunResult(containment, isolation)
        self.cmd, self.stdin_path, self.workdir = cmd, stdin_path, workdir
        self.kept, self.err_tail = [], b""
        self.killed_at = None
        self.seen = {}          # (pid, start time) -> own CPU seconds last seen (subreaper)
        self.cpu_s, self.mem_kb = 0.0, 0
        self.status_line = b""

    def go(self):
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        env = dict(ENV, HOME=self.workdir, TMPDIR=self.workdir)
        cpu_s, address = _rlimits(self.limits)
        keeper = self.keeper = self.prepared.keeper
        try:
            stdin = os.open(self.stdin_path, os.O_RDONLY) if self.stdio is None else None
            try:
                self.start = time.monotonic()
                fds = (stdin, out_w, err_w) if self.stdio is None else \
                    (self.stdio[0], self.stdio[1], err_w)   # out_r then sees EOF at once
                keeper_mod.send_run(self.prepared.ctl, self.cmd, env, self.workdir, cpu_s,
                                    address, fds)
            finally:
                if stdin is not None:
                    os.close(stdin)
                if self.stdio is not None:   # the run holds them now (or never will)
                    for i, fd in enumerate(self.stdio):
                        _close_quietly(fd)
                        self.stdio[i] = None
        except OSError as e:
            os.close(out_r)
            os.close(err_r)
            raise SandboxError("cannot start the run: %s" % e)
        finally:
            for fd in (out_w, err_w):
                os.close(fd)
        with _LIVE_LOCK:
            _LIVE.add(keeper)
        try:
            self._supervise(out_r, err_r, self.prepared.status_r)
            return self._collect()
        finally:
            with _LIVE_LOCK:
                _LIVE.discard(keeper)
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
                    if now - exited_at > KILL_GRACE:  # the keeper was killed: its tree
                        sweep_orphans()                # came to us (we are a subreaper)
                        return
                    continue
                if now >= next_sample:
                    gap = min(POLL, FIRST_SAMPLE * 2 ** self.samples)
                    self.samples += 1
                    self.last_sample, next_sample = now, now + gap
                    self._sample()
                    self._enforce(now)
                if self.killed_at is not None and now - self.killed_at > KILL_GRACE:
                    self._hard_kill()  # the keeper is stopped (SIGSTOP) or stuck
        finally:
            sel.close()

    def _hard_kill(self):
        """Kill the keeper's tree, then the keeper, with SIGKILL: no cooperation needed."""
        for _ in range(100):
            pids = [p for p in keeper_mod.descendants(self.keeper.pid) if not _zombie(p)]
            if not pids:
                break
            for p in pids:
                _sigkill(p)
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
                cpu, pss, hwm = _tree_usage(self.keeper.pid, self.seen)
                self.cpu_s, self.mem_kb = max(self.cpu_s, cpu), max(self.mem_kb, pss, hwm)
        except (OSError, ValueError):
            pass  # a file that vanished as the run ended: the last sample stands

    def _enforce(self, now):
        if self.killed_at is not None:
            return
        if self.cpu_s > self.limits.cpu_s:
            self._kill("cpu")
        elif now - self.start > self.limits.wall_s:
            self._kill("wall")
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
        report = _parse_report(self.status_line)
        if self.cg is not None:
            self._sample()
        if report is None or report[0] is None:
            sweep_orphans()
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


def _parse_report(line):
    """The keeper's line: (wait status or None, CPU s, ru_maxrss KB, floor KB, the other
    reaped processes' largest ru_maxrss KB), or None."""
    try:
        status, cpu, maxrss, floor, others = line.split()
        return ((None if int(status) < 0 else int(status)), float(cpu), int(maxrss),
                int(floor), int(others))
    except ValueError:
        return None


def _tree_usage(root, seen):
    """(CPU seconds, summed PSS KB, largest VmHWM KB) of root's descendants. CPU: root's
    waited-for children (cutime + cstime) + each live descendant's own and waited-for time;
    and never less than the sum of the last own time seen of every process met so far (for
    those that vanish unwaited, as with SIGCHLD ignored). `seen` carries that memory between
    samples. VmHWM is one process's exact peak RSS so far: a peak between two samples counts
    at the next one. A stub that has not exec'd yet is a copy of the runner: skipped there."""
    with open("/proc/%d/stat" % root, "rb") as f:
        fields = _stat_fields(f.read())
    exact = (int(fields[13]) + int(fields[14])) / _CLK_TCK
    pss = hwm = 0
    for pid in keeper_mod.descendants(root):
        try:
            with open("/proc/%d/stat" % pid, "rb") as f:
                fields = _stat_fields(f.read())
            own = (int(fields[11]) + int(fields[12])) / _CLK_TCK
            exact += own + (int(fields[13]) + int(fields[14])) / _CLK_TCK
            seen[(pid, fields[19])] = own
            pss += _pss_kb(pid)
            if _cmdline(pid) != _OUR_CMDLINE:
                hwm = max(hwm, _hwm_kb(pid))
        except (OSError, IndexError, ValueError):
            continue  # gone meanwhile
    return max(exact, sum(seen.values())), pss, hwm


_CLK_TCK = os.sysconf("SC_CLK_TCK")


def _stat_fields(stat):
    """Fields 3.. of /proc/PID/stat (the comm in parentheses may hold spaces)."""
    return stat[stat.rfind(b")") + 2:].split()


def _pss_kb(pid):
    try:
        with open("/proc/%d/smaps_rollup" % pid, "rb") as f:
            for line in f:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _hwm_kb(pid):
    with open("/proc/%d/status" % pid, "rb") as f:
        for line in f:
            if line.startswith(b"VmHWM:"):
                return int(line.split()[1])
    return 0                    # a zombie: no memory left to show


def _cmdline(pid):
    with open("/proc/%d/cmdline" % pid, "rb") as f:
        return f.read()


_OUR_CMDLINE = _cmdline(os.getpid())


def _zombie(pid):
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            return _stat_fields(f.read())[0] in (b"Z", b"X")
    except (OSError, IndexError):
        return True


def _sigkill(pid):
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass


# ---------------------------------------------------------------------------- the runner's side

_OURS = set()                   # pids of the processes we started (keepers, checker hosts)
_SPAWN_LOCK = threading.RLock()


def become_subreaper():
    """Make the runner a child subreaper: a solution that kills its keeper (possible without
    bwrap) leaves orphans that come to us, not to init, and sweep_orphans() ends them."""
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(36, 1, 0, 0, 0) == 0   # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        return False


def spawn(*args, **kwargs):
    """subprocess.Popen, registered as ours so that sweep_orphans() leaves it alone."""
    with _SPAWN_LOCK:
        proc = subprocess.Popen(*args, **kwargs)
        _OURS.add(proc.pid)
    return proc


def forget(proc):
    with _SPAWN_LOCK:
        _OURS.discard(proc.pid)


def sweep_orphans():
    """Kill and reap every child of ours that we did not start: orphans of a solution."""
    with _SPAWN_LOCK:
        for _ in range(100):
            strays = [p for p in keeper_mod.descendants(os.getpid()) if p not in _OURS
                      and _parent(p) == os.getpid()]
            if not strays:
                return
            for p in strays:
                for q in keeper_mod.descendants(p) + [p]:
                    _sigkill(q)
            for p in strays:
                try:
                    os.waitpid(p, 0)
                except ChildProcessError:
                    pass


def _parent(pid):
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            return int(_stat_fields(f.read())[1])
    except (OSError, IndexError, ValueError):
        return None


def kill_all_runs():
    """On a signal to the runner: stop every running solution now (each keeper kills and
    reaps its tree; bwrap's --die-with-parent and the cgroups do the rest)."""
    with _LIVE_LOCK:
        keepers = list(_LIVE)
    for k in keepers:
        try:
            k.send_signal(signal.SIGTERM)
        except OSError:
            pass
