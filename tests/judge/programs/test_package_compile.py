"""Covers judge/programs/building.py.

A package's own programs compile in the sandbox exactly as solutions do (judge/programs/building.py
through languages.run_compiler): from a copy of their own files, seeing the toolchain and
nothing else of ours, under the compile's limits, the compiler's whole tree killed at one.
So a submission that pulls a stored answer in at compile time (an `.incbin` of it, or an
`#include` of a file outside its own folder) or that reads /dev/random without end is a CE
(or a JE), never AC, and leaves no compiler behind; a plain C++ submission still gets the
verdict it expects."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from conftest import RUNNER
from fake_packages import PACKAGES
from fake_problems import open_up
from sandbox_modes import BWRAP_MISSING, alive, hostile_env

pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")
ROOT_RUNNER = os.geteuid() == 0
ISOLATIONS = [pytest.param("bwrap", marks=pytest.mark.skipif(bool(BWRAP_MISSING),
                                                             reason=str(BWRAP_MISSING))),
              "none"]

SUM = r"""
#include <cstdio>
int main() { long a, b; std::scanf("%ld %ld", &a, &b); std::printf("%ld\n", EXPR); return 0; }
"""
# the stored answer, by its absolute path, into the program's read-only data (__asm__ gets
# past -fno-asm)
INCBIN = r"""
#include <cstdio>
__asm__(".section .rodata\n.global stolen\nstolen:\n.incbin \"PATH\"\n.byte 0\n.previous\n");
extern "C" const char stolen[];
int main() { std::fputs(stolen, stdout); return 0; }
"""
# the answer as C tokens, by a path relative to the submission's own folder
INCLUDE = r"""
#include <cstdio>
const long answer =
#include "../../data/secret/1.ans"
;
int main() { std::printf("%ld\n", answer); return 0; }
"""


def make_package(root):
    pkg = root / "pkg"
    (pkg / "data" / "secret").mkdir(parents=True)
    (pkg / "problem.yaml").write_text("name: Sum\nlimits:\n  time_limit: 2\n")
    (pkg / "data" / "secret" / "1.in").write_text("1 2\n")
    (pkg / "data" / "secret" / "1.ans").write_text("3\n")
    subs = pkg / "submissions"
    answer = pkg / "data" / "secret" / "1.ans"
    files = {"accepted/sum.cpp": SUM.replace("EXPR", "a + b"),
             "wrong_answer/diff.cpp": SUM.replace("EXPR", "a - b"),
             "accepted/incbin.cpp": INCBIN.replace("PATH", str(answer)),
             "accepted/include.cpp": INCLUDE,
             "accepted/random_%s.cpp" % root.name: "#include </dev/random>\nint main() {}\n"}
    for name, text in files.items():
        (subs / name).parent.mkdir(parents=True, exist_ok=True)
        (subs / name).write_text(text)
    return pkg


@pytest.mark.parametrize("isolation", ISOLATIONS)
def test_package_submissions_compile_in_the_sandbox(open_folder, isolation):
    if isolation == "none" and not ROOT_RUNNER:
        pytest.skip("without bwrap an ordinary user's compiler reads what that user can")
    pkg = make_package(open_folder)
    open_up(open_folder)
    os.chmod(str(pkg / "data" / "secret" / "1.ans"), 0o600)   # root's alone, as a judge's
    report = open_folder / "verify.json"
    proc = subprocess.run([sys.executable, str(RUNNER), "verify", str(pkg), "--json",
                           str(report)], capture_output=True, timeout=600,
                          env=hostile_env("auto", isolation))
    out = proc.stdout.decode() + proc.stderr.decode()
    got = {r["submission"]: r for r in json.loads(report.read_text())}
    assert got["accepted/sum.cpp"]["verdict"] == "AC", out
    assert got["wrong_answer/diff.cpp"]["verdict"] == "WA", out
    for name in ("accepted/incbin.cpp", "accepted/include.cpp"):
        assert got[name]["verdict"] in ("CE", "JE"), (name, out)
    endless = got["accepted/random_%s.cpp" % open_folder.name]
    assert endless["verdict"] == "CE" and "stopped" in endless["detail"], out
    assert not alive(("random_%s.cpp" % open_folder.name).encode())   # no cc1plus left
    assert proc.returncode == 1, out       # three accepted/ that are not AC


def test_the_copy_holds_the_programs_own_files_and_nothing_else(tmp_path):
    """A folder program keeps its headers (its own files are copied); a file beside a single
    file program is not copied with it."""
    from judge import programs
    from judge.judging import job
    from judge.programs import CompileError
    folder = tmp_path / "two"
    folder.mkdir()
    (folder / "sum.h").write_text("static long sum(long a, long b) { return a + b; }\n")
    (folder / "main.cpp").write_text('#include "sum.h"\nint main() { return sum(1, -1); }\n')
    build = tmp_path / "build"
    build.mkdir()
    box = job.package_box(job.modes())
    program = programs.build(str(folder), str(build), sys.executable, 256, box)
    assert program.language == "c++" and os.path.isfile(program.argv[0])
    with pytest.raises(CompileError, match="sum.h"):
        programs.build(str(folder / "main.cpp"), str(build), sys.executable, 256, box)


# ------------------------------------------------- built as the package's own tool builds it
OURS = sorted(n for n in os.listdir(PACKAGES) if n.startswith("programs-"))


@pytest.mark.parametrize("name", OURS)
def test_our_stored_packages_verify_clean(name):
    """Each programs-* package (its README says what it exercises) matches every
    submission: a C++ validator in C++23 with a header in a subfolder, an interactive and a
    pseudo-interactive package whose submissions end their talk every way there is."""
    proc = subprocess.run([sys.executable, str(RUNNER), "verify", os.path.join(PACKAGES, name)],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=900)
    out = proc.stdout.decode()
    assert proc.returncode == 0 and " 0 did not" in out, out


def test_packages_get_the_format_tools_line_and_a_standard_the_compiler_knows(monkeypatch):
    from judge.programs import languages
    line = languages.compiler_line("c++", languages.PACKAGE_JUDGE, None)
    assert line[0] == "g++" and any(w.startswith("-std=gnu++2") for w in line), line
    monkeypatch.setattr(languages, "_KNOWN", {("g++", "gnu++23"): False,
                                              ("g++", "gnu++2b"): True})
    assert "-std=gnu++2b" in languages.compiler_line("c++", languages.PACKAGE_JUDGE, None)
    assert "-std=c++11" in languages.compiler_line("c++", languages.PACKAGE_JUDGE, "c++11")


def test_a_validator_that_does_not_compile_is_a_je_naming_its_compile_line(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "data" / "secret").mkdir(parents=True)
    (pkg / "problem.yaml").write_text("name: Sum\nvalidation: custom\n")
    (pkg / "data" / "secret" / "1.in").write_text("1 2\n")
    (pkg / "data" / "secret" / "1.ans").write_text("3\n")
    (pkg / "output_validators" / "v").mkdir(parents=True)
    (pkg / "output_validators" / "v" / "check.cpp").write_text("int main() { return x; }\n")
    (pkg / "submissions" / "accepted").mkdir(parents=True)
    (pkg / "submissions" / "accepted" / "sum.py").write_text("print(3)\n")
    proc = subprocess.run([sys.executable, str(RUNNER), "verify", str(pkg)],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    out = proc.stdout.decode()
    assert proc.returncode == 3 and "was not declared" in out, out
    assert "compiled by: g++ -std=gnu++2" in out and "check.cpp" in out, out


CHECK_C = r"""
#include <stdio.h>
#ifndef WANT_EXIT
#error "built without its build script's -DWANT_EXIT"
#endif
int main(int argc, char **argv) {
    long a, b, c;
    FILE *f = fopen(argv[1], "r");
    if (!f || fscanf(f, "%ld %ld", &a, &b) != 2) return 1;
    return scanf("%ld", &c) == 1 && c == a + b ? WANT_EXIT : 43;
}
"""
# (file, text, executable) of an output validator folder with the format's scripts
BUILD_AND_RUN = [("check.c", CHECK_C, False),
                 ("build", "#!/bin/sh\ncc -O2 -DWANT_EXIT=42 -o checker check.c\n", True),
                 ("run", "#!/bin/sh\nexec ./checker \"$@\"\n", True)]
RUN_ONLY = [("run", 'read got\nread want < "$2"\n[ "$got" = "$want" ] && exit 42\nexit 43\n',
             False)]          # not executable: the format says it is a shell script


@pytest.mark.parametrize("files", [BUILD_AND_RUN, RUN_ONLY], ids=["build-and-run", "run-only"])
def test_a_validator_folder_with_build_and_run_scripts(tmp_path, files):
    pkg = tmp_path / "pkg"
    (pkg / "data" / "secret").mkdir(parents=True)
    (pkg / "problem.yaml").write_text("name: Sum\nvalidation: custom\n")
    (pkg / "data" / "secret" / "1.in").write_text("1 2\n")
    (pkg / "data" / "secret" / "1.ans").write_text("3\n")
    folder = pkg / "output_validators" / "v"
    folder.mkdir(parents=True)
    for name, text, executable in files:
        (folder / name).write_text(text)
        os.chmod(str(folder / name), 0o755 if executable else 0o644)
    for verdict, text in (("accepted", "print(3)\n"), ("wrong_answer", "print(4)\n")):
        (pkg / "submissions" / verdict).mkdir(parents=True)
        (pkg / "submissions" / verdict / "s.py").write_text(text)
    proc = subprocess.run([sys.executable, str(RUNNER), "verify", str(pkg)],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    out = proc.stdout.decode()
    assert proc.returncode == 0 and "2 matched, 0 did not" in out, out
