"""Covers judge/checking/checkers.py.

What judges a run is out of the solution's reach: a root runner gives the checker host,
output validators and interactors a uid of their own (privilege.CHECK_UID), so a solution
cannot ptrace or signal them, write into their pipes, or read their copy of the answer;
behind bwrap they are in other PID namespaces anyway (docs/sandbox.md, rows 1-4)."""
import grp
import json
import os
import pwd
import subprocess

import pytest

from conftest import RUNNER
from fake_problems import (RUN_PYTHON, make_problem, open_up,
                           skip_unless_uid_65534_reaches_the_repository, toml_for)
from sandbox_modes import (CONTAINMENTS, ISOLATIONS, ROOT_RUNNER, alive, hostile_env, needs_gxx,
                           run_as_user)

from judge.sandbox import privilege

SUM_CHECKER = """def check(i, o, a):
    return o.split() == a.split(), "not the sum"
"""


def test_the_judges_uid_is_nobodys():
    """CHECK_UID is no user's and no group's here, and not the solution's."""
    assert privilege.CHECK_UID != privilege.RUN_UID
    with pytest.raises(KeyError):
        pwd.getpwuid(privilege.CHECK_UID)
    with pytest.raises(KeyError):
        grp.getgrgid(privilege.CHECK_GID)


@pytest.mark.parametrize("containment", CONTAINMENTS)
@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_a_solution_cannot_reach_the_checker_host(open_folder, isolation, containment):
    """checker_attack.py prints a wrong sum, then forges {"ok": true} into the checker host's
    pipes, PTRACE_ATTACHes to it and SIGSTOPs it: still WA, in the checker's own words (a
    stopped host would be a JE, a forged reply an AC). Rows 1-4 (root); without bwrap an
    ordinary user's run is that user, and reaches its own checker (row 6)."""
    if isolation == "none":
        if not ROOT_RUNNER:
            pytest.skip("without bwrap an ordinary user's run is that user (docs/sandbox.md row 6)")
        skip_unless_uid_65534_reaches_the_repository()
    folder = make_problem(open_folder, "attack", solution="checker_attack",
                          cases={"small": ("%s 1 2\n" % open_folder, "3\n")},
                          toml=toml_for("solutions/checker_attack.py", compare="checker"),
                          checker=SUM_CHECKER)
    rec = run_as_user(open_folder, isolation=isolation, containment=containment).get("attack")
    assert rec["verdict"] == "WA" and rec["message"] == "not the sum", rec
    assert not alive(str(folder).encode())


@pytest.mark.skipif(not ROOT_RUNNER, reason="an ordinary user's run without bwrap is that user "
                                            "(docs/sandbox.md row 6)")
@pytest.mark.parametrize("containment", CONTAINMENTS)
def test_without_bwrap_a_run_signals_no_process_outside_it(open_folder, containment):
    """Rows 3 and 4 (root, no bwrap; a cgroup or the subreaper): the run's keeper gives it a
    PID namespace of its own (privilege.own_pids), so a SIGKILL to another process of its uid
    65534 (a sleeper here, standing for the other runs and for a daemon run as nobody), by
    pid or to all it may signal (kill -1), reaches nothing: the sleeper lives on, and the
    sum is AC."""
    skip_unless_uid_65534_reaches_the_repository()
    sleeper = subprocess.Popen(["sleep", "120"], user=privilege.RUN_UID,
                               group=privilege.RUN_GID, extra_groups=[])
    try:
        make_problem(open_folder, "signal_all", solution="signal_all",
                     cases={"small": ("1 2 %d\n" % sleeper.pid, "3\n")})
        run = run_as_user(open_folder, isolation="none", containment=containment)
        assert run.get("signal_all")["verdict"] == "AC", run.records
        assert sleeper.poll() is None, "the run killed a process of its uid outside it"
    finally:
        sleeper.kill()
        sleeper.wait()


# the interactor: the one word of the answer, guessed once (C++: its build is readable by
# every uid, as a Python program's own folder is not yet, without bwrap)
STEAL_INTERACTOR = """#include <fstream>
#include <iostream>
#include <string>
int main(int argc, char **argv) {
    std::ifstream answer(argv[2]);
    std::string secret, guess;
    answer >> secret;
    std::cin >> guess;
    return guess == secret ? 42 : 43;
}
"""
# reads the answer its interactor was given (the path is in the interactor's command line)
STEAL = """import os
guess = "0"
for pid in filter(str.isdigit, os.listdir("/proc")):
    try:
        words = open("/proc/%s/cmdline" % pid, "rb").read().decode().split("\\0")
    except OSError:
        continue
    for w in words:
        if w.endswith(os.sep + "answer") and "check-" in w:
            try:
                guess = open(w).read().strip()
            except OSError:
                pass
print(guess, flush=True)
"""


@needs_gxx
@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_an_interactive_solution_cannot_read_the_interactors_answer(open_folder, isolation):
    """The interactor's copy of the answer is in a 0700 folder of the judge's uid: a solution
    that finds its path in the interactor's command line cannot open it (WA, not AC)."""
    if isolation == "none" and not ROOT_RUNNER:
        pytest.skip("without bwrap an ordinary user's run is that user (docs/sandbox.md row 6)")
    (open_folder / "cases").mkdir()
    (open_folder / "cases" / "1.in").write_text("\n")
    (open_folder / "cases" / "1.ans").write_text("918273645\n")
    (open_folder / "interactor.cpp").write_text(STEAL_INTERACTOR)
    (open_folder / "steal.py").write_text(STEAL)
    open_up(open_folder)
    report = open_folder / "report.json"
    proc = subprocess.run([RUN_PYTHON, str(RUNNER), str(open_folder / "cases"),
                           str(open_folder / "steal.py"), "--interactor",
                           str(open_folder / "interactor.cpp"), "--python", RUN_PYTHON,
                           "--json", str(report)], capture_output=True, timeout=300,
                          env=hostile_env("auto", isolation))
    records = json.loads(report.read_text()) if report.exists() else []
    assert [r["verdict"] for r in records] == ["WA"], proc.stdout + proc.stderr
