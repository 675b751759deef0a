"""Benchmark of the dlx-template search (issue 54): the ratios its targets name, in one run.

    python bench/dlx_search.py [--rounds 3] [--sample 0] [--out bench/results]

Run it with the bench venv's python (`make bench` installs it): the exact-cover C
extension is a contender only where it imports. Three parts, each interleaving its
contenders (A B, B A, ...) so a busy machine slows every column alike:

1. In process, per puzzle (CPU time, every answer checked), one worker per
   interpreter (CPython, PyPy3), on top95, forum-hardest-1106 (both fetched at bench
   time: bench/measure.py FETCHED) and the in-repo forum-hardest sample: "dlx", what the
   Sudoku solutions run (sudoku-model's propagation, then dlx-template's search);
   "dlx v10", the same with the search of dlx-template v10 (cover and uncover
   called as closures, where v11 runs them inline: V10Search below);
   "dlx classic", the same model searched with the rule of dlx-template v9 (the first
   item of fewest options, tests/templates/classic_dlx.py); "masks", the opt-in
   sudoku-masks block; the exact-cover C extension and the Norvig-style peer.
   PyPy3 solves each set twice: the first pass, the one the targets judge, pays
   the JIT's warm-up (most of top95's time); the second shows the steady state.
2. Whole process, CPython, median of --rounds: solutions/poj_3074.py against
   bench/peers/ec_script.py (exact-cover) on forum-hardest-1106 as one POJ 3074 input,
   net of each program's start-up (its CPU on an input of just "end"), and against
   bench/peers/norvig_script.py on top95, start-up included.
3. Exhaustive search, in process: Langford pairings n = 10 (no solution) and n = 11
   (35,584 counted) by the block's count(), by v10's search, by the classic rule and
   by a hand-written kuangbin-style port (bench/peers/dlx_kuangbin.py), CPython and
   PyPy3.

Writes bench/results/<date>-dlx-search.md. Never run by the tests.
"""
import argparse
import datetime
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
sys.path[:0] = [str(BENCH), str(BENCH / "peers"), str(ROOT / "templates"),
                str(ROOT / "tests" / "templates")]
from measure import WHY_MISSING, have_set, load_set, valid_filling  # noqa: E402
from dlx import DLX  # noqa: E402

SETS = [("top95", None), ("forum-hardest-1106", None), ("forum-hardest", 150)]
CONTENDERS = ["dlx", "dlx v10", "dlx classic", "masks", "exact_cover", "norvig"]
LANGFORD = [10, 11]
PYPY = "pypy3"
WARM = ", second pass (JIT warm)"


class V10Search(DLX):
    """The block with the search of dlx-template v10, which calls the cover and
    uncover closures where v11 runs them inline: the cost of those calls."""

    def search(self, limit=1, budget=1 << 62):
        """dlx-template v10's search, its comments dropped."""
        L, R, U, D, C, S, LABEL = self.pools
        cover, uncover, n_primary, low = self.cover, self.uncover, self.n_primary, self.low
        low[0] = low[1] = 0
        found, first, more, x = 0, None, True, []  # x[l]: option node at level l
        nodes = 0
        while True:
            if not R[0]:                 # X2: all primary items covered
                found += 1
                if first is None:
                    first = [LABEL[h] for h in self.fixed] + [LABEL[r] for r in x]
                more = found < limit
            elif nodes == budget:        # out of budget: back out of every level
                more, nodes = False, budget + 1
            else:                        # X3: the item with fewest options (MRV)
                nodes += 1
                c = low[0]
                if c and not S[c] and c <= n_primary and R[L[c]] == c:
                    s = 0
                else:
                    c = low[1]
                    if c and S[c] < 2 and c <= n_primary and R[L[c]] == c:
                        s = S[c]
                    else:
                        c = R[0]
                        s, i = S[c], R[c]
                        while i and s > 1:
                            if S[i] < s:
                                c, s = i, S[i]
                            i = R[i]
                low[0] = low[1] = 0
                if s:                    # X4, X5: cover c, try its first option
                    cover(c)
                    r = D[c]
                    x.append(r)
                    j = R[r]
                    while j != r:
                        cover(C[j])
                        j = R[j]
                    continue
            while x:                     # X6-X8: next option, or back up a level
                r = x.pop()
                j = L[r]
                while j != r:
                    uncover(C[j])
                    j = L[j]
                c, r = C[r], D[r]
                if more and r != c:
                    x.append(r)
                    j = R[r]
                    while j != r:
                        cover(C[j])
                        j = R[j]
                    break
                uncover(c)
            else:
                self.nodes = nodes
                return found, first


def sudoku_contenders():
    """{name: solve(grid) -> filling} of the contenders this interpreter has."""
    import sudoku
    from classic_dlx import ClassicDLX
    from sudoku_masks import solve_sudoku_masks
    import norvig
    dlx, v10, classic = DLX(4 * 81), V10Search(4 * 81), ClassicDLX(4 * 81)
    out = {"dlx": lambda grid: sudoku.solve_sudoku(dlx, grid, 3),
           "dlx v10": lambda grid: sudoku.solve_sudoku(v10, grid, 3),
           "dlx classic": lambda grid: sudoku.solve_sudoku(classic, grid, 3),
           "masks": lambda grid: solve_sudoku_masks(grid, 3)[1],
           "norvig": lambda grid: norvig.solve(grid, 3)}
    try:
        import exact_cover_pkg
        out["exact_cover"] = lambda grid: exact_cover_pkg.solve(grid, 3)
    except ImportError:
        pass
    return out


def langford_contenders(n):
    """{name: count() -> covers} for Langford n, each model built outside the clock."""
    from classic_dlx import ClassicDLX
    from xc.langford import model
    import dlx_kuangbin
    n_items, _, options = model(n)

    def built(engine):
        made = engine(n_items, capacity=1 + n_items + sum(map(len, options)))
        for k, items in enumerate(options):
            made.add_option(items, k)
        return made.count
    return {"dlx": built(DLX), "dlx v10": built(V10Search), "dlx classic": built(ClassicDLX),
            "kuangbin port": lambda: dlx_kuangbin.count_covers(n_items, options)}


def one_pass(solvers, names, name, puzzles):
    """{contender: CPU seconds} over the puzzles, the contenders interleaved."""
    tally = dict.fromkeys(names, 0.0)
    for i, grid in enumerate(puzzles):
        for n in (names if i % 2 == 0 else names[::-1]):
            t0 = time.process_time()
            out = solvers[n](list(grid))
            tally[n] += time.process_time() - t0
            if not valid_filling(grid, out, 3):
                raise SystemExit("bench/dlx_search.py: %s is wrong on %s puzzle %d"
                                 % (n, name, i))
    return tally


def worker(sample, rounds):
    """Parts 1 and 3 in this interpreter: JSON {label: {contender: cpu seconds}}.
    Under PyPy3 each set is solved a second time, its rows marked WARM: the
    first pass pays the JIT's warm-up (the targets), the second shows the
    steady state."""
    result, solvers = {}, sudoku_contenders()
    names = [n for n in CONTENDERS if n in solvers]
    passes = 2 if platform.python_implementation() == "PyPy" else 1
    for name, limit in SETS:
        if not have_set(name):
            continue
        puzzles, _ = load_set(name, limit=min(limit or 10 ** 9, sample or 10 ** 9))
        label = "%s (%d puzzles)" % (name, len(puzzles))
        for k in range(passes):
            result[label + (WARM if k else "")] = one_pass(solvers, names, name, puzzles)
    for n in LANGFORD:
        counts, runs = set(), {}
        for rnd in range(rounds):
            made = langford_contenders(n)
            for name in (sorted(made) if rnd % 2 == 0 else sorted(made)[::-1]):
                t0 = time.process_time()
                counts.add(made[name]())
                runs.setdefault(name, []).append(time.process_time() - t0)
        if len(counts) != 1:
            raise SystemExit("bench/dlx_search.py: Langford %d counts differ: %s" % (n, counts))
        result["Langford %d, %d covers (median of %d)" % (n, counts.pop(), rounds)] = {
            name: statistics.median(v) for name, v in runs.items()}
    json.dump(result, sys.stdout)


def cpu_of(argv, data):
    """(user + sys CPU seconds of one process, its stdout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run(argv, input=data, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode:
        raise SystemExit("bench/dlx_search.py: %s failed: %s" % (argv, run.stderr[-300:]))
    return (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime), run.stdout


def poj_input(puzzles):
    return ("".join("".join(str(v) if v else "." for v in g) + "\n" for g in puzzles)
            + "end\n").encode()


def whole_process(set_name, peer, rounds, net):
    """Part 2: {program: median CPU s} on set_name as one POJ 3074 input, net of start-up."""
    puzzles, _ = load_set(set_name, limit=10 ** 9)
    data = poj_input(puzzles)
    programs = {"poj_3074.py": ROOT / "solutions" / "poj_3074.py", peer: BENCH / "peers" / peer}
    cpu = {n: [] for n in programs}
    for rnd in range(rounds):
        for n in (sorted(programs) if rnd % 2 == 0 else sorted(programs)[::-1]):
            argv = [sys.executable, str(programs[n])]
            spent, out = cpu_of(argv, data)
            grids = [[int(ch) for ch in line] for line in out.decode().split()]
            if len(grids) != len(puzzles) or not all(
                    valid_filling(p, g, 3) for p, g in zip(puzzles, grids)):
                raise SystemExit("bench/dlx_search.py: %s is wrong on %s" % (n, set_name))
            start = cpu_of(argv, b"end\n")[0] if net else 0.0
            cpu[n].append(spent - start)
    return {n: statistics.median(v) for n, v in cpu.items()}


def run_worker(python, sample, rounds):
    proc = subprocess.run([python, __file__, "--worker", "--sample", str(sample),
                           "--rounds", str(rounds)], capture_output=True, text=True)
    if proc.returncode:
        raise SystemExit("bench/dlx_search.py: the %s worker failed: %s"
                         % (python, proc.stderr[-500:]))
    return json.loads(proc.stdout)


def table(runs):
    """Markdown rows of parts 1 and 3: CPU ms per contender and its ratio to dlx."""
    lines = ["| workload | interpreter | contender | CPU ms | / dlx |", "|---|---|---|---|---|"]
    for py, labels in runs.items():
        for label, tally in labels.items():
            for n, cpu in tally.items():
                lines.append("| %s | %s | %s | %.0f | %.2fx |" % (
                    label, py, n, 1000 * cpu, cpu / tally["dlx"]))
    return lines


def goal(text, ratio, ok):
    return "- %s = %.2fx: %s" % (text, ratio, "met" if ok else "**not met**")


def goals(runs, ec, top95):
    out = []
    if ec:
        r = ec["poj_3074.py"] / ec["ec_script.py"]
        out.append(goal("forum-hardest-1106, CPython, whole process net of start-up: "
                        "poj_3074.py / exact-cover (target <= 2.5x)", r, r <= 2.5))
    if top95:
        r = top95["norvig_script.py"] / top95["poj_3074.py"]
        out.append(goal("top95, CPython, whole process: Norvig-style / poj_3074.py "
                        "(target >= 2.5x)", r, r >= 2.5))
    for label, tally in runs.get(PYPY, {}).items():
        if "masks" in tally and not label.endswith(WARM):
            r = tally["dlx"] / tally["masks"]
            out.append(goal("%s, PyPy3, in process: dlx / masks (target <= 1.5x)" % label,
                            r, r <= 1.5))
    for py, labels in runs.items():
        for label, tally in labels.items():
            if "kuangbin port" in tally:
                r = tally["dlx"] / tally["kuangbin port"]
                out.append(goal("%s, %s: dlx / kuangbin port (target <= 1.0x)" % (label, py),
                                r, r <= 1.0))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--worker", action="store_true")
    ap.add_argument("--sample", type=int, default=0, help="at most this many puzzles a set")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--out", default=str(BENCH / "results"))
    args = ap.parse_args()
    if args.worker:
        return worker(args.sample, args.rounds)
    started, t0 = datetime.datetime.now().isoformat(timespec="seconds"), time.time()
    load = os.getloadavg()[0]
    runs = {}
    for py in (sys.executable, PYPY):
        runs[os.path.basename(py) if py == PYPY else "cpython"] = run_worker(
            py, args.sample, args.rounds)
    ec = (whole_process("forum-hardest-1106", "ec_script.py", args.rounds, True)
          if have_set("forum-hardest-1106") and "exact_cover" in sudoku_contenders() else None)
    top95 = (whole_process("top95", "norvig_script.py", args.rounds, False)
             if have_set("top95") else None)
    lines = ["# dlx-template search benchmark %s" % started, "",
             "%s; CPython %s, PyPy3; %d CPUs, load average %.1f at start, %.1f at end; %.0f s. "
             "Reproduce: `python bench/dlx_search.py --rounds %d%s` (bench venv; the "
             "docstring says what each contender is)." % (
                 platform.platform(), platform.python_version(), os.cpu_count(), load,
                 os.getloadavg()[0], time.time() - t0, args.rounds,
                 " --sample %d" % args.sample if args.sample else ""),
             "", "## Targets (issue 54)", ""] + goals(runs, ec, top95)
    missing = [n for n, _ in SETS if not have_set(n)]
    if missing:
        lines.append("- not measured: " + "; ".join("%s (%s)" % (n, WHY_MISSING[n])
                                                     for n in missing))
    lines += ["", "## In process (parts 1 and 3)", ""] + table(runs)
    for title, result in (("poj_3074.py against exact-cover, forum-hardest-1106, "
                           "net of start-up", ec), ("poj_3074.py against Norvig-style, "
                                                    "top95, start-up included", top95)):
        if result:
            lines += ["", "## Whole process, CPython: %s (median of %d)" % (title, args.rounds),
                      "", "| program | CPU ms |", "|---|---|"] + [
                "| %s | %.0f |" % (n, 1000 * v) for n, v in sorted(result.items())]
    text = "\n".join(lines) + "\n"
    path = Path(args.out) / ("%s-dlx-search.md" % datetime.date.today().isoformat())
    path.write_text(text)
    print(text)
    print("bench/dlx_search.py: wrote %s" % path, file=sys.stderr)


if __name__ == "__main__":
    main()
