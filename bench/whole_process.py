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
Every run goes through spawn.py (see there why); bench/run.py runs this file
as its own process (main() below).

    python bench/whole_process.py --json out.json [--quick]
"""
import argparse
import glob
import json
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

from measure import BENCH, ROOT, Progress, load_set, median, parse_grid, valid_filling

SPAWN = os.path.join(BENCH, "spawn.py")


def base_python():
    """The CPython behind the bench venv: what a user runs a solution with."""
    return getattr(sys, "_base_executable", None) or sys.executable


def read_toml(path):
    """The flat `key = value` lines of problem.toml (no tomllib on 3.8)."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r'\s*([A-Za-z_]+)\s*=\s*(.+?)\s*$', line)
            if not m:
                continue
            key, raw = m.groups()
            if raw.startswith('"'):
                out[key] = raw[1:raw.rindex('"')] if raw.count('"') >= 2 else raw
            elif raw in ("true", "false"):
                out[key] = raw == "true"
            else:
                try:
                    out[key] = float(raw.split("#")[0])
                except ValueError:
                    out[key] = raw
    return out


def run_process(argv, input_path, timeout):
    """(wall seconds, cpu seconds, peak RSS MB, exit code, stdout bytes, timed
    out), measured by spawn.py around the command."""
    fd, report = tempfile.mkstemp(suffix=".txt")
    os.close(fd)
    try:
        with open(input_path, "rb") as fin, tempfile.TemporaryFile() as fout:
            subprocess.run([sys.executable, SPAWN, report, str(timeout)] + argv,
                           stdin=fin, stdout=fout, stderr=subprocess.DEVNULL,
                           timeout=timeout + 30)
            fout.seek(0)
            out = fout.read()
        with open(report) as f:
            wall, cpu, rss_kb, code, timed_out = f.read().split()
    finally:
        os.unlink(report)
    return float(wall), float(cpu), int(rss_kb) / 1024.0, int(code), out, timed_out == "1"


def load_checker(problem_dir):
    path = os.path.join(problem_dir, "checker.py")
    if not os.path.exists(path):
        return None
    if ROOT not in sys.path:            # checkers import problemkit
        sys.path.append(ROOT)
    spec = importlib.util.spec_from_file_location("checker_" + os.path.basename(problem_dir), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.check


def heaviness(path):
    """Sort key, heaviest case first: kinds max and hard before the others
    (a one-grid problem's cases all have the same size), then by size."""
    kind = os.path.basename(path).split("_")[0]
    return (kind not in ("max", "hard"), -os.path.getsize(path), os.path.basename(path))


def output_ok(facts, check, inp, out, ans):
    """True or False; None if the problem's checker could not be loaded."""
    mode = facts.get("compare", "strict")
    if mode == "checker" and check is None:
        return None
    if mode == "checker":
        try:
            ok, _ = check(inp.decode("utf-8", "replace"), out.decode("utf-8", "replace"),
                          ans.decode("utf-8", "replace"))
            return bool(ok)
        except Exception:
            return False
    if mode == "tokens":
        return out.split() == ans.split()
    return out == ans


def interpreters():
    out = [("cpython", base_python())]
    pypy = shutil.which("pypy3")
    if pypy:
        out.append(("pypy3", pypy))
    return out


def judge_runs(cases_per_problem=2, rounds=3, progress=None):
    """One record per (problem, case): time limit and, per interpreter, the
    median wall time, CPU time, peak memory and whether the output was right.
    Outputs are checked only after every run: a checker may use a lot of
    memory, and children forked after that would report it as their peak."""
    records, notes, pending = [], [], []
    pythons = interpreters()
    if len(pythons) < 2:
        notes.append("pypy3 not found: CPython only")
    for sol in sorted(glob.glob(os.path.join(ROOT, "solutions", "*.py"))):
        problem = os.path.splitext(os.path.basename(sol))[0]
        pdir = os.path.join(ROOT, "testdata", problem)
        toml = os.path.join(pdir, "problem.toml")
        ins = glob.glob(os.path.join(pdir, "cases", "*.in"))
        ins = [p for p in ins if os.path.exists(p[:-3] + ".ans")]
        if not os.path.exists(toml) or not ins:
            notes.append("%s: no problem.toml or no stored cases yet, skipped" % problem)
            continue
        facts = read_toml(toml)
        limit = float(facts.get("time_limit", 10))
        ins.sort(key=heaviness)
        for case in ins[:cases_per_problem]:
            rec = {"problem": problem, "case": os.path.basename(case),
                   "bytes": os.path.getsize(case), "time_limit_s": limit,
                   "memory_limit_mb": facts.get("memory_limit"), "runs": {}}
            samples = {name: [] for name, _ in pythons}
            outputs = {name: set() for name, _ in pythons}
            for rnd in range(rounds):
                order = pythons if rnd % 2 == 0 else pythons[::-1]
                for name, exe in order:
                    if samples[name] and samples[name][-1][3]:
                        continue             # it timed out once: enough
                    if progress:
                        progress.show("whole-process: %s %s %s (%d/%d)" % (
                            problem, rec["case"], name, rnd + 1, rounds))
                    wall, cpu, rss, code, out, timed_out = run_process(
                        [exe, sol], case, max(10.0, 5 * limit))
                    samples[name].append((wall, cpu, rss, timed_out, code))
                    outputs[name].add(out)
            for name, runs in samples.items():
                rec["runs"][name] = {
                    "wall_s": median([r[0] for r in runs]),
                    "cpu_s": median([r[1] for r in runs]),
                    "rss_mb": max(r[2] for r in runs),
                    "timed_out": any(r[3] for r in runs),
                    "exit_codes": sorted(set(r[4] for r in runs)),
                    "rounds": len(runs)}
                pending.append((rec["runs"][name], pdir, facts, case, outputs[name]))
            records.append(rec)
    checkers = {}
    for run, pdir, facts, case, outs in pending:
        if pdir not in checkers:
            try:
                checkers[pdir] = load_checker(pdir)
            except Exception as e:   # a broken checker is not the benchmark's business
                notes.append("%s: checker failed to load (%s)" % (os.path.basename(pdir), e))
                checkers[pdir] = None
        with open(case, "rb") as f:
            inp = f.read()
        with open(case[:-3] + ".ans", "rb") as f:
            ans = f.read()
        verdicts = [output_ok(facts, checkers[pdir], inp, out, ans) for out in outs]
        run["ok"] = (not run["timed_out"] and run["exit_codes"] == [0]
                     and (None if None in verdicts else all(verdicts)))
    return records, notes


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
    tmp = tempfile.mkdtemp(prefix="bench-batch-")
    try:
        for size in sizes:
            path = os.path.join(tmp, "batch_%d.in" % size)
            with open(path, "w") as f:
                for grid in top[:size]:
                    f.write("".join(str(v) if v else "." for v in grid) + "\n")
                f.write("end\n")
            samples = {name: [] for name, _ in contenders}
            outputs = {}
            for rnd in range(rounds):
                k = rnd % len(contenders)
                for name, argv in contenders[k:] + contenders[:k]:
                    if progress:
                        progress.show("whole-process batch: %d puzzles, %s (%d/%d)"
                                      % (size, name, rnd + 1, rounds))
                    wall, cpu, rss, code, out, timed_out = run_process(argv, path, 120)
                    samples[name].append(wall)
                    outputs[name] = (code, out)
            rec = {"puzzles": size, "runs": {}}
            for name, walls in samples.items():
                code, out = outputs[name]
                rec["runs"][name] = {"wall_s": median(walls), "min_s": min(walls),
                                     "ok": code == 0 and batch_ok(top[:size], out)}
            results.append(rec)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
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
