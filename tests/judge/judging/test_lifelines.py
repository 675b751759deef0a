"""Covers judge/judging/lifelines.py.

The order two runs ended in, from their lifelines (judge/judging/lifelines.py): the order the
kernel queued their last close in, read whenever we get to it, so a late reader (a busy
machine) still gets the order right. No timing: each run is over before the next starts,
or held open by a child we let go of when we choose."""
import subprocess

import pytest

from judge.judging.lifelines import Lifelines


# a child in the background until its stdin (ours) closes: sh gives an `&` child /dev/null
# for stdin, so it reads a copy made first
CHILD_HOLDS_ON = "exec 3<&0; head -c1 <&3 &"


@pytest.fixture
def lives(tmp_path):
    lives = Lifelines(str(tmp_path), ("validator", "solution"))
    yield lives
    lives.close()


def test_nothing_ended_yet(lives):
    assert lives.first() is None


@pytest.mark.parametrize("order", [("validator", "solution"), ("solution", "validator")])
def test_the_first_to_end_is_first(lives, order):
    for name in order:
        subprocess.run(lives.command(name, ["true"]), check=True)
    assert lives.first() == order[0]


def test_a_run_ends_when_its_last_process_does(lives):
    # the solution's main process exits at once, its child holds on until we say
    solution = subprocess.Popen(lives.command("solution", ["sh", "-c", CHILD_HOLDS_ON]),
                                stdin=subprocess.PIPE)
    solution.wait()
    subprocess.run(lives.command("validator", ["true"]), check=True)
    solution.stdin.close()       # the child reads EOF and goes
    assert lives.first() == "validator"


def test_the_program_runs_with_its_arguments(lives):
    out = subprocess.run(lives.command("solution", ["echo", "a b", "c"]),
                         stdout=subprocess.PIPE, check=True).stdout
    assert out == b"a b c\n"
    assert lives.first() == "solution"


def test_without_a_watch_on_each_no_order_is_claimed(lives):
    lives.names.popitem()          # as when inotify_add_watch failed for one of them
    for name in ("validator", "solution"):
        subprocess.run(lives.command(name, ["true"]), check=True)
    assert lives.first() is None


def test_asking_again_gives_the_same_answer(lives):
    subprocess.run(lives.command("solution", ["true"]), check=True)
    assert lives.let_go("solution") and not lives.let_go("validator")
    subprocess.run(lives.command("validator", ["true"]), check=True)
    assert lives.first() == "solution"
    assert lives.let_go("validator")
    assert lives.first() == "solution"     # read once, kept: never lost to a second reader
