"""`runner.py verify PACKAGE_DIR`: judge a problem package's own submissions and compare with
what each expects (judge/package.py reads the package). This module keeps only what is
verify's own: finding the submissions and what they expect, and deriving the time limit;
each submission is built and judged by the same planning step (judge/job.py: for_package,
the Job) and the same case loop (judge/case.py: judge_cases, with -j) as `runner.py
PACKAGE_DIR --solution FILE`, which is the plain judging command (judge/cli.py).

    python3 runner.py verify PACKAGE_DIR [--only TEXT] [--json F] [-j N] [judging options]
        exit 0 only if every submission that ran got what it expects; 1 if one did not; 2
        when none could run; 3 on a judge error

First every input validator runs on every case (check_inputs, the case's arguments from
package.py): a case one rejects is a data error of the package, a JE in one line, and nothing
is judged. (`runner.py PACKAGE_DIR --solution FILE` runs them too.)

What a submission expects, by the package's format version:
- 2025-09 (or any package with submissions/submissions.yaml): Rules. The spec's default
  folders (DEFAULT_RULES: accepted, rejected, wrong_answer, time_limit_exceeded,
  run_time_error, brute_force), a key naming one of them overriding its keys, and each glob
  of submissions.yaml that matches the submission's path (or a folder above it) adding its
  own: `permitted` (every case's verdict in it), `required` (one case's), `message` (in one
  judge message), `use_for_time_limit`, and the same keys under a test-group glob (the cases
  below it). Our verdicts are named as the spec's (RE, MLE and OLE are RTE); a CE or JE never
  matches. `entrypoint` is read; `language`, `authors`, `model_solution` and `score` (scoring
  problems are not judged here) are not checked. The cases run -j at a time until the
  outcome is known (a case no rule permits, or every rule settled).
- legacy: its folder (FOLDERS), or DOMjudge's `@EXPECTED_RESULTS@: ` line in its source,
  which may allow several results and wins over the folder; it is judged case by case up to
  its first failure (problemtools' on_reject: break), and its verdict is that failure, or AC.
A submission is a file, or a folder (one program, judge/programs.py), built with the
package's include/ files and constants (package.prepare). A language this machine lacks
skips it, with the reason; partially_accepted (scores) and folders that expect nothing are
skipped too. While one runs, a progress line (on a terminal) or a `run` line says so.

The time limit: --tl, else the package's (.timelimit, limits.time_limit), else derived: the
submissions that bound it from below run first (legacy: the accepted ones; 2025-09: those
whose rules do not permit TLE, use_for_time_limit not false), each case capped at
DERIVE_CAP_S, and the limit is their slowest case times ac_to_time_limit (legacy
time_multiplier: 5; current spec: 2), rounded up to a whole time_resolution (1 s); it is said
once. When none ran clean, no limit is guessed: the others are listed as not judged. Every
submission runs at the limit times time_limit_to_tle (legacy time_safety_margin: 2; current:
1.5) and is judged at the limit itself. Legacy, as problemtools: where the two verdicts
differ, its line says it is sensitive to the time limit, and it matches when either verdict
is one it expects ("OK with extra time"). 2025-09, as the spec: a required TLE must be one at
the higher limit too (time_limit x time_limit_to_tle <= its time), and a lower bound's
slowest case x ac_to_time_limit over a stated limit is said (WARN).
"""
import fnmatch
import json
import math
import os
import re
import sys
from concurrent.futures import ThreadPoolExecutor

from . import job as jobs, package, programs, report, sandbox
from .case import judge_cases
from .config import read_yaml
from .errors import JudgeError, UsageError
from .languages import CompileError, language_of

DERIVE_CAP_S = 60.0

FOLDERS = {
    "accepted": {"AC"},
    "wrong_answer": {"WA"},
    "time_limit_exceeded": {"TLE"},
    "run_time_error": {"RE", "MLE", "OLE"},
    "memory_limit_exceeded": {"MLE", "RE"},
    "output_limit_exceeded": {"OLE", "RE"},
    "compiler_error": {"CE"},
    "compile_error": {"CE"},
}
SKIPPED_FOLDERS = {"partially_accepted": "scoring: partial scores are not judged here"}
# DOMjudge's result names (@EXPECTED_RESULTS@) -> ours
DOMJUDGE_RESULTS = {
    "CORRECT": {"AC"}, "ACCEPTED": {"AC"}, "WRONG-ANSWER": {"WA"}, "WRONG_ANSWER": {"WA"},
    "NO-OUTPUT": {"WA"}, "TIMELIMIT": {"TLE"}, "TIME-LIMIT": {"TLE"},
    "TIME_LIMIT_EXCEEDED": {"TLE"}, "TIME-LIMIT-EXCEEDED": {"TLE"},
    "RUN-ERROR": {"RE", "MLE"}, "RUN_TIME_ERROR": {"RE", "MLE"}, "MEMORY-LIMIT": {"MLE"},
    "OUTPUT-LIMIT": {"OLE"}, "COMPILER-ERROR": {"CE"}, "COMPILE-ERROR": {"CE"},
}
_EXPECTED = re.compile(rb"@EXPECTED_RESULTS@:[ \t]*([A-Za-z_,\- \t]*)")   # on its own line


def add_arguments(parser):
    parser.description = "Judge a problem package's own submissions against what they expect."
    parser.add_argument("package")
    parser.add_argument("--only", metavar="TEXT",
                        help="only submissions whose path contains TEXT")
    parser.add_argument("--json", metavar="FILE", help="write one record per submission to FILE")
    parser.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                        help="cases of a submission in parallel (default 1)")
    jobs.add_options(parser)


def run(args, session):
    """The verify command (judge/cli.py's main gives the session: console, scratch)."""
    if args.jobs < 1:
        raise UsageError("-j must be at least 1")
    if not package.is_package(args.package):
        raise UsageError("%s is not a problem package (no problem.yaml, no data/)"
                         % args.package)
    if args.json and report.json_target_problem(args.json):
        raise UsageError("--json: %s" % report.json_target_problem(args.json))
    if args.json == "-":
        session.console = report.Console(sys.stderr)
    settings = jobs.Settings.from_args(args)
    pkg = package.load(args.package)
    for case in pkg.cases:
        case.remember()          # hashed before anything runs, as every run's cases are
    box = jobs.package_box(settings.modes, pkg.dir)
    checker = session.closing(jobs.package_checker(pkg, settings, session.scratch, box))
    subs = find_submissions(pkg.dir, pkg.current)
    if args.only:
        subs = [s for s in subs if args.only in s.label]
    if not subs:
        raise UsageError("no submissions under %s/submissions/" % pkg.dir)
    return Verification(pkg, settings, box, checker, args, session).run(subs)


class Verification:
    """One verify run: the submissions judged in order, those that bound the time limit from
    below first (a derived time limit needs them), one record each."""

    def __init__(self, pkg, settings, box, checker, args, session):
        self.pkg, self.settings, self.box, self.checker = pkg, settings, box, checker
        self.args, self.session, self.console = args, session, session.console
        self.records = []      # --json: one per submission
        self.time_limit = settings.tl or pkg.time_limit
        self.source = "--tl" if settings.tl else pkg.time_limit_from
        self.slowest = None    # the slowest case of the lower bound's submissions (s)
        session.on_stop = self.finish

    def run(self, subs):
        pkg, deriving = self.pkg, self.time_limit is None
        self.console.write("verify %s (%s%s): %d cases, %s" % (
            pkg.name, "current spec" if pkg.current else "legacy spec",
            ", %s" % pkg.kind if pkg.kind != "batch" else "", len(pkg.cases),
            "time limit %g s from %s" % (self.time_limit, self.source) if not deriving else
            "no time limit stated: derived from the accepted submissions"))
        step = pkg.time_resolution
        if pkg.current and pkg.time_limit_from == "problem.yaml" and abs(
                pkg.time_limit / step - round(pkg.time_limit / step)) > 1e-9:
            self.console.write("WARN limits.time_limit %g s is not a multiple of "
                               "time_resolution %g s, as the spec wants" % (pkg.time_limit,
                                                                           step))
        checked = check_inputs(pkg, self.settings, self.session.scratch, self.box, pkg.cases,
                               self.console, self.args.jobs)
        if checked:
            self.console.write("input validators: every case accepted (%d runs)" % checked)
        for sub in subs:
            if deriving and not sub.lower_bound:
                deriving = False
                if self.slowest is None:
                    self.time_limit = None
                    self.console.write("no time limit: no accepted submission ran clean to "
                                       "derive it from (pass --tl)")
                else:
                    self.time_limit = derived_time_limit(pkg, self.slowest, self.console)
                    self.source = "the accepted submissions"
            if self.time_limit is None and not deriving:
                self.skipped({"submission": sub.label, "expected": sub.wanted()},
                             "not judged: no time limit (pass --tl)")
                continue
            self.one(sub, deriving)
        if deriving and self.slowest is not None:   # only lower bounds: said all the same
            derived_time_limit(pkg, self.slowest, self.console)
        return self.finish()

    def one(self, sub, deriving):
        """Judge one submission and say whether it got what it expects."""
        record = {"submission": sub.label, "expected": sub.wanted()}
        if sub.skip:
            self.skipped(record, sub.skip)
            return
        limit = DERIVE_CAP_S if deriving else self.time_limit
        high = limit if deriving else self.pkg.tle_time_limit(limit)
        outcome = self.judge(sub, limit, high, deriving)
        sandbox.sweep_orphans()    # a compiler's or a run's leftovers, reaped
        if outcome is None:
            return
        verdict, ok, why, cpu, note = outcome
        self.records.append(record)     # judged whole: a stop signal's report holds it
        record.update(verdict=verdict, matched=ok, detail=why, slowest_ms=int(cpu * 1000),
                      time_limit_ms=int(round(limit * 1000)))
        if note:
            record["sensitive"] = note
        line = "%-4s %s: %s (expected %s), slowest case %d ms" % (
            "OK" if ok else "FAIL", sub.label, verdict, sub.wanted(), cpu * 1000)
        if note:
            line += "; " + note
        if not ok and why:
            line += "\n      " + "\n      ".join(why.splitlines()[:6])
        self.console.write(line)

    def skipped(self, record, why):
        record.update(verdict=None, matched=None, skipped=why)
        self.records.append(record)
        self.console.write("SKIP %s: %s" % (record["submission"], why))

    def judge(self, sub, limit, high, deriving):
        """(verdict, matched, why not, slowest case CPU s, note) of one submission run at
        `high`, judged at `limit` (`deriving`: the cap); None when it was skipped (said
        here)."""
        record = {"submission": sub.label, "expected": sub.wanted()}
        try:
            job = jobs.for_package(self.pkg, sub.path, self.settings, self.session.scratch,
                                   self.box, self.checker, high,
                                   "time limit from %s" % self.source, sub.entry)
        except programs.Skip as e:
            self.skipped(record, str(e))
            return None
        except (CompileError, JudgeError) as e:
            verdict = "CE" if isinstance(e, CompileError) else "JE"
            ok = sub.rules is None and verdict in sub.expected
            return verdict, ok, "" if ok else str(e), 0.0, ""
        records = self.cases(job, sub, limit, high, deriving)
        cpu = max(r["cpu_ms"] for r in records) / 1000.0
        if deriving:                   # the lower bound's times
            times = sub.lower_times(records)
            if times is not None:
                self.slowest = max(self.slowest or 0.0, times)
        if sub.rules is None:
            verdict, ok, why, extra = self.legacy_outcome(sub, records, limit)
            note = "" if deriving else self.legacy_note(records, limit, high)
            return verdict, ok, why, cpu, note + (
                " (what it expects with the extra time)" if extra else "")
        low = [at(r, limit * self.settings.tl_scale) for r in records]
        verdict = next((r["verdict"] for r in low if r["verdict"] != "AC"), "AC")
        why = [w for rule in sub.rules for w in rule.failures(low)]
        if not deriving:
            why += [w for rule in sub.rules for w in rule.upper_failures(records, high)]
            self.lower_bound_warning(sub, records, limit)
        return verdict, not why, "\n".join(why), cpu, ""

    def cases(self, job, sub, limit, high, deriving):
        """The records of the job's cases, judged -j at a time until the outcome is known (the
        first failure, for the legacy rule; a case outside what a rule permits, or every rule
        settled, for submissions.yaml), with a progress line on a terminal."""
        tty, total, records = self.console.isatty(), len(job.cases), []
        if not tty:
            self.console.write("run  %s: %d cases at %g s%s" % (
                sub.label, total, high, " (the cap while the limit is derived)"
                if deriving else ""))
        if sub.rules is None:         # the first failure ends it: the one case loop knows
            step = total
        else:                         # -j at a time, until a rule's outcome is known
            step = self.args.jobs
        for start in range(0, total, step):
            if tty:
                self.console.write("\r\x1b[K... %s [%d/%d]" % (sub.label, start + 1, total),
                                   end="")
            records += judge_cases([(job, c) for c in job.cases[start:start + step]],
                                   self.args.jobs, self.console,
                                   stop_at_failure=sub.rules is None, quiet=True)
            if settled(sub, records, limit * self.settings.tl_scale, total):
                break
        if tty:
            self.console.write("\r\x1b[K", end="")
        return records

    def legacy_outcome(self, sub, records, limit):
        """(verdict, matched, why not, matched only at the higher limit) by the legacy rule:
        the first failure at `limit`, or at the higher one (problemtools' "OK with extra
        time"), among what the submission expects."""
        low = at_limit(records, limit * self.settings.tl_scale)
        extra = low["verdict"] not in sub.expected and records[-1]["verdict"] in sub.expected
        ok = low["verdict"] in sub.expected or extra
        detail = "" if low["verdict"] == "AC" else "%s: %s" % (low["case"], low["message"])
        return low["verdict"], ok, "" if ok else detail, extra

    def legacy_note(self, records, limit, high):
        low, last = at_limit(records, limit * self.settings.tl_scale), records[-1]
        if low["verdict"] == last["verdict"]:
            return ""
        return "sensitive to the time limit: %s at %g s, %s at %g s" % (
            low["verdict"], limit, last["verdict"], high)

    def lower_bound_warning(self, sub, records, limit):
        """A stated limit under a lower bound's slowest case x ac_to_time_limit (2025-09: the
        limit must be at least that), said; not a mismatch (this machine is not the
        package's)."""
        times = sub.lower_times(records)
        if times is not None and times * self.pkg.ac_to_time_limit > limit + 1e-9:
            self.console.write("WARN %s: its slowest case %.3f s x %g (ac_to_time_limit) is "
                               "over the time limit %g s" % (
                                   sub.label, times, self.pkg.ac_to_time_limit, limit))

    def finish(self, unfinished=None):
        """The closing line and the JSON report (also what a stop signal writes, with the
        cases of the `unfinished` submission left out); the exit code."""
        counts = {"matched": 0, "mismatched": 0, "skipped": 0}
        for r in self.records:
            counts["skipped" if r.get("matched") is None else
                   "matched" if r["matched"] else "mismatched"] += 1
        ran = counts["matched"] + counts["mismatched"]
        if self.args.json:
            report.write_json(self.args.json, self.records)
        self.console.write("verify %s: %d submissions ran, %d matched, %d did not; %d skipped"
                           % (self.pkg.name, ran, counts["matched"], counts["mismatched"],
                              counts["skipped"]))
        if any(r.get("verdict") == "JE" for r in self.records):
            return 3
        if ran == 0:
            raise UsageError("no submission could run here")
        return 0 if counts["mismatched"] == 0 else 1


def at_limit(records, seconds):
    """The deciding record of a submission's cases (run in order up to the first failure, at
    a higher limit) as judged at `seconds`: the first case over it is a TLE there."""
    for rec in records:
        if rec["cpu_ms"] > seconds * 1000 and rec["verdict"] not in ("JE", "CE"):
            return dict(rec, verdict="TLE", message="CPU %d ms > limit %d ms" % (
                rec["cpu_ms"], seconds * 1000))
        if rec["verdict"] != "AC":
            return rec
    return records[-1]


class Submission:
    """A program under submissions/: what it expects is `rules` (submissions.yaml and the
    2025-09 default folders: Rule) or, by the legacy rule, `expected` (verdicts its first
    failure may be)."""

    def __init__(self, path, folder, expected, skip=None, entry=None, rules=None):
        self.path, self.folder, self.expected, self.skip = path, folder, expected, skip
        self.entry = entry      # the entry point's file name (submissions.json/.yaml), or None
        self.rules = rules
        self.label = "%s/%s" % (folder, os.path.basename(path))

    @property
    def lower_bound(self):
        """Its times bound the time limit from below (run first, to derive it)."""
        if self.skip:
            return False
        if self.rules is None:
            return self.expected == {"AC"}
        # one that may time out on some cases runs once the limit is known (its other cases'
        # times are checked against it then: Verification.lower_bound_warning)
        no_tle = [rule.permitted is not None and "TLE" not in rule.permitted
                  for rule in self.rules]
        return any(rule.lower_bound for rule in self.rules) and (all(no_tle) or any(
            ok and rule.cases is None for ok, rule in zip(no_tle, self.rules))) and not any(
            "TLE" in (rule.required or ()) for rule in self.rules)

    def lower_times(self, records):
        """The slowest case (s) of what bounds the limit from below, None if nothing does
        (legacy: an accepted submission's, when it was AC)."""
        if self.rules is None:
            ok = all(r["verdict"] == "AC" for r in records)
            return max(r["cpu_ms"] for r in records) / 1000.0 if ok else None
        times = [r["cpu_ms"] for rule in self.rules if rule.lower_bound
                 for r in rule.scope(records) if r["verdict"] not in ("JE", "CE")]
        return max(times) / 1000.0 if times else None

    def wanted(self):
        if self.rules is None:
            return " or ".join(sorted(self.expected))
        return "; ".join(rule.describe() for rule in self.rules)


# the 2025-09 spec's verdicts: ours mapped onto them (a run over a limit other than time is a
# run-time error there); JE and CE have no name there and are never permitted
SPEC_VERDICTS = {"AC": "AC", "WA": "WA", "TLE": "TLE", "RE": "RTE", "MLE": "RTE",
                 "OLE": "RTE"}
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
        self.use = config.get("use_for_time_limit", True)
        if self.use not in (True, False, "lower", "upper"):
            raise JudgeError("submissions.yaml: %s: use_for_time_limit is true, false, lower "
                             "or upper" % source)
        if self.use == "lower":          # the spec: as permitted [AC, WA, RTE]
            self.permitted = (self.permitted or set(SPEC_VERDICTS.values())) - {"TLE"}
        if self.use == "upper":          # as required [TLE]
            self.required = {"TLE"}

    @property
    def lower_bound(self):
        return self.use is not False and self.permitted is not None and \
            "TLE" not in self.permitted

    @property
    def upper_bound(self):
        return self.use is not False and self.required == {"TLE"}

    def describe(self):
        parts = ["permitted " + ",".join(sorted(self.permitted))] if self.permitted else []
        parts += ["required " + ",".join(sorted(self.required))] if self.required else []
        parts += ["message %r" % self.message] if self.message else []
        return "%s%s" % (" ".join(parts) or "anything", " on " + self.cases if self.cases
                         else "")

    def scope(self, records):
        return [r for r in records if self.cases is None or glob_matches(self.cases,
                                                                         r["case"])]

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
        if not scope or any(r["verdict"] == "TLE" for r in scope):
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
            w not in ("AC", "WA", "TLE", "RTE") for w in words):
        raise JudgeError("submissions.yaml: %s: %s must be a list of AC, WA, TLE, RTE" % (
            source, key))
    return set(words)


def at(record, seconds):
    """A case's record (run at a higher limit) as judged at `seconds`."""
    if record["cpu_ms"] > seconds * 1000 and record["verdict"] not in ("JE", "CE", "TLE"):
        return dict(record, verdict="TLE", message="CPU %d ms > limit %d ms" % (
            record["cpu_ms"], seconds * 1000))
    return record


def settled(sub, records, seconds, total):
    """Whether the outcome of a submission is known from its first records (legacy: the
    first failure; rules: a case no rule permits, or every rule settled)."""
    if any(r["verdict"] in ("JE", "CE") for r in records):
        return True
    if sub.rules is None:
        return len(records) == total or any(r["verdict"] != "AC" for r in records)
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
    rules, entry = [], None
    for glob, config in entries:
        if not glob_matches(glob, label):
            continue
        source = "submissions.yaml: %s" % glob if glob not in DEFAULT_RULES or \
            config != DEFAULT_RULES[glob] else "the spec's rule for %s/" % glob
        entry = config.get("entrypoint", entry)
        if any(config.get(k) is not None for k in RULE_KEYS if k != "score"):
            rules.append(Rule(source, config))
        for key, value in config.items():
            if key in SUBMISSION_KEYS:
                continue
            if not isinstance(value, dict):
                raise JudgeError("%s: %s is not a key of a submission, nor a test group "
                                 "with a map of %s" % (source, key, ", ".join(RULE_KEYS)))
            rules.append(Rule("%s, %s" % (source, key), value, key))
    return rules, entry


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


def expected_results(path):
    """The verdicts an @EXPECTED_RESULTS@: line in the program's sources allows, None when
    there is none, or why it cannot be judged here (a value such as CHECK-MANUALLY)."""
    files = [path] if os.path.isfile(path) else [
        os.path.join(path, f) for f in sorted(os.listdir(path))
        if os.path.isfile(os.path.join(path, f))]
    for f in files:
        try:
            with open(f, "rb") as handle:
                m = _EXPECTED.search(handle.read(1 << 20))
        except OSError:
            continue
        if m:
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
            if entry.startswith(".") or (os.path.isfile(path)
                                         and not language_of(path)):
                continue
            sub = _legacy(path, folder, entries.get(os.path.normpath(path)))
            if rules is not None:
                own, entry_point = rules_of("%s/%s" % (folder, entry), rules)
                if own:
                    sub.rules, sub.skip = own, None
                    sub.entry = entry_point or sub.entry
            found.append(sub)
    # what bounds the time limit from below first: a derived time limit needs it
    return sorted(found, key=lambda s: not s.lower_bound)


def _legacy(path, folder, entry):
    """The Submission at path as the legacy rule (and DOMjudge's line) has it."""
    expected = expected_results(path)
    skip = None
    if isinstance(expected, str):
        skip, expected = expected, set()
    elif expected is None:
        expected = FOLDERS.get(folder)
        if folder in SKIPPED_FOLDERS:
            skip = SKIPPED_FOLDERS[folder]
        elif expected is None:
            skip = "folder %s/ expects no verdict, and no @EXPECTED_RESULTS@" % folder
    return Submission(path, folder, expected or set(), skip, entry)


def check_inputs(pkg, settings, build_dir, box, cases, console=None, workers=1):
    """Every input validator of the package on every case, with the case's arguments: a
    JudgeError (a data error, one line) naming the first case one rejects, or a validator
    that cannot be built or run. A .ctd or .viva validator needs its tool: without it, said
    and not run."""
    validators = []
    for name, path in pkg.input_validators:
        program = _input_validator(pkg, name, path, settings, build_dir, box, console)
        if program is not None:
            validators.append((name, program))
    tasks = [(name, program, case) for case in cases for name, program in validators]
    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        for failure in pool.map(lambda task: _validate(pkg, settings, *task), tasks):
            if failure:
                raise JudgeError(failure)
    finally:
        pool.shutdown()
    return len(tasks)


INPUT_TOOLS = {".ctd": "checktestdata", ".viva": "viva"}
INPUT_VALIDATOR_OUTPUT_BYTES = 1 << 20


def _input_validator(pkg, name, path, settings, build_dir, box, console):
    """The Program of input validator `name` (None: a language this runner does not run,
    said on console)."""
    tool = INPUT_TOOLS.get(os.path.splitext(name)[1])
    if tool is not None:
        if console is not None:
            console.write("note: input validator %s needs %s, which this runner does not "
                          "run: not run" % (name, tool))
        return None
    source = package.prepare(pkg, path, build_dir)[0]
    try:
        return programs.build(source, build_dir, settings.python, pkg.validation_memory, box)
    except CompileError as e:
        raise JudgeError("input validator %s does not compile: %s" % (
            path, programs.first_error(e)))
    except programs.Skip as e:
        raise JudgeError("input validator cannot run here: %s" % e)


def _validate(pkg, settings, name, program, case):
    """Why input validator `name` does not accept the case's input (one line), or None."""
    from .problem import read_case_file
    input_bytes = read_case_file(case.in_path, utf8=False)
    limits = sandbox.Limits(pkg.validation_time, pkg.validation_memory,
                            INPUT_VALIDATOR_OUTPUT_BYTES)
    view = sandbox.View().plus(sandbox.EXPOSE, program.expose)
    try:
        run = sandbox.run(program.argv + case.input_validator_args(name), input_bytes, limits,
                          *settings.modes, view)
    except sandbox.SandboxError as e:
        return "input validator %s: %s" % (name, e)
    said = " | ".join(line.strip() for line in (run.stdout + b"\n" + run.stderr_tail).decode(
        "utf-8", "replace").splitlines() if line.strip())[:500]
    if run.kill_reason or run.signal is not None:
        return "input validator %s on %s: killed (%s)%s" % (
            name, case.name, run.kill_reason or "signal %s" % run.signal,
            ": " + said if said else "")
    if run.exit_code != 42:
        return "data error: input validator %s rejects %s (exit code %s; 42 accepts)%s" % (
            name, case.in_path, run.exit_code, ": " + said if said else "")
    return None


def derived_time_limit(pkg, slowest, console):
    """problemtools' time limit from the slowest accepted case (seconds), said on console."""
    step = pkg.time_resolution
    limit = max(1, math.ceil(slowest * pkg.ac_to_time_limit / step - 1e-9)) * step
    console.write("time limit %g s: derived as problemtools does, the slowest case of what "
                  "bounds it from below %.3f s x %g (ac_to_time_limit), rounded up to a "
                  "multiple of %g s"
                  % (limit, slowest, pkg.ac_to_time_limit, step))
    return limit
