"""Stress your own problem, with no testdata/ folder:

    python3 runner.py stress --solution F --brute B --gen G [--checker C | --compare MODE]
                            [--count N] [--seconds S] [--seed K] [--tl S] [--ml MB]
                            [--save DIR] [judging options] [-- GEN_ARGS ...]
(the options are judge/stress.py's, one parser for both forms; --tl and --ml default to 2 s
and 256 MB, as for a folder of cases)

Each of F, B, G (and C) is a file or folder in any language the runner builds
(judge/programs.py). Round k runs `G SEED GEN_ARGS` (SEED = K + k) for an input, B on it for
the answer, and judges F on the pair exactly as on a stored case (limits, then the checker or
the comparison, strict by default). The seeds go up from K, so the first failure found is the
smallest failing seed: it is saved as DIR/seed_<SEED>.in with its answer (.ans; DIR default
./stress-failures), ready for `runner.py --cases DIR`. Exit 0 when the budget (count or
seconds) ends with no disagreement, 1 on a failure, 2 on a usage error, 3 when the generator
or the brute force itself fails (its seed is named).
"""
import os
import time

from . import job as jobs, programs, report, sandbox
from .sandbox import scratch
from .case import judge_pair
from .errors import JudgeError, UsageError
from .languages import CompileError
from .problem import AdHocProblem

TOOL_TIME_S = 60.0             # CPU seconds for one generator or brute-force run
TOOL_MEMORY_MB = 2048
TOOL_OUTPUT_BYTES = 256 << 20


def check_args(args):
    """What the own-problem form needs beyond stress.check_args (UsageError)."""
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
    except CompileError as e:
        raise UsageError("--%s does not compile: %s" % (what, programs.first_error(e)))


def _tool(program, what, seed, stdin, modes):
    """stdout of the generator or the brute force; JudgeError naming the seed if it fails."""
    limits = sandbox.Limits(TOOL_TIME_S, TOOL_MEMORY_MB, TOOL_OUTPUT_BYTES)
    try:
        run = sandbox.run(program.argv, stdin, limits, *modes,
                          sandbox.NOTHING.plus(sandbox.EXPOSE, program.expose))
    except sandbox.SandboxError as e:
        raise JudgeError("%s: %s" % (what, e))
    if run.kill_reason or run.signal is not None or run.exit_code != 0:
        why = run.kill_reason and "stopped (%s limit)" % run.kill_reason or (
            "killed by signal %s" % run.signal if run.signal is not None
            else "exit code %s" % run.exit_code)
        tail = run.stderr_tail.decode("utf-8", "replace").strip().splitlines()[-1:]
        raise JudgeError("%s failed on seed %d: %s%s" % (what, seed, why,
                                                         "; " + tail[0] if tail else ""))
    return run.stdout


def stress(args, session):
    check_args(args)
    settings, build_dir = args.settings, session.scratch
    modes = settings.modes
    box = jobs.package_box(modes)
    own = AdHocProblem(os.getcwd())     # the limits and comparison of a folder of cases
    solution = _build(args.solution, build_dir, settings, settings.ml or own.memory_limit,
                      "solution", box)
    brute = _build(args.brute, build_dir, settings, TOOL_MEMORY_MB, "brute", box)
    gen = _build(args.gen, build_dir, settings, TOOL_MEMORY_MB, "gen", box)
    time_limit, memory_mb, note = settings.limits_for(own, solution.language)
    checker = session.closing(jobs.checker_for(own, settings, time_limit, build_dir, box))
    job = jobs.make("stress", [], solution, time_limit, memory_mb, checker, box, note)
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
            input_bytes = _tool(gen_run, "the generator", seed, b"", modes)
            answer_bytes = _tool(brute, "the brute force", seed, input_bytes, modes)
            rec = judge_pair(job, work, "seed %d" % seed, input_bytes, answer_bytes)
            if rec["verdict"] != "AC":
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
