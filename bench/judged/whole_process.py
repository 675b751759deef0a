"""Whole-process, judge-like timing for bench/run.py: start-up, imports, input parsing and
output included, the way a judge measures a submission. One run per process (harness.py
times the runs, interleaved, and takes the medians):

    python3 bench/judged/whole_process.py PROBLEM CASE PYTHON

runs solutions/PROBLEM.py under PYTHON on the stored case testdata/PROBLEM/cases/CASE through
the judge itself (judge/: problem.toml reading, the sandbox's timing and memory, the checker in
its own process, the comparison), its time limit stretched (max(10 s, 5 x the limit)) so that
every run finishes and can be timed, and prints {"cpu", "wall", "rss_mb", "verdict",
"limit_s"}: the judge's CPU time (user + sys: what is compared with the limit), wall time
and peak memory. heaviest() picks the cases (kinds max and hard first, then the largest);
batch_ok() checks a POJ 3074 output (bench/run.py's batch workloads).
"""
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # bench/
from measure import ROOT, parse_grid, valid_filling  # noqa: E402

sys.path.insert(0, ROOT)
from judge.judging import job  # noqa: E402  the judge's own pieces
from judge.judging.case import judge_case  # noqa: E402
from judge.problems import list_cases, load_problem  # noqa: E402

MODES = job.modes()        # the containment and isolation `make judge` would use here
TESTDATA = os.path.join(ROOT, "testdata")


def base_python():
    """The CPython behind the bench venv: what a user runs a solution with."""
    return os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)


def make_job(problem, python, solution, time_limit, build_dir):
    """The judge's Job (judge/judging/job.py) for `solution` under `python` on `problem` (a
    judge.problem.Problem), under time_limit: `runner.py PROBLEM --solution SOLUTION
    --python PYTHON --tl TIME_LIMIT`'s."""
    settings = job.Settings(python=python, tl=time_limit, containment=MODES[0],
                            isolation=MODES[1])
    return job.for_problem(problem, job.Submission(solution), settings, build_dir,
                           root=ROOT, testdata=TESTDATA)


def heaviness(path):
    """Sort key, heaviest case first: kinds max and hard before the others
    (a one-grid problem's cases all have the same size), then by size."""
    kind = os.path.basename(path).split("_")[0]
    return (kind not in ("max", "hard"), -os.path.getsize(path), os.path.basename(path))


def batch_ok(puzzles, out):
    lines = out.decode("ascii", "replace").split()
    if len(lines) != len(puzzles):
        return False
    try:
        return all(valid_filling(p, parse_grid(line), 3) for p, line in zip(puzzles, lines))
    except ValueError:
        return False


def heaviest(problem_name, count):
    """The names of the problem's count heaviest stored cases."""
    problem = load_problem(problem_name, TESTDATA, ROOT)
    cases = sorted(list_cases(problem.cases_dir), key=lambda c: heaviness(c.in_path))
    return [os.path.basename(c.in_path) for c in cases[:count]]


def main():
    name, case_name, python = sys.argv[1:4]
    problem = load_problem(name, TESTDATA, ROOT)
    case = [c for c in list_cases(problem.cases_dir)
            if os.path.basename(c.in_path) == case_name][0]
    build_dir = tempfile.mkdtemp(prefix="bench-build-")
    try:
        one = make_job(problem, python, os.path.join(ROOT, "solutions", name + ".py"),
                       max(10.0, 5 * problem.time_limit), build_dir)
        record = judge_case(one, case)
        one.checker.close()
    finally:
        shutil.rmtree(build_dir, ignore_errors=True)
    print(json.dumps({"cpu": record["cpu_ms"] / 1000.0, "wall": record["wall_ms"] / 1000.0,
                      "rss_mb": record["memory_kb"] / 1024.0, "verdict": record["verdict"],
                      "limit_s": problem.time_limit}))


if __name__ == "__main__":
    main()
