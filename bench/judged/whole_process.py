"""Whole-process, judge-like timing: start-up, imports, input parsing and
output included, the way a judge measures a submission.

- judge_runs(): every solutions/<problem>.py on its heaviest stored cases
  (testdata/<problem>/cases/*.in: kinds max and hard first, then the
  largest), CPython and PyPy3 interleaved, next to the problem's time limit
  from testdata/<problem>/problem.toml. Each output is checked (the problem's
  checker, or its strict / token comparison). CPU time (user + sys) is what is
  compared with the limit, as judges do; wall time is reported too (on a busy
  machine it is the larger). Missing solutions, test data or interpreters are
  skipped with a note.
- batch_runs(): POJ 3074 inputs of 1, 10 and 100 top1465 puzzles, our
  solutions/poj_3074.py against bench/peers/ec_script.py (the C extension, its
  NumPy import included).

Standard library only (the C-extension script runs in the bench venv).
Every run is judged by the judge itself (judge/: problem.toml reading, the
sandbox's timing and memory, the checker in its own process, the comparison),
so a bench number means what a `make judge` number means; time limits are
stretched (max(10 s, 5 x the limit)) so that every run finishes and can be
timed. bench/run.py runs this file as its own process (main() below).

    python bench/judged/whole_process.py --json out.json [--quick]
"""
import argparse
import glob
import json
import importlib.util
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # bench/
from measure import ROOT, BENCH, Progress, load_set, median, parse_grid, valid_filling

sys.path.insert(0, ROOT)
from judge import sandbox  # noqa: E402  the judge's own pieces
from judge.judging import job  # noqa: E402
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


def _files(words):
    return [w for w in words if os.path.isfile(w)]


def timed(argv, input_bytes, seconds=120):
    """One run in the judge's sandbox (its CPU, wall and memory measure): a RunResult.
    SystemExit if it fails: the benchmarks time correct runs only."""
    argv = [os.path.realpath(shutil.which(argv[0]) or argv[0])] + list(argv[1:])
    run = sandbox.run(argv, input_bytes, sandbox.Limits(seconds, 4 << 10, 1 << 30), *MODES,
                      sandbox.View([(sandbox.SHOW, ROOT)]).plus(sandbox.EXPOSE,
                                                                _files(argv[1:])))
    if run.exit_code != 0 or run.kill_reason:
        raise SystemExit("bench: %s failed (%s): %s" % (
            " ".join(argv)[:80], run.kill_reason or "exit %s" % run.exit_code,
            run.stderr_tail[-300:].decode("utf-8", "replace")))
    return run


def heaviness(path):
    """Sort key, heaviest case first: kinds max and hard before the others
    (a one-grid problem's cases all have the same size), then by size."""
    kind = os.path.basename(path).split("_")[0]
    return (kind not in ("max", "hard"), -os.path.getsize(path), os.path.basename(path))


def interpreters():
    out = [("cpython", base_python())]
    pypy = shutil.which("pypy3")
    if pypy:
        out.append(("pypy3", pypy))
    return out


def judge_runs(cases_per_problem=2, rounds=3, progress=None):
    """One record per (problem, case): time limit and, per interpreter, the
    median wall time and CPU time, the peak memory and whether every run was
    accepted, all as the judge measures and judges them."""
    records, notes = [], []
    pythons = interpreters()
    if len(pythons) < 2:
        notes.append("pypy3 not found: CPython only")
    build_dir = tempfile.mkdtemp(prefix="bench-build-")
    try:
        for sol in sorted(glob.glob(os.path.join(ROOT, "solutions", "*.py"))):
            _judge_solution(sol, pythons, cases_per_problem, rounds, progress, build_dir,
                            records, notes)
    finally:
        shutil.rmtree(build_dir, ignore_errors=True)
    return records, notes


def _judge_solution(sol, pythons, cases_per_problem, rounds, progress, build_dir, records,
                    notes):
    """judge_runs() for one solution file."""
    name = os.path.splitext(os.path.basename(sol))[0]
    if not os.path.isdir(os.path.join(TESTDATA, name)):
        notes.append("%s: no problem folder yet, skipped" % name)
        return
    problem = load_problem(name, TESTDATA, ROOT)
    cases = sorted(list_cases(problem.cases_dir), key=lambda c: heaviness(c.in_path))
    jobs = {py: make_job(problem, exe, sol, max(10.0, 5 * problem.time_limit), build_dir)
            for py, exe in pythons}
    for case in cases[:cases_per_problem]:
        rec = {"problem": name, "case": os.path.basename(case.in_path),
               "bytes": os.path.getsize(case.in_path),
               "time_limit_s": problem.time_limit,
               "memory_limit_mb": problem.memory_limit, "runs": {}}
        samples = {py: [] for py, _ in pythons}
        for rnd in range(rounds):
            order = pythons if rnd % 2 == 0 else pythons[::-1]
            for py, _ in order:
                if samples[py] and samples[py][-1]["verdict"] == "TLE":
                    continue             # it ran past the stretched limit once: enough
                if progress:
                    progress.show("whole-process: %s %s %s (%d/%d)" % (
                        name, rec["case"], py, rnd + 1, rounds))
                samples[py].append(judge_case(jobs[py], case))
        for py, runs in samples.items():
            rec["runs"][py] = {
                "wall_s": median([r["wall_ms"] / 1000 for r in runs]),
                "cpu_s": median([r["cpu_ms"] / 1000 for r in runs]),
                "memory_mb": max(r["memory_kb"] for r in runs) / 1024,
                "timed_out": any(r["verdict"] == "TLE" for r in runs),
                "verdicts": sorted(set(r["verdict"] for r in runs)),
                "ok": all(r["verdict"] == "AC" for r in runs),
                "rounds": len(runs)}
        records.append(rec)
    for one in jobs.values():
        one.checker.close()


def batch_ok(puzzles, out):
    lines = out.decode("ascii", "replace").split()
    if len(lines) != len(puzzles):
        return False
    try:
        return all(valid_filling(p, parse_grid(line), 3) for p, line in zip(puzzles, lines))
    except ValueError:
        return False


def batch_runs(sizes=(1, 10, 100), rounds=5, progress=None):
    """POJ 3074 inputs of `sizes` top1465 puzzles (evenly spaced), whole
    process: our solution file vs the C-extension script, same interpreter
    (the bench venv's, where NumPy is), and ours under PyPy3 for reference."""
    sol = os.path.join(ROOT, "solutions", "poj_3074.py")
    script = os.path.join(BENCH, "peers", "ec_script.py")
    if not os.path.exists(sol):
        return None, "solutions/poj_3074.py not found: batch comparison skipped"
    if importlib.util.find_spec("exact_cover") is None:   # not imported here: see main()
        return None, "exact-cover not installed: batch comparison skipped"
    contenders = [("ours", [sys.executable, sol]), ("exact_cover", [sys.executable, script])]
    pypy = shutil.which("pypy3")
    if pypy:
        contenders.append(("ours_pypy3", [pypy, sol]))
    top, _ = load_set("top1465", limit=max(sizes))
    results = []
    for size in sizes:
        puzzles_in = "".join("".join(str(v) if v else "." for v in grid) + "\n"
                             for grid in top[:size]).encode() + b"end\n"
        samples = {name: [] for name, _ in contenders}
        outputs = {}
        for rnd in range(rounds):
            k = rnd % len(contenders)
            for name, argv in contenders[k:] + contenders[:k]:
                if progress:
                    progress.show("whole-process batch: %d puzzles, %s (%d/%d)"
                                  % (size, name, rnd + 1, rounds))
                run = sandbox.run(argv, puzzles_in, sandbox.Limits(120, 4 << 10, 1 << 26),
                                  *MODES, sandbox.View([(sandbox.SHOW, ROOT)]).plus(
                                      sandbox.EXPOSE, _files(argv[1:])))
                samples[name].append(run.wall_s)
                outputs[name] = (run.exit_code, run.stdout)
        rec = {"puzzles": size, "runs": {}}
        for name, walls in samples.items():
            code, out = outputs[name]
            rec["runs"][name] = {"wall_s": median(walls), "min_s": min(walls),
                                 "ok": code == 0 and batch_ok(top[:size], out)}
        results.append(rec)
    return results, None


def main():
    ap = argparse.ArgumentParser(description="whole-process runs for bench/run.py")
    ap.add_argument("--json", required=True)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--skip", default="", help="judge, batch")
    args = ap.parse_args()
    progress = Progress()
    out = {"judge": None, "batch": None, "notes": []}
    if "judge" not in args.skip:
        out["judge"], notes = judge_runs(1 if args.quick else 3, 1 if args.quick else 3,
                                         progress)
        out["notes"] += notes
    if "batch" not in args.skip:
        out["batch"], note = batch_runs(rounds=3 if args.quick else 7, progress=progress)
        if note:
            out["notes"].append(note)
    progress.done()
    with open(args.json, "w") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main()
