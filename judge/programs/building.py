"""Every program the judge runs, built once from a file or a folder: a problem's solution (or
--solution), a package's submissions, output validators and testlib checkers, and stress's
programs. One builder (build), by the one language table (judge/programs/languages.py: EXTENSIONS,
LANGUAGES, COMPILERS, STACK_MB), into one type (languages.Program):

    C, C++ (.c, .cc .cpp ...)  the judge's line (languages.COMPILERS: POJ's, BOJ's, the
                      default, or for a package's programs problemtools' gnu++23), --std
                      overriding its standard, every C or C++ source of the folder, its own
                      headers (subfolders too) on the include path
    Java (.java)      javac -encoding UTF-8, every file of the folder together; the class
                      whose own body declares `static void main` (java_mains: braces
                      counted), of several the one in problemtools' entry file
                      (tools_main_file); run with JVM_FLAGS (below), so that the JVM starts
                      under the memory limit
    Python 3 (.py)    --python (default: this Python), syntax-checked first: a SyntaxError
                      is a CE, as BOJ, problemtools and DOMjudge report it
    Python 2 (.py with a python2 shebang or py2 in its name), JavaScript (.js, node, under
    its own stack: languages.STACK_MB), Rust (.rs, rustc -O), Bash (.sh)
                      where the tool is installed; a missing tool skips the program (Skip)
    a folder with `build` and/or `run` scripts (the package format's validators; any
                      folder, as problemtools has it): `build` in the sandbox, in a copy of
                      the folder, then `run` is the program, started in that copy
    an executable file of no known language: run as it is

Sources are copied into the build folder, so a run needs nothing of where they came from (a
package stays hidden, answers and all); a Python file given `in_place` (a problem folder's
solution, which imports the repository's code) runs where it is. Every compile step runs in
the sandbox exactly as a solution does (languages.run_compiler). A folder is one program: its
language is the one most of its files are in, and (but for C, C++ and Java, whose files are
all compiled) its entry point is main.<ext>, or the only file, or (Python) the one file with
`__main__`: none of these is a JudgeError saying so. A compile that fails names its line
(first_error), so a validator's JE says how it was built.
"""
import os
import re
import shlex
import shutil
import subprocess

from ..errors import JudgeError, UsageError
from ..sandbox import privilege
from . import languages
from .languages import LANGUAGES, SHELL, Program, language_of

# problemtools runs Java as `java -Dfile.encoding=UTF-8 -XX:+UseSerialGC -Xss64m
# -Xms{memlim}m -Xmx{memlim}m`; DOMjudge likewise gives a 64 MB stack and -Xmx below the
# limit. A stock JVM also reserves a 240 MB code cache and 1 GiB of compressed class space up
# front: over our address-space net (memory limit + 1 GiB, judge/sandbox/limits.py) it dies at
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
    lacks the language or finds no source at the top of the folder, CompileError when it
    does not compile, JudgeError when it has no entry point."""
    if os.path.isdir(path) and any(os.path.isfile(os.path.join(path, n)) for n in SCRIPTS):
        return _build_run(path, build_dir, box)
    files = sources(path)
    if os.path.isfile(path) and files[0][1] is None:
        if os.access(path, os.X_OK):
            return Program([path], [path], "other")     # any executable, run as it is
        raise UsageError("%s: not a language this runner builds (%s), nor executable (use "
                         "--command)" % (path, ", ".join(sorted(set(
                             languages.EXTENSIONS)))))
    if not files:      # e.g. a C# project: its sources in a subfolder, beside a .csproj
        raise Skip("%s: no source file in a known language at the top of the folder" % (
            os.path.basename(path)))
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
    if how not in ("c", "java"):   # those compile every file; Java's main is found in them
        entry = entry or os.path.basename(_entry(path, mine, ext))
    out = languages.build_folder(build_dir, "prog-")
    copies = _copy(path, mine, out)
    privilege.open_to_run(out)    # a Python check runs in it, as the run's uid
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
    return _with_stack(Program([interp, entry], [interp, out], language))


def _with_stack(program):
    """The program under its language's own stack (languages.STACK_MB), where it has one."""
    mb = languages.STACK_MB.get(program.language)
    if mb is None:
        return program
    return Program([SHELL, "-c", languages.SET_STACK % (mb * 1024), program.language] +
                   program.argv, [SHELL] + program.expose, program.language,
                   program.compiled)


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


COPY_MAX_FILES = 2000          # a program folder's files copied at most (headers and all)


def _copy(path, mine, out):
    """The program copied into out/SOURCES: a file alone, or a folder's regular files with
    its subfolders' (a validator's headers in include/ or lib/; no link is followed); the
    copies of `mine`."""
    src = os.path.join(out, SOURCES)
    os.mkdir(src)
    if os.path.isfile(path):
        _copy_file(path, os.path.join(src, os.path.basename(path)))
        return [os.path.join(src, os.path.basename(mine[0]))]
    copied = 0
    for top, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if not os.path.islink(os.path.join(top, d)))
        rel = os.path.relpath(top, path)
        target = src if rel == os.curdir else os.path.join(src, rel)
        os.makedirs(target, exist_ok=True)
        for name in sorted(files):
            full = os.path.join(top, name)
            if os.path.islink(full) or not os.path.isfile(full):
                continue
            copied += 1
            if copied > COPY_MAX_FILES:
                raise JudgeError("%s: over %d files" % (path, COPY_MAX_FILES))
            _copy_file(full, os.path.join(target, name))
    return [os.path.join(src, os.path.basename(f)) for f in mine]


def _copy_file(source, target):
    """The bytes, and whether it is executable (a build or run script): no other mode bit."""
    shutil.copyfile(source, target)
    os.chmod(target, 0o755 if os.stat(source).st_mode & 0o111 else 0o644)


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
    else its last line; and the compile line it came from, where there is one."""
    lines = [l.strip() for l in str(error).splitlines() if l.strip()]
    found = [l for l in lines[1:] if "error" in l.lower()]
    first = (found or lines or [""])[0 if found else -1]
    if isinstance(error, languages.CompileError) and len(lines) > 1 and \
            not lines[0].endswith(":"):
        first += " (compiled by: %s)" % lines[0]
    return first


SCRIPTS = ("build", "run")      # a folder's own build and run scripts (the format's)
IN_ITS_FOLDER = 'cd "$0" && exec ./run "$@"'  # run where build ran (it finds its own files)


def _build_run(path, build_dir, box):
    """A folder with `build` and/or `run` (the package format's "other programs"; problemtools
    treats any folder with a build script so): a copy of it, where `build` runs (if there is
    one) as a compile step, in the sandbox; then `run` is the program, started in that copy.
    A script that is not executable is run by sh (the format says both are POSIX shell
    scripts, or `run` a binary); JudgeError when there is no `run` after the build."""
    out = languages.build_folder(build_dir, "prog-")
    _copy(path, [], out)
    src = os.path.join(out, SOURCES)
    shown = ""
    build = os.path.join(src, "build")
    if os.path.isfile(build):
        argv = [build] if os.access(build, os.X_OK) else [SHELL, "build"]
        shown = _compile(argv, src, box, [SHELL], who="the build script",
                         shown="%s/build, in a copy of that folder" % path)
    run = os.path.join(src, "run")
    if not os.path.isfile(run) or os.path.islink(run):
        raise JudgeError("%s: no run script%s" % (path, " after its build" if shown else ""))
    script = IN_ITS_FOLDER if os.access(run, os.X_OK) else IN_ITS_FOLDER.replace(
        "exec ./run", "exec %s ./run" % SHELL)
    return Program([SHELL, "-c", script, src], [SHELL, out], "other", shown)


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
    tail = ["-I" + SOURCES, "-o", os.path.relpath(exe, out)] + names + (
        ["-lm"] if language == "c" else [])       # relative: the compiler works in out
    return Program([exe], [exe], language, _compile(line + tail, out, box))


# what the entry point's search reads in Java: comments, strings and characters (skipped),
# a type's name, a brace, a static void main(
_JAVA_SKIP = re.compile(r'/\*[\s\S]*?\*/|//[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'
                        r"'(?:\\.|[^'\\\n])*'")
_JAVA_TOKEN = re.compile(r"(?<![.\w$])(?:class|interface|enum|record)\s+([A-Za-z_$][\w$]*)|"
                         r"[{}]|\bstatic\s+(?:[\w$]+\s+)*?void\s+main\s*\(")


def java_mains(text):
    """The binary names (package.Outer$Inner) of the classes in a Java source that declare
    `static void main(` directly in their own body: braces counted, so a nested class
    before main() is not taken for the class main() is in."""
    text = _JAVA_SKIP.sub(" ", text)
    package = re.search(r"^\s*package\s+([\w.]+)\s*;", text, re.M)
    prefix = package.group(1) + "." if package else ""
    stack, depth, pending, found = [], 0, None, []
    for m in _JAVA_TOKEN.finditer(text):
        token = m.group(0)
        if m.group(1):
            pending = m.group(1)
        elif token == "{":
            depth += 1
            if pending:
                stack.append((pending, depth))
                pending = None
        elif token == "}":
            if stack and stack[-1][1] == depth:
                stack.pop()
            depth -= 1
        elif stack and stack[-1][1] == depth:          # main( in a type's own body
            found.append(prefix + "$".join(name for name, _ in stack))
    return found


# problemtools' entry file of a folder (languages.py: __MAINFILE_RE = ^main\., any case;
# run/source.py: the first such file of the sorted sources, else the first of them);
# BAPCtools' is alike (program.py, _get_entry_point: the first sorted file whose name starts
# with "main" in any case, else the first). Both run the class that file is named after.
_MAIN_FILE = re.compile(r"main\.", re.IGNORECASE)


def tools_main_file(files):
    """The file problemtools takes as a folder's entry point (_MAIN_FILE)."""
    ordered = sorted(files)
    return next((f for f in ordered if _MAIN_FILE.match(os.path.basename(f))), ordered[0])


def _java_entry(files):
    """The class to run: the one with main() (a nested class's own main(), a test, giving way
    to a top-level one); of several, the one in the file problemtools and BAPCtools take
    (tools_main_file), named after it where it has more than one; where that file has none,
    the class it is named after, as they run it (the JVM then says there is no main()).
    JudgeError when no class has main()."""
    mains = [(f, name) for f in files
             for name in java_mains(_read(f).decode("utf-8", "replace"))]
    if len(mains) > 1:
        mains = [(f, n) for f, n in mains if "$" not in n] or mains
    if not mains:
        raise JudgeError("%s: no class with main()" % (
            os.path.dirname(files[0]) if len(files) > 1 else files[0]))
    if len(mains) == 1:
        return mains[0][1]
    chosen = tools_main_file(files)
    stem = os.path.splitext(os.path.basename(chosen))[0]
    there = [n for f, n in mains if f == chosen]
    if len(there) == 1:
        return there[0]
    named = [n for n in there if n.rsplit(".", 1)[-1] == stem]
    return named[0] if named else stem


def _build_java(files, out, memory_mb, box):
    mains = [_java_entry(files)]
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
