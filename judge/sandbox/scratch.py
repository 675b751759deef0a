"""The runner's temporary folders: each run's working directory (its stdin is a memfd, in no
folder), the compiled solutions, stress's cases. They all live in one folder per user, <tmp>/dlxjudge-<uid>, mode
0711 (its names cannot be listed by others; a run's own folder is 0700, made by mkdtemp), and
each is named after the process that made it: "<kind>-<pid>-<start time>-<random>".

A runner killed outright (SIGKILL) cannot clean up: the next one sweeps (sweep) every folder
whose maker is gone, a pid that no longer runs or now belongs to a process started at another
time, and says how many it removed. A folder of a live runner is never touched.
"""
import os
import stat
import sys
import tempfile

_NAME_PARTS = 4                 # kind, pid, start time, mkdtemp's random part


def _start_time(pid):
    """Field 22 of /proc/PID/stat (clock ticks since boot), or None if there is no such pid."""
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            stat_line = f.read()
    except OSError:
        return None
    return stat_line[stat_line.rfind(b")") + 2:].split()[19].decode()


_OURS = []                      # "<pid>-<start time>" of this process, read at the first make


def _ours():
    if not _OURS:
        _OURS.append("%d-%s" % (os.getpid(), _start_time(os.getpid())))
    return _OURS[0]


def parent():
    """<tmp>/dlxjudge-<uid>, made if need be; OSError if it is not a folder of ours (someone
    else made it, or it is a link)."""
    path = os.path.join(tempfile.gettempdir(), "dlxjudge-%d" % os.geteuid())
    try:
        os.mkdir(path, 0o711)
    except FileExistsError:
        pass
    info = os.lstat(path)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid():
        raise OSError("%s is not a folder of user %d" % (path, os.geteuid()))
    if stat.S_IMODE(info.st_mode) != 0o711:
        os.chmod(path, 0o711)
    return path


def make(kind):
    """A new private folder of this process, under parent() (under the plain temporary folder
    if parent() cannot be used)."""
    prefix = "%s-%s-" % (kind, _ours())
    try:
        return tempfile.mkdtemp(prefix=prefix, dir=parent())
    except OSError:
        return tempfile.mkdtemp(prefix="dlxjudge-" + prefix)


def remove(path):
    """Remove the folder at `path` and everything in it, however deep or however its modes
    were left by a run (a 3000-deep tree made shutil.rmtree raise RecursionError, and a path
    past PATH_MAX cannot be named at all): with two open folders at a time, every subfolder
    is moved up into the top one before it is emptied, so depth never grows. Never follows a
    link (a link is removed, not its target). True when it is gone; never raises."""
    try:
        top = _open_folder(path)
    except FileNotFoundError:
        return True
    except OSError:
        try:
            os.unlink(path)          # a link or a file where a folder was
            return True
        except OSError:
            return False
    try:
        _empty(top)
    except OSError:
        pass
    finally:
        os.close(top)
    try:
        os.rmdir(path)
        return True
    except OSError:
        return not os.path.lexists(path)


def _open_folder(path):
    """The folder at path, open for reading, never through a link. A run's working directory
    is its own: one that left it without permissions (mode 000) gets them back first, through
    an O_PATH handle (chmod by name could follow a link put there meanwhile)."""
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW
    try:
        return os.open(path, flags)
    except PermissionError:
        handle = os.open(path, os.O_PATH | os.O_DIRECTORY | os.O_NOFOLLOW)
        try:
            os.chmod("/proc/self/fd/%d" % handle, 0o700)
        finally:
            os.close(handle)
        return os.open(path, flags)


def _empty(top):
    """Empty the folder open as `top`: its files unlinked, its subfolders' own subfolders
    moved up beside them (new names), each subfolder then removed once empty."""
    moved = 0
    while True:
        names = os.listdir(top)
        if not names:
            return
        progress = False
        for name in names:
            try:
                info = os.stat(name, dir_fd=top, follow_symlinks=False)
            except FileNotFoundError:
                continue
            if not stat.S_ISDIR(info.st_mode):
                os.unlink(name, dir_fd=top)
                progress = True
                continue
            os.chmod(name, 0o700, dir_fd=top, follow_symlinks=False)  # a run's mode 000
            sub = os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=top)
            try:
                for inner in os.listdir(sub):
                    st = os.stat(inner, dir_fd=sub, follow_symlinks=False)
                    if stat.S_ISDIR(st.st_mode):
                        moved += 1
                        os.rename(inner, ".up-%d" % moved, src_dir_fd=sub, dst_dir_fd=top)
                    else:
                        os.unlink(inner, dir_fd=sub)
            finally:
                os.close(sub)
            os.rmdir(name, dir_fd=top)
            progress = True
        if not progress:
            return


def _stale(name):
    """True if the folder `name` was made by a process that is gone."""
    parts = name.split("-")
    if len(parts) != _NAME_PARTS or not parts[1].isdigit():
        return False
    return _start_time(int(parts[1])) != parts[2]


def sweep():
    """Remove the folders that runners killed outright left behind; how many were removed."""
    try:
        top = parent()
        names = os.listdir(top)
    except OSError:
        return 0
    removed = 0
    for name in names:
        if _stale(name):
            removed += remove(os.path.join(top, name))
    return removed


def sweep_and_say(prog):
    """sweep(), and one line on stderr when it removed something."""
    removed = sweep()
    if removed:
        print("%s: note: removed %d temporary folder%s left by a runner that was killed (%s)"
              % (prog, removed, "" if removed == 1 else "s", parent()), file=sys.stderr)
    return removed
