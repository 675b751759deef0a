"""The worker of bench/covers.py's radar family: one contender on one workload, in this
process, its CPU time printed as the harness's JSON line (with a digest of its answers, so
the contenders can be checked to agree).

    python3 bench/sc/radar_worker.py TREE CONTENDER INPUT [REPEAT]

CONTENDER: bits or dlx (examples/hdu2295_radar.py's own functions on setcover-bits or
dlx-cover, TREE's) or astar (bench/peers/radar_astar.py, a hand-written A* on bitmasks);
INPUT: an HDU 2295 input file solved REPEAT times (PyPy's JIT warm after the first), or
"minimum": bench/sc/cases.py's 30 random covers solved by minimum() (the engines only: the
peer is HDU-only). The input is read, the contender's module loaded and this process's
start-up garbage collected untimed (under PyPy the imports left a collection worth a fifth
of a run in the timed region, and importlib, which loads the example, a tenth); everything
else is timed.
"""
import gc
import hashlib
import json
import math
import os
import sys
import time

SC = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(SC)
sys.path.insert(0, BENCH)
from harness import load  # noqa: E402  (a module from its file)


def hdu_solver(tree, contender):
    """solve(input bytes) -> output text: the peer's own, or the example's functions on the
    contender's engine."""
    if contender == "astar":
        return load(os.path.join(BENCH, "peers", "radar_astar.py"), "radar_astar").solve
    radar = load(os.path.join(tree, "examples", "hdu2295_radar.py"), "hdu2295_radar")
    sc = engine(tree, contender)(radar.MAX_N)

    def solve(data):
        return "".join("%.6f\n" % math.sqrt(radar.least_radius(c, r, k, sc))
                       for c, r, k in radar.read_cases(data))
    return solve


def engine(tree, contender):
    if contender == "bits":
        return load(os.path.join(tree, "templates", "setcover_bits.py"), "setcover_bits").SetCover
    return load(os.path.join(tree, "templates", "dlx_cover.py"), "dlx_cover").DLXCover


def minimum(tree, contender):
    sys.path.insert(0, SC)
    from cases import minimum_instances
    instances, cls = minimum_instances(), engine(tree, contender)

    def run():
        sizes = []
        for n, options in instances:
            sc = cls(n) if contender == "bits" else cls(n, None, 1 + n + sum(map(len, options)))
            for k, items in enumerate(options):
                sc.add_option(items, k)
            sizes.append(len(sc.minimum()))
        return " ".join(map(str, sizes))
    return run


def main(tree, contender, path, repeat=1):
    sys.path.insert(0, os.path.join(tree, "templates"))      # a block may import another
    if path == "minimum":
        run = minimum(tree, contender)
    else:
        with open(path, "rb") as f:
            data = f.read()
        solve = hdu_solver(tree, contender)

        def run():
            return "".join(solve(data) for _ in range(repeat))
    gc.collect()                  # this process's start-up garbage: not the contender's
    cpu, wall = time.process_time(), time.perf_counter()
    out = run()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(json.dumps({"cpu": cpu, "wall": wall,
                      "digest": hashlib.sha256(out.encode()).hexdigest()[:16]}))


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5) or sys.argv[2] not in ("bits", "dlx", "astar"):
        sys.exit("usage: radar_worker.py TREE bits|dlx|astar INPUT|minimum [REPEAT]")
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 1)
