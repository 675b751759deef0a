"""Covers judge/sandbox/warm/spawn.py.

Warm keepers (judge/sandbox/warm/spawn.py: serve; warm/pool.py: WarmKeeper): a staged bwrap run that
keeps the runner's uid has no stub, and its keeper is kept for the next such run. bwrap is
spawned by the keeper from inside the run's cgroups, and bwrap's child is given the run's
rlimits and nice before the runner may open the gate. What a stub did for itself before its
exec, the keeper does from outside: so the judged process must look the same either way (its
limits, signals, fds, nice, no_new_privs, the cgroups it sees, the network it can reach), its
cgroup must count it, nothing of one run may be seen by the next (the runs of a warm keeper
share its network namespace, where modes.own_net: nothing of a run may be left there either),
and a keeper that could not contain its run must never start it.

As root, a run drops to uid 65534 and gets a stub; these tests take the path a root runner
takes where that uid cannot reach the interpreter (modes.identity: -1, bwrap started as root),
so that the warm keepers are tested in every pass. Each scenario runs in a process of its own
(the pool is per process)."""
import errno
import os

import pytest

from judge import sandbox
from fake_problems import RUN_PYTHON, drive_pool, processes_holding

try:
    sandbox.choose()
except sandbox.SandboxError:
    pass
_MISSING = sandbox.unavailable()
pytestmark = pytest.mark.skipif(bool(_MISSING.get("bwrap")), reason=str(_MISSING.get("bwrap")))
CONTAINMENTS = [pytest.param(c, marks=pytest.mark.skipif(bool(_MISSING.get(c)),
                                                          reason=str(_MISSING.get(c))))
                for c in ("cgroup", "subreaper")]
RUNS = 8
INTERPRETER = os.path.realpath(RUN_PYTHON)

# The judged program: what the sandbox gave it, a mark in /tmp the next run must not see,
# about 30 ms of CPU (which the run's cgroup must count), and a daemon left behind holding a
# lock and a UDP port: the next run must find both free (its keeper killed the daemon before
# it took the next run).
PROGRAM = r'''
import fcntl, json, os, socket, sys, time
lock = open(os.path.join(sys.argv[1], "lock"), "a")
try:
    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    daemon_before = False
except OSError:
    daemon_before = True
port = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
try:
    port.bind(("0.0.0.0", 47999))
    port_before = False
except OSError:
    port_before = True
try:
    socket.create_connection(("127.0.0.1", 9), timeout=2).close()
    loopback = 0
except OSError as e:
    loopback = e.errno
def session_keys():
    """Bytes of key ids in its session keyring (0: empty, its own), or -errno."""
    import ctypes
    number = {"x86_64": 250, "aarch64": 219}.get(os.uname().machine)
    if number is None:
        return 0
    libc = ctypes.CDLL(None, use_errno=True)
    n = libc.syscall(ctypes.c_long(number), ctypes.c_long(11), ctypes.c_long(-3), None,
                     ctypes.c_long(0))
    return n if n >= 0 else -ctypes.get_errno()
def status(key):
    with open("/proc/self/status") as f:
        return [l.split(":", 1)[1].strip() for l in f if l.startswith(key + ":")][0]
with open("/proc/self/limits") as f:
    limits = f.read().splitlines()
seen = {"input": sys.stdin.read(), "limits": limits, "nice": os.getpriority(os.PRIO_PROCESS, 0),
        "fds": sorted(os.listdir("/proc/self/fd")), "ignored": status("SigIgn"),
        "blocked": status("SigBlk"), "no_new_privs": status("NoNewPrivs"),
        "cgroup": open("/proc/self/cgroup").read(),
        "tmp_mark": os.path.exists("/tmp/warm-mark"), "pid": os.getpid(),
        "daemon_before": daemon_before, "port_before": port_before, "loopback": loopback,
        "net": os.readlink("/proc/self/ns/net"), "session_keys": session_keys(),
        "session_leader": os.getsid(0) == os.getpid() or os.getsid(0) == os.getppid()}
open("/tmp/warm-mark", "w").close()
end = time.process_time() + 0.03
while time.process_time() < end:
    pass
with open(os.path.join(sys.argv[1], "log"), "a") as f:
    f.write("ran\n")
print(json.dumps(seen), flush=True)
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.closerange(0, 3)
        time.sleep(60)
    os._exit(0)
'''

# The runner's side: RUNS runs of one command, each after the forking thread is idle; what
# each run saw, its CPU, and which keeper ran it, a warm one or not. argv[6]: "fail-contain"
# makes every keeper the runner forks fail to contain its run (the fork server is left out:
# its keepers are not copies of this process); "no-own-net", a machine where no network
# namespace of ours can be made (privilege.own_net fails: a container, a policy).
DRIVER = r'''
import json, os, sys
sys.path.insert(0, sys.argv[1])
from judge import sandbox
from judge.sandbox import keeper, privilege, view, world
from judge.sandbox.warm import pool, spawn, staged
containment, program, folder, python, how = sys.argv[2:7]
if os.geteuid() == 0:                      # the path of a root whose uid 65534 cannot reach
    world.identity = lambda *args, **kwargs: (-1, "")
if how == "fail-contain":
    pool._SERVER.append(None)
    spawn._contain = lambda *args: False
if how == "no-own-net":
    def refused(*args):
        raise OSError("no network namespace here")
    privilege.own_net = keeper.own_net = refused
sandbox.choose(containment, "bwrap")
keepers = []
go = staged.Staged.go
def noting_go(self, *args):
    keepers.append((self.world.prepared.keeper.pid, self.world.spawn))
    return go(self, *args)
staged.Staged.go = noting_go
v = view.View([(view.EXPOSE, program), (view.WRITE, folder)])
limits = sandbox.Limits(5, 256, 1 << 20)
out = []
for k in range(%d):
    r = sandbox.run([python, program, folder], b"case %%d\n" %% k, limits, containment,
                    "bwrap", v)
    assert r.exit_code == 0, r.stderr_tail
    out.append({"seen": json.loads(r.stdout), "cpu": r.cpu_s})
    pool._forker().submit(lambda: None).result()
print(json.dumps({"runs": out, "keepers": keepers}), flush=True)
''' % RUNS


def drive(tmp_path, folder, containment, how="plain"):
    return drive_pool(tmp_path, folder, PROGRAM, DRIVER, containment, "PROGRAM", "LOG",
                      INTERPRETER, how)


def as_a_stub_gave_it(seen):
    """What a run's process was given, but what is its own (its input, its pid, its marks)
    and RLIMIT_NPROC, which is computed afresh for each run (supervise.run_nproc: what the uid
    holds at that moment, plus a margin)."""
    given = {k: v for k, v in seen.items()
             if k not in ("input", "pid", "tmp_mark", "daemon_before", "port_before", "net")}
    given["limits"] = [line for line in given["limits"] if not line.startswith("Max processes")]
    return given


def processes(seen):
    """(soft, hard) RLIMIT_NPROC of what a run saw."""
    line = [line for line in seen["limits"] if line.startswith("Max processes")][0]
    return tuple(line.split()[2:4])


@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_a_warm_keeper_serves_run_after_run_each_contained_as_a_stub_would(
        tmp_path, open_folder, containment):
    result, log_folder = drive(tmp_path, open_folder, containment)
    runs, keepers = result["runs"], result["keepers"]
    from judge.sandbox.warm import pool
    assert len(keepers) == RUNS - pool.STAGE_AFTER          # the rest were staged
    assert all(spawned for _, spawned in keepers)           # ... and spawned, with no stub
    assert len({pid for pid, _ in keepers}) < len(keepers)  # by keepers that served again
    assert [r["seen"]["input"] for r in runs] == ["case %d\n" % k for k in range(RUNS)]
    # the first runs had stubs: every later one was given the same, from outside
    first = as_a_stub_gave_it(runs[0]["seen"])
    assert first["no_new_privs"] == "1" and first["session_leader"]
    assert first["session_keys"] <= 0                       # a session keyring of its own
    for r in runs[1:]:
        assert as_a_stub_gave_it(r["seen"]) == first
    nproc = [processes(r["seen"]) for r in runs]            # the same, or about the same
    if nproc[0][0].isdigit():                               # where it was set for the run
        assert all(soft.isdigit() and abs(int(soft) - int(nproc[0][0])) < 100
                   for soft, _ in nproc), nproc
    else:
        assert len(set(nproc)) == 1, nproc
    assert not any(r["seen"]["tmp_mark"] for r in runs)     # nothing of the run before:
    assert not any(r["seen"]["daemon_before"] for r in runs)  # no file, no process,
    assert not any(r["seen"]["port_before"] for r in runs)  # no socket
    host = os.readlink("/proc/self/ns/net")                 # a network of the runs' own:
    assert all(r["seen"]["net"] != host for r in runs)
    if sandbox.modes.own_net("bwrap"):                      # with no interface up, as
        assert first["loopback"] == errno.ENETUNREACH       # isolate's (privilege.own_net)
    assert all(r["seen"]["pid"] < 10 for r in runs)         # a PID namespace of its own
    if containment == "cgroup":                             # its CPU is its cgroup's: the
        assert all(r["cpu"] >= 0.025 for r in runs)         # run was born in it
    cpu = [r["cpu"] for r in runs]          # its own CPU, not also that of the runs its keeper
    assert sorted(cpu[-3:])[1] <= 1.5 * max(cpu[:2]) + 0.02, cpu   # served before (issue 48)
    assert (log_folder / "log").read_text() == "ran\n" * RUNS
    assert not processes_holding(str(log_folder))           # nor after the last


def test_a_run_its_keeper_could_not_contain_never_starts(tmp_path, open_folder):
    """Each warm keeper fails to give bwrap's child its limits: its gate never opens, that
    case is run afresh (with a stub), the staged program never runs, and the later runs are
    staged with stubs (pool.may_spawn): every case is judged once."""
    containment = "cgroup" if not _MISSING.get("cgroup") else "subreaper"
    result, log_folder = drive(tmp_path, open_folder, containment, "fail-contain")
    assert result["keepers"]                                # staged runs were started ...
    assert not any(spawned for _, spawned in result["keepers"])   # ... none spawned
    assert [r["seen"]["input"] for r in result["runs"]] == ["case %d\n" % k
                                                            for k in range(RUNS)]
    assert (log_folder / "log").read_text() == "ran\n" * RUNS


def test_where_no_network_namespace_of_ours_can_be_made_bwrap_makes_each_run_its_own(
        tmp_path, open_folder):
    """privilege.own_net refused (the probe says so): bwrap makes every run a network
    namespace, warm keeper or stub, with its loopback up, as bwrap does; none is the host's."""
    containment = "cgroup" if not _MISSING.get("cgroup") else "subreaper"
    result, _ = drive(tmp_path, open_folder, containment, "no-own-net")
    runs = result["runs"]
    assert any(spawned for _, spawned in result["keepers"])  # warm keepers still served
    host = os.readlink("/proc/self/ns/net")
    assert all(r["seen"]["net"] != host for r in runs)
    assert all(r["seen"]["loopback"] == errno.ECONNREFUSED for r in runs), runs
