"""Covers judge/judging/job.py.

One Job for every command (judge/judging/job.py): `runner.py stress` judges C and C++ solutions as
`runner.py PROBLEM` does (compiled once, in the sandbox, with the judge's flags; a compile
error is a CE in one line), the C++ twins can be stressed (--cpp), and the command line,
stress and the benchmarks build the same Job for the same arguments."""
import re
import shutil
import subprocess
import sys

import pytest

from conftest import RUNNER, ROOT, TESTDATA
from judge.commands import judge as cli, stress
from judge.judging import job

pytestmark = pytest.mark.skipif(shutil.which("g++") is None or shutil.which("gcc") is None,
                                reason="gcc and g++ are needed")

# POJ 3740 wrong on purpose (testdata/poj_3740/wrong/yes_if_every_column_has_a_one.py, in C++): yes
# as soon as every column has a 1, which is necessary, not sufficient. It refuses to run
# unless compiled with the judge's flags (POJ's -DONLINE_JUDGE, -std=c++98).
WRONG_3740 = r"""
#include <cstdio>
#ifndef ONLINE_JUDGE
#error not compiled with the judge's flags
#endif
#if __cplusplus != 199711L
#error not compiled as C++98 (POJ's G++)
#endif
int main() {
    int m, n;
    while (std::scanf("%d %d", &m, &n) == 2) {
        static int seen[400];
        for (int j = 0; j < n; j++) seen[j] = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) { int v; std::scanf("%d", &v); if (v) seen[j] = 1; }
        int all = 1;
        for (int j = 0; j < n; j++) all &= seen[j];
        std::puts(all ? "Yes, I found it" : "It is impossible");
    }
    return 0;
}
"""

# a problem folder of our own, to stress C solutions: a + b
SUM_TOML = ('title = "Sum"\njudge = "POJ"\nsolution = "sum.py"\ntime_limit = 1\n'
            'memory_limit = 64\ncompare = "tokens"\n')
SUM_GEN = ("import random, sys\nr = random.Random(int(sys.argv[1]))\n"
           "print(r.randint(0, 100), r.randint(0, 100))\n")
SUM_REF = "a, b = map(int, input().split())\nprint(a + b)\n"
SUM_C = r"""
#include <stdio.h>
#ifndef ONLINE_JUDGE
#error not compiled with the judge's flags
#endif
int main(void) {
    int a, b;
    if (scanf("%d %d", &a, &b) != 2) return 1;
    printf("%d\n", a > %(from)s ? a - b : a + b);
    return 0;
}
"""


def run_stress(*args):
    return subprocess.run([sys.executable, str(RUNNER), "stress", *map(str, args)],
                          capture_output=True, text=True, timeout=600)


def scratch_copy(problem, tmp_path):
    """The problem folder without its stored cases, so hacks land in tmp_path."""
    folder = tmp_path / problem
    shutil.copytree(TESTDATA / problem, folder,
                    ignore=shutil.ignore_patterns("cases", "gen.txt"))
    (folder / "cases").mkdir()
    return folder


def sum_problem(tmp_path):
    folder = tmp_path / "testdata" / "sum"
    (folder / "cases").mkdir(parents=True)
    for name, text in (("problem.toml", SUM_TOML), ("gen.py", SUM_GEN), ("ref.py", SUM_REF)):
        (folder / name).write_text(text)
    return folder


def test_stress_passes_on_a_cpp_twin(tmp_path):
    """`stress --cpp` compiles the twin with its judge's flags and judges it against ref.py
    (every twin against ref.py on every recipe of its generator: tests/problems/test_cpp_twins.py)."""
    problem = "poj_2676"
    scratch_copy(problem, tmp_path)
    out = run_stress(problem, "--cpp", "--count", "3", "--testdata", tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "agrees with ref.py on 3 generated cases" in out.stdout


def test_stress_catches_a_wrong_cpp_solution_compiled_with_the_judges_flags(tmp_path):
    folder = scratch_copy("poj_3740", tmp_path)
    wrong = tmp_path / "wrong.cpp"
    wrong.write_text(WRONG_3740)
    out = run_stress("poj_3740", "--solution", wrong, "--count", "200", "--testdata", tmp_path,
                     "--save")
    assert out.returncode == 1, out.stdout + out.stderr
    assert "WA" in out.stdout and "saved the counterexample as poj_3740/cases/hack_01.in" \
        in out.stdout, out.stdout + out.stderr
    assert (folder / "cases" / "hack_01.in").exists()


def test_stress_judges_a_c_solution(tmp_path):
    folder = sum_problem(tmp_path)
    right, wrong = tmp_path / "right.c", tmp_path / "wrong.c"
    right.write_text(SUM_C.replace("%(from)s", "1000"))
    wrong.write_text(SUM_C.replace("%(from)s", "90"))     # a - b once a is over 90
    out = run_stress("sum", "--solution", right, "--count", "5", "--testdata",
                     tmp_path / "testdata")
    assert out.returncode == 0 and "agrees with ref.py on 5" in out.stdout, out.stderr
    out = run_stress("sum", "--solution", wrong, "--count", "100", "--testdata",
                     tmp_path / "testdata", "--save")
    assert out.returncode == 1 and "hack_01" in out.stdout, out.stdout + out.stderr
    first = (folder / "cases" / "hack_01.in").read_text().split()
    assert int(first[0]) > 90


def test_a_cpp_file_that_does_not_compile_is_a_ce_in_one_line(tmp_path):
    folder = scratch_copy("poj_3740", tmp_path)
    broken = tmp_path / "broken.cpp"
    broken.write_text("#include <cstdio>\nint main() { std::puts(\"x\") return 0; }\n")
    out = run_stress("poj_3740", "--solution", broken, "--count", "3", "--testdata", tmp_path)
    assert out.returncode == 1, out.stdout + out.stderr
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr, out.stderr
    assert out.stderr.startswith("stress: CE: ") and "error" in out.stderr, out.stderr
    assert "broken.cpp:2" in out.stderr, out.stderr      # the user's file, not the copy
    assert list((folder / "cases").iterdir()) == []     # nothing judged, nothing saved
    # C++11 code under POJ's C++98 is a CE too; --std c++11 makes it compile
    modern = tmp_path / "modern.cpp"
    modern.write_text("#include <cstdio>\nint main() { auto x = 1; return x - 1; }\n")
    out = run_stress("poj_3740", "--solution", modern, "--count", "1", "--testdata", tmp_path)
    assert out.returncode == 1 and out.stderr.startswith("stress: CE: "), out.stderr
    out = run_stress("poj_3740", "--solution", modern, "--count", "1", "--testdata", tmp_path,
                     "--std", "c++11")
    assert out.returncode == 1 and "CE" not in out.stderr, out.stderr
    assert "WA" in out.stdout, out.stdout          # it compiled, and prints nothing


@pytest.mark.parametrize("args, message", [
    (["--cpp", "--solution", "x.py"], "--solution, --cpp and --command: give one"),
    (["--solution", "no/such.cpp"], "--solution: no file"),
    (["--tl", "100000"], "--tl must be in"),
    (["--limits", "loose"], "invalid choice"),
])
def test_stress_option_misuse_is_a_usage_error(args, message):
    out = run_stress("poj_3740", *args)
    assert out.returncode == 2 and message in out.stderr, out.stderr
    assert "Traceback" not in out.stderr


# ---------------------------------------------------------------------------- one Job

def shape(one, build_dir, cases_dir):
    """A Job as data, with the folders that differ by caller (the build folder of the
    compiled file, where the cases are read from) named for what they are."""
    def norm(text):
        text = re.sub(re.escape(str(build_dir)) + r"/(build|prog)-[^/ ]+", "<build>", str(text))
        return "<cases>" if text == str(cases_dir) else text
    checker = one.checker
    return {"cmd": [norm(w) for w in one.cmd], "expose": [norm(p) for p in one.view.expose],
            "hide": [norm(p) for p in one.view.hide], "show": [norm(p) for p in one.view.show],
            "time_limit": one.time_limit, "memory_mb": one.memory_mb, "kind": one.kind,
            "modes": one.modes, "limits_note": one.limits_note,
            "compiled": " ".join(norm(w) for w in one.compiled.split()),
            "checker": (type(checker).__name__, checker.name) if hasattr(checker, "rule") else
            (type(checker).__name__, checker.seconds, [norm(p) for p in checker.view.hide],
             [norm(p) for p in checker.view.show])}


def cli_job(argv, tmp_path):
    args = cli.parse_args(argv + ["--testdata", str(TESTDATA)])
    build = tmp_path / "cli"
    build.mkdir()
    jobs, broken = cli.plan(args, str(build))
    assert broken == [] and len(jobs) == 1, broken
    return jobs[0], build


def stress_job(argv, tmp_path):
    args = stress.parse_args(argv)
    problem = stress.load_problem(args.problem, args.testdata, stress.REPO)
    build = tmp_path / "stress"
    build.mkdir()
    return stress.make_job(args, problem, str(build)), build


def close(*jobs):
    for one in jobs:
        one.checker.close()


def test_the_cli_and_stress_build_the_same_job_for_a_cpp_twin(tmp_path):
    options = ["--cpp", "--limits", "judge", "--tl-scale", "2", "--ml", "128",
               "--std", "c++11"]
    a, a_dir = cli_job(["poj_3740"] + options, tmp_path)
    b, b_dir = stress_job(["poj_3740"] + options, tmp_path)
    close(a, b)
    problem = TESTDATA / "poj_3740"
    got_a, got_b = shape(a, a_dir, problem / "cases"), shape(b, b_dir, b_dir)
    assert got_a == got_b
    assert got_a["cmd"] == ["<build>/poj_3740"] and got_a["time_limit"] == 2.0
    assert got_a["memory_mb"] == 128 and "-std=c++11" in got_a["compiled"]
    assert "-DONLINE_JUDGE" in got_a["compiled"]                # POJ's line, its standard
    assert got_a["limits_note"].startswith("judge limits: POJ c++")
    assert "<cases>" in got_a["hide"] and str(problem) in got_a["hide"]


def test_the_cli_stress_and_bench_build_the_same_job_for_a_python_solution(tmp_path):
    sys.path.insert(0, str(ROOT / "bench" / "judged"))
    import whole_process
    python = whole_process.base_python()
    solution = str(ROOT / "solutions" / "poj_2676.py")
    options = ["--solution", solution, "--python", python, "--tl", "10"]
    a, a_dir = cli_job(["poj_2676"] + options, tmp_path)
    b, b_dir = stress_job(["poj_2676"] + options, tmp_path)
    bench_dir = tmp_path / "bench"
    bench_dir.mkdir()
    problem = stress.load_problem("poj_2676", str(TESTDATA), stress.REPO)
    c = whole_process.make_job(problem, python, solution, 10.0, str(bench_dir))
    close(a, b, c)
    cases = TESTDATA / "poj_2676" / "cases"
    got = shape(a, a_dir, cases)
    assert got == shape(b, b_dir, b_dir) == shape(c, bench_dir, cases)
    assert got["cmd"] == [python, solution] and got["kind"] == "batch"
    assert got["checker"][0] == "PythonChecker" and got["limits_note"] == "stated limits"


def test_the_bench_compiles_a_twin_as_the_cli_does(tmp_path, monkeypatch):
    """bench/cpp.py's twins are built with the judge's own line for POJ (what `runner.py
    --cpp` compiles with), so the bench times the program the judge judges."""
    from judge.programs import languages
    sys.path.insert(0, str(ROOT / "bench"))
    import cpp
    a, _ = cli_job(["poj_3074", "--cpp"], tmp_path)
    close(a)
    line = languages.COMPILERS["POJ"]["c++"]
    assert a.compiled.split()[:len(line)] == line
    seen = []
    monkeypatch.setattr(cpp.peers, "compile_direct", lambda argv, tag: seen.append(argv))
    cpp.compile_poj("int main() { return 0; }\n", "twin", str(tmp_path))
    assert len(seen) == 1 and seen[0][:len(line)] == line, seen


def test_settings_refuse_what_the_command_line_refuses():
    from judge.errors import UsageError
    for kwargs, message in (({"python": "no-such-python"}, "--python"),
                            ({"ml": 0.5}, "--ml must be in"),
                            ({"compare": "tokens", "checker": __file__}, "give one"),
                            ({"containment": "nonsense"}, "containment 'nonsense'")):
        with pytest.raises(UsageError, match=message):
            job.Settings(**kwargs)
