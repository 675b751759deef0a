"""Interactive problems: the output validator and the solution talk through two pipes, each
run in the sandbox under its own limits (sandbox.run with stdio=), at the same time.

    validator input answer feedback_dir [flags]   stdout -> solution's stdin
    solution                                      stdout -> validator's stdin

The verdict, as problemtools' interactive runner gives it: a validator that crashes, hangs or
exits with neither 42 nor 43 is a JE; a validator that rejects (43) before the solution ended
is WA whatever the solution then did (it usually dies of the closed pipe); otherwise the
solution's own failure counts first (TLE, MLE, RE); otherwise the validator's 42 or 43.
Where both ends are seen closed at once (a busy machine may not wake the watch in between), a
solution stopped at a limit is TLE or MLE (the kill, ours, ended it; the validator's rejection of
the cut-off talk came after), and any other rejection is WA.
"""
import os
import select
import sys
import threading

from . import sandbox
from .errors import JudgeError, Verdict
from .record import classify_run, make_record, read_pair
from .sandbox import scratch

HUP_POLL_MS = 50               # how often the watch looks at whether both runs are over
_NO_SIGPIPE = ("import os, signal, sys; signal.signal(signal.SIGPIPE, signal.SIG_IGN); "
               "os.execv(sys.argv[1], sys.argv[1:])")


def judge_case(job, case, validator, folder=None):
    """A record for one case of an interactive problem. Never raises. `folder`: the
    validator's files and feedback of a multi-pass case (judge/multipass.py), kept."""
    run = None
    try:
        own = folder is None
        if own:
            folder = validator.files(*read_pair(case))
        try:
            run, val_run, first = _talk(job, validator, folder)
            verdict, message = _verdict(job, validator, run, val_run, first, folder)
        finally:
            if own:
                scratch.remove(folder)
    except JudgeError as e:
        verdict, message = Verdict.JE, str(e)
    except Exception as e:  # a bug of ours: still never AC
        verdict, message = Verdict.JE, "internal error: %s: %s" % (type(e).__name__, e)
    return make_record(job.problem, case.name, verdict, message, run, job)


def _talk(job, validator, folder):
    """Run both, wired together; (solution's RunResult, validator's, which ended first:
    "validator", "solution" or None where both were seen ended at once)."""
    to_sol_r, to_sol_w = os.pipe()
    to_val_r, to_val_w = os.pipe()
    results = {}
    sol_limits = sandbox.Limits(job.time_limit, job.memory_mb, 0)
    val_limits = sandbox.Limits(validator.seconds, validator.memory_mb, 0)

    def go(name, cmd, limits, stdio, view):
        if name == "validator":   # SIGPIPE ignored (kept across exec), as problemtools'
            python = os.path.realpath(sys.executable)   # runner does: a write to a gone
            cmd = [python, "-c", _NO_SIGPIPE] + cmd        # solution fails, never kills
            view = view.plus(sandbox.EXPOSE, [python])
        try:
            results[name] = sandbox.run(cmd, b"", limits, *job.modes, view, stdio=stdio,
                                        side=sandbox.JUDGE if name == "validator"
                                        else sandbox.SOLUTION)
        except sandbox.SandboxError as e:
            results[name] = e

    threads = [
        threading.Thread(target=go, args=("validator", validator.program.argv +
                                          validator.args(folder), val_limits,
                                          (to_val_r, to_sol_w), validator.view(folder))),
        threading.Thread(target=go, args=("solution", job.cmd, sol_limits,
                                          (to_sol_r, to_val_w), job.view)),
    ]
    # Who ended first: each side's stdout closing (at its exit, or at our kill) shows as a
    # hang-up on a read end we hold and never read. Once one side is seen, both are let go,
    # so a write to a side that is gone fails as it would without us (SIGPIPE, EPIPE).
    watch = {os.dup(to_sol_r): "validator", os.dup(to_val_r): "solution"}
    first = None
    try:
        for t in threads:
            t.start()
        poller = select.poll()
        for fd in watch:
            poller.register(fd, 0)           # POLLHUP and POLLERR are reported anyway
        while first is None and any(t.is_alive() for t in threads):
            hung = [watch[fd] for fd, _ in poller.poll(HUP_POLL_MS)]
            if len(hung) == 1:
                first = hung[0]
            elif hung:                       # both at once: their runs' ends decide
                break
    finally:
        for fd in watch:
            os.close(fd)
        for t in threads:
            t.join()
    for name in ("validator", "solution"):
        if isinstance(results[name], Exception):
            raise JudgeError("%s: %s" % (name, results[name]))
    return results["solution"], results["validator"], first


def _verdict(job, validator, sol_run, val_run, first, folder):
    ok, message = validator.verdict(val_run, folder)   # JudgeError: the validator's fault
    limits = sandbox.Limits(job.time_limit, job.memory_mb, 0)
    if not ok and first == "validator":
        return Verdict.WA, message
    failed, why = classify_run(sol_run, limits)
    stopped = failed in (Verdict.TLE, Verdict.MLE, Verdict.JE)   # our kill, or no judging
    if failed is not None and failed != Verdict.OLE and (ok or first or stopped):
        return failed, why
    return (Verdict.AC if ok else Verdict.WA), message
