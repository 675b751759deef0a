"""Covers judge/commands/judge.py, judge/commands/stress.py.

`runner.py --cpp` and `stress` with a C++ solution: the flag's misuse is a usage error,
and stress compiles a C++ file with the judge's flags. (The twins judged on every stored
case: tests/problems/test_cpp_twins.py.)"""
import subprocess
import sys

import pytest

from conftest import ROOT, RUNNER
from poj_cpp import needs_gpp

pytestmark = needs_gpp


@pytest.mark.parametrize("args,message", [
    (["boj_2580", "--cpp"], "boj_2580 has no C++ twin"),
    (["poj_3074", "--cpp", "--solution", "solutions/poj_3074.py"], "--cpp judges the C++ twins"),
])
def test_cpp_flag_misuse_is_a_usage_error(args, message):
    done = subprocess.run([sys.executable, str(RUNNER)] + args, capture_output=True,
                          text=True, timeout=60, cwd=str(ROOT))
    assert done.returncode == 2 and message in done.stderr, done.stderr


def test_stress_compiles_a_cpp_solution_with_the_judges_flags():
    done = subprocess.run([sys.executable, str(RUNNER), "stress", "poj_3740", "--count", "3",
                           "--solution", str(ROOT / "solutions" / "cpp" / "poj_3740.cpp")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "agrees with ref.py on 3" in done.stdout, done.stderr
