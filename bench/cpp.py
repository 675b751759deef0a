"""`make bench` (the C++ part): the C++ template against the classic array DLX
of contest code, the Python template and the C extension, measured side by side
in one run. Never part of the tests; it fails on a wrong answer, never on time.

    python bench/cpp.py            # whole sets (make bench)
    python bench/cpp.py --quick    # subsets, a few seconds (make bench-quick)

What it measures, on top95, top1465, the forum-hardest sample, forum-hardest-1106
and the 16x16 set of bench/data (the whole files; --quick: the subsets of
measure.SETS; top95 and forum-hardest-1106 fetched at bench time, measure.FETCHED):
1. Whole process, CPU time (user + system of the child, os.wait4): the shipped
   C++ solutions (solutions/cpp/poj_3074.cpp for 9x9, poj_3076.cpp for 16x16,
   the C++ template inside) against bench/peers/classic_dlx.cpp (the array DLX
   of contest code), both compiled with POJ's flags, and on 9x9 kudoku, built
   at bench time from its public source (KUDOKU; skipped, and said so, where
   it cannot be fetched), gcc -O2; each given the whole set as one input in
   those problems' formats (kudoku reads the same lines). Rounds alternate A B, B A; the median
   counts. Every output is checked (givens kept, every unit a permutation).
2. In process, per puzzle, CPU time (time.process_time, model building
   included, the answer checked outside the timed call): the Python template
   and the PyPI package exact-cover (DLX in C), one round, the two alternating
   puzzle by puzzle. Its time is a sum of per-puzzle times without the
   interpreter's start-up; the C++ times include their process's start-up
   (about a millisecond). CPU time on both sides, so a busy machine's waiting
   counts for no one.
3. Every C++ twin on every stored case of its problem, judged by runner.py
   --cpp (POJ's flags and limits): the largest CPU time against the limit, and
   POJ 3074's largest stored file against a quarter of its limit.

Output: tables on the terminal and bench/results/<date>-cpp.md
(--quick: <date>-cpp-quick.md).
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path.insert(0, BENCH)
sys.path.insert(0, ROOT)
from measure import (WHY_MISSING, have_set, load_set, load_solver, median,  # noqa: E402
                     valid_filling)
from judge import job, languages, sandbox  # noqa: E402

RESULTS = os.path.join(BENCH, "results")
BENCH_SETS = ("top95", "top1465", "forum-hardest", "forum-hardest-1106", "sudoku16-minimal")
ROUNDS_FULL, ROUNDS_QUICK = 7, 3
LETTERS = "ABCDEFGHIJKLMNOP"
# name: (source, what it is); "ours" is the yardstick of every ratio
CPP = {
    "cpp-template": (None, "solutions/cpp/poj_3074.cpp (9x9) and poj_3076.cpp (16x16): "
                           "templates/dlx.hpp + templates/sudoku.hpp"),
    "cpp-classic": ("bench/peers/classic_dlx.cpp", "the array DLX of contest code: static "
                    "arrays, recursive dance(), plain column scan, givens as single rows"),
}
# Peers built from their public sources at bench time, never committed: (URL at a
# pinned commit, what it is). $KUDOKU_SRC names a local copy of the file instead (a
# machine without network); with neither, the peer is skipped and the report says so.
KUDOKU = ("https://raw.githubusercontent.com/attractivechaos/plb/"
          "ca35a7dfb2a235fa00fce58f7d1d426d69c6123a/sudoku/sudoku_v1.c",
          "attractivechaos's kudoku (plb sudoku_v1.c, MIT): exact cover over arrays "
          "(no links), gcc -O2, 9x9 only; it enumerates every solution of a puzzle (a "
          "uniqueness proof), where the twin stops at the first")
PYTHON = {
    "python-template": ("ours", "templates/dlx.py + templates/sudoku.py, CPython, in process"),
    "c-extension": ("exact_cover", "PyPI exact-cover 1.5 (DLX in C over NumPy), in process"),
}


def compile_poj(source, build_dir):
    """source compiled as `runner.py --cpp` compiles a POJ twin (POJ's flags, in the judge's
    sandbox: judge/job.py, the Submission's compile step): its languages.Program."""
    settings = job.Settings()
    box = languages.Box(settings.modes, sandbox.View([(sandbox.SHOW, ROOT)]))
    try:
        command = job.Submission(os.path.join(ROOT, source)).build(settings, "POJ", build_dir,
                                                                    box)
    except languages.CompileError as e:
        raise SystemExit("bench/cpp.py: %s does not compile: %s" % (source, e))
    return command


def build_kudoku(build_dir):
    """(kudoku's executable, None) built with gcc -O2 (POJ's -O2, C), or (None, why not)."""
    src = os.path.join(build_dir, "kudoku.c")
    try:
        if os.environ.get("KUDOKU_SRC"):
            shutil.copyfile(os.environ["KUDOKU_SRC"], src)
        else:
            import urllib.request
            with urllib.request.urlopen(KUDOKU[0], timeout=30) as r, open(src, "wb") as f:
                f.write(r.read())
    except (OSError, ValueError) as e:
        return None, "not fetched (%s; set KUDOKU_SRC to a copy of %s): skipped" % (
            e, KUDOKU[0])
    exe = os.path.join(build_dir, "kudoku")
    cc = shutil.which("gcc") or shutil.which("g++")
    proc = subprocess.run([cc, "-O2", "-x", "c", src, "-o", exe], capture_output=True, text=True)
    if proc.returncode:
        return None, "does not compile: %s: skipped" % proc.stderr.strip()[:200]
    return exe, None


def as_input(puzzles, box):
    """The set in POJ 3074's format (9x9) or POJ 3076's (16x16)."""
    if box == 3:
        return "".join("".join(str(v) if v else "." for v in g) + "\n" for g in puzzles) + "end\n"
    grids = ["\n".join("".join(LETTERS[v - 1] if v else "-" for v in g[r * 16:(r + 1) * 16])
                       for r in range(16)) for g in puzzles]
    return "\n\n".join(grids) + "\n"


def parse_output(text, box):
    if box == 3:
        return [[int(ch) for ch in line] for line in text.split()]
    rows = text.split()
    return [[LETTERS.index(ch) + 1 for ch in "".join(rows[k:k + 16])]
            for k in range(0, len(rows), 16)]


def cpu_run(exe, data):
    """(CPU seconds of the child, wall seconds, stdout) of exe < data."""
    with tempfile.TemporaryFile() as inp, tempfile.TemporaryFile() as out:
        inp.write(data.encode())
        inp.seek(0)
        t0 = time.perf_counter()
        proc = subprocess.Popen([exe], stdin=inp, stdout=out)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        proc.returncode = status          # reaped here: Popen must not wait again
        if status != 0:
            raise SystemExit("bench/cpp.py: %s failed (wait status %d)" % (exe, status))
        out.seek(0)
        return usage.ru_utime + usage.ru_stime, wall, out.read().decode()


def bench_cpp(exes, puzzles, box, rounds, name):
    """{contender: {"cpu": [s per round], "wall": [...]}} of whole-set runs."""
    data = as_input(puzzles, box)
    names = sorted(n for n in exes if box in exes[n])
    runs = {n: {"cpu": [], "wall": []} for n in names}
    for rnd in range(rounds):
        for n in (names if rnd % 2 == 0 else names[::-1]):
            cpu, wall, out = cpu_run(exes[n][box], data)
            grids = parse_output(out, box)
            if len(grids) != len(puzzles) or not all(
                    valid_filling(p, g, box) for p, g in zip(puzzles, grids)):
                raise SystemExit("bench/cpp.py: %s gave a wrong answer on %s" % (n, name))
            runs[n]["cpu"].append(cpu)
            runs[n]["wall"].append(wall)
    return runs


def bench_python(puzzles, box, name):
    """{contender: total seconds} in process, or a note why it is missing."""
    solvers, notes = {}, {}
    for n, (solver, _) in sorted(PYTHON.items()):
        try:
            solvers[n] = load_solver(solver)
        except ImportError as e:
            notes[n] = "not measured: %s (run in the bench venv: make bench)" % e
    totals = dict.fromkeys(solvers, 0.0)
    names = sorted(solvers)
    clock = time.process_time
    for i, grid in enumerate(puzzles):
        for n in (names if i % 2 == 0 else names[::-1]):
            t0 = clock()
            out = solvers[n](list(grid), box)
            totals[n] += clock() - t0
            if not valid_filling(grid, out, box):
                raise SystemExit("bench/cpp.py: %s gave a wrong answer on %s puzzle %d"
                                 % (n, name, i))
    return totals, notes


def judge_twins():
    """runner.py --cpp's records (POJ's flags and limits, every stored case)."""
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        subprocess.run([sys.executable, os.path.join(ROOT, "runner.py"), "--cpp", "--json",
                        report], stdout=subprocess.DEVNULL, check=False)
        with open(report) as f:
            return json.load(f)


def fmt(x):
    return "%.1f" % (1000 * x) if x < 10 else "%.0f" % (1000 * x)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="subsets: a smoke run")
    ap.add_argument("--out", default=RESULTS, help="results folder (default bench/results)")
    args = ap.parse_args()
    if shutil.which("g++") is None:
        raise SystemExit("bench/cpp.py: g++ is needed")
    start = time.time()
    env = "%s; %s; %s; %d CPUs, load average %.1f at start" % (
        platform.platform(), subprocess.run(["g++", "--version"], capture_output=True,
                                            text=True).stdout.splitlines()[0],
        "CPython " + platform.python_version(), os.cpu_count(), os.getloadavg()[0])
    rounds = ROUNDS_QUICK if args.quick else ROUNDS_FULL
    with tempfile.TemporaryDirectory() as tmp:
        ours = {3: compile_poj("solutions/cpp/poj_3074.cpp", tmp).argv[0],
                4: compile_poj("solutions/cpp/poj_3076.cpp", tmp).argv[0]}
        classic = compile_poj(CPP["cpp-classic"][0], tmp).argv[0]
        exes = {"cpp-template": ours, "cpp-classic": {3: classic, 4: classic}}
        kudoku, why = build_kudoku(tmp)
        if kudoku:
            exes["kudoku"] = {3: kudoku}
        else:
            print("bench/cpp.py: kudoku %s" % why, file=sys.stderr)
        rows, goals = [], []
        for name in BENCH_SETS:
            if not have_set(name):
                print("bench/cpp.py: %s: %s: skipped" % (name, WHY_MISSING[name]),
                      file=sys.stderr)
                goals.append("- %s: %s, not measured" % (name, WHY_MISSING[name]))
                continue
            puzzles, box = load_set(name, args.quick, None if args.quick else 10 ** 9)
            print("%s: %d puzzles" % (name, len(puzzles)), file=sys.stderr)
            runs = bench_cpp(exes, puzzles, box, rounds, name)
            totals, notes = bench_python(puzzles, box, name)
            base = median(runs["cpp-template"]["cpu"])
            for n in [c for c in ("cpp-template", "cpp-classic", "kudoku") if c in runs]:
                cpu, wall = median(runs[n]["cpu"]), median(runs[n]["wall"])
                rows.append([name, n, str(len(puzzles)), fmt(cpu), fmt(wall),
                             "%.1f" % (1e6 * cpu / len(puzzles)), "%.2fx" % (cpu / base)])
            for n in sorted(PYTHON):
                if n in totals:
                    t = totals[n]
                    rows.append([name, n, str(len(puzzles)), fmt(t), "-",
                                 "%.1f" % (1e6 * t / len(puzzles)), "%.2fx" % (t / base)])
                else:
                    rows.append([name, n, str(len(puzzles)), "-", "-", "-", notes[n]])
            ratio = median(runs["cpp-classic"]["cpu"]) / base
            goals.append("- %s: classic / template = %.2fx (CPU, median of %d rounds): %s" % (
                name, ratio, rounds, "met" if ratio >= 1 else "**not met**"))
            if "kudoku" in runs:
                ratio = base / median(runs["kudoku"]["cpu"])
                goals.append("- %s: template / kudoku = %.2fx (CPU, whole process, -O2 both; "
                             "issue 33: at most 1.0x): %s" % (
                                 name, ratio, "met" if ratio <= 1 else "**not met**"))
            elif box == 3:
                goals.append("- %s: template / kudoku: kudoku %s" % (name, why))
    records = judge_twins()
    judged = []
    for problem in sorted({r["problem"] for r in records}):
        recs = [r for r in records if r["problem"] == problem]
        worst = max(recs, key=lambda r: r.get("cpu_ms") or 0)
        limit = recs[0]["time_limit_ms"]
        judged.append([problem, "%d/%d AC" % (sum(r["verdict"] == "AC" for r in recs),
                                              len(recs)),
                       worst["case"], "%d" % worst["cpu_ms"], "%d" % limit,
                       "%.3f" % (worst["cpu_ms"] / limit)])
    cases = os.path.join(ROOT, "testdata", "poj_3074", "cases")
    largest = max((f for f in os.listdir(cases) if f.endswith(".in")),
                  key=lambda f: os.path.getsize(os.path.join(cases, f)))[:-3]
    rec = [r for r in records if r["problem"] == "poj_3074" and r["case"] == largest][0]
    goals.append("- POJ 3074's largest stored file (%s): %d ms CPU of %d ms, %.3f of the "
                 "limit: %s" % (largest, rec["cpu_ms"], rec["time_limit_ms"],
                                rec["cpu_ms"] / rec["time_limit_ms"],
                                "met (under 0.25)" if rec["cpu_ms"] < rec["time_limit_ms"] / 4
                                else "**not met**"))
    goals.append("- every stored POJ case AC with POJ's flags and limits: %s" % (
        "met" if all(r["verdict"] == "AC" for r in records) else "**not met**"))
    text = render(env, rounds, rows, judged, goals, time.time() - start, args.quick)
    print(text)
    stem = datetime.date.today().isoformat() + "-cpp" + ("-quick" if args.quick else "")
    path = os.path.join(args.out, stem + ".md")
    with open(path, "w") as f:
        f.write(text)
    print("bench/cpp.py: wrote %s" % os.path.relpath(path, ROOT), file=sys.stderr)


def table(headers, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    line = lambda cells: "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"  # noqa: E731
    return "\n".join([line(headers), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
                     + [line(r) for r in rows])


def render(env, rounds, rows, judged, goals, seconds, quick):
    contenders = "\n".join("- `%s`: %s" % (n, what) for n, (_, what) in
                           list(CPP.items()) + [("kudoku", KUDOKU)] + list(PYTHON.items()))
    return "\n".join([
        "# C++ benchmark %s%s" % (datetime.datetime.now().isoformat(timespec="seconds"),
                                  " (quick)" if quick else ""),
        "",
        "%s; %.0f s. Reproduce: `make bench` (or `python bench/cpp.py%s`)." % (
            env, seconds, " --quick" if quick else ""),
        "",
        "## Contenders",
        "",
        contenders,
        "",
        "## Sudoku sets (C++: whole process, POJ's flags, median of %d rounds; Python and "
        "the C extension: in process, one round; CPU time for all)" % rounds,
        "",
        table(["set", "contender", "puzzles", "CPU ms", "wall ms", "us per puzzle",
               "time / cpp-template"], rows),
        "",
        "The ratio is each contender's CPU time over cpp-template's on the same puzzles: "
        "of the whole process for the C++ programs (start-up included), the sum of "
        "per-puzzle CPU times in process for the Python template and the C extension.",
        "",
        "## The C++ twins on every stored case (runner.py --cpp: POJ's flags and limits)",
        "",
        table(["problem", "verdicts", "slowest case", "CPU ms", "limit ms", "of the limit"],
              judged),
        "",
        "## Goals",
        "",
        "\n".join(goals),
        "",
    ])


if __name__ == "__main__":
    main()
