"""Peak memory of the two colour engines on crosswords of a few hundred to a few
thousand options, as a judge counts it: the whole process's ru_maxrss, the
interpreter included. Each run is a fresh process (the runner's environment,
judge.sandbox.run_env()) that loads examples/crossword.py (the pasted
dlx-template and dlx-color blocks; for bits also templates/xcover_bits_color.py),
builds the model of a planted lattice crossword (bench/colors.py's lattice,
letters A..Z) and solves it; the filling is checked by ex_crossword's checker.
Never part of the tests; it fails on a wrong answer, never on memory.

    python bench/colors_memory.py      # writes bench/results/<date>-colors-memory.md
"""
import datetime
import importlib.util
import json
import os
import random
import resource
import shutil
import subprocess
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
SIZES = (21, 31, 41, 61)          # a lattice of n cells a side: (n + 1) words x (n + 1) slots
ENGINES = ("xcc", "bits")


def peak_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def child(engine, n):
    """Build and solve one crossword; print options, peaks before and after."""
    cw = load("examples/crossword.py", "cw")
    if engine == "bits":
        sys.path.insert(0, os.path.join(ROOT, "templates"))
        from xcover_bits_color import XCoverColor
    before = peak_mb()
    grid = ["".join("-" if r % 2 == 0 or c % 2 == 0 else "+" for c in range(n)) for r in range(n)]
    rng = random.Random(n)
    fill = {(r, c): rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for r in range(n) for c in range(n)}
    slots, _ = cw.find_slots(grid)
    words = ["".join(fill[x] for x in s) for s in slots]
    rng.shuffle(words)
    e = cw.XCC(1, 0, cw.capacity(words, slots)) if engine == "xcc" else XCoverColor(1)
    cw.load_crossword(e, grid, words, slots)
    labels = e.solve()
    after = peak_mb()
    sys.path.insert(0, ROOT)                       # the checker imports problemkit
    checker = load("testdata/ex_crossword/checker.py", "checker")
    text = "\n".join(grid + [";".join(words)]) + "\n"
    ok = labels is not None and checker.check(
        text, "\n".join(cw.fill(grid, words, labels, slots)) + "\n", "")[0]
    options = sum(1 for w in words for s in slots if len(s) == len(w))
    print(json.dumps({"ok": ok, "options": options, "before": before, "peak": after}))


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        return child(sys.argv[2], int(sys.argv[3]))
    sys.path.insert(0, ROOT)
    from judge.sandbox import run_env
    impls = [("cpython", sys.executable)] + [("pypy3", p) for p in [shutil.which("pypy3")] if p]
    rows = []
    for n in SIZES:
        row = {"n": n}
        for impl, exe in impls:
            for engine in ENGINES:
                done = subprocess.run([exe, os.path.abspath(__file__), "--child", engine, str(n)],
                                      capture_output=True, text=True, env=run_env(), cwd=ROOT)
                r = json.loads(done.stdout) if done.returncode == 0 else {"ok": False}
                if not r["ok"]:
                    sys.exit("colors_memory: %s %s n=%d: %s" % (impl, engine, n, done.stderr[-300:]))
                row["options"] = r["options"]
                row[impl, engine] = (r["before"], r["peak"])
        rows.append(row)
    lines = ["# Colour engines: peak memory on crosswords (bench/colors_memory.py)", "",
             __doc__.split("\n\n")[0].replace("\n", " "), "",
             "MB: the process's peak (ru_maxrss) after solving; in brackets its peak before "
             "the model was built (the interpreter and the pasted blocks). A lattice of n cells "
             "a side has (n + 1) / 2 slots each way, every slot crossing (n + 1) / 2 others: "
             "long options (2 + (n + 1) / 2 nodes), the worst case per option.", "",
             "| lattice | options | " + " | ".join("%s %s" % (i, e) for i, _ in impls
                                                   for e in ENGINES)
             + " | " + " | ".join("bits / xcc, %s" % i for i, _ in impls) + " |",
             "|---|---|" + "---|" * (len(impls) * 3)]
    for row in rows:
        cells = ["%.1f (%.1f)" % (row[i, e][1], row[i, e][0]) for i, _ in impls for e in ENGINES]
        ratios = ["%.2f" % (row[i, "bits"][1] / row[i, "xcc"][1]) for i, _ in impls]
        lines.append("| %dx%d | %d | %s | %s |" % (row["n"], row["n"], row["options"],
                                                   " | ".join(cells), " | ".join(ratios)))
    env = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
           "cpython": sys.version.split()[0], "loadavg_end": os.getloadavg()}
    lines += ["", "Environment: %s" % json.dumps(env, sort_keys=True)]
    text = "\n".join(lines) + "\n"
    print(text)
    out = os.path.join(BENCH, "results", "%s-colors-memory.md" % datetime.date.today().isoformat())
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
