"""A cgroup per run: the container no process of the solution can leave (v2, or v1 where that
is what the machine mounts), as DOMjudge's runguard and IOI's isolate use.

The runner may make one when it is root or owns a delegated subtree of the hierarchy it is in.
CPU is the cgroup's total (cpu.stat usage_usec / cpuacct.usage), memory its peak
(memory.peak / memory.max_usage_in_bytes: anonymous memory, tmpfs and memfd pages alike), and
a kill reaches every member (cgroup.kill, or freeze-kill-thaw, or kill until empty).
"""
import itertools
import os
import signal
import time

ROOT = "/sys/fs/cgroup"
PIDS_MAX = 256                 # a fork bomb stops here, not at the machine's limit
_names = itertools.count(1)


def _own_paths():
    """{controller or "" for v2: our cgroup path} from /proc/self/cgroup."""
    paths = {}
    with open("/proc/self/cgroup") as f:
        for line in f:
            _, controllers, path = line.rstrip("\n").split(":", 2)
            for c in controllers.split(",") if controllers else [""]:
                paths[c] = path
    return paths


def _write(path, text):
    with open(path, "w") as f:
        f.write(text)


def read_bytes(path):
    """A cgroup or /proc file's bytes, through os-level calls (a run's counters are read every
    sample, dozens of files: a buffered file costs several times as much); OSError if it
    cannot be read."""
    fd = os.open(path, os.O_RDONLY)
    try:
        chunks = []
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
    finally:
        os.close(fd)


def _read(path):
    return read_bytes(path).decode()


class Cgroup:
    """One run's cgroup(s): v2 is one folder, v1 one folder per controller."""

    def __init__(self, dirs, version):
        self.dirs, self.version = dirs, version  # {controller: folder}

    @property
    def procs_files(self):
        return [os.path.join(d, "cgroup.procs") for d in self.dirs.values()]

    def set_limits(self, memory_bytes):
        """A hard memory ceiling above the verdict's limit (the verdict reads the peak; the
        ceiling only stops a runaway) and a cap on the number of processes."""
        if self.version == 2:
            d = self.dirs[""]
            _write(os.path.join(d, "memory.max"), str(memory_bytes))
            _try_write(os.path.join(d, "memory.swap.max"), "0")
            _try_write(os.path.join(d, "pids.max"), str(PIDS_MAX))
        else:
            m = self.dirs["memory"]
            _write(os.path.join(m, "memory.limit_in_bytes"), str(memory_bytes))
            _try_write(os.path.join(m, "memory.memsw.limit_in_bytes"), str(memory_bytes))
            if "pids" in self.dirs:
                _try_write(os.path.join(self.dirs["pids"], "pids.max"), str(PIDS_MAX))

    def cpu_s(self):
        if self.version == 2:
            for line in _read(os.path.join(self.dirs[""], "cpu.stat")).splitlines():
                if line.startswith("usage_usec "):
                    return int(line.split()[1]) / 1e6
            return 0.0
        return int(_read(os.path.join(self.dirs["cpuacct"], "cpuacct.usage"))) / 1e9

    def cpu_wait_s(self):
        """Seconds some member spent runnable but waiting for a CPU (v2's cpu.pressure, where
        the kernel keeps it); None where it does not (v1, or PSI off)."""
        if self.version != 2:
            return None
        try:
            for line in _read(os.path.join(self.dirs[""], "cpu.pressure")).splitlines():
                if line.startswith("some "):
                    return int(line.rsplit("total=", 1)[1]) / 1e6
        except (OSError, IndexError, ValueError):
            pass
        return None

    def peak_kb(self):
        if self.version == 2:
            return int(_read(os.path.join(self.dirs[""], "memory.peak"))) // 1024
        return int(_read(os.path.join(self.dirs["memory"], "memory.max_usage_in_bytes"))) // 1024

    def pids(self):
        """The members (any folder holds them all: every process joins every folder)."""
        for d in self.dirs.values():
            if os.path.isdir(d):
                return [int(p) for p in _read(os.path.join(d, "cgroup.procs")).split()]
        return []

    def kill(self):
        """SIGKILL every member, including any forked while we kill. On v1 the members are
        frozen first where the freezer is mounted (a fork cannot race the kill), and always
        thawed again, frozen or not (a SIGKILL is delivered only once thawed): every wait
        here is bounded, so a freezer stuck in FREEZING costs a few hundred ms, never a
        frozen run and a hung runner."""
        if self.version == 2 and _try_write(os.path.join(self.dirs[""], "cgroup.kill"), "1"):
            return
        freezer = self.version == 1 and "freezer" in self.dirs
        asked = freezer and self._freeze("FROZEN")
        try:
            frozen = asked and self._wait_state("FROZEN")
            for _ in range(100):
                pids = self.pids()
                if not pids:
                    break
                for p in pids:
                    try:
                        os.kill(p, signal.SIGKILL)
                    except OSError:
                        pass
                if frozen:
                    break
        finally:
            if freezer:
                self._freeze("THAWED")

    def _freeze(self, state):
        """Ask the freezer for `state`; False if it cannot be asked."""
        return _try_write(os.path.join(self.dirs["freezer"], "freezer.state"), state)

    def _wait_state(self, state, tries=200):
        """True once freezer.state reads `state` (at most `tries` ms)."""
        path = os.path.join(self.dirs["freezer"], "freezer.state")
        for _ in range(tries):
            try:
                if _read(path).strip() == state:
                    return True
            except OSError:
                return False
            time.sleep(0.001)
        return False

    def remove(self):
        """rmdir every folder once the members are gone (they may take a moment to exit)."""
        for _ in range(200):
            try:
                if self.pids():
                    self.kill()
            except OSError:
                pass
            left = [d for d in self.dirs.values() if os.path.isdir(d)]
            for d in left:
                try:
                    os.rmdir(d)
                except OSError:
                    pass
            if not any(os.path.isdir(d) for d in self.dirs.values()):
                return True
            time.sleep(0.005)
        return False


def _try_write(path, text):
    try:
        _write(path, text)
        return True
    except OSError:
        return False


V1_NEEDED = ("memory", "cpuacct")
V1_OPTIONAL = ("pids", "freezer")


_PARENTS = []                  # _parent_dirs()'s answer, found once: where a process sits in
                               #   the hierarchy does not change while it judges


def _parent_dirs():
    """(version, {controller: folder we may create children in}) or raise OSError."""
    if not _PARENTS:
        _PARENTS.append(_find_parent_dirs())
    return _PARENTS[0]


def _find_parent_dirs():
    own = _own_paths()
    v2_root = ROOT if os.path.exists(os.path.join(ROOT, "cgroup.controllers")) else None
    if v2_root and "" in own:
        parent = os.path.join(v2_root, own[""].lstrip("/"))
        controllers = _read(os.path.join(parent, "cgroup.subtree_control")).split()
        if {"memory", "cpu"} <= set(controllers) or _enable_v2(parent):
            return 2, {"": parent}
    dirs = {}
    for c in V1_NEEDED + V1_OPTIONAL:
        base = os.path.join(ROOT, c)
        if c in own and os.path.exists(os.path.join(base, "cgroup.procs")):
            dirs[c] = os.path.join(base, own[c].lstrip("/"))
    if all(c in dirs for c in V1_NEEDED):
        return 1, dirs
    raise OSError("no cgroup v2 with memory and cpu, nor cgroup v1 memory and cpuacct")


def _enable_v2(parent):
    """Turn on memory, cpu and pids for our children: only possible in a folder with no
    processes of its own (the "no internal processes" rule), so this usually fails unless a
    delegated subtree was prepared for us."""
    return _try_write(os.path.join(parent, "cgroup.subtree_control"), "+memory +cpu +pids")


def make():
    """A new, empty cgroup for one run; OSError (with the reason) where we may not make one."""
    version, parents = _parent_dirs()
    name = "dlxjudge-%d-%d" % (os.getpid(), next(_names))
    dirs = {}
    try:
        for c, parent in parents.items():
            d = os.path.join(parent, name)
            os.mkdir(d)
            dirs[c] = d
    except OSError:
        Cgroup(dirs, version).remove()
        raise
    return Cgroup(dirs, version)


def _remove_stale(parents):
    """rmdir the empty run cgroups that a runner killed outright (SIGKILL) left behind."""
    for parent in parents.values():
        try:
            names = os.listdir(parent)
        except OSError:
            continue
        for name in names:
            parts = name.split("-")
            if len(parts) == 3 and parts[0] == "dlxjudge" and parts[1].isdigit() \
                    and not os.path.exists("/proc/%s" % parts[1]):
                try:
                    os.rmdir(os.path.join(parent, name))
                except OSError:
                    pass  # still has members: not ours to kill


def probe():
    """None if a run's cgroup can be made and measured here, else the reason why not.
    Empty cgroups left by runners that were killed outright are removed on the way."""
    try:
        _remove_stale(_parent_dirs()[1])
        cg = make()
    except OSError as e:
        return "cgroup: %s" % (e.strerror or e)
    try:
        cg.set_limits(1 << 30)
        cg.cpu_s()
        cg.peak_kb()
        return None
    except OSError as e:
        return "cgroup: %s" % (e.strerror or e)
    finally:
        cg.remove()
