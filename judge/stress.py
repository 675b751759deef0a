"""Stress a solution against the problem's reference solver on generated cases.

    python runner.py stress PROBLEM [--count N] [--seconds S] [--seed K]
                            [--solution FILE] [--python INTERP] [-- GEN_ARGS ...]

Round k: `gen.py SEED GEN_ARGS` makes an input (SEED = K + k), `ref.py` answers
it, and the solution is judged on the pair exactly as on a stored case (limits,
comparison or checker). The first case it fails is saved as cases/hack_NN.in
with its answer, recorded in gen.txt so it can be made again, and the command
exits 1. Exit 0 when the budget (count or seconds) ends with no disagreement;
3 when the generator or the reference solver itself fails.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

from . import checkers, report, sandbox, validators
from .case import Job, judge_case
from .cli import DEFAULT_TESTDATA, REPO, hidden_dirs
from .errors import JudgeError, UsageError
from .problem import Case, list_cases, load_problem

REF_TIMEOUT_S = 120


def parse_args(argv):
    p = argparse.ArgumentParser(prog="runner.py stress", description=__doc__.split("\n\n")[0])
    p.add_argument("problem")
    p.add_argument("--count", type=int, default=300, help="rounds at most (default 300)")
    p.add_argument("--seconds", type=float, default=60, help="time budget (default 60)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--solution", help="stress this file instead of the problem's")
    p.add_argument("--python", default=sys.executable, help="interpreter for the solution")
    p.add_argument("--testdata", default=DEFAULT_TESTDATA, help=argparse.SUPPRESS)
    p.epilog = "Arguments after -- go to gen.py after the seed."
    cut = argv.index("--") if "--" in argv else len(argv)
    args = p.parse_args(argv[:cut])
    args.gen_args = argv[cut + 1:]
    return args


def tool_output(problem, script, args, stdin=b""):
    """stdout of testdata/<problem>/<script>; JudgeError if it fails. The repo
    root is on its path, as for checkers, so it may import problemkit."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [problem.root] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    try:
        out = subprocess.run([sys.executable, os.path.join(problem.dir, script)] + args,
                             input=stdin, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, timeout=REF_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise JudgeError("%s %s took over %d s" % (script, " ".join(args), REF_TIMEOUT_S))
    if out.returncode != 0:
        tail = out.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
        raise JudgeError("%s %s failed: %s" % (script, " ".join(args), " ".join(tail)))
    return out.stdout


def judge_pair(job, folder, name, input_bytes, answer_bytes):
    """The job judged on one generated pair (written to folder/x.in, x.ans): its record.
    JudgeError when the judging itself failed (a JE is never a counterexample)."""
    case = Case(name, os.path.join(folder, "x.in"), os.path.join(folder, "x.ans"))
    for path, data in ((case.in_path, input_bytes), (case.ans_path, answer_bytes)):
        with open(path, "wb") as f:
            f.write(data)
    rec = judge_case(job, case)
    if rec["verdict"] == "JE":
        raise JudgeError(rec["message"])
    return rec


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


def stress(args):
    problem = load_problem(args.problem, args.testdata, REPO)
    solution = os.path.abspath(args.solution or problem.solution)
    python = os.path.realpath(args.python)
    checker = None
    build_dir = tempfile.mkdtemp(prefix="dlxjudge-build-")   # a testlib checker's build
    deadline, rounds = time.monotonic() + args.seconds, 0
    try:
        if problem.compare == "checker":
            checker = validators.make_checker(
                problem.checker_path, problem.root,
                checkers.seconds_for(problem.time_limit, problem.checker_time_limit),
                sandbox.choose(), build_dir)
        with tempfile.TemporaryDirectory() as tmp:
            job = Job(problem.name, [], [python, solution], problem.time_limit,
                      problem.memory_limit, problem.compare, checker, sandbox.choose(),
                      hide=hidden_dirs(problem.root, problem.dir, tmp), expose=[solution, python],
                      show=[problem.root])
            for k in range(args.count):
                if time.monotonic() > deadline:
                    break
                rounds += 1
                gen_args = [str(args.seed + k)] + args.gen_args
                input_bytes = tool_output(problem, "gen.py", gen_args)
                answer_bytes = tool_output(problem, "ref.py", [], input_bytes)
                rec = judge_pair(job, tmp, "seed %s" % gen_args[0], input_bytes, answer_bytes)
                if rec["verdict"] != "AC":
                    print(report.format_record(rec))
                    name = save_hack(problem, gen_args, input_bytes, answer_bytes)
                    print("stress: saved the counterexample as %s/cases/%s.in (+ .ans, gen.txt); "
                          "run `make manifest` to record it" % (problem.name, name))
                    return 1
    finally:
        if checker is not None:
            checker.close()
        shutil.rmtree(build_dir, ignore_errors=True)
    print("stress: %s agrees with ref.py on %d generated cases" % (problem.name, rounds))
    return 0


def main(argv):
    if "--brute" in argv[:argv.index("--") if "--" in argv else len(argv)]:
        from . import stress_own        # your own problem: --solution --brute --gen
        return stress_own.main(argv)
    args = parse_args(argv)
    try:
        return stress(args)
    except UsageError as e:
        print("stress: %s" % e, file=sys.stderr)
        return 2
    except JudgeError as e:
        print("stress: judge error: %s" % e, file=sys.stderr)
        return 3
