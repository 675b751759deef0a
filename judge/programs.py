"""Every program the judge runs, built once from a file or a folder: a problem's solution (or
--solution), a package's submissions, output validators and testlib checkers, and stress's
programs. One builder (build), by the one language table (judge/languages.py: EXTENSIONS,
LANGUAGES, COMPILERS), into one type (languages.Program):

    C, C++ (.c, .cc .cpp ...)  the judge's line (languages.COMPILERS: POJ's, BOJ's, or the
                      default, which packages get), --std overriding its standard, every C or
                      C++ source of the folder, its own headers on the include path
    Java (.java)      javac -encoding UTF-8; the class with `static void main`; run with
                      JVM_FLAGS (below), so that the JVM starts under the memory limit
    Python 3 (.py)    --python (default: this Python), syntax-checked first: a SyntaxError
                      is a CE, as BOJ, problemtools and DOMjudge report it
    Python 2 (.py with a python2 shebang or py2 in its name), JavaScript (.js, node),
    Rust (.rs, rustc -O), Bash (.sh)
                      where the tool is installed; a missing tool skips the program (Skip)
    an executable file of no known language: run as it is

Sources are copied into the build folder, so a run needs nothing of where they came from (a
package stays hidden, answers and all); a Python file given `in_place` (a problem folder's
solution, which imports the repository's code) runs where it is. Every compile step runs in
the sandbox exactly as a solution does (languages.run_compiler). A folder is one program: its
language is the one most of its files are in, and its entry point is main.<ext>, or the only
file, or (Python) the one file with `__main__`: none of these is a JudgeError saying so.
"""
import os
import re
import shlex
import shutil
import subprocess

from . import languages
from .errors import JudgeError, UsageError
from .languages import LANGUAGES, Program, language_of

# problemtools runs Java as `java -Dfile.encoding=UTF-8 -XX:+UseSerialGC -Xss64m
# -Xms{memlim}m -Xmx{memlim}m`; DOMjudge likewise gives a 64 MB stack and -Xmx below the
# limit. A stock JVM also reserves a 240 MB code cache and 1 GiB of compressed class space up
# front: over our address-space net (memory limit + 1 GiB, judge/sandbox.py) it dies at
# start-up, and so does each of its threads when glibc reserves a 64 MB malloc arena for it.
# So the heap gets the memory limit less JVM_OVERHEAD_MB (never under 16 MB), the
# reservations are capped, and MALLOC_ARENA_MAX=2 is set (through env: the sandbox gives
# every run the same environment): the JVM then starts under any memory limit from 64 MB.
# javac is a JVM too, under the compile's memory limit (languages.COMPILE_MEMORY_MB)
JAVAC_FLAGS = ["-J-Xmx512m", "-J-XX:+UseSerialGC", "-J-XX:ReservedCodeCacheSize=64m",
               "-J-XX:CompressedClassSpaceSize=64m", "-J-XX:MaxMetaspaceSize=256m"]
JVM_OVERHEAD_MB = 48
JVM_FLAGS = ["-Dfile.encoding=UTF-8", "-XX:+UseSerialGC", "-Xss64m",
             "-XX:ReservedCodeCacheSize=64m", "-XX:CompressedClassSpaceSize=64m",
             "-XX:MaxMetaspaceSize=256m"]


class Skip(Exception):
    """This machine cannot build or run the program (the reason)."""


def sources(path):
    """[(file, language)] of a program file or folder (the folder's own files only)."""
    if os.path.isfile(path):
        return [(path, language_of(path))]
    found = []
    for name in sorted(os.listdir(path)):
        full = os.path.join(path, name)
        if os.path.isfile(full) and language_of(full):
            found.append((full, language_of(full)))
    return found


def build(path, build_dir, python, memory_mb, box, entry=None, judge="", std=None,
          in_place=False):
    """The Program for a file or folder (`entry`: its entry point's file name, as DOMjudge's
    submissions.json gives it), its compile step run in the sandbox `box` (a languages.Box),
    C and C++ with `judge`'s line (`std` overriding its standard). Skip when this machine
    lacks the language, CompileError when it does not compile, JudgeError when it has no
    entry point."""
    files = sources(path)
    if os.path.isfile(path) and files[0][1] is None:
        if os.access(path, os.X_OK):
            return Program([path], [path], "other")     # any executable, run as it is
        raise UsageError("%s: not a language this runner builds (%s), nor executable (use "
                         "--command)" % (path, ", ".join(sorted(set(
                             languages.EXTENSIONS)))))
    if not files:
        raise JudgeError("%s: no source file in a known language" % path)
    language, mine = _language(files)
    tool, how = LANGUAGES[language]
    if how is None:
        raise Skip("%s: no %s support in this runner" % (os.path.basename(path), language))
    if tool and not _works(tool):
        raise Skip("%s: %s is not installed here" % (os.path.basename(path), tool))
    if how == "python" and in_place and os.path.isfile(path):
        return _python(python, language, path, os.path.abspath(path), box)
    ext = os.path.splitext(mine[0])[1]
    if entry is not None and os.path.join(path, entry) not in mine:
        raise JudgeError("%s: no entry point %s" % (path, entry))
    entry = entry or os.path.basename(_entry(path, mine, ext))
    out = languages.build_folder(build_dir, "prog-")
    copies = _copy(path, mine, out)
    if how == "c":
        return _build_c(copies, language, out, box, judge, std)
    if how == "java":
        return _build_java(copies, out, memory_mb, box)
    entry = os.path.join(out, SOURCES, entry)
    if how == "rust":
        exe = os.path.join(out, "main")
        line = _compile([_rustc(), "-O", "--edition", "2021", "-o", exe,
                         os.path.relpath(entry, out)], out, box)
        return Program([exe], [exe], language, line)
    if how == "python":
        return _python(python, language, entry, out, box)
    interp = os.path.realpath(shutil.which(tool))
    if language == "javascript":     # a syntax error in any file is a CE, as DOMjudge has it
        for f in copies:
            _compile([interp, "--check", os.path.relpath(f, out)], out, box, [interp])
    return Program([interp, entry], [interp, out], language)


def _language(files):
    """(the language of most files, runnable ones first; its files: Python 2 and 3 as one)."""
    counts = {}
    for _, lang in files:
        counts[lang] = counts.get(lang, 0) + 1
    language = max(counts, key=lambda lang: (counts[lang], LANGUAGES[lang][1] is not None))
    pythons = ("python", "python2")
    return language, [f for f, lang in files if lang == language or (
        language in pythons and lang in pythons)]


def _python(python, language, entry, seen, box):
    """A Python program, once it compiles (languages.check_python): run by --python (Python 3,
    "pypy" when that is a PyPy) or python2, seeing `seen` (its folder or itself)."""
    interp = python if language == "python" else os.path.realpath(shutil.which("python2"))
    languages.check_python(interp, entry, box, os.path.dirname(entry) if seen != entry
                           else None)
    if language == "python" and "pypy" in os.path.basename(interp):
        language = "pypy"
    return Program([interp, entry], [interp, seen], language)


SOURCES = "src"                 # the program's copy, in its build folder


def _copy(path, mine, out):
    """The program copied into out/SOURCES: a file alone, or a folder's regular files (its
    headers too; no link is followed); the copies of `mine`."""
    src = os.path.join(out, SOURCES)
    os.mkdir(src)
    folder = os.path.dirname(path) if os.path.isfile(path) else path
    names = [os.path.basename(path)] if os.path.isfile(path) else sorted(
        n for n in os.listdir(path) if os.path.isfile(os.path.join(path, n))
        and not os.path.islink(os.path.join(path, n)))
    for name in names:
        shutil.copyfile(os.path.join(folder, name), os.path.join(src, name))
    return [os.path.join(src, os.path.basename(f)) for f in mine]


def _works(tool):
    exe = shutil.which(tool)
    if exe is None:
        return False
    if tool == "python2":   # a pyenv shim without a python2 behind it
        try:
            return subprocess.run([exe, "-c", "pass"], stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL, timeout=20).returncode == 0
        except (OSError, subprocess.SubprocessError):
            return False
    return True


def _entry(path, files, ext):
    if len(files) == 1:
        return files[0]
    for f in files:
        if os.path.basename(f) == "main" + ext:
            return f
    if ext in (".py", ".py3"):
        mains = [f for f in files if b"__main__" in _read(f)]
        if len(mains) == 1:
            return mains[0]
    raise JudgeError("%s: no entry point (main%s, a single file, or one file with "
                     "__main__)" % (path, ext))


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def _compile(cmd, out, box, expose=(), who="the compiler", shown=None):
    """Run a compile step in the sandbox, working in out (languages.run_compiler); the line
    as run, or CompileError with its message (after `shown`, by default that line)."""
    shown = shown or " ".join(shlex.quote(w) for w in cmd)
    languages.run_compiler(cmd, out, box, shown, expose, who)
    return shown


def _rustc():
    """The toolchain's own rustc: a rustup proxy needs a home the sandbox does not give."""
    try:
        root = subprocess.run(["rustc", "--print", "sysroot"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, timeout=60).stdout.decode().strip()
    except (OSError, subprocess.SubprocessError):
        root = ""
    real = os.path.join(root, "bin", "rustc")
    return real if root and os.path.isfile(real) else os.path.realpath(shutil.which("rustc"))


def first_error(error):
    """One line for a CompileError (or Skip): the compiler's first line that says "error",
    else its last line."""
    lines = [l.strip() for l in str(error).splitlines() if l.strip()]
    found = [l for l in lines[1:] if "error" in l.lower()]
    return (found or lines or [""])[0 if found else -1]


def _build_c(files, language, out, box, judge, std):
    """C or C++ with the judge's line (languages.COMPILERS), the program's own headers on the
    include path; the line shown names the executable by the first source's name."""
    exe = os.path.join(out, os.path.splitext(os.path.basename(files[0]))[0] if len(files) == 1
                       else "main")
    names = [os.path.relpath(f, out) for f in files]
    line = languages.compiler_line(language, judge, std)
    if shutil.which(line[0]) is None:
        raise UsageError("%s is needed to compile %s (Debian: apt install %s)"
                         % (line[0], files[0], line[0]))
    tail = ["-I" + SOURCES, "-o", exe] + names + (["-lm"] if language == "c" else [])
    return Program([exe], [exe], language, _compile(line + tail, out, box))


def _build_java(files, out, memory_mb, box):
    mains = []
    for f in files:
        text = re.sub(r"/\*[\s\S]*?\*/|//[^\n]*", " ", _read(f).decode("utf-8", "replace"))
        if re.search(r"static\s+(public\s+)?void\s+main\s*\(", text):
            m = re.search(r"package\s+([\w.]+)\s*;", text)
            cls = re.search(r"(?:public\s+|final\s+|abstract\s+)*class\s+(\w+)[^{]*\{"
                            r"(?:(?!\bclass\b)[\s\S])*?static\s+(?:public\s+)?void\s+main",
                            text)
            name = cls.group(1) if cls else os.path.splitext(os.path.basename(f))[0]
            mains.append((m.group(1) + "." if m else "") + name)
    if len(mains) != 1:
        raise JudgeError("%s: %s class with main() (need exactly one)" % (
            os.path.dirname(files[0]) if len(files) > 1 else files[0],
            "no" if not mains else "more than one"))
    java = os.path.realpath(shutil.which("java"))
    home = os.path.dirname(os.path.dirname(java))
    env = shutil.which("env") or "/usr/bin/env"
    line = _compile([env, "MALLOC_ARENA_MAX=2", os.path.realpath(shutil.which("javac"))] +
                    JAVAC_FLAGS + ["-encoding", "UTF-8", "-d", out] +
                    [os.path.relpath(f, out) for f in files], out, box, [home])
    return Program([env, "MALLOC_ARENA_MAX=2", java] + jvm_flags(memory_mb) +
                   ["-cp", out, mains[0]],
                   [home, out], "java", line)


def jvm_flags(memory_mb):
    """The JVM's flags under a memory limit (see JVM_FLAGS)."""
    heap = max(16, int(memory_mb) - JVM_OVERHEAD_MB)
    return JVM_FLAGS + ["-Xmx%dm" % heap]
