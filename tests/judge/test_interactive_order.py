"""Which verdict an interactive case gets when the solution and the validator both end:
the order the runner saw them end in decides, and where it saw both at once (a busy machine
can leave the watch asleep past both), a limit kill is the solution's verdict and any other
rejection is WA. judge/interactive.py's _verdict, fed runs as the sandbox reports them."""
import signal
from types import SimpleNamespace

import pytest

from judge import interactive, sandbox
from judge.errors import Verdict

JOB = SimpleNamespace(time_limit=2, memory_mb=256)


class Validator:
    def __init__(self, accepts):
        self.accepts = accepts

    def verdict(self, run, folder):
        return (True, "") if self.accepts else (False, "the output validator rejected it")


def run(cpu_s=0.01, kill=None, sig=None, code=0):
    r = sandbox.RunResult("subreaper", "none")
    r.cpu_s, r.wall_s, r.kill_reason = cpu_s, 4.1 if kill else 0.1, kill
    r.signal, r.exit_code = sig, (None if sig else code)
    return r


SLEPT_TO_THE_WALL = run(kill="wall")
DIED_OF_THE_PIPE = run(sig=signal.SIGPIPE)
LEFT_NO_CPU = run(kill="busy")


@pytest.mark.parametrize("accepts, first, solution, expected", [
    (False, "validator", SLEPT_TO_THE_WALL, Verdict.WA),   # rejected while it still ran
    (False, "solution", SLEPT_TO_THE_WALL, Verdict.TLE),
    (False, None, SLEPT_TO_THE_WALL, Verdict.TLE),         # both seen ended: our kill came first
    (False, None, DIED_OF_THE_PIPE, Verdict.WA),           # it died of the validator's exit
    (False, "solution", DIED_OF_THE_PIPE, Verdict.RE),
    (False, None, LEFT_NO_CPU, Verdict.JE),                # never a verdict the load decided
    (True, None, run(), Verdict.AC),
    (True, "validator", run(code=3), Verdict.RE),
    (False, None, run(), Verdict.WA),
])
def test_the_verdict_follows_who_ended_first(accepts, first, solution, expected):
    verdict, _ = interactive._verdict(JOB, Validator(accepts), solution, None, first, None)
    assert verdict == expected
