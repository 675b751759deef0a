"""The C++ twins against the classic array DLX of contest code, kudoku and tdoku, with the
Python template and the C extension for scale: Sudoku, whole process, one interleaved run;
then every C++ twin judged on its stored cases. On the harness (harness.py):

    python3 bench/cpp.py [--quick] [--only first,top95] [--rev REV]   # --rev: the twins of REV

Workloads: every set of SETS (top95, top1465, the forum-hardest sample, forum-hardest-1106
and the 16x16 set of bench/data; --quick: measure.SETS's subsets; top95 and
forum-hardest-1106 fetched at bench time, measure.FETCHED, or from $BENCH_SETS_DIR) in two
modes, like for like: "first" (every contender stops at its first solution) and "upto2"
(each stops at a second one: our sets have one each, so each searches its whole tree, the
uniqueness proof kudoku's own main() makes). The twin's upto2 is a bench-time copy of the
solution whose solve() is search(2) (TWIN_SOLVE); kudoku's modes are bench-time patches of
its source (sudoku_cpp/peers.py); tdoku's are its own `limit` argument.

Contenders, each given the whole set as one input in POJ 3074's format (9x9) or POJ 3076's
(16x16), CPU time of the whole process: cpp-template (solutions/cpp/poj_3074.cpp and
poj_3076.cpp, compiled with POJ's line; --rev REV: REV's beside them), cpp-classic
(bench/peers/classic_dlx.cpp, POJ's line), and on 9x9 kudoku and tdoku (tdoku-native:
-march=native), built at bench time from pinned public sources (sudoku_cpp/peers.py:
KUDOKU, TDOKU; $KUDOKU_SRC, $TDOKU_SRC without network; skipped, and the note says so, where
neither works). In process (sudoku_cpp/in_process.py, mode first): python-template
(templates/dlx.py + templates/sudoku.py) and c-extension (PyPI exact-cover), the sum of
per-puzzle CPU times without the interpreter's start (the C++ times include their process's
start, about a millisecond). Every output is checked (givens kept, every unit a permutation).
The "stored POJ cases" workload judges every C++ twin on every stored case with runner.py
--cpp (POJ's flags and limits), once: the note's goals give the largest CPU time against the
limit, and POJ 3074's largest stored file against a quarter of its limit.
"""
import json
import os
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH, os.path.join(BENCH, "sudoku_cpp")]
import harness  # noqa: E402
import peers  # noqa: E402  (bench/sudoku_cpp/peers.py: kudoku and tdoku)
from harness import Benchmark, Command, Contender, Workload  # noqa: E402
from measure import WHY_MISSING, have_set, load_set, median, valid_filling  # noqa: E402

SETS = ("top95", "top1465", "forum-hardest", "forum-hardest-1106", "sudoku16-minimal")
LETTERS = "ABCDEFGHIJKLMNOP"
MODES = {"first": "every contender stops at its first solution",
         "upto2": "every contender stops at its second solution: on these sets (one solution "
                  "each) the whole tree"}
TWINS = {3: "solutions/cpp/poj_3074.cpp", 4: "solutions/cpp/poj_3076.cpp"}
TWIN_SOLVE = ("    if (!dlx.solve()) return false;\n",
              "    if (dlx.search(2) == 0) return false;  // bench/cpp.py: upto2\n")
CLASSIC = "bench/peers/classic_dlx.cpp"
IN_PROCESS = {"python-template": "ours", "c-extension": "exact_cover"}
BUILT = {}        # tree: {(contender, box, mode): executable}
SKIPPED = {}      # peer: why it was not built
JUDGED = {}       # "records": runner.py --cpp's records


# ------------------------------------------------------------------ inputs and answers

_sets = {}


def puzzles_of(name, quick):
    """(puzzles, box, the set as one input), or None where the set is not here."""
    if (name, quick) not in _sets:
        if not have_set(name):
            _sets[name, quick] = None
        else:
            puzzles, box = load_set(name, quick, None if quick else 10 ** 9)
            _sets[name, quick] = (puzzles, box, as_input(puzzles, box).encode())
    return _sets[name, quick]


def as_input(puzzles, box):
    """The set in POJ 3074's format (9x9) or POJ 3076's (16x16)."""
    if box == 3:
        return "".join("".join(str(v) if v else "." for v in g) + "\n" for g in puzzles) + "end\n"
    grids = ["\n".join("".join(LETTERS[v - 1] if v else "-" for v in g[r * 16:(r + 1) * 16])
                       for r in range(16)) for g in puzzles]
    return "\n\n".join(grids) + "\n"


def filled(puzzles, box):
    """check(stdout): one valid filling per puzzle, in order."""
    def check(out):
        text = out.decode(errors="replace")
        if box == 3:
            grids = [[int(ch) for ch in line] for line in text.split()]
        else:
            rows = text.split()
            grids = [[LETTERS.index(ch) + 1 for ch in "".join(rows[k:k + 16])]
                     for k in range(0, len(rows), 16)]
        if len(grids) != len(puzzles):
            return "%d grids for %d puzzles" % (len(grids), len(puzzles))
        bad = [i for i, (p, g) in enumerate(zip(puzzles, grids)) if not valid_filling(p, g, box)]
        return "puzzle %d not solved" % bad[0] if bad else None
    return check


# ------------------------------------------------------------------ building

def compile_poj(source_text, tag, folder):
    """source_text compiled with POJ's C++ line (as runner.py --cpp compiles a twin)."""
    from judge.programs import languages
    src, exe = os.path.join(folder, tag + ".cpp"), os.path.join(folder, tag)
    with open(src, "w") as f:
        f.write(source_text)
    why = peers.compile_direct(languages.COMPILERS["POJ"]["c++"] + [src, "-o", exe], tag)
    if why:
        sys.exit("bench/cpp.py: " + why)
    return exe


def upto2(text):
    old, new = TWIN_SOLVE
    if text.count(old) != 1:
        sys.exit("bench/cpp.py: the twin has not the line %r of its upto2 copy" % old.strip())
    return text.replace(old, new)


def prepare(tree, scratch, quick):
    """The tree's twins in both modes; for the checkout also the classic DLX, kudoku, tdoku."""
    os.makedirs(scratch)
    built = BUILT[tree] = {}
    for box, source in TWINS.items():
        with open(os.path.join(tree, source)) as f:
            text = f.read()
        built["cpp-template", box, "first"] = compile_poj(text, "twin-%d" % box, scratch)
        built["cpp-template", box, "upto2"] = compile_poj(upto2(text), "twin-%d-2" % box,
                                                          scratch)
    if tree != ROOT:
        return None
    with open(os.path.join(ROOT, CLASSIC)) as f:
        classic = compile_poj(f.read(), "classic", scratch)
    built["cpp-classic", 3, "first"] = built["cpp-classic", 4, "first"] = classic
    kudoku, why = peers.build_kudoku(scratch, list(MODES))
    if why:
        SKIPPED["kudoku"] = why
    for mode, exe in (kudoku or {}).items():
        built["kudoku", 3, mode] = exe
    tdoku, why = peers.build_tdoku(scratch, list(MODES))
    if why:
        SKIPPED["tdoku"] = why
    for (variant, mode), exe in (tdoku or {}).items():
        built[variant, 3, mode] = exe
    return None


# ------------------------------------------------------------------ contenders

def whole_process(name):
    def commands(w, tree, quick):
        if w.family == "judged":
            return judged(w, tree) if name == "cpp-template" else []
        got = puzzles_of(w.data[0], quick)
        exe = got and BUILT[tree].get((name, got[1], w.data[1]))
        return [Command([exe], got[2], filled(*got[:2]))] if exe else []
    return commands


def judged(w, tree):
    """runner.py --cpp on every stored case of every problem with a C++ twin (the checkout's
    judge and cases: a --rev copy is not judged)."""
    if tree != ROOT:
        return []
    report = os.path.join(BUILT[tree]["cpp-template", 3, "first"] + "-report.json")

    def check(out):
        with open(report) as f:
            JUDGED["records"] = json.load(f)
        return None
    # runner.py exits 1 when a case is not AC: the goals say so (a TLE on a busy machine
    # must not stop the benchmark), so its exit status is dropped and its report read.
    drop_status = "import subprocess, sys; subprocess.run(sys.argv[1:])"
    return [Command([sys.executable, "-c", drop_status, sys.executable,
                     os.path.join(ROOT, "runner.py"), "--cpp", "--json", report],
                    check=check, cap=1800.0)]


def in_process(solver):
    def commands(w, tree, quick):
        if w.family != "first" or not puzzles_of(w.data[0], quick):
            return []
        argv = [sys.executable, os.path.join(BENCH, "sudoku_cpp", "in_process.py"), solver,
                w.data[0]] + (["--quick"] if quick else [])
        return [Command(argv, self_timed=True, cap=600.0)]
    return commands


CONTENDERS = [
    Contender("cpp-template", "solutions/cpp/poj_3074.cpp (9x9) and poj_3076.cpp (16x16): "
              "templates/dlx.hpp + templates/sudoku.hpp, POJ's compiler line",
              whole_process("cpp-template"), rev=True),
    Contender("cpp-classic", "the array DLX of contest code (%s): static arrays, recursive "
              "dance(), plain column scan, givens as single rows; mode first only" % CLASSIC,
              whole_process("cpp-classic")),
    Contender("kudoku", peers.KUDOKU[1], whole_process("kudoku")),
    Contender("tdoku", peers.TDOKU[1], whole_process("tdoku")),
    Contender("tdoku-native", "tdoku built with -march=native (its build's default)",
              whole_process("tdoku-native")),
    Contender("python-template", "templates/dlx.py + templates/sudoku.py, CPython, in "
              "process (the sum of per-puzzle CPU times); mode first only",
              in_process("ours")),
    Contender("c-extension", "PyPI exact-cover 1.5 (DLX in C over NumPy), in process; mode "
              "first only", in_process("exact_cover")),
]
WORKLOADS = [Workload("%s, %s" % (s, mode), mode, (s, mode), True,
                      "%s: %s (--quick: measure.SETS's subset)" % (s, MODES[mode]))
             for mode in MODES for s in SETS] + [
    Workload("stored POJ cases", "judged", None, True, "every C++ twin on every stored case "
             "of its problem, judged by runner.py --cpp (POJ's flags and limits), once",
             rounds=1)]


# ------------------------------------------------------------------ goals

def summary(results):
    def cpu(name, label):
        r = results.get(name, {}).get(label)
        return median(r["cpu"]) if r and r.get("cpu") else None
    goals = []
    for w in WORKLOADS:
        if w.family == "judged" or w.name not in results:
            continue
        if not results[w.name]:
            goals.append("- %s: not measured: %s" % (w.name, WHY_MISSING.get(w.data[0], "?")))
            continue
        ours = cpu(w.name, "cpp-template")
        classic, kudoku = cpu(w.name, "cpp-classic"), cpu(w.name, "kudoku")
        if classic and ours:
            goals.append("- %s: classic / template = %.2fx: %s" % (
                w.name, classic / ours, "met" if classic >= ours else "**not met**"))
        if kudoku and ours:
            goals.append("- %s: template / kudoku = %.2fx (issue 33: at most 1.0x): %s" % (
                w.name, ours / kudoku, "met" if ours <= kudoku else "**not met**"))
    goals += judged_goals()
    lines = ["Goals (CPU, medians of the rounds):", ""] + goals + [""]
    lines += ["Peers' sources: kudoku %s; tdoku %s." % (
        "not built: " + SKIPPED["kudoku"] if "kudoku" in SKIPPED else peers.source_of("kudoku"),
        "not built: " + SKIPPED["tdoku"] if "tdoku" in SKIPPED else peers.source_of("tdoku")),
        ""]
    return lines + judged_table()


def judged_table():
    records = JUDGED.get("records")
    if not records:
        return []
    lines = ["The C++ twins on every stored case (runner.py --cpp: POJ's flags and limits):", "",
             "| problem | verdicts | slowest case | CPU ms | limit ms | of the limit |",
             "|---|---|---|---|---|---|"]
    for problem in sorted({r["problem"] for r in records}):
        recs = [r for r in records if r["problem"] == problem]
        worst = max(recs, key=lambda r: r.get("cpu_ms") or 0)
        limit = recs[0]["time_limit_ms"]
        lines.append("| %s | %d/%d AC | %s | %d | %d | %.3f |" % (
            problem, sum(r["verdict"] == "AC" for r in recs), len(recs), worst["case"],
            worst["cpu_ms"] or 0, limit, (worst["cpu_ms"] or 0) / limit))
    return lines + [""]


def judged_goals():
    records = JUDGED.get("records")
    if not records:
        return []
    cases = os.path.join(ROOT, "testdata", "poj_3074", "cases")
    largest = max((f for f in os.listdir(cases) if f.endswith(".in")),
                  key=lambda f: os.path.getsize(os.path.join(cases, f)))[:-3]
    rec = [r for r in records if r["problem"] == "poj_3074" and r["case"] == largest][0]
    return ["- POJ 3074's largest stored file (%s): %d ms CPU of %d ms, %.3f of the limit: %s"
            % (largest, rec["cpu_ms"], rec["time_limit_ms"], rec["cpu_ms"] / rec["time_limit_ms"],
               "met (under 0.25)" if rec["cpu_ms"] < rec["time_limit_ms"] / 4 else "**not met**"),
            "- every stored POJ case AC with POJ's flags and limits: %s" % (
                "met" if all(r["verdict"] == "AC" for r in records) else "**not met**")]


BENCHMARK = Benchmark(
    "cpp", "The C++ twins on Sudoku: against the classic DLX, kudoku and tdoku",
    "The shipped C++ Sudoku twins (the C++ DLX block inside) against the array DLX of contest "
    "code and the fastest public solvers, like for like (first solution; whole tree), whole "
    "process, CPU time; the Python template and the C extension in process for scale; every "
    "twin judged on its stored cases with POJ's flags and limits.",
    WORKLOADS, CONTENDERS, baseline="cpp-template", rounds=7, quick_rounds=3, prepare=prepare,
    summary=summary)

if __name__ == "__main__":
    harness.main(BENCHMARK)
