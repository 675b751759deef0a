"""Covers judge/sandbox/registry.py.

A runner without isolation cannot be held stopped by the solution it judges (it runs as
the same uid and may SIGSTOP it): judge/sandbox/registry.py's stay_awake. The case that held
it for good: a SIGCONT of its timer still pending when the SIGSTOP came (the stop flushes it;
a periodic timer is re-armed only when its signal is delivered). Made certain here by
blocking SIGCONT, so the signal stays pending; a blocked SIGCONT still continues a process."""
import subprocess
import sys

from conftest import ROOT

STOPS_ITSELF = """
import os, signal, sys, time
sys.path.insert(0, %r)
signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGCONT])   # the threads made next too
from judge.sandbox import registry
assert registry.stay_awake()
time.sleep(0.5)                       # a timer that fires while we run leaves its signal pending
os.kill(os.getpid(), signal.SIGSTOP)  # ... and this flushes it
print("continued", flush=True)
""" % str(ROOT)


def test_a_stopped_runner_is_continued_though_a_sigcont_was_pending():
    out = subprocess.run([sys.executable, "-c", STOPS_ITSELF], capture_output=True, text=True,
                         timeout=120).stdout
    assert out == "continued\n"
