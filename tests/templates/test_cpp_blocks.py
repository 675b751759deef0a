"""The C++ blocks' self-tests (templates/dlx_test.cpp, dlx_cover_test.cpp, dlx_min_test.cpp,
dlx_color_test.cpp, cost_cover_test.cpp, on the one harness templates/_selftest.hpp),
compiled with POJ's flags without a warning: each passes against its brute force, and every
misuse or overflow aborts with a message on stderr. (The solutions' C++ twins, which carry
these blocks: tests/problems/test_cpp_twins.py.)"""
import re
import subprocess

import pytest

from conftest import TEMPLATES
from poj_cpp import Compiled, needs_gpp

pytestmark = needs_gpp
MISUSES = ("overflow", "label", "twice", "range", "empty", "unfix", "primary")
COVER_MISUSES = ("overflow", "twice", "range", "empty", "primary", "within")
COLOR_MISUSES = ("overflow", "label", "unfix", "negative", "primary_colour", "after_fix")
COST_MISUSES = ("overflow", "twice", "range", "empty", "primary", "cost", "at_most")


@pytest.fixture(scope="module")
def binaries(tmp_path_factory):
    """{name: executable} of the self-tests, each compiled once per module, when first run."""
    return Compiled(TEMPLATES, tmp_path_factory.mktemp("cpp"))


@pytest.mark.parametrize("test,ok", [("dlx_test", "dlx-cpp self-check: ok\n"),
                                     ("dlx_cover_test", "dlx-cover-cpp self-check: ok\n"),
                                     ("dlx_min_test", "dlx-min-cpp self-check: ok\n"),
                                     ("dlx_color_test", "dlx-color-cpp self-check: ok\n"),
                                     ("cost_cover_test", "cost-cover-cpp self-check: ok\n")])
def test_template_self_test_passes(binaries, test, ok):
    done = subprocess.run([str(binaries[test])], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout == ok, done.stdout


@pytest.mark.parametrize("test,misuse", [("dlx_test", m) for m in MISUSES]
                         + [("dlx_cover_test", m) for m in COVER_MISUSES]
                         + [("dlx_color_test", m) for m in COLOR_MISUSES]
                         + [("cost_cover_test", m) for m in COST_MISUSES])
def test_misuse_and_overflow_abort_with_a_message(binaries, test, misuse):
    done = subprocess.run([str(binaries[test]), misuse], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode != 0 and done.stdout == "", (done.returncode, done.stdout)
    assert re.match(r"DLX: \S", done.stderr), done.stderr


def test_every_self_test_uses_the_one_harness():
    """templates/_selftest.hpp is the self-tests' one harness (never pasted): each includes
    it and copies none of it."""
    copied = []
    for source in sorted(TEMPLATES.glob("*_test.cpp")):
        text = source.read_text(encoding="utf-8")
        if '#include "_selftest.hpp"' not in text:
            copied.append("%s: no #include \"_selftest.hpp\"" % source.name)
        copied += ["%s defines %s" % (source.name, "".join(groups)) for groups in
                   re.findall(r"(?m)^(?:static |inline )*\w+ (rnd|report)\(|^#define (EXPECT)\b"
                              r"|^static int (fails)\b", text)]
    assert copied == [], copied
