"""Judging: a submission run on cases and a verdict for each. job.py builds the Job (what to
run, how, under which limits: one constructor for problem folders, packages and stress);
case.py judges every case in order on -j workers (a batch run, or interactive.py with
lifelines.py, or multipass.py); record.py names a failed run and makes a case's record;
report.py prints records (one line per case, the summaries, the JSON report).
"""
from .case import STOP, Stopped, judge_cases, judge_pair
from .job import (KINDS, Job, NotBuilt, Settings, Submission, Unchecked, add_options,
                  checker_for, cpp_twin, for_package, for_problem, make_job, package_box,
                  package_checker, package_grader, package_program)
from .record import make_record
from . import report

__all__ = ["STOP", "Stopped", "judge_cases", "judge_pair", "KINDS", "Job", "NotBuilt",
           "Settings", "Submission", "Unchecked", "add_options", "checker_for", "cpp_twin",
           "for_package", "for_problem", "make_job", "package_box", "package_checker",
           "package_grader", "package_program", "make_record", "report"]
