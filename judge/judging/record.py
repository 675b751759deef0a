"""What one run was: its verdict when it failed (classify_run), the record of a case (what
the console line and the JSON report are made of), and a case's two files, read as the
judge reads every file a case gives it (read_pair). judge/judging/case.py, judge/judging/interactive.py and
judge/judging/multipass.py all use these, and import nothing of each other but through case.py.
"""
import hashlib
import signal

from ..errors import JudgeError, Verdict
from ..problems import read_case_file
from ..sandbox import TASK_CAP

def classify_run(run, limits):
    """(Verdict, message) for a run that failed; (None, "") for a clean run."""
    ms = int(run.cpu_s * 1000)
    if run.kill_reason == "wall" and run.cpu_s <= limits.cpu_s:
        if run.wall_s - run.wait_s <= limits.wall_s:
            return Verdict.JE, _lagged_message(run, limits)
        return Verdict.TLE, _wall_message(run, limits)
    if run.kill_reason in ("cpu", "wall") or run.cpu_s > limits.cpu_s:
        return Verdict.TLE, "CPU %d ms > limit %d ms" % (ms, limits.cpu_s * 1000)
    if run.kill_reason == "busy":
        return Verdict.JE, ("the machine is too busy to judge: after %d ms of wall clock the run "
                            "had %d ms of CPU, and waited %d ms for one" % (
                                run.wall_s * 1000, ms, run.wait_s * 1000))
    failed = run.signal is not None or run.exit_code != 0
    if run.kill_reason == "memory" or run.peak_kb > limits.memory_kb:
        return Verdict.MLE, "peak memory %.1f MB > limit %.0f MB" % (
            run.peak_kb / 1024, limits.memory_kb / 1024)
    if failed and _ends_in_memory_error(run.stderr_tail):
        return Verdict.MLE, "MemoryError: an allocation was refused (address-space net)"
    if run.kill_reason == "output" or run.output_exceeded:
        return Verdict.OLE, "output passed the cap of %d bytes: stopped there" % (
            limits.output_bytes)
    if run.kill_reason == "processes":
        return Verdict.RE, ("more than %d processes and threads at once: killed (a fork bomb? "
                            "a cgroup's pids.max stops its forks there)" % TASK_CAP)
    if run.kill_reason == "keeper":
        return Verdict.RE, "the run's keeper process was killed (by the solution?)"
    if failed:
        if run.signal is not None:
            why = "killed by signal %s" % _signal_name(run.signal)
        else:
            why = "exit code %d" % run.exit_code
        if run.signal is not None and run.stack_kb is not None:
            why += ("; the stack was only %d MB (the caller's hard limit, ulimit -Hs), not "
                    "the %d MB a judge gives" % (run.stack_kb >> 10, limits.stack_kb >> 10))
        tail = run.stderr_tail.decode("utf-8", "replace").rstrip()
        return Verdict.RE, why + ("; stderr tail:\n" + tail if tail else "")
    return None, ""


def _wall_message(run, limits):
    """Why a run under the CPU limit was stopped by the wall clock: it slept or blocked, or
    waited at a priority it lowered itself. The quantity printed against the cap is the one
    that decided, as it was then (run.net_wall_s)."""
    net = run.wall_s - run.wait_s if run.net_wall_s is None else run.net_wall_s
    if run.wait_refused:
        why = ("the run slept, blocked or waited at a priority it lowered itself (%s: no wait "
               "for a CPU is credited): %d ms of wall clock" % (run.wait_refused, net * 1000))
    else:
        why = ("the run slept or blocked: %d ms of wall clock neither running nor waiting for "
               "a CPU" % (net * 1000))
    return ("wall-clock cap: CPU %d ms is under the limit %d ms, but %s > cap %d ms (2 x the "
            "limit) when it was stopped; wall %d ms in all, of which %d ms waiting for a CPU" % (
                run.cpu_s * 1000, limits.cpu_s * 1000, why, limits.wall_s * 1000,
                run.wall_s * 1000, run.wait_s * 1000))


def _lagged_message(run, limits):
    """A run the wall clock stopped on a count of its wait that lagged: the kernel adds a
    thread's wait when it gets a CPU, on a busy machine seconds late, and what came in after
    the kill shows that it had not passed the cap. We cannot say whether it would have."""
    net = run.wall_s - run.wait_s if run.net_wall_s is None else run.net_wall_s
    return ("the machine is too busy to judge: the run was stopped at %d ms of wall clock net "
            "of its wait for a CPU (cap %d ms), but the wait counted since (it comes late on a "
            "busy machine) leaves %d ms of its %d ms wall clock: it had not passed the cap" % (
                net * 1000, limits.wall_s * 1000, (run.wall_s - run.wait_s) * 1000,
                run.wall_s * 1000))


def _ends_in_memory_error(stderr_tail):
    """True when the traceback's last line is a MemoryError (not any mention of one)."""
    lines = stderr_tail.decode("utf-8", "replace").strip().splitlines()
    return bool(lines) and lines[-1].split(":")[0].strip() == "MemoryError"


def _signal_name(num):
    try:
        return signal.Signals(num).name
    except ValueError:
        return str(num)


def make_record(problem_name, case_name, verdict, message, run=None, job=None):
    """The per-case record: what the console line and the JSON report are made of."""
    rec = {
        "problem": printable(problem_name),
        "case": printable(case_name),
        "verdict": verdict,
        "cpu_ms": int(run.cpu_s * 1000) if run else 0,
        "wall_ms": int(run.wall_s * 1000) if run else 0,
        "cpu_wait_ms": int(run.wait_s * 1000) if run else 0,
        "memory_kb": int(run.peak_kb) if run else 0,
        "exit_code": run.exit_code if run else None,
        "signal": run.signal if run else None,
        "output_bytes": run.stdout_size if run else 0,
        "message": message,
    }
    if getattr(message, "score", None) is not None:    # a scoring validator's score.txt
        rec["score"] = message.score
    if getattr(message, "multiplier", None) is not None:   # its score_multiplier.txt
        rec["score_multiplier"] = message.multiplier
    if job is not None:
        rec.update(containment=job.modes[0], isolation=job.modes[1],
                   time_limit_ms=int(round(job.time_limit * 1000)),
                   memory_limit_mb=job.memory_mb)
        if job.limits_note:
            rec["limits"] = job.limits_note
        if job.compiled:
            standards = [w[5:] for w in job.compiled.split() if w.startswith("-std=")]
            rec.update(compile=job.compiled, standard=standards[0] if standards else "")
    return rec


def printable(name):
    """A file name as text any report can hold: bytes that are not UTF-8 (os.listdir keeps
    them as surrogates, which no UTF-8 writer takes) escaped as \\xNN."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def read_pair(case):
    """(input bytes, answer bytes) of a case; JudgeError when either is broken, or changed
    since case.remember() hashed them (a solution without isolation could rewrite them)."""
    input_bytes = read_case_file(case.in_path, case.utf8)
    answer_bytes = read_case_file(case.ans_path, case.utf8)
    if case.digests is not None and case.digests != tuple(
            hashlib.sha256(b).hexdigest() for b in (input_bytes, answer_bytes)):
        raise JudgeError("the case changed on disk after judging began")
    return input_bytes, answer_bytes
