"""What every command is given: the one parser class (Parser: a usage error is one line and
exit 2, never usage text) and the Session (the console, this run's scratch folder, what to
close at the end, the report to write on a stop signal). cli.main makes both."""
import argparse

from ..errors import UsageError
from ..sandbox import scratch


class Parser(argparse.ArgumentParser):
    """The one parser class: a usage error is one line and exit 2 (main), not usage text."""

    def error(self, message):
        raise UsageError(message)


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
