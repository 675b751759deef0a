"""The languages, as data, and the one compile step: what every program the judge runs is
(Program), whatever it is (a solution, a package's submission, a validator, a checker, a
generator), and the sandboxed run of a compiler or a syntax check that builds it.

- EXTENSIONS (file -> language) and LANGUAGES (language -> the tool it needs, how it is
  built): the one language table; judge/programs/building.py builds by it, for a file or a folder.
- COMPILERS: the C and C++ lines per judge (POJ's -std=c++98 -fno-asm, BOJ's gnu++17, the
  default, and PACKAGE_JUDGE's: problemtools' gnu++23, which packages get); --std overrides
  the standard. JUDGE_EXTRA: a judge's
  extra time and memory for slow languages (`--limits judge`), where the problem allows it.
- run_compiler: every compile step (a compiler, a syntax check) runs in the sandbox like a
  solution (judge/sandbox/: its own keeper, cgroup, uid, bwrap), under the COMPILE_* limits,
  the whole process tree killed at a limit; it sees the toolchain and its sources, copied
  into its own folder, and nothing else of ours: the repository, the test data and the
  answers are hidden. A failure is a CompileError: a CE, the program's fault. check_python
  is the one syntax check (a SyntaxError is a CE, as BOJ, problemtools and DOMjudge have it).
- STACK_MB: a language's own stack where the run's (the memory limit) keeps it from
  starting (node); SHELL runs the few scripts of ours around a program.
- from_command_line: --command runs any command line, as given.
"""
import os
import re
import shlex
import shutil
import subprocess
import tempfile

from .. import sandbox
from ..errors import JudgeError, UsageError
from ..sandbox import privilege
from .tools import LIMITS, limits_for, run_program, stopped_why

# per compile, its whole process tree: CPU seconds, MB (tools.LIMITS)
COMPILE_CPU_S, COMPILE_MEMORY_MB = LIMITS["compiler"][:2]
COMPILE_NOFILE = 256                           # the linker opens many files at once
COMPILE_STACK_MB = 64       # not the memory limit, as a run's: glibc gives each thread that
                            #   stack, and a threaded compiler (rustc, node --check) cannot
                            #   start its threads under the address-space net; GCC asks for
                            #   64 MB itself (toplev.c)
PY_COMPILE = ("import sys, traceback\n"       # py_compile's check, with nothing written;
              "try:\n"                         # the error alone, as python prints it, not
              "    compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec', "
              "dont_inherit=True)\n"            # a traceback through this checker's frame
              "except (SyntaxError, ValueError) as e:\n"
              "    sys.stderr.write(''.join(traceback.format_exception_only(type(e), e)))\n"
              "    sys.exit(1)\n")

# file extension -> language (Python 2 is told from Python 3 by its shebang or name)
EXTENSIONS = {
    ".c": "c", ".cc": "c++", ".cpp": "c++", ".cxx": "c++", ".c++": "c++", ".C": "c++",
    ".java": "java", ".py": "python", ".py3": "python", ".js": "javascript", ".mjs": "javascript",
    ".rs": "rust", ".sh": "bash", ".kt": "kotlin", ".go": "go", ".rb": "ruby",
    ".cs": "c#", ".hs": "haskell", ".scala": "scala", ".php": "php", ".ml": "ocaml",
    ".lisp": "lisp", ".pl": "prolog", ".plg": "prolog", ".pas": "pascal", ".f95": "fortran",
    ".adb": "ada", ".lua": "lua", ".R": "r", ".awk": "awk", ".bash": "bash",
}
# language -> (the tool it needs first: a missing one skips the program, how judge/programs/building.py
# builds it: "c" compiled by COMPILERS, "java", "rust", "python" syntax-checked then run by its
# interpreter, "script" run by its tool (JavaScript checked with --check first); None: no
# support in this runner)
LANGUAGES = {
    "c": ("gcc", "c"), "c++": ("g++", "c"), "java": ("javac", "java"),
    "rust": ("rustc", "rust"), "python": (None, "python"), "python2": ("python2", "python"),
    "javascript": ("node", "script"), "bash": ("bash", "script"),
    "kotlin": ("kotlinc", None), "go": ("go", None), "ruby": ("ruby", None),
    "c#": ("mcs", None), "haskell": ("ghc", None), "scala": ("scalac", None),
    "php": ("php", None), "ocaml": ("ocamlopt", None), "lisp": ("sbcl", None),
    "prolog": ("swipl", None), "pascal": ("fpc", None), "fortran": ("gfortran", None),
    "ada": ("gnatmake", None), "lua": ("lua", None), "r": ("Rscript", None),
    "awk": ("awk", None),
}
# language -> its run's stack (MB), where the run's own (the memory limit, as judges give it)
# keeps it from starting: glibc gives every thread a stack the size of RLIMIT_STACK, and
# node starts about ten (V8's workers, libuv's pool), which the address-space net (memory +
# 1 GiB) then refuses: node hangs at start-up. V8 bounds its own stack (--stack-size, about
# 1 MB, as under problemtools and DOMjudge), so 64 MB changes nothing a program can reach.
# (Java needs none: the JVM sizes its threads itself, -Xss for main.)
STACK_MB = {"javascript": 64}
SHELL = os.path.realpath(shutil.which("sh") or "/bin/sh")   # what runs a script of ours
SET_STACK = 'ulimit -s %d 2>/dev/null; exec "$@"'   # sh -c; lowering a soft limit never fails

# judge -> language -> compiler line (without file names). POJ offers G++ and MSVC ("C++") of
# the 2000s: no C++11, so -std=c++98 rejects what POJ would reject. HDU's FAQ names G++ and
# MS-VC++ of the same age and defines ONLINE_JUDGE, but gives no flags: its line is POJ's
# standard with ONLINE_JUDGE (unverified beyond that FAQ). BOJ's C++17 and C11 lines as its
# help page gives them, without -static (it changes nothing that a test can see). The other
# judges we know of (problem.toml's `judge`, `runner.py new --judge`) get the default line:
# we know no flags of theirs. Packages get Kattis' (below).
_DEFAULT = {"c++": ["g++", "-std=gnu++17", "-O2", "-Wall"],
            "c": ["gcc", "-std=gnu11", "-O2", "-Wall"]}
COMPILERS = {
    "POJ": {"c++": ["g++", "-std=c++98", "-O2", "-fno-asm", "-Wall", "-DONLINE_JUDGE"],
            "c": ["gcc", "-std=c99", "-O2", "-fno-asm", "-Wall", "-DONLINE_JUDGE"]},
    "HDU": {"c++": ["g++", "-std=c++98", "-O2", "-Wall", "-DONLINE_JUDGE"],
            "c": ["gcc", "-std=c99", "-O2", "-Wall", "-DONLINE_JUDGE"]},
    "BOJ": {"c++": ["g++", "-std=gnu++17", "-O2", "-Wall", "-DONLINE_JUDGE", "-DBOJ"],
            "c": ["gcc", "-std=gnu11", "-O2", "-Wall", "-DONLINE_JUDGE", "-DBOJ"]},
    "ZOJ": _DEFAULT, "HackerRank": _DEFAULT, "none": _DEFAULT, "": _DEFAULT,
    # A package's programs (submissions, validators, checkers) as the format's own tool
    # builds them: problemtools' languages.yaml (Kattis) compiles C++ as gnu++23 and C as
    # gnu17 (and -g -static, which change nothing a test can see). DOMjudge's default line
    # gives no -std (g++ 11-13: gnu++17), so what DOMjudge accepts compiles here too.
    "Kattis": {"c++": ["g++", "-std=gnu++23", "-O2"], "c": ["gcc", "-std=gnu17", "-O2"]},
}
PACKAGE_JUDGE = "Kattis"
JUDGES = tuple(j for j in COMPILERS if j)    # what `judge =` and `new --judge` may name

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


class Program:
    """What runs, built: argv, the paths bwrap must keep visible, its language (LANGUAGES;
    "pypy" for Python under PyPy, "other" for a command line), and how it was built (the
    compiler line, for the report), if it was."""

    def __init__(self, argv, expose, language, compiled=""):
        self.argv, self.expose, self.language, self.compiled = argv, expose, language, compiled

    def with_args(self, args):
        """The same program given more arguments (a generator's seed)."""
        return Program(self.argv + list(args), self.expose, self.language, self.compiled)


def language_of(path, python=None):
    """The language of a file by EXTENSIONS (Python 2 by its shebang or name), or None;
    "pypy" for Python 3 when `python` is a PyPy (the judges' limits tell them apart)."""
    language = EXTENSIONS.get(os.path.splitext(path)[1])
    if language == "python":
        base = os.path.basename(path)
        try:
            with open(path, "rb") as f:
                first = f.readline()
        except OSError:
            first = b""
        if b"python2" in first or re.search(r"py2(\b|_|\.)", base):
            return "python2"
        if python and "pypy" in os.path.basename(python):
            return "pypy"
    return language


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
    return Program(argv, [a for a in argv if os.path.exists(a)], "other")


class Box:
    """Where programs are built and run: the sandbox modes (sandbox.choose()) and what the
    runs may see (a sandbox.View: the repository shown, the test data hidden); and what
    each compile may take, (CPU s, memory MB): COMPILE_CPU_S and COMPILE_MEMORY_MB, or a
    package's compilation_time and compilation_memory."""

    def __init__(self, modes, view=sandbox.NOTHING, compile_limits=None):
        self.modes, self.view = modes, view
        self.compile_limits = compile_limits or (COMPILE_CPU_S, COMPILE_MEMORY_MB)


# a standard an older compiler does not know yet -> its earlier names, newest first (g++ 11
# and 12 take gnu++23; g++ 10 only gnu++2a)
OLDER_NAMES = {"gnu++23": ["gnu++2b", "gnu++20", "gnu++2a", "gnu++17"], "gnu17": ["gnu11"]}
_KNOWN = {}                    # (compiler, standard) -> whether it takes it


def compiler_line(language, judge, std):
    """The judge's line for C or C++ (`std` overriding its standard), a standard this
    compiler does not know replaced by its newest earlier name (OLDER_NAMES)."""
    line = list(COMPILERS.get(judge, COMPILERS[""])[language])
    if std:
        line = [line[0]] + ["-std=" + std] + [w for w in line[1:] if not w.startswith("-std=")]
        return line
    for i, word in enumerate(line):
        if word.startswith("-std=") and word[5:] in OLDER_NAMES:
            names = [word[5:]] + OLDER_NAMES[word[5:]]
            line[i] = "-std=" + next((n for n in names if _takes(line[0], language, n)),
                                     names[0])
    return line


def _takes(compiler, language, standard):
    """Whether `compiler` knows -std=standard (asked once: it preprocesses nothing)."""
    key = (compiler, standard)
    if key not in _KNOWN:
        try:
            _KNOWN[key] = subprocess.run(
                [compiler, "-std=" + standard, "-x", "c++" if language == "c++" else "c",
                 "-E", os.devnull], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                timeout=60).returncode == 0
        except (OSError, subprocess.SubprocessError):
            _KNOWN[key] = False
    return _KNOWN[key]


def build_folder(build_dir, prefix="build-"):
    """A fresh folder under build_dir for one compile: the compiler's working directory,
    where its sources are copied and its output goes."""
    privilege.open_to_run(build_dir)
    return tempfile.mkdtemp(prefix=prefix, dir=build_dir)


def run_compiler(argv, folder, box, shown, expose=(), who="the compiler"):
    """Run one compile step (argv[0]: a tool on PATH, or a path) in the sandbox `box`, working
    in `folder` (build_folder(): its sources are there, its output goes there), under the
    COMPILE_* limits, its whole process tree killed at a limit. It sees the toolchain, the
    folder and `expose`, nothing of what the runs are shown (the repository) nor of what
    they are not (sandbox.view.for_compile). CompileError (`shown`, then why) when it fails; the folder is ours again
    after it, read-only to the runs."""
    tool = argv[0] if os.sep in argv[0] else shutil.which(argv[0])
    if tool is None:
        raise JudgeError("%s: not installed here" % argv[0])
    tool = os.path.realpath(tool)
    run = _in_box([tool] + list(argv[1:]),
                  Box(box.modes, sandbox.view.for_compile(box.view, folder, tool),
                      box.compile_limits), folder, list(expose))
    failure = _failed(run, who, box)
    if failure:
        raise CompileError("%s\n%s" % (shown, failure))
    privilege.take_back(folder)     # the runs may not rewrite it (without bwrap, same uid)


def check_python(python, path, box, workdir=None):
    """CompileError when a Python file does not compile under python (its SyntaxError):
    the one syntax check, in the sandbox, with nothing written; without `site` (-S), which
    compiling needs nothing of and which may import packages (a .pth), once a command."""
    run = _in_box([python, "-S", "-c", PY_COMPILE, path], box, workdir, [python, path])
    failure = _failed(run, python, box)
    if failure:
        raise CompileError("%s does not compile:\n%s" % (os.path.basename(path), failure))


def _in_box(cmd, box, workdir, expose):
    return run_program(cmd, _compile_limits(box), box.modes,
                       box.view.plus(sandbox.EXPOSE, expose),
                       "the compiler (or the check that it compiles)", workdir=workdir,
                       nofile=COMPILE_NOFILE)


def _compile_limits(box):
    return limits_for("compiler", *box.compile_limits, stack_mb=COMPILE_STACK_MB)


def _failed(run, who, box):
    """Why a compile run failed (its last lines, or the limit it reached), or ""."""
    limits = _compile_limits(box)
    over = run.peak_kb > limits.memory_kb and "used over %d MB" % (limits.memory_kb >> 10)
    if run.kill_reason is not None or over:     # (memory.peak is exact at the end: no kill)
        return "%s %s: stopped, with everything it started" % (
            who, stopped_why(run, limits) or over)
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
