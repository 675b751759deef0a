"""Who the judged code runs as: never with a privilege, whoever starts the runner.

A runner started by an ordinary user runs everything (solution, compiler, checker) as that
user: there is nothing to drop. A runner started as root runs them as RUN_UID:RUN_GID
(nobody:nogroup), no supplementary group, no_new_privs, no capability:
- the keeper's stub joins the run's cgroup first (as root: the cgroup files stay root's, so
  the run cannot leave it), then drops to RUN_UID with setgroups/setresgid/setresuid and sets
  no_new_privs before it execs (judge/sandbox/keeper.py);
- behind bwrap, bwrap itself then runs unprivileged, in a user namespace of RUN_UID: uid
  RUN_UID inside and out, CapEff 0, no further user namespace;
- that needs every path the run uses (interpreter, solution, the repository it imports) to be
  reachable by RUN_UID. Where one is not (a Python under /root, a folder of mode 0700):
  behind bwrap, bwrap starts as root and maps RUN_UID inside to root outside, with every
  capability dropped, no_new_privs and no user namespace: /proc/sys, /dev and every path but
  the run's folder are read-only, /run and /var/run hidden, but the run can read what root
  can read and is not hidden (the note says so, naming the path); without bwrap, the run is
  refused (a JE naming the path): it would run as root;
- root of a user namespace that maps no RUN_UID (a rootless container) cannot drop to it:
  the run keeps that uid, which holds no privilege outside the namespace (the note says so).
"""
import os
import stat

RUN_UID = RUN_GID = 65534      # nobody:nogroup on Debian and most others


def dropping():
    """True when the runner must drop privileges for what it runs (it is root)."""
    return os.geteuid() == 0


def unmapped():
    """Why RUN_UID:RUN_GID cannot be taken here (a user namespace that maps neither: root
    of a rootless container), or None."""
    for kind, wanted in (("uid", RUN_UID), ("gid", RUN_GID)):
        try:
            with open("/proc/self/%s_map" % kind) as f:
                ranges = [[int(w) for w in line.split()] for line in f if line.strip()]
        except (OSError, ValueError):
            return None          # no user namespaces here: every id is the kernel's
        if not any(inside <= wanted < inside + count for inside, _, count in ranges):
            return "%s %d is not mapped in this user namespace" % (kind, wanted)
    return None


def unreachable(paths, passed=(), uid=RUN_UID, gid=RUN_GID):
    """"X" or "X (on the way to Y)" for the first of paths (files and folders) that uid:gid
    cannot reach (search every folder above it, read it, run it if it is executable for its
    owner), or of the folders `passed` that it cannot search (a folder bwrap mounts over, a
    parent whose names need not be listed), or None. Mode bits only."""
    for path in list(paths) + list(passed):
        path = os.path.abspath(path)
        ends = (path, os.path.realpath(path))
        read = path not in map(os.path.abspath, passed)
        for target in _chain(path):
            try:
                st = os.stat(target)
            except OSError:
                return "%s (on the way to %s)" % (target, path)
            need = 1 if target not in ends or not read else (
                5 if stat.S_ISDIR(st.st_mode) or st.st_mode & stat.S_IXUSR else 4)
            if _bits(st, uid, gid) & need != need:
                return target if target in ends else "%s (on the way to %s)" % (target, path)
    return None


def _chain(path):
    """The folders from / down to path, then path itself, following every link on the way
    (a link's target must be reachable too)."""
    seen, out = set(), []
    todo = [path]
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        parts = p.split(os.sep)
        for i in range(1, len(parts) + 1):
            prefix = os.sep.join(parts[:i]) or os.sep
            out.append(prefix)
            if os.path.islink(prefix):
                todo.append(os.path.realpath(prefix))
    return list(dict.fromkeys(out))


def _bits(st, uid, gid):
    if st.st_uid == uid:
        return (st.st_mode >> 6) & 7
    if st.st_gid == gid:
        return (st.st_mode >> 3) & 7
    return st.st_mode & 7


def prepare_folder(path, uid):
    """A run's folder: the uid the run drops to owns it (the run writes there, nowhere else);
    uid -1: it stays ours (a run that keeps our uid, in bwrap's user namespace)."""
    if uid >= 0:
        os.chown(path, uid, RUN_GID if uid == RUN_UID else -1)


def open_to_run(path):
    """A folder of ours that holds a run's folder: open to RUN_UID (read and search; what it
    holds is only the run's folder and its stdin file, which is passed to it anyway)."""
    if dropping():
        os.chmod(path, 0o755)


def take_back(folder):
    """A run's folder that outlives it (a compiler's output): ours again, read-only to it."""
    if dropping():
        for top, dirs, files in os.walk(folder):     # javac -d writes package folders
            for path in [top] + [os.path.join(top, n) for n in dirs + files]:
                os.chown(path, os.geteuid(), os.getegid(), follow_symlinks=False)
        os.chmod(folder, 0o755)
