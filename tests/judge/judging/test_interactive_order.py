"""Covers judge/judging/interactive.py.

Which verdict an interactive case gets when the solution and the validator both end:
the order they ended in decides (as the kernel queued it: judge/judging/lifelines.py, so no load
changes it), and where it is not known (no lifeline seen, both stdouts hung up at once), a
limit kill is the solution's verdict and any other rejection is WA. judge/judging/interactive.py's
_verdict, fed runs as the sandbox reports them; then each way a talk can end, run for real
(who closes which pipe when)."""
import json
import os
import signal
import subprocess
import sys
from types import SimpleNamespace

import pytest

from conftest import RUNNER
from judge import sandbox
from judge.judging import interactive
from judge.errors import Verdict
from judge.judging.lifelines import Lifelines

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
    (True, "validator", DIED_OF_THE_PIPE, Verdict.AC),     # it wrote past the validator's
    (True, None, DIED_OF_THE_PIPE, Verdict.AC),            #   end: the validator's verdict
    (True, "solution", DIED_OF_THE_PIPE, Verdict.RE),
])
def test_the_verdict_follows_who_ended_first(accepts, first, solution, expected):
    verdict, _ = interactive._verdict(JOB, Validator(accepts), solution, None, first, None)
    assert verdict == expected


# ----------------------------------------------------------- each combination, for real
# Who closes which pipe when, as problemtools' interactive runner has it (judge/judging/interactive.py,
# _Held and _SolutionStdout): each pair below runs through `runner.py --interactor`. The
# validator gets the case's input (5) and says "go"; the right answer is "5".

VALIDATORS = {
    # reads everything the solution writes, to EOF, then decides
    "to_eof": "import sys\nprint('go', flush=True)\n"
              "sys.exit(42 if sys.stdin.read().split() == ['5'] else 43)\n",
    # decides on the first line and exits at once
    "first_line": "import sys\nprint('go', flush=True)\n"
                  "sys.exit(42 if sys.stdin.readline().strip() == '5' else 43)\n",
    # writes 256 KB (past any pipe buffer) before it reads: the solution may be gone by then
    "chatty": "import sys, time\ntime.sleep(0.3)\nfor i in range(4096):\n"
              "    print('x' * 63, flush=True)\n"
              "sys.exit(42 if sys.stdin.readline().strip() == '5' else 43)\n",
    # says all it has to say and closes its stdout, then reads the answer to EOF
    "closes_first": "import os, sys\nprint('go', flush=True)\nos.close(1)\n"
                    "sys.exit(42 if sys.stdin.read().split() == ['5'] else 43)\n",
    # accepts whatever happens, once it has read EOF (a solution may stop early)
    "lenient": "import sys, time\ntime.sleep(0.3)\nprint('go', flush=True)\n"
               "sys.stdin.read()\nsys.exit(42)\n",
}
SOLUTIONS = {
    "answers": "input()\nprint(5, flush=True)\n",
    "wrong": "input()\nprint(4, flush=True)\n",
    # answers, then writes 1 MB more after the validator has gone
    "floods_after": "import sys, time\ninput()\nprint(5, flush=True)\ntime.sleep(0.5)\n"
                    "for i in range(16):\n    sys.stdout.write('y' * 65536)\n"
                    "    sys.stdout.flush()\n",
    "exits_at_once": "pass\n",
    # closes its stdout without a word and waits for the validator's reply that never comes
    "closes_stdout": "import os, sys\nos.close(1)\nsys.stdin.read()\n"
                     "import time\ntime.sleep(60)\n",
    "crashes": "input()\nraise SystemExit(3)\n",
    # answers once it has read everything the validator says, to EOF
    "reads_to_eof": "import sys\nsys.stdin.read()\nprint(5, flush=True)\n",
    # closes its stdout without a word, then crashes once the validator has had time to end
    "closes_then_crashes": "import os, time\nos.close(1)\ntime.sleep(0.5)\n"
                           "raise SystemExit(3)\n",
    "sleeps": "import time\ntime.sleep(60)\n",
}


@pytest.mark.parametrize("validator, solution, expected", [
    ("to_eof", "answers", "AC"),           # EOF reaches the validator when the solution ends
    ("to_eof", "wrong", "WA"),
    ("first_line", "floods_after", "AC"),  # writes past the validator's end: no SIGPIPE, AC
    ("first_line", "wrong", "WA"),
    ("chatty", "exits_at_once", "WA"),     # its writes to a gone solution never fail: it
    ("lenient", "exits_at_once", "AC"),    #   reads EOF and decides (WA or AC), never a JE
    ("to_eof", "closes_stdout", "WA"),     # the validator reads EOF, rejects, ended first
    ("closes_first", "reads_to_eof", "AC"),      # its closed stdout is the solution's EOF
    ("to_eof", "closes_then_crashes", "WA"),     # the same: its later crash counts for nothing
    ("lenient", "closes_then_crashes", "RE"),    # an accepting validator: the crash counts
    ("first_line", "crashes", "RE"),
    ("to_eof", "sleeps", "TLE"),
])
def test_each_way_a_talk_can_end(tmp_path, validator, solution, expected):
    cases = tmp_path / "cases"
    cases.mkdir()
    (cases / "1.in").write_text("5\n")
    (cases / "1.ans").write_text("5\n")
    (tmp_path / "val.py").write_text(VALIDATORS[validator])
    (tmp_path / "sol.py").write_text(SOLUTIONS[solution])
    report = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, str(RUNNER), str(cases), str(tmp_path / "sol.py"),
                           "--interactor", str(tmp_path / "val.py"), "--tl", "1", "--json",
                           str(report)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          timeout=300)
    out = proc.stdout.decode()
    assert [r["verdict"] for r in json.loads(report.read_text())] == [expected], out


def test_a_solution_is_stopped_once_the_validator_rejected_first(tmp_path):
    """problemtools' validator_first: a validator that rejects and exits decides the case
    (WA), so the solution, here asleep, is killed then, not left to the wall-clock cap (a
    public package's verify took 895 s of such waits). Timed against the cap, not a clock."""
    tl = 5
    cap_s = sandbox.Limits(tl, 256, 0).wall_s
    cases = tmp_path / "cases"
    cases.mkdir()
    (cases / "1.in").write_text("5\n")
    (cases / "1.ans").write_text("5\n")
    (tmp_path / "val.py").write_text("import sys\nsys.exit(43)\n")     # rejects at once
    (tmp_path / "sol.py").write_text(SOLUTIONS["sleeps"])
    report = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, str(RUNNER), str(cases), str(tmp_path / "sol.py"),
                           "--interactor", str(tmp_path / "val.py"), "--tl", str(tl),
                           "--json", str(report)], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=300)
    [record] = json.loads(report.read_text())
    assert record["verdict"] == "WA", proc.stdout.decode()
    assert record["wall_ms"] / 1000.0 < cap_s / 2, record


class _Stdout:
    """What _Held needs of a side's stdout: a ready pipe, and a placeholder to drop."""

    def __init__(self):
        self.ready_r, self.ready_w = os.pipe()

    def solution_has_it(self):
        pass

    def close(self):
        os.close(self.ready_r)
        os.close(self.ready_w)


@pytest.mark.parametrize("solution_still_runs", [True, False])
def test_only_a_solution_that_still_runs_is_stopped(tmp_path, solution_still_runs):
    """The validator ended and rejected. A solution still running is stopped (WA: the
    validator ended first). One that had already ended, say with exit code 3, is not: under
    load its sandbox may not have reported yet, and our kill would replace its own exit (RE)
    with our SIGKILL. Its lifeline tells the two apart, with no timing."""
    lives = Lifelines(str(tmp_path), ("validator", "solution"))
    out, val_out = _Stdout(), _Stdout()
    held = interactive._Held({}, {"solution": out, "validator": val_out},
                             lambda: lives.let_go("solution"))
    solution = subprocess.Popen(lives.command("solution", ["cat"]), stdin=subprocess.PIPE)
    if not solution_still_runs:
        solution.stdin.close()
        solution.wait()
    subprocess.run(lives.command("validator", ["true"]), check=True)
    rejected = run(code=43)
    try:
        held._after_end("validator", rejected)
        assert held.verdict_given.is_set() == solution_still_runs
        assert lives.first() == ("validator" if solution_still_runs else "solution")
    finally:
        if solution_still_runs:
            solution.stdin.close()
            solution.wait()
        held.close()
        out.close()
        val_out.close()
        lives.close()
