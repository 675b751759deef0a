"""How a solution file becomes a command, and the judges' language rules.

A .py file runs under --python, once it compiles (a syntax error is a CE, as on BOJ); a C or
C++ file is compiled first with the flags of the problem's judge (COMPILERS), and the report
names the compiler line and its standard; --command runs any command line. Compilers run in
the sandbox like a solution (judge/sandbox/: its own keeper, cgroup, uid, bwrap), under
COMPILE_LIMITS, the whole process tree killed at a limit; they see the toolchain and their
source, copied into their own folder, and nothing else of ours: the repository, the test
data and the answers are hidden. `--limits judge` applies a judge's extra time and memory for
slow languages (JUDGE_EXTRA) where the problem allows it.
"""
import os
import shlex
import shutil
import tempfile

from . import privilege, sandbox
from .errors import JudgeError, UsageError

COMPILE_CPU_S, COMPILE_MEMORY_MB = 60, 1024    # per compile, its whole process tree
COMPILE_OUTPUT = 1 << 20                       # bytes of compiler stdout
COMPILE_NOFILE = 256                           # the linker opens many files at once
PY_COMPILE = ("import sys\n"                  # py_compile's check, with nothing written
              "compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec', dont_inherit=True)")
C_SUFFIXES = (".c",)
CPP_SUFFIXES = (".cpp", ".cc", ".cxx", ".C", ".c++")

# judge -> language -> compiler line (without file names). POJ offers G++ and MSVC ("C++") of
# the 2000s: no C++11, so -std=c++98 rejects what POJ would reject. BOJ's C++17 and C11 lines
# as its help page gives them, without -static (it changes nothing that a test can see).
COMPILERS = {
    "POJ": {"c++": ["g++", "-std=c++98", "-O2", "-fno-asm", "-Wall", "-DONLINE_JUDGE"],
            "c": ["gcc", "-std=c99", "-O2", "-fno-asm", "-Wall", "-DONLINE_JUDGE"]},
    "BOJ": {"c++": ["g++", "-std=gnu++17", "-O2", "-Wall", "-DONLINE_JUDGE", "-DBOJ"],
            "c": ["gcc", "-std=gnu11", "-O2", "-Wall", "-DONLINE_JUDGE", "-DBOJ"]},
    "": {"c++": ["g++", "-std=gnu++17", "-O2", "-Wall"],
         "c": ["gcc", "-std=gnu11", "-O2", "-Wall"]},
}

# (judge, language) -> (time x, + seconds, memory x, + MB): BOJ's "language info" help page
# gives Python 3 and PyPy3 three times the time plus 2 s, and twice the memory plus 32 MB
# (Python 3) or 128 MB (PyPy3). Problems marked "no extra time" (추가 시간 없음) set
# `extra_time = false` in problem.toml: they keep the stated time (the memory rule stays).
# From BOJ's help as we know it; check there before you rely on a margin.
JUDGE_EXTRA = {
    ("BOJ", "python"): (3, 2.0, 2, 32),
    ("BOJ", "pypy"): (3, 2.0, 2, 128),
}


class CompileError(Exception):
    """The solution does not compile: a CE, the solution's fault."""


class Command:
    """What runs: argv, the paths bwrap must keep visible, the language, and how it was
    built (the compiler line, for the report), if it was."""

    def __init__(self, argv, expose, language, compiled=""):
        self.argv, self.expose, self.language, self.compiled = argv, expose, language, compiled


def language_of(path, python):
    if path.endswith(CPP_SUFFIXES):
        return "c++"
    if path.endswith(C_SUFFIXES):
        return "c"
    if path.endswith(".py"):
        return "pypy" if "pypy" in os.path.basename(python) else "python"
    return "other"


def from_command_line(text):
    """--command "CMD": argv with the program resolved (PATH, or relative to here)."""
    try:
        argv = shlex.split(text)
    except ValueError as e:
        raise UsageError("--command: %s" % e)
    if not argv:
        raise UsageError("--command is empty")
    exe = shutil.which(argv[0]) if os.sep not in argv[0] else os.path.abspath(argv[0])
    if exe is None or not os.access(exe, os.X_OK):
        raise UsageError("--command: %s is not an executable" % argv[0])
    argv = [os.path.realpath(exe)] + [os.path.abspath(a) if os.path.exists(a) else a
                                      for a in argv[1:]]
    return Command(argv, [a for a in argv if os.path.exists(a)], "other")


class Box:
    """Where compilers run: the sandbox modes (sandbox.choose()) and what bwrap must hide
    (the repository, the test data) or show."""

    def __init__(self, modes, hide=(), show=()):
        self.modes, self.hide, self.show = modes, list(hide), list(show)


def from_file(path, python, judge, std, build_dir, box):
    """The command for a solution file; compiles C and C++ into build_dir, checks that
    Python compiles; both in the sandbox `box` (a Box)."""
    language = language_of(path, python)
    if language in ("python", "pypy"):
        check_python(python, path, box)
        return Command([python, path], [python, path], language)
    if language in ("c", "c++"):
        exe, line = compile_source(path, language, judge, std, build_dir, box)
        return Command([exe], [exe], language, line)
    if os.access(path, os.X_OK):
        return Command([path], [path], "other")
    raise UsageError("%s: not .py, C or C++, nor executable (use --command)" % path)


def compiler_line(language, judge, std):
    line = list(COMPILERS.get(judge, COMPILERS[""])[language])
    if std:
        line = [line[0]] + ["-std=" + std] + [w for w in line[1:] if not w.startswith("-std=")]
    return line


def compile_source(path, language, judge, std, build_dir, box):
    """(executable, the compiler line as run); CompileError with the compiler's message."""
    line = compiler_line(language, judge, std)
    compiler = shutil.which(line[0])
    if compiler is None:
        raise UsageError("%s is needed to compile %s (Debian: apt install %s)"
                         % (line[0], path, line[0]))
    privilege.open_to_run(build_dir)
    folder = tempfile.mkdtemp(prefix="build-", dir=build_dir)
    source = os.path.join(folder, os.path.basename(path))
    shutil.copyfile(path, source)
    exe = os.path.join(folder, os.path.splitext(os.path.basename(path))[0])
    if exe == source:
        exe += ".out"
    tail = ["-o", exe, source] + (["-lm"] if language == "c" else [])
    shown = " ".join(shlex.quote(w) for w in line + ["-o", exe, path] + tail[3:])
    # nothing of ours in sight: the folders a run is shown (the repository) are hidden too
    ours = [d for d in box.show if not _inside(folder, d) and not _inside(compiler, d)]
    run = _in_box([os.path.realpath(compiler)] + line[1:] + tail,
                  Box(box.modes, box.hide + ours), folder, [])
    failure = _failed(run, "the compiler")
    if failure:
        raise CompileError("%s\n%s" % (shown, failure))
    privilege.take_back(folder)     # the runs may not rewrite it (without bwrap, same uid)
    return exe, shown


def _inside(path, folder):
    return os.path.commonpath([os.path.abspath(path), os.path.abspath(folder)]) == \
        os.path.abspath(folder)


def check_python(python, path, box):
    """CompileError when the solution does not compile under python (its SyntaxError)."""
    run = _in_box([python, "-c", PY_COMPILE, path], box, None, [python, path])
    failure = _failed(run, python)
    if failure:
        raise CompileError("%s does not compile:\n%s" % (path, failure))


def _in_box(cmd, box, workdir, expose):
    limits = sandbox.Limits(COMPILE_CPU_S, COMPILE_MEMORY_MB * 1024, COMPILE_OUTPUT)
    try:
        return sandbox.run(cmd, b"", limits, *box.modes, hide=box.hide, expose=expose,
                           show=box.show, workdir=workdir, nofile=COMPILE_NOFILE)
    except sandbox.SandboxError as e:
        raise JudgeError("cannot compile (or check that it compiles): %s" % e)


def _failed(run, who):
    """Why a compile run failed (its last lines, or the limit it reached), or ""."""
    limit = {"cpu": "took over %d s of CPU" % COMPILE_CPU_S,
             "wall": "took too long (wall clock)",
             "memory": "used over %d MB" % COMPILE_MEMORY_MB,
             "output": "wrote over %d bytes" % COMPILE_OUTPUT}.get(run.kill_reason)
    if limit is None and run.peak_kb > COMPILE_MEMORY_MB * 1024:
        limit = "used over %d MB" % COMPILE_MEMORY_MB
    if limit is None and run.kill_reason:
        limit = "was killed (%s)" % run.kill_reason
    if limit:
        return "%s %s: stopped, with everything it started" % (who, limit)
    if run.exit_code == 0 and run.signal is None:
        return ""
    text = (run.stdout + b"\n" + run.stderr_tail).decode("utf-8", "replace")
    lines = text.strip().splitlines()[-12:]
    why = "exit code %s" % run.exit_code if run.signal is None else "signal %d" % run.signal
    return "\n".join(lines) or "%s failed (%s)" % (who, why)


def judge_limits(judge, language, extra_time, time_limit, memory_mb):
    """(time limit s, memory MB, note) as the judge applies them to this language."""
    rule = JUDGE_EXTRA.get((judge, language))
    if rule is None:
        return time_limit, memory_mb, "judge limits: %s %s gets none extra" % (
            judge or "this judge", language)
    tx, tplus, mx, mplus = rule
    t = time_limit * tx + tplus if extra_time else time_limit
    note = "judge limits: %s %s, time %s, memory x%d+%d MB" % (
        judge, language, "x%d+%g s" % (tx, tplus) if extra_time else "as stated (no extra "
        "time)", mx, mplus)
    return t, memory_mb * mx + mplus, note
