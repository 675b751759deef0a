"""What a checker or validator wrote beside its verdict, read as the judge reads every file a
judged program may have written (read_written: never through a link in any component below
the check's folder, never waiting on a FIFO, never past a cap): its message, its score (Scored,
read_score), a multi-pass validator's next input; and the next input written, the old one
deleted, there (open_beneath, unlink_beneath) as safely.
"""
import os
import stat

from ..errors import JudgeError


class Scored(str):
    """A validator's message that carries the case's score (its score.txt) and score
    multiplier (score_multiplier.txt, 2025-09), each None when not written."""
    score = multiplier = None


SCORE_BYTES = 64


def read_score(path, name="score.txt", beneath=None):
    """The number in a feedback folder's score.txt (or another file `name`, read as
    read_written reads, from `beneath`), None when there is none; JudgeError (one line) for
    a link, a FIFO, a huge file or not a finite non-negative number."""
    data = read_written(path, SCORE_BYTES, beneath=beneath)
    if data is None:
        return None
    try:
        value = float(data.decode("ascii").strip())
    except (UnicodeDecodeError, ValueError):
        raise JudgeError("%s is not a number: %r" % (name, data[:32]))
    if not 0 <= value < float("inf"):
        raise JudgeError("%s is not a finite non-negative number: %r" % (name, data[:32]))
    return value


def open_beneath(folder, path, flags, mode=0o600):
    """An fd of `path`, a file inside `folder` (a folder of ours that a judged program may
    write in: a check's folder), opened from a held fd of each folder on the way with no
    link followed in any component below `folder` (a validator that put a link in place of
    feedback/ leads us nowhere): OSError (ELOOP, ENOTDIR) for a link."""
    head, name = os.path.split(path)
    fd = _folder_beneath(folder, head)
    try:
        return os.open(name, flags | os.O_NOFOLLOW, mode, dir_fd=fd)
    finally:
        os.close(fd)


def unlink_beneath(folder, path):
    """Remove the file `path` inside `folder`, no link followed on the way (open_beneath); a
    link at the end is itself removed, never what it points to."""
    head, name = os.path.split(path)
    fd = _folder_beneath(folder, head)
    try:
        os.unlink(name, dir_fd=fd)
    finally:
        os.close(fd)


def _folder_beneath(folder, path):
    """An fd of the folder `path` (`folder` itself or one inside it), each component below
    `folder` opened from the one before with O_NOFOLLOW."""
    rel = os.path.relpath(path, folder)
    parts = [] if rel == os.curdir else rel.split(os.sep)
    if parts[:1] == [os.pardir]:
        raise ValueError("%s is not inside %s" % (path, folder))
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    for part in parts:
        try:
            inner = os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
        finally:
            os.close(fd)
        fd = inner
    return fd


def read_written(path, cap, beneath=None, keep_end=False):
    """The bytes (at most `cap`) of a file a judged program may have written (a validator's
    feedback/judgemessage.txt or nextpass.in), or None where there is none. No link is
    followed on the way from `beneath` (open_beneath; None: its own folder), it is never
    waited on if it is a FIFO, never read past `cap`: JudgeError for anything but a regular
    file, so no validator can make the runner read /etc/shadow for it or hang it; and for
    a file over `cap` bytes, unless `keep_end`: then its last `cap` bytes (a message whose
    end is what is shown)."""
    try:
        fd = open_beneath(beneath or os.path.dirname(path), path,
                          os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:
        return None
    except OSError as e:
        raise JudgeError("%s: %s (a link or worse: never followed)" % (
            os.path.basename(path), e.strerror))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise JudgeError("%s is not a regular file" % os.path.basename(path))
        if keep_end:
            os.lseek(fd, max(0, os.fstat(fd).st_size - cap), os.SEEK_SET)
        chunks, size = [], 0
        while size <= cap:
            chunk = os.read(fd, min(1 << 20, cap + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > cap and keep_end:
            return b"".join(chunks)[-cap:]      # it grew meanwhile
        if size > cap:
            raise JudgeError("%s is over %d bytes" % (os.path.basename(path), cap))
        return b"".join(chunks)
    finally:
        os.close(fd)
