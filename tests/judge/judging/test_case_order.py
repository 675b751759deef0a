"""Covers judge/judging/case.py.

judge_cases with stop_at_failure (runner.py -x, verify): the records are the cases in order
up to the first failure, however the threads of -j N interleave."""
import threading

from judge.judging import case as case_mod


class Console:
    def isatty(self):
        return False

    def write(self, *args, **kwargs):
        pass


class LateStop:
    """case.STOP, whose first check (the thread that took the first case) waits until the
    second case has failed: an earlier case that reaches its first line after a later one
    failed."""

    def __init__(self, failed):
        self.failed, self.calls, self.lock = failed, 0, threading.Lock()

    def is_set(self):
        with self.lock:
            self.calls += 1
            first = self.calls == 1
        if first:
            self.failed.wait(10)
        return False


def test_a_case_before_the_first_failure_runs_though_it_starts_after_it(monkeypatch):
    failed = threading.Event()

    def judge_case(job, name):
        verdict = "WA" if name == "b" else "AC"
        if verdict == "WA":
            failed.set()
        return {"problem": job, "case": name, "verdict": verdict}

    monkeypatch.setattr(case_mod, "STOP", LateStop(failed))
    monkeypatch.setattr(case_mod, "judge_case", judge_case)
    tasks = [("p", name) for name in "abcd"]
    records = case_mod.judge_cases(tasks, 2, Console(), stop_at_failure=True, quiet=True)
    assert [(r["case"], r["verdict"]) for r in records] == [("a", "AC"), ("b", "WA")]
