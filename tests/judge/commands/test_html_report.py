"""Covers judge/commands/html_report.py.

`--html FILE` (the judging command, verify, merge): one self-contained page, read back as a
browser shows it. Every name in it comes from data and may hold markup (a case named
`<script>x`): the page must show those characters, never run or render them. The pages are
loaded in a real headless browser (Debian's chromium: `chromium --headless --dump-dom` prints
the document as the browser built it) and the cells' text read back; where chromium is not
installed, that part is skipped with the reason (CI installs it: .ci/run)."""
import os
import shutil
import subprocess
import sys
from html.parser import HTMLParser

import pytest

from conftest import RUNNER
from fake_packages import SUM, package, write
from fake_problems import make_problem

sys.path.insert(0, str(RUNNER.parent))
from judge.commands import html_report  # noqa: E402

MARKUP = "<script>x"           # a case's name: file names may hold < and >, not /
BOLD = "<b>bold</b>"           # a message's text


class Cells(HTMLParser):
    """The text of every table row's cells, the tags met, and every attribute that could
    fetch something."""

    def __init__(self):
        super().__init__()
        self.rows, self.tags, self.fetches, self.in_cell = [], set(), [], False

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        self.fetches += [v for k, v in attrs if k in ("src", "href", "srcset", "action")]
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.rows[-1].append("")
            self.in_cell = True
        elif tag == "br" and self.in_cell:
            self.rows[-1][-1] += " "

    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.in_cell = False

    def handle_data(self, data):
        if self.in_cell:
            self.rows[-1][-1] += data


def cells(document):
    parser = Cells()
    parser.feed(document)
    return parser


def test_what_comes_from_data_is_shown_as_text_never_as_markup():
    records = [{"problem": "p<i>", "case": MARKUP, "verdict": "WA", "cpu_ms": 5, "wall_ms": 9,
                "memory_kb": 2048, "message": BOLD, "time_limit_ms": 1000,
                "memory_limit_mb": 64}]
    page = cells(html_report.judge_page(records, ["total: 0/1 AC \"<\""], "t<title>"))
    assert ["%s" % MARKUP, "WA", "5 / 1000 ms", "9 ms", "2.0 MB / 64 MB", BOLD] in page.rows
    assert not {"script", "b", "i"} & page.tags and page.fetches == []


def test_a_verify_page_is_the_invocation_table_of_submissions_by_tests():
    cases = [{"case": "1", "verdict": "AC", "cpu_ms": 10, "wall_ms": 0, "memory_kb": 0},
             {"case": MARKUP, "verdict": "TLE", "cpu_ms": 1500, "wall_ms": 0, "memory_kb": 0}]
    records = [{"submission": "ok.py", "expected": "AC", "verdict": "AC", "matched": True,
                "time_limit_ms": 1000, "cases": cases[:1] + [dict(cases[1], verdict="AC",
                                                                  cpu_ms=20)]},
               {"submission": "slow<i>.py", "expected": "WA", "verdict": "TLE",
                "matched": False, "detail": BOLD, "time_limit_ms": 1000, "cases": cases},
               {"submission": "x.cbl", "expected": "AC", "verdict": None, "matched": None,
                "skipped": "no COBOL here"}]
    rows = cells(html_report.verify_page(records, ["verify p"], "verify p")).rows
    assert rows[0] == ["submission", "expected", "verdict", "matched", "1", MARKUP, "note"]
    assert rows[1] == ["ok.py", "AC", "AC", "yes", "AC 10 / 1000 ms", "AC 20 / 1000 ms", ""]
    assert rows[2] == ["slow<i>.py", "WA", "TLE", "NO", "AC 10 / 1000 ms",
                       "TLE 1500 / 1000 ms", BOLD]
    assert rows[3] == ["x.cbl", "AC", "skipped", "", "", "", "no COBOL here"]


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def shown(pages, tmp_path):
    """What headless chromium builds of each page: at once, one process each. It gets a
    HOME and a profile of its own in tmp_path (uid 65534's HOME may be unwritable);
    --no-sandbox: root cannot use chromium's sandbox, and it loads only our own files."""
    home = tmp_path / "browser-home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"))
    procs = [subprocess.Popen(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--user-data-dir=%s" % (home / ("profile%d" % k)), "--dump-dom",
         page.resolve().as_uri()], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        for k, page in enumerate(pages)]
    dumped = []
    for proc in procs:
        out, err = proc.communicate(timeout=180)
        assert proc.returncode == 0 and out.strip(), err.decode()[-2000:]
        dumped.append(cells(out.decode()))
    return dumped


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (apt-get install "
                                             "chromium; CI installs it: .ci/run)")
def test_the_pages_of_a_judged_problem_and_a_verified_package_open_in_chromium(tmp_path):
    make_problem(tmp_path, "sum", solution="wa", cases={
        MARKUP: ("1 2\n", "3\n"), "plain": ("2 2\n", "4\n")})
    judged = subprocess.run([sys.executable, str(RUNNER), "sum", "--testdata",
                             tmp_path / "testdata", "--root", tmp_path, "--html",
                             tmp_path / "judged.html"], capture_output=True, timeout=300)
    assert judged.returncode == 1, judged.stderr.decode()
    pkg = package(tmp_path / "pkg", yaml="name: Sum\nlimits:\n  time_limit: 2\n", cases={
        "sample/1": ("1 2\n", "3\n"), "secret/" + MARKUP: ("5 6\n", "11\n")})
    write(pkg / "submissions" / "accepted" / "sum.py", SUM)
    write(pkg / "submissions" / "wrong_answer" / "<i>prod.py",
          "a, b = map(int, input().split())\nprint(a * b)\n")
    verified = subprocess.run([sys.executable, str(RUNNER), "verify", pkg, "--html",
                               tmp_path / "verified.html"], capture_output=True, timeout=300)
    assert verified.returncode == 0, verified.stderr.decode()
    judge_page, verify_page = shown([tmp_path / "judged.html", tmp_path / "verified.html"],
                                    tmp_path)
    assert [row[:2] for row in judge_page.rows[1:]] == [[MARKUP, "WA"], ["plain", "WA"]]
    assert judge_page.rows[1][2].endswith("/ 2000 ms")
    assert verify_page.rows[0][4:6] == ["sample/1", "secret/" + MARKUP]
    by_label = {row[0]: row for row in verify_page.rows[1:]}
    assert by_label["accepted/sum.py"][1:4] == ["AC", "AC", "yes"]
    assert by_label["accepted/sum.py"][4].startswith("AC ")
    assert by_label["wrong_answer/<i>prod.py"][1:4] == ["WA", "WA", "yes"]
    assert by_label["wrong_answer/<i>prod.py"][4].split()[0] == "WA"
    for page in (judge_page, verify_page):
        assert not {"script", "i"} & page.tags and page.fetches == []
