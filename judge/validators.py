"""Output validators and program checkers: whatever decides AC or WA once a run is clean.
Each has check(input, output, answer) -> (ok, message), raising JudgeError when it is broken,
and close(); judge/case.py calls it like a checker.py.

- DefaultValidator: Kattis' default output validator, in the runner (judge/compare.py,
  compare_default), with its flags case_sensitive, space_change_sensitive, float_tolerance E,
  float_relative_tolerance E, float_absolute_tolerance E. An unknown flag is a JudgeError.
- CustomValidator: a package's own validator (C, C++, Python, ...: judge/programs.py), built
  once, run in the sandbox like a solution, by the Kattis protocol
      validator input answer feedback_dir [flags] < output
  exit 42 accepts, 43 rejects (its feedback_dir/judgemessage.txt is the WA message); any
  other exit, a signal, its time (validation_time) or memory running out is a JudgeError.
- TestlibChecker: a testlib-protocol checker (Codeforces, Polygon) in any compiled language
  the runner builds (a .py checker stays a check() function): `checker input output answer`,
  exit 0 AC, 1 WA, 2 PE (reported as WA), 3 JE; its stderr is the message.
"""
import os
import shutil
import sys
import tempfile

from . import compare, sandbox
from .errors import JudgeError

EXIT_AC, EXIT_WA = 42, 43
MESSAGE_BYTES = 2000           # of judgemessage.txt or a checker's stderr, in a WA message
VALIDATOR_OUTPUT_BYTES = 1 << 20   # a validator's own stdout beyond this: a JudgeError
CHECKER_MEMORY_MB = 2048       # a testlib checker's memory, as checkers.py gives a check()


def parse_default_flags(flags):
    """{compare_default keyword: value} for the default validator's flags; JudgeError for
    anything it does not know (as the default validator exits with a judge error)."""
    options, i = {}, 0
    while i < len(flags):
        flag = flags[i]
        if flag in ("case_sensitive", "space_change_sensitive"):
            options[flag] = True
            i += 1
            continue
        if flag in ("float_tolerance", "float_relative_tolerance", "float_absolute_tolerance"):
            value = compare.parse_float(flags[i + 1].encode()) if i + 1 < len(flags) else None
            if value is None:
                raise JudgeError("validator flag %s needs a number" % flag)
            if flag != "float_absolute_tolerance":
                options["rel_tol"] = value
            if flag != "float_relative_tolerance":
                options["abs_tol"] = value
            i += 2
            continue
        raise JudgeError("unknown default validator flag %r" % flag)
    return options


class DefaultValidator:
    def __init__(self, flags):
        self.options = parse_default_flags(flags)

    def check(self, input_bytes, output_bytes, answer_bytes):
        return compare.compare_default(output_bytes, answer_bytes, **self.options)

    def close(self):
        pass


class _ProgramRunner:
    """Runs a built program (programs.Program) in the sandbox on files of one check."""

    def __init__(self, program, seconds, memory_mb, modes, what):
        self.program, self.seconds, self.memory_mb = program, seconds, memory_mb
        self.modes, self.what = modes, what

    def files(self, input_bytes, answer_bytes, output_bytes=None):
        """A private folder holding the case's files (read-only) and an empty feedback/."""
        folder = tempfile.mkdtemp(prefix="dlxjudge-check-")
        for name, data in (("input", input_bytes), ("answer", answer_bytes),
                           ("output", output_bytes)):
            if data is not None:
                path = os.path.join(folder, name)
                with open(path, "wb") as f:
                    f.write(data)
                os.chmod(path, 0o444)
        os.mkdir(os.path.join(folder, "feedback"))
        return folder

    def run(self, args, stdin_bytes, folder):
        limits = sandbox.Limits(self.seconds, int(self.memory_mb * 1024), VALIDATOR_OUTPUT_BYTES)
        try:
            return sandbox.run(self.program.argv + args, stdin_bytes, limits, *self.modes,
                               expose=self.program.expose, writable=[folder])
        except sandbox.SandboxError as e:
            raise JudgeError("%s: %s" % (self.what, e))

    def failure(self, run):
        """JudgeError text for a run that ended badly, or None."""
        if run.kill_reason in ("cpu", "wall"):
            return "%s still running after %g s (stuck?)" % (self.what, self.seconds)
        if run.kill_reason == "memory":
            return "%s over its memory limit of %g MB" % (self.what, self.memory_mb)
        if run.kill_reason == "output":
            return "%s printed over %d bytes" % (self.what, VALIDATOR_OUTPUT_BYTES)
        if run.signal is not None or run.kill_reason:
            return "%s killed by signal %s" % (self.what, run.signal)
        return None


def _tail(data):
    text = data.decode("utf-8", "replace").strip()
    return text[-MESSAGE_BYTES:]


class CustomValidator(_ProgramRunner):
    """A package's output validator (Kattis protocol), with the flags of one group."""

    def __init__(self, program, flags, seconds, memory_mb, modes):
        _ProgramRunner.__init__(self, program, seconds, memory_mb, modes, "output validator")
        self.flags = list(flags)

    def with_flags(self, flags):
        return CustomValidator(self.program, flags, self.seconds, self.memory_mb, self.modes)

    def args(self, folder):
        return [os.path.join(folder, "input"), os.path.join(folder, "answer"),
                os.path.join(folder, "feedback") + os.sep] + self.flags

    def check(self, input_bytes, output_bytes, answer_bytes):
        folder = self.files(input_bytes, answer_bytes)
        try:
            return self.check_in(folder, output_bytes)
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def check_in(self, folder, output_bytes):
        """(ok, message) on the input, answer and feedback already in folder (multi-pass)."""
        return self.verdict(self.run(self.args(folder), output_bytes, folder), folder)

    def verdict(self, run, folder):
        """(ok, message) from a finished validator run; JudgeError unless it said 42 or 43."""
        bad = self.failure(run)
        if bad is None and run.exit_code not in (EXIT_AC, EXIT_WA):
            bad = "output validator exit code %s (42 accepts, 43 rejects)" % run.exit_code
        if bad is not None:
            tail = _tail(run.stderr_tail)
            raise JudgeError(bad + ("; stderr: " + tail.splitlines()[-1] if tail else ""))
        message = ""
        path = os.path.join(folder, "feedback", "judgemessage.txt")
        try:
            with open(path, "rb") as f:
                message = _tail(f.read(MESSAGE_BYTES * 4))
        except OSError:
            pass
        if run.exit_code == EXIT_WA and not message:
            message = "the output validator rejected the output"
        return run.exit_code == EXIT_AC, message

    def close(self):
        pass


class TestlibChecker(_ProgramRunner):
    """`checker input output answer`: exit 0 AC, 1 WA, 2 PE, 3 JE (testlib's codes)."""

    def __init__(self, program, seconds, memory_mb, modes):
        _ProgramRunner.__init__(self, program, seconds, memory_mb, modes, "checker")

    def check(self, input_bytes, output_bytes, answer_bytes):
        folder = self.files(input_bytes, answer_bytes, output_bytes)
        try:
            run = self.run([os.path.join(folder, n) for n in ("input", "output", "answer")],
                           b"", folder)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        bad = self.failure(run)
        message = _tail(run.stderr_tail)
        if bad is None and run.exit_code == 3:
            bad = "checker says the judge failed (exit 3)"
        elif bad is None and run.exit_code not in (0, 1, 2):
            bad = "checker exit code %s (0 AC, 1 WA, 2 PE, 3 fail)" % run.exit_code
        if bad is not None:
            raise JudgeError(bad + ("; " + message.splitlines()[-1] if message else ""))
        if run.exit_code == 2:
            return False, "presentation error" + (": " + message if message else "")
        return run.exit_code == 0, message

    def close(self):
        pass


def make_checker(path, root, seconds, modes, build_dir, python=None, hide=None, show=None):
    """The checker for --checker PATH (or problem.toml's `checker =`): a .py file defines
    check() and runs in the checker host (judge/checkers.py; one without check() is a JE
    there); a program in any other language (C, C++, Java, ...) is built once and called by
    testlib's protocol. hide, show: what its sandbox hides and shows (checkers.Checker)."""
    from . import checkers, programs   # checkers imports sandbox too: no cycle at import
    from .languages import Box, CompileError
    if path.endswith(".py"):
        return checkers.Checker(path, root, seconds, modes, hide, show)
    try:
        program = programs.build(path, build_dir, python or sys.executable,
                                 CHECKER_MEMORY_MB, Box(modes, hide or (), show or ()))
    except (CompileError, programs.Skip) as e:
        raise JudgeError("checker %s cannot be built: %s" % (path, programs.first_error(e)))
    return TestlibChecker(program, seconds, CHECKER_MEMORY_MB, modes)
