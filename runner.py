#!/usr/bin/env python3
"""runner.py: the local judge. Runs a solution on stored cases under the problem's limits and
says, per case, what a judge would say. Standard library only, CPython 3.8+, Linux (/proc).

Usage:
  python runner.py                          every problem under testdata/
  python runner.py boj_2580 poj_3074        some problems
  python runner.py poj_3074 --solution my.py --case sample_01 --python pypy3
  python runner.py poj_3074 --cases my_cases/ --json report.json -j 2
  python runner.py --testdata DIR --root DIR   problems elsewhere (the tests use this)
  python runner.py stress poj_3740 --count 100  solution vs ref.py on generated cases (tools/stress.py)

Conventions (README "Layout and conventions"):
- testdata/<problem>/problem.toml holds the problem's facts (flat keys, see PROBLEM_KEYS);
  cases are cases/<name>.in with <name>.ans; the solution runs as [python, solution] with the
  case on stdin.
- Verdicts: AC WA TLE MLE OLE RE JE. A failed run is decided in the order TLE > MLE > OLE > RE,
  and only a clean run (exit code 0, within every limit) has its output compared, so a checker
  never sees a failed run. JE means our data or config is broken (missing or non-UTF-8 .in/.ans,
  bad problem.toml, a checker that raises, returns junk or runs past its time, CHECKER_FACTOR):
  never the solution's fault, never AC.
- Time: the limit applies to CPU time (user + sys) of the solution's process group; a wall-clock
  cap of WALL_FACTOR x the limit stops sleepers. A run ends when its main process has exited
  and stdout/stderr are closed; then the whole group is SIGKILLed (and any process that left
  the group but still holds our pipes), so nothing outlives the run.
- Memory: peak RSS, enforced by polling /proc for the whole group every POLL seconds (kill on
  crossing) and confirmed with os.wait4's ru_maxrss (see _peak_kb); RLIMIT_CPU and a generous
  RLIMIT_AS are only safety nets (see _set_rlimits). Over the limit is MLE.
- Output: beyond the cap (answer size + OUTPUT_SLACK) it is drained and discarded: OLE.
- Comparison: "strict" (CRLF -> LF, spaces/tabs at line ends and blank lines at the very end
  ignored, nothing else), "tokens" (whitespace-separated tokens equal), or "checker"
  (testdata/<problem>/checker.py: check(input, output, answer) -> (bool, str)).
- Exit codes: 0 all AC; 1 some case not AC; 2 usage error or no cases found; 3 judge error
  (wins over 1).

Reusable pieces (e.g. for a `stress` subcommand): load_problem, list_cases, make_limits,
run_solution, classify_run, judge_output, judge_case.
"""

import argparse
import enum
import importlib.util
import json
import os
import re
import selectors
import shutil
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

try:
    import resource
except ImportError:  # not on Linux: no safety-net rlimits, wait4 still gives usage
    resource = None

try:
    import tomllib
except ImportError:  # Python < 3.11: see parse_flat_toml
    tomllib = None

REPO = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TESTDATA = os.path.join(REPO, "testdata")

WALL_FACTOR = 2.0              # wall-clock cap = WALL_FACTOR * CPU time limit
OUTPUT_SLACK = 4 << 20         # output cap = answer size + 4 MiB
AS_SLACK_MB = 1024             # address-space safety net = memory limit + 1 GiB (see _set_rlimits)
POLL = 0.02                    # seconds between /proc samples (CPU, RSS) of the running group
KILL_GRACE = 0.5               # seconds to wait for pipes to close after killing the group
STDERR_TAIL = 2048             # bytes of stderr kept for the RE report
CHECKER_FACTOR = 10            # a checker may take CHECKER_FACTOR x the time limit (scaled),
CHECKER_MIN_S = 10.0           #   and at least this; the slowest stored one, BOJ 29111's at
                               #   n = 10^6, takes 0.8 s
CHUNK = 1 << 16


class Verdict(enum.Enum):
    AC = "AC"    # accepted
    WA = "WA"    # wrong answer (also: junk or empty output, checker said no)
    TLE = "TLE"  # CPU time over the limit, or the wall-clock cap reached
    MLE = "MLE"  # peak RSS over the memory limit
    OLE = "OLE"  # output over the cap
    RE = "RE"    # non-zero exit code or killed by a signal we did not send
    JE = "JE"    # judge error: our data, config or checker is broken


class JudgeError(Exception):
    """Broken data or config: reported as JE, exit code 3."""


class UsageError(Exception):
    """Bad command line, unknown problem, no cases: exit code 2."""


# ---------------------------------------------------------------------------- problem.toml

# key -> (accepted types, required). Unknown keys are a JE too: a typo must not pass silently.
PROBLEM_KEYS = {
    "title": ((str,), True),
    "judge": ((str,), True),
    "url": ((str,), True),
    "solution": ((str,), True),
    "time_limit": ((int, float), True),
    "memory_limit": ((int, float), True),
    "compare": ((str,), True),
    "python_accepted": ((bool,), True),
    "source_note": ((str,), False),      # what could not be verified, and what we assumed
}
COMPARE_MODES = ("strict", "tokens", "checker")

_TOML_KEY = re.compile(r"([A-Za-z0-9_-]+)\s*=\s*(.*)$")
_TOML_INT = re.compile(r"[+-]?\d+$")
_TOML_FLOAT = re.compile(r"[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$")
_TOML_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t", "r": "\r"}


def parse_flat_toml(text):
    """The flat TOML subset problem.toml uses: `key = "string" | 'literal' | int | float |
    true | false`, `#` comments, blank lines. tomllib only exists from Python 3.11 and we
    promise 3.8+ with the standard library only, so older Pythons read this subset by hand;
    anything outside it (tables, arrays, dates, multi-line strings) is an error, never a
    silent misread. Raises ValueError("line N: ...")."""
    data = {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _TOML_KEY.match(line)
        if not m:
            raise ValueError("line %d: expected key = value" % lineno)
        key, rest = m.groups()
        try:
            value, rest = _toml_value(rest)
        except ValueError as e:
            raise ValueError("line %d: %s" % (lineno, e))
        rest = rest.strip()
        if rest and not rest.startswith("#"):
            raise ValueError("line %d: unexpected text after the value" % lineno)
        if key in data:
            raise ValueError("line %d: duplicate key %r" % (lineno, key))
        data[key] = value
    return data


def _toml_value(s):
    """Parse one value at the start of s; return (value, rest of s)."""
    if s.startswith('"'):
        out, i = [], 1
        while i < len(s):
            c = s[i]
            if c == '"':
                return "".join(out), s[i + 1:]
            if c == "\\":
                if i + 1 >= len(s) or s[i + 1] not in _TOML_ESCAPES:
                    raise ValueError("unsupported escape in string")
                out.append(_TOML_ESCAPES[s[i + 1]])
                i += 2
                continue
            out.append(c)
            i += 1
        raise ValueError("unterminated string")
    if s.startswith("'"):
        end = s.find("'", 1)
        if end < 0:
            raise ValueError("unterminated string")
        return s[1:end], s[end + 1:]
    token = s.split("#", 1)[0].strip()
    rest = s[len(s.split("#", 1)[0]):]
    if token in ("true", "false"):
        return token == "true", rest
    if _TOML_INT.match(token):
        return int(token), rest
    if _TOML_FLOAT.match(token):
        return float(token), rest
    raise ValueError("unsupported value %r" % token)


def read_toml(path):
    """problem.toml as a dict; JudgeError with a one-line message when it is unreadable."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise JudgeError("%s: cannot read: %s" % (path, e))
    try:
        if tomllib is not None:
            return tomllib.loads(text)
        return parse_flat_toml(text)
    except ValueError as e:  # tomllib.TOMLDecodeError is a ValueError
        raise JudgeError("%s: malformed TOML: %s" % (path, e))


class Problem:
    """The facts of one problem folder (problem.toml) plus where its files are."""

    def __init__(self, name, folder, root, config):
        self.name = name
        self.dir = folder
        self.root = root
        self.title = config["title"]
        self.judge = config["judge"]
        self.url = config["url"]
        self.solution = os.path.join(root, config["solution"])
        self.time_limit = float(config["time_limit"])        # seconds of CPU time
        self.memory_limit = float(config["memory_limit"])    # MB
        self.compare = config["compare"]
        self.python_accepted = config["python_accepted"]
        self.cases_dir = os.path.join(folder, "cases")
        self.checker_path = os.path.join(folder, "checker.py")


def load_problem(name, testdata=DEFAULT_TESTDATA, root=REPO):
    """Problem from testdata/<name>/problem.toml. UsageError if there is no such problem folder,
    JudgeError (one line) if its problem.toml is missing or malformed."""
    folder = os.path.join(testdata, name)
    if not os.path.isdir(folder):
        raise UsageError("unknown problem %r (no folder %s)" % (name, folder))
    path = os.path.join(folder, "problem.toml")
    if not os.path.isfile(path):
        raise JudgeError("%s: missing" % path)
    config = read_toml(path)
    for key in config:
        if key not in PROBLEM_KEYS:
            raise JudgeError("%s: unknown key %r" % (path, key))
    for key, (types, required) in PROBLEM_KEYS.items():
        if key not in config:
            if required:
                raise JudgeError("%s: missing key %r" % (path, key))
            continue
        value = config[key]
        # bool is an int in Python: time_limit = true must not pass as 1
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            raise JudgeError("%s: %s has the wrong type (%s)" % (path, key, type(value).__name__))
    for key in ("time_limit", "memory_limit"):
        if not config[key] > 0:
            raise JudgeError("%s: %s must be positive" % (path, key))
    if config["compare"] not in COMPARE_MODES:
        raise JudgeError("%s: compare must be one of %s" % (path, ", ".join(COMPARE_MODES)))
    problem = Problem(name, folder, root, config)
    if problem.compare == "checker" and not os.path.isfile(problem.checker_path):
        raise JudgeError("%s: compare = \"checker\" but %s is missing"
                         % (path, problem.checker_path))
    return problem


def discover_problems(testdata):
    """Names of the folders under testdata that hold a problem.toml, sorted."""
    if not os.path.isdir(testdata):
        return []
    return sorted(n for n in os.listdir(testdata)
                  if os.path.isfile(os.path.join(testdata, n, "problem.toml")))


class Case:
    def __init__(self, name, in_path, ans_path):
        self.name = name
        self.in_path = in_path
        self.ans_path = ans_path


def list_cases(cases_dir):
    """Every <name>.in in cases_dir, sorted by name, paired with <name>.ans (which may be
    missing: judge_case makes that a JE)."""
    if not os.path.isdir(cases_dir):
        return []
    names = sorted(f[:-3] for f in os.listdir(cases_dir) if f.endswith(".in"))
    return [Case(n, os.path.join(cases_dir, n + ".in"), os.path.join(cases_dir, n + ".ans"))
            for n in names]


# ---------------------------------------------------------------------------- running

class Limits:
    def __init__(self, cpu_s, memory_mb, output_bytes):
        self.cpu_s = cpu_s
        self.wall_s = WALL_FACTOR * cpu_s
        self.memory_kb = int(memory_mb * 1024)
        self.output_bytes = output_bytes
        self.as_bytes = int((memory_mb + AS_SLACK_MB) * (1 << 20))  # 0 disables the net


def make_limits(problem, answer_size, tl_scale=1.0, ml_scale=1.0):
    return Limits(problem.time_limit * tl_scale, problem.memory_limit * ml_scale,
                  answer_size + OUTPUT_SLACK)


class RunResult:
    """What happened to one run. cpu_s is the larger of the /proc samples of the group and
    os.wait4's user + sys; peak_kb see _peak_kb; kill_reason is "cpu", "wall" or "memory" when
    we killed the group for that limit."""

    def __init__(self):
        self.exit_code = None     # int when it exited
        self.signal = None        # int when a signal ended it
        self.cpu_s = 0.0
        self.wall_s = 0.0
        self.peak_kb = 0
        self.stdout = b""         # the first output_bytes bytes
        self.stdout_size = 0      # every byte it wrote, kept or not
        self.output_exceeded = False
        self.stderr_tail = b""
        self.kill_reason = None
        self.pipes_leaked = False  # a process outside the group still held stdout/stderr


_CLK_TCK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
_PAGE_KB = (os.sysconf("SC_PAGE_SIZE") // 1024) if hasattr(os, "sysconf") else 4
_ACTIVE_GROUPS = set()       # process groups alive right now (killed on Ctrl-C)
_STOP = threading.Event()    # set on Ctrl-C: start no more runs


def _group_usage(pgid):
    """(CPU seconds, RSS KB) summed over the live members of process group pgid, from
    /proc/<pid>/stat; CPU includes the children they reaped. (None, None) without /proc."""
    try:
        pids = [p for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return None, None
    ticks = rss = 0
    for p in pids:
        try:
            with open("/proc/%s/stat" % p, "rb") as f:
                stat = f.read()
        except OSError:
            continue  # gone meanwhile
        fields = stat[stat.rfind(b")") + 2:].split()
        # fields[0] is stat field 3 (state): pgrp 5, utime 14, stime 15, cutime 16,
        # cstime 17, rss 24 (pages)
        if len(fields) < 22 or int(fields[2]) != pgid:
            continue
        ticks += sum(int(x) for x in fields[11:15])
        rss += int(fields[21])
    return ticks / _CLK_TCK, rss * _PAGE_KB


def _vm_hwm_kb(pid):
    """VmHWM (peak RSS of the current address space, KB) of pid or "self"; 0 if unknown."""
    try:
        with open("/proc/%s/status" % pid, "rb") as f:
            for line in f:
                if line.startswith(b"VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def _kill_group(pgid):
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _kill_pipe_holders(fds):
    """SIGKILL every other process that holds one of our pipe ends fds: a solution's child
    that escaped the process group (setsid) but kept stdout. Found through /proc/*/fd."""
    try:
        wanted = {"pipe:[%d]" % os.fstat(fd).st_ino for fd in fds}
        pids = [p for p in os.listdir("/proc") if p.isdigit() and int(p) != os.getpid()]
    except OSError:
        return
    for p in pids:
        if wanted.intersection(_fd_links(p)):
            try:
                os.kill(int(p), signal.SIGKILL)
            except OSError:
                pass


def _fd_links(pid):
    """What the open fds of pid point to ("pipe:[123]", paths); empty if we may not look."""
    folder = "/proc/%s/fd" % pid
    try:
        fds = os.listdir(folder)
    except OSError:
        return []
    links = []
    for fd in fds:
        try:
            links.append(os.readlink(os.path.join(folder, fd)))
        except OSError:
            pass
    return links


def _set_rlimits(pid, limits):
    """Safety nets set on the child right after it starts (inherited by anything it forks), in
    case the runner itself dies or cannot poll: RLIMIT_CPU a little over the time limit, and
    RLIMIT_AS at memory limit + AS_SLACK_MB. The real memory limit is enforced on RSS, not on
    address space: PyPy and threads reserve far more virtual memory than they use (pypy3 starts
    at ~220 MB VmSize), so an address-space limit equal to the memory limit would fail good
    programs. An allocation the net refuses shows up as MemoryError: classify_run calls it MLE.
    prlimit after the spawn (not preexec_fn, which is unsafe with -j threads) leaves a window of
    microseconds in which the limits are not yet set."""
    if resource is None or not hasattr(resource, "prlimit"):
        return
    cpu = int(limits.cpu_s) + 2
    try:
        resource.prlimit(pid, resource.RLIMIT_CPU, (cpu, cpu + 1))
        if limits.as_bytes:
            resource.prlimit(pid, resource.RLIMIT_AS, (limits.as_bytes, limits.as_bytes))
    except (OSError, ValueError):
        pass  # already exited, or not permitted: polling still enforces the limits


def run_solution(cmd, input_bytes, limits):
    """Run cmd in its own process group with input_bytes on stdin, under limits; return a
    RunResult. The run ends when the main process has exited and stdout/stderr are closed
    (a forked child holding stdout keeps it going, up to the wall-clock cap). The whole group
    is killed at the end, whatever happened. Raises JudgeError if cmd cannot start."""
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True)
    except OSError as e:
        raise JudgeError("cannot start %s: %s" % (" ".join(cmd), e))
    pgid = proc.pid  # start_new_session: the child leads a new session and process group
    _ACTIVE_GROUPS.add(pgid)
    try:
        _set_rlimits(proc.pid, limits)
        # ru_maxrss of a child counts the address space it was forked from (the kernel keeps
        # the old hiwater at exec), so it is at least the runner's own peak; read ours now
        # (Popen returns after the exec) to know when ru_maxrss is the solution's own.
        return _supervise(proc, input_bytes, limits, start, _vm_hwm_kb("self"))
    finally:
        _kill_group(pgid)
        _ACTIVE_GROUPS.discard(pgid)
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            try:
                pipe.close()
            except OSError:
                pass


def _supervise(proc, input_bytes, limits, start, runner_hwm_kb):
    """Feed stdin, drain stdout/stderr, sample CPU and RSS, kill on a limit, reap with wait4."""
    run = _Supervisor(proc, input_bytes, limits, start)
    try:
        while True:
            run.pump()
            run.reap()
            if run.status is not None and not run.open_reads:
                break
            now = time.monotonic()
            if now < run.next_sample:
                continue  # output is flowing: sample /proc at most every POLL seconds
            run.sample(now)
            if run.killed_at is None:
                run.enforce(now)
            elif now - run.killed_at > KILL_GRACE:
                # The group is dead, yet something that left it (setsid) holds our pipes.
                run.res.pipes_leaked = bool(run.open_reads)
                _kill_pipe_holders(run.open_reads)
                break
    finally:
        run.sel.close()
    return run.result(runner_hwm_kb)


class _Supervisor:
    """The runner's side of one run: the pipes, the /proc samples, the kill decision."""

    def __init__(self, proc, input_bytes, limits, start):
        self.proc, self.limits, self.start = proc, limits, start
        self.res = RunResult()
        self.sel = selectors.DefaultSelector()
        self.in_fd, self.out_fd = proc.stdin.fileno(), proc.stdout.fileno()
        self.input, self.in_pos = memoryview(input_bytes), 0
        self.kept, self.err_tail = [], b""
        if input_bytes:
            os.set_blocking(self.in_fd, False)
            self.sel.register(self.in_fd, selectors.EVENT_WRITE)
        else:
            proc.stdin.close()
        self.open_reads = {self.out_fd, proc.stderr.fileno()}
        for fd in self.open_reads:
            self.sel.register(fd, selectors.EVENT_READ)
        self.status = self.rusage = self.killed_at = None
        self.cpu_s, self.rss_kb, self.hwm_kb = 0.0, 0, 0
        self.next_sample = start

    def pump(self):
        """Wait up to POLL for the pipes; write some input, read what is there."""
        if not self.sel.get_map():
            time.sleep(POLL)
            return
        for key, _ in self.sel.select(POLL):
            if key.fd == self.in_fd:
                self._feed()
                continue
            data = os.read(key.fd, CHUNK)
            if not data:
                self.sel.unregister(key.fd)
                self.open_reads.discard(key.fd)
            elif key.fd == self.out_fd:
                room = self.limits.output_bytes - self.res.stdout_size  # keep to the cap,
                if room > 0:                                            # drain the rest
                    self.kept.append(data[:room])
                self.res.stdout_size += len(data)
            else:
                self.err_tail = (self.err_tail + data)[-STDERR_TAIL:]

    def _feed(self):
        try:
            self.in_pos += os.write(self.in_fd, self.input[self.in_pos:self.in_pos + CHUNK])
        except BlockingIOError:
            return
        except OSError:  # the solution closed stdin or exited: fine
            self.in_pos = len(self.input)
        if self.in_pos >= len(self.input):
            self._close_stdin()

    def _close_stdin(self):
        if self.in_fd in self.sel.get_map():
            self.sel.unregister(self.in_fd)
        try:
            self.proc.stdin.close()
        except OSError:
            pass

    def reap(self):
        if self.status is None:
            pid, status, rusage = os.wait4(self.proc.pid, os.WNOHANG)
            if pid == self.proc.pid:
                self.status, self.rusage = status, rusage
                self.proc.returncode = 0  # reaped by us: keeps Popen from waiting for it again
                self._close_stdin()

    def sample(self, now):
        self.next_sample = now + POLL
        cpu, kb = _group_usage(self.proc.pid)
        if cpu is not None:
            self.cpu_s, self.rss_kb = max(self.cpu_s, cpu), max(self.rss_kb, kb)
        if self.status is None:
            self.hwm_kb = max(self.hwm_kb, _vm_hwm_kb(self.proc.pid))

    def enforce(self, now):
        """Kill the group at the first limit crossed: CPU, then wall clock, then memory."""
        if self.cpu_s > self.limits.cpu_s:
            self.res.kill_reason = "cpu"
        elif now - self.start > self.limits.wall_s:
            self.res.kill_reason = "wall"
        elif self.rss_kb > self.limits.memory_kb:
            self.res.kill_reason = "memory"
        if self.res.kill_reason:
            _kill_group(self.proc.pid)
            self.killed_at = now

    def result(self, runner_hwm_kb):
        res = self.res
        res.wall_s = time.monotonic() - self.start
        if self.status is None:  # only after KILL_GRACE: the SIGKILLed process is due any moment
            _, self.status, self.rusage = os.wait4(self.proc.pid, 0)
            self.proc.returncode = 0
        if os.WIFSIGNALED(self.status):
            res.signal = os.WTERMSIG(self.status)
        else:
            res.exit_code = os.WEXITSTATUS(self.status)
        res.cpu_s = max(self.cpu_s, self.rusage.ru_utime + self.rusage.ru_stime)
        res.peak_kb = _peak_kb(self.rusage.ru_maxrss, runner_hwm_kb,
                               max(self.rss_kb, self.hwm_kb))
        res.stdout = b"".join(self.kept)
        res.output_exceeded = res.stdout_size > self.limits.output_bytes
        res.stderr_tail = self.err_tail
        return res


def _peak_kb(ru_maxrss, runner_hwm_kb, polled_kb):
    """The run's peak RSS in KB. ru_maxrss (KB on Linux) is exact when it exceeds the runner's
    own peak at the spawn, which it inherits as a floor; otherwise the true peak is below that
    floor and the /proc samples (group RSS, the main process's VmHWM) are the best estimate.
    Without samples (no /proc), ru_maxrss is the upper bound we report."""
    if ru_maxrss > runner_hwm_kb or not polled_kb:
        return max(ru_maxrss, polled_kb)
    return polled_kb


def classify_run(run, limits):
    """(Verdict, message) for a run that failed, in the order TLE > MLE > OLE > RE;
    (None, "") for a clean run whose output still has to be judged."""
    verdict, message = _classify_failure(run, limits)
    if verdict is not None and run.pipes_leaked:
        message += " (a process that had left the group held the output pipes: killed)"
    return verdict, message


def _classify_failure(run, limits):
    ms = int(run.cpu_s * 1000)
    if run.kill_reason == "wall":
        return Verdict.TLE, "wall-clock cap %d ms reached (CPU %d ms)" % (limits.wall_s * 1000, ms)
    if run.kill_reason == "cpu" or run.cpu_s > limits.cpu_s:
        return Verdict.TLE, "CPU %d ms > limit %d ms" % (ms, limits.cpu_s * 1000)
    failed = run.signal is not None or run.exit_code != 0
    if run.kill_reason == "memory" or run.peak_kb > limits.memory_kb:
        return Verdict.MLE, "peak RSS %.1f MB > limit %.0f MB" % (run.peak_kb / 1024,
                                                                 limits.memory_kb / 1024)
    if failed and limits.as_bytes and b"MemoryError" in run.stderr_tail:
        return Verdict.MLE, "allocation refused (MemoryError) at the %d MB address-space net" % (
            limits.as_bytes >> 20)
    if run.output_exceeded:
        return Verdict.OLE, "output %d bytes > cap %d bytes" % (run.stdout_size,
                                                                limits.output_bytes)
    if failed:
        if run.signal is not None:
            why = "killed by signal %s" % _signal_name(run.signal)
        else:
            why = "exit code %d" % run.exit_code
        tail = run.stderr_tail.decode("utf-8", "replace").rstrip()
        return Verdict.RE, why + ("; stderr tail:\n" + tail if tail else "")
    return None, ""


def _signal_name(num):
    try:
        return signal.Signals(num).name
    except ValueError:
        return str(num)


# ---------------------------------------------------------------------------- comparing

_VISIBLE = {ord(" "): "·", ord("\t"): "→", ord("\r"): "␍"}
_VISIBLE.update((c, "\\x%02x" % c) for c in list(range(32)) + [127] if c not in _VISIBLE)


def _visible(b, width=60):
    """A line quoted, whitespace made visible (space '·', tab '→', CR '␍') and other control
    bytes escaped (\\x00), cut at width characters."""
    s = b.decode("utf-8", "replace")
    cut = "…" if len(s) > width else ""
    return '"%s%s"' % (s[:width].translate(_VISIBLE), cut)


def _strict_lines(data):
    lines = [line.rstrip(b" \t") for line in data.replace(b"\r\n", b"\n").split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def compare_strict(output, answer):
    """Equal after CRLF -> LF, dropping spaces/tabs at line ends and blank lines at the very
    end (so a missing final newline is fine). Leading blank lines, inner whitespace, a lone CR
    and letter case all count. Returns (ok, message naming the first differing line)."""
    return _first_difference("line", _strict_lines(output), _strict_lines(answer))


def compare_tokens(output, answer):
    """Whitespace-separated tokens equal (bytes.split: ASCII whitespace)."""
    return _first_difference("token", output.split(), answer.split())


def _first_difference(unit, got, exp):
    """(True, "") if the lists are equal, else (False, "<unit> N: expected ..., got ...")."""
    for i in range(max(len(got), len(exp))):
        g = got[i] if i < len(got) else None
        e = exp[i] if i < len(exp) else None
        if g != e:
            return False, "%s %d: expected %s, got %s" % (
                unit, i + 1, "<end of answer>" if e is None else _visible(e),
                "<end of output>" if g is None else _visible(g))
    return True, ""


_CHECKERS = {}
_CHECKER_LOCK = threading.Lock()


def load_checker(problem):
    """check() from the problem's checker.py, loaded once with the repo root on sys.path
    (checkers may import helpers from tools/). JudgeError if it cannot be loaded."""
    path = problem.checker_path
    with _CHECKER_LOCK:
        if path in _CHECKERS:
            return _CHECKERS[path]
        if problem.root not in sys.path:
            sys.path.insert(0, problem.root)
        try:
            spec = importlib.util.spec_from_file_location("checker_" + problem.name, path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            check = module.check
        except BaseException as e:  # a broken checker must not take the runner down
            if isinstance(e, KeyboardInterrupt):
                raise
            raise JudgeError("checker %s failed to load: %s" % (path, _one_line(e)))
        if not callable(check):
            raise JudgeError("checker %s: check is not a function" % path)
        _CHECKERS[path] = check
        return check


def _one_line(e):
    return ("%s: %s" % (type(e).__name__, e)).splitlines()[0][:300]


def _decode_case_file(data, what):
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise JudgeError("%s is not valid UTF-8: %s" % (what, e))


def judge_output(problem, input_bytes, output_bytes, answer_bytes, tl_scale=1.0):
    """(Verdict, message) for the output of a clean run: AC or WA, or JE when the checker is
    broken (raises, runs past its time, or returns anything but a (bool, str) tuple). The
    solution's output is decoded UTF-8 with errors="replace" for the checker; input and answer
    must be UTF-8."""
    if problem.compare == "strict":
        ok, msg = compare_strict(output_bytes, answer_bytes)
    elif problem.compare == "tokens":
        ok, msg = compare_tokens(output_bytes, answer_bytes)
    else:
        check = load_checker(problem)
        input_text = _decode_case_file(input_bytes, "input")
        answer_text = _decode_case_file(answer_bytes, "answer")
        output_text = output_bytes.decode("utf-8", "replace")
        seconds = max(CHECKER_MIN_S, CHECKER_FACTOR * problem.time_limit * tl_scale)
        result = _call_checker(check, (input_text, output_text, answer_text), seconds)
        if not (isinstance(result, tuple) and len(result) == 2
                and isinstance(result[0], bool) and isinstance(result[1], str)):
            raise JudgeError("checker returned %.100r, not (bool, str)" % (result,))
        ok, msg = result
    return (Verdict.AC if ok else Verdict.WA), msg


def _call_checker(check, args, seconds):
    """check(*args), run in a thread of its own so that a checker stuck in a loop costs a JE
    after `seconds`, not a hung runner. Python cannot stop a thread: a stuck checker goes on
    spinning (a daemon thread) until the runner exits."""
    outcome = {}

    def call():
        try:
            outcome["result"] = check(*args)
        except BaseException as e:  # SystemExit too: a checker must not end the runner
            outcome["error"] = e

    thread = threading.Thread(target=call, name="checker", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise JudgeError("checker still running after %g s (stuck?)" % seconds)
    if "error" in outcome:
        raise JudgeError("checker raised %s" % _one_line(outcome["error"]))
    return outcome["result"]


# ---------------------------------------------------------------------------- one case

def make_record(problem_name, case_name, verdict, message, run=None):
    """The per-case record: what the console line and the JSON report are made of."""
    return {
        "problem": problem_name,
        "case": case_name,
        "verdict": verdict.value,
        "cpu_ms": int(run.cpu_s * 1000) if run else 0,
        "wall_ms": int(run.wall_s * 1000) if run else 0,
        "memory_kb": int(run.peak_kb) if run else 0,
        "exit_code": run.exit_code if run else None,
        "signal": run.signal if run else None,
        "output_bytes": run.stdout_size if run else 0,
        "message": message,
    }


def judge_case(problem, case, cmd, tl_scale=1.0, ml_scale=1.0):
    """Run cmd on one case and judge it: a record (see make_record). Never raises; anything
    that goes wrong on our side is JE, so a run we could not judge is never AC."""
    run = None
    try:
        if not os.path.isfile(case.ans_path):
            raise JudgeError("missing answer file %s" % case.ans_path)
        try:
            with open(case.in_path, "rb") as f:
                input_bytes = f.read()
            with open(case.ans_path, "rb") as f:
                answer_bytes = f.read()
        except OSError as e:
            raise JudgeError("cannot read case: %s" % e)
        _decode_case_file(input_bytes, case.in_path)
        _decode_case_file(answer_bytes, case.ans_path)
        limits = make_limits(problem, len(answer_bytes), tl_scale, ml_scale)
        run = run_solution(cmd, input_bytes, limits)
        verdict, message = classify_run(run, limits)
        if verdict is None:
            verdict, message = judge_output(problem, input_bytes, run.stdout, answer_bytes,
                                            tl_scale)
    except JudgeError as e:
        verdict, message = Verdict.JE, str(e)
    except Exception as e:  # a bug of ours: still never AC
        verdict, message = Verdict.JE, "internal error: %s" % _one_line(e)
    return make_record(problem.name, case.name, verdict, message, run)


# ---------------------------------------------------------------------------- report

def format_record(rec):
    line = "%-3s %7d ms %7d ms %8.1f MB  %s/%s" % (
        rec["verdict"], rec["cpu_ms"], rec["wall_ms"], rec["memory_kb"] / 1024,
        rec["problem"], rec["case"] or "-")
    if rec["verdict"] != "AC" and rec["message"]:
        line += "".join("\n      " + m for m in rec["message"].splitlines()[-12:])
    return line


def format_summary(label, records):
    ran = [r for r in records if r["case"]]
    n_ac = sum(r["verdict"] == "AC" for r in records)
    line = "%s: %d/%d AC" % (label, n_ac, len(records))
    if ran:
        slow = max(ran, key=lambda r: r["cpu_ms"])
        big = max(ran, key=lambda r: r["memory_kb"])
        line += "; slowest %s/%s (%d ms CPU); largest %s/%s (%.1f MB)" % (
            slow["problem"], slow["case"], slow["cpu_ms"],
            big["problem"], big["case"], big["memory_kb"] / 1024)
    return line


def exit_code_for(records):
    if any(r["verdict"] == "JE" for r in records):
        return 3
    if any(r["verdict"] != "AC" for r in records):
        return 1
    return 0


# ---------------------------------------------------------------------------- CLI

class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line and exit 2, instead of usage + message
        raise UsageError(message)


def parse_args(argv):
    p = _Parser(prog="runner.py", description="Local judge: run solutions on stored cases.")
    p.add_argument("problems", nargs="*", metavar="PROBLEM",
                   help="problem ids (folders of --testdata); default: all of them")
    p.add_argument("--solution", metavar="FILE", help="judge this file instead of the problem's")
    p.add_argument("--cases", metavar="DIR", help="judge on the <name>.in/<name>.ans pairs in DIR")
    p.add_argument("--case", action="append", default=[], metavar="NAME",
                   help="only this case (repeatable)")
    p.add_argument("--python", metavar="INTERP", default=sys.executable,
                   help="interpreter for the solution (default: this Python), e.g. pypy3")
    p.add_argument("--tl-scale", type=float, default=1.0, metavar="X",
                   help="multiply time limits by X (slow machines)")
    p.add_argument("--ml-scale", type=float, default=1.0, metavar="X",
                   help="multiply memory limits by X (PyPy on a judge's C-sized limit)")
    p.add_argument("--json", metavar="FILE", help="write one record per case to FILE")
    p.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                   help="cases in parallel (default 1: parallel runs distort times)")
    p.add_argument("--testdata", default=DEFAULT_TESTDATA, metavar="DIR",
                   help="folder of problem folders (default: <repo>/testdata)")
    p.add_argument("--root", default=REPO, metavar="DIR",
                   help="root that problem.toml solution paths are relative to (default: repo)")
    args = p.parse_args(argv)
    if not (args.tl_scale > 0 and args.ml_scale > 0):
        raise UsageError("--tl-scale and --ml-scale must be positive")
    if args.jobs < 1:
        raise UsageError("-j must be at least 1")
    interp = shutil.which(args.python)
    if interp is None:
        raise UsageError("--python: interpreter %r not found" % args.python)
    args.python = interp
    if args.solution is not None and not os.path.isfile(args.solution):
        raise UsageError("--solution: no file %s" % args.solution)
    if args.cases is not None and not os.path.isdir(args.cases):
        raise UsageError("--cases: no folder %s" % args.cases)
    if not os.path.isdir(args.testdata):
        raise UsageError("--testdata: no folder %s" % args.testdata)
    if args.json and not os.path.isdir(os.path.dirname(os.path.abspath(args.json))):
        raise UsageError("--json: no folder for %s" % args.json)
    args.root = os.path.abspath(args.root)
    return args


def plan(args):
    """[(problem, cases, cmd)] for the runnable problems and [record] for the problems that
    are JE before any run. UsageError for unknown problems and when no case is found."""
    names = args.problems or discover_problems(args.testdata)
    if not names:
        raise UsageError("no problems found in %s" % args.testdata)
    if (args.solution or args.cases) and len(names) != 1:
        raise UsageError("--solution and --cases need exactly one PROBLEM")
    jobs, broken = [], []
    wanted = [c[:-3] if c.endswith(".in") else c for c in args.case]
    found = set()
    for name in names:
        try:
            problem = load_problem(name, args.testdata, args.root)
        except JudgeError as e:
            broken.append(make_record(name, "", Verdict.JE, str(e)))
            continue
        cases_dir = args.cases or problem.cases_dir
        cases = list_cases(cases_dir)
        if not cases:
            raise UsageError("no cases (*.in) in %s" % cases_dir)
        if wanted:
            cases = [c for c in cases if c.name in wanted]
            found.update(c.name for c in cases)
        solution = os.path.abspath(args.solution) if args.solution else problem.solution
        if not os.path.isfile(solution):
            broken.append(make_record(name, "", Verdict.JE,
                                      "solution %s (problem.toml) is missing" % solution))
            continue
        if cases:
            jobs.append((problem, cases, [args.python, solution]))
    missing = [c for c in wanted if c not in found]
    if missing and len(broken) < len(names):  # some problem had cases to look in
        raise UsageError("no case named %s" % ", ".join(missing))
    if not jobs and not broken:
        raise UsageError("no cases selected")
    return jobs, broken


def run_all(jobs, args):
    """Judge every case, printing one line per case as results come (in order)."""
    tasks = [(problem, case, cmd) for problem, cases, cmd in jobs for case in cases]
    tty = sys.stdout.isatty()
    records = []

    def one(task):
        problem, case, cmd = task
        if _STOP.is_set():
            return None
        return judge_case(problem, case, cmd, args.tl_scale, args.ml_scale)

    def progress(done):
        if tty and done < len(tasks):
            p, c, _ = tasks[done]
            sys.stdout.write("\r\x1b[K[%d/%d] %s/%s ..." % (done + 1, len(tasks), p.name, c.name))
            sys.stdout.flush()

    pool = ThreadPoolExecutor(max_workers=args.jobs)
    try:
        progress(0)
        for rec in pool.map(one, tasks):
            if tty:
                sys.stdout.write("\r\x1b[K")
            print(format_record(rec), flush=True)
            records.append(rec)
            progress(len(records))
    except KeyboardInterrupt:
        _STOP.set()  # queued cases start nothing; running ones end when their group dies
        for pgid in list(_ACTIVE_GROUPS):
            _kill_group(pgid)
        pool.shutdown(wait=False)
        raise
    pool.shutdown()
    return records


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["stress"]:       # python runner.py stress PROBLEM ... (tools/stress.py)
        sys.modules.setdefault("runner", sys.modules[__name__])
        from tools import stress
        return stress.main(argv[1:])
    try:
        args = parse_args(argv)
        jobs, records = plan(args)
    except UsageError as e:
        print("runner.py: error: %s" % e, file=sys.stderr)
        return 2
    for rec in records:
        print(format_record(rec))
    try:
        records += run_all(jobs, args)
    except KeyboardInterrupt:
        print("\nrunner.py: interrupted", file=sys.stderr)
        return 130
    problems = []
    for rec in records:
        if rec["problem"] not in problems:
            problems.append(rec["problem"])
    if len(problems) > 1:
        for name in problems:
            print(format_summary(name, [r for r in records if r["problem"] == name]))
    print(format_summary("total", records))
    if args.json:
        try:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump(records, f, indent=1, ensure_ascii=False)
                f.write("\n")
        except OSError as e:
            print("runner.py: error: cannot write %s: %s" % (args.json, e), file=sys.stderr)
            return 2
    return exit_code_for(records)


if __name__ == "__main__":
    sys.exit(main())
