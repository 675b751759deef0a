"""A package's submissions and what each expects (judge/commands/verify.py judges them): the programs
under submissions/<folder>/, found by find_submissions, each a Submission with

- 2025-09 (a current package, or any with submissions/submissions.yaml): Rules. The spec's
  default folders (DEFAULT_RULES), a key naming one of them overriding its keys, and each
  glob of submissions.yaml matching the submission's path (or a folder above it) adding its
  own: `permitted` (every case's verdict in it), `required` (one case's), `message` (in one
  judge message), `use_for_time_limit`, and the same keys under a test-group glob. Our
  verdicts are named as the spec's (SPEC_VERDICTS); a CE or JE never matches. `entrypoint`
  is read; `language`, `authors`, `model_solution` and `score` are not checked.
- legacy: its folder (FOLDERS), or DOMjudge's `@EXPECTED_RESULTS@: ` line in its source,
  which may allow several results and wins over the folder (and applies in a 2025-09
  package where no rule does); DOMjudge's submissions.json names entry points.

A program that cannot be read (a link to nothing, or out of the package), BAPCtools'
disabled/ and a file or folder named *.disabled or *.template (BAPCtools skips them) are
skipped, with the reason; so is a folder with no source at its top
(programs.Skip), and the submissions after it run.
"""
import fnmatch
import json
import os
import re

from . import package
from ..config import read_yaml
from ..errors import JudgeError, Verdict
from ..programs import language_of
from ..sandbox import WALL_FACTOR

FOLDERS = {
    "accepted": {Verdict.AC},
    "wrong_answer": {Verdict.WA},
    "time_limit_exceeded": {Verdict.TLE},
    "run_time_error": {Verdict.RE, Verdict.MLE, Verdict.OLE},
    "memory_limit_exceeded": {Verdict.MLE, Verdict.RE},
    "output_limit_exceeded": {Verdict.OLE, Verdict.RE},
    "compiler_error": {Verdict.CE},
    "compile_error": {Verdict.CE},
}
# folders whose programs are never judged, whatever their rules or markers say
SKIPPED_FOLDERS = {"disabled": "disabled/ (BAPCtools: submissions not to judge)"}
# name endings of programs never judged, files or folders alike (BAPCtools' glob skips them)
SKIPPED_SUFFIXES = (".disabled", ".template")
# scoring: the score a folder expects ("partial": over 0 and under the maximum)
SCORE_FOLDERS = {"partially_accepted": "partial"}
ANY_VERDICT = {Verdict.AC, Verdict.WA, Verdict.TLE, Verdict.RE, Verdict.MLE, Verdict.OLE}
_EXPECTED_SCORE = re.compile(rb"@EXPECTED_SCORE@:[ \t]*([0-9.eE+\-]+)")
# DOMjudge's result names (@EXPECTED_RESULTS@) -> ours
DOMJUDGE_RESULTS = {
    "CORRECT": {Verdict.AC}, "ACCEPTED": {Verdict.AC},
    "WRONG-ANSWER": {Verdict.WA}, "WRONG_ANSWER": {Verdict.WA}, "NO-OUTPUT": {Verdict.WA},
    "TIMELIMIT": {Verdict.TLE}, "TIME-LIMIT": {Verdict.TLE},
    "TIME_LIMIT_EXCEEDED": {Verdict.TLE}, "TIME-LIMIT-EXCEEDED": {Verdict.TLE},
    "RUN-ERROR": {Verdict.RE, Verdict.MLE}, "RUN_TIME_ERROR": {Verdict.RE, Verdict.MLE},
    "MEMORY-LIMIT": {Verdict.MLE}, "OUTPUT-LIMIT": {Verdict.OLE},
    "COMPILER-ERROR": {Verdict.CE}, "COMPILE-ERROR": {Verdict.CE},
}
_EXPECTED = re.compile(rb"@EXPECTED_RESULTS@:[ \t]*([A-Za-z_,\- \t]*)")   # on its own line


class Submission:
    """A program under submissions/: what it expects is `rules` (submissions.yaml and the
    2025-09 default folders: Rule) or, by the legacy rule, `expected` (verdicts its first
    failure may be)."""

    def __init__(self, path, folder, expected, skip=None, entry=None, rules=None):
        self.path, self.folder, self.expected, self.skip = path, folder, expected, skip
        self.entry = entry      # the entry point's file name (submissions.json/.yaml), or None
        self.rules = rules
        self.warning = None     # why its @EXPECTED_RESULTS@ line was not read (malformed)
        self.score = None       # scoring: (low, high), "partial", or None (not checked)
        self.marked_score = None    # an @EXPECTED_SCORE@ line's (low, high), or None
        self.label = "%s/%s" % (folder, os.path.basename(path))

    @property
    def lower_bound(self):
        """Its times bound the time limit from below (run first, to derive it)."""
        if self.skip:
            return False
        if self.rules is None:        # the format: accepted/ only (never partially_accepted,
            return self.folder == "accepted" and self.expected == {Verdict.AC}  # nor a marked AC)
        # one that may time out on some cases runs once the limit is known (its other cases'
        # times are checked against it then: Verification.lower_bound_warning)
        no_tle = [rule.permitted is not None and SPEC_TLE not in rule.permitted
                  for rule in self.rules]
        return any(rule.lower_bound for rule in self.rules) and (all(no_tle) or any(
            ok and rule.cases is None for ok, rule in zip(no_tle, self.rules))) and not any(
            SPEC_TLE in (rule.required or ()) for rule in self.rules)

    @property
    def bounds_some(self):
        """Some of its cases bound the limit from below, not all (a rule on a test group
        whose permitted has no TLE, or use_for_time_limit: lower there): those run first
        (bounds_case), and it is judged whole once the limit is known."""
        return not self.skip and self.rules is not None and not self.lower_bound and any(
            rule.lower_bound for rule in self.rules)

    def bounds_case(self, case_name):
        return any(rule.lower_bound and glob_scope(rule, {"case": case_name})
                   for rule in self.rules or ())

    def lower_times(self, records):
        """The slowest case (s) of what bounds the limit from below, None if nothing does
        (legacy: an accepted submission's, when it was AC)."""
        if self.rules is None:
            ok = all(r["verdict"] == Verdict.AC for r in records)
            return max(r["cpu_ms"] for r in records) / 1000.0 if ok else None
        times = [r["cpu_ms"] for rule in self.rules if rule.lower_bound
                 for r in rule.scope(records)
                 if r["verdict"] not in (Verdict.JE, Verdict.CE) and not rejected_first(r)]
        return max(times) / 1000.0 if times else None

    def wanted(self):
        if self.rules is None:
            said = " or ".join(sorted(self.expected))
        else:
            said = "; ".join(rule.describe() for rule in self.rules)
        return said + (("; " if said else "") + describe_score(self.score)
                       if self.score is not None else "")


def describe_score(score):
    if score == "partial":
        return "score over 0 and under the maximum"
    low, high = score
    return "score %g" % low if low == high else "score in [%g, %g]" % (low, high)


def score_range(value, source):
    """submissions.yaml's `score`: a number or a list of two, as (low, high)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value), float(value)
    if isinstance(value, list) and len(value) == 2 and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in value) and \
            value[0] <= value[1]:
        return float(value[0]), float(value[1])
    raise JudgeError("submissions.yaml: %s: score is a number or a list of two (low, high)"
                     % source)


def score_failure(expected, score, maximum, zero_ok=False):
    """Why a submission's score is not the one it expects, or None. A partial score is over
    0 (unless zero_ok: the legacy spec asks only that it be under the full score)."""
    if expected == "partial":
        ok = (zero_ok or score > 0) and score < maximum - 1e-6
    else:
        ok = expected[0] - 1e-6 <= score <= expected[1] + 1e-6
    return None if ok else "score %g, where %s is expected%s" % (
        score, describe_score(expected), " (maximum %g)" % maximum
        if maximum < float("inf") else "")


# the 2025-09 spec's verdicts: ours mapped onto them (a run over a limit other than time is a
# run-time error there); JE and CE have no name there and are never permitted
SPEC_VERDICTS = {Verdict.AC: "AC", Verdict.WA: "WA", Verdict.TLE: "TLE", Verdict.RE: "RTE",
                 Verdict.MLE: "RTE", Verdict.OLE: "RTE"}
SPEC_TLE = SPEC_VERDICTS[Verdict.TLE]
# spec/2025-09.md, "Default directories"
DEFAULT_RULES = {
    "accepted": {"permitted": ["AC"]},
    "rejected": {"required": ["RTE", "TLE", "WA"]},
    "wrong_answer": {"permitted": ["AC", "WA"], "required": ["WA"]},
    "time_limit_exceeded": {"permitted": ["AC", "TLE"], "required": ["TLE"]},
    "run_time_error": {"permitted": ["AC", "RTE"], "required": ["RTE"]},
    "brute_force": {"permitted": ["AC", "RTE", "TLE"], "required": ["RTE", "TLE"]},
}
RULE_KEYS = ("permitted", "required", "score", "message", "use_for_time_limit")
SUBMISSION_KEYS = ("language", "entrypoint", "authors", "model_solution") + RULE_KEYS


class Rule:
    """One requirement of submissions.yaml on the cases `cases` (a glob, None: all): every
    case's verdict in `permitted`, one in `required`, `message` in one judge message."""

    def __init__(self, source, config, cases=None):
        self.source, self.cases = source, cases
        self.permitted = _verdict_set(config.get("permitted"), source, "permitted")
        self.required = _verdict_set(config.get("required"), source, "required")
        self.message = config.get("message")
        # a test group's `score`: the group's own aggregated score, not its cases' (the
        # spec); the submission's is Submission.score
        self.score = score_range(config["score"], source) if cases is not None and \
            config.get("score") is not None else None
        self.use = config.get("use_for_time_limit", True)
        if self.use not in (True, False, "lower", "upper"):
            raise JudgeError("submissions.yaml: %s: use_for_time_limit is true, false, lower "
                             "or upper" % source)
        if self.use == "lower":          # the spec: as permitted [AC, WA, RTE]
            self.permitted = (self.permitted or set(SPEC_VERDICTS.values())) - {SPEC_TLE}
        if self.use == "upper":          # as required [TLE]
            self.required = {SPEC_TLE}

    @property
    def lower_bound(self):
        return self.use is not False and self.permitted is not None and \
            SPEC_TLE not in self.permitted

    @property
    def upper_bound(self):
        return self.use is not False and self.required == {SPEC_TLE}

    def describe(self):
        parts = ["permitted " + ",".join(sorted(self.permitted))] if self.permitted else []
        parts += ["required " + ",".join(sorted(self.required))] if self.required else []
        parts += ["message %r" % self.message] if self.message else []
        parts += [describe_score(self.score)] if self.score else []
        return "%s%s" % (" ".join(parts) or "anything", " on " + self.cases if self.cases
                         else "")

    def scope(self, records):
        return [r for r in records if self.cases is None or glob_matches(self.cases,
                                                                         r["case"])]

    def score_failures(self, groups):
        """Why the scores of the groups this rule names (groups: {name: {"score": ...}},
        grading.group_results) are not the one it expects."""
        if self.score is None:
            return []
        named = [name for name in groups if glob_matches(self.cases, name)]
        if not named:
            return ["%s: no test group %s to score (%s)" % (
                describe_score(self.score), self.cases, self.source)]
        return ["group %s: %s (%s)" % (name, why, self.source) for name in named
                for why in [score_failure(self.score, groups[name]["score"],
                                          groups[name].get("max_score", float("inf")))]
                if why]

    def breaks(self, record):
        """True when this case's verdict is one the rule does not permit."""
        return self.permitted is not None and glob_scope(self, record) and \
            SPEC_VERDICTS.get(record["verdict"], record["verdict"]) not in self.permitted

    def failures(self, records):
        """Why the submission's case records (judged at the limit) break the rule."""
        scope = self.scope(records)
        if not scope:
            return []
        named = [(r, SPEC_VERDICTS.get(r["verdict"], r["verdict"])) for r in scope]
        why = ["%s on %s (%s), where %s is permitted (%s)" % (
            v, r["case"], r["message"], ",".join(sorted(self.permitted)), self.source)
            for r, v in named if self.permitted is not None and v not in self.permitted][:1]
        if self.required and not any(v in self.required for _, v in named):
            why.append("no case %s%s, as required (%s)" % (
                " or ".join(sorted(self.required)), " on " + self.cases if self.cases else "",
                self.source))
        if self.message and not any(self.message in r["message"] for r in scope):
            why.append("no judge message holds %r (%s)" % (self.message, self.source))
        return why

    def upper_failures(self, records, high):
        """A TLE it requires that is not one at `high` (the limit x time_limit_to_tle): the
        time limit is too close to it, which the spec forbids."""
        if not self.upper_bound:
            return []
        scope = self.scope(records)
        if not scope or any(r["verdict"] == Verdict.TLE for r in scope):
            return []
        return ["not TLE at %g s (the time limit x time_limit_to_tle): its slowest case %d "
                "ms; the time limit must be at most that / time_limit_to_tle (%s)" % (
                    high, max(r["cpu_ms"] for r in scope), self.source)]

    def settled(self, records, total):
        """Nothing more can change this rule's outcome: all the submission's cases are
        judged, or it permits anything and what it requires (a verdict, a message) was
        seen."""
        if len(records) == total:
            return True
        if self.permitted is not None:
            return False
        scope = self.scope(records)
        named = {SPEC_VERDICTS.get(r["verdict"], r["verdict"]) for r in scope}
        return (not self.required or bool(named & self.required)) and (
            not self.message or any(self.message in r["message"] for r in scope))


def glob_scope(rule, record):
    return rule.cases is None or glob_matches(rule.cases, record["case"])


def _verdict_set(value, source, key):
    if value is None:
        return None
    words = value.split() if isinstance(value, str) else value
    if not isinstance(words, list) or not words or any(
            w not in set(SPEC_VERDICTS.values()) for w in words):
        raise JudgeError("submissions.yaml: %s: %s must be a list of AC, WA, TLE, RTE" % (
            source, key))
    return set(words)


def rejected_first(record):
    """Whether an interactive case's WA came from the validator rejecting and ending first:
    WA at any limit, whatever the solution then did (problemtools: validator_first; its
    CPU time, e.g. a spin until our kill, is not the submission's to judge or to bound a
    time limit with)."""
    return record["verdict"] == Verdict.WA and bool(record.get("validator_first"))


def over(record, seconds):
    """Why a case's record (run at a higher limit) is a TLE at `seconds`, or None: its CPU
    time over it, or its wall clock (net of the time it waited for a CPU, as the sandbox
    counts it) over the wall-clock cap that limit has (WALL_FACTOR x it): a run that sleeps
    past the cap of the lower limit is a TLE there too (DOMjudge's test-suspend-ppid.c)."""
    if record["verdict"] in (Verdict.JE, Verdict.CE, Verdict.TLE) or rejected_first(record):
        return None
    if record["cpu_ms"] > seconds * 1000:
        return "CPU %d ms > limit %d ms" % (record["cpu_ms"], seconds * 1000)
    net_wall = record.get("wall_ms", 0) - record.get("cpu_wait_ms", 0)
    if net_wall > WALL_FACTOR * seconds * 1000:
        return "wall clock %d ms > cap %d ms (%g x the limit %d ms)" % (
            net_wall, WALL_FACTOR * seconds * 1000, WALL_FACTOR, seconds * 1000)
    return None


def at(record, seconds):
    """A case's record (run at a higher limit) as judged at `seconds`."""
    why = over(record, seconds)
    return record if why is None else dict(record, verdict=Verdict.TLE, message=why)


def settled(sub, records, seconds, total):
    """Whether the outcome of a submission is known from its first records (legacy: the
    first failure; rules: a case no rule permits, or every rule settled)."""
    if any(r["verdict"] in (Verdict.JE, Verdict.CE) for r in records):
        return True
    if sub.rules is None:
        return len(records) == total or any(r["verdict"] != Verdict.AC for r in records)
    if any(rule.breaks(r) and rule.breaks(at(r, seconds)) for rule in sub.rules
           for r in records):
        return True
    return all(rule.settled(records, total) for rule in sub.rules)


def braces(pattern):
    """The patterns a brace expansion stands for: a.{py,cpp} -> a.py, a.cpp."""
    m = re.search(r"\{([^{}]*)\}", pattern)
    if not m:
        return [pattern]
    return [p for alt in m.group(1).split(",")
            for p in braces(pattern[:m.start()] + alt + pattern[m.end():])]


def glob_matches(pattern, path):
    """The spec's globs: `*` within one name, braces expanded; a path matches when it or a
    folder above it does (accepted matches accepted/a.py)."""
    parts = path.strip("/").split("/")
    for p in braces(str(pattern).strip("/")):
        names = p.split("/")
        if len(names) <= len(parts) and all(fnmatch.fnmatchcase(a, b)
                                            for a, b in zip(parts, names)):
            return True
    return False


def read_rules(pkg_dir):
    """[(submission glob, its map)] of submissions/submissions.yaml, the default folders'
    rules first (a key naming a default folder overrides its keys, as the spec says)."""
    path = os.path.join(pkg_dir, "submissions", "submissions.yaml")
    config = {}
    if os.path.isfile(path):
        config = read_yaml(path) or {}
        if not isinstance(config, dict) or not all(isinstance(v, dict) or v is None
                                                   for v in config.values()):
            raise JudgeError("%s: a map of submission globs to maps of keys" % path)
    entries = []
    for folder, rule in DEFAULT_RULES.items():
        merged = dict(rule)
        merged.update(config.get(folder) or {})
        entries.append((folder, merged))
    return entries + [(str(k), v or {}) for k, v in config.items() if k not in DEFAULT_RULES]


def rules_of(label, entries):
    """(rules, entry point or None) for the submission `label` (its path under
    submissions/)."""
    rules, entry, score = [], None, None
    for glob, config in entries:
        if not glob_matches(glob, label):
            continue
        source = "submissions.yaml: %s" % glob if glob not in DEFAULT_RULES or \
            config != DEFAULT_RULES[glob] else "the spec's rule for %s/" % glob
        entry = config.get("entrypoint", entry)
        if config.get("score") is not None:
            score = score_range(config["score"], source)
        if any(config.get(k) is not None for k in RULE_KEYS if k != "score"):
            rules.append(Rule(source, config))
        for key, value in config.items():
            if key in SUBMISSION_KEYS:
                continue
            if not isinstance(value, dict):
                raise JudgeError("%s: %s is not a key of a submission, nor a test group "
                                 "with a map of %s" % (source, key, ", ".join(RULE_KEYS)))
            rules.append(Rule("%s, %s" % (source, key), value, key))
    return rules, entry, score


def entry_points(pkg_dir):
    """{submission folder path: entry point file} from DOMjudge's submissions.json."""
    path = os.path.join(pkg_dir, "submissions.json")
    if not os.path.isfile(path):
        return {}
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        return {os.path.normpath(os.path.join(pkg_dir, k)): v["entry_point"]
                for k, v in data.items() if isinstance(v, dict) and "entry_point" in v}
    except (OSError, ValueError, AttributeError, TypeError) as e:
        raise JudgeError("%s: unreadable: %s" % (path, e))


def _source_matches(path, pattern):
    """(file, match) of pattern in each of the program's source files (the first MiB of
    each), in order: a file or the files of a folder; unreadable files are passed over."""
    files = [path] if os.path.isfile(path) else [
        os.path.join(path, f) for f in sorted(os.listdir(path))
        if os.path.isfile(os.path.join(path, f))]
    for f in files:
        try:
            with open(f, "rb") as handle:
                m = pattern.search(handle.read(1 << 20))
        except OSError:
            continue
        if m:
            yield f, m


def expected_results(path):
    """The verdicts an @EXPECTED_RESULTS@: line in the program's sources allows, None when
    there is none, or why it cannot be judged here (a value such as CHECK-MANUALLY)."""
    for f, m in _source_matches(path, _EXPECTED):
        allowed = set()
        for word in re.split(r"[,\s]+", m.group(1).decode().strip()):
            if word:
                if word.upper() not in DOMJUDGE_RESULTS:
                    return "@EXPECTED_RESULTS@: %s in %s: not a verdict this runner " \
                           "gives" % (word, os.path.basename(f))
                allowed |= DOMJUDGE_RESULTS[word.upper()]
        if not allowed:
            return "@EXPECTED_RESULTS@: in %s names no verdict on its line" % (
                os.path.basename(f))
        return allowed
    return None


def find_submissions(pkg_dir, current=False):
    """Every program in a folder under submissions/, with what it expects: the 2025-09 rules
    (a current package, or one with submissions/submissions.yaml; @EXPECTED_RESULTS@ where no
    rule applies), else the legacy folder rule (@EXPECTED_RESULTS@ winning over it)."""
    root = os.path.join(pkg_dir, "submissions")
    if not os.path.isdir(root):
        return []
    found, entries = [], entry_points(pkg_dir)
    rules = read_rules(pkg_dir) if current or os.path.isfile(
        os.path.join(root, "submissions.yaml")) else None
    for folder in sorted(os.listdir(root)):
        full = os.path.join(root, folder)
        if not os.path.isdir(full):
            continue
        for entry in sorted(os.listdir(full), key=package.natural_key):
            path = os.path.join(full, entry)
            off = os.path.splitext(entry)[1] in SKIPPED_SUFFIXES
            if entry.startswith(".") or (os.path.isfile(path) and not off
                                         and not language_of(path)):
                continue
            unreadable = SKIPPED_FOLDERS.get(folder) or _unreadable(path, pkg_dir) or (
                off and "named *%s (BAPCtools: not judged)" % os.path.splitext(entry)[1])
            if unreadable:
                found.append(Submission(path, folder, set(), unreadable))
                continue
            sub = _legacy(path, folder, entries.get(os.path.normpath(path)), current)
            if rules is not None:
                own, entry_point, score = rules_of("%s/%s" % (folder, entry), rules)
                sub.score = score or sub.score
                if own:
                    sub.rules, sub.skip = own, None
                    sub.entry = entry_point or sub.entry
            found.append(sub)
    # what bounds the time limit from below first: a derived time limit needs it
    return sorted(found, key=lambda s: not s.lower_bound)


def _unreadable(path, pkg_dir):
    """Why the program at path cannot be read (a link to nothing or out of the package, a
    folder we may not list), or None."""
    if not os.path.isfile(path) and not os.path.isdir(path):
        return "neither a file nor a folder (a link to nothing?)"
    if not os.path.realpath(path).startswith(os.path.realpath(pkg_dir) + os.sep):
        return "a link that leads out of the package: not followed"
    try:
        os.listdir(path) if os.path.isdir(path) else open(path, "rb").close()
    except OSError as e:
        return "cannot be read: %s" % (e.strerror or e)
    return None


def _legacy(path, folder, entry, current=False):
    """The Submission at path as the legacy rule (and DOMjudge's line) has it."""
    expected = expected_results(path)
    skip = malformed = None
    if isinstance(expected, str):   # not its expectation: its folder's is (DOMjudge reads
        malformed, expected = expected, None    # only a well-formed line)
    if expected is None and folder in SCORE_FOLDERS:
        # its score is what it expects; the legacy spec's partially_accepted also needs
        # the verdict (of the groups added up) to be AC
        expected = set(ANY_VERDICT) if current else {Verdict.AC}
    elif expected is None:
        expected = FOLDERS.get(folder)
        if expected is None:
            skip = malformed or "folder %s/ expects no verdict, and no @EXPECTED_RESULTS@" \
                % folder
    sub = Submission(path, folder, expected or set(), skip, entry)
    if malformed and not skip:
        sub.warning = "%s: its folder's expectation is taken" % malformed
    sub.marked_score = expected_score(path)      # DOMjudge's words (Grading.as_domjudge)
    sub.score = sub.marked_score or SCORE_FOLDERS.get(folder)
    return sub


def expected_score(path):
    """(score, score) of an @EXPECTED_SCORE@: line in the program's sources, or None."""
    for _, m in _source_matches(path, _EXPECTED_SCORE):
        try:
            return (float(m.group(1)),) * 2
        except ValueError:
            return None
    return None
