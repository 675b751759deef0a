"""The sandbox's speed layer, behind one seam (starts.starts): what makes a run start sooner,
never what it is. pool.py keeps keepers forked ahead of their runs and stages a batch run ahead
of its case (staged.py: set up while the case before it runs, waiting at its gate); server.py is
the fork server, a small process that forks the keepers so that none is a copy of the runner;
spawn.py is the warm keeper, which spawns one staged bwrap run after another with no stub;
seam.py answers the seam's questions from all of them. DLXJUDGE_WARM=0 leaves this folder out:
every run then starts the plain way, its keeper forked as it starts (starts.Plain). A warm run
and a fresh one are the same run (tests/judge/sandbox/test_warm_parity.py). Importing this door
loads nothing (the fork server starts as a module of this package: server.command)."""

__all__ = ["Warm"]


def __getattr__(name):
    if name == "Warm":                  # at the first warm run, not at import
        from .seam import Warm
        return Warm
    raise AttributeError("module %r has no attribute %r" % (__name__, name))
