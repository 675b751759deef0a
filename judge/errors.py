"""The judge's verdicts and its two kinds of failure."""
import enum


class Verdict(str, enum.Enum):
    """A verdict, the one type every record carries from the run to the report. It is its
    own name as a string too (Verdict.AC == "AC", json.dumps prints "AC"), so a report read
    back from JSON compares equal to the records it was written from (Verdict(name) makes a
    member of it again)."""
    AC = "AC"    # accepted
    WA = "WA"    # wrong answer (also: junk or empty output, checker said no)
    TLE = "TLE"  # CPU time over the limit, or the wall-clock cap reached
    MLE = "MLE"  # peak memory over the limit
    OLE = "OLE"  # output over the cap: the run is stopped there
    RE = "RE"    # non-zero exit code or killed by a signal we did not send
    CE = "CE"    # the C or C++ solution does not compile (the compiler's message)
    JE = "JE"    # judge error: our data, config or checker is broken

    def __str__(self):
        return self.value

    __format__ = str.__format__


class JudgeError(Exception):
    """Broken data or config: reported as JE, exit code 3."""


class UsageError(Exception):
    """Bad command line, unknown problem, no cases: exit code 2."""
