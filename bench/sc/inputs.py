"""The inputs of bench/covers.py's set-cover family, made from seeds (bench/sc/cases.py and
testdata/ex_hdu2295/gen.py): one file per (kind, seed), read by bench/sc/instances_block.cpp
and bench/sc/instances_py.py (the instance kinds) or by the three airport solutions.

- airport clustered: HDU 5046 inputs, 10 clustered cases of 60 cities each.
- lamps planted, lamps cycle: 500 lamps, 100 switches (within(switches)).
- radar: HDU 2295 at full size, the decisions at each case's answer and just below it.
- minimum: 30 random covers (40 items, 60 options).
- dominating set: HDU 3498 style, 10 random graphs (55 vertices, 110 edges), minimum().
"""
import os
import subprocess
import sys

SC = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(SC))
sys.path[:0] = [SC, os.path.join(ROOT, "templates"), os.path.join(ROOT, "examples")]
import cases  # noqa: E402  (bench/sc/cases.py)

SEEDS = {"airport clustered": [1, 2, 3], "lamps planted": [0, 1, 2], "lamps cycle": [0, 1, 2],
         "radar": [4, 10, 11], "minimum": [0], "dominating set": [1, 2, 3]}


def instances_text(instances):
    """The instance format of bench/sc/instances_block.cpp."""
    out = ["%d" % len(instances)]
    for n, p, options, k in instances:
        out.append("%d %d %d %d" % (n, p, len(options), k))
        out += ["%d %s" % (len(o), " ".join(map(str, o))) for o in options]
    return "\n".join(out) + "\n"


def radar_instances(seed):
    from setcover_bits import SetCover
    import hdu2295_radar
    gen = os.path.join(ROOT, "testdata", "ex_hdu2295", "gen.py")
    data = subprocess.run([sys.executable, gen, str(seed), "--cases", "20", "--n", "50",
                           "--m", "50"], stdout=subprocess.PIPE, check=True,
                          env=dict(os.environ, PYTHONPATH=ROOT)).stdout
    out = []
    for cities, radars, k in hdu2295_radar.read_cases(data):
        d2 = [[(x - a) ** 2 + (y - b) ** 2 for x, y in cities] for a, b in radars]
        cand = sorted({d for row in d2 for d in row})

        def options(r):
            return [o for o in ([j + 1 for j, d in enumerate(row) if d <= r] for row in d2) if o]
        lo, hi = 0, len(cand) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            sc = SetCover(len(cities))
            for i, o in enumerate(options(cand[mid])):
                sc.add_option(o, i)
            lo, hi = (lo, mid) if sc.within(k) is not None else (mid + 1, hi)
        for r in cand[max(lo - 1, 0):lo + 1]:
            out.append((len(cities), len(cities), options(r), k))
    return out


def make_input(kind, seed):
    if kind == "airport clustered":
        return cases.airport_input(seed)
    if kind.startswith("lamps"):
        n, p, options, _ = cases.lamps(seed, cycle=kind == "lamps cycle")
        return instances_text([(n, p, options, n - p)])
    if kind == "radar":
        return instances_text(radar_instances(seed))
    if kind == "dominating set":
        graphs = [cases.dominating(100 * seed + g) for g in range(10)]
        return instances_text([(n, n, o, -1) for n, o in graphs])
    return instances_text([(n, n, o, -1) for n, o in cases.minimum_instances()])
