"""`runner.py stress`: a solution against a reference on generated cases, in two forms.

    python3 runner.py stress PROBLEM [--count N] [--seconds S] [--seed K]
                            [--solution FILE | --cpp | --command CMD] [judging options]
                            [-- GEN_ARGS ...]
    python3 runner.py stress --solution F --brute B --gen G [the same options] [-- GEN_ARGS]
                            your own problem, with no testdata/ folder (judge/stress_own.py)

Round k: `gen.py SEED GEN_ARGS` makes an input (SEED = K + k), `ref.py` answers it, and the
solution is judged on the pair exactly as `runner.py PROBLEM` judges a stored case: the same
Job (judge/job.py) for the same options (--python, --std, --tl, --ml, --limits, the scales,
--compare, --checker, --containment, --isolation). A C or C++ solution (--cpp: the problem's
C++ twin, solutions/cpp/<problem>.cpp) is compiled once, in the sandbox, with the judge's
flags; one that does not compile is a CE, said in one line (exit 1). The first case it fails
is saved as cases/hack_NN.in with its answer, recorded in gen.txt so it can be made again,
and the command exits 1. Exit 0 when the budget (count or seconds) ends with no
disagreement; 2 on a usage error; 3 when the generator or the reference solver itself fails.
"""
import argparse
import os
import shutil
import sys
import time

from . import languages, programs, report, sandbox
from .sandbox import scratch
from .case import judge_pair
from .errors import JudgeError, UsageError
from .job import Settings, Submission, add_options, for_problem
from .problem import DEFAULT_TESTDATA, MAX_CASE_BYTES, REPO, list_cases, load_problem

REF_TIMEOUT_S = 120            # CPU seconds for gen.py or ref.py (the wall clock: twice that)
TOOL_MEMORY_MB = 4096


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
    from .cli import Parser
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


def tool_output(problem, script, args, stdin=b"", modes=None):
    """stdout of testdata/<problem>/<script>; JudgeError if it fails. The repo
    root is on its path, as for checkers, so it may import problemkit. It runs
    in the sandbox like a solution (REF_TIMEOUT_S of CPU, TOOL_MEMORY_MB): when
    it exits, whatever it started is killed, even a child that holds its stdout,
    so the round never waits for an EOF."""
    env = shutil.which("env") or "/usr/bin/env"
    python = os.path.realpath(sys.executable)
    cmd = [env, "PYTHONPATH=" + problem.root, python, os.path.join(problem.dir, script)] + args
    limits = sandbox.Limits(REF_TIMEOUT_S, TOOL_MEMORY_MB, MAX_CASE_BYTES)
    what = "%s %s" % (script, " ".join(args))
    try:
        run = sandbox.run(cmd, stdin, limits, *(modes or sandbox.choose()),
                          sandbox.View([(sandbox.SHOW, problem.root), (sandbox.SHOW, problem.dir),
                                        (sandbox.EXPOSE, python)]))
    except sandbox.SandboxError as e:
        raise JudgeError("%s: %s" % (what, e))
    if run.kill_reason is not None:
        raise JudgeError("%s stopped: %s" % (what, {
            "cpu": "over %d s of CPU" % REF_TIMEOUT_S, "wall": "it slept or blocked",
            "memory": "over %d MB" % TOOL_MEMORY_MB, "output": "output over %d MB" % (
                MAX_CASE_BYTES >> 20)}.get(run.kill_reason, run.kill_reason)))
    if run.exit_code != 0:
        tail = run.stderr_tail.decode("utf-8", "replace").strip().splitlines()[-1:]
        why = "exit code %s" % run.exit_code if run.signal is None else "signal %d" % run.signal
        raise JudgeError("%s failed (%s): %s" % (what, why, " ".join(tail)))
    return run.stdout


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
    runner.py PROBLEM builds for the same options (judge/job.py)."""
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
            input_bytes = tool_output(problem, "gen.py", gen_args, modes=modes)
            answer_bytes = tool_output(problem, "ref.py", [], input_bytes, modes=modes)
            rec = judge_pair(job, tmp, "seed %s" % gen_args[0], input_bytes, answer_bytes)
            if rec["verdict"] != "AC":
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
    """The stress command (judge/cli.py's main gives the session)."""
    args = check_args(args)
    if args.brute or args.gen:
        from . import stress_own        # your own problem: --solution --brute --gen
        return stress_own.stress(args, session)
    if args.problem is None:
        raise UsageError("give a PROBLEM")
    try:
        return stress(args)
    except languages.CompileError as e:   # the solution's fault: a CE, in one line
        print("stress: CE: the solution does not compile: %s" % programs.first_error(e),
              file=sys.stderr)
        return 1
