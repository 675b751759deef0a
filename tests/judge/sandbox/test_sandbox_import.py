"""Covers judge/sandbox/__init__.py.

Importing the sandbox does no work: no probe, no /proc or /sys read, no process, no thread
or executor, no library loaded. The check runs in a fresh interpreter, with an audit hook
(PEP 578) that records what the import does beyond importing the standard library modules it
names; then the same hook and counts must see the work that choose() and a first run do, so
the check can fail."""
import ast
import json
import subprocess
import sys

from conftest import ROOT

PROBE = r"""
import concurrent.futures, gc, json, sys, threading
for name in %(stdlib)r:
    __import__(name)
seen = []

def hook(event, args):
    if event in ("open", "os.listdir", "os.scandir") and args and isinstance(args[0], str) \
            and args[0].startswith(("/proc", "/sys")):
        seen.append("%%s %%s" %% (event, args[0]))
    elif event in ("subprocess.Popen", "os.fork", "os.exec", "os.posix_spawn", "os.system",
                   "ctypes.dlopen"):
        seen.append(event)

sys.addaudithook(hook)
from judge import sandbox
report = {"import": list(seen), "threads": threading.active_count(),
          "probed": dict(sandbox.modes._PROBED),
          "executors": sum(isinstance(o, concurrent.futures.ThreadPoolExecutor)
                           for o in gc.get_objects())}
del seen[:]
modes = sandbox.choose("subreaper", "none")
report["choose"] = list(seen)
run = sandbox.run(["/bin/true"], b"", sandbox.Limits(5, 64, 1 << 20), *modes)
report["run"] = run.exit_code
report["threads_after_run"] = threading.active_count()
report["executors_after_run"] = sum(isinstance(o, concurrent.futures.ThreadPoolExecutor)
                                    for o in gc.get_objects())
print(json.dumps(report))
"""


def _stdlib_imports():
    """The top-level modules the sandbox's files import that are not the judge's own."""
    names = set()
    for path in (ROOT / "judge" / "sandbox").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names.add(node.module)
    return sorted(names)


def test_importing_the_sandbox_starts_no_thread_and_reads_nothing(start_path):
    out = subprocess.run([sys.executable, "-c", PROBE % {"stdlib": _stdlib_imports()}],
                         cwd=str(ROOT), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         timeout=120)
    assert out.returncode == 0, out.stderr.decode()
    report = json.loads(out.stdout)
    assert report["import"] == [] and report["probed"] == {}, report
    assert report["threads"] == 1 and report["executors"] == 0, report
    # The hook and the count see the work once it is asked for: the probes, the forker.
    assert report["choose"] and report["run"] == 0, report
    assert report["threads_after_run"] > 1 and report["executors_after_run"] == 1, report
