"""Runs staged ahead of their cases: the next case's run set up while the current one runs
(pool.stage), waiting at its gate (keeper.py) until its input is known."""
import os

from .. import protocol
from ..world import World
from ..supervise import Launch, Run, pipe_size, seal, send_run
from ..limits import SandboxError
from . import pool
from .spawn import CAN_SPAWN


class Gated:
    """How a staged run's World gets its keeper (world.World's `start`): on the forking thread,
    a keeper of its own, the run told to wait at its gate; a bwrap run that keeps our uid is
    spawned by a warm keeper (spawn.py), no stub, where it may be (pool.may_spawn)."""

    @staticmethod
    def keeper(world):
        world.gated = True
        world.spawn = world.isolation == "bwrap" and world.uid < 0 and CAN_SPAWN and \
            pool.may_spawn(world.kind)
        return pool.Prepared(*world.kind, spawn=world.spawn)


class Staged:
    """A batch run set up before its case is known (pool.stage: while the current case runs),
    for the next case of the same command, limits and view: its World (a working directory of
    its own, a keeper of its own in a fresh cgroup), its output pipes, its stdin an empty
    memfd, and the run already sent to the stub with a gate (keeper.py): behind bwrap, bwrap
    has made the run's namespaces, tmpfs and mounts and waits at the gate before it forks the
    run's first process. go() fills and seals the stdin, opens the gate and supervises the run
    as an unstaged one is; close() undoes what go() did not."""

    def __init__(self, cmd, limits, containment, isolation, view, nofile, side):
        self.world = World("run", cmd, limits.memory_kb, containment, isolation, Gated, view,
                           side=side)
        self.modes = containment, isolation
        self.stdin = self.out_r = self.err_r = None
        fds = []
        try:
            self.stdin = os.memfd_create("dlxjudge-input",
                                         os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING)
            fds.append(os.open("/proc/self/fd/%d" % self.stdin, os.O_RDONLY | os.O_CLOEXEC))
            self.out_r, out_w = os.pipe()
            fds.append(out_w)
            self.err_r, err_w = os.pipe()
            fds.append(err_w)
            self.pipe_bytes = pipe_size(out_w)
            prepared, uid = self.world.prepared, self.world.uid
            gate = protocol.GATE_SPAWN if self.world.spawn else \
                protocol.GATE_BWRAP if isolation == "bwrap" else protocol.GATE_STUB
            self.launch = Launch(self.world.cmd, self.world.workdir, limits, containment,
                                 isolation, uid, nofile)
            send_run(prepared, self.launch, fds, gate=gate)
            prepared.gated = True
        except (OSError, AttributeError) as e:   # AttributeError: no memfd here
            self.close()
            raise SandboxError("cannot stage the run: %s" % e)
        except BaseException:
            self.close()
            raise
        finally:
            for fd in fds:
                os.close(fd)

    def ready(self):
        """Whether it still waits at its gate (a bwrap that failed to start has exited; the
        keeper of a fork server that died is dying), contained (pool.Prepared.contained)."""
        return self.world.prepared.contained() and self.world.prepared.alive()

    def go(self, input_bytes, limits, started=None):
        """The run on this input under `limits` (the output cap is this case's): its
        RunResult, as run() gives it (started(): called once its gate is open)."""
        try:
            seal(self.stdin, input_bytes)
        except OSError as e:
            raise SandboxError("cannot write the run's input: %s" % e)
        out_r, err_r, self.out_r, self.err_r = self.out_r, self.err_r, None, None
        return Run(self.launch._replace(limits=limits), self.world.prepared,
                   staged=(out_r, err_r, self.pipe_bytes), started=started).go()

    def close(self):
        for fd in (self.stdin, self.out_r, self.err_r):
            if fd is not None:
                os.close(fd)
        self.stdin = self.out_r = self.err_r = None
        self.world.close()
