"""Checkers run in a process of their own (judge/checker_host.py), one per problem, kept
across cases and restarted after a failure: a checker that crashes, exits, prints, hangs (in
Python or in one C call), loops at import or allocates gigabytes costs a JE for that case,
never the runner. The runner reads checker.py once, before the first solution runs.

That process runs in the same sandbox as a solution (sandbox.Service): its own keeper and
cgroup, the same uid (no privilege), behind bwrap where a run is (the test data hidden but
for its own file and problem.toml: it sees what it is given on stdin, and the repository
read-only, for problemkit); whatever it
starts dies with it.
"""
import json
import os
import select
import sys
import threading
import time

from . import sandbox
from .errors import JudgeError

HOST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "checker_host.py")
CHECKER_FACTOR = 10            # unless problem.toml says (checker_time_limit), a checker may
CHECKER_MIN_S = 10.0           #   take CHECKER_FACTOR x the time limit (scaled), and at least
                               #   this; the slowest stored one, BOJ 29111's at n = 10^6,
                               #   takes 0.8 s
CHECKER_MEMORY_MB = 2048       # address space of a checker process


class Checker:
    """check(input, output, answer) of one problem, in its own process."""

    def __init__(self, path, root, seconds, modes=None, hide=None, show=None):
        """modes: sandbox.choose()'s (by default, the strongest); hide, show: as for a run
        (by default the checker's folder and the repository's .git; the repository)."""
        self.path, self.root, self.seconds = path, root, seconds
        self.modes = modes or sandbox.choose()
        self.hide = hide if hide is not None else [d for d in (
            os.path.dirname(os.path.abspath(path)), os.path.join(root, ".git"))
            if os.path.isdir(d)]
        self.show = show if show is not None else [root]
        # what a checker reads beside itself (problemkit.params: its problem.toml), not the
        # cases
        self.beside = [p for p in (os.path.abspath(path), os.path.join(
            os.path.dirname(os.path.abspath(path)), "problem.toml")) if os.path.isfile(p)]
        self.lock = threading.Lock()
        self.proc = None
        try:
            with open(path, "rb") as f:
                self.source = f.read()
        except OSError as e:
            raise JudgeError("checker %s: cannot read: %s" % (path, e.strerror))
        self.load_error = None
        try:
            self._start()
        except JudgeError as e:
            self.load_error = e

    def _start(self):
        python = os.path.realpath(sys.executable)
        request_r, request_w = os.pipe()
        reply_r, reply_w = os.pipe()
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            self.proc = sandbox.Service(
                [python, HOST, self.path, self.root, "1", str(CHECKER_MEMORY_MB)],
                (request_r, reply_w, null), CHECKER_MEMORY_MB * 1024, *self.modes,
                hide=self.hide, expose=[python, HOST] + self.beside, show=self.show)
        except sandbox.SandboxError as e:
            for fd in (request_w, reply_r):
                os.close(fd)
            raise JudgeError("checker %s: cannot start: %s" % (self.path, e))
        finally:
            for fd in (request_r, reply_w, null):
                os.close(fd)
        self.requests = os.fdopen(request_w, "wb")
        self.replies = os.fdopen(reply_r, "rb")
        try:
            self.requests.write(b"%d\n" % len(self.source) + self.source)
            self.requests.flush()
        except OSError:
            pass  # it died at once: the missing reply says so
        answer = self._reply(self.seconds)
        if "error" in answer:
            self._stop()
            raise JudgeError("checker %s %s" % (self.path, answer["error"]))

    def _reply(self, seconds):
        """The host's next reply, or JudgeError if it dies or is silent for `seconds`, not
        counting the time it waited for a CPU (a busy machine is not the checker's fault)."""
        deadline, delays = time.monotonic() + seconds, {}
        waited_before = self.proc.cpu_wait_s(delays)
        while True:
            waited = self.proc.cpu_wait_s(delays) - waited_before
            left = deadline + waited - time.monotonic()
            if left <= 0:
                self._stop()
                raise JudgeError("checker still running after %g s (stuck?)" % seconds)
            ready, _, _ = select.select([self.replies], [], [], min(left, 0.5))
            if ready:
                line = self.replies.readline()
                if not line:
                    code = self._stop()
                    raise JudgeError("checker process ended (exit %s) without an answer"
                                     % code)
                try:
                    return json.loads(line)
                except ValueError:
                    self._stop()
                    raise JudgeError("checker process sent junk")

    def _stop(self):
        if self.proc is None:
            return None
        code = self.proc.stop()
        for f in (self.requests, self.replies):
            try:
                f.close()
            except OSError:
                pass
        self.proc = None
        return code

    def check(self, input_bytes, output_bytes, answer_bytes):
        """(ok, message); JudgeError when the checker is broken."""
        with self.lock:
            if self.load_error is not None:
                raise self.load_error
            if self.proc is None:
                self._start()
            frame = b"%d %d %d\n" % (len(input_bytes), len(output_bytes), len(answer_bytes))
            try:
                self.requests.write(frame + input_bytes + output_bytes + answer_bytes)
                self.requests.flush()
            except OSError:
                pass  # it died: the reply says so
            answer = self._reply(self.seconds)
            if "error" in answer:
                raise JudgeError(answer["error"])
            return answer["ok"], answer["msg"]

    def close(self):
        with self.lock:
            self._stop()


def seconds_for(time_limit, stated=None):
    """Seconds a checker may take per case (and to load): `stated` (problem.toml's
    checker_time_limit) when given, else CHECKER_FACTOR x the time limit, at least
    CHECKER_MIN_S."""
    if stated is not None:
        return float(stated)
    return max(CHECKER_MIN_S, CHECKER_FACTOR * time_limit)
