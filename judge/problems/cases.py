"""A problem's cases: a folder of them paired by one of LAYOUTS (ours, oj's and CPH's,
cf-tool's, Polygon's), each a Case whose two files are read as the judge reads every file a
case gives it (read_case_file: a regular file, under MAX_CASE_BYTES, UTF-8 where asked).
"""
import hashlib
import json
import os
import re
import stat

from ..errors import JudgeError

MAX_CASE_BYTES = 256 << 20     # a .in or .ans larger than this is broken data (JE)


class Case:
    utf8 = True                   # its files must be UTF-8 (read_case_file)

    def __init__(self, name, in_path, ans_path):
        self.name = name
        self.in_path = in_path
        self.ans_path = ans_path
        self.digests = None       # sha256 of .in and .ans when the judging began

    def remember(self):
        """Record the files' hashes now, before any solution runs: a case rewritten later
        (a solution without isolation can) is then a JE, never a verdict."""
        self.digests = tuple(_digest(p, self.utf8) for p in (self.in_path, self.ans_path))


def _digest(path, utf8=True):
    try:
        return hashlib.sha256(read_case_file(path, utf8)).hexdigest()
    except JudgeError:
        return None  # judge_case reports it


def read_case_file(path, utf8=True):
    """The bytes of a .in or .ans: JudgeError unless it is a regular file under
    MAX_CASE_BYTES (a FIFO, a device or a link to /dev/zero is broken data, never read), and
    UTF-8 where `utf8` (our problems' rule; a package's data may be any bytes, as its own
    tools take them)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as e:
        raise JudgeError("cannot read %s: %s" % (path, e.strerror))
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):   # a folder too: fdopen would raise on it
        os.close(fd)
        raise JudgeError("%s is not a regular file" % path)
    with os.fdopen(fd, "rb") as f:
        if info.st_size > MAX_CASE_BYTES:
            raise JudgeError("%s is over %d MB" % (path, MAX_CASE_BYTES >> 20))
        data = f.read(MAX_CASE_BYTES + 1)
    if not utf8:
        return data
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise JudgeError("%s is not valid UTF-8: %s" % (path, e))
    return data


# How a folder of cases pairs inputs with answers, in the order tried (list_cases): ours and
# problemtools' (NAME.in + NAME.ans), oj's (NAME.in + NAME.out), cf-tool's (inK.txt
# + ansK.txt) and Codeforces Polygon's (NAME + NAME.a).
LAYOUTS = (
    ("NAME.in + NAME.ans", re.compile(r"(.+)\.in$"), "{}.ans"),
    ("NAME.in + NAME.out", re.compile(r"(.+)\.in$"), "{}.out"),
    ("inK.txt + ansK.txt (cf-tool)", re.compile(r"in(\d+)\.txt$"), "ans{}.txt"),
    ("NAME + NAME.a (Polygon)", re.compile(r"([^.]+)$"), "{}.a"),
)


def list_cases(cases_dir, answer_ext=None):
    """The cases of a folder, sorted by name: its inputs paired with their answers by the first
    of LAYOUTS that pairs any (or NAME.in + NAME.`answer_ext`). A layout's input without its
    answer is still a case (judging it is a JE, naming the file). [] when nothing pairs."""
    return read_cases(cases_dir, answer_ext)[0]


def read_cases(cases_dir, answer_ext=None):
    """(list_cases(), the layout that paired them, or None)."""
    if not os.path.isdir(cases_dir):
        return [], None
    names = set(os.listdir(cases_dir))
    layouts = LAYOUTS if answer_ext is None else (
        ("NAME.in + NAME.%s" % answer_ext.lstrip("."), LAYOUTS[0][1],
         "{}." + answer_ext.lstrip(".")),)
    for layout, pattern, answer in layouts:
        pairs = sorted((m.group(1), m.group(0)) for m in map(pattern.match, names) if m)
        if any(answer.format(stem) in names for stem, _ in pairs):
            return [Case(stem, os.path.join(cases_dir, inp),
                         os.path.join(cases_dir, answer.format(stem)))
                    for stem, inp in pairs], layout
    ins = sorted(n[:-3] for n in names if n.endswith(".in"))
    if ins and answer_ext is None:   # inputs and no answers at all: each case says so
        return [Case(n, os.path.join(cases_dir, n + ".in"), os.path.join(cases_dir, n + ".ans"))
                for n in ins], None
    return [], None


# CPH (Competitive Programming Helper, for VS Code) keeps a solution's cases in one JSON file,
# .cph/.<file>_<md5 of its path>.prob (newer versions: no leading dot): {"tests": [{"input":
# ..., "output": ...}, ...], "timeLimit": ms, "memoryLimit": MB, ...}.
CPH_FOLDER = ".cph"
CPH_PROB = re.compile(r"\.?(.+)_[0-9a-f]{32}\.prob$")


def cph_probs(folder):
    """{source file name: [.prob paths]} of a CPH folder: `folder` is .cph/ or the folder
    that holds it; {} when it is neither."""
    if os.path.basename(os.path.normpath(folder)) != CPH_FOLDER:
        folder = os.path.join(folder, CPH_FOLDER)
    found = {}
    if os.path.isdir(folder):
        for name in sorted(os.listdir(folder)):
            m = CPH_PROB.match(name)
            if m:
                found.setdefault(m.group(1), []).append(os.path.join(folder, name))
    return found


def read_cph(path):
    """([(input, answer)] texts, time limit s or None, memory MB or None) of a .prob file;
    JudgeError when it is not what CPH writes."""
    try:
        problem = json.loads(read_case_file(path).decode("utf-8"))
        pairs = [(t["input"], t["output"]) for t in problem["tests"]]
    except (ValueError, KeyError, TypeError) as e:
        raise JudgeError("%s: not a CPH problem file (JSON, a list of tests with input and "
                         "output): %s" % (path, e))
    if not all(isinstance(x, str) for pair in pairs for x in pair):
        raise JudgeError("%s: a test's input or output is not text" % path)
    limits = []
    for key, scale in (("timeLimit", 0.001), ("memoryLimit", 1)):
        value = problem.get(key)
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0
        limits.append(value * scale if ok else None)
    return pairs, limits[0], limits[1]
