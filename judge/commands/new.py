"""`python3 runner.py new NAME [--dir DIR] [--tl S] [--ml MB] [--judge BOJ]`: a new problem,
ready to judge in one command.

It writes DIR/NAME/ (default DIR: ./problems, which git ignores, so your problems never
reach `make test`): a minimal problem.toml, an empty sample pair cases/sample_01.in/.ans to
fill in, and NAME.py, a solution that carries the current DLX block (templates/dlx.py) and
reads all input at once. Then: `python3 runner.py problems/NAME`.
"""
import os
import re
import sys

from .. import blocks
from ..errors import JudgeError
from ..judging import report
from ..problems import MEMORY_RANGE, REPO, TIME_RANGE, finite_positive
from ..programs import JUDGES

TOML = """# {name}: your problem. Keys: see docs/judge.md ("Judging a new problem").
title = "{name}"
judge = "{judge}"
solution = "{name}.py"
time_limit = {tl}      # seconds, as the statement says
memory_limit = {ml}    # MB
compare = "strict"     # or "tokens", or "checker" with a checker.py beside this file
"""

SOLUTION = '''"""{name}: items and options -> DLX. Judge locally: {command} {folder}"""
import sys

{block}


def read_tokens():
    """All input at once, as text tokens: compare them with "..." strings, int() them."""
    return sys.stdin.buffer.read().decode().split()


def main():
    data = read_tokens()
    # model the problem: dlx = DLX(n_items); dlx.add_option([...], label); dlx.solve()
    print(len(data))


if __name__ == "__main__":
    main()
'''


def dlx_block():
    """The pasteable block of the DLX template (judge/blocks.py: a clone's or the installed
    one), marker lines included."""
    try:
        return "\n".join(blocks.Template(os.path.join(blocks.FOLDER, "dlx.py")).block)
    except (OSError, blocks.BlockError) as e:
        raise JudgeError("the DLX template: %s" % e)


def add_arguments(p):
    p.description = __doc__.split("\n\n")[0]
    p.add_argument("name")
    p.add_argument("--dir", default="problems", help="where (default: ./problems)")
    p.add_argument("--tl", type=finite_positive, default=1.0, help="time limit, seconds")
    p.add_argument("--ml", type=finite_positive, default=256, help="memory limit, MB")
    p.add_argument("--judge", default="BOJ", choices=JUDGES, metavar="JUDGE",
                   help="whose limits and compiler lines: %s (default BOJ)" % ", ".join(JUDGES))


def run(args, session):
    if not re.match(r"[A-Za-z0-9_-]+$", args.name):
        print("%s new: NAME is letters, digits, _ and - only" % report.PROG, file=sys.stderr)
        return 2
    if not (TIME_RANGE[0] <= args.tl <= TIME_RANGE[1]
            and MEMORY_RANGE[0] <= args.ml <= MEMORY_RANGE[1]):
        print("%s new: --tl or --ml out of range" % report.PROG, file=sys.stderr)
        return 2
    folder = os.path.join(args.dir, args.name)
    runner = os.path.join(REPO, "runner.py")
    command = "python3 " + os.path.relpath(runner) if os.path.isfile(runner) else "dlx-judge"
    if os.path.exists(folder):
        print("%s new: %s exists; nothing written" % (report.PROG, folder), file=sys.stderr)
        return 2
    os.makedirs(os.path.join(folder, "cases"))
    files = {
        "problem.toml": TOML.format(name=args.name, judge=args.judge, tl=args.tl, ml=args.ml),
        args.name + ".py": SOLUTION.format(name=args.name, folder=folder, block=dlx_block(),
                                           command=command),
        os.path.join("cases", "sample_01.in"): "",
        os.path.join("cases", "sample_01.ans"): "",
    }
    for rel, text in files.items():
        with open(os.path.join(folder, rel), "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote %s: fill in cases/sample_01.in and .ans, write %s.py, then\n  %s %s"
          % (folder, args.name, command, folder))
    return 0
