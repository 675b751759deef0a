"""One case: run the solution in the sandbox, name a failed run, judge a clean one's output;
and the cases of many Jobs, in order, on a pool of workers (judge_cases).

judge_case is where every kind of problem (job.KINDS) meets: a batch case runs here, an
interactive one in judge/judging/interactive.py, a multi-pass one in judge/judging/multipass.py, each with
the checker the Job gives that case (job.checker.for_case) and its files read through
read_pair (the hashes taken before the first run checked: a case changed since is a JE).
A failed run is named in the order TLE > MLE > OLE > RE; only a clean run (exit code 0, within
every limit) reaches the checker, so a checker never sees a failed run. Anything that goes
wrong on our side is a JE: a run we could not judge is never AC.
"""
import os
import threading
from concurrent.futures import ThreadPoolExecutor

from .. import checking, sandbox
from ..errors import JudgeError, Verdict
from ..problems import Case
from . import interactive, multipass, report
from .record import classify_run, make_record, read_pair

OUTPUT_SLACK = 4 << 20         # output cap = answer size + 4 MiB

def judge_case(job, case):
    """The record of the job's command on one case, whatever the job's kind. Never raises."""
    try:
        checker = job.checker.for_case(case)
        if job.kind.endswith("multi-pass"):
            return multipass.judge_case(job, case, checker, _one_pass)
        return _one_pass(job, case, checker)
    except JudgeError as e:
        return make_record(job.problem, case.name, Verdict.JE, str(e), None, job)
    except Exception as e:  # a bug of ours: still never AC
        return make_record(job.problem, case.name, Verdict.JE, "internal error: %s: %s"
                           % (type(e).__name__, e), None, job)


def _one_pass(job, case, checker, folder=None):
    """One run of the job on a case, batch or interactive by the job's kind (`folder`: a
    multi-pass case's files and feedback, kept across its passes)."""
    if job.kind.startswith("interactive"):
        return interactive.judge_case(job, case, checker, folder)
    return judge_batch(job, case, checker)


def judge_batch(job, case, checker):
    """Run the job's command on one case and judge its output with `checker`: a record.
    Never raises."""
    run = None
    try:
        input_bytes, answer_bytes = read_pair(case)
        limits = sandbox.Limits(job.time_limit, job.memory_mb,
                                len(answer_bytes) + OUTPUT_SLACK, drain=job.drain_output)
        try:
            run = sandbox.run(job.cmd, input_bytes, limits, *job.modes, job.view)
        except sandbox.SandboxError as e:
            raise JudgeError(str(e))
        verdict, message = classify_run(run, limits)
        if verdict is None:
            ok, message = checker.check(input_bytes, run.stdout, answer_bytes)
            verdict = Verdict.AC if ok else Verdict.WA
            if not ok and isinstance(checker, checking.Comparator):   # one right answer
                rec = make_record(job.problem, case.name, verdict, message, run, job)
                rec["diff"] = report.side_by_side(input_bytes, run.stdout, answer_bytes)
                return rec
    except JudgeError as e:
        verdict, message = Verdict.JE, str(e)
    except Exception as e:  # a bug of ours: still never AC
        verdict, message = Verdict.JE, "internal error: %s: %s" % (type(e).__name__, e)
    return make_record(job.problem, case.name, verdict, message, run, job)


class Stopped(BaseException):
    """A signal asked the runner to stop (judge/commands/cli.py raises it in the main thread); the
    records judged before it are in .records. A BaseException, as KeyboardInterrupt is: no
    `except Exception` on the way (a case's "never raises") may swallow it."""

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
    # The index of the first task that failed so far. Only tasks after it are skipped: a
    # thread may take an earlier task and reach its first line after a later one failed, and
    # that earlier task must still run, or the records would stop short of every failure.
    failed_at = [len(tasks)]
    failed_lock = threading.Lock()

    def progress(done):
        if tty and done < len(tasks):
            job, case = tasks[done]
            console.write("\r\x1b[K[%d/%d] %s/%s ..." % (done + 1, len(tasks), job.problem,
                                                          case.name), end="")

    def one(index):
        if STOP.is_set() or index > failed_at[0]:
            return None
        rec = judge_case(*tasks[index])
        if stop_at_failure and rec["verdict"] != Verdict.AC:
            with failed_lock:
                failed_at[0] = min(failed_at[0], index)
        return rec

    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        progress(0)
        for rec in pool.map(one, range(len(tasks))):
            if rec is None:         # a stop signal came (a failure breaks below, first)
                break
            if tty:
                console.write("\r\x1b[K", end="")
            if not quiet:
                console.write(report.format_record(rec, console.colour))
            records.append(rec)
            if stop_at_failure and rec["verdict"] != Verdict.AC:
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
    if rec["verdict"] == Verdict.JE:
        raise JudgeError(rec["message"])
    return rec
