"""Every checker of the judge, in one home: what decides AC or WA once a run is clean.

Each has check(input, output, answer) -> (ok, message), raising JudgeError when it is broken
(a JE, never a verdict), for_case(case) -> the checker for that case, and close(); the Job
carries one (judge/judging/job.py) and judge/judging/case.py asks it. The comparisons in the runner (strict,
tokens, the default output validator and its flags) are judge/checking/compare.py's Comparators; the
programs are here:
- PythonChecker: a checker.py's check(), in a process of its own (judge/checking/checker_host.py), one
  per problem, kept across cases and restarted after a failure: a checker that crashes,
  exits, prints, hangs (in Python or in one C call), loops at import or allocates gigabytes
  costs a JE for that case, never the runner. The runner reads checker.py once, before the
  first solution runs. That process runs in a sandbox like a solution's
  (sandbox.Service): its own keeper and cgroup, no privilege, the judge's uid (a root runner
  gives it another uid than the solution's, privilege.CHECK_UID: no ptrace, signal or fd of
  it from a solution), behind bwrap where a run is (the test data hidden but for its own file and problem.toml: it sees what it
  is given on stdin, and the repository read-only, for problemkit); whatever it starts dies
  with it.
- OutputValidator: a package's own validator (C, C++, Python, ...: judge/programs/building.py), built
  once, run in the sandbox like a solution, by the Kattis protocol
      validator input answer feedback_dir [flags] < output
  exit 42 accepts, 43 rejects (its feedback_dir/judgemessage.txt is the WA message); any
  other exit, a signal, its time (validation_time) or memory running out is a JudgeError.
- TestlibChecker: a testlib-protocol checker (Codeforces, Polygon) in any compiled language
  the runner builds (a .py checker stays a check() function): `checker input output answer`,
  exit 0 AC, 1 WA, 2 PE (reported as WA), 3 JE; its stderr is the message.
- OjChecker: a judge script as `oj t --judge-command` calls it (a .py without check() is one,
  protocol_of): `judge input output expected`, exit 0 AC, 1 WA; any other exit, or a Python
  traceback, is a JE.
The files a program checker reads (input, answer, output, feedback/) are written to a folder
of the runner's scratch folder (judge/sandbox/scratch.py), removed after the check (or swept by
the next runner), mode 0700 and the program's uid's: a root runner's solution, of another uid,
cannot read the answer there.
"""

import ast
import json
import os
import re
import select
import sys
import threading
import time

from .. import programs, sandbox
from ..errors import JudgeError, Verdict
from ..programs import Box, CompileError
from ..sandbox import scratch
from .feedback import Scored, read_score, read_written

HOST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "checker_host.py")
CHECKER_FACTOR = 10            # unless problem.toml says (checker_time_limit), a checker may
CHECKER_MIN_S = 10.0           #   take CHECKER_FACTOR x the time limit (scaled), and at least
                               #   this; the slowest stored one, BOJ 29111's at n = 10^6,
                               #   takes 0.8 s
CHECKER_MEMORY_MB = programs.LIMITS["checker"].memory_mb   # a checker process's address space


class PythonChecker:
    """check(input, output, answer) of one problem's checker.py, in its own process."""

    protocol = "check"

    def __init__(self, path, root, seconds, modes=None, view=None):
        """modes: sandbox.choose()'s (by default, the strongest); view: as for a run (by
        default the repository shown, the checker's folder and the repository's .git
        hidden)."""
        self.path, self.root, self.seconds = path, root, seconds
        self.modes = modes or sandbox.choose()
        if view is None:
            view = sandbox.view.shown_with_hidden([root], [d for d in (
                os.path.dirname(os.path.abspath(path)), os.path.join(root, ".git"))
                if os.path.isdir(d)])
        # what a checker reads beside itself (problemkit.params: its problem.toml), not the
        # cases
        beside = [p for p in (os.path.abspath(path), os.path.join(
            os.path.dirname(os.path.abspath(path)), "problem.toml")) if os.path.isfile(p)]
        python = os.path.realpath(sys.executable)
        self.view = sandbox.view.for_checker(view, [], [python, HOST] + beside)
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
                self.view)
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
        counting the time it waited for a CPU (a busy machine is not the checker's fault),
        and never past BUSY_FACTOR x `seconds` of plain wall clock. The wait is summed over
        its processes: a checker whose own processes keep the queue busy (four spinning
        children) waited more than the time that passed, its deadline ran ahead of the clock
        and the runner hung for good; it counts at most the time that passed, and past the
        bound a checker is stuck or the machine too busy: a JE either way."""
        start, delays = time.monotonic(), {}
        deadline, latest = start + seconds, start + sandbox.supervise.BUSY_FACTOR * seconds
        waited_before = self.proc.cpu_wait_s(delays)
        while True:
            now = time.monotonic()
            waited = min(self.proc.cpu_wait_s(delays) - waited_before, now - start)
            left = min(deadline + waited, latest) - now
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

    def for_case(self, case):
        return self

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


EXIT_AC, EXIT_WA = 42, 43
MESSAGE_BYTES = 2000           # of judgemessage.txt or a checker's stderr, in a WA message


class _ProgramRunner:
    """Runs a built program (programs.Program) in the sandbox on files of one check."""

    kind = "validator"             # programs.LIMITS' row (a testlib checker's: "checker")

    def __init__(self, program, seconds, memory_mb, modes, what):
        self.program, self.seconds, self.memory_mb = program, seconds, memory_mb
        self.modes, self.what = modes, what

    def files(self, input_bytes, answer_bytes, output_bytes=None):
        """A private folder holding the case's files (read-only) and an empty feedback/."""
        folder = scratch.make("check")
        for name, data in (("input", input_bytes), ("answer", answer_bytes),
                           ("output", output_bytes)):
            if data is not None:
                path = os.path.join(folder, name)
                with open(path, "wb") as f:
                    f.write(data)
                os.chmod(path, 0o444)
        os.mkdir(os.path.join(folder, "feedback"))
        return folder

    def view(self, folder):
        """What the program sees: itself (its build), and the check's folder and its
        feedback/, both writable and its uid's (a validator of a root runner, dropped to the
        judge's uid, writes judgemessage.txt and nextpass.in there; the folder is 0700, so the
        solution, of another uid, cannot read the answer in it even when it can see it)."""
        return sandbox.View().plus(sandbox.EXPOSE, self.program.expose).plus(
            sandbox.WRITE, [folder, os.path.join(folder, "feedback")])

    def limits(self):
        return programs.limits_for(self.kind, self.seconds, self.memory_mb)

    def run(self, args, stdin_bytes, folder):
        return programs.run_program(self.program.argv + args, self.limits(), self.modes,
                                    self.view(folder), self.what, stdin_bytes,
                                    side=sandbox.JUDGE)

    def failure(self, run):
        """JudgeError text for a run that a limit or a signal stopped, or None."""
        why = programs.stopped_why(run, self.limits())
        return "%s %s" % (self.what, why) if why else None


def _tail(data):
    text = data.decode("utf-8", "replace").strip()
    return text[-MESSAGE_BYTES:]


class OutputValidator(_ProgramRunner):
    """A package's output validator (Kattis protocol), with the flags of one group."""

    def __init__(self, program, flags, seconds, memory_mb, modes):
        _ProgramRunner.__init__(self, program, seconds, memory_mb, modes, "output validator")
        self.flags = list(flags)

    def with_flags(self, flags):
        return OutputValidator(self.program, flags, self.seconds, self.memory_mb, self.modes)

    def for_case(self, case):
        return self.with_flags(getattr(case, "flags", self.flags))

    def args(self, folder):
        return [os.path.join(folder, "input"), os.path.join(folder, "answer"),
                os.path.join(folder, "feedback") + os.sep] + self.flags

    def check(self, input_bytes, output_bytes, answer_bytes):
        folder = self.files(input_bytes, answer_bytes)
        try:
            return self.check_in(folder, output_bytes)
        finally:
            scratch.remove(folder)

    def check_in(self, folder, output_bytes):
        """(ok, message) on the input, answer and feedback already in folder (multi-pass)."""
        return self.verdict(self.run(self.args(folder), output_bytes, folder), folder)

    def verdict(self, run, folder):
        """(ok, message) from a finished validator run; JudgeError unless it said 42 or 43."""
        bad = self.failure(run)
        if bad is None and run.exit_code not in (EXIT_AC, EXIT_WA):
            bad = "output validator exit code %s (42 accepts, 43 rejects)" % run.exit_code
        if bad is not None:
            # its whole stderr (capped), on one line: its last line alone hid the cause
            said = " | ".join(line.strip() for line in _tail(run.stderr_tail).splitlines()
                              if line.strip())
            raise JudgeError(bad + ("; stderr: " + said if said else ""))
        written = read_written(os.path.join(folder, "feedback", "judgemessage.txt"),
                               MESSAGE_BYTES * 64, beneath=folder, keep_end=True)
        message = _tail(written) if written else ""
        if run.exit_code == EXIT_WA and not message:
            message = "the output validator rejected the output"
        message = Scored(message)
        if run.exit_code == EXIT_AC:      # a rejected case scores 0, whatever it wrote
            message.score = read_score(os.path.join(folder, "feedback", "score.txt"),
                                       beneath=folder)
            message.multiplier = read_score(os.path.join(
                folder, "feedback", "score_multiplier.txt"), "score_multiplier.txt", folder)
        return run.exit_code == EXIT_AC, message

    def close(self):
        pass


# ours -> the legacy spec's grader codes (its table: AC, WA, RTE, TLE; problemtools also
# reads MLE, OLE and JE back); and a grader's one line of output
# the grader protocol's names (problemtools): what a grader reads, and what it may answer
GRADER_CODES = {Verdict.AC: "AC", Verdict.WA: "WA", Verdict.TLE: "TLE", Verdict.RE: "RTE",
                Verdict.MLE: "RTE", Verdict.OLE: "RTE", Verdict.JE: "JE"}
GRADER_ANSWERS = {"AC": Verdict.AC, "WA": Verdict.WA, "TLE": Verdict.TLE, "RTE": Verdict.RE,
                  "MLE": Verdict.MLE, "OLE": Verdict.OLE, "JE": Verdict.JE}
_GRADER_LINE = re.compile(r"(AC|WA|TLE|RTE|MLE|OLE|JE)\s+(-?[0-9.]+(?:[eE][-+]?[0-9]+)?)\Z")


class Grader(_ProgramRunner):
    """A legacy package's custom grader (graders/, a group's `grading: custom`), run as
    spec/legacy.md "Graders" says and problemtools' grade_group does: `grader [grader_flags]`
    with one line "verdict score" per child of the group on stdin; exit 0 and one line
    "verdict score" on stdout, else a JudgeError. Sandboxed as an output validator is."""

    def __init__(self, program, seconds, memory_mb, modes):
        _ProgramRunner.__init__(self, program, seconds, memory_mb, modes, "grader")

    def grade(self, children, flags):
        """(verdict, score) of a group from its children's [(verdict, score)]."""
        given = "".join("%s %r\n" % (GRADER_CODES[v], float(score)) for v, score in children)
        folder = self.files(None, None)
        try:
            run = self.run(list(flags), given.encode(), folder)
        finally:
            scratch.remove(folder)
        bad = self.failure(run)
        if bad is None and run.exit_code != 0:
            bad = "grader exit code %s (0 expected)" % run.exit_code
        said = run.stdout.decode("utf-8", "replace").strip()
        m = _GRADER_LINE.match(said)
        if bad is None and m is None:
            bad = "grader wrote %r, not one line `verdict score`" % said[:100]
        if bad is not None:
            err = " | ".join(line.strip() for line in _tail(run.stderr_tail).splitlines()
                             if line.strip())
            raise JudgeError(bad + ("; stderr: " + err if err else ""))
        return GRADER_ANSWERS[m.group(1)], float(m.group(2))


class TestlibChecker(_ProgramRunner):
    """`checker input output answer`: exit 0 AC, 1 WA, 2 PE, 3 JE (testlib's codes)."""

    protocol, kind = "testlib", "checker"

    def __init__(self, program, seconds, memory_mb, modes):
        _ProgramRunner.__init__(self, program, seconds, memory_mb, modes, "checker")

    def check(self, input_bytes, output_bytes, answer_bytes):
        folder = self.files(input_bytes, answer_bytes, output_bytes)
        try:
            run = self.run([os.path.join(folder, n) for n in ("input", "output", "answer")],
                           b"", folder)
        finally:
            scratch.remove(folder)
        message = _tail(run.stderr_tail)
        bad = self.failure(run) or self.broken(run.exit_code, message)
        if bad is not None:
            raise JudgeError(bad + ("; " + message.splitlines()[-1] if message else ""))
        if run.exit_code == 2:
            return False, "presentation error" + (": " + message if message else "")
        return run.exit_code == 0, message

    def broken(self, code, message):
        """Why an exit `code` says the checker, not the output, failed; None when it judged."""
        if code == 3:
            return "checker says the judge failed (exit 3)"
        if code not in (0, 1, 2):
            return "checker exit code %s (0 AC, 1 WA, 2 PE, 3 fail)" % code
        return _raised(code, message)

    def for_case(self, case):
        return self

    def close(self):
        pass


class OjChecker(TestlibChecker):
    """A judge script as `oj t --judge-command` runs it: `judge input output expected`, exit 0
    AC, 1 WA. oj takes any other exit as WA too; here it is a JE, as is a script that died of an
    uncaught exception (Python exits 1 then, with its traceback): a judge that broke said
    nothing about the output."""

    protocol = "oj"

    def broken(self, code, message):
        if code not in (0, 1):
            return "checker exit code %s (oj's judge command: 0 AC, 1 WA)" % code
        return _raised(code, message)


TRACEBACK = "Traceback (most recent call last):"


def _raised(code, message):
    """A Python checker that raised (exit 1, its traceback on stderr): broken, not a WA."""
    if code == 1 and TRACEBACK in message:
        return "checker raised an exception"     # its last line follows (check())
    return None


# --checker-protocol: how a checker file is called; by default protocol_of(path)
PROTOCOLS = {
    "check": "a .py defining check(input, output, answer) -> (bool, str)",
    "testlib": "`checker input output answer`: exit 0 AC, 1 WA, 2 PE, 3 fail",
    "oj": "`judge input output expected` (oj t --judge-command): exit 0 AC, 1 WA",
}


def protocol_of(path):
    """The protocol a checker file speaks when none is named: a .py that defines check() at
    its top level, check; a .py that does not but reads its command line (argv) or defines no
    function at all, a judge script, oj's; any other program, testlib's. A .py with functions
    but no check() and no argv is left to check, whose loading says what is wrong (a
    misspelt check() must be a JE, never a script that exits 0: AC)."""
    if not path.endswith(".py"):
        return "testlib"
    try:
        with open(path, "rb") as f:
            tree = ast.parse(f.read(), path)
    except (OSError, SyntaxError, ValueError):
        return "check"
    if any(isinstance(n, ast.FunctionDef) and n.name == "check" for n in tree.body):
        return "check"
    reads_argv = any(isinstance(n, ast.Attribute) and n.attr == "argv" or
                     isinstance(n, ast.Name) and n.id == "argv" or
                     isinstance(n, ast.alias) and n.name == "argv" for n in ast.walk(tree))
    defines = any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in tree.body)
    return "oj" if reads_argv or not defines else "check"


def make_checker(path, root, seconds, modes, build_dir, python=None, view=None, protocol=None):
    """The checker for --checker PATH (or problem.toml's `checker =`), by `protocol`
    (PROTOCOLS; None: protocol_of(path)): check, a .py's check() in the checker host; testlib
    or oj, a program in any language (a judge script too), built once and called with the
    files. view: what its sandbox shows (PythonChecker)."""
    protocol = protocol or protocol_of(path)
    if protocol == "check":
        return PythonChecker(path, root, seconds, modes, view)
    try:
        program = programs.build(path, build_dir, python or sys.executable,
                                 CHECKER_MEMORY_MB, Box(modes, view or sandbox.NOTHING))
    except (CompileError, programs.Skip) as e:
        raise JudgeError("checker %s cannot be built: %s" % (path, programs.first_error(e)))
    kind = OjChecker if protocol == "oj" else TestlibChecker
    return kind(program, seconds, CHECKER_MEMORY_MB, modes)
