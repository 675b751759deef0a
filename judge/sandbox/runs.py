"""The two things the sandbox runs: one run under limits (run) and a long-lived process in
the same sandbox (Service: a checker host). Both start from one World."""
import os

from . import privilege, scratch
from . import bwrap, keeper, pool, protocol, registry
from .limits import (NOFILE, SandboxError, address_bytes, ceiling_bytes, file_bytes, rlimits,
                     run_env)
from .modes import bwrap_path, identity, own_ipc, own_net, own_pids, run_paths, served
from .proc import run_wait_s
from .supervise import (CHUNK, Launch, Run, close_quietly, pipe_size, seal, sealed_input,
                        send_run)
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


def _run(cmd, input_bytes, limits, containment, isolation, view, workdir, nofile, stdio,
         side, stop=None):
    # A batch run in a folder of its own: the next run of the same command, limits and view
    # is staged while this one runs (Staged; pool.stage says how many and from when).
    if stdio is None and workdir is None and stop is None:
        key = (tuple(cmd), rlimits(limits), limits.memory_kb, containment, isolation, view,
               nofile, side)
        staged = pool.take_staged(key)

        def started():          # the forking thread's work waits until this run has started
            pool.stage(key, lambda: Staged(cmd, limits, containment, isolation, view, nofile,
                                           side))
            pool.flush_later()

        try:
            if staged is not None and staged.ready():
                return staged.go(input_bytes, limits, started)
            return _fresh(cmd, input_bytes, limits, containment, isolation, view, workdir,
                          nofile, stdio, side, started)
        finally:
            pool.run_done(key)
            if staged is not None:      # its processes are gone: the rest is undone later,
                pool.later(staged.close)  # once the next run has started
    return _fresh(cmd, input_bytes, limits, containment, isolation, view, workdir, nofile,
                  stdio, side, stop=stop)


def _fresh(cmd, input_bytes, limits, containment, isolation, view, workdir, nofile, stdio,
           side, started=None, stop=None):
    """A run set up from nothing, here and now (started(): called once it has started)."""
    world = World("run", cmd, limits.memory_kb, containment, isolation, view, workdir, side)
    try:
        pool.refill(*world.kind)                 # the next run's keeper
                                                 # gets ready while this one runs
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


class World:
    """What a run or a service has before it starts: its working directory (the caller's
    `workdir`, else a fresh scratch folder, `kind` names it) and the view's writable folders
    owned by its uid (its `side`'s: privilege.uid_for), its command (behind bwrap's, tmpfs at
    its memory), and a keeper ready in its cgroup, the memory ceiling set. close() undoes it
    all. (Its stdin is a memfd: no folder holds it.) `gated`: a staged run's (Staged), made on
    the forking thread: a keeper forked there for it, and bwrap told to wait at the gate."""

    def __init__(self, kind, cmd, memory_kb, containment, isolation, view=NOTHING,
                 workdir=None, side=privilege.SOLUTION, gated=False):
        self.tmp = self.prepared = None
        try:
            self.uid, _ = identity(isolation, run_paths(cmd, isolation, view, workdir), side)
            if workdir is None:
                workdir = self.tmp = scratch.make(kind)
            for folder in [workdir] + view.writable:
                try:
                    privilege.prepare_folder(folder, self.uid)
                except OSError as e:     # a link a run put there: never followed
                    raise SandboxError("cannot give the run %s: %s" % (folder, e.strerror))
            self.workdir = workdir
            self.kind = (containment, own_pids(isolation), served(isolation, self.uid))
            # a staged bwrap run that keeps our uid needs no stub: its keeper spawns bwrap
            self.spawn = gated and isolation == "bwrap" and self.uid < 0 and \
                keeper.CAN_SPAWN and pool.may_spawn(self.kind)
            if isolation == "bwrap":
                cmd = bwrap.prefix(bwrap_path(), workdir, view, tmpfs_bytes=memory_kb * 1024,
                                   uid=privilege.uid_for(side), ipc=not own_ipc(),
                                   gated=gated, spawned=self.spawn,
                                   net=not own_net(isolation)) + cmd
            self.cmd = cmd
            # a staged run's is made on the forking thread, where it runs: a keeper of its own
            self.prepared = pool.Prepared(*self.kind, spawn=self.spawn) if gated else \
                pool.take_prepared(*self.kind)
            if self.prepared.cg is not None:
                try:
                    self.prepared.cg.set_limits(ceiling_bytes(memory_kb))
                except OSError as e:
                    raise SandboxError("cannot set the run's cgroup limits: %s" % e)
        except BaseException:
            self.close()
            raise

    def close(self):
        if self.prepared is not None:
            self.prepared.close()
            self.prepared = None
        if self.tmp is not None:
            scratch.remove(self.tmp)


class Staged:
    """A batch run set up before its case is known (pool.stage: while the current case runs),
    for the next case of the same command, limits and view: its World (a working directory of
    its own, a keeper of its own in a fresh cgroup), its output pipes, its stdin an empty
    memfd, and the run already sent to the stub with a gate (keeper.py): behind bwrap, bwrap
    has made the run's namespaces, tmpfs and mounts and waits at the gate before it forks the
    run's first process. go() fills and seals the stdin, opens the gate and supervises the run
    as an unstaged one is; close() undoes what go() did not."""

    def __init__(self, cmd, limits, containment, isolation, view, nofile, side):
        self.world = World("run", cmd, limits.memory_kb, containment, isolation, view,
                           side=side, gated=True)
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
                                       view, side=side)
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
