"""A problem folder: problem.toml (the problem's facts), its cases, its limits.

problem.toml holds flat keys (PROBLEM_KEYS) and an optional [params] table of the problem's
bounds (read by its validator and generator, the way Library Checker's [params] are). Every
missing, unknown or ill-typed key is reported at once, in one JudgeError.
"""
import hashlib
import math
import os
import re
import stat

try:
    import tomllib
except ImportError:  # Python < 3.11: see parse_flat_toml
    tomllib = None

from . import compare
from .errors import JudgeError, UsageError

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TESTDATA = os.path.join(REPO, "testdata")
MAX_CASE_BYTES = 256 << 20     # a .in or .ans larger than this is broken data (JE)
TIME_RANGE = (0.001, 36000.0)  # sane time limits, seconds: 1 ms .. 10 hours
MEMORY_RANGE = (1.0, 1 << 20)  # sane memory limits, MB: 1 MB .. 1 TB

# key -> (accepted types, required). Unknown keys are a JE too: a typo must not pass silently.
# Keys that only describe the problem (title, url, judge, ...) are optional; `solution` is
# needed only when no --solution is given.
PROBLEM_KEYS = {
    "time_limit": ((int, float), True),  # seconds of CPU time, as stated
    "memory_limit": ((int, float), True),  # MB, as stated
    "compare": ((str,), True),           # one of compare.MODES
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

_TOML_TABLE = re.compile(r"\[([A-Za-z0-9_-]+)\]\s*(#.*)?$")
_TOML_KEY = re.compile(r"([A-Za-z0-9_-]+)\s*=\s*(.*)$")
_TOML_INT = re.compile(r"[+-]?\d+$")
_TOML_FLOAT = re.compile(r"[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$")
_TOML_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t", "r": "\r"}


def parse_flat_toml(text):
    """The TOML subset problem.toml uses: `key = "string" | 'literal' | int | float | true |
    false`, `#` comments, blank lines, and `[table]` headers of such keys. tomllib only exists
    from Python 3.11 and we promise 3.8+ with the standard library only, so older Pythons
    read this subset by hand; anything outside it (arrays, dates, multi-line strings, dotted
    keys) is an error, never a silent misread. Raises ValueError("line N: ...")."""
    data = table = {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        header = _TOML_TABLE.match(line)
        if header:
            name = header.group(1)
            if name in data:
                raise ValueError("line %d: duplicate key %r" % (lineno, name))
            table = data[name] = {}
            continue
        m = _TOML_KEY.match(line)
        if not m:
            raise ValueError("line %d: expected key = value" % lineno)
        key, rest = m.groups()
        try:
            value, rest = _toml_value(rest)
        except ValueError as e:
            raise ValueError("line %d: %s" % (lineno, e))
        rest = rest.strip()
        if rest and not rest.startswith("#"):
            raise ValueError("line %d: unexpected text after the value" % lineno)
        if key in table:
            raise ValueError("line %d: duplicate key %r" % (lineno, key))
        table[key] = value
    return data


def _toml_value(s):
    """Parse one value at the start of s; return (value, rest of s)."""
    if s.startswith('"'):
        out, i = [], 1
        while i < len(s):
            c = s[i]
            if c == '"':
                return "".join(out), s[i + 1:]
            if c == "\\":
                if i + 1 >= len(s) or s[i + 1] not in _TOML_ESCAPES:
                    raise ValueError("unsupported escape in string")
                out.append(_TOML_ESCAPES[s[i + 1]])
                i += 2
                continue
            out.append(c)
            i += 1
        raise ValueError("unterminated string")
    if s.startswith("'"):
        end = s.find("'", 1)
        if end < 0:
            raise ValueError("unterminated string")
        return s[1:end], s[end + 1:]
    token = s.split("#", 1)[0].strip()
    rest = s[len(s.split("#", 1)[0]):]
    if token in ("true", "false"):
        return token == "true", rest
    if _TOML_INT.match(token):
        return int(token), rest
    if _TOML_FLOAT.match(token):
        return float(token), rest
    raise ValueError("unsupported value %r" % token)


def read_toml(path):
    """problem.toml as a dict; JudgeError with a one-line message when it is unreadable."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise JudgeError("%s: cannot read: %s" % (path, e))
    try:
        if tomllib is not None:
            return tomllib.loads(text)
        return parse_flat_toml(text)
    except ValueError as e:  # tomllib.TOMLDecodeError is a ValueError
        raise JudgeError("%s: malformed TOML: %s" % (path, e))


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
    --checker; defaults 2 s, 256 MB, strict)."""

    def __init__(self, cases_dir):
        Problem.__init__(self, os.path.basename(cases_dir), cases_dir, cases_dir,
                         {"time_limit": 2.0, "memory_limit": 256, "compare": "strict"})
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
    if isinstance(config.get("compare"), str) and config["compare"] != "checker":
        try:
            compare.comparator(config["compare"])     # compare.MODES: the one list
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
    """argparse type for the scales: a finite number > 0."""
    value = float(text)
    if not (math.isfinite(value) and value > 0):
        raise ValueError(text)
    return value


def discover_problems(testdata):
    """Names of the folders under testdata that hold a problem.toml, sorted."""
    if not os.path.isdir(testdata):
        return []
    return sorted(n for n in os.listdir(testdata)
                  if os.path.isfile(os.path.join(testdata, n, "problem.toml")))


class Case:
    def __init__(self, name, in_path, ans_path):
        self.name = name
        self.in_path = in_path
        self.ans_path = ans_path
        self.digests = None       # sha256 of .in and .ans when the judging began

    def remember(self):
        """Record the files' hashes now, before any solution runs: a case rewritten later
        (a solution without isolation can) is then a JE, never a verdict."""
        self.digests = tuple(_digest(p) for p in (self.in_path, self.ans_path))


def _digest(path):
    try:
        return hashlib.sha256(read_case_file(path)).hexdigest()
    except JudgeError:
        return None  # judge_case reports it


def read_case_file(path):
    """The bytes of a .in or .ans: JudgeError unless it is a regular UTF-8 file under
    MAX_CASE_BYTES (a FIFO, a device or a link to /dev/zero is broken data, never read)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as e:
        raise JudgeError("cannot read %s: %s" % (path, e.strerror))
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):   # a folder too: fdopen would raise on it
        os.close(fd)
        raise JudgeError("%s is not a regular file" % path)
    with os.fdopen(fd, "rb") as f:
        if info.st_size > MAX_CASE_BYTES:
            raise JudgeError("%s is over %d MB" % (path, MAX_CASE_BYTES >> 20))
        data = f.read(MAX_CASE_BYTES + 1)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise JudgeError("%s is not valid UTF-8: %s" % (path, e))
    return data


def list_cases(cases_dir):
    """Every <name>.in in cases_dir, sorted by name, paired with <name>.ans (which may be
    missing: judge_case makes that a JE)."""
    if not os.path.isdir(cases_dir):
        return []
    names = sorted(f[:-3] for f in os.listdir(cases_dir) if f.endswith(".in"))
    return [Case(n, os.path.join(cases_dir, n + ".in"), os.path.join(cases_dir, n + ".ans"))
            for n in names]


def hidden_dirs(root, *data_dirs):
    """What bwrap hides: the test data, the cases, the problem folder, and the repository's
    .git (it holds every answer too). The rest of the repository stays readable, read-only
    like the whole file system (even under /tmp: the Job shows the root): our deliberately
    wrong solutions import its code."""
    dirs = list(data_dirs) + [os.path.join(root, ".git")]
    return [d for d in dict.fromkeys(dirs) if os.path.isdir(d)]
