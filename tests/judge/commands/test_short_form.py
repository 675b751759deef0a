"""Covers judge/commands/judge.py.

The README's headline form, `dlx-judge DIR FILE` (judge/commands/judge.py, _shorthand):
each mistake a newcomer makes in it is a usage error (exit 2) in one line naming what they
typed, as the option form's are; a judge error (exit 3) is kept for data that is broken."""

import pytest

from fake_problems import run, said_lines
from fake_packages import SUM, write


@pytest.fixture
def here(tmp_path):
    """An oj folder of cases, test/; a solution, main.py; an empty folder; a cf-tool folder
    with no cases of its own (cf/); no testdata/ anywhere."""
    write(tmp_path / "test" / "sample-1.in", "1 2\n")
    write(tmp_path / "test" / "sample-1.out", "3\n")
    write(tmp_path / "main.py", SUM)
    (tmp_path / "empty").mkdir()
    write(tmp_path / "cf" / "notes.txt", "contest notes\n")
    return tmp_path


@pytest.mark.parametrize("words, said", [
    (["test/", "nosuch.py"], "nosuch.py: no such file or folder"),
    (["test/", "cf"], "cf is a folder, and test/ the folder of cases: the solution is a file"),
    (["cf", "test/"], "cf is a folder, and test/ the folder of cases: the solution is a file"),
    (["empty", "main.py"], "no cases in %s: looked for NAME.in + NAME.ans"),
    (["test/"], "test/: give the solution to judge: `runner.py test/ FILE`"),
    (["main.py"], "main.py: judged on what? `runner.py DIR main.py`"),
    (["test/", "main.py", "main.py"], "main.py: a second solution (main.py is the one judged)"),
    (["--cases", "empty", "--solution", "main.py"], "no cases in %s: looked for"),
    (["--cases", "test/", "--solution", "nosuch.py"], "--solution: no file nosuch.py"),
])
def test_a_mistake_in_the_short_form_is_a_usage_error_naming_it(here, words, said):
    code, out, err = run(*words, cwd=here)
    assert code == 2, (code, out, err)
    assert said.replace("%s", str(here / "empty")) in err, err
    assert len(said_lines(err)) == 1 and "Traceback" not in err, err


def test_the_short_form_that_is_right_is_judged(here):
    code, out, err = run("test/", "main.py", cwd=here)
    assert code == 0 and "1/1 AC" in out, out + err


def test_broken_data_is_still_a_judge_error(here):
    """A CPH file that is not JSON: our input (the folder's data) is broken, exit 3."""
    write(here / "c" / ".cph" / (".main.py_%s.prob" % ("0" * 32)), "{not json")
    code, out, err = run("c", "main.py", cwd=here)
    assert code == 3 and "not a CPH problem file" in err, err
