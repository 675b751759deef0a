"""What a run or a service has before it starts: its World (folder, uid, command, keeper)."""
from . import bwrap, privilege, scratch
from .limits import SandboxError, ceiling_bytes
from .modes import bwrap_path, identity, own_ipc, own_net, own_pids, run_paths, served
from .view import NOTHING


class World:
    """What a run or a service has before it starts: its working directory (the caller's
    `workdir`, else a fresh scratch folder, `kind` names it) and the view's writable folders
    owned by its uid (its `side`'s: privilege.uid_for), its command (behind bwrap's, tmpfs at
    its memory), and a keeper ready in its cgroup, the memory ceiling set. close() undoes it
    all. (Its stdin is a memfd: no folder holds it.) `start`: who gives it its keeper,
    start.keeper(world): the seam's (starts.starts()), or a staged run's (warm/staged.py, made
    on the forking thread: a keeper forked there for it, bwrap told to wait at the gate,
    `gated`, or spawned by a warm keeper, `spawn`)."""

    def __init__(self, kind, cmd, memory_kb, containment, isolation, start, view=NOTHING,
                 workdir=None, side=privilege.SOLUTION):
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
            self.workdir, self.isolation, self.name = workdir, isolation, kind
            self.kind = (containment, own_pids(isolation), served(isolation, self.uid))
            self.gated = self.spawn = False
            self.prepared = start.keeper(self)   # may set gated, spawn
            if isolation == "bwrap":
                cmd = bwrap.prefix(bwrap_path(), workdir, view, tmpfs_bytes=memory_kb * 1024,
                                   uid=privilege.uid_for(side), ipc=not own_ipc(),
                                   gated=self.gated, spawned=self.spawn,
                                   net=not own_net(isolation)) + cmd
            self.cmd = cmd
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
