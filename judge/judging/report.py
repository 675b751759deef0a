"""What the runner prints and writes: one line per case, summaries, the JSON report, the exit
code. Console output survives a closed pipe (`runner.py | head -1`) and a terminal that cannot
encode UTF-8; the JSON report is written atomically, once, at the end."""
import json
import os
import stat
import sys
import tempfile

from ..errors import Verdict
from ..sandbox import scratch

# the command's name as the user typed it, for every message: dlx-judge (installed) or
# runner.py (a clone)
PROG = "dlx-judge" if os.path.basename(sys.argv[0] or "") == "dlx-judge" else "runner.py"


COLOURS = {Verdict.AC: "32", Verdict.WA: "31", Verdict.TLE: "33", Verdict.MLE: "33",
           Verdict.OLE: "33", Verdict.RE: "35", Verdict.CE: "35",
           Verdict.JE: "1;31"}      # ANSI: green, red, yellow, magenta, bold red


def format_record(rec, colour=False):
    """The console line of a record (and its message, and on a WA the output beside the
    answer); the verdict in colour when `colour` (a terminal, and no NO_COLOR)."""
    verdict = "%-3s" % rec["verdict"]
    if colour and rec["verdict"] in COLOURS:
        verdict = "\x1b[%sm%s\x1b[0m" % (COLOURS[rec["verdict"]], verdict)
    line = "%s %7d ms %7d ms %8.1f MB  %s/%s" % (
        verdict, rec["cpu_ms"], rec["wall_ms"], rec["memory_kb"] / 1024,
        rec["problem"], rec["case"] or "-")
    if rec["verdict"] != Verdict.AC and rec["message"]:
        line += "".join("\n      " + m for m in rec["message"].splitlines()[-12:])
    for row in rec.get("diff", ()):
        line += "\n      " + row
    return line


DIFF_CONTEXT = 2                # lines shown before and after the first differing one
DIFF_WIDTH = 36                 # characters of a line, in each column
INPUT_LINES = 3                 # lines of the input shown above


def side_by_side(input_bytes, output, answer):
    """Rows showing a WA as oj's -D does: the input's first lines (cut), then the output
    beside the expected answer around the first line that differs (line and column named),
    whitespace made visible. [] when the lines do not differ (a checker's WA)."""
    got = [l.rstrip(b" \t\r") for l in output.split(b"\n")]
    exp = [l.rstrip(b" \t\r") for l in answer.split(b"\n")]
    for lines in (got, exp):
        while lines and not lines[-1]:
            lines.pop()
    first = next((i for i in range(max(len(got), len(exp)))
                  if (got[i] if i < len(got) else None) != (exp[i] if i < len(exp) else None)),
                 None)
    if first is None:
        return []
    g, e = (got[first] if first < len(got) else b""), (exp[first] if first < len(exp) else b"")
    column = next((k for k in range(min(len(g), len(e))) if g[k] != e[k]), min(len(g), len(e)))
    rows = ["input: " + " | ".join(_cell(l, DIFF_WIDTH * 2) for l in
                                   input_bytes.split(b"\n")[:INPUT_LINES])]
    rows.append("first difference: line %d, column %d" % (first + 1, column + 1))
    rows.append("%6s  %-*s  %s" % ("line", DIFF_WIDTH, "output", "expected"))
    for i in range(max(0, first - DIFF_CONTEXT), first + DIFF_CONTEXT + 1):
        if i >= len(got) and i >= len(exp):
            break
        mark = ">" if i == first else " "
        rows.append("%s%5d  %-*s  %s" % (mark, i + 1, DIFF_WIDTH, _cell(
            got[i] if i < len(got) else None, DIFF_WIDTH), _cell(
            exp[i] if i < len(exp) else None, DIFF_WIDTH)))
    return rows


def _cell(line, width):
    if line is None:
        return "<end>"
    text = line.decode("utf-8", "replace").replace("\t", "→").replace(" ", "·")
    text = "".join(c if c.isprintable() else "\\x%02x" % ord(c) for c in text)
    return text if len(text) <= width else text[:width - 1] + "…"


def format_summary(label, records):
    ran = [r for r in records if r["case"]]
    n_ac = sum(r["verdict"] == Verdict.AC for r in records)
    line = "%s: %d/%d AC" % (label, n_ac, len(records))
    if ran:
        slow = max(ran, key=lambda r: r["cpu_ms"])
        big = max(ran, key=lambda r: r["memory_kb"])
        line += "; slowest %s/%s (%d ms CPU); largest %s/%s (%.1f MB)" % (
            slow["problem"], slow["case"], slow["cpu_ms"],
            big["problem"], big["case"], big["memory_kb"] / 1024)
    return line


def exit_code_for(records):
    if any(r["verdict"] == Verdict.JE for r in records):
        return 3
    if any(r["verdict"] != Verdict.AC for r in records):
        return 1
    return 0


class Console:
    """print() that never raises: a closed pipe silences the rest, and characters the
    terminal cannot encode are replaced."""

    def __init__(self, stream=None):
        self.stream = stream or sys.stdout
        self.closed = self.stream is None        # started with stdout closed (>&-)
        # colour on a terminal only, never where NO_COLOR is set (no-color.org)
        self.colour = self.isatty() and not os.environ.get("NO_COLOR")
        try:
            self.stream.reconfigure(errors="replace")
        except (AttributeError, ValueError):
            pass

    def write(self, text, end="\n"):
        if self.closed:
            return
        try:
            self.stream.write(text + end)
            self.stream.flush()
        except BrokenPipeError:
            self.closed = True
            try:  # keep Python's exit-time flush from failing on the same pipe
                os.dup2(os.open(os.devnull, os.O_WRONLY), self.stream.fileno())
            except (OSError, ValueError):
                pass
        except (OSError, ValueError):
            self.closed = True

    def isatty(self):
        try:
            return self.stream.isatty()
        except (AttributeError, ValueError):
            return False


def json_target_problem(path):
    """Why --json PATH may not be written, or None: "-" is stdout; anything else is written
    beside itself and renamed into place, so it must be a regular file or nothing (a link or
    a device, /dev/stdout among them, would be replaced, not written through)."""
    if path == "-":
        return None
    if not os.path.isdir(os.path.dirname(os.path.abspath(path))):
        return "no folder for %s" % path
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        return "%s: %s" % (path, e.strerror)
    if not stat.S_ISREG(info.st_mode):
        return ("%s is not a regular file (a link, a device or a folder is never replaced); "
                "`--json -` writes the report to stdout" % path)
    return None


def write_json(path, records):
    """Write the report: to stdout for "-", else to a temporary file beside `path`, then
    renamed into place (OSError when json_target_problem says why not)."""
    if path == "-":
        json.dump(records, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        sys.stdout.flush()
        return
    problem = json_target_problem(path)
    if problem:
        raise OSError(problem)
    write_atomically(path, lambda f: f.write(json.dumps(records, indent=1,
                                                        ensure_ascii=False) + "\n"))


def write_atomically(path, write):
    """write(f) on a text file beside `path`, then renamed into place: a reader never sees
    half a report (OSError)."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".report-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class Progress:
    """One line on stderr saying how far a long loop is (stress): rewritten in place on a
    terminal, a line every EVERY_S seconds elsewhere (a log still shows it is alive)."""

    EVERY_S = 10.0

    def __init__(self, stream=None):
        self.stream = stream or sys.stderr
        try:
            self.tty = self.stream.isatty()
        except (AttributeError, ValueError):
            self.tty = False
        self.said = None

    def tick(self, now, text):
        try:
            if self.tty:
                self.stream.write("\r\x1b[K" + text)
            elif self.said is None or now - self.said >= self.EVERY_S:
                self.stream.write(text + "\n")
                self.said = now
            self.stream.flush()
        except (OSError, ValueError):
            pass

    def done(self):
        if self.tty:
            try:
                self.stream.write("\r\x1b[K")
                self.stream.flush()
            except (OSError, ValueError):
                pass


def failing_case(input_bytes, answer_bytes, lines=10):
    """The failing case printed: its input and answer, each cut at `lines` lines."""
    rows = []
    for what, data in (("input", input_bytes), ("answer", answer_bytes)):
        text = data.decode("utf-8", "replace").splitlines()
        rows.append("%s (%d line%s)%s" % (what, len(text), "" if len(text) == 1 else "s",
                                         ":" if text else ""))
        rows += ["  " + l[:120] for l in text[:lines]] + (["  ..."] if len(text) > lines else [])
    return "\n".join(rows)


def failures_dir(out=None):
    """Where stress writes a failing case: `out` (--out), else stress-failures/ in the
    runner's scratch folder (kept: the sweep removes only what a runner made for itself)."""
    folder = out or os.path.join(scratch.parent(), "stress-failures")
    os.makedirs(folder, exist_ok=True)
    return folder


def save_failure(folder, name, input_bytes, answer_bytes):
    """Write a failing case as folder/name.in and .ans, and print it; the path without its
    suffix."""
    base = os.path.join(folder, name)
    for suffix, data in ((".in", input_bytes), (".ans", answer_bytes)):
        with open(base + suffix, "wb") as f:
            f.write(data)
    print(failing_case(input_bytes, answer_bytes))
    return base


def stress_progress(rounds, started, now, args):
    return "stress: %d of %d rounds, %.0f s of %g s" % (rounds, args.count, now - started,
                                                       args.seconds)


def budget_note(rounds, count, seconds):
    """Why a stress run ended after `rounds`, when it was the time budget and not the count."""
    if rounds < count:
        return " (stopped by the time budget, --seconds %g, before --count %d)" % (
            seconds, count)
    return ""

