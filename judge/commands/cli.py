"""The command line: `python3 runner.py [COMMAND] ...` (see runner.py and README), one main
for every command.

main() owns what every command shares: the one parser class (Parser: a usage error is one
line and exit 2), the signal policy (SIGINT, SIGTERM, SIGHUP: every run is killed, the
command's report of what ran so far is written, exit 128 + N), the subreaper, the sweep of
the scratch folders that killed runners left, and this run's own scratch folder (removed at
the end, whatever happens). A command is a module of COMMANDS offering add_arguments(parser)
and run(args, session); the plain `runner.py [PROBLEM ...]`, which judges problem folders,
folders of cases and problem packages alike, is judge.py.

SIGUSR1 writes every thread's Python stack to stderr and goes on (faulthandler): what a runner
that seems stuck is doing, without stopping it.

Exit codes: 0 all AC; 1 some case not AC; 2 usage error or no cases; 3 judge error (wins over
1); 128 + N when signal N stopped the run: every running solution is killed first, and the
JSON report holds the cases judged so far.
"""

import argparse
import faulthandler
import signal
import sys

from .. import sandbox
from ..errors import JudgeError, UsageError
from ..judging import STOP, Stopped, report
from ..sandbox import scratch
from . import bundle, judge, merge, new, stress, template, verify
from .session import Parser, Session


# runner.py WORD ...: the module that offers add_arguments(parser) and run(args, session)
COMMANDS = {
    "stress": (stress, "a solution against a reference or brute force, on generated cases"),
    "verify": (verify, "a problem package's own submissions against what they expect"),
    "merge": (merge, "the --json reports of a run's shards (--shard K/N) as one run's"),
    "new": (new, "a new problem folder, ready to judge"),
    "bundle": (bundle, "contest code that imports dlx_templates, as the one file a judge takes"),
    "template": (template, "print one block to paste (and where the installed blocks live)"),
}
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def _list_commands(p):
    """The plain command's --help ends with the other commands."""
    p.epilog = "commands (runner.py COMMAND --help):\n" + "\n".join(
        "  %-8s %s" % (word, what) for word, (_, what) in COMMANDS.items())
    p.formatter_class = argparse.RawDescriptionHelpFormatter


def _on_signal(signum, frame):
    raise Stopped(signum)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    word = argv[0] if argv[:1] and argv[0] in COMMANDS else None
    module = COMMANDS[word][0] if word else judge
    if word:
        argv = argv[1:]
    prog = report.PROG + (" " + word if word else "")
    console = report.Console()
    for signum in STOP_SIGNALS:
        signal.signal(signum, _on_signal)
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    sandbox.become_subreaper()
    session = None
    try:
        scratch.sweep_and_say(prog)
        session = Session(prog, console)
        parser = Parser(prog=prog)
        module.add_arguments(parser)
        if word is None:
            _list_commands(parser)
        cut = argv.index("--") if "--" in argv else len(argv)
        args = parser.parse_args(argv[:cut])
        args.passthrough = argv[cut + 1:]     # after --: stress's generator arguments
        return module.run(args, session)
    except UsageError as e:
        print("%s: error: %s" % (prog, e), file=sys.stderr)
        return 2
    except JudgeError as e:
        print("%s: judge error: %s" % (prog, e), file=sys.stderr)
        return 3
    except Stopped as e:
        for signum in STOP_SIGNALS:
            signal.signal(signum, signal.SIG_IGN)
        STOP.set()
        sandbox.kill_all_runs()
        sandbox.discard_prepared()
        code = 128 + e.signum
        if session is not None and session.on_stop is not None:
            try:
                session.on_stop(e.records)
            except (UsageError, JudgeError, OSError) as failure:
                print("%s: %s" % (prog, failure), file=sys.stderr)
        console.write("")
        print("%s: interrupted: stopped by %s" % (prog, signal.Signals(e.signum).name),
              file=sys.stderr)
        return code
    finally:
        if session is not None:
            session.close()
