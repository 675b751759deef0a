"""The warm side of the seam (starts.py): the same runs as the plain path's, started
sooner: a run's keeper forked ahead (pool.take_prepared, refill), by the fork server where it
serves (server.py), and a batch run staged ahead of its case (staged.py) once its command has
run twice, spawned by a warm keeper where it keeps our uid behind bwrap (spawn.py)."""
from . import pool
from .staged import Staged


class Warm:
    """starts.Plain's four questions, answered from what was prepared ahead."""

    def keeper(self, world):
        prepared = pool.take_prepared(*world.kind)
        if world.name == "run":           # the next run's keeper gets ready while this one runs
            pool.refill(*world.kind)
        return prepared

    def batch(self, fresh, order, input_bytes):
        """The run staged for this order, if one waits ready, else fresh(started); either way
        the next run of the order is staged once this one has started."""
        key = order.key()
        staged = pool.take_staged(key)

        def started():          # the forking thread's work waits until this run has started
            pool.stage(key, lambda: Staged(*order))
            pool.flush_later()

        try:
            if staged is not None and staged.ready():
                return staged.go(input_bytes, order.limits, started)
            return fresh(started)
        finally:
            pool.run_done(key)
            if staged is not None:      # its processes are gone: the rest is undone later,
                pool.later(staged.close)  # once the next run has started

    def ready(self):
        pool.start_server()

    def finish(self):
        pool.discard_prepared()
