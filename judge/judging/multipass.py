"""Multi-pass problems (`type: multi-pass`, legacy `validation: custom multi-pass`): the
solution runs again on an input the output validator writes, as problemtools runs them.

Pass 1 runs on the case's input. After each pass that the validator accepts (42), a
feedback_dir/nextpass.in means one more pass on that input, with the same feedback folder
(the validator may keep notes there); none means AC. A rejected or failed pass is the case's
verdict; a nextpass.in beside a rejection, or more passes than limits.validation_passes, is a
JE. Each pass is judged as a batch run, or as an interactive one where the problem is both.
"""
import os

from ..checking import open_beneath, read_written, unlink_beneath
from ..errors import JudgeError, Verdict
from ..problems import MAX_CASE_BYTES, Case
from ..sandbox import scratch
from .record import make_record, read_pair


class _InFolder:
    """The validator as a checker, on the files of this case's folder."""

    def __init__(self, validator, folder):
        self.validator, self.folder = validator, folder

    def check(self, input_bytes, output_bytes, answer_bytes):
        return self.validator.check_in(self.folder, output_bytes)

    def __getattr__(self, name):      # an interactive pass talks to the validator itself
        return getattr(self.validator, name)


def judge_case(job, case, validator, one_pass):
    """A record for one multi-pass case: at most job.passes passes, each judged by
    one_pass(job, case, checker, folder) (judge/judging/case.py: a batch run, or an interactive one
    when the job's kind is "interactive multi-pass"). Never raises."""
    passes = job.passes
    try:
        folder = validator.files(*read_pair(case))
    except JudgeError as e:
        return make_record(job.problem, case.name, Verdict.JE, str(e), None, job)
    try:
        current = Case(case.name, os.path.join(folder, "input"), os.path.join(folder, "answer"))
        nextpass = os.path.join(folder, "feedback", "nextpass.in")
        slowest = None
        for number in range(1, passes + 1):
            rec = one_pass(job, current, _InFolder(validator, folder), folder)
            slowest = rec if slowest is None or rec["cpu_ms"] > slowest["cpu_ms"] else slowest
            more = read_written(nextpass, MAX_CASE_BYTES, beneath=folder)  # no link followed
            if rec["verdict"] != Verdict.AC:
                if more is not None and rec["verdict"] == Verdict.WA:
                    rec.update(verdict=Verdict.JE, message="pass %d: the validator rejected the "
                               "output and wrote nextpass.in" % number)
                else:
                    rec["message"] = "pass %d: %s" % (number, rec["message"])
                return rec
            if more is None:
                rec.update(cpu_ms=slowest["cpu_ms"], memory_kb=max(
                    rec["memory_kb"], slowest["memory_kb"]),
                    message="accepted after %d passes" % number)
                return rec
            unlink_beneath(folder, nextpass)    # the validator may write in folder: no link
            unlink_beneath(folder, current.in_path)     # is followed, none is written through
            fd = open_beneath(folder, current.in_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL,
                              0o444)            # the next input: ours, from its bytes
            with os.fdopen(fd, "wb") as f:
                f.write(more)
        return make_record(job.problem, case.name, Verdict.JE, "no verdict after %d passes "
                           "(limits.validation_passes)" % passes, None, job)
    finally:
        scratch.remove(folder)
