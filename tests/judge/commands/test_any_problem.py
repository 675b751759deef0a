"""Covers judge/commands/judge.py.

The runner for any problem, in one command: judging a folder of cases with no
problem.toml, any command line, C and C++ compiled with the judge's flags, `runner.py new`,
and the judge's language rules for limits."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

from conftest import PYPY, ROOT, RUNNER, needs_pypy
from fake_problems import FAKE, SUM_CASES, judge, make_problem, toml_for

needs_gpp = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")


def run(*args, cwd=None, timeout=120):
    """runner.py with these arguments; (exit code, records or None, stderr)."""
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        proc = subprocess.run([sys.executable, str(RUNNER), "--json", report] + list(args),
                              capture_output=True, cwd=cwd, timeout=timeout)
        records = json.loads(open(report).read()) if os.path.exists(report) else None
    return proc.returncode, records, proc.stderr.decode("utf-8", "replace")


def sum_cases(folder):
    folder.mkdir()
    for name, (inp, ans) in SUM_CASES.items():
        (folder / (name + ".in")).write_text(inp)
        (folder / (name + ".ans")).write_text(ans)
    return folder


def test_a_folder_of_cases_needs_no_problem_toml(tmp_path):
    cases = sum_cases(tmp_path / "mine")
    rc, records, _ = run("--solution", str(FAKE / "ac.py"), "--cases", str(cases))
    assert rc == 0 and [r["verdict"] for r in records] == ["AC", "AC"]
    assert records[0]["problem"] == "mine" and records[0]["time_limit_ms"] == 2000
    rc, records, _ = run("--solution", str(FAKE / "spin.py"), "--cases", str(cases),
                         "--tl", "0.2")
    assert rc == 1 and {r["verdict"] for r in records} == {"TLE"}


def test_compare_and_checker_options(tmp_path):
    cases = tmp_path / "mine"
    cases.mkdir()
    (cases / "a.in").write_text("1  2\n")
    (cases / "a.ans").write_text("1 2\n")
    echo = str(FAKE / "echo.py")
    assert run("--solution", echo, "--cases", str(cases))[1][0]["verdict"] == "WA"
    assert run("--solution", echo, "--cases", str(cases), "--compare", "tokens")[1][0][
        "verdict"] == "AC"
    checker = tmp_path / "checker.py"
    checker.write_text("def check(i, o, a):\n    return o.split() == ['1', '2'], 'two'\n")
    assert run("--solution", echo, "--cases", str(cases), "--checker", str(checker))[1][0][
        "verdict"] == "AC"


def test_any_command_line(tmp_path):
    cases = sum_cases(tmp_path / "mine")
    rc, records, _ = run("--command", "%s %s" % (sys.executable, FAKE / "ac.py"),
                         "--cases", str(cases))
    assert rc == 0 and len(records) == 2


@needs_gpp
def test_the_cpp_port_of_poj_3740_is_judged_on_our_cases_as_cpp98():
    rc, records, _ = run("poj_3740", "--solution", "solutions/cpp/poj_3740.cpp", cwd=ROOT)
    assert rc == 0, [r for r in records if r["verdict"] != "AC"]
    assert len(records) == len(list((ROOT / "testdata/poj_3740/cases").glob("*.in")))
    assert {r["standard"] for r in records} == {"c++98"}
    assert "g++ -std=c++98" in records[0]["compile"]


@needs_gpp
def test_cpp11_code_does_not_compile_for_poj_but_does_with_std(tmp_path):
    source = tmp_path / "modern.cpp"
    source.write_text("#include <cstdio>\nint main() { auto s = 0LL; int a, b;\n"
                      "  while (scanf(\"%d %d\", &a, &b) == 2) s += a + b;\n"
                      "  printf(\"%lld\\n\", s); }\n")
    make_problem(tmp_path, "sum", toml=toml_for("solutions/ac.py").replace("BOJ", "POJ"))
    out = judge(tmp_path, "sum", "--solution", str(source))
    assert out.rc == 1 and out.get("sum", "")["verdict"] == "CE"
    out = judge(tmp_path, "sum", "--solution", str(source), "--std", "c++11")
    assert out.rc == 0 and {r["standard"] for r in out.records} == {"c++11"}


@pytest.mark.parametrize("python", [sys.executable, pytest.param(PYPY, marks=needs_pypy)],
                         ids=["cpython", "pypy3"])
def test_new_problem_is_judged_in_one_command(tmp_path, python):
    proc = subprocess.run([sys.executable, str(RUNNER), "new", "triple"], cwd=tmp_path,
                          capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    folder = tmp_path / "problems" / "triple"
    solution = (folder / "triple.py").read_text()
    block = (ROOT / "templates" / "dlx.py").read_text()
    start = block.index("# region dlx-template")
    end = block.index("\n", block.index("# endregion dlx-template"))
    assert block[start:end] in solution          # the current block, pasted
    (folder / "cases" / "sample_01.in").write_text("7 8 9\n")
    (folder / "cases" / "sample_01.ans").write_text("3\n")  # the skeleton counts tokens
    rc, records, err = run("problems/triple", "--python", python, cwd=tmp_path)
    assert rc == 0, (err, records)
    assert [r["verdict"] for r in records] == ["AC"]
    again = subprocess.run([sys.executable, str(RUNNER), "new", "triple"], cwd=tmp_path,
                           capture_output=True, timeout=60)
    assert again.returncode == 2 and b"exists" in again.stderr


def test_judge_limits_follow_the_judges_language_rules(tmp_path):
    burn = tmp_path / "burn.py"
    burn.write_text("import sys, time\nt = time.process_time()\n"
                    "while time.process_time() - t < 0.7:\n    pass\n"
                    "print(sum(map(int, sys.stdin.read().split())))\n")
    base = toml_for("solutions/ac.py", time_limit=0.3)
    make_problem(tmp_path, "boj", toml=base, cases={"small": SUM_CASES["small"]})
    make_problem(tmp_path, "strict", toml=base + "extra_time = false\n",
                 cases={"small": SUM_CASES["small"]})
    for name, mode, verdict, limit_ms in [("boj", "stated", "TLE", 300),
                                          ("boj", "judge", "AC", 2900),
                                          ("strict", "judge", "TLE", 300)]:
        out = judge(tmp_path, name, "--solution", str(burn), "--limits", mode)
        rec = out.get(name)
        assert (rec["verdict"], rec["time_limit_ms"]) == (verdict, limit_ms), rec
        assert rec["limits"].startswith("stated" if mode == "stated" else "judge limits")
    assert out.get("strict")["memory_limit_mb"] == 64 * 2 + 32  # BOJ Python 3: x2 + 32 MB


def test_no_module_of_the_judge_imports_one_that_imports_it_back():
    """The judge's import graph has no cycle: only the CLI (judge/commands/cli.py) imports
    the commands, and nothing imports the CLI back."""
    import ast
    folder = ROOT / "judge"
    graph = {}
    for path in folder.rglob("*.py"):      # a package's modules too (judge/sandbox/)
        parts = list(path.relative_to(folder).with_suffix("").parts)
        package = parts[:-1]
        name = ".".join(package if parts[-1] == "__init__" else parts)
        deps = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level >= 1:
                base = package[:len(package) + 1 - node.level] + (
                    node.module.split(".") if node.module else [])
                for alias in node.names:       # `from . import x`: the module x, if it is one
                    sub = folder.joinpath(*base, alias.name)
                    deps.add(".".join(base + [alias.name]) if sub.is_dir()
                             or sub.with_suffix(".py").exists() else ".".join(base))
        graph[name] = deps
    assert "sandbox" in graph and any(m.startswith("sandbox.") for m in graph), sorted(graph)

    def reaches(start, goal, seen):
        return any(d == goal or (d not in seen and reaches(d, goal, seen | {d}))
                   for d in graph.get(start, ()))
    assert [m for m in graph if reaches(m, m, {m})] == []
