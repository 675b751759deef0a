"""Checking: whether an output answers a case. compare.py holds the runner's own comparators
(strict, tokens, floats, the default output validator, one list of MODES); checkers.py every
other checker (a checker.py in a process of its own, checker_host.py; a package's output
validator; a testlib checker; an oj judge script), each built and run through programs and the sandbox;
feedback.py reads what a checker wrote beside its verdict (message, score, next pass).
"""
from .checkers import (CHECKER_MEMORY_MB, PROTOCOLS, Grader, OjChecker, OutputValidator,
                       PythonChecker, TestlibChecker, make_checker, protocol_of, seconds_for)
from .compare import (MODES, Comparator, compare_default, compare_strict, compare_tokens,
                      comparator, default_validator, mode_of, parse_default_flags)
from .feedback import Scored, open_beneath, read_score, read_written, unlink_beneath

__all__ = ["CHECKER_MEMORY_MB", "PROTOCOLS", "OjChecker", "protocol_of", "Grader", "OutputValidator", "PythonChecker", "TestlibChecker",
           "make_checker", "seconds_for", "MODES", "Comparator", "compare_default",
           "compare_strict", "compare_tokens", "comparator", "default_validator", "mode_of",
           "parse_default_flags", "Scored", "open_beneath", "read_score", "read_written",
           "unlink_beneath"]
