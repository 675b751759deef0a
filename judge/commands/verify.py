"""`runner.py verify PACKAGE_DIR`: judge a problem package's own submissions and compare with
what each expects (judge/problems/package.py reads the package). This module keeps only what is
verify's own: finding the submissions and what they expect, and deriving the time limit;
each submission is built and judged by the same planning step (judge/judging/job.py: for_package,
the Job) and the same case loop (judge/judging/case.py: judge_cases, with -j) as `runner.py
PACKAGE_DIR --solution FILE`, which is the plain judging command (judge/commands/judge.py).

    python3 runner.py verify PACKAGE_DIR [--only TEXT] [--json F] [-j N] [judging options]
        exit 0 only if every submission that ran got what it expects; 1 if one did not; 2
        when none could run; 3 on a judge error

First every input validator runs on every case (check_inputs, the case's arguments from
package.py): a case one rejects (or that stops it) is a data error of the package, said once,
loudly, with the validator's message, and the submissions are judged all the same, as
problemtools goes on (verifyproblem.py, InputValidators.validate: an error for the case, and
the next part is checked; it exits 1 when it found any): the closing lines name each such case
and the exit code is 3. (`runner.py PACKAGE_DIR --solution FILE` runs them too, and there a
case one rejects is a JE in one line, nothing judged.) An input or output
validator that does not build is said once, with the compiler's message, and the rest is
judged without it (judging.Unchecked: a run that ends cleanly is a JE); the closing NOT CHECKED
lines say what it left unchecked, and the exit code is 3. An interactive or multi-pass
package's validator runs beside every submission: without it nothing is judged.

What a submission expects (judge/problems/submissions.py: find_submissions): by the 2025-09 rules
(submissions.yaml and the spec's default folders; its cases run -j at a time until the
outcome is known: a case no rule permits, or every rule settled), or by the legacy folder
rule (judged case by case up to its first failure, problemtools' on_reject: break; its
verdict is that failure, or AC).
A submission is a file, or a folder (one program, judge/programs/building.py), built with the
package's include/ files and constants (package.prepare). A language this machine lacks
skips it, with the reason; partially_accepted (scores) and folders that expect nothing are
skipped too. While one runs, a progress line (on a terminal) or a `run` line says so.

The time limit: --tl, else the package's (.timelimit, limits.time_limit), else derived: the
submissions that bound it from below run first (legacy: the accepted ones; 2025-09: those
whose rules do not permit TLE, use_for_time_limit not false; one whose rules say so on
some test groups only runs those cases first), each case capped at DERIVE_CAP_S, and the
limit is their slowest case times ac_to_time_limit (legacy time_multiplier: 5; current spec:
2), rounded up to a whole time_resolution (1 s), at most MAX_DERIVED_S; it is said once. When none ran clean, no limit is guessed: the others are listed as not judged. Every
submission runs at the limit times time_limit_to_tle (legacy time_safety_margin: 2; current:
1.5) and is judged at the limit itself. Legacy, as problemtools: where the two verdicts
differ, its line says it is sensitive to the time limit, and it matches when either verdict
is one it expects ("OK with extra time"). 2025-09, as the spec: a required TLE must be one at
the higher limit too (time_limit x time_limit_to_tle <= its time), and a lower bound's
slowest case x ac_to_time_limit over a stated limit is said (WARN).
"""
import math
import os
from concurrent.futures import ThreadPoolExecutor

from .. import judging, programs, sandbox
from ..errors import JudgeError, UsageError, Verdict
from ..judging import judge_cases, report
from ..problems import at, find_submissions, package, read_case_file, score_failure, settled
from . import html_report, shards
from .session import check_reports

DERIVE_CAP_S = 60.0     # a case's cap while the limit is derived
MAX_DERIVED_S = 10.0    # a derived limit's cap: above every ICPC-style limit we have met


def add_arguments(parser):
    parser.description = "Judge a problem package's own submissions against what they expect."
    parser.add_argument("package")
    parser.add_argument("--only", metavar="TEXT",
                        help="only submissions whose path contains TEXT")
    parser.add_argument("--json", metavar="FILE", help="write one record per submission to FILE")
    parser.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                        help="cases of a submission in parallel (default 1)")
    html_report.add_html_option(parser, "the submissions by the tests (Polygon's "
                                        "invocation table)")
    shards.add_shard_option(parser, "submissions (in the order verify runs them)")
    judging.add_options(parser)


def run(args, session):
    """The verify command (cli.main gives the session: console, scratch)."""
    if args.jobs < 1:
        raise UsageError("-j must be at least 1")
    if not package.is_package(args.package):
        raise UsageError("%s is not a problem package (no problem.yaml, no data/)"
                         % args.package)
    check_reports(args, session)
    settings = judging.Settings.from_args(args)
    pkg = package.load(args.package)
    for case in pkg.cases:
        case.remember()          # hashed before anything runs, as every run's cases are
    box = judging.package_box(settings.modes, pkg.dir, pkg.compile_limits)
    not_built = []
    try:
        checker = judging.package_checker(pkg, settings, session.scratch, box)
    except judging.NotBuilt as e:
        say_not_built(session.console, e)
        if pkg.interactive or "multi-pass" in pkg.types:
            raise                 # it runs beside every submission: nothing can be judged
        checker, _ = judging.Unchecked(str(e)), not_built.append(e)
    checker = session.closing(checker)
    try:
        grader = judging.package_grader(pkg, settings, session.scratch, box)
        pkg.grading.grader = grader and grader.grade
    except judging.NotBuilt as e:
        say_not_built(session.console, e)
        not_built.append(e)
    subs = find_submissions(pkg.dir, pkg.current)
    if args.only:
        subs = [s for s in subs if args.only in s.label]
    if not subs:
        raise UsageError("no submissions under %s/submissions/" % pkg.dir)
    if pkg.scoring and pkg.grading.domjudge_reads_it and any(s.marked_score for s in subs):
        pkg.grading = pkg.grading.as_domjudge()
        session.console.write("note: scores as DOMjudge grades them (its @EXPECTED_SCORE@ "
                              "lines): accept_score once per group of cases, none by "
                              "default\n")
    verification = Verification(pkg, settings, box, checker, args, session)
    verification.not_built = not_built
    return verification.run(subs)


class Verification:
    """One verify run: the submissions judged in order, those that bound the time limit from
    below first (a derived time limit needs them), one record each."""

    def __init__(self, pkg, settings, box, checker, args, session):
        self.pkg, self.settings, self.box, self.checker = pkg, settings, box, checker
        self.args, self.session, self.console = args, session, session.console
        self.records = []      # --json: one per submission
        self.time_limit = settings.tl or pkg.time_limit
        self.source = "--tl" if settings.tl else pkg.time_limit_from
        self.score = None      # scoring: (score, maximum) of the last submission judged
        self.groups = {}       # scoring: its groups' results (grading.group_results)
        self.slowest = None    # the slowest case of the lower bound's submissions (s)
        self.not_built = []    # the judge-side programs that did not build (judging.NotBuilt)
        self.bad_data = []     # why an input validator does not accept a case (one line each)
        self.units = []        # --shard: every submission's label, in order (shards.py)
        self.mine = None       # --shard: the labels this shard judges
        session.on_stop = self.finish

    def run(self, subs):
        pkg, deriving = self.pkg, self.time_limit is None
        self.console.write("verify %s (%s%s): %d cases, %s" % (
            pkg.name, "current spec" if pkg.current else "legacy spec",
            ", %s" % pkg.kind if pkg.kind != "batch" else "", len(pkg.cases),
            "time limit %g s from %s" % (self.time_limit, self.source) if not deriving else
            "no time limit stated: derived from the accepted submissions"))
        for warning in pkg.warnings:
            self.console.write("WARN " + warning)
        step = pkg.time_resolution
        if pkg.current and pkg.time_limit_from == "problem.yaml" and abs(
                pkg.time_limit / step - round(pkg.time_limit / step)) > 1e-9:
            self.console.write("WARN limits.time_limit %g s is not a multiple of "
                               "time_resolution %g s, as the spec wants" % (pkg.time_limit,
                                                                           step))
        checked = check_inputs(pkg, self.settings, self.session.scratch, self.box, pkg.cases,
                               self.console, self.args.jobs, self.not_built, self.bad_data)
        if checked and not self.bad_data:
            self.console.write("input validators: every case accepted (%d runs)" % checked)
        elif checked:
            self.console.write("input validators: %d of %d runs found bad data (above); the "
                               "submissions are judged on every case all the same"
                               % (len(self.bad_data), checked))
        self.units = [sub.label for sub in subs]
        if self.args.shard:
            self.mine = shards.mine(self.units, self.args.shard)
            self.console.write(shards.said(self.args.shard, len(self.mine), len(subs),
                                           "submissions"))
        for sub in subs:
            if deriving and not sub.lower_bound:
                deriving = False
                for some in subs:
                    if some.bounds_some:
                        self.bound_from(some)
                if self.slowest is None:
                    self.time_limit = None
                    self.console.write("no time limit: no accepted submission ran clean to "
                                       "derive it from (pass --tl)")
                else:
                    self.time_limit = derived_time_limit(pkg, self.slowest, self.console)
                    self.source = "the accepted submissions"
            if self.mine is not None and sub.label not in self.mine:
                if deriving:            # another shard's, but its times bound the limit
                    self.bound_from(sub)
                continue
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
        if sub.warning:
            self.console.write("WARN %s: %s" % (sub.label, sub.warning))
        if sub.skip:
            self.skipped(record, sub.skip)
            return
        limit = DERIVE_CAP_S if deriving else self.time_limit
        high = limit if deriving else self.pkg.tle_time_limit(limit)
        self.score, self.groups, self.case_records = None, {}, []
        outcome = self.judge(sub, limit, high, deriving)
        sandbox.sweep_orphans()    # a compiler's or a run's leftovers, reaped
        if outcome is None:
            return
        verdict, ok, why, cpu, note = outcome
        self.records.append(record)     # judged whole: a stop signal's report holds it
        record.update(verdict=verdict, matched=ok, detail=why, slowest_ms=int(cpu * 1000),
                      time_limit_ms=int(round(limit * 1000)),
                      cases=[case_cell(r, limit * self.settings.tl_scale)
                             for r in self.case_records])
        if note:
            record["sensitive"] = note
        line = "%-4s %s: %s (expected %s), slowest case %d ms" % (
            "OK" if ok else "FAIL", sub.label, verdict, sub.wanted(), cpu * 1000)
        if note:
            line += "; " + note
        if self.score is not None:
            record.update(score=self.score[0], max_score=self.score[1],
                          groups=self.groups)
            line += "; score %g of %g" % self.score
        if not ok and why:
            line += "\n      " + "\n      ".join(why.splitlines()[:6])
        self.console.write(line)

    def bound_from(self, sub):
        """The cases of sub that bound the time limit from below (Submission.bounds_some; all
        of a lower bound's, judged by another shard), run at the cap while the limit is
        derived: their times count. It is judged whole (and a failure to build said) with the
        others, once the limit is known (by the shard it belongs to)."""
        cases = [c for c in self.pkg.cases if sub.lower_bound or sub.bounds_case(c.name)]
        try:
            job = judging.for_package(self.pkg, sub.path, self.settings, self.session.scratch,
                                      self.box, self.checker, DERIVE_CAP_S, "the cap",
                                      sub.entry, cases)
        except (programs.Skip, programs.CompileError, JudgeError):
            return
        times = sub.lower_times(self.cases(job, sub, DERIVE_CAP_S, DERIVE_CAP_S, True))
        if times is not None:
            self.slowest = max(self.slowest or 0.0, times)

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
            job = judging.for_package(self.pkg, sub.path, self.settings, self.session.scratch,
                                      self.box, self.checker, high,
                                      "time limit from %s" % self.source, sub.entry)
        except programs.Skip as e:
            self.skipped(record, str(e))
            return None
        except OSError as e:       # a file of it that cannot be read or copied
            self.skipped(record, "cannot be read: %s" % e)
            return None
        except (programs.CompileError, JudgeError) as e:
            verdict = Verdict.CE if isinstance(e, programs.CompileError) else Verdict.JE
            ok = sub.rules is None and verdict in sub.expected
            return verdict, ok, "" if ok else str(e), 0.0, ""
        records = self.case_records = self.cases(job, sub, limit, high, deriving)
        cpu = max(r["cpu_ms"] for r in records) / 1000.0
        outcome = self.outcome(sub, records, limit, high, deriving, cpu)
        return self.scored(sub, records, limit, outcome) if self.pkg.scoring else outcome

    def scored(self, sub, records, limit, outcome):
        """A scoring package's outcome: the score of its cases judged at `limit` (kept in
        self.score for its record), checked against the score it expects."""
        verdict, ok, why, cpu, note = outcome
        low = [at(r, limit * self.settings.tl_scale) for r in records]
        try:
            self.score = self.pkg.score(low)
            self.groups = self.pkg.grading.group_results(low)
        except JudgeError as e:
            return Verdict.JE, False, str(e), cpu, note
        failures = [score_failure(sub.score, *self.score, zero_ok=self.pkg.grading.legacy)
                    ] if sub.score is not None else []
        failures += [w for rule in sub.rules or [] for w in rule.score_failures(self.groups)]
        failure = "\n".join(w for w in failures if w)
        if failure:
            why = (why + "\n" if why else "") + failure
        return verdict, ok and not failure, why, cpu, note

    def outcome(self, sub, records, limit, high, deriving, cpu):
        """(verdict, matched, why not, cpu, note) of a submission's judged case records."""
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
        verdict = next((r["verdict"] for r in low if r["verdict"] != Verdict.AC), Verdict.AC)
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
        # a score needs every case, and so does a group that judges on past a failure
        whole = self.pkg.scoring or not self.pkg.grading.stops_at_first_failure
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
                                   stop_at_failure=sub.rules is None and not whole,
                                   quiet=True)
            if not whole and settled(sub, records, limit * self.settings.tl_scale, total):
                break
        if tty:
            self.console.write("\r\x1b[K", end="")
        return records

    def legacy_outcome(self, sub, records, limit):
        """(verdict, matched, why not, matched only at the higher limit) by the legacy rule:
        the verdict of its cases as the package's groups add them up (by default the first
        failure) at `limit`, or at the higher one (problemtools' "OK with extra time"),
        among what the submission expects."""
        low_records = [at(r, limit * self.settings.tl_scale) for r in records]
        low, high = self.pkg.verdict(low_records), self.pkg.verdict(records)
        extra = low not in sub.expected and high in sub.expected
        ok = low in sub.expected or extra
        deciding = next((r for r in low_records if r["verdict"] == low), None)
        detail = "" if low == Verdict.AC or deciding is None else "%s: %s" % (
            deciding["case"], deciding["message"])
        if low == Verdict.JE and deciding is None and self.pkg.grading.grader_errors:
            detail = self.pkg.grading.grader_errors[-1]
        return low, ok, "" if ok else detail, extra

    def legacy_note(self, records, limit, high):
        low = self.pkg.verdict([at(r, limit * self.settings.tl_scale) for r in records])
        last = self.pkg.verdict(records)
        if low == last:
            return ""
        return "sensitive to the time limit: %s at %g s, %s at %g s" % (
            low, limit, last, high)

    def lower_bound_warning(self, sub, records, limit):
        """A stated limit under a lower bound's slowest case x ac_to_time_limit (2025-09: the
        limit must be at least that), said; not a mismatch (this machine is not the
        package's)."""
        times = sub.lower_times(records)
        if times is not None and times * self.pkg.ac_to_time_limit > limit + 1e-9:
            self.console.write("WARN %s: its slowest case %.3f s x %g (%s) is over the time "
                               "limit %g s" % (sub.label, times, self.pkg.ac_to_time_limit,
                                               factor_name(self.pkg), limit))

    def finish(self, unfinished=None):
        """The closing line and the JSON report (also what a stop signal writes, with the
        cases of the `unfinished` submission left out); the exit code."""
        not_checked = ["NOT CHECKED: %s %s did not build, so %s" % (
            failure.what, failure.name, NOT_CHECKED[failure.what]) for failure in self.not_built]
        not_checked += ["BAD DATA: %s" % failure for failure in self.bad_data]
        if self.args.json:
            data = self.records
            if self.args.shard:
                data = shards.shard_report("verify", self.pkg.name, self.args.shard,
                                           self.units, self.records, unfinished is None,
                                           not_checked, self.time_limit)
            report.write_json(self.args.json, data)
        lines = closing_lines(self.pkg.name, self.records, not_checked)
        for line in lines:
            self.console.write(line)
        if self.args.html:
            html_report.write_html(self.args.html, html_report.verify_page(
                self.records, lines, "verify %s%s" % (self.pkg.name, " (shard %d/%d)" % (
                    self.args.shard) if self.args.shard else "")))
        return exit_code(self.records, not_checked, empty_shard=self.mine == set())


def case_cell(record, seconds):
    """What a submission's record keeps of one case (the cells of `--html`'s table): its
    verdict as judged at the limit (`seconds`), its times and memory."""
    judged = at(record, seconds)
    return {"case": record["case"], "verdict": judged["verdict"], "cpu_ms": record["cpu_ms"],
            "wall_ms": record["wall_ms"], "memory_kb": record["memory_kb"]}


def closing_lines(name, records, not_checked):
    """What verify ends with: how many submissions matched, and what was not checked (merge
    prints the same for the shards' records)."""
    counts = {"matched": 0, "mismatched": 0, "skipped": 0}
    for r in records:
        counts["skipped" if r.get("matched") is None else
               "matched" if r["matched"] else "mismatched"] += 1
    ran = counts["matched"] + counts["mismatched"]
    return ["verify %s: %d submissions ran, %d matched, %d did not; %d skipped" % (
        name, ran, counts["matched"], counts["mismatched"], counts["skipped"])] + not_checked


def exit_code(records, not_checked, empty_shard=False):
    """3 on a judge error, a judge-side program not built or a case an input validator does
    not accept (not_checked: the closing lines that say so); UsageError (2) when no
    submission ran (but in a shard given none); 1 when one did not match; else 0."""
    if not_checked or any(r.get("verdict") == Verdict.JE for r in records):
        return 3
    if not any(r.get("matched") is not None for r in records) and not empty_shard:
        raise UsageError("no submission could run here")
    return 0 if all(r.get("matched") is not False for r in records) else 1


def check_inputs(pkg, settings, build_dir, box, cases, console=None, workers=1,
                 not_built=None, bad_data=None):
    """Every input validator of the package on every case, with the case's arguments; the
    number of runs. A case one rejects, or that stops it: a JudgeError (a data error, one
    line) naming the first such case, or, given a list bad_data, each said on console as a
    FAIL line and appended there (the caller judges on). One that cannot be built
    (judging.NotBuilt) is a JudgeError too, or, given a list not_built, said on console with
    the compiler's message, appended there, and the others run. A .ctd or .viva validator
    needs its tool: without it, said and not run."""
    validators = []
    for name, path in pkg.input_validators:
        try:
            program = _input_validator(pkg, name, path, settings, build_dir, box, console)
        except judging.NotBuilt as e:
            if not_built is None:
                raise
            say_not_built(console, e)
            not_built.append(e)
            continue
        if program is not None:
            validators.append((name, program))
    tasks = [(name, program, case) for case in cases for name, program in validators]
    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        for failure in pool.map(lambda task: _validate(pkg, settings, *task), tasks):
            if failure and bad_data is None:
                raise JudgeError(failure)
            if failure:
                if console is not None:
                    console.write("FAIL " + failure)
                bad_data.append(failure)
    finally:
        pool.shutdown()
    return len(tasks)


INPUT_TOOLS = {".ctd": "checktestdata", ".viva": "viva"}


def _input_validator(pkg, name, path, settings, build_dir, box, console):
    """The Program of input validator `name` (None: a language this runner does not run,
    said on console)."""
    tool = INPUT_TOOLS.get(os.path.splitext(name)[1])
    if tool is not None:
        if console is not None:
            console.write("note: input validator %s needs %s, which this runner does not "
                          "run: not run" % (name, tool))
        return None
    return judging.package_program(pkg, path, "input validator", settings, build_dir, box)


# what a judge-side program that did not build leaves unchecked (judging.NotBuilt.what)
NOT_CHECKED = {"input validator": "the cases' inputs were not validated by it",
               "output validator": "no output was checked: a run that ended cleanly is a JE",
               "grader": "no group's result was graded"}


def say_not_built(console, failure):
    """A judge-side program that did not build, said once, loudly, with the compiler's
    message (its last lines)."""
    if console is not None:
        console.write("FAIL %s %s does not build; the rest is judged without it:\n      %s" % (
            failure.what, failure.path, "\n      ".join(failure.why.strip().splitlines())))


def _validate(pkg, settings, name, program, case):
    """Why input validator `name` does not accept the case's input (one line), or None."""
    input_bytes = read_case_file(case.in_path, utf8=False)
    limits = programs.limits_for("validator", pkg.validation_time, pkg.validation_memory)
    view = sandbox.View().plus(sandbox.EXPOSE, program.expose)
    try:
        run = programs.run_program(program.argv + case.input_validator_args(name), limits,
                                   settings.modes, view, "input validator " + name,
                                   input_bytes)
    except JudgeError as e:
        return str(e)
    said = " | ".join(line.strip() for line in (run.stdout + b"\n" + run.stderr_tail).decode(
        "utf-8", "replace").splitlines() if line.strip())[:500]
    stopped = programs.stopped_why(run, limits)
    if stopped:
        return "input validator %s on %s: %s%s" % (name, case.name, stopped,
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
                  "bounds it from below %.3f s x %g (%s), rounded up to a multiple of %g s"
                  % (limit, slowest, pkg.ac_to_time_limit, factor_name(pkg), step))
    if limit > MAX_DERIVED_S:
        console.write("WARN time limit %g s capped at %g s: a derived limit over that comes "
                      "from slow runs on this machine (an interpreter where the authors "
                      "timed a compiler), not a limit a contest sets; pass --tl to judge at "
                      "more" % (limit, MAX_DERIVED_S))
        limit = MAX_DERIVED_S
    return limit


def factor_name(pkg):
    """The name the package's own format gives the factor from the slowest accepted case to
    the time limit: problemtools' legacy limits.time_multiplier, the current spec's
    limits.time_multipliers.ac_to_time_limit."""
    return "ac_to_time_limit" if pkg.current else "time_multiplier"
