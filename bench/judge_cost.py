"""The local judge's own cost, end to end, against the tools a contestant or a problem setter
would use instead, on the harness (harness.py): each contender a whole command, wall seconds
(on two cores a -j 2 run is CPU-bound, so wall is what a user waits for).

    python3 bench/judge_cost.py [--quick] [--only tiny,verify,judge] [--rev REV]

- "tiny cases": A+B cases in oj's layout (test/sample-K.in/.out, bench/judge_cost/cases.py)
  and a Python main.py: `runner.py test/ main.py -j 1` and `-j 2` against online-judge-tools'
  `oj test` (one case at a time, and -j 2 where its `--help` offers it), where the judge's
  overhead per case is all there is to see; and two floors (where the time goes, not
  contenders: bench/judge_cost/drive.py), every case run one after the other as
  `python3 main.py < case` alone, and the same inside bwrap with the runner's arguments.
- "verify": `runner.py verify` against problemtools' `verifyproblem -p submissions` on one
  package of 20 submissions in Python and C++ (12 accepted, 4 wrong, 2 too slow, 2 crashing).
- "make judge": the tree's runner on its own problems and solutions, the two commands of
  `make judge` (`runner.py`, then `runner.py --cpp`; --quick: one problem): with --rev, what a
  change to the judge bought.
Every run must accept every case (the runner "total: N/N AC", oj "test success", verify
"20 matched, 0 did not", verifyproblem "0 errors"). The runner and the peers start from
compiled bytecode (the peers' compiled by pip at their install, each tree's runner by
compileall first, as pip would). The DLXJUDGE_* modes of the environment apply to every tree
alike (the note's environment line records them). Needs `oj` and `verifyproblem` (bench
venv: bench/requirements.txt); without one, its columns stay empty and it says so.
"""
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path.insert(0, BENCH)
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402

cases = harness.load("bench/judge_cost/cases.py", "judge_cost_cases")
DRIVE = os.path.join(BENCH, "judge_cost", "drive.py")
CASES, QUICK_CASES = 100, 20
QUICK_PROBLEM = "poj_3740"       # a Python solution and a C++ twin
_scratch = {}


def real_python3():
    """The interpreter `python3` on PATH starts, as a path: a launcher such as a pyenv shim
    would add its own start-up to every case of oj's (the runner runs its own interpreter)."""
    found = shutil.which("python3")
    if not found:
        return sys.executable
    return subprocess.run([found, "-c", "import sys; print(sys.executable)"],
                          stdout=subprocess.PIPE, universal_newlines=True, timeout=120,
                          check=True).stdout.strip() or found


def tool(name):
    """A peer's executable: beside this interpreter (the bench venv), else on PATH."""
    here = os.path.join(os.path.dirname(sys.executable), name)
    return here if os.access(here, os.X_OK) else shutil.which(name)


def oj_has_jobs(oj):
    out = subprocess.run([oj, "test", "--help"], stdout=subprocess.PIPE,
                         universal_newlines=True, timeout=120).stdout
    return "--jobs" in out or " -j " in out


def prepare(tree, scratch, quick):
    """Once per tree: its runner compiled to bytecode; once per run: the inputs."""
    subprocess.run([PY, "-m", "compileall", "-q", os.path.join(tree, "judge"),
                    os.path.join(tree, "runner.py")], stdout=subprocess.DEVNULL, check=True)
    if not _scratch:
        folder = tempfile.mkdtemp(prefix="dlx-bench-judge-")
        os.chmod(folder, 0o755)
        cases.write_cases(folder, QUICK_CASES if quick else CASES)
        _scratch["tiny"], _scratch["pkg"] = folder, cases.write_package(folder)
        for name in ("oj", "verifyproblem"):
            if not tool(name):
                sys.stderr.write("judge_cost: no %s here (bench/requirements.txt): its "
                                 "columns stay empty\n" % name)


def said(text):
    return lambda out: None if text.encode() in out else "did not say %r" % text


def n_cases(quick):
    return QUICK_CASES if quick else CASES


WORKLOADS = [
    Workload("A+B, tiny cases", "tiny", "tiny", True,
             "%d cases (--quick %d), a Python A+B solution" % (CASES, QUICK_CASES)),
    Workload("verify, 20 submissions", "verify", "verify", True,
             "A+B, legacy package format, 11 cases, 20 submissions in Python and C++"),
    Workload("make judge", "judge", "judge", True,
             "`runner.py` then `runner.py --cpp` on the tree's own problems (--quick: %s "
             "only)" % QUICK_PROBLEM),
]


def runner_tiny(jobs):
    def commands(w, tree, quick):
        if w.data != "tiny":
            return []
        return [Command([PY, os.path.join(tree, "runner.py"), "test/", "main.py", "-j",
                         str(jobs)], cwd=_scratch["tiny"], check_stderr=True, cap=600.0,
                        check=said("total: %d/%d AC" % ((n_cases(quick),) * 2)))]
    return commands


def oj_tiny(jobs):
    def commands(w, tree, quick):
        oj = tool("oj")
        if w.data != "tiny" or not oj or (jobs > 1 and not oj_has_jobs(oj)):
            return []
        argv = [oj, "test", "-c", "%s main.py" % shlex.quote(PY), "-d", "test"]
        return [Command(argv + (["-j", str(jobs)] if jobs > 1 else []), cwd=_scratch["tiny"],
                        check_stderr=True, cap=600.0,
                        check=said("test success: %d cases" % n_cases(quick)))]
    return commands


def floor(how):
    def commands(w, tree, quick):
        if w.data != "tiny":
            return []
        return [Command([PY, DRIVE, how, PY], cwd=_scratch["tiny"], cap=600.0,
                        check=said("%d/%d right" % ((n_cases(quick),) * 2)))]
    return commands


def verify(w, tree, quick):
    if w.data != "verify":
        return []
    return [Command([PY, os.path.join(tree, "runner.py"), "verify", _scratch["pkg"]],
                    cwd=_scratch["tiny"], check_stderr=True, cap=900.0,
                    check=said("%d matched, 0 did not" % len(cases.SUBMISSIONS)))]


def verifyproblem(w, tree, quick):
    peer = tool("verifyproblem")
    if w.data != "verify" or not peer:
        return []
    return [Command([peer, _scratch["pkg"], "-p", "submissions"], cwd=_scratch["tiny"],
                    check_stderr=True, cap=900.0, check=said(" 0 errors"))]


def make_judge(w, tree, quick):
    if w.data != "judge":
        return []
    runner = [PY, os.path.join(tree, "runner.py")]
    problems = [QUICK_PROBLEM] if quick else []
    return [Command(runner + problems, cwd=tree, cap=1800.0),
            Command(runner + ["--cpp"] + problems, cwd=tree, cap=1800.0)]


PY = real_python3()
ONE, TWO = "tiny cases, one at a time", "tiny cases, -j 2"
BENCHMARK = harness.Benchmark(
    "judge-cost", "The local judge's own cost against oj test and verifyproblem",
    __doc__.split("\n\n")[0], WORKLOADS, [
        Contender("dlx-judge -j 1", "runner.py test/ main.py -j 1 (default modes)",
                  runner_tiny(1), rev=True, group=ONE),
        Contender("oj test", "oj test -c 'python3 main.py' -d test", oj_tiny(1), group=ONE),
        Contender("alone", "floor: every case as `python3 main.py < case`, one after the "
                  "other", floor("alone"), group=ONE),
        Contender("in bwrap", "floor: the same inside bwrap with the runner's arguments",
                  floor("bwrap"), group=ONE),
        Contender("dlx-judge -j 2", "runner.py test/ main.py -j 2", runner_tiny(2), rev=True,
                  group=TWO),
        Contender("oj test -j 2", "oj test ... -j 2", oj_tiny(2), group=TWO),
        Contender("verify", "runner.py verify PKG", verify, rev=True, group="verify"),
        Contender("verifyproblem", "problemtools' verifyproblem PKG -p submissions",
                  verifyproblem, group="verify"),
        Contender("runner", "`make judge`'s two commands, the tree's runner", make_judge,
                  rev=True, group="make judge")],
    baseline={ONE: "oj test", TWO: "oj test -j 2", "verify": "verifyproblem",
              "make judge": "runner"},
    rounds=5, quick_rounds=1, metric="wall", prepare=prepare)

if __name__ == "__main__":
    try:
        harness.main(BENCHMARK)
    finally:
        for folder in set(_scratch.values()):
            if os.path.isdir(folder) and folder.startswith(tempfile.gettempdir()):
                shutil.rmtree(folder, ignore_errors=True)
