"""The two things the sandbox runs: one run under limits (run) and a long-lived process in
the same sandbox (Service: a checker host). Both start from one World (world.py), whose keeper
comes through the seam (starts.py: the plain path, or the warm one, warm/)."""
import collections
import os

from . import privilege
from . import protocol, registry
from .starts import starts
from .world import World
from .limits import (NOFILE, SandboxError, address_bytes, file_bytes, rlimits,
                     run_env)
from .modes import own_net
from .proc import run_wait_s
from .supervise import CHUNK, Launch, Run, close_quietly, sealed_input
from .view import NOTHING


def run(cmd, input_bytes, limits, containment, isolation, view=NOTHING, workdir=None,
        nofile=NOFILE, stdio=None, side=privilege.SOLUTION, stop=None):
    """Run cmd (argv, cmd[0] an absolute path) with input_bytes in a private file as stdin,
    after choose() said which modes. Under bwrap it sees what `view` says (view.py: shown
    folders read-only even below /tmp, hidden ones hidden inside them, exposed paths visible
    again); its writable folders (the caller's) are visible and writable, owned by the run's
    uid while it runs, whatever the isolation. `workdir`: a folder of the caller's to work in
    (kept; a compiler's output), else a fresh one. `side`: privilege.JUDGE for a program that
    judges (a validator, an interactor, a testlib checker: a uid of its own under a root
    runner), else SOLUTION. SandboxError if it could not be run.

    stdio=(stdin_fd, stdout_fd): the run reads and writes these (pipes to another run, for
    interactive problems) instead: input_bytes is ignored, RunResult.stdout stays empty and
    no output cap applies. The two fds become the run's: they are closed here as soon as
    the run holds them (or fails to start), so that each end sees EOF when the other ends.

    stop: a threading.Event another thread sets when the run's outcome no longer matters
    (an interactive validator has rejected): the run is killed within a sample's gap
    (supervise.POLL), its kill_reason "stopped"."""
    if stdio is not None:
        held = list(stdio)      # Run.go() closes them once sent, and marks them None
        try:
            return _run(cmd, b"", limits, containment, isolation, view, workdir, nofile,
                        held, side, stop)
        finally:
            for fd in held:
                if fd is not None:
                    close_quietly(fd)
    return _run(cmd, input_bytes, limits, containment, isolation, view, workdir, nofile,
                None, side, stop)


# A batch run as it is asked for before its input is known: what to run, its limits, its world
# (containment, isolation, view, nofile: RLIMIT_NOFILE) and its side (privilege.SOLUTION or
# JUDGE). key(): the runs that may stand in for one another (warm/: a run staged ahead).
class Order(collections.namedtuple("Order", "cmd limits containment isolation view nofile "
                                              "side")):
    def key(self):
        return (tuple(self.cmd), rlimits(self.limits), self.limits.memory_kb, self.containment,
                self.isolation, self.view, self.nofile, self.side)


def _run(cmd, input_bytes, limits, containment, isolation, view, workdir, nofile, stdio,
         side, stop=None):
    # A batch run in a folder of its own: the seam's to start (starts.py: the warm path
    # may have staged it ahead, while the run before it ran).
    if stdio is None and workdir is None and stop is None:
        order = Order(cmd, limits, containment, isolation, view, nofile, side)
        return starts().batch(lambda started: _fresh(
            cmd, input_bytes, limits, containment, isolation, view, workdir, nofile, stdio,
            side, started), order, input_bytes)
    return _fresh(cmd, input_bytes, limits, containment, isolation, view, workdir, nofile,
                  stdio, side, stop=stop)


def _fresh(cmd, input_bytes, limits, containment, isolation, view, workdir, nofile, stdio,
           side, started=None, stop=None):
    """A run set up from nothing, here and now (started(): called once it has started)."""
    world = World("run", cmd, limits.memory_kb, containment, isolation, starts(), view,
                  workdir, side)
    try:
        stdin = sealed_input(input_bytes) if stdio is None else None
        try:
            launch = Launch(world.cmd, world.workdir, limits, containment, isolation,
                            world.uid, nofile)
            return Run(launch, world.prepared, stdin if stdio is None else stdio, stop=stop,
                       started=started).go()
        finally:
            if stdin is not None:
                os.close(stdin)
    finally:
        world.close()


class Service:
    """A long-lived process in the same sandbox as a run (a checker host): its own keeper,
    cgroup (memory ceiling, pids), uid (the judge's side's, by default), bwrap and rlimits,
    talking to us through the fds we
    give it (its stdin, stdout, stderr); the keeper kills whatever it starts when it exits,
    and everything at stop(). No CPU or wall limit of ours: the caller bounds each request."""

    CPU_S = 24 * 3600          # RLIMIT_CPU: a net only, the caller bounds its waits

    def __init__(self, cmd, fds, memory_kb, containment, isolation, view=NOTHING,
                 side=privilege.JUDGE):
        self.world = self.status_fd = self.status = None
        try:
            world = self.world = World("checker", cmd, memory_kb, containment, isolation,
                                       starts(), view, side=side)
            self.status_fd = os.dup(world.prepared.status_r)   # read after close()
            env = dict(run_env(), HOME=world.workdir, TMPDIR=world.workdir)
            protocol.send_run(world.prepared.ctl, protocol.RunSpec(
                argv=world.cmd, env=env, cwd=world.workdir, cpu_s=self.CPU_S,
                address=address_bytes(memory_kb), uid=world.uid, nofile=NOFILE,
                fsize=file_bytes(memory_kb), net=own_net(isolation)), fds)
        except (OSError, SandboxError) as e:
            self.stop()
            raise SandboxError(str(e))
        registry.watch(world.prepared.keeper)

    def cpu_wait_s(self, delays):
        """Seconds it (and what it started) has waited for a CPU, as run_wait_s counts them."""
        if self.world is None:
            return 0.0
        return run_wait_s(self.world.prepared.keeper.pid, delays)

    def stop(self):
        """Kill it and everything it started; its exit code (or None: killed, or by signal)."""
        if self.world is not None:
            registry.unwatch(self.world.prepared.keeper)
            self.world.close()
            self.world = None
        if self.status_fd is not None:
            report = protocol.parse_status(_read_all(self.status_fd))
            os.close(self.status_fd)
            self.status_fd = None
            if report is not None and report[0] is not None and os.WIFEXITED(report[0]):
                self.status = os.WEXITSTATUS(report[0])
        return self.status


def _read_all(fd):
    """What a pipe holds now, without waiting (its writer has exited)."""
    os.set_blocking(fd, False)
    chunks = []
    try:
        while True:
            chunk = os.read(fd, CHUNK)
            if not chunk:
                break
            chunks.append(chunk)
    except OSError:
        pass
    return b"".join(chunks)
