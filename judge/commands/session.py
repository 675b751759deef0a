"""What every command is given: the one parser class (Parser: a usage error is one line and
exit 2, never usage text) and the Session (the console, this run's scratch folder, what to
close at the end, the report to write on a stop signal). cli.main makes both."""
import argparse
import difflib
import re
import sys

from ..errors import UsageError
from ..judging import report
from ..sandbox import scratch
from . import html_report


class Parser(argparse.ArgumentParser):
    """The one parser class: a usage error is one line and exit 2 (main), not usage text; a
    misspelt option names the nearest one (difflib), as git and pip do."""

    def error(self, message):
        raise UsageError(message + self.did_you_mean(message))

    def did_you_mean(self, message):
        """' (did you mean --tl?)' for an unrecognized option close to one of ours, else ''."""
        m = re.match(r"unrecognized arguments: (-\S+)", message)
        if not m:
            return ""
        options = [o for a in self._actions for o in a.option_strings if o.startswith("--")]
        close = difflib.get_close_matches(m.group(1).split("=")[0], options, 1, 0.6)
        return " (did you mean %s?)" % close[0] if close else ""


class Session:
    """What main gives a command: the console, this run's scratch folder (builds, generated
    cases: removed at the end), what to close at the end (checkers), and on_stop: the
    command's "write the report of what ran so far", called on a stop signal."""

    def __init__(self, prog, console):
        self.prog, self.console = prog, console
        self.scratch = scratch.make("build")
        self.on_stop = None
        self._closing = []

    def closing(self, thing):
        """thing, closed (thing.close()) when the command ends."""
        if thing is not None:
            self._closing.append(thing)
        return thing

    def close(self):
        for thing in self._closing:
            thing.close()
        scratch.remove(self.scratch)


def check_reports(args, session):
    """--json and --html checked before anything runs (UsageError naming why one cannot be
    written); with `--json -` the report is stdout, and the console lines go to stderr."""
    if args.json and report.json_target_problem(args.json):
        raise UsageError("--json: %s" % report.json_target_problem(args.json))
    if args.html and html_report.target_problem(args.html):
        raise UsageError("--html: %s" % html_report.target_problem(args.html))
    if args.json == "-":
        session.console = report.Console(sys.stderr)
