"""`make bench` (the C++ part): the C++ template against the classic array DLX
of contest code, the Python template and the C extension, measured side by side
in one run. Never part of the tests; it fails on a wrong answer, never on time.

    python bench/cpp.py            # whole sets (make bench)
    python bench/cpp.py --quick    # subsets, a few seconds (make bench-quick)
    python bench/cpp.py --cpp-only --sets top95,top1465 --name cpp-kudoku
                                   # the C++ contenders alone, on some sets

Like for like (MODES): every 9x9 C++ contender runs in two modes, all in the
same interleaved rounds: "first" (each stops at its first solution) and "upto2"
(each stops at a second one; our sets have one, so each searches its whole tree,
the uniqueness proof kudoku's own main() makes). The twin's upto2 is a bench-time
copy of the solution whose solve() is search(2); kudoku's modes are bench-time
patches of its source (KUDOKU_PATCHES, one exact line each, refused if the line
is not there); tdoku's are its own `limit` argument.

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
   tdoku (TDOKU: its fastest solver, solver_dpll_triad_simd, through a small
   driver of ours) is built at bench time the same way, -O2 and the flags its
   own build adds (C++14, -fno-exceptions -fno-rtti): `tdoku` with no -march
   (x86-64's SSE2, what our twin gets), `tdoku-native` with -march=native (its
   build's default).
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

Output: tables on the terminal and bench/results/cpp.md
(--quick: a scratch folder, harness.note_stem; --name: results/<name>.md).
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
from judge import sandbox  # noqa: E402
from judge.judging import job  # noqa: E402
from judge.programs import languages  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

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
          "(no links), gcc -O2, 9x9 only; its main() enumerates every solution of a "
          "puzzle: patched at bench time to stop at the first (mode first) or the second "
          "(upto2)")
# Each mode's patch of kudoku's source: (the line as fetched, its replacement).
KUDOKU_PATCHES = {
    "first": ("\t\t++n; --i; dir = -1; // backtrack\n",
              "\t\t++n; break; /* bench/cpp.py: stop at the first solution */\n"),
    "upto2": ("\t\t++n; --i; dir = -1; // backtrack\n",
              "\t\tif (++n == 2) break; --i; dir = -1; /* bench/cpp.py: stop at 2 */\n"),
}
TDOKU_COMMIT = "af426180dc53aef89b82868e7b3fdfcf42165654"
TDOKU = ("https://raw.githubusercontent.com/t-dillon/tdoku/" + TDOKU_COMMIT + "/",
         "Tom Dillon's tdoku (BSD-2-Clause), solver_dpll_triad_simd (SIMD DPLL over "
         "triads), through a driver of ours (TDOKU_DRIVER), g++ -std=c++14 -O2 "
         "-fno-exceptions -fno-rtti; tdoku: no -march (SSE2), tdoku-native: "
         "-march=native. upto2 counts to 2 and then solves again with limit 1 for the "
         "grid (tdoku fills one only when asked for one solution): an upper bound of its "
         "time")
TDOKU_FILES = ("src/solver_dpll_triad_simd.cc", "src/util.cc", "src/util.h", "src/bitutil.h",
               "src/simd_vectors.h", "include/tdoku.h")
TDOKU_DRIVER = r"""#include "include/tdoku.h"
#include <cstdio>
#include <cstring>
int main() {  // bench/cpp.py: the lines of 81 characters in, one solved grid a line out
    size_t guesses;
    char line[1024], sol[82];
    while (std::fgets(line, sizeof line, stdin)) {
        if (std::strlen(line) < 81) continue;
        line[81] = 0;
        size_t n = SolveSudoku(line, LIMIT, 0, sol, &guesses);
        if (n && LIMIT > 1) SolveSudoku(line, 1, 0, sol, &guesses);
        if (n) { sol[81] = 0; std::puts(sol); }
    }
    return 0;
}
"""
MODES = {"first": "every contender stops at its first solution",
         "upto2": "every contender stops at its second solution: on these sets (one solution "
                  "each) the whole tree"}
TWIN_SOLVE = ("    if (!dlx.solve()) return false;\n",
              "    if (dlx.search(2) == 0) return false;  // bench/cpp.py: upto2\n")
PYTHON = {
    "python-template": ("ours", "templates/dlx.py + templates/sudoku.py, CPython, in process"),
    "c-extension": ("exact_cover", "PyPI exact-cover 1.5 (DLX in C over NumPy), in process"),
}


def compile_poj(source, build_dir):
    """source compiled as `runner.py --cpp` compiles a POJ twin (POJ's flags, in the judge's
    sandbox: judge/judging/job.py, the Submission's compile step): its languages.Program."""
    settings = job.Settings()
    box = languages.Box(settings.modes, sandbox.View([(sandbox.SHOW, ROOT)]))
    try:
        command = job.Submission(os.path.join(ROOT, source)).build(settings, "POJ", build_dir,
                                                                    box)
    except languages.CompileError as e:
        raise SystemExit("bench/cpp.py: %s does not compile: %s" % (source, e))
    return command


def fetch_text(url, local):
    """The text at url, or of the file `local` (a copy) when that is set."""
    if local:
        with open(local, encoding="utf-8") as f:
            return f.read()
    import urllib.request
    with urllib.request.urlopen(url, timeout=30) as r:
        return r.read().decode("utf-8")


def compile_direct(argv, name):
    """None, or why argv (a compiler line) failed: the peers and bench-time copies."""
    proc = subprocess.run(argv, capture_output=True, text=True)
    return "%s does not compile: %s" % (name, proc.stderr.strip()[:300]) if proc.returncode \
        else None


def build_kudoku(build_dir, modes):
    """({mode: kudoku's executable}, None) built with gcc -O2 (POJ's -O2, C) from its
    source patched per mode (KUDOKU_PATCHES), or (None, why not)."""
    try:
        text = fetch_text(KUDOKU[0], os.environ.get("KUDOKU_SRC"))
    except (OSError, ValueError) as e:
        return None, "not fetched (%s; set KUDOKU_SRC to a copy of %s): skipped" % (
            e, KUDOKU[0])
    cc = shutil.which("gcc") or shutil.which("g++")
    exes = {}
    for mode in modes:
        old, new = KUDOKU_PATCHES[mode]
        if text.count(old) != 1:
            return None, "source has not the line %r its %s patch replaces: skipped" % (
                old.strip(), mode)
        src = os.path.join(build_dir, "kudoku-%s.c" % mode)
        with open(src, "w") as f:
            f.write(text.replace(old, new))
        exes[mode] = os.path.join(build_dir, "kudoku-" + mode)
        why = compile_direct([cc, "-O2", "-x", "c", src, "-o", exes[mode]], "kudoku")
        if why:
            return None, why + ": skipped"
    return exes, None


def build_tdoku(build_dir, modes):
    """({(variant, mode): executable}, None) for tdoku and tdoku-native, or (None, why not).
    $TDOKU_SRC names a checkout of TDOKU_COMMIT instead of the network."""
    folder = os.path.join(build_dir, "tdoku")
    local = os.environ.get("TDOKU_SRC")
    try:
        for path in TDOKU_FILES:
            os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
            with open(os.path.join(folder, path), "w") as f:
                f.write(fetch_text(TDOKU[0] + path, local and os.path.join(local, path)))
    except (OSError, ValueError) as e:
        return None, "not fetched (%s; set TDOKU_SRC to a checkout of %s): skipped" % (
            e, TDOKU[0])
    driver = os.path.join(folder, "driver.cc")
    with open(driver, "w") as f:
        f.write(TDOKU_DRIVER)
    exes = {}
    for variant, arch in (("tdoku", []), ("tdoku-native", ["-march=native"])):
        for mode in modes:
            exe = os.path.join(build_dir, "%s-%s" % (variant, mode))
            why = compile_direct(["g++", "-std=c++14", "-O2", "-fno-exceptions", "-fno-rtti"]
                                 + arch + ["-DLIMIT=%d" % (1 if mode == "first" else 2),
                                           driver] + [os.path.join(folder, p) for p in
                                                      TDOKU_FILES if p.endswith(".cc")]
                                 + ["-o", exe], variant)
            if why:
                return None, why + ": skipped"
            exes[variant, mode] = exe
    return exes, None


def build_twin(text, tag, build_dir):
    """A bench-time copy of a twin's source compiled with POJ's C++ line: the upto2 mode
    (solve() as search(2), TWIN_SOLVE) or a twin from git."""
    src = os.path.join(build_dir, tag + ".cpp")
    with open(src, "w") as f:
        f.write(text)
    exe = os.path.join(build_dir, tag)
    why = compile_direct(languages.COMPILERS["POJ"]["c++"] + [src, "-o", exe], tag)
    if why:
        raise SystemExit("bench/cpp.py: " + why)
    return exe


def upto2(text):
    old, new = TWIN_SOLVE
    if text.count(old) != 1:
        raise SystemExit("bench/cpp.py: the twin has not the line %r of its upto2 copy"
                         % old.strip())
    return text.replace(old, new)


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
                raise SystemExit("bench/cpp.py: %s (%s) gave a wrong answer on %s" % (n + (name,)))
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


ORDER = ("cpp-template", "cpp-template@", "cpp-classic", "kudoku", "tdoku", "tdoku-native")


def order(key):
    name, mode = key
    return (list(MODES).index(mode), ORDER.index(name.split("@")[0] + ("@" if "@" in name
                                                                       else "")), name)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="subsets: a smoke run")
    ap.add_argument("--out", default=RESULTS, help="results folder (default bench/results)")
    ap.add_argument("--sets", default=",".join(BENCH_SETS),
                    help="comma-separated, of %s" % ",".join(BENCH_SETS))
    ap.add_argument("--modes", default=",".join(MODES), help="of %s" % ",".join(MODES))
    ap.add_argument("--rounds", type=int, default=0, help="rounds (default %d, --quick %d)"
                    % (ROUNDS_FULL, ROUNDS_QUICK))
    ap.add_argument("--cpp-only", action="store_true",
                    help="the C++ contenders only (no Python in process, no judging)")
    ap.add_argument("--twin-at", default="", metavar="REV",
                    help="also the 9x9 twin of git revision REV (cpp-template@REV)")
    ap.add_argument("--name", default="", help="results file <name>.md")
    args = ap.parse_args()
    sets = [x for x in args.sets.split(",") if x]
    modes = [m for m in MODES if m in args.modes.split(",")]
    if set(sets) - set(BENCH_SETS) or not sets:
        raise SystemExit("bench/cpp.py: --sets: of %s" % ",".join(BENCH_SETS))
    if set(args.modes.split(",")) - set(MODES) or not modes:
        raise SystemExit("bench/cpp.py: --modes: of %s" % ",".join(MODES))
    if shutil.which("g++") is None:
        raise SystemExit("bench/cpp.py: g++ is needed")
    start = time.time()
    env = "%s; %s; %s; %d CPUs, load average %.1f at start" % (
        platform.platform(), subprocess.run(["g++", "--version"], capture_output=True,
                                            text=True).stdout.splitlines()[0],
        "CPython " + platform.python_version(), os.cpu_count(), os.getloadavg()[0])
    rounds = args.rounds or (ROUNDS_QUICK if args.quick else ROUNDS_FULL)
    skipped = []
    with tempfile.TemporaryDirectory() as tmp:
        ours = {3: compile_poj("solutions/cpp/poj_3074.cpp", tmp).argv[0],
                4: compile_poj("solutions/cpp/poj_3076.cpp", tmp).argv[0]}
        exes = {("cpp-template", "first"): ours}
        if "upto2" in modes:
            exes["cpp-template", "upto2"] = {
                box: build_twin(upto2(open(os.path.join(ROOT, "solutions", "cpp", src)).read()),
                                "twin-%s-upto2" % box, tmp)
                for box, src in ((3, "poj_3074.cpp"), (4, "poj_3076.cpp"))}
        if "first" in modes:
            classic = compile_poj(CPP["cpp-classic"][0], tmp).argv[0]
            exes["cpp-classic", "first"] = {3: classic, 4: classic}
        if args.twin_at:
            try:
                old = subprocess.run(["git", "-C", ROOT, "show", args.twin_at +
                                      ":solutions/cpp/poj_3074.cpp"], capture_output=True,
                                     text=True, check=True).stdout
            except subprocess.CalledProcessError as e:
                raise SystemExit("bench/cpp.py: --twin-at: %s" % e.stderr.strip())
            tag = "cpp-template@" + args.twin_at
            for mode in modes:
                exes[tag, mode] = {3: build_twin(upto2(old) if mode == "upto2" else old,
                                                 "twin-at-" + mode, tmp)}
        kudoku, why = build_kudoku(tmp, modes)
        for mode in (kudoku or ()):
            exes["kudoku", mode] = {3: kudoku[mode]}
        if why:
            print("bench/cpp.py: kudoku %s" % why, file=sys.stderr)
            skipped.append("- kudoku: %s" % why)
        tdoku, twhy = build_tdoku(tmp, modes)
        for variant, mode in (tdoku or ()):
            exes[variant, mode] = {3: tdoku[variant, mode]}
        if twhy:
            print("bench/cpp.py: tdoku %s" % twhy, file=sys.stderr)
            skipped.append("- tdoku: %s" % twhy)
        exes = {k: v for k, v in exes.items() if k[1] in modes}
        rows, goals = [], []
        for name in sets:
            if not have_set(name):
                print("bench/cpp.py: %s: %s: skipped" % (name, WHY_MISSING[name]),
                      file=sys.stderr)
                goals.append("- %s: %s, not measured" % (name, WHY_MISSING[name]))
                continue
            puzzles, box = load_set(name, args.quick, None if args.quick else 10 ** 9)
            print("%s: %d puzzles" % (name, len(puzzles)), file=sys.stderr)
            runs = bench_cpp(exes, puzzles, box, rounds, name)
            for mode in modes:
                base = median(runs["cpp-template", mode]["cpu"])
                for key in sorted((k for k in runs if k[1] == mode), key=order):
                    cpu, wall = median(runs[key]["cpu"]), median(runs[key]["wall"])
                    rows.append([name, mode, key[0], str(len(puzzles)), fmt(cpu), fmt(wall),
                                 "%.1f" % (1e6 * cpu / len(puzzles)), "%.2fx" % (cpu / base)])
            if not args.cpp_only and "first" in modes:
                totals, notes = bench_python(puzzles, box, name)
                base = median(runs["cpp-template", "first"]["cpu"])
                for n in sorted(PYTHON):
                    if n in totals:
                        t = totals[n]
                        rows.append([name, "first", n, str(len(puzzles)), fmt(t), "-",
                                     "%.1f" % (1e6 * t / len(puzzles)), "%.2fx" % (t / base)])
                    else:
                        rows.append([name, "first", n, str(len(puzzles)), "-", "-", "-",
                                     notes[n]])
            if "first" in modes:
                ratio = median(runs["cpp-classic", "first"]["cpu"]) / median(
                    runs["cpp-template", "first"]["cpu"])
                goals.append("- %s: classic / template = %.2fx (CPU, median of %d rounds): %s"
                             % (name, ratio, rounds, "met" if ratio >= 1 else "**not met**"))
            for mode in modes:
                base = median(runs["cpp-template", mode]["cpu"])
                if ("kudoku", mode) in runs:
                    ratio = base / median(runs["kudoku", mode]["cpu"])
                    goals.append("- %s, %s: template / kudoku = %.2fx (CPU, whole process, "
                                 "-O2 both; issue 33: at most 1.0x): %s" % (
                                     name, mode, ratio, "met" if ratio <= 1 else "**not met**"))
                elif box == 3:
                    goals.append("- %s, %s: template / kudoku: kudoku %s" % (name, mode, why))
                for variant in ("tdoku", "tdoku-native"):
                    if (variant, mode) in runs:
                        goals.append("- %s, %s: template / %s = %.2fx (shown, no goal)" % (
                            name, mode, variant, base / median(runs[variant, mode]["cpu"])))
    judged = []
    if not args.cpp_only:
        records = judge_twins()
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
                                    "met (under 0.25)"
                                    if rec["cpu_ms"] < rec["time_limit_ms"] / 4
                                    else "**not met**"))
        goals.append("- every stored POJ case AC with POJ's flags and limits: %s" % (
            "met" if all(r["verdict"] == "AC" for r in records) else "**not met**"))
    env += ", %.1f at the end" % os.getloadavg()[0]
    reproduce = " ".join(["python bench/cpp.py"] + sys.argv[1:])
    text = render(env, rounds, rows, judged, goals, skipped, time.time() - start,
                  args.quick, reproduce, modes)
    print(text)
    path = (os.path.join(args.out, args.name + ".md") if args.name
            else note_stem("cpp", args.quick) + ".md")
    with open(path, "w") as f:
        f.write(text)
    print("bench/cpp.py: wrote %s" % os.path.relpath(path, ROOT), file=sys.stderr)


def table(headers, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    line = lambda cells: "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"  # noqa: E731
    return "\n".join([line(headers), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
                     + [line(r) for r in rows])


def render(env, rounds, rows, judged, goals, skipped, seconds, quick, reproduce, modes):
    contenders = "\n".join("- `%s`: %s" % (n, what) for n, (_, what) in
                           list(CPP.items()) + [("kudoku", KUDOKU), ("tdoku", TDOKU)]
                           + list(PYTHON.items()))
    parts = [
        "# C++ benchmark %s%s" % (datetime.datetime.now().isoformat(timespec="seconds"),
                                  " (quick)" if quick else ""),
        "",
        "%s; %.0f s. Reproduce: `%s`." % (env, seconds, reproduce),
        "",
        "## Contenders",
        "",
        contenders,
        "",
        "Modes, every contender of a mode doing the same work (all modes in the same "
        "interleaved rounds):",
        "",
        "\n".join("- `%s`: %s" % (m, MODES[m]) for m in modes),
        "",
        "## Sudoku sets (C++: whole process, median of %d rounds; Python and the C "
        "extension: in process, one round; CPU time for all)" % rounds,
        "",
        table(["set", "mode", "contender", "puzzles", "CPU ms", "wall ms", "us per puzzle",
               "time / cpp-template"], rows),
        "",
        "The ratio is each contender's CPU time over cpp-template's of the same mode on the "
        "same puzzles: of the whole process for the C++ programs (start-up included), the "
        "sum of per-puzzle CPU times in process for the Python template and the C extension.",
        "",
    ]
    if judged:
        parts += ["## The C++ twins on every stored case (runner.py --cpp: POJ's flags and "
                  "limits)", "",
                  table(["problem", "verdicts", "slowest case", "CPU ms", "limit ms",
                         "of the limit"], judged), ""]
    if skipped:
        parts += ["## Skipped", "", "\n".join(skipped), ""]
    parts += ["## Goals", "", "\n".join(goals), ""]
    return "\n".join(parts)


if __name__ == "__main__":
    main()
