"""The one way the judge runs a program of its own side that makes data: a generator, a
reference solution, a brute force (`runner.py stress`, both forms). LIMITS is the one table of
what each kind of judge-side program may use (the checker's and the compiler's rows too: their
runners, checking/checkers.py and languages.run_compiler, read them here); run_tool runs one
in the sandbox, seeing what its view shows, and says any failure in one message (a
JudgeError): what failed, on which seed, why, and its last line of stderr."""
import collections

from .. import sandbox
from ..errors import JudgeError

ToolLimits = collections.namedtuple("ToolLimits", "cpu_s memory_mb output_bytes")
TOOL_MEMORY_MB = 4096           # a generator's or a reference's address space
TOOL_OUTPUT_BYTES = 256 << 20   # what it may write: a case's largest file (MAX_CASE_BYTES)
LIMITS = {                      # CPU seconds (the wall clock: sandbox.WALL_FACTOR x), MB, bytes
    "generator": ToolLimits(120, TOOL_MEMORY_MB, TOOL_OUTPUT_BYTES),
    "reference": ToolLimits(120, TOOL_MEMORY_MB, TOOL_OUTPUT_BYTES),   # ref.py, a brute force
    "checker": ToolLimits(None, 2048, 1 << 20),   # CPU: per check (checkers.seconds_for)
    "compiler": ToolLimits(60, 1024, 1 << 20),    # per compile, its whole process tree
}


def run_tool(argv, kind, stdin, modes, view, what, seed=None):
    """stdout of the judge-side program argv of this kind (LIMITS) on stdin; JudgeError
    naming `what` (and the seed) when it cannot run, is stopped at a limit or fails. When it
    exits, whatever it started is killed, even a child that holds its stdout: the caller
    never waits for an EOF."""
    limits = LIMITS[kind]
    at = "" if seed is None else " on seed %d" % seed
    try:
        run = sandbox.run(argv, stdin, sandbox.Limits(limits.cpu_s, limits.memory_mb,
                                                      limits.output_bytes), *modes, view)
    except sandbox.SandboxError as e:
        raise JudgeError("%s cannot run%s: %s" % (what, at, e))
    if run.kill_reason is None and run.signal is None and run.exit_code == 0:
        return run.stdout
    if run.kill_reason is not None:
        why = {"cpu": "over %g s of CPU" % limits.cpu_s, "wall": "it slept or blocked",
               "memory": "over %d MB" % limits.memory_mb,
               "output": "output over %d MB" % (limits.output_bytes >> 20)}.get(
                   run.kill_reason, "stopped (%s)" % run.kill_reason)
    elif run.signal is not None:
        why = "killed by signal %d" % run.signal
    else:
        why = "exit code %s" % run.exit_code
    tail = run.stderr_tail.decode("utf-8", "replace").strip().splitlines()[-1:]
    raise JudgeError("%s failed%s: %s%s" % (what, at, why, "; " + tail[0] if tail else ""))
