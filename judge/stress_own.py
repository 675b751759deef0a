"""Stress your own problem, with no testdata/ folder:

    python runner.py stress --solution F --brute B --gen G [--checker C | --compare MODE]
                            [--count N] [--seconds S] [--seed K] [--tl S] [--ml MB]
                            [--save DIR] [--python INTERP] [-- GEN_ARGS ...]

Each of F, B, G (and C) is a file or folder in any language the runner builds
(judge/programs.py). Round k runs `G SEED GEN_ARGS` (SEED = K + k) for an input, B on it for
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
import tempfile
import time

from . import compare, job as jobs, programs, report, sandbox, validators
from .case import judge_pair
from .checkers import seconds_for
from .errors import JudgeError, UsageError
from .languages import CompileError
from .problem import finite_positive

TOOL_TIME_S = 60.0             # CPU seconds for one generator or brute-force run
TOOL_MEMORY_MB = 2048
TOOL_OUTPUT_BYTES = 256 << 20


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def parse_args(argv):
    p = _Parser(prog="runner.py stress", description=__doc__.split("\n\n")[0])
    p.add_argument("--solution", required=True, help="the program under test")
    p.add_argument("--brute", required=True, help="a slow program you trust: the answers")
    p.add_argument("--gen", required=True, help="generator: `G SEED [GEN_ARGS]` prints an input")
    p.add_argument("--checker", help="a checker (check() in a .py, or testlib's protocol)")
    p.add_argument("--compare", type=compare.folderless_mode, default=None,
                   help="strict (default), tokens, tokens-nocase or float:EPS")
    p.add_argument("--count", type=int, default=300, help="rounds at most (default 300)")
    p.add_argument("--seconds", type=float, default=60, help="time budget (default 60)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--tl", type=finite_positive, default=2.0, help="time limit (default 2 s)")
    p.add_argument("--ml", type=finite_positive, default=256, help="memory MB (default 256)")
    p.add_argument("--save", default="stress-failures", help="folder for the failing case")
    p.add_argument("--python", default=sys.executable, help="interpreter for .py programs")
    cut = argv.index("--") if "--" in argv else len(argv)
    args = p.parse_args(argv[:cut])
    args.gen_args = argv[cut + 1:]
    for flag in ("solution", "brute", "gen", "checker"):
        path = getattr(args, flag)
        if path is not None and not os.path.exists(path):
            raise UsageError("--%s: no file %s" % (flag, path))
    if args.checker and args.compare:
        raise UsageError("--checker and --compare: give one")
    if args.count < 1:
        raise UsageError("--count must be at least 1")
    interp = shutil.which(args.python)
    if interp is None:
        raise UsageError("--python: interpreter %r not found" % args.python)
    args.python = os.path.realpath(interp)
    return args


def _build(path, build_dir, args, what, box):
    try:
        return programs.build(path, build_dir, args.python, args.ml, box)
    except programs.Skip as e:
        raise UsageError("--%s: %s" % (what, e))
    except CompileError as e:
        raise UsageError("--%s does not compile: %s" % (what, programs.first_error(e)))


def _tool(program, what, seed, stdin, modes):
    """stdout of the generator or the brute force; JudgeError naming the seed if it fails."""
    limits = sandbox.Limits(TOOL_TIME_S, TOOL_MEMORY_MB * 1024, TOOL_OUTPUT_BYTES)
    try:
        run = sandbox.run(program.argv, stdin, limits, *modes, expose=program.expose)
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


def stress(args, build_dir):
    modes = jobs.modes()
    box = jobs.package_box(modes)
    solution = _build(args.solution, build_dir, args, "solution", box)
    brute = _build(args.brute, build_dir, args, "brute", box)
    gen = _build(args.gen, build_dir, args, "gen", box)
    checker = None
    if args.checker:
        checker = validators.make_checker(os.path.abspath(args.checker), os.getcwd(),
                                          seconds_for(args.tl), modes, build_dir, args.python)
    mode = "checker" if checker else (args.compare or "strict")
    deadline, rounds = time.monotonic() + args.seconds, 0
    work = tempfile.mkdtemp(prefix="stress-", dir=build_dir)
    job = jobs.make("stress", [], solution, args.tl, args.ml, mode, checker, box)
    try:
        for k in range(args.count):
            if time.monotonic() > deadline:
                break
            seed = args.seed + k
            rounds += 1
            gen_run = programs.Program(gen.argv + [str(seed)] + args.gen_args, gen.expose,
                                       gen.language)
            input_bytes = _tool(gen_run, "the generator", seed, b"", modes)
            answer_bytes = _tool(brute, "the brute force", seed, input_bytes, modes)
            rec = judge_pair(job, work, "seed %d" % seed, input_bytes, answer_bytes)
            if rec["verdict"] != "AC":
                print(report.format_record(rec))
                os.makedirs(args.save, exist_ok=True)
                base = os.path.join(args.save, "seed_%d" % seed)
                for suffix, data in ((".in", input_bytes), (".ans", answer_bytes)):
                    with open(base + suffix, "wb") as f:
                        f.write(data)
                print("stress: the smallest failing seed from %d is %d: saved as %s.in (+ .ans); "
                      "judge it again with `runner.py --solution %s --cases %s`"
                      % (args.seed, seed, base, args.solution, args.save))
                return 1
    finally:
        if checker is not None:
            checker.close()
    print("stress: %s agrees with %s on %d generated cases (seeds %d..%d)" % (
        args.solution, args.brute, rounds, args.seed, args.seed + rounds - 1))
    return 0


def main(argv):
    build_dir = tempfile.mkdtemp(prefix="dlxjudge-build-")
    sandbox.become_subreaper()
    try:
        return stress(parse_args(argv), build_dir)
    except UsageError as e:
        print("stress: error: %s" % e, file=sys.stderr)
        return 2
    except JudgeError as e:
        print("stress: judge error: %s" % e, file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        sandbox.kill_all_runs()
        return 130
    finally:
        shutil.rmtree(build_dir, ignore_errors=True)
