"""Shared test helpers: paths, interpreters, the template on sys.path, and the one way
the tests load or run a problem's scripts (checker, validator, gen, ref) and solutions."""
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"
TESTDATA = ROOT / "testdata"
RUNNER = ROOT / "runner.py"
# tests/judge's helpers (fake_problems, fake_packages, sandbox_modes) for its folders' tests
for p in (str(ROOT), str(TEMPLATES), str(ROOT / "tests" / "judge")):
    if p not in sys.path:
        sys.path.insert(0, p)

PROBLEMS = sorted(p.parent.name for p in TESTDATA.glob("*/problem.toml"))
# Problem scripts import problemkit: whoever runs them puts the root on the path
# (as the runner's checker host and judge/commands/stress.py do).
SCRIPT_ENV = dict(os.environ, PYTHONPATH=os.pathsep.join(
    [str(ROOT)] + [p for p in [os.environ.get("PYTHONPATH")] if p]))


def load_module(path, name=None):
    """The Python file at `path` (absolute, or relative to the root) as a fresh module."""
    path = ROOT / path
    spec = importlib.util.spec_from_file_location(name or path.stem, str(path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_problem_script(problem, name):
    """testdata/<problem>/<name>.py (checker, validator, gen, ref) as a module, or None
    when the problem has no such script (exact comparison: no checker)."""
    path = TESTDATA / problem / (name + ".py")
    return load_module(path, "%s_%s" % (problem, name)) if path.exists() else None


def run_problem_script(problem, name, args=(), stdin=b"", timeout=120):
    """`python testdata/<problem>/<name>.py ARGS < stdin`, with the root on PYTHONPATH."""
    return subprocess.run([sys.executable, str(TESTDATA / problem / (name + ".py")), *args],
                          input=stdin, env=SCRIPT_ENV, capture_output=True, timeout=timeout)


def case_text(path):
    """A case file as the runner hands it on: bytes decoded, CRLF kept."""
    return path.read_bytes().decode("utf-8", "replace")


def cases(problem, folder="cases"):
    return sorted((TESTDATA / problem / folder).glob("*.in"))


def assert_refused(proc):
    """The one malformed-input convention of every solution (README): nothing on
    stdout, one line on stderr, no traceback, exit 1."""
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 1, (proc.returncode, err)
    assert proc.stdout == b"", proc.stdout[:200]
    assert err.count("\n") == 1 and "Traceback" not in err, err


def _working(candidates):
    """The first interpreter that really starts (pyenv shims may not)."""
    for exe in candidates:
        if exe and subprocess.run([exe, "-c", ""], capture_output=True).returncode == 0:
            return exe
    return None


PYPY = _working([shutil.which("pypy3")])
# The oldest CPython we promise, where the machine has it (pyenv does here).
PY38 = _working([str(p) for p in Path.home().glob(".pyenv/versions/3.8*/bin/python3.8")]
                + [shutil.which("python3.8")])

needs_pypy = pytest.mark.skipif(PYPY is None, reason="pypy3 not installed")
needs_py38 = pytest.mark.skipif(PY38 is None, reason="python3.8 not installed")
# For parametrize("interpreter", ...): the interpreters beside this one that a block
# must also run under, and all three.
OTHER_PYTHONS = [pytest.param(PYPY, id="pypy3", marks=needs_pypy),
                 pytest.param(PY38, id="cpython3.8", marks=needs_py38)]
EVERY_PYTHON = [pytest.param(sys.executable, id="cpython")] + OTHER_PYTHONS


def script_output(interpreter, script, *args, timeout=300):
    """The stdout of Python source `script` run by `interpreter` (PyPy, an old CPython) with
    `args`; it must exit 0 (its stderr is the failure's message)."""
    out = subprocess.run([interpreter, "-c", script] + [str(a) for a in args],
                         capture_output=True, text=True, timeout=timeout)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.fixture
def open_folder():
    """A folder every user can read (a CI checkout), removed afterwards."""
    top = tempfile.mkdtemp(prefix="dlxjudge-open-")
    os.chmod(top, 0o755)
    yield Path(top)
    shutil.rmtree(top, ignore_errors=True)


@pytest.fixture(params=["warm", "plain"])
def start_path(request, monkeypatch):
    """The sandbox's two start paths (judge/sandbox/keepers.py: starts): a test that takes this
    fixture runs twice, its runs started the warm way (the default) and the plain way
    (DLXJUDGE_WARM=0), in this process and in every runner it starts with os.environ."""
    if request.param == "plain":
        monkeypatch.setenv("DLXJUDGE_WARM", "0")
    else:
        monkeypatch.delenv("DLXJUDGE_WARM", raising=False)
    return request.param
