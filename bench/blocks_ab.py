"""Before/after timing of the template blocks: top1465 through the Sudoku model,
the blocks of a git revision against the working tree's, in one process.

    python3 bench/blocks_ab.py REV [--rounds 6] [--puzzles 1465] [--cpu]

Rounds alternate which side goes first, so a busy machine slows both alike;
the answers of the two sides must be identical. Prints the median and the
best seconds per side and their ratios (after / before). Standard library
and git only; never run by the tests.
"""
import argparse
import importlib.util
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load(name, text, folder):
    path = Path(folder) / (name + ".py")
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, str(path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def side(tag, rev, folder):
    """(DLX class, sudoku module) of templates/ at rev, or of the working tree."""
    texts = {}
    for name in ("dlx", "sudoku"):
        rel = "templates/%s.py" % name
        texts[name] = (subprocess.check_output(["git", "-C", str(ROOT), "show", "%s:%s" % (rev, rel)],
                                               text=True) if rev else (ROOT / rel).read_text())
    sys.modules["dlx"] = dlx = load("dlx_" + tag, texts["dlx"], folder)   # sudoku.py imports dlx
    return dlx.DLX, load("sudoku_" + tag, texts["sudoku"], folder)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rev")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--puzzles", type=int, default=1465)
    ap.add_argument("--cpu", action="store_true",
                    help="CPU seconds (time.process_time), steadier than wall time on a busy machine")
    a = ap.parse_args()
    clock = time.process_time if a.cpu else time.perf_counter
    lines = (ROOT / "bench/data/top1465.txt").read_text().split()[:a.puzzles]
    grids = [[0 if ch == "." else int(ch) for ch in line] for line in lines]
    with tempfile.TemporaryDirectory() as folder:
        sides = [("before", side("before", a.rev, folder)), ("after", side("after", None, folder))]
        times, answers = {"before": [], "after": []}, {}
        for r in range(a.rounds):
            for name, (DLX, sudoku) in (sides if r % 2 == 0 else sides[::-1]):
                dlx = DLX(4 * 81)
                start = clock()
                answers[name] = [sudoku.solve_sudoku(dlx, g, 3) for g in grids]
                times[name].append(clock() - start)
    if answers["before"] != answers["after"]:
        sys.exit("blocks_ab: the two sides answer differently")
    med = {k: statistics.median(v) for k, v in times.items()}
    best = {k: min(v) for k, v in times.items()}
    print("%s%s, %d puzzles, %d rounds: before (%s) median %.3f s best %.3f s; after (working "
          "tree) median %.3f s best %.3f s; after/before: median %.3f, best %.3f" % (
              sys.implementation.name, " (CPU time)" if a.cpu else "", len(grids), a.rounds,
              a.rev, med["before"], best["before"],
              med["after"], best["after"], med["after"] / med["before"], best["after"] / best["before"]))


if __name__ == "__main__":
    main()
