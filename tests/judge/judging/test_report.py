"""Covers judge/judging/report.py.

What the runner prints (judge/judging/report.py): on a WA the output beside the expected answer
around the first difference, line and column named; colour on a terminal only, never under
NO_COLOR; the summary on a line of its own."""
import os
import pty
import subprocess
import sys

from conftest import RUNNER
from judge.judging import report
from fake_packages import write

PAIRS = "n = int(input())\nfor i in range(n):\n    a, b = map(int, input().split())\n" \
        "    print(a * b if i == 1 else a + b)\n"


def test_side_by_side_names_the_first_difference():
    rows = report.side_by_side(b"3\n1 2\n", b"3\n12\n11\n", b"3\n7\n11\n")
    assert rows[0].startswith("input: 3 | 1·2")
    assert rows[1] == "first difference: line 2, column 1"
    assert [r.split() for r in rows[3:]] == [["1", "3", "3"], [">", "2", "12", "7"],
                                             ["3", "11", "11"]]
    assert report.side_by_side(b"", b"x\n", b"x \n") == []       # equal lines: nothing
    assert "<end>" in report.side_by_side(b"", b"1\n", b"1\n2\n")[-1]


def _case(tmp_path):
    write(tmp_path / "c" / "1.in", "3\n1 2\n3 4\n5 6\n")
    write(tmp_path / "c" / "1.ans", "3\n7\n11\n")
    return tmp_path / "c", write(tmp_path / "s.py", PAIRS)


def test_a_wa_shows_the_output_beside_the_answer(tmp_path):
    cases, sol = _case(tmp_path)
    out = subprocess.run([sys.executable, str(RUNNER), str(cases), str(sol)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    text = out.stdout.decode()
    assert out.returncode == 1 and "first difference: line 2, column 1" in text, text
    assert "\x1b[" not in text                                   # a pipe: no colour
    assert text.splitlines()[-1].startswith("total: 0/1 AC")


def _on_a_terminal(argv, env):
    """The runner's stdout as a terminal shows it."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(argv, stdout=slave, stderr=subprocess.DEVNULL, env=env)
    os.close(slave)
    chunks = []
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:          # the child closed its end
            break
        if not chunk:
            break
        chunks.append(chunk)
    proc.wait(timeout=300)
    os.close(master)
    return b"".join(chunks).decode("utf-8", "replace")


def test_colour_on_a_terminal_and_never_under_no_color(tmp_path):
    cases, sol = _case(tmp_path)
    argv = [sys.executable, str(RUNNER), str(cases), str(sol)]
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    assert "\x1b[31mWA" in _on_a_terminal(argv, env)
    assert "\x1b[31m" not in _on_a_terminal(argv, dict(env, NO_COLOR="1"))
