"""One case: run the solution in the sandbox, name a failed run, judge a clean one's output;
and the cases of many Jobs, in order, on a pool of workers (judge_cases).

judge_case is where every kind of problem (job.KINDS) meets: a batch case runs here, an
interactive one in judge/interactive.py, a multi-pass one in judge/multipass.py, each with
the checker the Job gives that case (job.checker.for_case) and its files read through
read_pair (the hashes taken before the first run checked: a case changed since is a JE).
A failed run is named in the order TLE > MLE > OLE > RE; only a clean run (exit code 0, within
every limit) reaches the checker, so a checker never sees a failed run. Anything that goes
wrong on our side is a JE: a run we could not judge is never AC.
"""
import hashlib
import os
import signal
import threading
from concurrent.futures import ThreadPoolExecutor

from . import report, sandbox
from .errors import JudgeError, Verdict
from .problem import Case, read_case_file

OUTPUT_SLACK = 4 << 20         # output cap = answer size + 4 MiB


def classify_run(run, limits):
    """(Verdict, message) for a run that failed; (None, "") for a clean run."""
    ms = int(run.cpu_s * 1000)
    if run.kill_reason == "wall" and run.cpu_s <= limits.cpu_s:
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
    """Why a run under the CPU limit was stopped by the wall clock: it slept or blocked."""
    return ("wall-clock cap: CPU %d ms is under the limit %d ms, but the run slept or blocked: "
            "%d ms of wall clock neither running nor waiting for a CPU > cap %d ms (2 x the "
            "limit); wall %d ms, of which %d ms waiting for a CPU" % (
                run.cpu_s * 1000, limits.cpu_s * 1000, (run.wall_s - run.wait_s) * 1000,
                limits.wall_s * 1000, run.wall_s * 1000, run.wait_s * 1000))


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
        "problem": problem_name,
        "case": case_name,
        "verdict": verdict.value,
        "cpu_ms": int(run.cpu_s * 1000) if run else 0,
        "wall_ms": int(run.wall_s * 1000) if run else 0,
        "cpu_wait_ms": int(run.wait_s * 1000) if run else 0,
        "memory_kb": int(run.peak_kb) if run else 0,
        "exit_code": run.exit_code if run else None,
        "signal": run.signal if run else None,
        "output_bytes": run.stdout_size if run else 0,
        "message": message,
    }
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


def judge_case(job, case):
    """The record of the job's command on one case, whatever the job's kind. Never raises."""
    try:
        checker = job.checker.for_case(case)
        if job.kind.endswith("multi-pass"):
            from . import multipass
            return multipass.judge_case(job, case, checker)
        if job.kind == "interactive":
            from . import interactive
            return interactive.judge_case(job, case, checker)
        return judge_batch(job, case, checker)
    except JudgeError as e:
        return make_record(job.problem, case.name, Verdict.JE, str(e), None, job)
    except Exception as e:  # a bug of ours: still never AC
        return make_record(job.problem, case.name, Verdict.JE, "internal error: %s: %s"
                           % (type(e).__name__, e), None, job)


def read_pair(case):
    """(input bytes, answer bytes) of a case; JudgeError when either is broken, or changed
    since case.remember() hashed them (a solution without isolation could rewrite them)."""
    input_bytes = read_case_file(case.in_path)
    answer_bytes = read_case_file(case.ans_path)
    if case.digests is not None and case.digests != tuple(
            hashlib.sha256(b).hexdigest() for b in (input_bytes, answer_bytes)):
        raise JudgeError("the case changed on disk after judging began")
    return input_bytes, answer_bytes


def judge_batch(job, case, checker):
    """Run the job's command on one case and judge its output with `checker`: a record.
    Never raises."""
    run = None
    try:
        input_bytes, answer_bytes = read_pair(case)
        limits = sandbox.Limits(job.time_limit, int(job.memory_mb * 1024),
                                len(answer_bytes) + OUTPUT_SLACK)
        try:
            run = sandbox.run(job.cmd, input_bytes, limits, *job.modes,
                              hide=job.hide, expose=job.expose, show=job.show)
        except sandbox.SandboxError as e:
            raise JudgeError(str(e))
        verdict, message = classify_run(run, limits)
        if verdict is None:
            ok, message = checker.check(input_bytes, run.stdout, answer_bytes)
            verdict = Verdict.AC if ok else Verdict.WA
    except JudgeError as e:
        verdict, message = Verdict.JE, str(e)
    except Exception as e:  # a bug of ours: still never AC
        verdict, message = Verdict.JE, "internal error: %s: %s" % (type(e).__name__, e)
    return make_record(job.problem, case.name, verdict, message, run, job)


class Stopped(Exception):
    """A signal asked the runner to stop (judge/cli.py raises it in the main thread); the
    records judged before it are in .records."""

    def __init__(self, signum):
        super().__init__(signum)
        self.signum = signum
        self.records = []


STOP = threading.Event()        # set on a stop signal: queued cases start nothing


def judge_cases(tasks, workers, console, stop_at_failure=False, quiet=False):
    """Judge every (job, case) of `tasks` on `workers` threads, the records in order, each
    printed as it comes (not when `quiet`) with a progress line on a terminal.
    `stop_at_failure`: nothing after the first record that is not AC (problemtools'
    on_reject: break). A stop signal (Stopped) carries the records so far."""
    tty = console.isatty() and not quiet
    records = []
    failed = threading.Event()

    def progress(done):
        if tty and done < len(tasks):
            job, case = tasks[done]
            console.write("\r\x1b[K[%d/%d] %s/%s ..." % (done + 1, len(tasks), job.problem,
                                                          case.name), end="")

    def one(task):
        if STOP.is_set() or failed.is_set():
            return None
        rec = judge_case(*task)
        if stop_at_failure and rec["verdict"] != "AC":
            failed.set()
        return rec

    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        progress(0)
        for rec in pool.map(one, tasks):
            if rec is None:         # after a failure: not judged, by request
                break
            if tty:
                console.write("\r\x1b[K", end="")
            if not quiet:
                console.write(report.format_record(rec))
            records.append(rec)
            if stop_at_failure and rec["verdict"] != "AC":
                failed.set()
                break
            progress(len(records))
    except Stopped as e:
        STOP.set()
        sandbox.kill_all_runs()          # the running cases end as their keepers report
        pool.shutdown(wait=False)
        if tty:
            console.write("\r\x1b[K", end="")
        e.records = records
        raise
    pool.shutdown()
    return records


def judge_pair(job, folder, name, input_bytes, answer_bytes):
    """The job judged on one generated pair (written to folder/x.in, x.ans): its record.
    JudgeError when the judging itself failed (a JE is never a counterexample)."""
    case = Case(name, os.path.join(folder, "x.in"), os.path.join(folder, "x.ans"))
    for path, data in ((case.in_path, input_bytes), (case.ans_path, answer_bytes)):
        with open(path, "wb") as f:
            f.write(data)
    rec = judge_case(job, case)
    if rec["verdict"] == "JE":
        raise JudgeError(rec["message"])
    return rec
