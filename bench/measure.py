"""In-process timing of Sudoku solvers: the worker of `make bench`'s Sudoku benchmark
(bench/run.py, one run per process: --harness, one solver, CPU time per puzzle, the last line
a JSON object for harness.py), and the puzzle sets, solvers and checks bench/cpp.py and
bench/dlx_search.py share. Standard library only, so it also runs under PyPy3:

    pypy3 bench/measure.py --set top1465 --solvers ours --harness --passes 2
    python3 bench/measure.py --set top1465 --solvers ours,norvig --json out.json   # by hand

Each puzzle is solved by every contender back to back, in an order that
rotates from puzzle to puzzle and from round to round (A B, B A, ...), so the
drift of a noisy machine cannot favour one side; a puzzle's time is the median
of its rounds. Every answer is checked (givens kept, every row, column and box
a permutation) outside the timed region. A contender whose total time on a set
passes the time budget is dropped for the rest of that set (never ours, the
yardstick, nor the peers the speed targets name: NO_BUDGET); its statistics then
cover the puzzles it did, and ratios are taken on those same puzzles.
"""
import argparse
import json
import os
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
DATA = os.path.join(BENCH, "data")
for _p in (os.path.join(BENCH, "peers"), os.path.join(ROOT, "templates")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

# name: (file in bench/data, box size, puzzles in --quick, puzzles in a full run)
# A full run takes every puzzle of the small sets and an evenly spaced sample of
# the big ones, so that it ends in a few minutes on CPython.
SETS = {
    "easy50": ("easy50.txt", 3, 10, None),
    "17clue": ("17clue-sample.txt", 3, 30, 500),
    "top1465": ("top1465.txt", 3, 60, None),
    "forum-hardest": ("forum-hardest-1905-11plus-sample.txt", 3, 10, 150),
    # optional: fetched at bench time (FETCHED), measured where that works
    "top95": ("top95.txt", 3, 20, None),
    "forum-hardest-1106": ("forum-hardest-1106.txt", 3, 20, None),
    "sudoku16-minimal": ("sudoku16-minimal.txt", 4, 2, None),
}

# name: what it is. load_solver() imports it lazily, so a
# missing package only drops that contender.
SOLVERS = {
    "ours": "DLX template + templates/sudoku.py (pure Python)",
    "norvig": "Norvig-style constraint propagation (bench/peers/norvig.py)",
    "algox_dict": "Algorithm X on dicts of sets, Ali Assaf (bench/peers/algox_dict.py)",
    "exact_cover": "PyPI exact-cover: DLX in C over a NumPy matrix",
    "dlx_pypi": "PyPI dlx: recursive pure-Python DLX (Raaphorst)",
}

NO_BUDGET = ("ours", "norvig", "exact_cover")
# At most this many puzzles of a set for a peer that a single puzzle can keep
# busy for minutes (Assaf's dict-of-sets on 16x16: 5 s to 110 s per puzzle).
PUZZLE_CAP = {"sudoku16-minimal": {"algox_dict": 2}}


def load_solver(name):
    """solve(grid, box) -> list or None for a contender; ImportError if its
    package is missing here."""
    if name == "ours":
        from dlx import DLX
        from sudoku import solve_sudoku
        dlx = DLX(4 * 16 * 16)            # one pool for both sizes, reset per puzzle

        def solve(grid, box):
            return solve_sudoku(dlx, grid, box)
        return solve
    module = {"norvig": "norvig", "algox_dict": "algox_dict",
              "exact_cover": "exact_cover_pkg", "dlx_pypi": "dlx_pkg"}[name]
    return __import__(module).solve


def parse_grid(line):
    """'.' or '0' blank, '1'-'9' for 9x9, 'A'-'P' for 16x16 (POJ 3076 letters)."""
    out = []
    for ch in line:
        if ch in ".0":
            out.append(0)
        elif "1" <= ch <= "9":
            out.append(ord(ch) - ord("0"))
        elif "A" <= ch <= "Z":
            out.append(ord(ch) - ord("A") + 1)
        else:
            raise ValueError("bad puzzle character %r" % ch)
    return out


# The optional sets, fetched at bench time from public copies pinned at a commit (never
# committed: bench/data/README.md says where they come from), into CACHE: (URL, puzzles).
# $BENCH_SETS_DIR names a folder holding copies instead (a machine without network).
FETCHED = {
    "top95": ("https://raw.githubusercontent.com/wesc111/sudoku_numpy/"
              "4e8b469487e73a1d9e83c907ffea7c38f6475211/top95.txt", 95),
    "forum-hardest-1106": ("https://raw.githubusercontent.com/balmerdx/sudoku_pytorch/"
                           "772077fccc4d4b45f3783f4e11ec176ba83f6bb9/data/"
                           "puzzles6_forum_hardest_1106", 375),
}
CACHE = os.path.join(BENCH, ".cache")
WHY_MISSING = {}                # set name -> why have_set() said no


def set_path(name):
    """Where the set's file is: bench/data, else the fetch cache."""
    filename = SETS[name][0]
    here = os.path.join(DATA, filename)
    return here if os.path.exists(here) or name not in FETCHED else os.path.join(CACHE, filename)


def puzzle_lines(raw, size=81):
    """The puzzles of a public copy: the first word of each line that is a whole grid
    (comment lines, and comments after a grid, dropped)."""
    lines = []
    for line in raw.decode("ascii", "replace").splitlines():
        word = (line.split() or [""])[0]
        if len(word) == size and all(ch in ".0123456789" for ch in word):
            lines.append(word)
    return lines


def fetch_set(name):
    """Fetch an optional set into CACHE; None, or why it could not."""
    url, count = FETCHED[name]
    local = os.environ.get("BENCH_SETS_DIR")
    try:
        if local:
            with open(os.path.join(local, os.path.basename(url)), "rb") as f:
                raw = f.read()
        else:
            import urllib.request
            with urllib.request.urlopen(url, timeout=30) as r:
                raw = r.read()
    except (OSError, ValueError) as e:
        return "not fetched (%s; set BENCH_SETS_DIR to a folder with a copy of %s)" % (e, url)
    lines = puzzle_lines(raw)
    if len(lines) != count:
        return "%s holds %d puzzles, not %d: not used" % (url, len(lines), count)
    os.makedirs(CACHE, exist_ok=True)
    with open(set_path(name) + ".part", "w") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(set_path(name) + ".part", set_path(name))
    return None


def have_set(name):
    """Whether the set's file is here, fetching an optional one (FETCHED) the first time;
    WHY_MISSING[name] says why not."""
    if os.path.exists(set_path(name)):
        return True
    why = fetch_set(name) if name in FETCHED else "not in bench/data"
    if why:
        WHY_MISSING[name] = why
    return why is None


def load_set(name, quick=False, limit=None):
    """The puzzles of a set (lists of ints) and its box size; a sample is
    evenly spaced over the file, so it keeps the file's mix of difficulty."""
    filename, box, n_quick, n_full = SETS[name]
    if not have_set(name):
        raise SystemExit("bench: %s: %s" % (name, WHY_MISSING[name]))
    with open(set_path(name)) as f:
        puzzles = [parse_grid(line.strip()) for line in f if line.strip()]
    want = limit or (n_quick if quick else n_full)
    if want and want < len(puzzles):
        step = len(puzzles) / want
        puzzles = [puzzles[int(i * step)] for i in range(want)]
    return puzzles, box


def valid_filling(grid, out, box):
    """out completes grid: givens kept, rows, columns, boxes permutations."""
    n = box * box
    if not isinstance(out, list) or len(out) != n * n:
        return False
    if any(g and g != o for g, o in zip(grid, out)):
        return False
    full = set(range(1, n + 1))
    for i in range(n):
        br, bc = i // box * box, i % box * box
        if (set(out[i * n:(i + 1) * n]) != full
                or set(out[i::n]) != full
                or set(out[(br + r) * n + bc + c] for r in range(box)
                       for c in range(box)) != full):
            return False
    return True


class Progress:
    """One line on stderr, rewritten in place on a terminal."""

    def __init__(self, enabled=True):
        self.tty = sys.stderr.isatty()
        self.enabled = enabled
        self.last = 0.0

    def show(self, text, force=False):
        if not self.enabled:
            return
        now = time.time()
        if self.tty:
            if force or now - self.last > 0.1:
                sys.stderr.write("\r\033[K" + text)
                sys.stderr.flush()
                self.last = now
        elif force or now - self.last > 15:
            sys.stderr.write(text + "\n")
            sys.stderr.flush()
            self.last = now

    def done(self):
        if self.enabled and self.tty:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


def median(xs):
    s = sorted(xs)
    m = len(s) // 2
    return s[m] if len(s) % 2 else (s[m - 1] + s[m]) / 2


def run_set(puzzles, box, solvers, rounds=1, budget=None, progress=None, label="",
            cap=None):
    """Time every solver on every puzzle, interleaved. Returns {solver:
    [seconds per puzzle (median of rounds) or None if dropped by the budget]},
    the list of solvers dropped, and {solver: [[seconds per puzzle] per round]}
    (round 0 under PyPy3 includes the JIT's warm-up). Raises AssertionError on
    a wrong answer. cap: {solver: most puzzles it is given}."""
    names = list(solvers)
    samples = {s: [[] for _ in puzzles] for s in names}
    spent = dict.fromkeys(names, 0.0)
    dropped = []
    perf = time.perf_counter
    for rnd in range(rounds):
        for i, grid in enumerate(puzzles):
            k = (i + rnd) % len(names)
            for name in names[k:] + names[:k]:
                if (name in dropped or (rnd and not samples[name][i])
                        or (cap and i >= cap.get(name, i + 1))):
                    continue
                fn = solvers[name]
                work = list(grid)
                t0 = perf()
                out = fn(work, box)
                dt = perf() - t0
                if not valid_filling(grid, out, box):
                    raise AssertionError("%s gave a wrong answer on %s puzzle %d"
                                         % (name, label, i))
                samples[name][i].append(dt)
                spent[name] += dt
                if (budget and name not in NO_BUDGET and spent[name] > budget
                        and i + 1 < len(puzzles)):
                    dropped.append(name)
            if progress:
                progress.show("%s round %d/%d: puzzle %d/%d" % (
                    label, rnd + 1, rounds, i + 1, len(puzzles)))
    times = {s: [round(median(x), 7) if x else None for x in samples[s]] for s in names}
    by_round = {s: [[round(x[r], 7) if len(x) > r else None for x in samples[s]]
                    for r in range(rounds)] for s in names}
    return times, dropped, by_round


def stats_ms(seconds):
    """mean, median, p90, max in ms of a list of seconds."""
    s = sorted(seconds)
    n = len(s)
    if not n:
        return None
    return {"n": n, "mean": 1000 * sum(s) / n, "median": 1000 * median(s),
            "p90": 1000 * s[min(n - 1, int(0.9 * n))], "max": 1000 * s[-1],
            "total_s": sum(s)}


def summarize(times, base="ours"):
    """Per solver: stats, and its time divided by base's on the same puzzles
    (ratio of totals and ratio of medians)."""
    out = {}
    for name, ts in times.items():
        done = [t for t in ts if t is not None]
        entry = {"stats": stats_ms(done)}
        if base in times and name != base:
            pairs = [(t, b) for t, b in zip(ts, times[base])
                     if t is not None and b is not None]
            if pairs:
                entry["ratio_total"] = sum(t for t, _ in pairs) / sum(b for _, b in pairs)
                entry["ratio_median"] = (median([t for t, _ in pairs])
                                         / median([b for _, b in pairs]))
                entry["ratio_n"] = len(pairs)
        out[name] = entry
    return out


def passes(solve, puzzles, box, count, label):
    """[[CPU seconds per puzzle] per pass] of one solver over the set, count passes in one
    process (under PyPy3 the first pass carries the JIT's warm-up: what a judge sees; the
    second is steady state). SystemExit on a wrong answer (checked outside the clock)."""
    out = []
    for _ in range(count):
        times = []
        for i, grid in enumerate(puzzles):
            start = time.process_time()
            got = solve(list(grid), box)
            times.append(time.process_time() - start)
            if not valid_filling(grid, got, box):
                sys.exit("measure: %s gave a wrong answer on puzzle %d" % (label, i))
        out.append(times)
    return out


def harness_run(args):
    """One self-timed run for bench/run.py (harness.py): one solver, one set, the last line
    {"cpu", "wall", "times": [per puzzle], "warm", "warm_times"} (the warm fields with
    --passes 2), or {"status": "n/a", "why"} when the solver cannot be imported here."""
    try:
        solve = load_solver(args.solvers)
    except ImportError as e:
        print(json.dumps({"status": "n/a", "why": "not importable here: %s" % e}))
        return
    puzzles, box = load_set(args.set, args.quick, args.limit)
    wall = time.perf_counter()
    got = passes(solve, puzzles, box, args.passes, args.solvers)
    wall = time.perf_counter() - wall
    own = {"cpu": sum(got[0]), "wall": wall / len(got), "times": [round(t, 7) for t in got[0]]}
    if len(got) > 1:
        own.update(warm=sum(got[1]), warm_times=[round(t, 7) for t in got[1]])
    print(json.dumps(own))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--set", required=True, choices=sorted(SETS))
    ap.add_argument("--solvers", default="ours")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--limit", type=int, default=None, help="puzzles to sample")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--budget", type=float, default=None,
                    help="seconds per solver per set before it is dropped")
    ap.add_argument("--json", help="write the per-puzzle times here")
    ap.add_argument("--no-progress", action="store_true")
    ap.add_argument("--harness", action="store_true",
                    help="one solver, CPU time per puzzle, a JSON line for bench/run.py")
    ap.add_argument("--passes", type=int, default=1, help="--harness: passes over the set")
    args = ap.parse_args(argv)
    if args.harness:
        return harness_run(args)
    puzzles, box = load_set(args.set, args.quick, args.limit)
    solvers = {}
    for name in args.solvers.split(","):
        try:
            solvers[name] = load_solver(name)
        except ImportError as e:
            sys.stderr.write("skipping %s: %s\n" % (name, e))
    progress = Progress(not args.no_progress)
    times, dropped, by_round = run_set(puzzles, box, solvers, args.rounds, args.budget,
                                       progress, "%s %s" % (sys.implementation.name, args.set),
                                       PUZZLE_CAP.get(args.set))
    progress.done()
    result = {"set": args.set, "puzzles": len(puzzles), "python": sys.version.split()[0],
              "implementation": sys.implementation.name, "times": times,
              "by_round": by_round, "dropped": dropped}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f)
    else:
        for name, entry in summarize(times).items():
            print(name, entry)


if __name__ == "__main__":
    main()
