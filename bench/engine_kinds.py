"""Which engine, per workload kind, under CPython and under PyPy3 as a judge runs it: the
data of the "Which engine" table (docs/template.md, "Which engine"), time and peak memory.
Dancing links against bitsets on one workload of each kind, in one run: for exact cover
our DLX template (templates/dlx.py) against the bitset engine (templates/xcover_bits.py),
for set cover dlx-cover (templates/dlx_cover.py) against setcover-bits
(templates/setcover_bits.py), for colours dlx-color's XCC against xcover-bits-color's
XCoverColor. On the harness (harness.py):

    python3 bench/engine_kinds.py [--quick] [--only search-bound] [--rev REV]

Every run is a fresh process (bench/engines/worker.py) with the runner's environment
(judge.sandbox.run_env(): PyPy's nursery as a judge's CPU sizes it, not half of a virtual
machine's reported cache); the model's lists are made untimed, everything the engine does
with them (add_option included) is timed by CPU time inside the process. Peak memory is
the process's (ru_maxrss: what a judge's memory limit holds it to, the interpreter
included; the "interpreter alone" row is a run that only imports). Both engines' answers
must agree. Kinds: big options (HUST 1017 at full size: 1000 items, 1000 options of up to
150 items, one planted cover: the bits engine spends most of its run building, DLX
unlinking long rows), tilings (pentominoes 3x20, count), search-bound counting (N-Queens
12, Langford 11, kings 8x8), Sudoku-like solving (X-Sudoku, top1465's first 200), set
cover (HDU 3498 style dominating sets, minimum(); bench/sc/cases.py), set cover with
conflicts (HDU 2828 style lamps, planted and cycles, within(k)) and colours (a crossword
of a few thousand options, solve).
"""
import os
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(BENCH), BENCH]
import harness  # noqa: E402
from harness import Benchmark, Command, Contender, Workload  # noqa: E402

WORKER = os.path.join(BENCH, "engines", "worker.py")
# name: (family, quick, what)
KINDS = {
    "interpreter alone": ("interpreter", True, "the worker's imports and nothing else: the "
                          "floor of every peak below"),
    "hust 1017 full size": ("big options", True, "big options (wide builds and removals)"),
    "pentomino 3x20": ("tiling", True, "tiling (count)"),
    "queens 12": ("search-bound", True, "search-bound (count; --quick: queens 10)"),
    "langford 11": ("search-bound", False, "search-bound (count)"),
    "kings 8x8": ("search-bound", False, "search-bound (count)"),
    "x-sudoku 9x9 (20 minimal)": ("sudoku-like", True, "Sudoku-like (solve; --quick: 5 "
                                  "puzzles)"),
    "sudoku 9x9 top1465 (first 200)": ("sudoku-like", False, "Sudoku-like (solve)"),
    "dominating set 55 (10 graphs)": ("set cover", True, "set cover (minimum; --quick: 3 "
                                      "graphs)"),
    "lamps 500 (6 inputs)": ("set cover with conflicts", True, "set cover with conflicts "
                             "(within k)"),
    "crossword 61x61 lattice (3844 options)": ("colours", True, "colours (solve)"),
}
WORKLOADS = [Workload(name, family, name, quick, what)
             for name, (family, quick, what) in KINDS.items()]
ENGINES = {"dlx": "dancing links: dlx-template (dlx-cover on set cover, dlx-color's XCC on "
                  "colours)",
           "bits": "bitsets: xcover-bits (setcover-bits on set cover, xcover-bits-color on "
                   "colours)"}
def contender(engine, impl):
    def commands(w, tree, quick):
        from judge.sandbox import run_env       # the environment the runner gives a run
        exe = sys.executable if impl == "cpython" else harness.pypy()
        if not exe:
            return []
        argv = [exe, WORKER, w.data, engine] + (["--quick"] if quick else [])
        return [Command(argv, check=harness.agreeing(w, "answers"),
                        env=dict(run_env(), BENCH_TREE=tree),
                        cap=300.0, self_timed=True)]
    return Contender("%s/%s" % (engine, impl), ENGINES[engine], commands, rev=True,
                     group="CPython" if impl == "cpython" else "PyPy3")


BENCHMARK = Benchmark(
    "engines", "Which engine, per workload kind",
    "Dancing links (dlx) against bitsets (bits) on one workload of each kind, under CPython "
    "and under PyPy3 in the runner's environment: the data of the guide's \"Which engine\" "
    "table (docs/template.md). Time: the engine's CPU seconds inside its process, add_option "
    "included; memory: the whole process's peak, the interpreter included (as a judge "
    "counts it). A ratio below 1 in the bits column: bits wins.",
    WORKLOADS, [contender(e, i) for i in ("cpython", "pypy3") for e in ENGINES],
    baseline={"CPython": "dlx/cpython", "PyPy3": "dlx/pypy3"}, rounds=3, quick_rounds=1)

if __name__ == "__main__":
    harness.main(BENCHMARK)
