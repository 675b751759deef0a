"""The one way the judge runs a program of its own side: a generator, a reference solution or
a brute force (`runner.py stress`), an input validator, an output validator, a grader or a
testlib checker, an interactor, a compiler. LIMITS is the one table of what each kind may use
(a package's metadata may set a row's time and memory: limits_for); run_program runs one in
the sandbox, seeing what its view shows; stopped_why is the one phrase for a run a limit or a
signal stopped. run_tool is the whole of it for a program that makes data: its stdout, or one
JudgeError saying what failed, on which seed, why, and its last line of stderr.

A checker.py's check() is the one judge-side program that is not run here: it is a function
kept in a process of its own across cases (checking/checkers.py, PythonChecker)."""
import collections

from .. import sandbox
from ..errors import JudgeError

ToolLimits = collections.namedtuple("ToolLimits", "cpu_s memory_mb output_bytes")
TOOL_MEMORY_MB = 4096           # a generator's or a reference's address space
TOOL_OUTPUT_BYTES = 256 << 20   # what it may write: a case's largest file (MAX_CASE_BYTES)
SAYS_BYTES = 1 << 20            # what a validator, checker or compiler may print: its message
LIMITS = {                      # CPU seconds (the wall clock: sandbox.WALL_FACTOR x), MB, bytes
    "generator": ToolLimits(120, TOOL_MEMORY_MB, TOOL_OUTPUT_BYTES),
    "reference": ToolLimits(120, TOOL_MEMORY_MB, TOOL_OUTPUT_BYTES),   # ref.py, a brute force
    # per check: CPU from the time limit (checkers.seconds_for), or a package's validation_time
    # and validation_memory (input and output validators, graders, interactors alike)
    "checker": ToolLimits(None, 2048, SAYS_BYTES),
    "validator": ToolLimits(None, 2048, SAYS_BYTES),
    "interactor": ToolLimits(None, 2048, 0),     # its stdout goes to the solution, not to us
    "compiler": ToolLimits(60, 1024, SAYS_BYTES),   # per compile, its whole process tree
}


def limits_for(kind, cpu_s=None, memory_mb=None, stack_mb=None):
    """sandbox.Limits of a program of this kind: LIMITS' row, where a package (or a test)
    does not set its time or memory."""
    row = LIMITS[kind]
    return sandbox.Limits(row.cpu_s if cpu_s is None else cpu_s,
                          row.memory_mb if memory_mb is None else memory_mb,
                          row.output_bytes, stack_mb)


def run_program(argv, limits, modes, view, what, stdin=b"", **how):
    """The RunResult of judge-side program argv under limits (limits_for), as modes and view
    say (`how`: sandbox.run's keywords, e.g. side, workdir, stdio); a JudgeError naming `what`
    when it cannot start. Whatever it started is killed when it exits."""
    try:
        return sandbox.run(argv, stdin, limits, *modes, view, **how)
    except sandbox.SandboxError as e:
        raise JudgeError("%s cannot run: %s" % (what, e))


def stopped_why(run, limits):
    """What stopped a run, in one phrase ("took over 60 s of CPU", "killed by signal 9"), or
    "" when it ended on its own (its exit code is the caller's to read)."""
    if run.kill_reason is None:
        return "" if run.signal is None else "killed by signal %d" % run.signal
    return {"cpu": "still running after %g s of CPU (stuck?)" % limits.cpu_s,
            "wall": "took too long: over %g s of wall clock, net of its wait for a CPU (it "
                    "slept or blocked)" % limits.wall_s,
            "memory": "used over %d MB" % (limits.memory_kb >> 10),
            "output": "wrote over %d bytes" % limits.output_bytes,
            "processes": "started more than %d processes and threads" % sandbox.TASK_CAP,
            }.get(run.kill_reason, "was stopped (%s)" % run.kill_reason)


def run_tool(argv, kind, stdin, modes, view, what, seed=None):
    """stdout of the judge-side program argv of this kind (LIMITS) on stdin; JudgeError
    naming `what` (and the seed) when it cannot run, is stopped at a limit or fails. When it
    exits, whatever it started is killed, even a child that holds its stdout: the caller
    never waits for an EOF."""
    at = "" if seed is None else " on seed %d" % seed
    limits = limits_for(kind)
    run = run_program(argv, limits, modes, view, what + at, stdin)
    why = stopped_why(run, limits)
    if not why and run.exit_code == 0:
        return run.stdout
    why = why or "exit code %s" % run.exit_code
    tail = run.stderr_tail.decode("utf-8", "replace").strip().splitlines()[-1:]
    raise JudgeError("%s failed%s: %s%s" % (what, at, why, "; " + tail[0] if tail else ""))
