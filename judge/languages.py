"""How a solution file becomes a command, and the judges' language rules.

A .py file runs under --python; a C or C++ file is compiled first with the flags of the
problem's judge (COMPILERS), and the report names the compiler line and its standard;
--command runs any command line. `--limits judge` applies a judge's extra time and memory for
slow languages (JUDGE_EXTRA) where the problem allows it.
"""
import os
import shlex
import shutil
import subprocess
import tempfile

from .errors import UsageError

COMPILE_TIMEOUT_S = 60
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


def from_file(path, python, judge, std, build_dir):
    """The command for a solution file; compiles C and C++ into build_dir."""
    language = language_of(path, python)
    if language in ("python", "pypy"):
        return Command([python, path], [python, path], language)
    if language in ("c", "c++"):
        exe, line = compile_source(path, language, judge, std, build_dir)
        return Command([exe], [exe], language, line)
    if os.access(path, os.X_OK):
        return Command([path], [path], "other")
    raise UsageError("%s: not .py, C or C++, nor executable (use --command)" % path)


def compiler_line(language, judge, std):
    line = list(COMPILERS.get(judge, COMPILERS[""])[language])
    if std:
        line = [line[0]] + ["-std=" + std] + [w for w in line[1:] if not w.startswith("-std=")]
    return line


def compile_source(path, language, judge, std, build_dir):
    """(executable, the compiler line as run); CompileError with the compiler's message."""
    line = compiler_line(language, judge, std)
    if shutil.which(line[0]) is None:
        raise UsageError("%s is needed to compile %s (Debian: apt install %s)"
                         % (line[0], path, line[0]))
    exe = os.path.join(tempfile.mkdtemp(prefix="build-", dir=build_dir),
                       os.path.splitext(os.path.basename(path))[0])
    cmd = line + ["-o", exe, path] + (["-lm"] if language == "c" else [])
    try:
        out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             timeout=COMPILE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise CompileError("the compiler took over %d s" % COMPILE_TIMEOUT_S)
    shown = " ".join(shlex.quote(w) for w in cmd)
    if out.returncode != 0:
        tail = out.stdout.decode("utf-8", "replace").strip().splitlines()[-12:]
        raise CompileError("%s\n%s" % (shown, "\n".join(tail)))
    return exe, shown


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
