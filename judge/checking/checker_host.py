"""A checker's own process: python checker_host.py CHECKER_PATH ROOT REPLY_FD MEMORY_MB

It compiles the checker source it reads first from stdin (the runner read it once, before any
solution ran, so a rewritten checker.py changes nothing), with ROOT on sys.path (checkers import
the project's helpers), then answers requests until stdin closes. Frames on stdin: a line
"<len> <len> <len>\\n" then the input, output and answer bytes (UTF-8). Replies on REPLY_FD, one
JSON line each: {"ok": bool, "msg": str}, or {"error": "..."} when the checker raises, returns
anything but (bool, str), or cannot load. What the checker prints goes to stderr, never into
the protocol (REPLY_FD is moved to a fresh fd; the old number then points to stderr, so it
may be 1). Its memory is capped by RLIMIT_AS: a checker that allocates gigabytes gets a
MemoryError here, a JE there. The host is a child subreaper: whatever the checker starts, even
a daemon in a session of its own, stays below it and is killed after each answer.
"""
import ctypes
import json
import os
import resource
import signal
import sys


def reply(fd, obj):
    os.write(fd, (json.dumps(obj) + "\n").encode())


def read_exact(stream, n):
    data = stream.read(n)
    if len(data) != n:
        raise EOFError
    return data


def one_line(e):
    return ("%s: %s" % (type(e).__name__, e)).splitlines()[0][:300]


def load(path, source):
    namespace = {"__name__": "checker", "__file__": path}
    exec(compile(source, path, "exec"), namespace)
    check = namespace.get("check")
    if not callable(check):
        raise TypeError("check is not a function")
    return check


def end_children():
    """SIGKILL and reap every process the checker started (they all stay below us)."""
    for _ in range(100):
        try:
            with open("/proc/self/task/%d/children" % os.getpid()) as f:
                kids = [int(k) for k in f.read().split()]
        except OSError:
            kids = []
        for k in kids:
            try:
                os.kill(k, signal.SIGKILL)
            except OSError:
                pass
        for k in kids:
            try:
                os.waitpid(k, 0)
            except ChildProcessError:
                pass
        if not kids:
            return


def main():
    path, root, given, memory_mb = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    fd = os.dup(given)
    os.dup2(2, given)
    ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)      # PR_SET_CHILD_SUBREAPER
    resource.setrlimit(resource.RLIMIT_AS, (memory_mb << 20, memory_mb << 20))
    sys.path.insert(0, root)
    stdin = sys.stdin.buffer
    sys.stdout = sys.stderr                      # a print() must not reach the protocol
    try:
        size = int(stdin.readline())
        check = load(path, read_exact(stdin, size).decode("utf-8"))
    except BaseException as e:                   # SystemExit too: say why, then stop
        reply(fd, {"error": "failed to load: " + one_line(e)})
        end_children()
        return
    end_children()
    reply(fd, {"ready": True})
    while True:
        header = stdin.readline()
        if not header:
            return
        texts = [read_exact(stdin, int(n)).decode("utf-8", "replace") for n in header.split()]
        try:
            result = check(*texts)
        except BaseException as e:
            end_children()
            reply(fd, {"error": "checker raised " + one_line(e)})
            continue
        end_children()
        if not (isinstance(result, tuple) and len(result) == 2
                and isinstance(result[0], bool) and isinstance(result[1], str)):
            reply(fd, {"error": "checker returned %.100r, not (bool, str)" % (result,)})
            continue
        reply(fd, {"ok": result[0], "msg": result[1]})


if __name__ == "__main__":
    main()
