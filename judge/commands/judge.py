"""The judging command, `runner.py [PROBLEM ...] [options]`: every case of every problem
asked for, one line each, then the summaries and the JSON report. Problem folders, folders of
cases and problem packages (with --solution) alike go through plan(): load, list, build,
hash, then judging.judge_cases.

Exit codes: 0 all AC; 1 some case not AC; 2 usage error or no cases; 3 judge error (wins over
1); 128 + N when signal N stopped the run (cli.main): every running solution is killed first,
and the JSON report holds the cases judged so far.
"""
import collections
import fnmatch
import hashlib
import os
import sys

from .. import __version__, checking, programs, sandbox
from ..errors import JudgeError, UsageError, Verdict
from ..judging import (Settings, Submission, add_options, cpp_twin, for_package, for_problem,
                       judge_cases, make_record, package_box, package_checker, report)
from ..problems import (DEFAULT_TESTDATA, LAYOUTS, REPO, AdHocProblem, cph_probs,
                        discover_problems, load_problem, package, read_cases, read_cph)
from . import html_report, shards, verify
from .session import Parser


def add_arguments(p):
    p.description = "Local judge: run solutions on stored cases."
    p.add_argument("--version", action="version", version="dlx-judge %s" % __version__)
    p.add_argument("problems", nargs="*", metavar="PROBLEM",
                   help="problem ids (folders of --testdata), problem folders or problem "
                        "packages; default: every problem of --testdata")
    p.add_argument("--solution", metavar="FILE", help="judge this file instead of the problem's")
    p.add_argument("--cpp", action="store_true",
                   help="judge each problem's C++ twin, solutions/cpp/<problem>.cpp, compiled "
                        "with its judge's flags (problems without one are skipped)")
    p.add_argument("--cases", metavar="DIR",
                   help="judge on the cases in DIR: NAME.in with NAME.ans or NAME.out (oj), "
                        "inK.txt with ansK.txt (cf-tool), NAME with NAME.a (Polygon), or "
                        "CPH's .cph/*.prob for the solution's file")
    p.add_argument("--answer-ext", metavar="EXT",
                   help="the answers of a folder of cases are NAME.EXT (beside NAME.in)")
    p.add_argument("--case", action="append", default=[], metavar="NAME",
                   help="only this case, or the cases a glob matches ('hard_*'; repeatable)")
    p.add_argument("--command", metavar="CMD",
                   help="run this command line as the solution (any language)")
    add_options(p)        # --python --std --tl --ml --limits --compare --checker ...
    p.add_argument("--json", metavar="FILE", help="write one record per case to FILE")
    html_report.add_html_option(p, "a table of the cases, per problem,")
    shards.add_shard_option(p, "cases (of every problem asked for, in order)")
    p.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                   help="cases in parallel (default 1: parallel runs distort times)")
    p.add_argument("-x", "--first-failure", action="store_true",
                   help="stop at the first case that is not AC, as BOJ and Codeforces stop "
                        "judging a submission (the cases after it do not run)")
    p.add_argument("--testdata", default=DEFAULT_TESTDATA, metavar="DIR",
                   help="folder of problem folders (default: <repo>/testdata)")
    p.add_argument("--root", default=REPO, metavar="DIR",
                   help="root that problem.toml solution paths are relative to (default: repo)")


def parse_args(argv):
    """The judging command's arguments, checked (UsageError)."""
    p = Parser(prog=report.PROG)
    add_arguments(p)
    return check_args(p.parse_args(argv))


def check_args(args):
    _shorthand(args)
    if getattr(args, "passthrough", None):
        raise UsageError("arguments after -- are for `runner.py stress`: %s"
                         % " ".join(args.passthrough))
    if args.jobs < 1:
        raise UsageError("-j must be at least 1")
    if args.first_failure and args.shard:
        raise UsageError("--first-failure and --shard: a shard cannot know where another "
                         "stopped, so the shards would not add up to one run: give one")
    if args.solution is not None and not os.path.exists(args.solution):
        raise UsageError("--solution: no file %s" % args.solution)
    if args.solution is not None and os.path.isdir(args.solution) and not any(
            package.is_package(p) for p in args.problems):
        raise UsageError("--solution: %s is a folder (a package's programs may be; a "
                         "problem's solution is a file)" % args.solution)
    if args.solution and args.command:
        raise UsageError("--solution and --command: give one")
    if args.cpp and (args.solution or args.command):
        raise UsageError("--cpp judges the C++ twins: no --solution or --command with it")
    if args.cases is not None and not os.path.isdir(args.cases):
        raise UsageError("--cases: no folder %s" % args.cases)
    args.cph = None
    if args.cases is not None and cph_probs(args.cases) and not read_cases(
            args.cases, args.answer_ext)[0]:
        args.cph = _cph_file(args)
    elif args.cases is not None:
        _cases(os.path.abspath(args.cases), args.answer_ext, False)  # none: say so, now
    if (args.solution or args.command) and not args.problems and args.cases is None:
        raise UsageError("%s: judged on what? `%s DIR %s` (a folder of cases) or `%s PROBLEM "
                         "%s`" % ((args.solution or "--command",) + (report.PROG, args.solution
                                                                     or "--command ...") * 2))
    if args.cases is not None and not args.problems and not (args.solution or args.command):
        raise UsageError("%s: give the solution to judge: `%s %s FILE`, or --command CMD%s" % (
            args.cases, report.PROG, args.cases, _cph_sources(args.cases)))
    if args.json and report.json_target_problem(args.json):
        raise UsageError("--json: %s" % report.json_target_problem(args.json))
    if args.html and html_report.target_problem(args.html):
        raise UsageError("--html: %s" % html_report.target_problem(args.html))
    args.root = os.path.realpath(args.root)          # real: every path a run is handed, and
    args.testdata = os.path.realpath(args.testdata)  #   each one its view hides (view.py)
    args.settings = Settings.from_args(args)
    args.python, args.modes = args.settings.python, args.settings.modes
    return args


def _shorthand(args):
    """`dlx-judge CASEDIR sol.py`, as `oj t` is used: among the PROBLEM words, a file is the
    --solution, and a folder that is neither a problem folder nor a package is --cases (then
    checked as --cases is: one with no cases is a usage error saying what was looked for). A
    word that can be neither is a usage error naming it, as the option form's are: a file
    that is not there (a word with a dot or a slash: never a problem id), a second file, a
    folder where the solution was expected."""
    words = []
    for word in args.problems:
        if os.path.isfile(word):
            if args.solution is not None or args.command:
                raise UsageError("%s: a second solution (%s is the one judged): give one" % (
                    word, args.solution or "--command"))
            args.solution = word
        elif os.path.isdir(word) and not os.path.isfile(os.path.join(
                word, "problem.toml")) and not package.is_package(word):
            if args.cases is not None:
                raise UsageError("%s is a folder, and %s the folder of cases: the solution "
                                 "is a file" % (_which(word, args.cases)))
            args.cases = word
        elif not os.path.exists(word) and ("." in word or os.sep in word):
            raise UsageError("%s: no such file or folder" % word)
        else:
            words.append(word)
    args.problems = words


def _which(word, cases):
    """(the folder that is not the cases, the one that is): of two folders, the one with
    cases (or CPH's) is taken for the cases."""
    if not (read_cases(cases)[0] or cph_probs(cases)) and (read_cases(word)[0] or cph_probs(word)):
        return cases, word
    return word, cases


def _cph_file(args):
    """The .prob file of a CPH folder (args.cases) for the solution judged: CPH names it after
    the solution's file name (and an md5 of its path, which tells two of one name apart).
    UsageError when there is none for it, or no solution says which."""
    probs = cph_probs(args.cases)
    if args.solution:
        name = os.path.basename(args.solution)
        found = probs.get(name, [])
        if len(found) > 1:
            digest = hashlib.md5(os.path.abspath(args.solution).encode()).hexdigest()
            found = [f for f in found if digest in os.path.basename(f)]
        if len(found) == 1:
            return found[0]
        raise UsageError("%s: CPH keeps no cases for %s here (it has %s)" % (
            args.cases, name, ", ".join(sorted(probs))))
    if args.command and sum(map(len, probs.values())) == 1:
        return next(iter(probs.values()))[0]
    return None                  # check_args: give the solution


def _cph_sources(folder):
    probs = cph_probs(folder)
    return " (CPH keeps cases here for %s)" % ", ".join(sorted(probs)) if probs else ""


def _from_cph(args, build_dir):
    """CPH's cases of the solution (args.cph), written as a folder of NAME.in + NAME.ans in
    this run's scratch folder (hashed before any run, like any case), with a note of what was
    read; the .prob's limits where no --tl or --ml is given."""
    pairs, time_limit, memory_mb = read_cph(args.cph)
    folder = os.path.join(build_dir, "cph")
    os.mkdir(folder)
    for k, (text, answer) in enumerate(pairs, 1):
        for ext, data in ((".in", text), (".ans", answer)):
            with open(os.path.join(folder, "tc_%02d%s" % (k, ext)), "w", encoding="utf-8") as f:
                f.write(data)
    limits = ", limits %s" % ", ".join(what for what in (
        "%g ms" % (time_limit * 1000) if time_limit else "",
        "%g MB" % memory_mb if memory_mb else "") if what) if time_limit or memory_mb else ""
    print(report.PROG + ": note: %d case%s read from %s (CPH)%s" % (
        len(pairs), "" if len(pairs) == 1 else "s", os.path.relpath(args.cph), limits),
        file=sys.stderr)
    return folder, time_limit, memory_mb


def plan(args, build_dir):
    """[Job] for the runnable problems and [record] for the problems that are JE (or CE)
    before any run. Checkers are loaded here, before the first solution runs. UsageError
    for unknown problems and when no case is found. With --shard, only the shard's cases
    (shards.py): every problem is loaded and its cases listed, and only those with cases in
    the shard are built."""
    if args.cph:
        folder, *limits = _from_cph(args, build_dir)
        args.cases, name = folder, os.path.splitext(os.path.basename(args.solution or "cph"))[0]
        args.adhoc = lambda: AdHocProblem(folder, *limits, name=name)
    problems = _problems(args)
    if (args.solution or args.command or args.cases) and len(problems) != 1:
        raise UsageError("--solution, --command and --cases need exactly one PROBLEM")
    listed = _listed(args, problems)
    if not listed:
        raise UsageError("no cases selected")
    args.units = shards.distinct([u for entry in listed for u in _units(entry)])
    if args.shard:
        listed = _in_shard(listed, shards.block(len(args.units), args.shard))
    jobs, broken = [], []
    for entry in listed:
        if entry.problem is None:
            broken.append(entry.record)
            continue
        try:
            if isinstance(entry.problem, package.Package):
                jobs.append(_package_job(args, entry.problem, build_dir, entry.cases))
            else:
                jobs.append(_job(args, entry.problem, entry.cases, entry.cases_dir, build_dir))
        except JudgeError as e:
            broken.append(make_record(entry.name, "", Verdict.JE, str(e)))
        except programs.CompileError as e:
            broken.append(make_record(entry.name, "", Verdict.CE, str(e)))
    for job in jobs:
        for case in job.cases:
            case.remember()      # hashed before any run: a case changed later is a JE
    return [j for j in jobs if j.cases], broken


# A problem as plan() lists it before anything is built: its chosen cases, or (problem None)
# the JE record of a problem that did not load
Listed = collections.namedtuple("Listed", "name problem cases cases_dir record")


def _listed(args, problems):
    """[Listed] in order: each problem with its chosen cases, or the JE record of one that
    does not load. UsageError for --case names no problem has."""
    listed, looked = [], False           # looked: some problem had cases to look in
    wanted = [c[:-3] if c.endswith(".in") else c for c in args.case]   # names or globs
    found = set()
    for name, load in problems:
        try:
            problem = load()
            if isinstance(problem, package.Package):
                _package_args(args, problem)
                cases, cases_dir = problem.cases, None
            elif args.cpp and not os.path.isfile(cpp_twin(problem)):
                if args.problems:
                    raise UsageError("--cpp: %s has no C++ twin %s"
                                     % (name, cpp_twin(problem)))
                continue
            else:
                cases_dir = os.path.abspath(args.cases or problem.cases_dir)
                cases = _cases(cases_dir, args.answer_ext, args.cases)
        except JudgeError as e:
            listed.append(Listed(name, None, [], None,
                                 make_record(name, "", Verdict.JE, str(e))))
            continue
        looked = True
        if wanted:
            cases = _chosen(cases, wanted, found)
        if cases:
            listed.append(Listed(name, problem, cases, cases_dir, None))
    missing = [c for c in wanted if c not in found]
    if missing and looked:
        raise UsageError("no case named %s" % ", ".join(missing))
    return listed


def _units(entry):
    """The shard units of a listed problem: PROBLEM/CASE, or PROBLEM/ when it did not load."""
    if entry.problem is None:
        return [entry.name + "/"]
    return ["%s/%s" % (entry.name, case.name) for case in entry.cases]


def _in_shard(listed, taken):
    """The listed problems cut to the units whose indexes (in order) are in `taken`; those
    left with none dropped."""
    kept, index = [], 0
    for entry in listed:
        units = len(_units(entry))
        mine = [k for k in range(units) if index + k in taken]
        index += units
        if mine:
            kept.append(entry._replace(cases=[entry.cases[k] for k in mine])
                        if entry.problem is not None else entry)
    return kept


def _chosen(cases, wanted, found):
    """The cases --case names, each a name or a glob (`--case 'hard_*'`); the patterns that
    chose one go into `found`."""
    chosen = []
    for case in cases:
        hits = [w for w in wanted if fnmatch.fnmatchcase(case.name, w)]
        found.update(hits)
        if hits:
            chosen.append(case)
    return chosen


def _cases(cases_dir, answer_ext, given):
    """The cases of a folder (problem.read_cases); a note on stderr naming the layout when
    it is not ours and the folder was `given` (--cases); UsageError when nothing pairs."""
    cases, layout = read_cases(cases_dir, answer_ext)
    if not cases:
        raise UsageError("no cases in %s: looked for %s%s" % (
            cases_dir, "; ".join(name for name, _, _ in LAYOUTS),
            "" if answer_ext else " (--answer-ext EXT names another answer file)"))
    if layout is None:
        raise UsageError("%s: %d inputs and no answer for any: looked for %s (--answer-ext "
                         "EXT names another)" % (cases_dir, len(cases), "; ".join(
                             name for name, _, _ in LAYOUTS)))
    if given and layout != LAYOUTS[0][0]:
        print(report.PROG + ": note: %d case%s in %s, read as %s" % (
            len(cases), "" if len(cases) == 1 else "s", cases_dir, layout), file=sys.stderr)
    return cases


def _problems(args):
    """[(name, loader)]: problem ids under --testdata, problem folders given by path, or
    with no PROBLEM and --cases, one ad-hoc problem made of the options."""
    if not args.problems and args.cases:
        adhoc = getattr(args, "adhoc", None) or (lambda: AdHocProblem(os.path.abspath(args.cases)))
        return [(adhoc().name, adhoc)]
    if any(os.sep not in n and not os.path.isdir(n) for n in args.problems) or not (
            args.problems):
        if not os.path.isdir(args.testdata):
            raise UsageError("--testdata: no folder %s (give a problem folder, a package, or "
                             "a folder of cases and a solution)" % args.testdata)
    names = args.problems or discover_problems(args.testdata)
    if not names:
        raise UsageError("no problems found in %s" % args.testdata)
    problems = []
    for name in names:
        if package.is_package(name):
            folder = os.path.abspath(name)
            problems.append((os.path.basename(folder), lambda f=folder: package.load(f)))
        elif os.sep in name or os.path.isfile(os.path.join(name, "problem.toml")):
            folder = os.path.abspath(name)   # a folder of yours: paths relative to it
            problems.append((os.path.basename(folder),
                             lambda f=folder: load_problem(None, None, f, folder=f)))
        else:
            problems.append((name, lambda n=name: load_problem(n, args.testdata, args.root)))
    return problems


def _job(args, problem, cases, cases_dir, build_dir):
    """The Job for one problem: its command (compiled if need be), limits, comparison."""
    submission = Submission.of(problem, args.solution, args.command, args.cpp)
    return for_problem(problem, submission, args.settings, build_dir, cases, cases_dir,
                       root=args.root, testdata=args.testdata)


def _package_args(args, pkg):
    """A package is judged with --solution FILE only (UsageError otherwise)."""
    if args.command or args.cpp or args.cases:
        raise UsageError("a package is judged with --solution FILE (its own submissions: "
                         "`runner.py verify %s`)" % pkg.dir)
    if not args.solution:
        raise UsageError("give --solution FILE, or `runner.py verify %s` to judge the "
                         "package's own submissions" % pkg.dir)


def _package_job(args, pkg, build_dir, cases):
    """The Job of --solution on a package: the same Settings, the package's checker (its
    output validator, built here), the chosen cases (--case NAME: secret/01). CE and JE as
    for a problem folder."""
    box = package_box(args.settings.modes, pkg.dir, pkg.compile_limits)
    checker = package_checker(pkg, args.settings, build_dir, box)
    verify.check_inputs(pkg, args.settings, build_dir, box, cases, workers=args.jobs)
    try:
        return for_package(pkg, args.solution, args.settings, build_dir, box, checker,
                           cases=cases)
    except programs.Skip as e:
        raise JudgeError(str(e))


def run_all(jobs, args, console):
    """Judge every case, printing one line per case as results come (in order)."""
    return judge_cases([(job, case) for job in jobs for case in job.cases], args.jobs,
                       console, stop_at_failure=args.first_failure)


def _weaker_modes(modes):
    """What this machine cannot guarantee, said once per run (docs/sandbox.md: the modes)."""
    missing = sandbox.unavailable()
    notes = []
    if modes[0] == "subreaper":
        sysv = "" if sandbox.own_ipc() else (
            ", nor SysV shared memory that no process maps (%s)" % (
                "bwrap's IPC namespace: uncapped, gone with the run" if modes[1] == "bwrap"
                else "the host's: uncapped, and it outlives the run"))
        notes.append(("containment subreaper: memory in a shared tmpfs or a memfd is not "
                      "charged, nor pipe buffers (bounded: %d open files a process)"
                      % sandbox.NOFILE + sysv, missing.get("cgroup", "forced")))
    if modes[1] == "none":
        notes.append((("isolation none: the solution runs as uid 65534 and can read what "
                       "any user can and write the host's /tmp and /dev/shm (not charged)" + (
                           "" if sandbox.own_pids(modes[1]) else
                           "; it can signal every process of uid 65534 here (the other runs "
                           "too)") if os.geteuid() == 0 else
                       "isolation none: the solution runs as you and can read the answers "
                       "and signal the runner") + ("" if sandbox.own_users() else
                                                   "; user namespaces are off here: its user "
                                                   "keyrings and process count are its uid's, "
                                                   "shared with that uid's other processes"),
                      missing.get("bwrap", "forced")))
    return notes


def the_note(modes, privilege_notes):
    """The one note a run starts with, or None: only what changes what a verdict can be
    trusted for, with what to do about it: what a root runner could not drop; else, without
    bwrap, that the solution could read the answers (install it). The subreaper behind bwrap (an
    ordinary user's run) is said nowhere: what it leaves uncharged (a memfd, SysV memory
    nobody maps) takes a deliberate call no contest solution makes; docs/sandbox.md's rows say it,
    and every JSON record names the containment."""
    if privilege_notes:              # who the judged code runs as: first, it may be root
        return "; ".join(privilege_notes)
    if modes[1] == "none":
        said, why = _weaker_modes(modes)[-1]
        return "%s; %s" % (said, "forced (--isolation, DLXJUDGE_ISOLATION)" if why == "forced"
                           else "install bubblewrap (apt install bubblewrap) for a sandbox")
    return None


def _privilege_notes(jobs):
    """What a runner started as root could not drop for a job (judge/sandbox/privilege.py)."""
    notes = []
    for job in jobs:
        try:
            note = sandbox.identity(job.modes[1], sandbox.run_paths(
                job.cmd, job.modes[1], job.view))[1]
        except sandbox.SandboxError:
            continue            # every case of it says why, as a JE
        if note and note not in notes:
            notes.append(note)
    return notes


def _guard_the_runner(args):
    """What the machine and the modes ask of the runner itself, said or done before any run:
    more parallel runs than cores (they wait for each other's CPU: slower, never a wrong
    verdict, see sandbox.WALL_FACTOR); a SIGSTOP from a solution without isolation."""
    cores = _cores()
    if args.jobs > cores:
        print(report.PROG + ": warning: -j %d is more than the %d core%s here: runs wait for a CPU "
              "(judged the same, only slower)" % (args.jobs, cores, "" if cores == 1 else "s"),
              file=sys.stderr)
    if args.modes[1] == "none":
        sandbox.stay_awake()
    ceiling = sandbox.stack_ceiling_kb()
    if ceiling is not None:
        print(report.PROG + ": warning: the stack cannot be set above %d MB here (ulimit -Hs, and no "
              "CAP_SYS_RESOURCE): a run that needs more is RE where a judge gives the memory "
              "limit" % (ceiling >> 10), file=sys.stderr)


def _cores():
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def run(args, session):
    """The judging command: every case of every problem asked for, one line each."""
    args = check_args(args)
    if args.json == "-":       # the report is stdout: the lines go to stderr
        session.console = report.Console(sys.stderr)
    console, records = session.console, []
    args.units = []
    session.on_stop = lambda more: _finish(args, records + more, console, interrupted=True)
    _guard_the_runner(args)
    jobs, records[:] = plan(args, session.scratch)
    for job in jobs:
        session.closing(job.checker)
    if args.shard:
        console.write(shards.said(args.shard, sum(len(j.cases) for j in jobs) + len(records),
                                  len(args.units), "cases"))
    note = the_note(args.modes, _privilege_notes(jobs))
    if note:
        print(report.PROG + ": note: " + note, file=sys.stderr)
    for job in jobs:
        console.write("%s: %d ms, %g MB (%s)%s" % (
            job.problem, round(job.time_limit * 1000), job.memory_mb, job.limits_note,
            "" if job.kind == "batch" else ", " + job.kind))
        if job.compiled:
            console.write("%s: compiled with %s" % (job.problem, job.compiled))
        if args.checker:          # how it is called: told from the file unless named
            console.write("%s: checker %s, %s" % (job.problem, os.path.basename(args.checker),
                                                  checking.PROTOCOLS[job.checker.protocol]))
    for rec in records:
        console.write(report.format_record(rec, console.colour))
    planned = len(records) + sum(len(job.cases) for job in jobs)
    records += run_all(jobs, args, console)
    return _finish(args, records, console, not_run=planned - len(records))


def _finish(args, records, console, interrupted=False, not_run=0):
    """Summaries, the JSON report; the exit code. `interrupted`: a stop signal came, and the
    total line says that not every case ran; so it does of the `not_run` cases after the first
    failure (--first-failure)."""
    lines = summaries(records)
    lines[-1] += " (interrupted: the cases after these did not run)" if interrupted else ""
    if not_run:
        lines[-1] += " (stopped at the first failure: %d case%s did not run)" % (
            not_run, "" if not_run == 1 else "s")
    for line in lines:
        console.write(line)
    if args is not None and args.html:
        try:
            html_report.write_html(args.html, html_report.judge_page(
                records, lines, page_title(records, getattr(args, "shard", None))))
        except OSError as e:
            print(report.PROG + ": error: cannot write %s: %s" % (args.html, e), file=sys.stderr)
            return 2
    if args is not None and args.json:
        report_data = records
        if getattr(args, "shard", None):
            report_data = shards.shard_report("judge", "", args.shard, args.units, records,
                                              complete=not interrupted)
        try:
            report.write_json(args.json, report_data)
        except OSError as e:
            print(report.PROG + ": error: cannot write %s: %s" % (args.json, e), file=sys.stderr)
            return 2
    return report.exit_code_for(records)


def page_title(records, shard=None):
    """The --html page's title: what was judged."""
    problems = []
    for rec in records:
        if rec["problem"] not in problems:
            problems.append(rec["problem"])
    return "%s %s%s" % (report.PROG, " ".join(problems), " (shard %d/%d)" % shard
                        if shard else "")


def summaries(records):
    """The closing lines of a run: a summary per problem (when there are several), then the
    total (merge prints the same for the shards' records)."""
    problems = []
    for rec in records:
        if rec["problem"] not in problems:
            problems.append(rec["problem"])
    lines = []
    if len(problems) > 1:
        lines = [report.format_summary(name, [r for r in records if r["problem"] == name])
                 for name in problems]
    return lines + [report.format_summary("total", records)]
