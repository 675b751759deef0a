"""Killer Sudoku: examples/killer.py (the exact cover on the DLX block) against
a hand-written search, testdata/ex_killer/ref.py (the cell with the fewest
candidates or the digit with the fewest places first, bit masks, cage sums
pruned by a table of reachable sums). Never part of the tests; it fails on a
wrong answer, never on time.

    python bench/killer.py     # writes bench/results/killer.md

Puzzles: gen.py's generator (random filling, connected cages of distinct
digits), PUZZLES per cage-size range, seeded. One process per interpreter
(the runner's environment), CPU time per puzzle with the two interleaved
(order alternating), one round; each filling checked by ex_killer's checker.
"""
import datetime
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
KILLER = os.path.join(ROOT, "testdata", "ex_killer")
RANGES, PUZZLES = ((1, 3), (2, 4), (3, 4)), 8


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def worker():
    sys.path[:0] = [ROOT, KILLER]
    example = load("examples/killer.py", "killer_example")
    ref, gen = load("testdata/ex_killer/ref.py", "ref"), load("testdata/ex_killer/gen.py", "gen")
    checker = load("testdata/ex_killer/checker.py", "killer_checker")
    out = {}
    for low, high in RANGES:
        rng, total = random.Random(1000 * low + high), {"dlx": 0.0, "hand": 0.0}
        for k in range(PUZZLES):
            cages = gen.random_cages(rng, gen.random_filling(rng), low, high)
            text = "\n".join(["1"] + gen.render(cages)) + "\n"
            for who in (("dlx", "hand") if k % 2 else ("hand", "dlx")):
                start = time.process_time()
                if who == "dlx":
                    dlx = example.DLX(1, capacity=example.capacity(cages))
                    grid = example.solve_killer(dlx, cages)
                else:
                    grid = ref.solve(cages, 1)[1]
                total[who] += time.process_time() - start
                if grid is None or not checker.check(text, "".join(map(str, grid)) + "\n",
                                                     "")[0]:
                    sys.exit("killer bench: %s: a wrong filling" % who)
        out["%d-%d" % (low, high)] = total
    print(json.dumps(out))


def main():
    if sys.argv[1:] == ["--worker"]:
        return worker()
    sys.path.insert(0, ROOT)
    from judge.sandbox import run_env
    results = {}
    for impl, exe in (("cpython", sys.executable), ("pypy3", shutil.which("pypy3"))):
        if exe:
            done = subprocess.run([exe, os.path.abspath(__file__), "--worker"],
                                  capture_output=True, text=True, env=run_env())
            if done.returncode:
                sys.exit(done.stderr.strip()[-500:])
            results[impl] = json.loads(done.stdout)
    lines = ["# Killer Sudoku: the DLX block against a hand-written search (bench/killer.py)", "",
             __doc__.split("\n\n")[0].replace("\n", " "), "",
             __doc__.split("\n\n")[2].replace("\n", " "), "",
             "| interpreter | cage sizes | puzzles | dlx (examples/killer.py), s | hand (ref.py), s "
             "| hand / dlx |", "|---|---|---|---|---|---|"]
    for impl, res in results.items():
        for sizes, t in res.items():
            lines.append("| %s | %s | %d | %.3f | %.3f | %.1f |" % (
                impl, sizes, PUZZLES, t["dlx"], t["hand"], t["hand"] / t["dlx"]))
    env = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
           "cpython": sys.version.split()[0], "loadavg_end": os.getloadavg()}
    lines += ["", "Environment: %s" % json.dumps(env, sort_keys=True)]
    text = "\n".join(lines) + "\n"
    print(text)
    out = note_stem("killer", "--quick" in sys.argv) + ".md"
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
