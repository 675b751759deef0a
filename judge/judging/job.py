"""The Job: what to run, how, and under which limits, built in this one place for the command
line (judge/commands/judge.py), both forms of stress (judge/commands/stress.py), problem
packages (judge/commands/verify.py) and the benchmarks (bench/judged/whole_process.py, bench/cpp.py).

- modes(): the sandbox's containment and isolation (--containment, --isolation, else
  $DLXJUDGE_CONTAINMENT, $DLXJUDGE_ISOLATION, else the strongest this machine has);
- Settings: the options every judging command shares (add_options() puts them on a parser):
  --python, --std, --tl, --ml, --limits stated|judge, --tl-scale, --ml-scale, --compare,
  --checker, and the modes;
- Submission: a solution file or a --command line; its build() is the compile step (C and
  C++ with the problem's judge's flags, a .py checked by --python), in the sandbox, by the
  one builder every program goes through (judge/programs/building.py);
- for_problem(): the Job of a submission on a problem folder (limits, comparison, what is
  hidden); package_box(): what a package's programs see; make_job(): the one constructor every
  Job comes from.
"""
import os
import shutil
import sys

from .. import checking, programs, sandbox
from ..errors import JudgeError, UsageError
from ..problems import (DEFAULT_TESTDATA, MEMORY_RANGE, REPO, TIME_RANGE, finite_positive,
                        hidden_dirs, package)

LIMITS = ("stated", "judge")


class Job:
    """What judging one problem's cases needs, fixed once made (make_job()): the command, the
    limits, the checker (its for_case(case) is what judges that case: judge/checking/checkers.py),
    the kind (KINDS) and what its runs may see (a sandbox.View). Immutable: a command that
    needs another Job makes one."""

    __slots__ = ("problem", "cases", "cmd", "time_limit", "memory_mb", "checker", "kind",
                 "passes", "modes", "view", "limits_note", "compiled", "drain_output")

    def __init__(self, **fields):
        for name in self.__slots__:
            object.__setattr__(self, name, fields.pop(name))
        if fields:
            raise TypeError("unknown Job fields %s" % sorted(fields))
        if self.kind not in KINDS:
            raise ValueError("Job kind %r: one of %s" % (self.kind, ", ".join(KINDS)))

    def __setattr__(self, name, value):
        raise AttributeError("a Job is immutable (make_job() builds a new one)")


KINDS = ("batch", "interactive", "multi-pass", "interactive multi-pass")
# judge/judging/case.py's judge_case dispatches on it: a multi-pass case runs its passes as batch or
# interactive runs (judge/judging/multipass.py)


def modes(containment=None, isolation=None):
    """(containment, isolation) for sandbox.run: the ones asked for, else the environment's,
    else "auto"; UsageError when one asked for cannot run here."""
    containment = containment or os.environ.get("DLXJUDGE_CONTAINMENT") or "auto"
    isolation = isolation or os.environ.get("DLXJUDGE_ISOLATION") or "auto"
    for what, value, known in (("containment", containment, sandbox.CONTAINMENTS),
                               ("isolation", isolation, sandbox.ISOLATIONS)):
        if value not in known:
            raise UsageError("%s %r: one of %s" % (what, value, ", ".join(known)))
    sandbox.start_server()      # runs will come: it starts while the modes are probed
    try:
        return sandbox.choose(containment, isolation)
    except sandbox.SandboxError as e:
        raise UsageError(str(e))


def add_sandbox_options(parser):
    parser.add_argument("--containment", choices=sandbox.CONTAINMENTS, default=None,
                        help="how runs are charged and killed: cgroup (root or a delegated "
                             "subtree) or subreaper; default auto, or $DLXJUDGE_CONTAINMENT")
    parser.add_argument("--isolation", choices=sandbox.ISOLATIONS, default=None,
                        help="what the solution can reach: bwrap (bubblewrap) or none; "
                             "default auto, or $DLXJUDGE_ISOLATION")


def add_options(parser):
    """The options of Settings, on an argparse parser."""
    parser.add_argument("--python", metavar="INTERP", default=sys.executable,
                        help="interpreter for a .py solution (default: this Python), e.g. pypy3")
    parser.add_argument("--std", metavar="STD",
                        help="C/C++ standard for a C or C++ solution (default: the judge's)")
    parser.add_argument("--tl", type=finite_positive, metavar="SECONDS",
                        help="time limit (default: problem.toml; 2 s without a PROBLEM)")
    parser.add_argument("--ml", type=finite_positive, metavar="MB",
                        help="memory limit (default: problem.toml; 256 MB without a PROBLEM)")
    parser.add_argument("--limits", choices=LIMITS, default="stated",
                        help="stated (default): the statement's limits; judge: as the judge "
                             "applies them to the language (BOJ: Python and PyPy get more)")
    parser.add_argument("--tl-scale", type=finite_positive, default=1.0, metavar="X",
                        help="multiply time limits by X (slow machines)")
    parser.add_argument("--ml-scale", type=finite_positive, default=1.0, metavar="X",
                        help="multiply memory limits by X (PyPy on a judge's C-sized limit)")
    parser.add_argument("--compare", type=checking.mode_of, metavar="MODE",
                        help="strict (default without a PROBLEM), tokens, tokens-nocase, or "
                             "float:EPS (tokens; floats within EPS, absolute or relative)")
    parser.add_argument("--interactor", metavar="PROG",
                        help="an interactive problem: PROG (any language) talks with the "
                             "solution as a Kattis interactor does: `PROG input answer "
                             "feedback_dir` with the solution's output on its stdin and its "
                             "stdout as the solution's input; exit 42 accepts, 43 rejects")
    parser.add_argument("--checker", metavar="FILE",
                        help="a checker.py with check(input, output, answer) -> (bool, str), "
                             "a judge script as oj's --judge-command takes (a .py without "
                             "check(): judge.py input output expected, exit 0 AC, 1 WA), or a "
                             "testlib checker in C, C++, Java, ... (checker input output answer)")
    parser.add_argument("--checker-protocol", choices=sorted(checking.PROTOCOLS),
                        help="how --checker is called when the file does not say it: check, "
                             "testlib or oj (default: told from the file)")
    add_sandbox_options(parser)


class Settings:
    """How to judge, whatever is judged: the interpreter and the C/C++ standard, the limits
    (None: the problem's), which limits (stated or judge), their scales, the comparison or
    checker (None: the problem's), and the sandbox's modes. UsageError for a bad one."""

    def __init__(self, python=None, std=None, tl=None, ml=None, limits="stated", tl_scale=1.0,
                 ml_scale=1.0, compare=None, checker=None, containment=None, isolation=None,
                 interactor=None, checker_protocol=None):
        interp = shutil.which(python or sys.executable)
        if interp is None:
            raise UsageError("--python: interpreter %r not found" % python)
        if limits not in LIMITS:
            raise UsageError("--limits: stated or judge, not %r" % limits)
        for flag, value, (low, high) in (("--tl", tl, TIME_RANGE), ("--ml", ml, MEMORY_RANGE)):
            if value is not None and not low <= value <= high:
                raise UsageError("%s must be in %g..%g" % (flag, low, high))
        if checker is not None and not os.path.isfile(checker):
            raise UsageError("--checker: no file %s" % checker)
        if checker and compare:
            raise UsageError("--checker and --compare: give one")
        if checker_protocol and not checker:
            raise UsageError("--checker-protocol says how --checker is called: give --checker")
        if checker_protocol == "check" and not checker.endswith(".py"):
            raise UsageError("--checker-protocol check: a .py file defining check()")
        self.checker_protocol = checker_protocol
        if interactor is not None and not os.path.exists(interactor):
            raise UsageError("--interactor: no file %s" % interactor)
        if interactor and (checker or compare):
            raise UsageError("--interactor decides the verdict: no --checker or --compare "
                             "with it")
        self.interactor = os.path.abspath(interactor) if interactor else None
        self.python = os.path.realpath(interp)
        self.std, self.tl, self.ml, self.limits = std, tl, ml, limits
        self.tl_scale, self.ml_scale = tl_scale, ml_scale
        self.compare = compare
        self.checker = os.path.abspath(checker) if checker else None
        self.modes = modes(containment, isolation)

    @classmethod
    def from_args(cls, args):
        """The Settings of a namespace parsed with add_options()."""
        return cls(args.python, args.std, args.tl, args.ml, args.limits, args.tl_scale,
                   args.ml_scale, args.compare, args.checker, args.containment, args.isolation,
                   args.interactor, getattr(args, "checker_protocol", None))

    def limits_for(self, problem, language, time_limit=None, note="stated limits"):
        """(time limit s, memory MB, note) for a solution in `language` on `problem` (a
        problem folder or a package), scales applied. `time_limit`: the one verify chose
        (the stated or derived limit times time_limit_to_tle, --tl already folded in), else
        --tl, else the problem's; `note` says where it came from."""
        time_limit = time_limit or self.tl or problem.time_limit
        if time_limit is None:
            raise UsageError("%s states no time limit: pass --tl, or run `runner.py verify`, "
                             "which derives one from the accepted submissions" % problem.name)
        memory_mb = self.ml or problem.memory_limit
        if self.limits == "judge":
            time_limit, memory_mb, note = programs.judge_limits(
                problem.judge, language, problem.extra_time, time_limit, memory_mb)
        return time_limit * self.tl_scale, memory_mb * self.ml_scale, note


def cpp_twin(problem):
    """Where a problem's C++ twin lives, by convention (README: the problems table)."""
    return os.path.join(problem.root, "solutions", "cpp", problem.name + ".cpp")


class Submission:
    """What to run: a solution file (a .py, C or C++ file, or an executable) or a command
    line (any language, run as given)."""

    def __init__(self, path=None, command=None):
        if (path is None) == (command is None):
            raise UsageError("--solution and --command: give one")
        self.path = os.path.abspath(path) if path is not None else None
        self.command = command

    @classmethod
    def of(cls, problem, solution=None, command=None, cpp=False):
        """--command, else --solution, else the C++ twin (--cpp), else problem.toml's
        solution; JudgeError when that file is missing."""
        if command:
            return cls(command=command)
        path = solution or (cpp_twin(problem) if cpp else problem.solution)
        if path is None:
            raise JudgeError("problem.toml names no solution: pass --solution FILE")
        if not os.path.isfile(path):
            raise JudgeError("solution %s (%s) is missing" % (
                path, "--cpp" if cpp else "--solution" if solution else "problem.toml"))
        return cls(path)

    def build(self, settings, judge, build_dir, box, memory_mb=256):
        """The compile step (judge/programs/building.py, the one builder): a Program, C and C++
        compiled with the judge's flags into build_dir, a .py checked to compile and run where
        it is, both in the sandbox `box`; programs.CompileError when it does not compile."""
        if self.command is not None:
            return programs.from_command_line(self.command)
        try:
            return programs.build(self.path, build_dir, settings.python, memory_mb, box,
                                  judge=judge, std=settings.std, in_place=True)
        except programs.Skip as e:
            raise UsageError(str(e))


def problem_box(problem, settings, root, testdata=None, cases_dir=None):
    """The sandbox of a problem folder's runs and compiles: the test data, the cases, the
    problem folder and the repository's .git hidden; the root shown (read-only)."""
    return programs.Box(settings.modes, sandbox.view.shown_with_hidden([root], hidden_dirs(
        root, *[d for d in (testdata, cases_dir or problem.cases_dir, problem.dir) if d])))


def package_box(modes, folder=None, compile_limits=None):
    """The sandbox of a package's programs (or stress's own): the package `folder`, our test
    data and .git hidden; the repository shown to the runs (hidden from every compile, as
    what the runs are shown always is: sandbox.view.for_compile); each compile under
    compile_limits (Package.compile_limits), else languages' defaults."""
    return programs.Box(modes, sandbox.view.shown_with_hidden(
        [REPO], ([folder] if folder else []) + hidden_dirs(REPO, DEFAULT_TESTDATA)),
        compile_limits)


def for_problem(problem, submission, settings, build_dir, cases=(), cases_dir=None,
                root=None, testdata=None):
    """The Job of `submission` (compiled into build_dir) on `problem`: its limits by
    `settings`, its comparison or checker (started here, before any run), what the sandbox
    hides (`testdata`, `cases_dir`: where the cases are read from, else the problem's) and
    shows (`root`, else the problem's). CompileError, JudgeError as the build says."""
    root = root or problem.root
    box = problem_box(problem, settings, root, testdata, cases_dir)
    command = submission.build(settings, problem.judge, build_dir, box,
                               (settings.ml or problem.memory_limit) * settings.ml_scale)
    time_limit, memory_mb, note = settings.limits_for(problem, command.language)
    if settings.interactor:
        checker, kind = interactor_for(settings, time_limit, build_dir, box), "interactive"
    else:
        checker, kind = checker_for(problem, settings, time_limit, build_dir, box), "batch"
    return make_job(problem.name, list(cases), command, time_limit, memory_mb, checker, box, note,
                kind)


def interactor_for(settings, time_limit, build_dir, box):
    """--interactor: the program built once (judge/programs/building.py), run as a package's
    interactive validator is (judge/judging/interactive.py)."""
    try:
        program = programs.build(settings.interactor, build_dir, settings.python,
                                 checking.CHECKER_MEMORY_MB, box)
    except (programs.CompileError, programs.Skip) as e:
        raise JudgeError("interactor %s cannot be built: %s" % (settings.interactor,
                                                                programs.first_error(e)))
    return checking.OutputValidator(program, [], checking.seconds_for(time_limit),
                                    checking.CHECKER_MEMORY_MB, settings.modes)


def checker_for(problem, settings, time_limit, build_dir, box):
    """What judges a clean run's output: --checker, else --compare, else the problem's own
    (problem.toml's compare: a Comparator, or its checker started here, before any run)."""
    seconds = checking.seconds_for(time_limit, problem.checker_time_limit)
    if settings.checker:
        return checking.make_checker(settings.checker, problem.root, seconds, settings.modes,
                                     build_dir, settings.python, box.view,
                                     settings.checker_protocol)
    mode = settings.compare or problem.compare
    if mode != "checker":
        return checking.comparator(mode)
    return checking.make_checker(problem.checker_path, problem.root, seconds, settings.modes,
                                 build_dir, settings.python, box.view)


def make_job(name, cases, command, time_limit, memory_mb, checker, box, note="", kind="batch",
         passes=1, drain_output=False):
    """The Job: `command` (a programs.Program) run in `box`'s sandbox,
    its output judged by `checker` (judge/checking/checkers.py), as a `kind` of problem (KINDS; a
    multi-pass one at most `passes` runs a case)."""
    return Job(problem=name, cases=tuple(cases), cmd=command.argv, time_limit=time_limit,
               memory_mb=memory_mb, checker=checker, kind=kind, passes=passes,
               modes=box.modes, view=box.view.plus(sandbox.EXPOSE, command.expose),
               limits_note=note, compiled=command.compiled, drain_output=drain_output)


# ---------------------------------------------------------------------------- packages

def package_checker(pkg, settings, build_dir, box):
    """What judges a package's outputs: --checker or --compare when given, else its own
    output validator (built once, here), else the default validator with each group's flags
    (every flag set checked now, before anything runs). JudgeError when it cannot be built."""
    if settings.checker or settings.compare:
        return checker_for(pkg, settings, pkg.validation_time, build_dir, box)
    if not (pkg.custom_validator or pkg.interactive or "multi-pass" in pkg.types):
        try:
            for case in pkg.cases:
                checking.parse_default_flags(case.flags)
            return checking.default_validator(pkg.validator_flags)
        except ValueError as e:
            raise JudgeError("%s: %s" % (pkg.name, e))
    folder = pkg.validator_dir
    entries = [e for e in os.listdir(folder) if not e.startswith(".")]
    subdirs = [e for e in entries if os.path.isdir(os.path.join(folder, e))]
    if not programs.sources(folder) and len(subdirs) == 1:
        folder = os.path.join(folder, subdirs[0])    # output_validators/<name>/
    program = package_program(pkg, folder, "output validator", settings, build_dir, box)
    return checking.OutputValidator(program, pkg.validator_flags, pkg.validation_time,
                                    pkg.validation_memory, settings.modes)


def package_grader(pkg, settings, build_dir, box):
    """The grader of a legacy package whose groups ask for one (`grading: custom`), built
    once, as a checking.Grader under the validation limits; None when none is asked for.
    NotBuilt when it cannot be built, or graders/ holds none."""
    if not pkg.grading.needs_grader:
        return None
    path = package.grader_path(pkg)
    if path is None:
        raise NotBuilt("grader", os.path.join(pkg.dir, "graders"), "grading: custom, but "
                       "graders/ holds no program", "is missing (grading: custom needs one)")
    program = package_program(pkg, path, "grader", settings, build_dir, box)
    return checking.Grader(program, pkg.validation_time, pkg.validation_memory,
                           settings.modes)


class NotBuilt(JudgeError):
    """A judge-side program of a package (an input or output validator, a grader) that
    cannot be built here: `what` and `path` name it, `why` is the compiler's message (its
    last lines) or the reason it cannot run; str() is one line."""

    def __init__(self, what, path, why, line):
        self.what, self.path, self.why = what, path, why
        self.name = os.path.basename(path.rstrip("/"))
        JudgeError.__init__(self, "%s %s %s" % (what, self.name, line))


def package_program(pkg, path, what, settings, build_dir, box):
    """The one home of how a package's judge-side programs are built (input validators,
    output validators, graders: `what`): as docs/packages.md says, the package's C and C++ with
    problemtools' line (programs.PACKAGE_JUDGE), under the package's validation memory,
    with its constants substituted. NotBuilt when it does not compile or cannot run here."""
    try:
        return programs.build(package.prepare(pkg, path, build_dir)[0], build_dir,
                              settings.python, pkg.validation_memory, box,
                              judge=programs.PACKAGE_JUDGE)
    except (programs.CompileError, programs.Skip) as e:
        if isinstance(e, programs.CompileError):
            raise NotBuilt(what, path, str(e), "does not compile: " + programs.first_error(e))
        raise NotBuilt(what, path, "cannot run here: %s" % e, "cannot run here: %s" % e)


class Unchecked:
    """A checker whose output validator did not build (NotBuilt): a run that ends cleanly
    is a JE saying so; a run that fails first (TLE, RE, ...) is judged as ever."""

    def __init__(self, failure):
        self.failure = failure

    def for_case(self, case):
        return self

    def check(self, input_bytes, output_bytes, answer_bytes):
        raise JudgeError("not checked: %s" % self.failure)

    def close(self):
        pass


def for_package(pkg, path, settings, build_dir, box, checker, time_limit=None, note="",
                entry=None, cases=None):
    """The Job of the program at `path` (a file or a folder: judge/programs/building.py; `entry` its
    entry point) on package `pkg`, judged by `checker` (package_checker), under the
    package's limits (`time_limit`, from `note`, when the package states none: verify's
    derived one), through the same Settings as a problem folder's: --tl, --ml, --limits,
    the scales. programs.Skip, CompileError, JudgeError as the build says."""
    memory = settings.ml or pkg.memory_limit
    path, entry = package.prepare(pkg, path, build_dir, entry, submission=True)
    program = programs.build(path, build_dir, settings.python, memory * settings.ml_scale,
                             box, entry, judge=programs.PACKAGE_JUDGE)
    time_limit, memory_mb, note = settings.limits_for(
        pkg, program.language, time_limit, "time limit from --tl" if settings.tl else
        note or "time limit from %s" % pkg.time_limit_from)
    return make_job(pkg.name, pkg.cases if cases is None else cases, program, time_limit,
                    memory_mb, checker, box, note, pkg.kind, pkg.validation_passes,
                    drain_output=True)  # problemtools: a flood that runs out of time is a TLE

