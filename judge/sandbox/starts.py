"""The one seam between the sandbox's core and its speed layer (warm/).

starts() is what the core asks for a run's keeper (keeper) and for a batch run (batch). Plain
is the plain path, one fork per run: its keeper is forked when the run starts (keepers.Keeper),
and the keeper's stub execs the command. Unless DLXJUDGE_WARM=0, starts() gives the warm path
instead (warm.Warm: keepers forked ahead by a fork server, runs staged ahead of their cases,
warm keepers), which must start the same run, only sooner
(tests/judge/sandbox/test_warm_parity.py). Nothing of warm/ imports this file: the arrows
point one way, runs -> starts -> warm -> the core's keepers, World and supervisor."""
import os

from .keepers import Keeper, forker

_WARM = []                       # the warm path (warm.Warm), once a run took it


def starts():
    """The seam: how runs start here, PLAIN where DLXJUDGE_WARM=0, else warm.Warm. Read at each
    run, so that a test may switch it (what the warm path holds then waits, unused, for the
    end: discard_prepared)."""
    if os.environ.get("DLXJUDGE_WARM") == "0":
        return PLAIN
    if not _WARM:
        from .warm import Warm
        _WARM.append(Warm())
    return _WARM[0]


def start_server():
    """Runs will come: what the seam prepares for them starts now, in the background (the
    warm path's fork server), while the runner's start goes on."""
    starts().ready()


def discard_prepared():
    """At the end, or on a signal: what the warm path prepared for runs that will not come is
    closed (its keepers, its staged runs, its fork server)."""
    for warm in list(_WARM):
        warm.finish()


class Plain:
    """The plain path: nothing ahead of a run; its keeper is forked as it starts (on the
    forking thread), by the runner. warm.Warm answers the same four questions."""

    def keeper(self, world):
        """A keeper for the run of `world` (world.World: its kind), starting now."""
        return forker().submit(Keeper, *world.kind[:2]).result()

    def batch(self, fresh, order, input_bytes):
        """A batch run (runs.Order, input_bytes), whose result fresh(started) gives when it is
        started from nothing (started: a callback, None here): its RunResult."""
        return fresh(None)

    def ready(self):
        """Runs will come (the runner's start): nothing to prepare."""

    def finish(self):
        """The runner's end: nothing left to undo."""


PLAIN = Plain()
