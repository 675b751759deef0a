"""Paths a judged program could have made never break the runner: a tree too deep for a
recursive remove, a --json path that is a link or a device, file names that are not UTF-8,
a stdout closed before the runner starts."""
import json
import os
import subprocess
import sys

import pytest

from conftest import RUNNER
from judge.sandbox import scratch
from judging import judge, make_problem
from test_packages import SUM, write


def test_a_tree_deeper_than_any_recursion_is_removed(tmp_path):
    top = tmp_path / "top"
    top.mkdir()
    fd = os.open(str(top), os.O_RDONLY)
    for depth in range(3000):
        os.mkdir("d", dir_fd=fd)
        inner = os.open("d", os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = inner
    os.symlink(str(tmp_path / "keep"), "link", dir_fd=fd)
    os.close(fd)
    (tmp_path / "keep").write_text("the link's target stays\n")
    assert scratch.remove(str(top)) and not top.exists()
    assert (tmp_path / "keep").read_text() == "the link's target stays\n"


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
