"""`runner.py verify PACKAGE_DIR`: judge a problem package's own submissions and compare with
what each expects (judge/package.py reads the package). This module keeps only what is
verify's own: finding the submissions and what they expect, and deriving the time limit;
each submission is built and judged by the same planning step (judge/job.py: for_package,
the Job) and the same case loop (judge/case.py: judge_cases, with -j) as `runner.py
PACKAGE_DIR --solution FILE`, which is the plain judging command (judge/cli.py).

    python3 runner.py verify PACKAGE_DIR [--only TEXT] [--json F] [-j N] [judging options]
        exit 0 only if every submission that ran got what it expects; 1 if one did not; 2
        when none could run; 3 on a judge error

What a submission expects: its folder (accepted AC; wrong_answer WA; time_limit_exceeded
TLE; run_time_error RE, MLE counted as RE as the peers do; compiler_error CE), or DOMjudge's
`@EXPECTED_RESULTS@: ` line in its source, which may allow several results and wins over the
folder. A submission is a file, or a folder (one program, judge/programs.py). Each one is
judged case by case up to its first failure (problemtools' on_reject: break); its verdict is
that first failure, or AC. A language this machine lacks skips the submission, with the
reason; partially_accepted (scores) and folders that expect nothing are skipped too.

The time limit: --tl, else the package's (.timelimit, limits.time_limit), else derived as
problemtools derives it: the accepted submissions run first (each case capped at
DERIVE_CAP_S), and the limit is their slowest case times ac_to_time_limit (legacy
time_multiplier: 5; current spec: 2), rounded up to a whole time_resolution (1 s). Every
submission runs at the limit times time_limit_to_tle (legacy time_safety_margin: 2; current:
1.5), and is judged at the limit itself, as problemtools does: where the two verdicts
differ, its line says it is sensitive to the time limit, and it matches when either verdict
is one it expects (problemtools' "OK with extra time").
"""
import json
import math
import os
import re
import sys

from . import job as jobs, package, programs, report, sandbox
from .case import judge_cases
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
    subs = find_submissions(pkg.dir)
    if args.only:
        subs = [s for s in subs if args.only in s.label]
    if not subs:
        raise UsageError("no submissions under %s/submissions/" % pkg.dir)
    return Verification(pkg, settings, box, checker, args, session).run(subs)


class Verification:
    """One verify run: the submissions judged in order, the accepted ones first (a derived
    time limit needs them), one record each."""

    def __init__(self, pkg, settings, box, checker, args, session):
        self.pkg, self.settings, self.box, self.checker = pkg, settings, box, checker
        self.args, self.session, self.console = args, session, session.console
        self.records = []      # --json: one per submission
        self.time_limit = settings.tl or pkg.time_limit
        self.source = "--tl" if settings.tl else pkg.time_limit_from
        self.slowest, self.accepted_ran = 0.0, 0
        session.on_stop = self.finish

    def run(self, subs):
        pkg, deriving = self.pkg, self.time_limit is None
        self.console.write("verify %s (%s%s): %d cases, %s" % (
            pkg.name, "current spec" if pkg.current else "legacy spec",
            ", %s" % pkg.kind if pkg.kind != "batch" else "", len(pkg.cases),
            "time limit %g s from %s" % (self.time_limit, self.source) if not deriving else
            "no time limit stated: derived from the accepted submissions"))
        for sub in subs:
            if deriving and sub.expected != {"AC"}:
                if not self.accepted_ran:
                    raise UsageError("no accepted submission ran: the time limit cannot be "
                                     "derived (pass --tl)")
                self.time_limit = derived_time_limit(pkg, self.slowest, self.console)
                self.source, deriving = "the accepted submissions", False
            self.one(sub, deriving)
        if deriving and self.accepted_ran:   # only accepted submissions: said all the same
            derived_time_limit(pkg, self.slowest, self.console)
        return self.finish()

    def one(self, sub, deriving):
        """Judge one submission and say whether it got what it expects."""
        record = {"submission": sub.label, "expected": sorted(sub.expected)}
        if sub.skip:
            self.skipped(record, sub.skip)
            return
        limit = DERIVE_CAP_S if deriving else self.time_limit
        verdict, detail, cpu, note, high = self.judge(sub, limit, deriving)
        sandbox.sweep_orphans()    # a compiler's or a run's leftovers, reaped
        if verdict is None:
            self.skipped(record, detail)
            return
        self.records.append(record)     # judged whole: a stop signal's report holds it
        if deriving and verdict == "AC":
            self.slowest, self.accepted_ran = max(self.slowest, cpu), self.accepted_ran + 1
        ok = verdict in sub.expected
        if not ok and high in sub.expected:      # problemtools: "OK with extra time"
            ok, note = True, note + " (what it expects with the extra time)"
        record.update(verdict=verdict, matched=ok, detail=detail, slowest_ms=int(cpu * 1000),
                      time_limit_ms=int(round(limit * 1000)))
        if note:
            record["sensitive"] = note
        line = "%-4s %s: %s (expected %s), slowest case %d ms" % (
            "OK" if ok else "FAIL", sub.label, verdict, " or ".join(sorted(sub.expected)),
            cpu * 1000)
        if note:
            line += "; " + note
        if not ok and detail:
            line += "\n      " + "\n      ".join(detail.splitlines()[:6])
        self.console.write(line)

    def skipped(self, record, why):
        record.update(verdict=None, matched=None, skipped=why)
        self.records.append(record)
        self.console.write("SKIP %s: %s" % (record["submission"], why))

    def judge(self, sub, limit, deriving):
        """(verdict or None when skipped, detail, slowest case CPU s, a note when the verdict
        at limit x time_limit_to_tle differs, that verdict)."""
        high = limit if deriving else self.pkg.tle_time_limit(limit)
        try:
            job = jobs.for_package(self.pkg, sub.path, self.settings, self.session.scratch,
                                   self.box, self.checker, high,
                                   "time limit from %s" % self.source, sub.entry)
        except programs.Skip as e:
            return None, str(e), 0.0, "", None
        except CompileError as e:
            return "CE", str(e), 0.0, "", "CE"
        except JudgeError as e:
            return "JE", str(e), 0.0, "", "JE"
        records = judge_cases([(job, c) for c in job.cases], self.args.jobs, self.console,
                              stop_at_failure=True, quiet=True)
        cpu = max(r["cpu_ms"] for r in records) / 1000.0
        last = records[-1]
        low = at_limit(records, limit * self.settings.tl_scale)
        note = ""
        if not deriving and low["verdict"] != last["verdict"]:
            note = "sensitive to the time limit: %s at %g s, %s at %g s" % (
                low["verdict"], limit, last["verdict"], high)
        detail = "" if low["verdict"] == "AC" else "%s: %s" % (low["case"], low["message"])
        return low["verdict"], detail, cpu, note, last["verdict"]

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
    def __init__(self, path, folder, expected, skip=None, entry=None):
        self.path, self.folder, self.expected, self.skip = path, folder, expected, skip
        self.entry = entry      # the entry point's file name (submissions.json), or None
        self.label = "%s/%s" % (folder, os.path.basename(path))


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


def find_submissions(pkg_dir):
    root = os.path.join(pkg_dir, "submissions")
    if not os.path.isdir(root):
        return []
    found, entries = [], entry_points(pkg_dir)
    for folder in sorted(os.listdir(root)):
        full = os.path.join(root, folder)
        if not os.path.isdir(full):
            continue
        for entry in sorted(os.listdir(full), key=package.natural_key):
            path = os.path.join(full, entry)
            if entry.startswith(".") or (os.path.isfile(path)
                                         and not language_of(path)):
                continue
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
            found.append(Submission(path, folder, expected or set(), skip,
                                    entries.get(os.path.normpath(path))))
    # the accepted ones first: a derived time limit needs them
    return sorted(found, key=lambda s: s.expected != {"AC"})


def derived_time_limit(pkg, slowest, console):
    """problemtools' time limit from the slowest accepted case (seconds), said on console."""
    step = pkg.time_resolution
    limit = max(1, math.ceil(slowest * pkg.ac_to_time_limit / step - 1e-9)) * step
    console.write("time limit %g s: derived as problemtools does, the slowest accepted case "
                  "%.3f s x %g (ac_to_time_limit), rounded up to a multiple of %g s"
                  % (limit, slowest, pkg.ac_to_time_limit, step))
    return limit
