"""Problem packages on the command line (judge/package.py reads them):

    python runner.py PACKAGE_DIR --solution FILE [--tl S] [--ml MB] [--case NAME] [--json F]
        judge one solution on every case of the package (data/sample, then data/secret), with
        the package's output validator; one line per case, a summary; exit codes as for a
        problem folder (0 all AC, 1 not, 2 usage, 3 judge error)
    python runner.py verify PACKAGE_DIR [--python INTERP] [--tl S] [--only TEXT] [--json F]
        judge every submission under submissions/<verdict>/ and compare with what it
        expects; exit 0 only if every submission that ran got what it expects

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
time_multiplier: 5; current spec: 2), rounded up to a whole time_resolution (1 s).
"""
import argparse
import json
import math
import os
import re
import shutil
import sys
import tempfile

from . import interactive, job as jobs, multipass, package, programs, report, sandbox, validators
from .case import judge_case, make_record
from .errors import JudgeError, UsageError, Verdict
from .languages import CompileError
from .problem import MEMORY_RANGE, TIME_RANGE, finite_positive

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
_EXPECTED = re.compile(rb"@EXPECTED_RESULTS@:\s*([A-Za-z_,\- \t]+)")


def _common_options(p):
    p.add_argument("--python", default=sys.executable, metavar="INTERP",
                   help="interpreter for Python 3 programs (default: this Python), e.g. pypy3")
    p.add_argument("--tl", type=finite_positive, metavar="SECONDS",
                   help="time limit (default: the package's)")
    p.add_argument("--ml", type=finite_positive, metavar="MB",
                   help="memory limit (default: the package's, else 1024 MB)")
    jobs.add_sandbox_options(p)


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _check(args):
    interp = shutil.which(args.python)
    if interp is None:
        raise UsageError("--python: interpreter %r not found" % args.python)
    args.python = os.path.realpath(interp)
    for flag, value, (low, high) in (("--tl", args.tl, TIME_RANGE),
                                     ("--ml", args.ml, MEMORY_RANGE)):
        if value is not None and not low <= value <= high:
            raise UsageError("%s must be in %g..%g" % (flag, low, high))
    if not package.is_package(args.package):
        raise UsageError("%s is not a problem package (no problem.yaml, no data/)"
                         % args.package)
    args.modes = jobs.modes(args.containment, args.isolation)


class PackageJudge:
    """A loaded package with its validator built once, able to judge programs on it."""

    def __init__(self, folder, modes, build_dir, python):
        self.pkg = package.load(folder)
        self.modes, self.build_dir, self.python = modes, build_dir, python
        self.box = jobs.package_box(modes, self.pkg.dir)
        self.validator = self._validator()

    def _validator(self):
        pkg = self.pkg
        if not (pkg.custom_validator or pkg.interactive or "multi-pass" in pkg.types):
            for case in pkg.cases:       # every flag set is checked before anything runs
                validators.parse_default_flags(case.flags)
            return None
        folder = pkg.validator_dir
        entries = [e for e in os.listdir(folder) if not e.startswith(".")]
        subdirs = [e for e in entries if os.path.isdir(os.path.join(folder, e))]
        if not programs.sources(folder) and len(subdirs) == 1:
            folder = os.path.join(folder, subdirs[0])    # output_validators/<name>/
        try:
            program = programs.build(folder, self.build_dir, self.python,
                                     pkg.validation_memory, self.box)
        except CompileError as e:
            raise JudgeError("output validator %s does not compile: %s" % (
                folder, programs.first_error(e)))
        except programs.Skip as e:
            raise JudgeError("output validator cannot run here: %s" % e)
        return validators.CustomValidator(program, [], pkg.validation_time,
                                          pkg.validation_memory, self.modes)

    def checker_for(self, case):
        if self.validator is None:
            return validators.DefaultValidator(case.flags)
        return self.validator.with_flags(case.flags)

    def job(self, program, time_limit, memory_mb):
        note = "time limit from %s" % (self.pkg.time_limit_from or "the command line")
        return jobs.make(self.pkg.name, self.pkg.cases, program, time_limit, memory_mb,
                         "validator", None, self.box, note)

    def judge_one(self, job, case):
        """The record of one case (batch, interactive, multi-pass); never raises."""
        try:
            checker = self.checker_for(case)
            if "multi-pass" in self.pkg.types:
                return multipass.judge_case(job, case, checker, self.pkg.validation_passes,
                                            self.pkg.interactive)
            if self.pkg.interactive:
                return interactive.judge_case(job, case, checker)
            job.checker = checker
            return judge_case(job, case)
        except JudgeError as e:
            return make_record(job.problem, case.name, Verdict.JE, str(e), None, job)
        except Exception as e:  # a bug of ours: still never AC
            return make_record(job.problem, case.name, Verdict.JE, "internal error: %s: %s"
                               % (type(e).__name__, e), None, job)

    def judge(self, job, cases, stop_at_failure, console=None):
        records = []
        for case in cases:
            rec = self.judge_one(job, case)
            records.append(rec)
            if console is not None:
                console.write(report.format_record(rec))
            if stop_at_failure and rec["verdict"] != "AC":
                break
        return records


# ---------------------------------------------------------------------------- judge one

def judge_main(argv):
    """runner.py PACKAGE_DIR --solution FILE ..."""
    p = _Parser(prog="runner.py PACKAGE_DIR", description="Judge a solution on a package.")
    p.add_argument("package")
    p.add_argument("--solution", metavar="FILE", help="the file or folder to judge")
    p.add_argument("--case", action="append", default=[], metavar="NAME",
                   help="only this case, e.g. secret/01 (repeatable)")
    p.add_argument("--json", metavar="FILE", help="write one record per case to FILE")
    _common_options(p)
    return _guarded("runner.py", lambda console, build_dir: _judge(
        p.parse_args(argv), console, build_dir))


def _guarded(name, body):
    """body(console, build_dir) with a build folder removed afterwards, usage errors as
    exit 2 and Ctrl-C stopping every run."""
    console = report.Console()
    build_dir = tempfile.mkdtemp(prefix="dlxjudge-build-")
    sandbox.become_subreaper()
    try:
        return body(console, build_dir)
    except UsageError as e:
        print("%s: error: %s" % (name, e), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        sandbox.kill_all_runs()
        print("\n%s: stopped" % name, file=sys.stderr)
        return 130
    finally:
        shutil.rmtree(build_dir, ignore_errors=True)


def _judge(args, console, build_dir):
    """The records of one solution on a package's cases."""
    _check(args)
    if not args.solution:
        raise UsageError("give --solution FILE, or `runner.py verify %s` to judge the "
                         "package's own submissions" % args.package)
    if not os.path.exists(args.solution):
        raise UsageError("--solution: no file %s" % args.solution)
    try:
        judge = PackageJudge(args.package, args.modes, build_dir, args.python)
    except JudgeError as e:
        rec = make_record(os.path.basename(os.path.abspath(args.package)), "", Verdict.JE,
                          str(e))
        console.write(report.format_record(rec))
        return _finish(args, [rec], console)
    pkg = judge.pkg
    time_limit = args.tl or pkg.time_limit
    if time_limit is None:
        raise UsageError("%s states no time limit: pass --tl, or run `runner.py verify`, "
                         "which derives one from the accepted submissions" % pkg.name)
    memory = args.ml or pkg.memory_mb
    cases = pkg.cases
    if args.case:
        cases = [c for c in cases if c.name in args.case]
        missing = sorted(set(args.case) - {c.name for c in cases})
        if missing:
            raise UsageError("no case named %s" % ", ".join(missing))
    try:
        program = programs.build(args.solution, build_dir, args.python, memory, judge.box)
    except (CompileError, JudgeError, programs.Skip) as e:
        verdict = Verdict.CE if isinstance(e, CompileError) else Verdict.JE
        rec = make_record(pkg.name, "", verdict, str(e))
        console.write(report.format_record(rec))
        return _finish(args, [rec], console)
    job = judge.job(program, time_limit, memory)
    console.write("%s: %d ms, %g MB (%s)%s" % (
        pkg.name, round(time_limit * 1000), memory, job.limits_note,
        ", interactive" if pkg.interactive else ""))
    records = judge.judge(job, cases, False, console)
    return _finish(args, records, console)


def _finish(args, records, console):
    console.write(report.format_summary("total", records))
    if getattr(args, "json", None):
        report.write_json(args.json, records)
    return report.exit_code_for(records)


# ---------------------------------------------------------------------------- verify

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
                                         and not programs.language_of(path)):
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


def verify_main(argv):
    p = _Parser(prog="runner.py verify", description="Judge a package's own submissions.")
    p.add_argument("package")
    p.add_argument("--only", metavar="TEXT", help="only submissions whose path contains TEXT")
    p.add_argument("--json", metavar="FILE", help="write one record per submission to FILE")
    _common_options(p)

    def body(console, build_dir):
        args = p.parse_args(argv)
        _check(args)
        try:
            judge = PackageJudge(args.package, args.modes, build_dir, args.python)
            subs = find_submissions(judge.pkg.dir)
        except JudgeError as e:
            print("verify: judge error: %s" % e, file=sys.stderr)
            return 3
        if args.only:
            subs = [s for s in subs if args.only in s.label]
        if not subs:
            raise UsageError("no submissions under %s/submissions/" % judge.pkg.dir)
        return _verify(judge, subs, args, console)
    return _guarded("verify", body)


def _verify(judge, subs, args, console):
    pkg = judge.pkg
    memory = args.ml or pkg.memory_mb
    time_limit = args.tl or pkg.time_limit
    source = "--tl" if args.tl else pkg.time_limit_from
    deriving = time_limit is None
    console.write("verify %s (%s%s): %d cases, %s" % (
        pkg.name, "current spec" if pkg.current else "legacy spec",
        ", interactive" if pkg.interactive else "", len(pkg.cases),
        "time limit %g s from %s" % (time_limit, source) if not deriving else
        "no time limit stated: derived from the accepted submissions"))
    counts = {"matched": 0, "mismatched": 0, "skipped": 0}
    records = []      # --json: one per submission
    judge_errors = 0
    slowest, accepted_ran = 0.0, 0
    for sub in subs:
        if deriving and sub.expected != {"AC"}:
            if not accepted_ran:
                print("verify: error: no accepted submission ran: the time limit cannot be "
                      "derived (pass --tl)", file=sys.stderr)
                return 2
            time_limit = derived_time_limit(pkg, slowest, console)
            deriving = False
        record = {"submission": sub.label, "expected": sorted(sub.expected)}
        records.append(record)
        verdict, detail, cpu = None, sub.skip, 0.0
        if not sub.skip:
            limit = DERIVE_CAP_S if deriving else time_limit
            verdict, detail, cpu = _judge_submission(judge, sub, limit, memory)
            sandbox.sweep_orphans()    # a compiler's or a run's leftovers, reaped
        if verdict is None:
            counts["skipped"] += 1
            record.update(verdict=None, matched=None, skipped=detail)
            console.write("SKIP %s: %s" % (sub.label, detail))
            continue
        if deriving and verdict == "AC":
            slowest, accepted_ran = max(slowest, cpu), accepted_ran + 1
        ok = verdict in sub.expected
        judge_errors += verdict == "JE"
        counts["matched" if ok else "mismatched"] += 1
        record.update(verdict=verdict, matched=ok, detail=detail, slowest_ms=int(cpu * 1000),
                      time_limit_ms=int(round(limit * 1000)))
        line = "%-4s %s: %s (expected %s), slowest case %d ms" % (
            "OK" if ok else "FAIL", sub.label, verdict, " or ".join(sorted(sub.expected)),
            cpu * 1000)
        if not ok and detail:
            line += "\n      " + "\n      ".join(detail.splitlines()[:6])
        console.write(line)
    if deriving and accepted_ran:   # only accepted submissions: said all the same
        derived_time_limit(pkg, slowest, console)
    ran = counts["matched"] + counts["mismatched"]
    if args.json:
        report.write_json(args.json, records)
    console.write("verify %s: %d submissions ran, %d matched, %d did not; %d skipped" % (
        pkg.name, ran, counts["matched"], counts["mismatched"], counts["skipped"]))
    if judge_errors:
        return 3
    if ran == 0:
        print("verify: error: no submission could run here", file=sys.stderr)
        return 2
    return 0 if counts["mismatched"] == 0 else 1


def derived_time_limit(pkg, slowest, console):
    """problemtools' time limit from the slowest accepted case (seconds), said on console."""
    step = pkg.time_resolution
    limit = max(1, math.ceil(slowest * pkg.ac_to_time_limit / step - 1e-9)) * step
    console.write("time limit %g s: derived as problemtools does, the slowest accepted case "
                  "%.3f s x %g (ac_to_time_limit), rounded up to a multiple of %g s"
                  % (limit, slowest, pkg.ac_to_time_limit, step))
    return limit


def _judge_submission(judge, sub, time_limit, memory):
    """(verdict or None when skipped, detail, slowest case CPU s)."""
    try:
        program = programs.build(sub.path, judge.build_dir, judge.python, memory, judge.box,
                                 sub.entry)
    except programs.Skip as e:
        return None, str(e), 0.0
    except CompileError as e:
        return "CE", str(e), 0.0
    except JudgeError as e:
        return "JE", str(e), 0.0
    job = judge.job(program, time_limit, memory)
    records = judge.judge(job, judge.pkg.cases, True)
    last = records[-1]
    cpu = max(r["cpu_ms"] for r in records) / 1000.0
    detail = "" if last["verdict"] == "AC" else "%s: %s" % (last["case"], last["message"])
    return last["verdict"], detail, cpu
