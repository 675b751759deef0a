"""`--html FILE`: a run's report as one page to look at, made of the same records as the JSON
report. The judging command: a table per problem, one row per case (verdict, CPU time against
the limit, wall clock, memory against the limit, the message). verify: Polygon's invocation
table, one row per submission and one column per test, each cell the verdict at the limit and
the CPU time against it, beside what the submission expects and whether it got it.

One self-contained file: the style inline, no script, nothing fetched. Every text that comes
from data (names of problems, cases and submissions, messages) is escaped: a case named
`<script>` shows as those characters. Written as the JSON report is, atomically.
"""
import html
import os

from ..errors import Verdict
from ..judging import report

STYLE = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.3em; } h2 { font-size: 1.1em; margin-top: 1.5em; }
table { border-collapse: collapse; margin: .5em 0; }
th, td { border: 1px solid #ccc; padding: .25em .5em; text-align: left; vertical-align: top; }
th { background: #f3f3f3; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.AC { background: #dff5df; } .WA { background: #fadada; } .RE, .CE { background: #f3dcf3; }
.TLE, .MLE, .OLE { background: #fbf0cc; } .JE { background: #e8b0b0; font-weight: bold; }
.none { color: #999; } .yes { color: #176317; } .no { color: #a11; font-weight: bold; }
.message { white-space: pre-wrap; font-family: monospace; font-size: .9em; max-width: 60em; }
small { color: #555; }
"""


def text(value):
    """Data as HTML text: escaped, quotes too (it may sit in an attribute)."""
    return html.escape("" if value is None else str(value), quote=True)


def page(title, lines, body):
    """The whole document: its title, the closing lines (escaped here) and the body (HTML)."""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<title>%s</title><style>%s</style></head>\n<body>\n<h1>%s</h1>\n%s\n%s\n"
            "</body></html>\n" % (text(title), STYLE, text(title), "".join(
                "<p class=\"summary\">%s</p>\n" % text(line) for line in lines), body))


def cell(content, css="", title=""):
    return "<td%s%s>%s</td>" % (' class="%s"' % text(css) if css else "",
                                ' title="%s"' % text(title) if title else "", content)


def against(value_ms, limit_ms):
    """CPU time against the limit: "53 / 500 ms" (the limit left out when unknown)."""
    return "%d / %d ms" % (value_ms, limit_ms) if limit_ms else "%d ms" % value_ms


def judge_page(records, lines, title):
    """The judging command's page: per problem (in order), a row per case; a record made
    before any case ran (CE, JE) is a row of its own."""
    problems = []
    for rec in records:
        if rec["problem"] not in problems:
            problems.append(rec["problem"])
    body = []
    for name in problems:
        rows = [rec for rec in records if rec["problem"] == name]
        body.append("<h2>%s</h2>\n<table class=\"cases\">\n<tr><th>case</th><th>verdict</th>"
                    "<th>CPU / limit</th><th>wall</th><th>memory / limit</th><th>message</th>"
                    "</tr>\n" % text(name))
        for rec in rows:
            memory = "%.1f MB" % (rec.get("memory_kb", 0) / 1024.0)
            if rec.get("memory_limit_mb"):
                memory += " / %g MB" % rec["memory_limit_mb"]
            message = "" if rec["verdict"] == Verdict.AC else rec.get("message") or ""
            body.append("<tr>%s%s%s%s%s%s</tr>\n" % (
                cell(text(rec["case"] or "(before any case)")),
                cell(text(rec["verdict"]), rec["verdict"]),
                cell(text(against(rec.get("cpu_ms", 0), rec.get("time_limit_ms"))), "num"),
                cell(text("%d ms" % rec.get("wall_ms", 0)), "num"),
                cell(text(memory), "num"),
                cell(text(message), "message")))
        body.append("</table>\n")
    return page(title, lines, "".join(body))


def verify_page(records, lines, title):
    """verify's page: Polygon's invocation table, submissions by tests."""
    tests = []
    for rec in records:
        for case in rec.get("cases", ()):
            if case["case"] not in tests:
                tests.append(case["case"])
    head = "".join("<th>%s</th>" % text(t) for t in tests)
    rows = ["<table class=\"invocation\">\n<tr><th>submission</th><th>expected</th>"
            "<th>verdict</th><th>matched</th>%s<th>note</th></tr>\n" % head]
    for rec in records:
        if rec.get("matched") is None:
            rows.append("<tr>%s%s%s%s%s%s</tr>\n" % (
                cell(text(rec["submission"])), cell(text(rec.get("expected"))),
                cell("skipped", "none"), cell("", "none"), "".join(
                    cell("", "none") for _ in tests), cell(text(rec.get("skipped")), "message")))
            continue
        by_case = {c["case"]: c for c in rec.get("cases", ())}
        limit = rec.get("time_limit_ms")
        cells = []
        for t in tests:
            c = by_case.get(t)
            cells.append(cell("not run", "none") if c is None else cell(
                "%s<br><small>%s</small>" % (text(c["verdict"]), text(against(c["cpu_ms"],
                                                                          limit))),
                c["verdict"]))
        note = rec.get("detail") or ""
        if rec.get("sensitive"):
            note = (rec["sensitive"] + "\n" + note).strip()
        if rec.get("score") is not None:
            note = ("score %g of %g\n" % (rec["score"], rec["max_score"]) + note).strip()
        rows.append("<tr>%s%s%s%s%s%s</tr>\n" % (
            cell(text(rec["submission"])), cell(text(rec.get("expected"))),
            cell(text(rec["verdict"]), rec["verdict"]),
            cell("yes", "yes") if rec["matched"] else cell("NO", "no"),
            "".join(cells), cell(text(note), "message")))
    rows.append("</table>\n")
    said = ("<p>Each test's cell: its verdict at the time limit the submission was judged "
            "at, and its CPU time against that limit (while a limit is derived, the "
            "submissions it is derived from run at verify's cap).</p>\n")
    return page(title, lines, said + "".join(rows))


def add_html_option(parser, what):
    parser.add_argument("--html", metavar="FILE",
                        help="write %s as one page to look at (self-contained)" % what)


def target_problem(path):
    """Why --html PATH cannot be written, or None."""
    if not os.path.isdir(os.path.dirname(os.path.abspath(path))):
        return "no folder for %s" % path
    if os.path.isdir(path):
        return "%s is a folder" % path
    return None


def write_html(path, document):
    """The page written beside path and renamed into place (OSError)."""
    report.write_atomically(path, lambda f: f.write(document))
