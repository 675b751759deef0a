"""A problem folder: problem.toml (the problem's facts), its limits, where its cases are
(cases.py reads them).

problem.toml holds flat keys (PROBLEM_KEYS) and an optional [params] table of the problem's
bounds (read by its validator and generator, the way Library Checker's [params] are), read by
judge.config.read_toml, the one TOML reader of the runner and the problem scripts. Every
missing, unknown or ill-typed key is reported at once, in one JudgeError.
"""
import argparse
import math
import os

from .. import checking
from ..config import read_toml
from ..errors import JudgeError, UsageError
from ..programs import JUDGES

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# a clone's testdata/; installed (pip, pipx), where there is none beside the package, the
# testdata/ folder of where the command runs
DEFAULT_TESTDATA = os.path.join(REPO, "testdata") if os.path.isdir(
    os.path.join(REPO, "testdata")) else os.path.abspath("testdata")
TIME_RANGE = (0.001, 36000.0)  # sane time limits, seconds: 1 ms .. 10 hours
MEMORY_RANGE = (1.0, 1 << 20)  # sane memory limits, MB: 1 MB .. 1 TB

# key -> (accepted types, required). Unknown keys are a JE too: a typo must not pass silently.
# Keys that only describe the problem (title, url, judge, ...) are optional; `solution` is
# needed only when no --solution is given.
PROBLEM_KEYS = {
    "time_limit": ((int, float), True),  # seconds of CPU time, as stated
    "memory_limit": ((int, float), True),  # MB, as stated
    "compare": ((str,), True),           # one of checking.MODES
    "checker_time_limit": ((int, float), False),  # seconds per check; default: checkers.py
    "checker": ((str,), False),          # the checker file beside problem.toml (checker.py);
                                         #   a .py defines check(), any other is testlib's
    "solution": ((str,), False),         # relative to the root (the repository)
    "title": ((str,), False),
    "judge": ((str,), False),            # BOJ, POJ, ...: picks the judge's language rules
    "url": ((str,), False),
    "python_accepted": ((bool,), False),  # default true
    "extra_time": ((bool,), False),      # default true; false: BOJ's "no extra time" mark
    "source_note": ((str,), False),      # what could not be verified, and what we assumed
    "params": ((dict,), False),          # [params]: the problem's bounds
}

class Problem:
    """The facts of one problem folder (problem.toml) plus where its files are."""

    def __init__(self, name, folder, root, config):
        self.name = name
        self.dir = folder
        self.root = root
        self.title = config.get("title", name)
        self.judge = config.get("judge", "")
        self.url = config.get("url", "")
        self.solution = os.path.join(root, config["solution"]) if "solution" in config else None
        self.time_limit = float(config["time_limit"])        # seconds of CPU time
        self.memory_limit = float(config["memory_limit"])    # MB
        self.compare = config["compare"]
        self.checker_time_limit = config.get("checker_time_limit")  # None: the default
        self.python_accepted = config.get("python_accepted", True)
        self.extra_time = config.get("extra_time", True)
        self.params = config.get("params", {})
        self.cases_dir = os.path.join(folder, "cases")
        self.checker_path = os.path.join(folder, config.get("checker", "checker.py"))


class AdHocProblem(Problem):
    """No problem.toml: judging --cases DIR with what the options say (--tl, --ml, --compare,
    --checker; defaults: the limits given (a CPH file's), else 2 s, 256 MB; strict)."""

    def __init__(self, cases_dir, time_limit=None, memory_limit=None, name=None):
        Problem.__init__(self, name or os.path.basename(cases_dir), cases_dir, cases_dir,
                         {"time_limit": time_limit or 2.0, "memory_limit": memory_limit or 256,
                          "compare": "strict"})
        self.cases_dir = cases_dir


def check_config(config):
    """Every problem with a problem.toml dict, as a list of one-line messages."""
    errors = ["unknown key %r" % k for k in config if k not in PROBLEM_KEYS]
    for key, (types, required) in PROBLEM_KEYS.items():
        if key not in config:
            if required:
                errors.append("missing key %r" % key)
            continue
        value = config[key]
        # bool is an int in Python: time_limit = true must not pass as 1
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            errors.append("%s has the wrong type (%s)" % (key, type(value).__name__))
    for key, (low, high), unit in (("time_limit", TIME_RANGE, "s"),
                                   ("checker_time_limit", TIME_RANGE, "s"),
                                   ("memory_limit", MEMORY_RANGE, "MB")):
        value = config.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool) \
                and not low <= value <= high:  # also false for nan and inf
            errors.append("%s = %r is outside %g..%g %s" % (key, value, low, high, unit))
    if isinstance(config.get("judge"), str) and config["judge"] not in JUDGES:
        errors.append("judge must be one of %s, not %r" % (", ".join(JUDGES), config["judge"]))
    if isinstance(config.get("compare"), str) and config["compare"] != "checker":
        try:
            checking.comparator(config["compare"])     # checking.MODES: the one list
        except ValueError as e:
            errors.append("compare %s" % e)
    return errors


def load_problem(name, testdata, root, folder=None):
    """Problem from <testdata>/<name>/problem.toml (or from `folder`). UsageError if there is
    no such folder, JudgeError (one line, every fault named) if problem.toml is missing or
    wrong."""
    folder = folder or os.path.join(testdata, name)
    name = name or os.path.basename(folder)
    if not os.path.isdir(folder):
        raise UsageError("unknown problem %r (no folder %s)" % (name, folder))
    path = os.path.join(folder, "problem.toml")
    if not os.path.isfile(path):
        raise JudgeError("%s: missing" % path)
    config = read_toml(path)
    errors = check_config(config)
    checker = config.get("checker", "checker.py")
    if config.get("compare") == "checker" and isinstance(checker, str) and not os.path.isfile(
            os.path.join(folder, checker)):
        errors.append('compare = "checker" but %s is missing' % checker)
    if errors:
        raise JudgeError("%s: %s" % (path, "; ".join(errors)))
    return Problem(name, folder, root, config)


def finite_positive(text):
    """argparse type for the limits and scales: a finite number > 0; what is wrong said in
    words (argparse's own message names the function: "invalid finite_positive value")."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("%r is not a number" % text)
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError("must be a number above 0, not %s" % text)
    return value


def discover_problems(testdata):
    """Names of the folders under testdata that hold a problem.toml, sorted."""
    if not os.path.isdir(testdata):
        return []
    return sorted(n for n in os.listdir(testdata)
                  if os.path.isfile(os.path.join(testdata, n, "problem.toml")))


def hidden_dirs(root, *data_dirs):
    """What bwrap hides: the test data, the cases, the problem folder, and the repository's
    .git (it holds every answer too). The rest of the repository stays readable, read-only
    like the whole file system (even under /tmp: the Job shows the root): our deliberately
    wrong solutions import its code."""
    dirs = list(data_dirs) + [os.path.join(root, ".git")]
    return [d for d in dict.fromkeys(dirs) if os.path.isdir(d)]
