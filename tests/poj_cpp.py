"""C++ compiled as POJ's G++ takes it, for the C++ blocks' self-tests (tests/templates/) and
the C++ twins of the solutions (tests/problems/): both skip where g++ is missing."""
import shutil
import subprocess

import pytest

from judge.programs import COMPILERS

needs_gpp = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")
POJ_CPP = COMPILERS["POJ"]["c++"]           # g++ -std=c++98 ... as POJ's G++ takes it


def compile_poj(source, exe):
    """Compile with POJ's flags; the compiler's output must be empty (no warning)."""
    done = subprocess.run(POJ_CPP + ["-o", str(exe), str(source)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and not done.stdout + done.stderr, done.stdout + done.stderr
    return exe


class Compiled(dict):
    """{name: executable} of folder/<name>.cpp, each compiled by compile_poj into out the
    first time a test asks for it: a test worker compiles only what its own tests run."""

    def __init__(self, folder, out):
        super().__init__()
        self.folder, self.out = folder, out

    def __missing__(self, name):
        self[name] = compile_poj(self.folder / (name + ".cpp"), self.out / name)
        return self[name]
