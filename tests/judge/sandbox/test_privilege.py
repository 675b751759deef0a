"""Covers judge/sandbox/privilege.py.

Nothing the judge runs holds a privilege, whoever starts the runner: the solution, the
compiler and the checker run as uid 65534 when the runner is root (behind bwrap: in a user
namespace, with no capability), cannot leave their cgroup or unmount what hides the test data,
reach no host socket, and every byte they keep (a private tmpfs, pipe buffers) is charged or
bounded. Probes are fake solutions in tests/judge/fake_solutions/ that change nothing
outside."""
import contextlib
import ctypes
import hashlib
import json
import os
import shutil
import socket
import subprocess

import pytest

from conftest import RUNNER
from fake_problems import (FAKE, RUN_PYTHON, SUM_CASES, judge, judge_open, make_problem, open_up,
                           skip_unless_uid_65534_reaches_the_repository, toml_for)
from sandbox_modes import (CONTAINMENTS, ISOLATIONS, ROOT_RUNNER, alive, hostile_env, leftovers,
                           needs_bwrap, needs_gxx, run_as_user)

from judge.sandbox import privilege

PYTHON = RUN_PYTHON


@contextlib.contextmanager
def host_sockets(folder, abstract):
    """Listening AF_UNIX sockets of the host for the probe to find: a file in /run (where the
    runner may write there: root) and, if `abstract`, one in the abstract namespace."""
    name = "dlxjudge-probe-%s" % hashlib.sha256(str(folder).encode()).hexdigest()[:16]
    made, path = [], "/run/%s.sock" % name
    try:
        if os.access("/run", os.W_OK):
            s = socket.socket(socket.AF_UNIX)
            s.bind(path)
            s.listen(8)
            made.append(s)
        if abstract:
            s = socket.socket(socket.AF_UNIX)
            s.bind("\0" + name)
            s.listen(8)
            made.append(s)
        yield
    finally:
        for s in made:
            s.close()
        if os.path.exists(path):
            os.unlink(path)


@pytest.mark.parametrize("containment", CONTAINMENTS)
@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_the_solution_reaches_no_privilege(open_folder, isolation, containment):
    """No capability, no unmount or read-write remount, no way out of its cgroup, no
    core_pattern, no host socket (a file in /run; behind bwrap, an abstract one too: without
    it the network namespace is shared), nothing writable beside its file."""
    if isolation == "none" and not ROOT_RUNNER:
        pytest.skip("without bwrap an ordinary user's run is that user: nothing to drop")
    make_problem(open_folder, "probe", solution="privilege_probe",
                 cases={"small": SUM_CASES["small"]})
    with host_sockets(open_folder, abstract=isolation == "bwrap"):
        run = run_as_user(open_folder, isolation=isolation, containment=containment)
    rec = run.get("probe")
    assert rec["verdict"] == "AC", rec
    assert not leftovers(open_folder)


@pytest.mark.skipif(not ROOT_RUNNER, reason="needs a runner started as root")
def test_root_without_bwrap_refuses_what_uid_65534_cannot_reach(tmp_path):
    """pytest's folders are 0700: run as root there without bwrap, the solution would have to
    run as root: a JE that names the path, never a run."""
    make_problem(tmp_path, "sum", cases={"small": SUM_CASES["small"]})
    os.chmod(str(tmp_path), 0o700)
    run = judge(tmp_path, env=hostile_env("subreaper", "none"))
    assert run.records and all(r["verdict"] == "JE" for r in run.records), run.records
    assert "uid 65534, which cannot reach" in run.records[0]["message"], run.records


@needs_bwrap
@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_memory_in_the_private_tmpfs_is_counted(open_folder, containment):
    make_problem(open_folder, "tmpfs", solution="tmpfs_hog", cases={"small": SUM_CASES["small"]},
                 memory_limit=64)
    rec = run_as_user(open_folder, isolation="bwrap", containment=containment).get("tmpfs")
    assert rec["verdict"] == "MLE", rec


@needs_bwrap
@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_files_in_the_private_tmpfs_count_however_small(open_folder, containment):
    """200,000 empty files in the private /tmp: no byte of data, about 200 MB of kernel memory
    (a cgroup charges it; the subreaper counts 1 KB a file, proc.INODE_KB)."""
    make_problem(open_folder, "inodes", solution="inode_hog",
                 cases={"small": SUM_CASES["small"]}, memory_limit=64, time_limit=20)
    rec = run_as_user(open_folder, isolation="bwrap", containment=containment).get("inodes")
    assert rec["verdict"] == "MLE", rec


def sysv_segment_left(key):
    """Remove the SysV shared memory segment of `key` in our IPC namespace if there is one;
    whether there was."""
    with open("/proc/sysvipc/shm") as f:
        rows = [line.split() for line in f.readlines()[1:]]
    ids = [int(row[1]) for row in rows if int(row[0]) == key]
    libc = ctypes.CDLL(None, use_errno=True)
    for shmid in ids:
        libc.shmctl(shmid, 0, None)                    # IPC_RMID
    return bool(ids)


@pytest.mark.parametrize("containment", CONTAINMENTS)
@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_sysv_shared_memory_is_capped_and_dies_with_the_run(open_folder, isolation,
                                                           containment):
    """A 300 MB SysV segment, filled 10 MB at a time (never mapped whole: no PSS sees it) and
    left behind: a root runner's run has an IPC namespace of its own, capped at the memory
    limit (the segment cannot be made: WA), gone with the run; a user's run behind bwrap has
    bwrap's, gone with the run too, but uncapped: only a cgroup counts the segment there
    (docs/sandbox.md row 5). Without bwrap a user's run is that user's (row 6)."""
    if isolation == "none" and not ROOT_RUNNER:
        pytest.skip("without bwrap an ordinary user's run is that user (docs/sandbox.md row 6)")
    key = int(hashlib.sha256(str(open_folder).encode()).hexdigest()[:7], 16) + 1
    make_problem(open_folder, "shm", solution="sysv_shm_hog",
                 cases={"small": ("%d 1 2\n" % key, "3\n")}, memory_limit=64, time_limit=5)
    try:
        rec = run_as_user(open_folder, isolation=isolation, containment=containment).get("shm")
    finally:
        left = sysv_segment_left(key)
    assert not left, "the run's SysV segment outlived it"
    if ROOT_RUNNER or containment == "cgroup":
        assert rec["verdict"] in ("WA", "MLE"), rec


@pytest.mark.parametrize("containment", CONTAINMENTS)
@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_pipe_buffers_are_bounded(open_folder, isolation, containment):
    """sandbox.NOFILE open files a process and the kernel's per-user pipe cap: far less than
    100 MB of pipe buffers (charged too, by a cgroup)."""
    make_problem(open_folder, "pipes", solution="pipe_hog", cases={"small": SUM_CASES["small"]},
                 memory_limit=64)
    rec = run_as_user(open_folder, isolation=isolation, containment=containment).get("pipes")
    assert rec["verdict"] in ("WA", "MLE"), rec


def compile_problem(root, name, source, text=None):
    folder = make_problem(root, name, solution="ac", cases={"small": SUM_CASES["small"]})
    path = root / "solutions" / source
    path.write_text(text if text is not None else (FAKE / source).read_text())
    return path


@needs_gxx
@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_a_compiler_sees_no_answer_and_stops_at_its_limits(open_folder, isolation):
    """.incbin of a stored answer: the compiler cannot see it (CE behind bwrap; without bwrap,
    as root, the answers are 0600 here and uid 65534 cannot read them). #include </dev/random>:
    stopped at the memory limit, no compiler process left."""
    if isolation == "none" and not ROOT_RUNNER:
        pytest.skip("without bwrap an ordinary user's compiler reads what that user can")
    answer = open_folder / "testdata" / "stolen" / "cases" / "small.ans"
    stolen = compile_problem(open_folder, "stolen", "incbin_answer.cpp",
                             (FAKE / "incbin_answer.cpp").read_text().replace(
                                 "ANSWER_PATH", str(answer)))
    endless = compile_problem(open_folder, "endless", "dev_random_%s.cpp" % open_folder.name,
                              (FAKE / "dev_random.cpp").read_text())
    open_up(open_folder)
    os.chmod(str(answer), 0o600)
    run_s = judge(open_folder, "stolen", "--solution", str(stolen), python=PYTHON,
                  env=hostile_env("auto", isolation), timeout=120)
    assert run_s.records[0]["verdict"] == "CE", run_s.records
    run_e = judge(open_folder, "endless", "--solution", str(endless), python=PYTHON,
                  env=hostile_env("auto", isolation), timeout=180)
    rec = run_e.records[0]
    assert rec["verdict"] == "CE" and "stopped" in rec["message"], rec
    assert not alive(endless.name.encode())


def test_a_python_syntax_error_is_a_compile_error(open_folder):
    make_problem(open_folder, "syntax", solution="syntax_error",
                 cases={"small": SUM_CASES["small"]})
    rec = run_as_user(open_folder).records[0]
    assert rec["verdict"] == "CE" and "SyntaxError" in rec["message"], rec


CHECKER = """import os, subprocess
def check(i, o, a):
    seen = os.path.exists(%(answer)r)
    subprocess.Popen(["/bin/sleep", "30", "DLXJUDGE_MARKER=%(marker)s"])
    uid = os.getuid()
    return (not seen or %(visible)r) and uid == %(uid)d, "uid %%d, answer seen: %%s" %% (uid, seen)
"""


@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_a_checker_runs_in_the_sandbox(open_folder, isolation):
    """The checker sees no stored answer behind bwrap, runs as the judge's uid, and the daemon
    it starts dies with it. The uid it sees: 65533 (privilege.CHECK_UID, not the solution's
    65534) where a root runner drops to it, and behind bwrap for anyone (the user namespace
    maps the caller to it inside); the caller's own without bwrap."""
    if isolation == "none":
        skip_unless_uid_65534_reaches_the_repository()
    answer = open_folder / "testdata" / "chk" / "cases" / "small.ans"
    uid = privilege.CHECK_UID if ROOT_RUNNER or isolation == "bwrap" else os.getuid()
    make_problem(open_folder, "chk", solution="ac", cases={"small": SUM_CASES["small"]},
                 toml=toml_for("solutions/ac.py", compare="checker"),
                 checker=CHECKER % {"answer": str(answer), "marker": open_folder,
                                    "visible": isolation == "none", "uid": uid})
    rec = run_as_user(open_folder, isolation=isolation).get("chk")
    assert rec["verdict"] == "AC", rec["message"]      # the checker's own words, whole
    assert not alive(b"DLXJUDGE_MARKER=" + str(open_folder).encode())


@pytest.mark.skipif(not ROOT_RUNNER or not shutil.which("unshare"),
                    reason="needs root (to make a user namespace) and unshare")
def test_root_of_a_user_namespace_without_uid_65534_still_runs(open_folder):
    """Root of a rootless container whose user namespace maps no uid 65534: the drop cannot be
    made; the run keeps that uid (no privilege outside the namespace), and the note says so."""
    make_problem(open_folder, "sum", cases={"small": SUM_CASES["small"]})
    open_up(open_folder)
    report = open_folder / "report.json"
    proc = subprocess.run(
        ["unshare", "--map-root-user", PYTHON, str(RUNNER), "--testdata",
         str(open_folder / "testdata"), "--root", str(open_folder), "--json", str(report),
         "--python", PYTHON], capture_output=True, timeout=120,
        env=hostile_env("subreaper", "none"))
    records = json.loads(report.read_text())
    assert [r["verdict"] for r in records] == ["AC"], proc.stderr
    assert b"uid 65534 is not mapped" in proc.stderr


@needs_bwrap
@pytest.mark.skipif(not ROOT_RUNNER, reason="needs a runner started as root")
@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_bwrap_started_as_root_still_holds_no_privilege(tmp_path, containment):
    """pytest's 0700 folder: uid 65534 cannot reach the solution, so bwrap starts as root and
    maps uid 65534 inside to root outside: still no capability, nothing to unmount or remount,
    no cgroup to leave, no core_pattern, no host socket; the note says what is left."""
    make_problem(tmp_path, "probe", solution="privilege_probe",
                 cases={"small": SUM_CASES["small"]})
    os.chmod(str(tmp_path), 0o700)
    with host_sockets(tmp_path, abstract=True):
        run = judge(tmp_path, env=hostile_env(containment, "bwrap"))
    assert run.get("probe")["verdict"] == "AC", run.get("probe")
    assert "bwrap started as root" in run.stderr and "cannot reach" in run.stderr
    assert not leftovers(tmp_path)


KEYCTL = {"x86_64": (250, 248), "aarch64": (219, 217)}.get(os.uname().machine)


def a_session_keyring_with_a_key():
    """In the runner's process before its exec: a session keyring of its own (a login's, a
    service's), holding a key "dlxjudge-probe" that no run may reach."""
    libc = ctypes.CDLL(None, use_errno=True)
    keyctl, add_key = KEYCTL
    assert libc.syscall(ctypes.c_long(keyctl), ctypes.c_long(1), None) >= 0   # JOIN
    assert libc.syscall(ctypes.c_long(add_key), b"user", b"dlxjudge-probe", b"root's secret",
                        ctypes.c_long(13), ctypes.c_long(-3)) >= 0


@pytest.mark.skipif(KEYCTL is None, reason="the probe knows keyctl's number on x86_64, aarch64")
@pytest.mark.parametrize("containment", CONTAINMENTS)
@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_no_run_reaches_the_runners_keys_or_another_runs(open_folder, isolation, containment,
                                                         start_path):
    """Every run starts in a new, empty session keyring (not the runner's, where a key waits),
    and what one run leaves in its user keyrings no later run finds (each case leaves a key
    there: six cases, -j 2, the later ones staged and, where they keep our uid, spawned by a
    warm keeper; and again with every run started afresh, DLXJUDGE_WARM=0)."""
    cases = {"c%d" % k: SUM_CASES["small"] for k in range(6)}
    make_problem(open_folder, "keys", solution="keyring_probe", cases=cases)
    run = judge_open(open_folder, "-j", "2", env=hostile_env(containment, isolation),
                     preexec=a_session_keyring_with_a_key)
    verdicts = {r["case"]: (r["verdict"], r.get("message", "")) for r in run.records}
    assert all(v == "AC" for v, _ in verdicts.values()), (verdicts, run.stderr)
    assert {r["isolation"] for r in run.records} == {isolation}


@pytest.mark.skipif(not ROOT_RUNNER, reason="needs a runner started as root (uid 65534 runs)")
@pytest.mark.parametrize("containment", CONTAINMENTS)
@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_a_run_reaches_no_other_process_of_its_uid_through_proc(open_folder, isolation,
                                                                containment):
    """Rows 1-4: another process of uid 65534 (a daemon, another run) is out of a run's
    sight in /proc: neither its environment nor its memory (without bwrap the run has its
    own PID namespace and, since, a /proc of that namespace)."""
    make_problem(open_folder, "procs", solution="proc_probe",
                 cases={"small": SUM_CASES["small"]})

    def as_nobody():
        os.setgroups([])
        os.setresgid(65534, 65534, 65534)
        os.setresuid(65534, 65534, 65534)
    victim = subprocess.Popen(["sleep", "120"], env={"DLXJUDGE_VICTIM": "1"},
                              preexec_fn=as_nobody)
    try:
        run = run_as_user(open_folder, isolation=isolation, containment=containment)
    finally:
        victim.kill()
        victim.wait()
    rec = run.get("procs")
    assert rec["verdict"] == "AC", (rec.get("message"), rec["verdict"])
