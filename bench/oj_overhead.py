"""The runner's own overhead per tiny case against online-judge-tools' `oj test`: CASES A+B
cases in oj's layout (test/sample-K.in, test/sample-K.out) and a Python A+B solution main.py
in a temporary folder, each contender a whole command timed end to end, wall clock and CPU of
its process tree (os.wait4's rusage: the command and every descendant it reaped):

    python3 runner.py test/ main.py -j 1     (dlx-judge, default modes: auto containment/isolation)
    python3 runner.py test/ main.py -j 2
    oj test -c "python3 main.py" -d test     (oj's default: one case at a time)
    oj test -c "python3 main.py" -d test -j 2   (if `oj test --help` has -j)

and two floors, to show where the time goes (not contenders): every case run one after the
other by a small driver (this file, --drive), as `python3 main.py < case` alone, and the same
inside bwrap with the runner's arguments (judge.sandbox.bwrap.prefix: its namespaces and
mounts, in a network namespace of its own made once where the runner's keepers make theirs,
privilege.own_net; no keeper, no cgroup, no checking). At -j 2 on two cores both tools are
CPU-bound, so the wall ratio there is about the CPU ratio: what oj adds to a case (oj -
alone) against what a sandbox adds (in bwrap - alone, before the runner's own work) says
whether <= 1.0 is within reach.

    python bench/oj_overhead.py [--quick] [--cases N] [--rounds R] [--rev REV]

--rev REV adds the runner of git revision REV (exported to a temporary folder) as two more
contenders, `dlx-judge@REV -j 1` and `-j 2`, in the same interleaved rounds: what a change to
the runner bought, measured in one run (the machine's speed drifts between runs by more).

The contenders run interleaved (A B C D, A B C D, ...), ROUNDS rounds, after one untimed
warm-up run each; every run must accept every case. The machine is shared, so only medians
and the ratios dlx-judge / oj of one run are reported. Writes
bench/results/oj-overhead.md and .json (--quick: a scratch folder). Needs `oj` (bench/requirements.txt:
online-judge-tools); without it, says so in one line and exits 1.
"""
import argparse
import datetime
import json
import os
import platform
import random
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
RUNNER = os.path.join(ROOT, "runner.py")
CASES, ROUNDS = 100, 5
QUICK_CASES, QUICK_ROUNDS = 20, 3
SOLUTION = "a, b = map(int, input().split())\nprint(a + b)\n"


def write_cases(folder, n, seed=32):
    """n A+B cases in oj's layout under folder/test (sample-1.in, sample-1.out, ...) and the
    solution folder/main.py; returns the case names in order."""
    rng = random.Random(seed)
    test = os.path.join(folder, "test")
    os.makedirs(test, exist_ok=True)
    names = []
    for k in range(1, n + 1):
        a, b = rng.randint(-10 ** 9, 10 ** 9), rng.randint(-10 ** 9, 10 ** 9)
        name = "sample-%d" % k
        with open(os.path.join(test, name + ".in"), "w") as f:
            f.write("%d %d\n" % (a, b))
        with open(os.path.join(test, name + ".out"), "w") as f:
            f.write("%d\n" % (a + b))
        names.append(name)
    with open(os.path.join(folder, "main.py"), "w") as f:
        f.write(SOLUTION)
    return names


def median(xs):
    s = sorted(xs)
    return s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2


def find_oj():
    """The oj next to this interpreter (the bench venv), else on PATH; None: not installed."""
    here = os.path.join(os.path.dirname(sys.executable), "oj")
    return here if os.access(here, os.X_OK) else shutil.which("oj")


def real_python3():
    """The interpreter `python3` on PATH starts, as a path: a launcher such as a pyenv shim
    would add its own start-up to every case of oj's (the runner runs its own interpreter)."""
    found = shutil.which("python3")
    if not found:
        return sys.executable
    return subprocess.run([found, "-c", "import sys; print(sys.executable)"], capture_output=True,
                          text=True, timeout=120, check=True).stdout.strip() or found


def compile_runner(py, root=ROOT):
    """The runner's bytecode, compiled as `pip install` compiles an installed tool's (oj's
    was, at its install): a machine that sets PYTHONDONTWRITEBYTECODE would otherwise charge
    every run of a clone the compiling of judge/ (about 0.35 s a start here)."""
    subprocess.run([py, "-m", "compileall", "-q", os.path.join(root, "judge"),
                    os.path.join(root, "runner.py")],
                   stdout=subprocess.DEVNULL, check=True, timeout=600)


def export_rev(rev, folder):
    """The tree of git revision rev under folder (git archive: no .git); exits on a bad rev."""
    archive = subprocess.run(["git", "-C", ROOT, "archive", rev], capture_output=True)
    if archive.returncode:
        sys.exit("oj overhead bench: no revision %s here: %s"
                 % (rev, archive.stderr.decode(errors="replace").strip()))
    os.makedirs(folder)
    subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
    return folder


def machine_busy_s():
    """Seconds of CPU the whole machine has been busy since boot (/proc/stat: user, nice,
    system, irq, softirq, steal; every process and kernel thread, not only what wait4 sees)."""
    with open("/proc/stat") as f:
        ticks = [int(v) for v in f.readline().split()[1:]]
    return (sum(ticks) - ticks[3] - ticks[4]) / os.sysconf("SC_CLK_TCK")


def oj_has_jobs(oj):
    """Whether `oj test --help` lists -j / --jobs."""
    out = subprocess.run([oj, "test", "--help"], capture_output=True, text=True, timeout=120)
    return "--jobs" in out.stdout or " -j " in out.stdout


def contenders(py, oj, oj_jobs, rev=None, rev_runner=None):
    """name -> (argv, family, jobs); the names in the order of a round."""
    sol = "%s main.py" % shlex.quote(py)
    drive = [py, os.path.abspath(__file__), "--drive"]
    out = {"alone": (drive + ["alone"], "floor", 1),
           "in bwrap": (drive + ["bwrap"], "floor", 1),
           "dlx-judge -j 1": ([py, RUNNER, "test/", "main.py", "-j", "1"], "dlx", 1),
           "dlx-judge -j 2": ([py, RUNNER, "test/", "main.py", "-j", "2"], "dlx", 2)}
    if rev:
        for jobs in (1, 2):
            out["dlx-judge@%s -j %d" % (rev, jobs)] = (
                [py, rev_runner, "test/", "main.py", "-j", str(jobs)], "dlx", jobs)
    out["oj test"] = ([oj, "test", "-c", sol, "-d", "test"], "oj", 1)
    if oj_jobs:
        out["oj test -j 2"] = ([oj, "test", "-c", sol, "-d", "test", "-j", "2"], "oj", 2)
    return out


def timed(argv, cwd):
    """(wall seconds, CPU seconds of the process tree, returncode, stdout, stderr, seconds the
    whole machine was busy meanwhile)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        busy0, t0 = machine_busy_s(), time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall, busy = time.perf_counter() - t0, machine_busy_s() - busy0
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return (wall, usage.ru_utime + usage.ru_stime, proc.returncode,
                out.read().decode(errors="replace"), err.read().decode(errors="replace"), busy)


def check(name, family, n, rc, stdout, stderr):
    """Exit unless the run accepted all n cases."""
    text = stdout + stderr
    said = {"dlx": "total: %d/%d AC" % (n, n), "oj": "test success: %d cases" % n,
            "floor": "%d/%d right" % (n, n)}[family]
    ok = rc == 0 and said in text
    if not ok:
        sys.exit("oj overhead bench: %s did not accept all %d cases (exit %d): %s"
                 % (name, n, rc, text[-500:]))


def drive(how):
    """--drive: run main.py on every test/*.in in the current folder, one after the other,
    alone or inside bwrap as the runner would (how: "alone" or "bwrap"); print how many
    answers were right. A child subreaper that waits for every orphan after each case: bwrap
    exits before its PID namespace's pid 1 is gone, whose CPU (the solution's) would else be
    no descendant's of ours, and out of the bench's wait4."""
    import ctypes
    ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)       # PR_SET_CHILD_SUBREAPER
    sys.path.insert(0, ROOT)
    from judge.sandbox import bwrap, modes, privilege, run_env
    from judge.sandbox.view import NOTHING
    argv = [real_python3(), "main.py"]
    if how == "bwrap":
        modes.choose()
        path = modes.bwrap_path()
        if path is None:
            sys.exit("oj overhead bench: no bwrap here")
        bwrap.learn(path)
        own_net = modes.own_net("bwrap")     # as a warm keeper: one network namespace, ours
        if own_net:
            privilege.own_net(ctypes.CDLL(None, use_errno=True))
        argv = bwrap.prefix(path, os.getcwd(), NOTHING, 64 << 20, net=not own_net) + argv
    names = sorted(f[:-3] for f in os.listdir("test") if f.endswith(".in"))
    right = 0
    for name in names:
        with open(os.path.join("test", name + ".in"), "rb") as f:
            out = subprocess.run(argv, stdin=f, stdout=subprocess.PIPE, env=run_env()).stdout
        with open(os.path.join("test", name + ".out"), "rb") as f:
            right += out.split() == f.read().split()
        while True:
            try:
                os.wait()
            except ChildProcessError:
                break
    print("%d/%d right" % (right, len(names)))


def runner_modes(stderr):
    """The runner's auto modes as judge.sandbox.modes.choose() sees them, and its notes."""
    sys.path.insert(0, ROOT)
    from judge.sandbox import modes
    containment, isolation = modes.choose()
    notes = [line.split("note: ", 1)[1] for line in stderr.splitlines()
             if line.startswith("runner.py: note: ") and "cases in" not in line]
    return containment, isolation, notes


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="%d cases, %d rounds"
                    % (QUICK_CASES, QUICK_ROUNDS))
    ap.add_argument("--cases", type=int)
    ap.add_argument("--rounds", type=int)
    ap.add_argument("--rev", help="also the runner of this git revision (what a change bought)")
    ap.add_argument("--drive", choices=["alone", "bwrap"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.drive:
        return drive(args.drive)
    n = args.cases or (QUICK_CASES if args.quick else CASES)
    rounds = args.rounds or (QUICK_ROUNDS if args.quick else ROUNDS)
    oj = find_oj()
    if oj is None:
        sys.exit("oj overhead bench: oj (online-judge-tools) is not installed here; "
                 "pip install -r bench/requirements.txt")
    py = real_python3()
    oj_jobs = oj_has_jobs(oj)
    oj_version = subprocess.run([oj, "--version"], capture_output=True, text=True,
                                timeout=120).stdout.strip().splitlines()
    oj_version = oj_version[-1] if oj_version else "?"
    folder = tempfile.mkdtemp(prefix="oj-overhead-bench-")
    try:
        write_cases(folder, n)
        compile_runner(py)
        rev_runner = None
        if args.rev:
            rev_root = export_rev(args.rev, os.path.join(folder, "rev"))
            compile_runner(py, rev_root)
            rev_runner = os.path.join(rev_root, "runner.py")
        cont = contenders(py, oj, oj_jobs, args.rev, rev_runner)
        began, load0 = time.time(), os.getloadavg()
        stderr_of = {}
        for name, (argv, family, _) in cont.items():      # warm-up, untimed
            _, _, rc, out, err, _ = timed(argv, folder)
            check(name, family, n, rc, out, err)
            stderr_of[name] = err
        walls, cpus, busy = ({c: [] for c in cont} for _ in range(3))
        for rnd in range(rounds):
            for name, (argv, family, _) in cont.items():
                wall, cpu, rc, out, err, machine = timed(argv, folder)
                check(name, family, n, rc, out, err)
                walls[name].append(wall)
                cpus[name].append(cpu)
                busy[name].append(machine)
            print("round %d/%d: %s" % (rnd + 1, rounds, ", ".join(
                "%s %.2f s" % (c, walls[c][-1]) for c in cont)), flush=True)
        elapsed, load1 = time.time() - began, os.getloadavg()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    containment, isolation, notes = runner_modes(stderr_of["dlx-judge -j 1"])
    med = {c: {"wall": median(walls[c]), "cpu": median(cpus[c]), "machine": median(busy[c])}
           for c in cont}
    ratios, rev_ratios = {}, {}
    for jobs in (1, 2):
        theirs = "oj test" if jobs == 1 else ("oj test -j 2" if oj_jobs else None)
        for table, ours in ((ratios, "dlx-judge -j %d" % jobs),
                            (rev_ratios, "dlx-judge@%s -j %d" % (args.rev, jobs))):
            if theirs and ours in med:
                table["-j %d" % jobs] = {k: med[ours][k] / med[theirs][k]
                                         for k in ("wall", "cpu", "machine")}
                table["-j %d" % jobs]["vs"] = theirs
    lines = ["# dlx-judge runner against oj test, overhead per tiny case %s"
             % datetime.datetime.now().isoformat(timespec="seconds"), "",
             "%s; CPython %s; %d CPUs, load average %.1f at start, %.1f at end; %d s; median of %d "
             "rounds; %d A+B cases (oj's layout, test/sample-K.in/.out), a Python main.py run by "
             "%s (what python3 starts, for both); %s; runner in its default modes: "
             "containment %s, isolation %s (auto)."
             % (platform.platform(), platform.python_version(), os.cpu_count(), load0[0], load1[0],
                elapsed, rounds, n, py, oj_version, containment, isolation)]
    if notes:
        lines.append("The runner's notes: %s." % "; ".join(notes))
    lines += ["Each contender is a whole command, timed end to end: wall clock, CPU (user + "
              "system) of its process tree from os.wait4, and the whole machine's busy CPU "
              "meanwhile from /proc/stat (kernel work on namespaces, mounts and cgroups that no "
              "wait4 sees, and whatever else ran); one untimed warm-up run each; the "
              "rounds interleaved. oj measures each case's memory with GNU time (its default "
              "on Linux)%s. Both start from compiled bytecode (oj's compiled by pip at its "
              "install, the runner's by compileall first, as pip would)."
              % ("" if oj_jobs else "; this oj has no -j"),
              "Reproduce: `python bench/oj_overhead.py%s%s`." % (
                  " --quick" if args.quick else "", " --rev " + args.rev if args.rev else ""),
              "", "| contender | wall | CPU | wall per case | CPU per case "
              "| machine CPU per case |", "|---|---|---|---|---|---|"]
    for c in cont:
        lines.append("| `%s` | %.2f s | %.2f s | %.1f ms | %.1f ms | %.1f ms |" % (
            c, med[c]["wall"], med[c]["cpu"], 1000 * med[c]["wall"] / n,
            1000 * med[c]["cpu"] / n, 1000 * med[c]["machine"] / n))
    lines += ["", "| ratio dlx-judge / oj | wall | CPU | machine CPU |", "|---|---|---|---|"]
    for label, table in (("", ratios), ("@%s " % args.rev, rev_ratios)):
        for j, r in table.items():
            lines.append("| %s%s (against `%s`) | %.2f | %.2f | %.2f |" % (
                label, j, r["vs"], r["wall"], r["cpu"], r["machine"]))
    alone = med["alone"]["cpu"]
    lines += ["", "CPU a case adds to `python3 main.py` alone (%.1f ms a case):" % (
        1000 * alone / n), "", "| what | CPU added per case |", "|---|---|"]
    for c in cont:
        if c != "alone":
            lines.append("| %s | %.1f ms |" % (c, 1000 * (med[c]["cpu"] - alone) / n))
    met = all(ratios.get(j, {"wall": float("inf")})["wall"] <= 1.0 for j in ("-j 1", "-j 2"))
    lines += ["", "Target, at most 1.0x oj's time with -j 1 and -j 2 (wall): %s (%s)."
              % (", ".join("%s %.2f" % (j, r["wall"]) for j, r in ratios.items()),
                 "met" if met else "**not met**")]
    text = "\n".join(lines) + "\n"
    stem = note_stem("oj-overhead", args.quick)
    with open(stem + ".md", "w") as f:
        f.write(text)
    with open(stem + ".json", "w") as f:
        json.dump({"cases": n, "rounds": rounds, "containment": containment,
                   "isolation": isolation, "notes": notes, "oj": oj_version,
                   "load_average": [load0[0], load1[0]], "seconds": elapsed,
                   "rev": args.rev, "wall": walls, "cpu": cpus, "machine": busy,
                   "median": med, "ratios": ratios, "rev_ratios": rev_ratios}, f, indent=1)
    print(text)


if __name__ == "__main__":
    main()
