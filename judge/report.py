"""What the runner prints and writes: one line per case, summaries, the JSON report, the exit
code. Console output survives a closed pipe (`runner.py | head -1`) and a terminal that cannot
encode UTF-8; the JSON report is written atomically, once, at the end."""
import json
import os
import sys
import tempfile

# the command's name as the user typed it, for every message: dlx-judge (installed) or
# runner.py (a clone)
PROG = "dlx-judge" if os.path.basename(sys.argv[0] or "") == "dlx-judge" else "runner.py"


def format_record(rec):
    line = "%-3s %7d ms %7d ms %8.1f MB  %s/%s" % (
        rec["verdict"], rec["cpu_ms"], rec["wall_ms"], rec["memory_kb"] / 1024,
        rec["problem"], rec["case"] or "-")
    if rec["verdict"] != "AC" and rec["message"]:
        line += "".join("\n      " + m for m in rec["message"].splitlines()[-12:])
    return line


def format_summary(label, records):
    ran = [r for r in records if r["case"]]
    n_ac = sum(r["verdict"] == "AC" for r in records)
    line = "%s: %d/%d AC" % (label, n_ac, len(records))
    if ran:
        slow = max(ran, key=lambda r: r["cpu_ms"])
        big = max(ran, key=lambda r: r["memory_kb"])
        line += "; slowest %s/%s (%d ms CPU); largest %s/%s (%.1f MB)" % (
            slow["problem"], slow["case"], slow["cpu_ms"],
            big["problem"], big["case"], big["memory_kb"] / 1024)
    return line


def exit_code_for(records):
    if any(r["verdict"] == "JE" for r in records):
        return 3
    if any(r["verdict"] != "AC" for r in records):
        return 1
    return 0


class Console:
    """print() that never raises: a closed pipe silences the rest, and characters the
    terminal cannot encode are replaced."""

    def __init__(self, stream=None):
        self.stream = stream or sys.stdout
        self.closed = False
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


def write_json(path, records):
    """Write the report to a temporary file beside `path`, then rename it into place."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".report-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(records, f, indent=1, ensure_ascii=False)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def budget_note(rounds, count, seconds):
    """Why a stress run ended after `rounds`, when it was the time budget and not the count."""
    if rounds < count:
        return " (stopped by the time budget, --seconds %g, before --count %d)" % (
            seconds, count)
    return ""

