"""A problem package in the ICPC problem package format, read as Kattis problemtools and
DOMjudge read it: both the legacy spec and the current one (problem_format_version 2025-09,
and 2023-07-draft, the draft of it that problemtools reads; FORMAT_VERSIONS).

    problem.yaml        name; legacy: `validation: default | custom [interactive] [score]`
                        and `validator_flags`; current: `type: pass-fail | scoring |
                        interactive | multi-pass` (a list or words); `limits:` time_limit
                        (current), memory (MiB), validation_time, validation_memory,
                        validation_passes (multi-pass), and the multipliers that derive a
                        time limit from the accepted submissions (ac_to_time_limit) and the
                        higher limit every submission is also judged at (time_limit_to_tle:
                        Package.tle_time_limit); the keys of each version are data
                        (LEGACY_KEYS, CURRENT_KEYS), an unknown or ill-typed one an error
    .timelimit          DOMjudge's time limit in seconds (domjudge-problem.ini's timelimit
                        too); it wins over problem.yaml
    data/sample, data/secret
                        <name>.in with <name>.ans, in nested groups (sub-folders), sorted
                        naturally (2 before 10); .interaction files are only shown to teams
    testdata.yaml       per group (inherited by the groups below it): output_validator_flags
                        (a legacy package's validator_flags is the top level's default);
                        its grading keys, and test_group.yaml's, are judge/problems/grading.py's
    output_validators/ or output_validator/
                        the custom output validator (judge/checking/checkers.py)
    input_validators/   (legacy also input_format_validators/) the input validators, each
                        file or folder one program, run on every case (verify.check_inputs),
                        with each group's input_validator_flags (legacy) or
                        input_validator_args (current, a list or a map by validator name; a
                        case's <name>.yaml too), then the case's `args`
    constants           (current) `{{name}}` and `{{name.variant}}` replaced in validators,
                        included files, submissions and test_group.yaml (never in data or
                        problem.yaml): prepare() makes the substituted copy a build reads
    graders/            (legacy) the custom grader of groups with `grading: custom`
                        (grader_path; judge/problems/grading.py, checking.Grader)
    include/            include/<language>/ (else include/default/) copied into every
                        submission of that language before it is built (prepare())

Every problem in it is one JudgeError with one line; a package is never judged on a guess.
"""
import difflib
import os
import re
import shutil
import tempfile

from . import grading
from .grading import GROUP_FILES, SCORING  # noqa: F401 (package.SCORING: the data)
from ..config import Yaml11Boolean, loads_yaml, read_yaml
from ..errors import JudgeError
from ..programs import COMPILE_CPU_S, COMPILE_MEMORY_MB, Skip, language_of
from .cases import Case
from .folder import MEMORY_RANGE, TIME_RANGE

# problemtools' defaults (problemtools/config/problem.yaml and metadata.py): the memory limit,
# the validator's limits, and the factors that make a time limit from the slowest accepted
# submission: legacy time_multiplier 5 and time_safety_margin 2; current ac_to_time_limit 2
# and time_limit_to_tle 1.5; the result rounded up to a whole time_resolution (1 s).
DEFAULT_MEMORY_MB = 1024
DEFAULT_VALIDATION_TIME_S = 60
DEFAULT_VALIDATION_MEMORY_MB = 1024
LEGACY_FACTORS = (5.0, 2.0)
CURRENT_FACTORS = (2.0, 1.5)
TYPES = ("pass-fail", "scoring", "interactive", "multi-pass", "submit-answer")
VALIDATOR_DIRS = ("output_validators", "output_validator")
INPUT_VALIDATOR_DIRS = {False: ("input_validators", "input_format_validators"),   # legacy
                        True: ("input_validators",)}                              # current
# our language names (judge/programs/languages.py) -> the spec's language codes (appendix/languages.md),
# which name the include/<code>/ folders; and the driver names an include folder may hold
INCLUDE_CODES = {"c": "c", "c++": "cpp", "java": "java", "python": "python3",
                 "python2": "python2", "javascript": "javascript", "rust": "rust",
                 "bash": "bash", "kotlin": "kotlin", "go": "go", "ruby": "ruby",
                 "c#": "csharp", "haskell": "haskell", "scala": "scala", "php": "php"}
DRIVERS = ("__main__.py", "main.py", "main.js", "main.php")
_CONSTANT_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_CONSTANT_USE = re.compile(rb"\{\{([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z0-9_]+))?\}\}")

# The keys of problem.yaml, as data (the specs' tables, and problemtools' metadata.py, which
# forbids extra keys): key -> the Python types its value may have, where a dict stands for a
# map with exactly those keys (and a tuple holds the alternatives). An empty value (None) is
# a key not given. Any other key is an error that names it, with a close match if any.
STR, INT, NUMBER, BOOL, LIST, MAP = (str,), (int,), (int, float), (bool,), (list,), (dict,)
_RESOURCES = {key: INT for key in ("memory", "output", "code", "compilation_time",
                                   "compilation_memory", "validation_time",
                                   "validation_memory", "validation_output")}
LEGACY_KEYS = {      # spec/legacy.md (and the keys problemtools' MetadataLegacy adds)
    # name: a string; a map by language as BAPCtools (and our earlier releases) read it
    "problem_format_version": STR, "type": STR, "name": STR + MAP, "uuid": STR,
    "author": STR,
    "source": STR, "source_url": STR, "license": STR, "rights_owner": STR,
    "limits": dict(_RESOURCES, time_multiplier=NUMBER, time_safety_margin=NUMBER,
                   # not in the legacy spec, read from legacy packages as this runner
                   # always has: a fixed time limit, and the passes of `custom multi-pass`
                   time_limit=NUMBER, validation_passes=INT),
    "validation": STR, "validator_flags": STR + LIST,
    "grading": {"objective": STR, "show_test_data_groups": BOOL, "accept_score": NUMBER,
                "reject_score": NUMBER, "range": STR, "on_reject": STR},
    "keywords": STR,
}
_PERSONS = STR + LIST
CURRENT_KEYS = {     # spec/2025-09.md (2023-07-draft, which problemtools reads, has the same)
    "problem_format_version": STR, "type": STR + LIST, "name": STR + MAP, "uuid": STR,
    "version": STR,
    "credits": STR + ({"authors": _PERSONS, "contributors": _PERSONS, "testers": _PERSONS,
                       "translators": MAP, "packagers": _PERSONS,
                       "acknowledgements": _PERSONS},),
    "source": STR + LIST + ({"name": STR, "url": STR},), "license": STR,
    "source_url": STR,      # legacy's, not 2025-09's: the spec's own examples still carry it
    "rights_owner": STR, "embargo_until": STR,
    "limits": dict(_RESOURCES, time_limit=NUMBER, time_resolution=NUMBER,
                   time_multipliers={"ac_to_time_limit": NUMBER, "time_limit_to_tle": NUMBER},
                   validation_passes=INT),
    "keywords": LIST, "languages": STR + LIST, "allow_file_writing": BOOL, "constants": MAP,
}
FORMAT_VERSIONS = {"legacy": LEGACY_KEYS, "legacy-icpc": LEGACY_KEYS,
                   "2023-07-draft": CURRENT_KEYS, "2023-07": CURRENT_KEYS,
                   "2025-09": CURRENT_KEYS}


def check_keys(config, schema, errors, prefix="", warnings=None):
    """Append to errors one message per unknown or ill-typed key of config (a dict read from
    YAML) against schema (LEGACY_KEYS, CURRENT_KEYS), nested maps included. A yes/no where a
    boolean is expected (config.Yaml11Boolean) becomes that boolean, as problemtools reads
    it (YAML 1.1), with a line in warnings."""
    for key, value in list(config.items()):
        where = prefix + key
        if key not in schema:
            close = difflib.get_close_matches(key, list(schema), 1)
            errors.append("unknown key %r%s" % (where, " (did you mean %r?)" % (
                prefix + close[0]) if close else ""))
            continue
        kinds = schema[key] if isinstance(schema[key], tuple) else (schema[key],)
        keys = next((k for k in kinds if isinstance(k, dict)), None)
        types = tuple(k for k in kinds if isinstance(k, type))
        if value is None:
            continue
        if isinstance(value, Yaml11Boolean) and bool in types:
            if warnings is not None:
                word = str(value.boolean).lower()
                warnings.append("line %d: %s: %s read as %s, as YAML 1.1 (problemtools) "
                                "reads it; write %s" % (value.line, where, value, word, word))
            config[key] = value = value.boolean
        elif isinstance(value, Yaml11Boolean) and warnings is not None:
            warnings.append("line %d: %s: %s read as text, as YAML 1.2 (BAPCtools) reads it; "
                            "YAML 1.1 (problemtools) reads a boolean: quote it" % (
                                value.line, where, value))
        if isinstance(value, dict) and keys is not None:
            check_keys(value, keys, errors, where + ".", warnings)
        elif not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            wanted = [t.__name__ for t in types] + (["a map of " + ", ".join(keys)] if keys
                                                    else [])
            errors.append("%s has the wrong type (%s; expected %s)" % (
                where, type(value).__name__, " or ".join(wanted)))


def is_package(folder):
    """True for a folder that looks like a problem package (problem.yaml, or data/ with
    sample or secret) and has no problem.toml of ours."""
    if not os.path.isdir(folder) or os.path.isfile(os.path.join(folder, "problem.toml")):
        return False
    return os.path.isfile(os.path.join(folder, "problem.yaml")) or any(
        os.path.isdir(os.path.join(folder, "data", d)) for d in ("sample", "secret"))


class PackageCase(Case):
    """A case of a package: its name is its path under data/ ("secret/group1/02"), and it
    carries the output validator flags of its group. Its files may be any bytes (Latin-1
    data is common in regional contests' packages), as problemtools and DOMjudge read them."""

    utf8 = False

    def __init__(self, name, in_path, ans_path, flags, input_args=(), args=()):
        Case.__init__(self, name, in_path, ans_path)
        self.flags = flags
        self.input_args = input_args     # a list, or {validator name: list} (current spec)
        self.args = list(args)           # the case's `args` (current spec)

    def input_validator_args(self, name):
        """The arguments input validator `name` (its file or folder name) gets here."""
        args = self.input_args
        if isinstance(args, dict):
            stem = os.path.splitext(name)[0]
            args = args.get(name, args.get(stem, []))
        return list(args) + self.args


class Package:
    """The facts of one package; load() reads them."""

    def __init__(self, folder):
        self.dir = os.path.abspath(folder)
        self.name = os.path.basename(self.dir)
        self.title = self.name
        self.current = False           # problem_format_version 2023-07 or later
        self.types = {"pass-fail"}
        self.custom_validator = False
        self.validator_flags = []
        self.time_limit = None         # seconds; None: derive it (verify) or --tl
        self.time_limit_from = ""      # where the time limit came from
        self.memory_mb = DEFAULT_MEMORY_MB
        self.validation_time = DEFAULT_VALIDATION_TIME_S
        self.validation_memory = DEFAULT_VALIDATION_MEMORY_MB
        self.ac_to_time_limit, self.time_limit_to_tle = LEGACY_FACTORS
        self.time_resolution = 1.0
        self.validation_passes = 2     # multi-pass: passes at most (problemtools' default)
        self.compilation_time = None   # limits.compilation_time (s), compilation_memory
        self.compilation_memory = None  # (MB): None, languages' COMPILE_CPU_S, _MEMORY_MB
        self.validator_dir = None
        self.input_validators = []     # (name, path) of each input validator program
        self.constants = {}            # name -> {"value": text, variant: text}
        self.cases = []
        self.version = "legacy"        # problem_format_version
        self.legacy_grading = {}       # legacy problem.yaml grading: (grading.py)
        self.grading = None            # the test groups and their rules (grading.Grading)
        self.warnings = []             # "problem.yaml line N: ..." read, but said (verify)

    @property
    def interactive(self):
        return "interactive" in self.types

    # what a Job asks of any problem (judge/judging/job.py: Settings.limits_for, for_package)
    judge = ""                  # no judge's language rules: its compilers are the peers'
    extra_time = True
    checker_time_limit = None

    @property
    def scoring(self):
        return "scoring" in self.types

    def verdict(self, records):
        """A submission's verdict from the records of the cases it was judged on, as the
        package's format adds them up (judge/problems/grading.py)."""
        return self.grading.verdict(records)

    def score(self, records):
        """(the submission's score, the full score) over its judged cases (JudgeError: a
        score the format forbids)."""
        return self.grading.score(records)

    @property
    def compile_limits(self):
        """(CPU s, memory MB) of each compile of the package's programs (languages.Box)."""
        return (self.compilation_time or COMPILE_CPU_S,
                self.compilation_memory or COMPILE_MEMORY_MB)

    @property
    def memory_limit(self):
        return self.memory_mb

    @property
    def root(self):
        return self.dir

    @property
    def kind(self):
        """judge/judging/job.py's KINDS: how a case of this package is judged."""
        multi = "multi-pass" in self.types
        if self.interactive:
            return "interactive multi-pass" if multi else "interactive"
        return "multi-pass" if multi else "batch"

    def substitute(self, data):
        """data (bytes) with every {{name}} or {{name.variant}} of a known constant replaced;
        an unknown one is left as it is, as the spec says."""
        def one(m):
            values = self.constants.get(m.group(1).decode())
            text = values and values.get((m.group(2) or b"value").decode())
            return m.group(0) if text is None else text.encode()
        return _CONSTANT_USE.sub(one, data) if self.constants else data

    def include_dir(self, language):
        """include/<code>/ of a language (our name; None: not known), else
        include/default/, else None."""
        codes = [INCLUDE_CODES.get(language, language)] if language else []
        for name in codes + ["default"]:
            folder = os.path.join(self.dir, "include", name)
            if os.path.isdir(folder) and os.listdir(folder):
                return folder
        return None

    def tle_time_limit(self, time_limit):
        """The higher limit problemtools also judges each submission at: time_limit times
        time_limit_to_tle (legacy: time_safety_margin); a verdict that differs between the
        two is "sensitive to the time limit"."""
        return time_limit * self.time_limit_to_tle


def load(folder):
    """Package from folder; JudgeError (one line) for anything missing or malformed."""
    pkg = Package(folder)
    path = os.path.join(pkg.dir, "problem.yaml")
    if not os.path.isfile(path):
        raise JudgeError("%s: missing (a problem package needs one)" % path)
    config = read_yaml(path, yaml11_booleans=True)
    if config is None:
        config = {}
    if not isinstance(config, dict):
        raise JudgeError("%s: not a mapping of keys" % path)
    errors = []
    _read_config(pkg, config, errors)
    pkg.warnings = ["problem.yaml " + w for w in pkg.warnings]
    _read_time_limit_files(pkg, errors)
    if errors:
        raise JudgeError("%s: %s" % (path, "; ".join(_with_line(path, e) for e in errors)))
    if pkg.custom_validator or pkg.interactive or "multi-pass" in pkg.types:
        found = [d for d in VALIDATOR_DIRS if os.path.isdir(os.path.join(pkg.dir, d))]
        if not found:
            raise JudgeError("%s: a custom validator is asked for, but there is no %s" % (
                path, " or ".join(d + "/" for d in VALIDATOR_DIRS)))
        pkg.validator_dir = os.path.join(pkg.dir, found[0])
    pkg.input_validators = _input_validators(pkg)
    pkg.cases = _read_cases(pkg)
    pkg.grading = grading.load(pkg, lambda p: _yaml_substituted(pkg, p), pkg.version)
    return pkg


def grader_path(pkg):
    """The program of graders/ (legacy; at most one): a file (with its headers, the folder
    given) or a folder; None when there is none."""
    folder = os.path.join(pkg.dir, "graders")
    if not os.path.isdir(folder):
        return None
    paths = [os.path.join(folder, e) for e in sorted(os.listdir(folder)) if e[0] != "."]
    programs = [p for p in paths if os.path.isdir(p) or _is_program(p)]
    if len(programs) != 1:
        return None if not programs else folder
    return folder if os.path.isfile(programs[0]) else programs[0]


_KEY_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


def _with_line(path, error):
    """error prefixed with "line N: ", N the line of problem.yaml where the first key (or
    dotted key path: limits.memory) it names is written; error itself if none is."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
    except OSError:
        return error
    quoted = re.findall(r"'([^']+)'", error)[:1]         # unknown key 'x'
    for words in quoted + _KEY_PATH.findall(error)[:1]:     # limits.memory has ...
        number = _line_of(lines, words.split("."))
        if number is not None:
            return "line %d: %s" % (number, error)
    return error


def _line_of(lines, keys):
    """The line number of the key path `keys` in the YAML lines (block maps), or None."""
    start, indent = 0, -1
    for key in keys:
        pattern = re.compile(r"( *)[\"']?%s[\"']?[ \t]*:(\s|$)" % re.escape(key))
        for i in range(start, len(lines)):
            line = lines[i]
            depth = len(line) - len(line.lstrip(" "))
            if line.strip() and not line.lstrip().startswith("#") and depth <= indent:
                return None                      # left the map the key should be in
            m = pattern.match(line)
            if m and len(m.group(1)) > indent:
                start, indent = i + 1, len(m.group(1))
                break
        else:
            return None
    return start


def _input_validators(pkg):
    """[(name, path)]: each file (not a header or a note) or folder of input_validators/ is
    one program; a folder with one source file and its headers is one program."""
    for name in INPUT_VALIDATOR_DIRS[pkg.current]:
        folder = os.path.join(pkg.dir, name)
        if os.path.isdir(folder):
            entries = sorted(e for e in os.listdir(folder) if not e.startswith("."))
            paths = [os.path.join(folder, e) for e in entries]
            programs = [p for p in paths if os.path.isdir(p) or _is_program(p)]
            if len(programs) == 1 and os.path.isfile(programs[0]):
                return [(entries[paths.index(programs[0])], folder)]   # beside its headers
            return [(os.path.basename(p), p) for p in programs]
    return []


def _is_program(path):
    ext = os.path.splitext(path)[1]
    return bool(language_of(path)) or ext in (".ctd", ".viva") or (
        not ext and os.access(path, os.X_OK))


def prepare(pkg, path, build_dir, entry=None, submission=False):
    """(path, entry) of the program at `path` as the package has it built: its files with the
    constants substituted and (a `submission`) the package's include files for its language
    added, overwriting its own; a copy under build_dir when that changes anything, else
    `path` itself. entry: its entry point's file name, or None."""
    include = pkg.include_dir(_language(path)) if submission else None
    linked = _linked(pkg, path)
    if not pkg.constants and include is None and not linked:
        return path, entry
    out = os.path.join(tempfile.mkdtemp(prefix="pkgsrc-", dir=build_dir),
                       os.path.basename(path))       # named as it is: messages name it
    os.mkdir(out)
    if os.path.isfile(path):
        _copy_substituted(pkg, os.path.dirname(path), [os.path.basename(path)], out)
        entry = entry or os.path.basename(path)
    else:
        _copy_substituted(pkg, path, sorted(os.listdir(path)), out)
    if include is not None:
        names = sorted(os.listdir(include))
        _copy_substituted(pkg, include, names, out)
        entry = next((n for n in names if n in DRIVERS), entry)
    return out, entry


def _linked(pkg, path):
    """Whether the program folder at path holds a link among its own files (a submission
    that shares a file with another, as BAPCtools packages do): the copy prepare() makes
    holds the file linked to. A link that leads out of the package is never followed: the
    program is skipped, saying so (programs.Skip)."""
    if not os.path.isdir(path):
        return False
    links = [n for n in sorted(os.listdir(path)) if os.path.islink(os.path.join(path, n))]
    for name in links:
        if not _in_package(pkg, os.path.join(path, name)):
            raise Skip("%s: %s is a link that leads out of the package: not followed" % (
                os.path.basename(path), name))
    return bool(links)


def _in_package(pkg, path):
    target = os.path.realpath(path)
    return os.path.isfile(target) and target.startswith(os.path.realpath(pkg.dir) + os.sep)


def _language(path):
    """The language most of the program's files are in (judge/programs/building.py picks it so too)."""
    names = [path] if os.path.isfile(path) else [os.path.join(path, n)
                                                   for n in sorted(os.listdir(path))]
    found = [language_of(n) for n in names if os.path.isfile(n) and language_of(n)]
    return max(set(found), key=found.count) if found else None


def _copy_substituted(pkg, folder, names, out):
    """The regular files `names` of folder copied into out, substituted; a link is followed
    only to a file of the package."""
    for name in names:
        source = os.path.join(folder, name)
        if os.path.isfile(source) and (not os.path.islink(source) or _in_package(pkg, source)):
            with open(source, "rb") as f:
                data = pkg.substitute(f.read())
            with open(os.path.join(out, name), "wb") as f:
                f.write(data)
            shutil.copymode(source, os.path.join(out, name))


def _number(value, name, low, high, errors):
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not low <= value <= high:
        errors.append("%s = %r is not a number in %g..%g" % (name, value, low, high))
        return None
    return float(value)


def _read_config(pkg, config, errors):
    version = config.get("problem_format_version", "legacy")
    if not isinstance(version, str) or version not in FORMAT_VERSIONS:
        errors.append("problem_format_version %r is not one this runner reads (%s)" % (
            version, ", ".join(FORMAT_VERSIONS)))
        return
    check_keys(config, FORMAT_VERSIONS[version], errors, warnings=pkg.warnings)
    if errors:
        return
    pkg.current = FORMAT_VERSIONS[version] is CURRENT_KEYS
    pkg.version = version
    pkg.legacy_grading = {} if pkg.current else dict(config.get("grading") or {})
    name = config.get("name")
    if isinstance(name, dict):    # current spec: a name per language
        name = name.get("en") or next(iter(name.values()), None)
    if isinstance(name, str) and name.strip():
        pkg.title = name.strip()
    if pkg.current:
        pkg.ac_to_time_limit, pkg.time_limit_to_tle = CURRENT_FACTORS
        kind = config.get("type") or "pass-fail"
        words = kind.split() if isinstance(kind, str) else kind
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            errors.append("type must be a word or a list of words")
            words = []
        unknown = [w for w in words if w not in TYPES]
        if unknown:
            errors.append("unknown type %s (known: %s)" % (", ".join(unknown), ", ".join(TYPES)))
        pkg.types = set(words) or {"pass-fail"}
        pkg.custom_validator = os.path.isdir(os.path.join(pkg.dir, "output_validator")) or \
            os.path.isdir(os.path.join(pkg.dir, "output_validators"))
    elif config.get("type") is not None:      # legacy: one word
        if config["type"] not in ("pass-fail", "scoring"):
            errors.append("type %r: a legacy package is pass-fail or scoring" % config["type"])
        pkg.types = {config["type"]}
    validation = config.get("validation")
    if validation is not None:        # legacy (and DOMjudge): default | custom [interactive] ...
        words = str(validation).split()
        if not words or words[0] not in ("default", "custom") or (
                words[0] == "default" and len(words) > 1) or any(
                w not in ("interactive", "score", "multi-pass") for w in words[1:]):
            errors.append("validation = %r: expected default, or custom with interactive, "
                          "score or multi-pass" % validation)
        else:
            pkg.custom_validator = words[0] == "custom"
            if "interactive" in words:
                pkg.types.add("interactive")
            if "multi-pass" in words:
                pkg.types.add("multi-pass")
            if "score" in words:
                pkg.types.add("scoring")
    flags = config.get("validator_flags", "")
    if not isinstance(flags, (str, list)):
        errors.append("validator_flags must be a string")
    else:
        pkg.validator_flags = flags.split() if isinstance(flags, str) else [str(f) for f in flags]
    limits = config.get("limits") or {}
    if not isinstance(limits, dict):
        errors.append("limits must be a mapping")
        limits = {}
    if limits.get("time_limit") is not None:
        pkg.time_limit = _number(limits["time_limit"], "limits.time_limit", *TIME_RANGE,
                                 errors=errors)
        pkg.time_limit_from = "problem.yaml"
    for key, attr, (low, high) in (("memory", "memory_mb", MEMORY_RANGE),
                                   ("validation_time", "validation_time", TIME_RANGE),
                                   ("validation_memory", "validation_memory", MEMORY_RANGE),
                                   ("time_multiplier", "ac_to_time_limit", (1, 1000)),
                                   ("time_safety_margin", "time_limit_to_tle", (1, 1000)),
                                   ("time_resolution", "time_resolution", (0.001, 60)),
                                   ("validation_passes", "validation_passes", (2, 1000)),
                                   ("compilation_time", "compilation_time", TIME_RANGE),
                                   ("compilation_memory", "compilation_memory",
                                    MEMORY_RANGE)):
        if limits.get(key) is not None:
            value = _number(limits[key], "limits." + key, low, high, errors)
            if value is not None:
                setattr(pkg, attr, int(value) if attr == "validation_passes" else value)
    multipliers = limits.get("time_multipliers") or {}
    if not isinstance(multipliers, dict):
        errors.append("limits.time_multipliers must be a mapping")
        multipliers = {}
    for key in ("ac_to_time_limit", "time_limit_to_tle"):
        if multipliers.get(key) is not None:
            value = _number(multipliers[key], "limits.time_multipliers." + key, 1, 1000, errors)
            if value is not None:
                setattr(pkg, key, value)
    _read_constants(pkg, config.get("constants") or {}, errors)
    if "submit-answer" in pkg.types:
        errors.append("submit-answer problems are not supported by this runner")


def _read_constants(pkg, constants, errors):
    """problem.yaml's constants (current spec): a scalar, or a map with `value` and variants."""
    for name, value in constants.items():
        if not _CONSTANT_NAME.match(str(name)):
            errors.append("constants: %r is not a name ([a-zA-Z_][a-zA-Z0-9_]*)" % name)
            continue
        values = value if isinstance(value, dict) else {"value": value}
        if "value" not in values or not all(
                isinstance(v, (str, int, float)) and not isinstance(v, bool)
                for v in values.values()):
            errors.append("constants.%s: a number or a string, or a map with `value` and "
                          "variants of either" % name)
            continue
        pkg.constants[name] = {str(k): str(v) for k, v in values.items()}


def _read_time_limit_files(pkg, errors):
    """DOMjudge's .timelimit (or timelimit in domjudge-problem.ini) sets the time limit."""
    path = os.path.join(pkg.dir, ".timelimit")
    text = None
    if os.path.isfile(path):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read().strip()
    else:
        ini = os.path.join(pkg.dir, "domjudge-problem.ini")
        if os.path.isfile(ini):
            path = ini
            with open(ini, encoding="utf-8", errors="replace") as f:
                for line in f:
                    key, _, value = line.partition("=")
                    if key.strip() == "timelimit":
                        text = value.strip().strip("'\"")
    if text is None:
        return
    try:
        value = float(text)
    except ValueError:
        value = None
    if value is None or not TIME_RANGE[0] <= value <= TIME_RANGE[1]:
        errors.append("%s: time limit %r is not a number of seconds" % (
            os.path.basename(path), text))
        return
    pkg.time_limit, pkg.time_limit_from = value, os.path.basename(path)


def natural_key(name):
    """Sort key: digit runs compare as numbers (2 before 10), as problemtools sorts cases."""
    return [(0, int(p), p) if p.isdigit() else (1, 0, p) for p in re.split(r"(\d+)", name)]


_OUTPUT_KEYS = ("output_validator_flags", "output_validator_args")
_INPUT_KEYS = ("input_validator_flags", "input_validator_args")


def _group_config(pkg, folder, inherited):
    """(output validator flags, input validator args) of a group folder: its testdata.yaml
    (or test_group.yaml, constants substituted) where it sets them, else the parent's."""
    for name in GROUP_FILES:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            return _settings(_yaml_substituted(pkg, path), path, inherited)
    return inherited


def _yaml_substituted(pkg, path):
    with open(path, "rb") as f:
        data = pkg.substitute(f.read())
    try:
        config = loads_yaml(data.decode("utf-8"), yaml11_booleans=True)
    except (JudgeError, UnicodeDecodeError) as e:
        raise JudgeError("%s: %s" % (path, e))
    if config is not None and not isinstance(config, dict):
        raise JudgeError("%s: not a mapping of keys" % path)
    return config or {}


def _settings(config, path, inherited):
    flags, input_args = inherited
    for key in _OUTPUT_KEYS:
        if key in config:
            flags = _words(config[key], path, key)
    for key in _INPUT_KEYS:
        if key in config:
            value = config[key]
            if isinstance(value, dict) and set(value) == {"name", "flags"}:   # legacy map
                value = {str(value["name"]): _words(value["flags"], path, key)}
            if isinstance(value, dict):
                input_args = {str(k): _words(v, path, key) for k, v in value.items()}
            else:
                input_args = _words(value, path, key)
    return flags, input_args


def _words(value, path, key):
    if value is None:
        return []
    if isinstance(value, str):
        return value.split()
    if isinstance(value, list):
        return [str(v) for v in value]
    raise JudgeError("%s: %s must be a string or a list" % (path, key))


def _read_cases(pkg):
    data = os.path.join(pkg.dir, "data")
    if not os.path.isdir(data):
        raise JudgeError("%s: missing (cases go in data/sample and data/secret)" % data)
    top = _group_config(pkg, data, (pkg.validator_flags, []))
    cases = []
    for group in ("sample", "secret"):
        folder = os.path.join(data, group)
        if os.path.isdir(folder):
            _walk(pkg, folder, group, _group_config(pkg, folder, top), cases)
    if not cases:
        raise JudgeError("%s: no cases (<name>.in and <name>.ans in data/sample or "
                         "data/secret)" % data)
    return cases


def _walk(pkg, folder, prefix, settings, cases, chain=()):
    """The cases of folder and its subfolders, in order. A linked folder is walked as the
    package's tools walk it, unless it leads back into a folder on the way to it: a loop
    (data/secret/again -> .) is a one-line error, never a case copied once per level."""
    chain += (os.path.realpath(folder),)
    entries = sorted(os.listdir(folder), key=natural_key)
    for entry in entries:
        path = os.path.join(folder, entry)
        if entry.endswith(".in") and os.path.isfile(path):
            base = entry[:-3]
            flags, input_args, args = settings + ([],)
            own = os.path.join(folder, base + ".yaml")     # the case's own settings
            if os.path.isfile(own):
                config = _yaml_substituted(pkg, own)
                flags, input_args = _settings(config, own, settings)
                args = _words(config.get("args"), own, "args")
            cases.append(PackageCase(prefix + "/" + base, path,
                                     os.path.join(folder, base + ".ans"), flags, input_args,
                                     args))
        elif os.path.isdir(path):
            if os.path.realpath(path) in chain:
                raise JudgeError("%s: a link back to a folder that holds it (a loop); the "
                                 "package's data must not loop" % path)
            _walk(pkg, path, prefix + "/" + entry, _group_config(pkg, path, settings), cases,
                  chain)
