"""No solution or example carries a block it never runs: each copy, run in process on
its stored cases, calls a function of every block it pastes. A copy that picks its
engine by interpreter (examples/langford.py: bits under CPython, DLX under PyPy3) is
run as both. That the Sudoku solutions' DLX is searched, not only built, is
tests/problems/test_dlx_search_runs.py."""
import importlib.util
import io
import re
import sys
import types

import pytest

import tools.sync as sync
from conftest import ROOT, TESTDATA

CASES_PER_COPY = 3    # the smallest stored inputs: every block runs on them already


def copies_with_cases():
    """[(copy path, its stored inputs)] from every testdata/*/problem.toml's solution."""
    out = []
    for toml in sorted(TESTDATA.glob("*/problem.toml")):
        m = re.search(r'^solution = "([^"]+\.py)"', toml.read_text(), re.M)
        if m:
            cases = sorted(toml.parent.glob("cases/*.in"), key=lambda c: (c.stat().st_size, c))
            out.append((ROOT / m.group(1), cases))
    return out


def functions_called(path, inputs, implementation):
    """First lines of the functions of path that main() called on inputs."""
    spec = importlib.util.spec_from_file_location("blocks_run_" + path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    called, where = set(), str(path)

    def note(frame, event, arg):
        if event == "call" and frame.f_code.co_filename == where:
            called.add(frame.f_code.co_firstlineno)
    saved = sys.stdin, sys.stdout, sys.implementation
    sys.implementation = implementation
    try:
        for case in inputs:
            sys.stdin = io.TextIOWrapper(io.BytesIO(case.read_bytes()))
            sys.stdout = io.StringIO()
            sys.setprofile(note)
            try:
                module.main()
            except SystemExit:
                pass
            finally:
                sys.setprofile(None)
    finally:
        sys.stdin, sys.stdout, sys.implementation = saved
    return called


def test_every_copy_with_blocks_has_stored_cases():
    covered = {path for path, cases in copies_with_cases() if cases}
    assert set(sync.copies()) - covered <= {p for p in sync.copies() if p.suffix == ".cpp"}


@pytest.mark.parametrize("path,cases", copies_with_cases(),
                         ids=lambda v: v.stem if hasattr(v, "stem") else "")
def test_every_pasted_block_runs(path, cases):
    inputs = cases[:CASES_PER_COPY]
    called = functions_called(path, inputs, sys.implementation)
    if "sys.implementation.name" in path.read_text():    # engine picked by interpreter
        other = "cpython" if sys.implementation.name == "pypy" else "pypy"
        called |= functions_called(path, inputs, types.SimpleNamespace(
            name=other, cache_tag=sys.implementation.cache_tag,
            version=sys.implementation.version))
    lines = path.read_text(encoding="utf-8").splitlines()
    idle = [tag for start, end, tag in sync.pasted(lines)
            if not any(start < line <= end for line in called)]
    assert not idle, "%s carries blocks it never runs: %s" % (path.name, idle)
