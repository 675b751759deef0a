"""`runner.py stress`: a solution against a reference on generated cases, in two forms.

    python3 runner.py stress PROBLEM [--count N] [--seconds S] [--seed K]
                            [--solution FILE | --cpp | --command CMD] [judging options]
                            [-- GEN_ARGS ...]
    python3 runner.py stress --solution F --brute B --gen G [the same options] [-- GEN_ARGS]
                            your own problem, with no testdata/ folder (below)

Round k: `gen.py SEED GEN_ARGS` makes an input (SEED = K + k), `ref.py` answers it, and the
solution is judged on the pair exactly as `runner.py PROBLEM` judges a stored case: the same
Job (judge/judging/job.py) for the same options (--python, --std, --tl, --ml, --limits, the scales,
--compare, --checker, --containment, --isolation). A C or C++ solution (--cpp: the problem's
C++ twin, solutions/cpp/<problem>.cpp) is compiled once, in the sandbox, with the judge's
flags; one that does not compile is a CE, said in one line (exit 1). The first case it fails
is saved as cases/hack_NN.in with its answer, recorded in gen.txt so it can be made again,
and the command exits 1. Exit 0 when the budget (count or seconds) ends with no
disagreement; 2 on a usage error; 3 when the generator or the reference solver itself fails.

Your own problem, with no testdata/ folder:

    python3 runner.py stress --solution F --brute B --gen G [--checker C | --compare MODE]
                            [--count N] [--seconds S] [--seed K] [--tl S] [--ml MB]
                            [--save DIR] [judging options] [-- GEN_ARGS ...]
(the options are the first form's, one parser for both; --tl and --ml default to 2 s
and 256 MB, as for a folder of cases)

Each of F, B, G (and C) is a file or folder in any language the runner builds
(judge/programs/building.py). Round k runs `G SEED GEN_ARGS` (SEED = K + k) for an input, B on it for
the answer, and judges F on the pair exactly as on a stored case (limits, then the checker or
the comparison, strict by default). The seeds go up from K, so the first failure found is the
smallest failing seed: it is saved as DIR/seed_<SEED>.in with its answer (.ans; DIR default
./stress-failures), ready for `runner.py --cases DIR`. Exit 0 when the budget (count or
seconds) ends with no disagreement, 1 on a failure, 2 on a usage error, 3 when the generator
or the brute force itself fails (its seed is named).
"""
import argparse
import os
import shutil
import sys
import time

from .. import judging, programs, sandbox
from ..errors import UsageError, Verdict
from ..judging import Settings, Submission, add_options, for_problem, judge_pair, report
from ..problems import DEFAULT_TESTDATA, REPO, AdHocProblem, list_cases, load_problem
from ..sandbox import scratch
from .session import Parser



def add_arguments(p):
    p.description = __doc__.split("\n\n")[0]
    p.add_argument("problem", nargs="?",
                   help="a problem of --testdata, with gen.py and ref.py (none with --brute)")
    p.add_argument("--count", type=int, default=300, help="rounds at most (default 300)")
    p.add_argument("--seconds", type=float, default=60, help="time budget (default 60)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--solution", metavar="FILE", help="stress this file instead of the problem's")
    p.add_argument("--cpp", action="store_true",
                   help="stress the problem's C++ twin, solutions/cpp/<problem>.cpp")
    p.add_argument("--command", metavar="CMD",
                   help="run this command line as the solution (any language)")
    p.add_argument("--brute", metavar="FILE",
                   help="your own problem: a slow program you trust, for the answers")
    p.add_argument("--gen", metavar="FILE",
                   help="your own problem: `G SEED [GEN_ARGS]` prints an input")
    p.add_argument("--save", action="store_true",
                   help="a stored problem: keep the failing case as one of its cases, "
                        "cases/hack_NN with its answer and its line in gen.txt (then `make "
                        "manifest`); nothing is written into testdata/ without it")
    p.add_argument("--out", metavar="DIR",
                   help="where the failing case is written (default: stress-failures/ in the "
                        "runner's scratch folder, %s)" % os.path.join(
                            "<tmp>", "dlxjudge-<uid>"))
    add_options(p)
    p.add_argument("--testdata", default=DEFAULT_TESTDATA, help=argparse.SUPPRESS)
    p.epilog = "Arguments after -- go to the generator after the seed."


def parse_args(argv):
    """The arguments of the stored-problem form, checked (UsageError)."""
    p = Parser(prog="runner.py stress")
    add_arguments(p)
    cut = argv.index("--") if "--" in argv else len(argv)
    args = p.parse_args(argv[:cut])
    args.passthrough = argv[cut + 1:]
    return check_args(args)


def check_args(args):
    args.gen_args = list(getattr(args, "passthrough", []))
    if args.count < 1:
        raise UsageError("--count must be at least 1")
    if sum(map(bool, (args.solution, args.cpp, args.command))) > 1:
        raise UsageError("--solution, --cpp and --command: give one")
    if args.solution is not None and not os.path.exists(args.solution):
        raise UsageError("--solution: no file %s" % args.solution)
    if args.problem is None and not (args.brute or args.gen):
        raise UsageError("give a PROBLEM, or --solution, --brute and --gen for your own")
    args.settings = Settings.from_args(args)
    return args


def tool_output(problem, script, args, stdin=b"", modes=None, seed=None):
    """stdout of testdata/<problem>/<script>, a generator (gen.py) or the reference (ref.py),
    run as every judge-side program that makes data is (programs.run_tool: its kind's limits,
    one failure message, a JudgeError). The repo root is on its path, as for checkers, so it
    may import problemkit."""
    env = shutil.which("env") or "/usr/bin/env"
    python = os.path.realpath(sys.executable)
    cmd = [env, "PYTHONPATH=" + problem.root, python, os.path.join(problem.dir, script)] + args
    view = sandbox.View([(sandbox.SHOW, problem.root), (sandbox.SHOW, problem.dir),
                         (sandbox.EXPOSE, python)])
    return programs.run_tool(cmd, "generator" if script == "gen.py" else "reference", stdin,
                             modes or sandbox.choose(), view, script, seed)


def save_hack(problem, gen_args, input_bytes, answer_bytes):
    """Store the counterexample as the next cases/hack_NN pair; its name."""
    taken = {c.name for c in list_cases(problem.cases_dir)}
    name = next("hack_%02d" % k for k in range(1, 10 ** 4) if "hack_%02d" % k not in taken)
    for suffix, data in ((".in", input_bytes), (".ans", answer_bytes)):
        with open(os.path.join(problem.cases_dir, name + suffix), "wb") as f:
            f.write(data)
    with open(os.path.join(problem.dir, "gen.txt"), "a") as f:
        f.write("%s %s\n" % (name, " ".join(gen_args)))
    return name


def make_job(args, problem, scratch_dir):
    """The Job of the solution on generated cases written to scratch_dir: the one
    runner.py PROBLEM builds for the same options (judge/judging/job.py)."""
    submission = Submission.of(problem, args.solution, args.command, args.cpp)
    return for_problem(problem, submission, args.settings, scratch_dir, cases_dir=scratch_dir,
                       root=problem.root, testdata=args.testdata)


def stress(args):
    problem = load_problem(args.problem, args.testdata, REPO)
    modes = args.settings.modes
    if modes[1] == "none":
        sandbox.stay_awake()
    started = time.monotonic()
    deadline, rounds = started + args.seconds, 0
    job = None
    tmp = scratch.make("stress")    # the solution's and a testlib checker's builds, the case
    progress = report.Progress()
    try:
        job = make_job(args, problem, tmp)
        for k in range(args.count):
            now = time.monotonic()
            if now > deadline:
                break
            progress.tick(now, report.stress_progress(rounds, started, now, args))
            rounds += 1
            gen_args = [str(args.seed + k)] + args.gen_args
            seed = args.seed + k
            input_bytes = tool_output(problem, "gen.py", gen_args, modes=modes, seed=seed)
            answer_bytes = tool_output(problem, "ref.py", [], input_bytes, modes, seed)
            rec = judge_pair(job, tmp, "seed %s" % gen_args[0], input_bytes, answer_bytes)
            if rec["verdict"] != Verdict.AC:
                progress.done()
                print(report.format_record(rec))
                if args.save:
                    name = save_hack(problem, gen_args, input_bytes, answer_bytes)
                    print(report.failing_case(input_bytes, answer_bytes))
                    print("stress: saved the counterexample as %s/cases/%s.in (+ .ans, "
                          "gen.txt); run `make manifest` to record it" % (problem.name, name))
                    return 1
                base = report.save_failure(report.failures_dir(args.out), "%s_seed_%s" % (problem.name, gen_args[0]),
                                    input_bytes, answer_bytes)
                print("stress: the failing case (seed %s, `gen.py %s`) is saved as %s.in (+ .ans);"
                      " --save keeps it as a case of %s" % (gen_args[0], " ".join(gen_args), base,
                                                           problem.name))
                return 1
    finally:
        progress.done()
        if job is not None:
            job.checker.close()
        scratch.remove(tmp)
    print("stress: %s agrees with ref.py on %d generated cases%s" % (
        problem.name, rounds, report.budget_note(rounds, args.count, args.seconds)))
    return 0



def run(args, session):
    """The stress command (cli.main gives the session)."""
    args = check_args(args)
    if args.problem is None and not (args.brute or args.gen):
        raise UsageError("give a PROBLEM")
    try:
        if args.brute or args.gen:
            return stress_own(args, session)   # your own problem: --solution --brute --gen
        return stress(args)
    except programs.CompileError as e:   # the solution's fault: a CE, in one line
        print("stress: CE: the solution does not compile: %s" % programs.first_error(e),
              file=sys.stderr)
        return 1


def _check_own(args):
    """What the own-problem form needs beyond check_args (UsageError)."""
    for flag in ("solution", "brute", "gen"):
        if getattr(args, flag) is None:
            raise UsageError("your own problem needs --solution, --brute and --gen")
        if not os.path.exists(getattr(args, flag)):
            raise UsageError("--%s: no file %s" % (flag, getattr(args, flag)))
    if args.save:
        raise UsageError("--save keeps a failing case in a stored problem's cases; your own "
                         "problem's go to --out DIR")
    if args.problem is not None or args.cpp or args.command:
        raise UsageError("--brute and --gen stress your own --solution: no PROBLEM, --cpp "
                         "or --command with them")


def _build(path, build_dir, settings, memory_mb, what, box):
    try:
        return programs.build(path, build_dir, settings.python, memory_mb, box)
    except programs.Skip as e:
        raise UsageError("--%s: %s" % (what, e))
    except programs.CompileError as e:
        if what == "solution":
            raise                # a CE, as the judge says it (run)
        raise UsageError("--%s does not compile: %s" % (what, programs.first_error(e)))


def _tool(program, kind, what, seed, stdin, modes):
    """stdout of the generator or the brute force (programs.run_tool); JudgeError naming the
    seed if it fails."""
    return programs.run_tool(program.argv, kind, stdin, modes,
                             sandbox.NOTHING.plus(sandbox.EXPOSE, program.expose), what, seed)


def stress_own(args, session):
    """Your own problem: --solution against --brute on --gen's inputs."""
    _check_own(args)
    settings, build_dir = args.settings, session.scratch
    modes = settings.modes
    box = judging.package_box(modes)
    own = AdHocProblem(os.getcwd())     # the limits and comparison of a folder of cases
    solution = _build(args.solution, build_dir, settings, settings.ml or own.memory_limit,
                      "solution", box)
    brute = _build(args.brute, build_dir, settings, programs.TOOL_MEMORY_MB, "brute", box)
    gen = _build(args.gen, build_dir, settings, programs.TOOL_MEMORY_MB, "gen", box)
    time_limit, memory_mb, note = settings.limits_for(own, solution.language)
    checker = session.closing(judging.checker_for(own, settings, time_limit, build_dir, box))
    job = judging.make_job("stress", [], solution, time_limit, memory_mb, checker, box, note)
    started = time.monotonic()
    deadline, rounds = started + args.seconds, 0
    work = scratch.make("stress")
    progress = report.Progress()
    try:
        for k in range(args.count):
            now = time.monotonic()
            if now > deadline:
                break
            progress.tick(now, report.stress_progress(rounds, started, now, args))
            seed = args.seed + k
            rounds += 1
            gen_run = gen.with_args([str(seed)] + args.gen_args)
            input_bytes = _tool(gen_run, "generator", "the generator", seed, b"", modes)
            answer_bytes = _tool(brute, "reference", "the brute force", seed, input_bytes, modes)
            rec = judge_pair(job, work, "seed %d" % seed, input_bytes, answer_bytes)
            if rec["verdict"] != Verdict.AC:
                progress.done()
                print(report.format_record(rec))
                folder = report.failures_dir(args.out)
                base = report.save_failure(folder, "seed_%d" % seed, input_bytes, answer_bytes)
                print("stress: the smallest failing seed from %d is %d: saved as %s.in (+ .ans); "
                      "judge it again with `%s %s %s`"
                      % (args.seed, seed, base, report.PROG, folder, args.solution))
                return 1
    finally:
        progress.done()
        scratch.remove(work)
    print("stress: %s agrees with %s on %d generated cases (seeds %d..%d)%s" % (
        args.solution, args.brute, rounds, args.seed, args.seed + rounds - 1,
        report.budget_note(rounds, args.count, args.seconds)))
    return 0
