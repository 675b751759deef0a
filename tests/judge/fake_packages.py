"""Problem packages for the judge's tests: a package written under a temporary folder
(package, write: problem.yaml, data/ cases, an output validator), the stored packages of ours
(PACKAGES: tests/judge/packages/), and the runner run on them as a subprocess (runner, judged:
its JSON records and exit code)."""
import json
import subprocess
import sys
import textwrap
from pathlib import Path

from conftest import RUNNER

PACKAGES = Path(__file__).resolve().parent / "packages"


def runner(*args, timeout=300):
    return subprocess.run([sys.executable, str(RUNNER)] + [str(a) for a in args],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)


def judged(tmp_path, *args):
    """(exit code, {case: record}, stdout) of `runner.py ARGS --json`."""
    report = tmp_path / "report.json"
    proc = runner(*(list(args) + ["--json", report]))
    records = json.loads(report.read_text()) if report.exists() else []
    return proc.returncode, {r["case"]: r for r in records}, proc.stdout.decode() + \
        proc.stderr.decode()


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(textwrap.dedent(text).lstrip("\n"))
    return path


def package(root, yaml="name: Sum\n", cases=None, validator=None, validator_name="check.py"):
    """A package at root: problem.yaml, data/ cases {"secret/1": (in, ans)}, a validator."""
    write(root / "problem.yaml", yaml)
    for name, (inp, ans) in (cases or {"sample/1": ("1 2\n", "3\n"),
                                       "secret/1": ("5 6\n", "11\n")}).items():
        write(root / "data" / (name + ".in"), inp)
        if ans is not None:
            write(root / "data" / (name + ".ans"), ans)
    if validator is not None:
        write(root / "output_validators" / "v" / validator_name, validator)
    return root


SUM = "a, b = map(int, input().split())\nprint(a + b)\n"
