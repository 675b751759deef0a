"""What a checker or validator wrote beside its verdict, read as the judge reads every file a
judged program may have written (read_written: never through a link, never waiting on a FIFO,
never past a cap): its message, its score (Scored, read_score), a multi-pass validator's next
input.
"""
import os
import stat

from ..errors import JudgeError


class Scored(str):
    """A validator's message that carries the case's score (its score.txt) and score
    multiplier (score_multiplier.txt, 2025-09), each None when not written."""
    score = multiplier = None


SCORE_BYTES = 64


def read_score(path, name="score.txt"):
    """The number in a feedback folder's score.txt (or another file `name`, read as
    read_written reads), None when there is none; JudgeError (one line) for a link, a FIFO,
    a huge file or not a finite non-negative number."""
    data = read_written(path, SCORE_BYTES)
    if data is None:
        return None
    try:
        value = float(data.decode("ascii").strip())
    except (UnicodeDecodeError, ValueError):
        raise JudgeError("%s is not a number: %r" % (name, data[:32]))
    if not 0 <= value < float("inf"):
        raise JudgeError("%s is not a finite non-negative number: %r" % (name, data[:32]))
    return value


def read_written(path, cap):
    """The bytes (at most `cap`) of a file a judged program may have written (a validator's
    feedback/judgemessage.txt or nextpass.in), or None where there is none. It is never
    followed if it is a link, never waited on if it is a FIFO, never read past `cap`:
    JudgeError for anything but a regular file, so no validator can make the runner read
    /etc/shadow for it or hang it."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except FileNotFoundError:
        return None
    except OSError as e:
        raise JudgeError("%s: %s (a link or worse: never followed)" % (
            os.path.basename(path), e.strerror))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise JudgeError("%s is not a regular file" % os.path.basename(path))
        chunks, size = [], 0
        while size <= cap:
            chunk = os.read(fd, min(1 << 20, cap + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > cap:
            raise JudgeError("%s is over %d bytes" % (os.path.basename(path), cap))
        return b"".join(chunks)
    finally:
        os.close(fd)
