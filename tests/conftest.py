"""Shared test helpers: paths, interpreters, and the template on sys.path."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"
for p in (str(ROOT), str(TEMPLATES)):
    if p not in sys.path:
        sys.path.insert(0, p)


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
