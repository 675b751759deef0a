"""A package's own programs compile in the sandbox exactly as solutions do (judge/programs.py
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
from judging import open_folder, open_up  # noqa: F401 (a fixture)
from test_sandbox import BWRAP_MISSING, alive, hostile_env

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
    from judge import job, programs
    from judge.languages import CompileError
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
