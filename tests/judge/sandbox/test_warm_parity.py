"""Covers judge/sandbox/starts.py.

A warm run is the same run as a fresh one. The seam (starts.starts) has two sides: the plain
path (DLXJUDGE_WARM=0: each run's keeper forked as it starts, whose stub execs the command) and
the warm one (keepers forked ahead by the fork server, runs staged ahead of their cases and,
where a run keeps the runner's uid behind bwrap, spawned by a warm keeper with no stub). One
probe program is run on both, five times each (the warm path stages from the third run on), and
must report the same process every time: its signal dispositions and mask, rlimits, the
namespaces it shares with the runner, its keyrings, environment, identity, capabilities,
no_new_privs, seccomp, working folder, umask, open fds, nice, session, oom score, cgroup, and
the memory it starts with and is charged. A tiny program at a 9 MB limit must get one verdict
on every run of both paths (a warm run once had another memory floor: AC, AC, MLE, MLE).

The rows that stage runs keeping the runner's uid, where the warm keeper spawns them, are an
ordinary user's and root's fallback (uid 65534 cannot reach the interpreter:
modes.identity gives -1); as root the test takes both its own row and that fallback, so the
warm keeper is compared in every pass. Each path runs in a process of its own."""
import json
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from judge import sandbox
from fake_problems import RUN_PYTHON, drive_pool

try:
    sandbox.choose()
except sandbox.SandboxError:
    pass
_MISSING = sandbox.unavailable()


def _row(isolation, row, containment):
    why = _MISSING.get(isolation) or (row == "fallback" and os.geteuid() != 0 and
                                      "root's fallback: a root runner's row") or (
        containment == "subreaper" and _MISSING.get("cgroup") and
        "the subreaper is this machine's own containment: the auto row") or ""
    return pytest.param((isolation, row, containment), id="-".join((isolation, row, containment)),
                        marks=pytest.mark.skipif(bool(why), reason=str(why)))


# (isolation, whose uid: the row's own or root's fallback, containment: the machine's own or,
# where that is a cgroup, the subreaper too: its memory is the keeper's accounting)
ROWS = [_row(i, r, c) for c in ("auto", "subreaper")
        for i, r in (("bwrap", "own"), ("bwrap", "fallback"), ("none", "own"))]
RUNS = 5
TINY_MB = 9
INTERPRETER = os.path.realpath(RUN_PYTHON)

# What the judged process was given, as it sees it.
PROBE = r'''
import ctypes, json, os, resource, sys
def read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError as e:
        return "unreadable: %s" % e.strerror
status = dict(line.split(":", 1) for line in read("/proc/self/status").splitlines())
status = {k: v.strip() for k, v in status.items()}
def namespaces():
    host = json.loads(sys.argv[1])
    return {ns: os.readlink("/proc/self/ns/" + ns) == link for ns, link in host.items()
            if os.path.exists("/proc/self/ns/" + ns)}
def keyrings():
    """Its session, user and user-session keyrings (keyctl): each one's type, owner, mode and
    name, and how many keys it holds; -errno where there is none. (Not /proc/keys: that lists
    every key of the uid the kernel lets it view, the other runs' of the machine too.)"""
    number = {"x86_64": 250, "aarch64": 219}.get(os.uname().machine)
    if number is None:
        return None
    libc = ctypes.CDLL(None, use_errno=True)
    def keyctl(op, ring, buf, size):
        n = libc.syscall(ctypes.c_long(number), ctypes.c_long(op), ctypes.c_long(ring), buf,
                         ctypes.c_long(size))
        return n if n >= 0 else -ctypes.get_errno()
    rings = {}
    for name, ring in (("session", -3), ("user", -4), ("user session", -5)):
        buf = ctypes.create_string_buffer(4096)
        n = keyctl(6, ring, buf, 4096)                      # KEYCTL_DESCRIBE
        rings[name] = [buf.value.decode() if n > 0 else n, keyctl(11, ring, None, 0)]  # READ
    return rings
def fds():
    seen = {}
    for fd in sorted(os.listdir("/proc/self/fd"), key=int):
        try:
            seen[fd] = os.readlink("/proc/self/fd/" + fd).split(":")[0]
        except OSError:
            seen[fd] = "gone"
    return seen
umask = os.umask(0)
os.umask(umask)
cwd = os.getcwd()
seen = {
    "status": status, "limits": read("/proc/self/limits"), "namespaces": namespaces(),
    "keyrings": keyrings(),
    "environ": {k: v.replace(cwd, "<cwd>") for k, v in os.environ.items()},
    "ids": [os.getresuid(), os.getresgid(), os.getgroups()],
    "cwd": [cwd == os.environ.get("HOME"), os.listdir("."), os.access(".", os.W_OK)],
    "umask": umask, "fds": fds(), "nice": os.getpriority(os.PRIO_PROCESS, 0),
    "session_leader": os.getsid(0) in (os.getpid(), os.getppid()),
    "oom_score_adj": read("/proc/self/oom_score_adj"),
    "cgroup": read("/proc/self/cgroup"),
    "stdin": [os.path.isfile("/proc/self/fd/0"), sys.stdin.read()],
    "personality": read("/proc/self/personality"),
}
print(json.dumps(seen))
'''

# The runner's side, on one path: RUNS runs of the probe, then RUNS of a tiny program at a low
# memory limit (each after the forking thread is idle, so that a staged run is ready); what
# each run reported, its charged memory, its verdict as a judge gives it, and how it started.
DRIVER = r'''
import json, os, sys
sys.path.insert(0, sys.argv[1])
from judge import sandbox
from judge.sandbox import keepers, view, world
isolation, row, containment, program, folder, python, host, path = sys.argv[2:10]
if path == "plain":
    os.environ["DLXJUDGE_WARM"] = "0"
else:
    os.environ.pop("DLXJUDGE_WARM", None)
if row == "fallback":                      # the path of a root whose uid 65534 cannot reach
    world.identity = lambda *args, **kwargs: (-1, "")
started = []
if path == "warm":
    from judge.sandbox.warm import staged
    go = staged.Staged.go
    def noting_go(self, *args):
        started[-1] = "spawned" if self.world.spawn else "staged"
        return go(self, *args)
    staged.Staged.go = noting_go
containment, isolation = sandbox.choose(containment, isolation)
TINY = ["/bin/sh", "-c", 'read line; echo "$line"; exec sleep 0.05']   # seen by the samples
v = view.View([(view.EXPOSE, program), (view.WRITE, folder)])
out = {"probe": [], "tiny": [], "containment": containment}
for name, cmd, limits in (("probe", [python, program, host], sandbox.Limits(5, 256, 1 << 20)),
                          ("tiny", TINY, sandbox.Limits(5, %d, 1 << 20))):
    for k in range(%d):
        started.append("fresh")
        r = sandbox.run(cmd, b"case %%d\n" %% k, limits, containment, isolation, v)
        verdict = "MLE" if r.kill_reason == "memory" or r.peak_kb > limits.memory_kb else \
            "RE" if r.exit_code != 0 else "AC"
        out[name].append({"stdout": r.stdout.decode(), "peak_kb": r.peak_kb,
                          "verdict": verdict, "started": started[-1],
                          "stderr": r.stderr_tail.decode(errors="replace")})
        keepers.forker().submit(lambda: None).result()
out["warm_loaded"] = "judge.sandbox.warm" in sys.modules
print(json.dumps(out), flush=True)
''' % (TINY_MB, RUNS)

# Fields of /proc/self/status that are a process's own, not given to it: its pids, its size
# now (compared apart, with a margin), its counters.
OWN = re.compile(r"^(Pid|PPid|Tgid|TracerPid|NStgid|NSpid|NSpgid|NSsid|Vm\w+|Rss\w+|"
                 r"\w*ctxt_switches|SigQ|State|HugetlbPages|CoreDumping|Kthread)$")


def given(seen):
    """What the probe was given, but what is its own or its run's alone: its pids, sizes and
    counters, its input, RLIMIT_NPROC (computed afresh for each run: supervise.run_nproc) and
    its cgroup's name (a fresh one each run: its depth and controllers stay)."""
    seen = dict(seen)
    seen["status"] = {k: v for k, v in seen["status"].items() if not OWN.match(k)}
    seen["status"]["NSpid depth"] = len(seen["status"].get("NSpid", "").split())
    seen["limits"] = [line for line in seen["limits"].splitlines()
                      if not line.startswith("Max processes")]
    seen["cgroup"] = re.sub(r"[0-9a-f]{6,}|\d+(?=[^:]*$)", "N", seen["cgroup"], flags=re.M)
    seen["stdin"] = seen["stdin"][0]
    return seen


@pytest.fixture(scope="module", params=ROWS)
def both(request, tmp_path_factory):
    """(the warm path's report, the plain path's) in one row: RUNS runs of the probe, then
    RUNS of the tiny program, each path in a driver process of its own."""
    isolation, row, containment = request.param
    host = json.dumps({ns: os.readlink("/proc/self/ns/" + ns)
                       for ns in sorted(os.listdir("/proc/self/ns"))})
    top = tempfile.mkdtemp(prefix="dlxjudge-parity-")   # a folder every uid can read
    os.chmod(top, 0o755)
    try:
        reports = []
        for path in ("warm", "plain"):
            folder = Path(top) / path
            folder.mkdir()
            os.chmod(str(folder), 0o755)
            reports.append(drive_pool(tmp_path_factory.mktemp(path), folder, PROBE, DRIVER,
                                      isolation, row, containment, "PROGRAM", "LOG",
                                      INTERPRETER, host,
                                      path)[0])
        yield reports
    finally:
        shutil.rmtree(top, ignore_errors=True)


def test_a_warm_run_and_a_fresh_run_are_the_same_run(both):
    warm, plain = both
    assert warm["warm_loaded"] and not plain["warm_loaded"]
    assert {r["started"] for r in plain["probe"] + plain["tiny"]} == {"fresh"}
    # the warm path staged the later runs (and spawned them, where they keep our uid)
    assert [r["started"] for r in warm["probe"]][2:] == [warm["probe"][-1]["started"]] * 3
    assert warm["probe"][-1]["started"] in ("staged", "spawned"), warm["probe"]
    runs = warm["probe"] + plain["probe"]
    assert all(r["verdict"] == "AC" for r in runs), [r["stderr"] for r in runs]
    seen = [json.loads(r["stdout"]) for r in runs]
    assert [s["stdin"][1] for s in seen] == ["case %d\n" % k for k in range(RUNS)] * 2
    first = given(seen[0])
    for s, r in zip(seen, runs):
        assert given(s) == first, (r["started"], _differences(given(s), first))
    # the memory it starts with, and what the runner charges it: the same, but for noise
    start = [int(s["status"]["VmHWM"].split()[0]) for s in seen]
    assert max(start) - min(start) <= max(1024, min(start) // 5), start
    _same_memory([r["peak_kb"] for r in runs])


def test_a_tiny_program_at_a_low_memory_limit_gets_one_verdict_on_both_paths(both):
    """Issue 51: at --ml 9 a tiny program got AC, AC, MLE, MLE, MLE, AC from staged runs (a
    warm keeper's run charged from the keeper's peak, not its own)."""
    warm, plain = both
    assert warm["tiny"][-1]["started"] in ("staged", "spawned"), warm["tiny"]
    runs = warm["tiny"] + plain["tiny"]
    assert [r["stdout"] for r in runs] == ["case %d\n" % k for k in range(RUNS)] * 2
    assert [r["verdict"] for r in runs] == ["AC"] * (2 * RUNS), [
        (r["started"], r["peak_kb"], r["verdict"]) for r in runs]
    _same_memory([r["peak_kb"] for r in runs])


def _same_memory(peaks):
    """Charged peaks of one program's runs, RUNS on each path: the largest on each path within
    1 MB, or a fifth, of the other's. (Under the subreaper a run of a few milliseconds can slip
    between two samples and be charged less, on either path: the largest is what a path
    charges a run it sees.)"""
    warm, plain = max(peaks[:RUNS]), max(peaks[RUNS:])
    assert abs(warm - plain) <= max(1024, min(warm, plain) // 5), (warm, plain, str(peaks))


def _differences(a, b):
    """What differs between two probes' reports (a dict's items, one level down)."""
    found = {}
    for k in set(a) | set(b):
        x, y = a.get(k), b.get(k)
        if isinstance(x, dict) and isinstance(y, dict):
            found.update(("%s %s" % (k, sub), pair) for sub, pair in _differences(x, y).items())
        elif x != y:
            found[k] = (x, y)
    return found
