"""Covers judge/sandbox/starts.py.

The sandbox's speed layer (judge/sandbox/warm/: a fork server, keepers forked ahead, runs
staged ahead of their cases, warm keepers) sits behind one seam, starts.starts: the core
reaches it there and nowhere else, and DLXJUDGE_WARM=0 leaves it out altogether: every run
starts the plain way, its keeper forked by the runner as it starts, and nothing of warm/ is
even imported. Each scenario runs in a process of its own (what the warm path keeps is per
process)."""
import ast
import json
import os
import subprocess
import sys

import pytest

from conftest import ROOT

SANDBOX = ROOT / "judge" / "sandbox"

# Five runs of one command (the warm path stages the later ones), then what the process holds.
DRIVER = r"""
import json, os, sys
sys.path.insert(0, %r)
from judge import sandbox
from judge.sandbox import keepers, proc
modes = sandbox.choose()
outputs = [sandbox.run(["/bin/cat"], b"run %%d\n" %% k, sandbox.Limits(5, 64, 1 << 20),
                       *modes).stdout.decode() for k in range(5)]
keepers.forker().submit(lambda: None).result()      # what the last run had staged is ready
warm = sys.modules.get("judge.sandbox.warm.pool")
print(json.dumps({
    "outputs": outputs, "modes": modes,
    "warm_loaded": sorted(m for m in sys.modules if m.startswith("judge.sandbox.warm")),
    "children": proc.descendants(os.getpid()),
    "staged": sum(map(len, warm._STAGED.values())) if warm else 0}))
""" % str(ROOT)


def _drive(env):
    out = subprocess.run([sys.executable, "-c", DRIVER], env=env, capture_output=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr.decode()[-2000:]
    return json.loads(out.stdout.decode().splitlines()[-1])


def test_dlxjudge_warm_0_starts_every_run_afresh_and_loads_no_speed_layer():
    plain = _drive(dict(os.environ, DLXJUDGE_WARM="0"))
    assert plain["outputs"] == ["run %d\n" % k for k in range(5)]
    assert plain["warm_loaded"] == []           # no fork server, no pool, no staging
    assert plain["children"] == []              # each keeper gone with its run: none ahead
    warm = _drive({k: v for k, v in os.environ.items() if k != "DLXJUDGE_WARM"})
    assert warm["outputs"] == plain["outputs"]
    assert "judge.sandbox.warm.pool" in warm["warm_loaded"]
    assert warm["staged"] >= 1                  # the sixth run's, staged while the fifth ran


def _warm_imports(path):
    """(function, line) of each import of warm/ (relative or absolute) in a core file, the
    function it sits in ("" at the top)."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    scopes = [("", tree)] + [(n.name, n) for n in ast.walk(tree)
                             if isinstance(n, ast.FunctionDef)]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (
                (node.level == 1 and (node.module or "").split(".")[0] == "warm") or
                (node.level == 1 and node.module is None and
                 any(a.name == "warm" for a in node.names)) or
                (node.module or "").startswith("judge.sandbox.warm")):
            inner = [name for name, scope in scopes
                     if scope is not tree and node in ast.walk(scope)]
            found.append((inner[-1] if inner else "", node.lineno))
    return sorted(found)


def test_the_core_reaches_the_speed_layer_through_one_seam():
    """Of the sandbox's core files, only starts.starts imports warm/, and only its door."""
    reached = {path.name: _warm_imports(path) for path in SANDBOX.glob("*.py")}
    reached = {name: where for name, where in reached.items() if where}
    assert list(reached) == ["starts.py"], reached
    assert [fn for fn, _ in reached["starts.py"]] == ["starts"], reached
    source = (SANDBOX / "starts.py").read_text(encoding="utf-8")
    assert "from .warm import Warm" in source


@pytest.mark.parametrize("planted", ["from .warm import pool", "from .warm.pool import take_staged",
                                     "from judge.sandbox.warm import server"])
def test_the_seam_check_can_fail(tmp_path, planted):
    path = tmp_path / "runs.py"
    path.write_text("def go():\n    %s\n" % planted)
    assert _warm_imports(path) == [("go", 2)]
