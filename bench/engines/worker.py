"""One run of bench/engine_kinds.py: one workload, one engine, in a fresh process.

    python3 bench/engines/worker.py WORKLOAD ENGINE [--quick]

ENGINE: dlx (dlx-template; dlx-cover on set cover; dlx-color's XCC on colours) or bits
(xcover-bits; setcover-bits; xcover-bits-color). The blocks are the tree's in BENCH_TREE
(the checkout, or a --rev copy). The model's lists are made untimed; everything the engine
does with them (add_option included) is timed by CPU time. Prints one JSON line:
{"cpu", "wall", "answers"} (answers: what both engines must agree on). A wrong answer: one
line on stderr, exit 1. WORKLOAD "interpreter alone": nothing but the imports (its peak memory is
the interpreter's).
"""
import gc
import json
import os
import random
import sys
import time

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TREE = os.environ.get("BENCH_TREE") or os.path.dirname(BENCH)
TEMPLATES = os.path.join(TREE, "templates")
os.environ.setdefault("XC_TEMPLATES", TEMPLATES)       # bench/xc/contenders.py's blocks
sys.path[:0] = [BENCH, os.path.join(BENCH, "colors")]
CROSSWORD_N = 61   # a lattice of 31 + 31 slots of 61 cells: 62 words x 62 slots options
QUICK = {"queens 12": "queens 10"}                     # a smaller instance under --quick


def hust_model(seed=1017, n=1000, m=1000):
    """A planted exact cover (the items split into options of 10-30) among random options
    of 50-150 items: [(model, check)]."""
    rng = random.Random(seed)
    items = list(range(1, n + 1))
    rng.shuffle(items)
    planted, i = [], 0
    while i < n:
        k = rng.randint(10, 30)
        planted.append(sorted(items[i:i + k]))
        i += k
    options = [sorted(rng.sample(range(1, n + 1), rng.randint(50, 150)))
               for _ in range(m - len(planted))] + planted
    rng.shuffle(options)
    model = (n, n, options)

    def check(chosen):
        from xc.workloads import is_cover
        return chosen is not None and is_cover(model, chosen)
    return [(model, check)]


def setcover_jobs(name, quick):
    """(n_items, n_primary, options, k) per input; k None: minimum()."""
    from sc import cases
    if name.startswith("dominating"):
        return [(n, n, o, None) for n, o in (cases.dominating(100 + g)
                                             for g in range(3 if quick else 10))]
    jobs = []
    for seed in (0, 1, 2):
        for cycle in (False, True):
            n, p, options, _ = cases.lamps(seed, cycle=cycle)
            jobs.append((n, p, options, n - p))    # at most one option per switch
    return jobs


def is_set_cover(n_primary, options, chosen):
    """Every primary item at least once, every secondary item at most once."""
    counts = {}
    for o in chosen:
        for c in options[o]:
            counts[c] = counts.get(c, 0) + 1
    return (all(counts.get(c) for c in range(1, n_primary + 1))
            and all(v == 1 for c, v in counts.items() if c > n_primary))


def timed(work):
    """(CPU seconds, wall seconds, result) of work(), after a collection."""
    gc.collect()
    cpu, wall = time.process_time(), time.perf_counter()
    result = work()
    return time.process_time() - cpu, time.perf_counter() - wall, result


def set_cover(name, engine, quick):
    sys.path.insert(0, TEMPLATES)
    from dlx_cover import DLXCover
    from setcover_bits import SetCover
    jobs = setcover_jobs(name, quick)

    def work():
        covers = []
        for n, p, options, k in jobs:
            sc = SetCover(n, p) if engine == "bits" else DLXCover(n, p, 1 + n + sum(
                map(len, options)))
            for o, items in enumerate(options):
                sc.add_option(items, o)
            covers.append(sc.minimum() if k is None else sc.within(k))
        return covers
    cpu, wall, covers = timed(work)
    ok = all(c is not None and is_set_cover(p, o, c) and (k is None or len(c) <= k)
             for (n, p, o, k), c in zip(jobs, covers))
    return ok, cpu, wall, [len(c) if k is None else 1 for (_, _, _, k), c in zip(jobs, covers)]


def colours(engine):
    """A planted crossword (bench/colors/'s lattice, 26 letters) solved by XCC (dlx) or
    XCoverColor (bits) on examples/crossword.py's model."""
    os.environ.setdefault("BENCH_TREE", TREE)
    import models as colors
    rng, grid = random.Random(CROSSWORD_N), colors.gen.lattice_grid(CROSSWORD_N)
    words = None
    while not words:
        words = colors.planted(rng, grid, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    kind = "xcc" if engine == "dlx" else "bits"
    cpu, wall, (found, first) = timed(lambda: colors.run(kind, colors.build(kind, grid, words),
                                                         grid, words, "solve"))
    text = "\n".join(grid + [";".join(words)]) + "\n"
    ok = bool(found) and colors.checker.check(text, "\n".join(first) + "\n", "")[0]
    return ok, cpu, wall, None


def exact_cover(name, engine, quick):
    from xc import contenders, workloads
    name = QUICK.get(name, name) if quick else name
    jobs = hust_model() if name.startswith("hust") else workloads.instances(name, quick)
    mode = "solve" if name.startswith("hust") else workloads.WORKLOADS[name].mode
    run = contenders.load(engine)
    cpu, wall, results = timed(lambda: [run(*model, mode=mode) for model, _ in jobs])
    return all(check(r) for (_, check), r in zip(jobs, results)), cpu, wall, None


def main():
    name, engine, quick = sys.argv[1], sys.argv[2], "--quick" in sys.argv[3:]
    if name.startswith("interpreter"):
        ok, cpu, wall, answers = True, 0.0, 0.0, None
    elif name.startswith(("dominating", "lamps")):
        ok, cpu, wall, answers = set_cover(name, engine, quick)
    elif name.startswith("crossword"):
        ok, cpu, wall, answers = colours(engine)
    else:
        ok, cpu, wall, answers = exact_cover(name, engine, quick)
    if not ok:
        sys.exit("engines: %s: %s gave a wrong answer" % (name, engine))
    print(json.dumps({"cpu": cpu, "wall": wall, "answers": answers}))


if __name__ == "__main__":
    main()
