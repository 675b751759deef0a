"""The set cover in C++ against Python: the pasted C++ block
(templates/dlx_cover.hpp) against setcover-bits under PyPy3 (and CPython) on
every set-cover workload, and against a kuangbin-style hand-written DLX
(bench/peers/airport_kuangbin.cpp) on HDU 5046 Airport's clustered inputs;
and setcover-bits' node counts against dlx-cover's where options conflict
(HDU 2828 Lamp style). Part of `make bench`; never part of the tests; it
fails on a wrong answer, never on time.

    python bench/setcover_cpp.py            # full run, a few minutes
    python bench/setcover_cpp.py --quick    # one input per workload, one round

Every run is a whole process as a judge runs it (start-up included: that is
what a verdict pays), CPU time from the kernel, the C++ compiled once with
POJ/HDU's flags. Runs of an input are interleaved, their order rotating from
round to round, the median of ROUNDS counts. Every process gets the runner's
environment (judge.sandbox.run_env(): PyPy's nursery as a judge's CPU sizes
it). Workloads (bench/sc/cases.py, seeded):
- airport: HDU 5046 inputs, 10 clustered cases of 60 cities each; each
  contender is a whole solution (binary search over the sorted distances,
  the same in all three: bench/sc/airport_*.{cpp,py}).
- lamps planted, lamps cycle: 500 lamps, 100 switches (within(switches)).
- radar: HDU 2295 at full size (testdata/ex_hdu2295/gen.py), the decisions
  at each case's answer and at the distance just below it.
- minimum: bench/setcover.py's 30 random covers (40 items, 60 options).
- dominating set: HDU 3498 style, 10 random graphs (55 vertices, 110
  edges), minimum(): the long searches.
  These five as set-cover instances read by bench/sc/instances_block.cpp
  and bench/sc/instances_py.py (which also print each search's nodes).
Output: bench/results/setcover-cpp.{md,json} (--quick: a scratch folder).
"""
import argparse
import datetime
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH, os.path.join(ROOT, "templates")]
from judge.sandbox import run_env  # noqa: E402
from sc import cases as setcover_cases  # noqa: E402
from setcover import minimum_instances  # noqa: E402
from setcover_bits import SetCover  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

ROUNDS = 3
CXX = ["g++", "-std=c++98", "-O2", "-fno-asm", "-Wall", "-DONLINE_JUDGE", "-I",
       os.path.join(ROOT, "templates")]
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
    gen = os.path.join(ROOT, "testdata", "ex_hdu2295", "gen.py")
    data = subprocess.run([sys.executable, gen, str(seed), "--cases", "20", "--n", "50", "--m", "50"],
                          capture_output=True, check=True, env=dict(os.environ, PYTHONPATH=ROOT)).stdout
    sys.path.insert(0, os.path.join(ROOT, "examples"))
    import hdu2295_radar
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
        return setcover_cases.airport_input(seed)
    if kind.startswith("lamps"):
        n, p, options, _ = setcover_cases.lamps(seed, cycle=kind == "lamps cycle")
        return instances_text([(n, p, options, n - p)])
    if kind == "radar":
        return instances_text(radar_instances(seed))
    if kind == "dominating set":
        graphs = [setcover_cases.dominating(100 * seed + g) for g in range(10)]
        return instances_text([(n, n, o, -1) for n, o in graphs])
    return instances_text([(n, n, o, -1) for n, o in minimum_instances()])


def programs(tmp, pypy):
    """contender -> (command for instance files, command for airport files)."""
    exe = {}
    for name, src in (("block", "sc/instances_block.cpp"), ("block-airport", "sc/airport_block.cpp"),
                      ("kuangbin", "peers/airport_kuangbin.cpp")):
        exe[name] = os.path.join(tmp, name)
        subprocess.run(CXX + [os.path.join(BENCH, src), "-o", exe[name]], check=True)
    py = [("cpython", sys.executable)] + ([("pypy3", pypy)] if pypy else [])
    inst = os.path.join(BENCH, "sc", "instances_py.py")
    air = os.path.join(BENCH, "sc", "airport_bits.py")
    out = {"block/c++": ([exe["block"]], [exe["block-airport"]]),
           "kuangbin/c++": (None, [exe["kuangbin"]])}
    for impl, x in py:
        out["bits/" + impl] = ([x, inst, "bits"], [x, air])
        out["dlx/" + impl] = ([x, inst, "dlx"], None)
    return out


def run(cmd, path):
    """(CPU seconds, stdout) of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(path, "rb") as f:
        proc = subprocess.run(cmd, stdin=f, capture_output=True, env=run_env(), timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode:
        sys.exit("setcover-cpp bench: %s failed: %s" % (cmd, proc.stderr.decode()[-300:]))
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), proc.stdout.decode()


def median(xs):
    s = sorted(xs)
    m = len(s) // 2
    return s[m] if len(s) % 2 else (s[m - 1] + s[m]) / 2


def measure(kind, path, contenders, rounds, offset):
    """{contender: {"seconds": median, "nodes": total or None}}; answers checked."""
    airport = kind == "airport clustered"
    names = [c for c, cmds in contenders.items() if cmds[airport]]
    times, outs = {c: [] for c in names}, {}
    for rnd in range(rounds):
        shift = (offset + rnd) % len(names)
        for c in names[shift:] + names[:shift]:
            t, out = run(contenders[c][airport], path)
            times[c].append(t)
            outs[c] = out
    sizes = {c: out if airport else [line.split()[0] for line in out.split("\n") if line]
             for c, out in outs.items()}
    if len({json.dumps(v) for v in sizes.values()}) != 1:
        sys.exit("setcover-cpp bench: %s: the contenders disagree" % kind)
    return {c: {"seconds": median(times[c]),
                "nodes": None if airport else sum(int(line.split()[1])
                                                  for line in outs[c].split("\n") if line)}
            for c in names}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--no-pypy", action="store_true")
    args = ap.parse_args()
    pypy = None if args.no_pypy else shutil.which("pypy3")
    tmp = tempfile.mkdtemp(prefix="setcover-cpp-bench-")
    began, load0 = time.time(), os.getloadavg()
    contenders = programs(tmp, pypy)
    rounds = 1 if args.quick else ROUNDS
    results = {}
    for w, (kind, seeds) in enumerate(SEEDS.items()):
        for seed in seeds[:1] if args.quick else seeds:
            path = os.path.join(tmp, "in")
            with open(path, "w") as f:
                f.write(make_input(kind, seed))
            name = "%s, seed %d" % (kind, seed)
            results[name] = measure(kind, path, contenders, rounds, w + seed)
            print(name, " ".join("%s %.3f" % (c, r["seconds"]) for c, r in results[name].items()),
                  flush=True)
    shutil.rmtree(tmp, ignore_errors=True)
    report = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
              "python": platform.python_version(),
              "pypy": pypy and subprocess.run([pypy, "-c", "import sys; print(sys.version.split()[0])"],
                                              capture_output=True, text=True).stdout.strip(),
              "gxx": subprocess.run(["g++", "-dumpfullversion"], capture_output=True,
                                    text=True).stdout.strip(),
              "platform": platform.platform(), "cpus": os.cpu_count(),
              "loadavg": [load0[0], os.getloadavg()[0]], "seconds": round(time.time() - began),
              "rounds": rounds, "blocks": block_versions(), "results": results}
    write(report, note_stem("setcover-cpp", args.quick))


def block_versions():
    out = []
    for f in ("dlx_cover.hpp", "setcover_bits.py", "dlx_cover.py"):
        for line in open(os.path.join(ROOT, "templates", f), encoding="utf-8"):
            if line.lstrip("/# ").startswith("region "):
                out.append(line.split(None, 2)[2].strip())
    return out


def ratio(r, a, b, key="seconds"):
    return r[a][key] / r[b][key] if a in r and b in r and r[b][key] else None


def write(report, stem):
    res = report["results"]
    cols = [c for c in ("block/c++", "kuangbin/c++", "bits/pypy3", "dlx/pypy3", "bits/cpython",
                        "dlx/cpython") if any(c in r for r in res.values())]
    lines = ["# Set cover, C++ against Python %s" % report["date"], "",
             "%s; CPython %s, PyPy3 %s, g++ %s; %d CPUs, load average %.1f at start, %.1f at end; "
             "%d s; median of %d rounds; whole processes, CPU seconds, start-up included."
             % (report["platform"], report["python"], report["pypy"] or "-", report["gxx"],
                report["cpus"], report["loadavg"][0], report["loadavg"][1], report["seconds"],
                report["rounds"]),
             "Reproduce: `python bench/setcover_cpp.py`. Blocks: %s." % ", ".join(report["blocks"]),
             "", "## CPU seconds per input", "",
             "| input | " + " | ".join(cols) + " | block/c++ / bits/pypy3 | block / kuangbin |",
             "|---|" + "---|" * (len(cols) + 2)]
    fmt = lambda x: "-" if x is None else "%.2f" % x   # noqa: E731
    for name, r in res.items():
        cells = ["%.3f s" % r[c]["seconds"] if c in r else "-" for c in cols]
        lines.append("| %s | %s | %s | %s |" % (name, " | ".join(cells),
                                                 fmt(ratio(r, "block/c++", "bits/pypy3")),
                                                 fmt(ratio(r, "block/c++", "kuangbin/c++"))))
    lines += ["", "## Nodes (items branched on, summed over an input's searches)", "",
              "| input | block/c++ | bits | dlx | bits / dlx |", "|---|---|---|---|---|"]
    for name, r in res.items():
        if r.get("block/c++", {}).get("nodes") is None:
            continue
        py = [c for c in ("bits/pypy3", "bits/cpython") if c in r][0]
        dl = [c for c in ("dlx/pypy3", "dlx/cpython") if c in r][0]
        lines.append("| %s | %d | %d | %d | %s |" % (name, r["block/c++"]["nodes"], r[py]["nodes"],
                                                     r[dl]["nodes"], fmt(ratio(r, py, dl, "nodes"))))
    worst_py = max(filter(None, (ratio(r, "block/c++", "bits/pypy3") for r in res.values())),
                   default=None)
    worst_kb = max(filter(None, (ratio(r, "block/c++", "kuangbin/c++") for r in res.values())),
                   default=None)
    conflicts = [ratio(r, "bits/cpython", "dlx/cpython", "nodes") for n, r in res.items()
                 if n.startswith("lamps")]
    lines += ["", "## Targets", "",
              "- block/c++ / bits/pypy3, every input: at most %s (%s)." % (
                  fmt(worst_py), "met" if worst_py is not None and worst_py <= 1 else "**not met**"),
              "- block/c++ / kuangbin/c++, clustered airport inputs: at most %s (%s)." % (
                  fmt(worst_kb), "met" if worst_kb is not None and worst_kb <= 1 else "**not met**"),
              "- setcover-bits / dlx-cover nodes, conflict (lamp) inputs: at most %s (%s)." % (
                  fmt(max(conflicts, default=None)),
                  "met" if conflicts and max(conflicts) <= 2 else "**not met**")]
    text = "\n".join(lines) + "\n"
    out = stem                          # note_stem: bench/results/NAME or a scratch folder
    with open(out + ".md", "w", encoding="utf-8") as f:
        f.write(text)
    with open(out + ".json", "w", encoding="utf-8") as f:
        json.dump(report, f, indent=1)
    print(text)
    print("written: %s.md, .json" % os.path.relpath(out, ROOT))


if __name__ == "__main__":
    main()
