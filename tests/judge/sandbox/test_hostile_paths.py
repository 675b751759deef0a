"""Covers judge/sandbox/scratch.py.

Paths a judged program could have made never break the runner: a tree too deep for a
recursive remove, a --json path that is a link or a device, file names that are not UTF-8,
a stdout closed before the runner starts."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from conftest import RUNNER
from judge.sandbox import scratch
from fake_problems import judge, make_problem
from fake_packages import SUM, write


def test_a_tree_deeper_than_any_recursion_is_removed(tmp_path):
    top = tmp_path / "top"
    top.mkdir()
    fd = os.open(str(top), os.O_RDONLY)
    for depth in range(1100):                  # past the recursion limit and PATH_MAX
        os.mkdir("deep", dir_fd=fd)
        inner = os.open("deep", os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = inner
    os.symlink(str(tmp_path / "keep"), "link", dir_fd=fd)
    os.close(fd)
    (tmp_path / "keep").write_text("the link's target stays\n")
    try:
        assert scratch.remove(str(top)) and not top.exists()
        assert (tmp_path / "keep").read_text() == "the link's target stays\n"
    finally:                 # a failed remove must not leave pytest's own cleanup a tree
        if os.path.lexists(str(top)):          # its shutil.rmtree cannot recurse through
            subprocess.run(["rm", "-rf", "--", str(top)], check=False)


def test_a_solution_that_leaves_a_deep_tree_breaks_no_later_run(tmp_path):
    make_problem(tmp_path, "sum", solution="deep_tree")
    first = judge(tmp_path, timeout=300)
    assert first.rc == 0 and {r["verdict"] for r in first.records} == {"AC"}, first.records
    second = judge(tmp_path, timeout=300)        # its start-up sweep finds nothing to choke on
    assert second.rc == 0, second.records


def test_json_never_replaces_a_link_and_dash_is_stdout(tmp_path):
    write(tmp_path / "c" / "1.in", "1 2\n")
    write(tmp_path / "c" / "1.ans", "3\n")
    sol = write(tmp_path / "s.py", SUM)
    target = write(tmp_path / "target.txt", "untouched\n")
    os.symlink(str(target), str(tmp_path / "link.json"))
    out = subprocess.run([sys.executable, str(RUNNER), str(tmp_path / "c"), str(sol), "--json",
                          str(tmp_path / "link.json")], capture_output=True, timeout=300)
    assert out.returncode == 2 and b"not a regular file" in out.stderr, out.stderr
    assert os.path.islink(str(tmp_path / "link.json")) and target.read_text() == "untouched\n"
    out = subprocess.run([sys.executable, str(RUNNER), str(tmp_path / "c"), str(sol), "--json",
                          "-"], capture_output=True, timeout=300)
    assert out.returncode == 0 and json.loads(out.stdout)[0]["verdict"] == "AC", out.stdout
    assert b"1/1 AC" in out.stderr             # the lines went to stderr


def test_a_name_that_is_not_utf8_is_reported_escaped(tmp_path):
    folder = tmp_path / "c"
    folder.mkdir()
    for suffix, text in ((b".in", b"1 2\n"), (b".ans", b"3\n")):
        with open(os.path.join(os.fsencode(str(folder)), b"x\xff" + suffix), "wb") as f:
            f.write(text)
    sol = write(tmp_path / "s.py", SUM)
    report = tmp_path / "r.json"
    out = subprocess.run([sys.executable, str(RUNNER), str(folder), str(sol), "--json",
                          str(report)], capture_output=True, timeout=300)
    assert out.returncode == 0 and b"Traceback" not in out.stderr, out.stderr
    assert json.loads(report.read_text())[0]["case"] == "x\\xff"


def test_a_closed_stdout_is_no_traceback(tmp_path):
    write(tmp_path / "c" / "1.in", "1 2\n")
    write(tmp_path / "c" / "1.ans", "3\n")
    sol = write(tmp_path / "s.py", SUM)
    out = subprocess.run("%s %s %s %s >&-" % (sys.executable, RUNNER, tmp_path / "c", sol),
                         shell=True, stderr=subprocess.PIPE, timeout=300)
    assert out.returncode == 0 and b"Traceback" not in out.stderr, out.stderr


@pytest.mark.parametrize("containment", ["subreaper", "auto"])
def test_no_file_a_run_writes_passes_its_memory_limit(tmp_path, containment):
    """96 MB written to a file in the working directory at a 64 MB limit: RE (the write is
    refused at the limit, RLIMIT_FSIZE) or MLE (a cgroup counts the page cache first), never
    AC; the subreaper, which sees no page cache, gave AC before."""
    make_problem(tmp_path, "sum", solution="big_file", cases={"small": ("1 2\n", "3\n")})
    run = judge(tmp_path, env=dict(os.environ, DLXJUDGE_CONTAINMENT=containment),
                timeout=300)
    assert run.get("sum", "small")["verdict"] in ("RE", "MLE"), run.records


# ------------------------------------------------------- a package's validator and its feedback

from fake_packages import judged, package           # noqa: E402

SYSTEM_PYTHON = "/usr/bin/python3"   # what uid 65534 can run: a root runner drops validators to it
REJECTS_WITH_A_MESSAGE = '''
import sys
open(sys.argv[3] + "judgemessage.txt", "w").write("the validator's own words")
sys.exit(42 if sys.stdin.read().split() == open(sys.argv[2]).read().split() else 43)
'''
TWO_PASSES = '''
import os, sys
feedback = sys.argv[3]
got = sys.stdin.read().split()
if not os.path.exists(feedback + "seen"):      # pass 1: ask for a second pass on "7"
    open(feedback + "seen", "w").write("1")
    open(feedback + "nextpass.in", "w").write("7\\n")
    sys.exit(42)
sys.exit(42 if got == ["14"] else 43)
'''
LINKS_ITS_MESSAGE = '''
import os, sys
os.symlink(%r, sys.argv[3] + "judgemessage.txt")
sys.exit(43)
'''
FIFO_MESSAGE = '''
import os, sys
os.mkfifo(sys.argv[3] + "judgemessage.txt")
sys.exit(43)
'''
needs_system_python = pytest.mark.skipif(not os.path.exists(SYSTEM_PYTHON),
                                         reason="needs /usr/bin/python3")


@needs_system_python
def test_a_validator_dropped_to_another_uid_writes_its_feedback(tmp_path):
    pkg = package(tmp_path / "pkg", "name: Sum\nvalidation: custom\n", None,
                  REJECTS_WITH_A_MESSAGE)
    wrong = write(tmp_path / "wrong.py", "print(0)\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", wrong, "--tl", "2", "--python",
                           SYSTEM_PYTHON)
    assert recs["secret/1"]["verdict"] == "WA", out
    assert recs["secret/1"]["message"] == "the validator's own words", out


@needs_system_python
def test_a_multi_pass_validator_dropped_to_another_uid_reaches_pass_two(tmp_path):
    pkg = package(tmp_path / "pkg", "name: Twice\nvalidation: custom multi-pass\n"
                  "limits:\n  time_limit: 1\n  validation_passes: 2\n",
                  {"secret/1": ("1\n", "2\n")}, TWO_PASSES)
    double = write(tmp_path / "double.py", "print(2 * int(input()))\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", double, "--python", SYSTEM_PYTHON)
    assert recs["secret/1"]["message"] == "accepted after 2 passes", out
    wrong = write(tmp_path / "wrong.py", "print(2)\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", wrong, "--python", SYSTEM_PYTHON)
    assert recs["secret/1"]["verdict"] == "WA" and "pass 2" in recs["secret/1"]["message"], out


@needs_system_python
def test_the_runner_never_reads_a_validators_link_or_fifo(tmp_path):
    secret = write(tmp_path / "secret.txt", "a file the validator may not read\n")
    for validator in (LINKS_ITS_MESSAGE % str(secret), FIFO_MESSAGE):
        pkg = package(tmp_path / "pkg", "name: Sum\nvalidation: custom\n", None, validator)
        shutil.rmtree(str(tmp_path / "pkg" / "output_validators"))
        package(tmp_path / "pkg", "name: Sum\nvalidation: custom\n", None, validator)
        sol = write(tmp_path / "sol.py", "print(3)\n")
        rc, recs, out = judged(tmp_path, pkg, "--solution", sol, "--tl", "2", "--python",
                               SYSTEM_PYTHON)
        assert rc == 3 and recs["sample/1"]["verdict"] == "JE", out
        assert "may not read" not in out


NEXT_PASS_BY_LINK = '''
import os, sys
os.symlink(%r, sys.argv[3] + "nextpass.in")  # pass 1 accepts and asks for a pass on that file
sys.exit(42)
'''
NEXT_PASS_BY_FIFO = '''
import os, sys
os.mkfifo(sys.argv[3] + "nextpass.in")        # a next input that never ends
sys.exit(42)
'''


@needs_system_python
def test_the_runner_never_feeds_the_next_pass_through_a_link_or_fifo(tmp_path):
    """A multi-pass validator's nextpass.in is read as judgemessage.txt is: a link to a file
    it may not read never becomes pass 2's input, a FIFO never blocks the runner: both JE."""
    secret = write(tmp_path / "secret.txt", "a file the validator may not read\n")
    echo = write(tmp_path / "echo.py", "import sys\nsys.stdout.write(sys.stdin.read())\n")
    for validator in (NEXT_PASS_BY_LINK % str(secret), NEXT_PASS_BY_FIFO):
        if (tmp_path / "pkg").exists():
            shutil.rmtree(str(tmp_path / "pkg"))
        pkg = package(tmp_path / "pkg", "name: Twice\nvalidation: custom multi-pass\n"
                      "limits:\n  time_limit: 1\n  validation_passes: 2\n",
                      {"secret/1": ("1\n", "2\n")}, validator)
        rc, recs, out = judged(tmp_path, pkg, "--solution", echo, "--python", SYSTEM_PYTHON)
        assert rc == 3 and recs["secret/1"]["verdict"] == "JE", out
        assert "may not read" not in out


def test_a_package_s_latin1_data_is_judged_as_its_tools_judge_it(tmp_path):
    """A package's data may be any bytes (problemtools reads them so); ours must be UTF-8."""
    pkg = package(tmp_path / "pkg", "name: Echo\n", {"secret/1": (b"caf\xe9\n", b"caf\xe9\n")})
    echo = write(tmp_path / "echo.py", "import sys\nsys.stdout.buffer.write(sys.stdin.buffer.read())\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", echo, "--tl", "2")
    assert rc == 0 and recs["secret/1"]["verdict"] == "AC", out


def test_a_link_that_loops_in_a_package_s_data_is_one_error_not_a_copy_per_level(tmp_path):
    """data/secret/again -> . made 40 copies of each case (one per level the kernel allows)
    or an ELOOP traceback; a linked folder that does not loop is walked as before."""
    pkg = package(tmp_path / "pkg", "name: Sum\n", {"secret/1": ("1 2\n", "3\n")})
    (pkg / "data" / "sample").mkdir()
    os.symlink("../secret", str(pkg / "data" / "sample" / "linked"))
    sol = write(tmp_path / "sol.py", SUM)
    rc, recs, out = judged(tmp_path, pkg, "--solution", sol, "--tl", "2")
    assert rc == 0 and sorted(recs) == ["sample/linked/1", "secret/1"], out
    os.symlink(".", str(pkg / "data" / "secret" / "again"))
    rc, recs, out = judged(tmp_path, pkg, "--solution", sol, "--tl", "2")
    assert rc != 0 and "a loop" in out and "again/again" not in out, out


LINKS_ITS_FEEDBACK = '''
import os, shutil, sys
feedback = sys.argv[3].rstrip("/")
try:
    shutil.rmtree(feedback)
    os.symlink(%r, feedback)
except OSError:
    pass          # behind bwrap feedback/ is a mount point: it stays
sys.exit(%d)
'''


@needs_system_python
@pytest.mark.parametrize("isolation", ["auto", "none"])
def test_a_validator_that_links_its_feedback_folder_leads_the_runner_nowhere(
        open_folder, isolation):
    """A validator that puts a link to a folder it may not read (root's, mode 0700) in place
    of feedback/: the runner reads no judgemessage.txt, feeds no nextpass.in and deletes
    nothing there (record.open_beneath: no link in any component below the check's folder)."""
    from fake_problems import open_up
    private = open_folder / "private"
    private.mkdir()
    (private / "judgemessage.txt").write_text("words of root's\n")
    (private / "nextpass.in").write_text("an input of root's\n")
    echo = write(open_folder / "echo.py", "import sys\nsys.stdout.write(sys.stdin.read())\n")
    for yaml, code in (("name: Sum\nvalidation: custom\n", 43),
                       ("name: Twice\nvalidation: custom multi-pass\n"
                        "limits:\n  time_limit: 1\n  validation_passes: 2\n", 42)):
        pkg = open_folder / "pkg"
        if pkg.exists():
            shutil.rmtree(str(pkg))
        package(pkg, yaml, {"secret/1": ("1\n", "2\n")}, LINKS_ITS_FEEDBACK % (str(private), code))
        open_up(open_folder)
        os.chmod(str(private), 0o700)
        args = ["--isolation", isolation] if isolation != "auto" else []
        rc, recs, out = judged(open_folder, pkg, "--solution", echo, "--tl", "2", "--python",
                               SYSTEM_PYTHON, *args)
        assert recs["secret/1"]["verdict"] in ("JE", "WA", "AC"), out  # AC: bwrap kept it
        assert "of root's" not in out
        assert sorted(os.listdir(str(private))) == ["judgemessage.txt", "nextpass.in"]
        assert os.stat(str(private)).st_uid == os.geteuid()


def test_a_runs_folder_is_never_given_through_a_link(tmp_path):
    """privilege.prepare_folder (a folder handed to a run's uid) refuses a link in place of
    the folder: a validator's feedback/ replaced by one before its next pass."""
    from judge.sandbox import privilege
    mine = tmp_path / "mine"
    mine.mkdir()
    os.symlink(str(mine), str(tmp_path / "feedback"))
    with pytest.raises(OSError):
        privilege.prepare_folder(str(tmp_path / "feedback"), os.geteuid() + 1 if os.geteuid()
                                 else 65533)
    assert os.stat(str(mine)).st_uid == os.geteuid()


REJECTS_AT_LENGTH = '''
import sys
open(sys.argv[3] + "judgemessage.txt", "w").write("x" * 200000 + " the end")
sys.exit(43)
'''


@needs_system_python
def test_a_validators_message_over_the_cap_is_cut_not_a_judge_error(tmp_path):
    """A judgemessage.txt over what is read of it (checkers.MESSAGE_BYTES x 64) is cut to its
    end, as a shorter one is: a solution's output echoed into it never turns a WA into a JE."""
    pkg = package(tmp_path / "pkg", "name: Sum\nvalidation: custom\n", None, REJECTS_AT_LENGTH)
    wrong = write(tmp_path / "wrong.py", "print(0)\n")
    rc, recs, out = judged(tmp_path, pkg, "--solution", wrong, "--tl", "2", "--python",
                           SYSTEM_PYTHON)
    assert recs["secret/1"]["verdict"] == "WA", out
    assert recs["secret/1"]["message"].endswith("x the end"), out
