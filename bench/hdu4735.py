"""The cover with a cost on HDU 4735 Little Wish: the example
(examples/hdu4735_little_wish.py, cost-cover) and its C++ twin
(solutions/cpp/ex_hdu4735.cpp, cost-cover-cpp) against the classic contest
solution, kuangbin's DLX repeated cover with the girls counted and the bound
"depth + f() > boys" (bench/peers/hdu4735_kuangbin.cpp, ported line for line
to Python in bench/peers/hdu4735_classic.py), each language against its own
classic. Part of `make bench`; never part of the tests; it fails on a wrong
answer, never on time.

    python bench/hdu4735.py            # every stored 150-case file, 3 rounds
    python bench/hdu4735.py --quick    # one file, one round

Inputs: the stored cases of testdata/ex_hdu4735 with 150 cases of 50 nodes
(max_*: random, path and caterpillar trees; hard_*: the boys few enough that
the count binds). Every run is a whole process as a judge runs it (start-up
included), CPU seconds from the kernel, the C++ compiled once with HDU's flags
(C++98 here), every process in the runner's environment (judge.sandbox.run_env()).
Runs of a file are interleaved, the order rotating from round to round; the
median of the rounds counts. A run past CAP CPU seconds is stopped (RLIMIT_CPU)
and shown as "> CAP" (its ratio then an upper bound, "<"), and not run again on
that file.
Every output is checked against the stored answer.
Output: bench/results/hdu4735.{md,json} (--quick: a scratch folder).
"""
import argparse
import datetime
import json
import os
import platform
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH]
from judge.sandbox import run_env  # noqa: E402
from measure import median  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import note_stem  # noqa: E402  (where the note goes)

CASES = os.path.join(ROOT, "testdata", "ex_hdu4735", "cases")
FILES = ["max_01", "max_02", "max_03", "hard_01", "hard_02", "hard_03", "hard_04", "hard_05",
         "hard_06"]
QUICK = ["hard_01"]              # --quick: one file (every contender, one round)
ROUNDS, CAP = 3, 15
CXX = ["g++", "-std=c++98", "-O2", "-fno-asm", "-Wall", "-DONLINE_JUDGE"]
# (ours, classic) per language
PAIRS = [("block/c++", "kuangbin/c++"), ("block/pypy3", "classic/pypy3"),
         ("block/cpython", "classic/cpython")]


def programs(tmp, pypy):
    """contender -> command."""
    out = {}
    for name, src in (("block/c++", "solutions/cpp/ex_hdu4735.cpp"),
                      ("kuangbin/c++", "bench/peers/hdu4735_kuangbin.cpp")):
        exe = os.path.join(tmp, name.replace("/", "-"))
        subprocess.run(CXX + [os.path.join(ROOT, src), "-o", exe], check=True)
        out[name] = [exe]
    example = os.path.join(ROOT, "examples", "hdu4735_little_wish.py")
    classic = os.path.join(BENCH, "peers", "hdu4735_classic.py")
    for impl, exe in [("pypy3", pypy), ("cpython", sys.executable)]:
        if exe:
            out["block/" + impl] = [exe, example]
            out["classic/" + impl] = [exe, classic]
    return out


def cpu_cap():
    """In the child: stopped by the kernel (SIGXCPU) past CAP CPU seconds, so
    the cap does not depend on the machine's load."""
    resource.setrlimit(resource.RLIMIT_CPU, (int(CAP), int(CAP) + 1))


def run(cmd, path):
    """(CPU seconds, stdout) of one whole process; (None, None) past CAP."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(path, "rb") as f:
        proc = subprocess.run(cmd, stdin=f, capture_output=True, env=run_env(),
                              preexec_fn=cpu_cap, timeout=20 * CAP)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return None, None
    if proc.returncode:
        sys.exit("hdu4735 bench: %s failed: %s" % (cmd, proc.stderr.decode()[-300:]))
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), proc.stdout


def measure(name, contenders, rounds, offset):
    """{contender: median CPU seconds, or None past CAP}; outputs checked."""
    path = os.path.join(CASES, name + ".in")
    with open(os.path.join(CASES, name + ".ans"), "rb") as f:
        want = f.read()
    names = list(contenders)
    times, capped = {c: [] for c in names}, set()
    for rnd in range(rounds):
        shift = (offset + rnd) % len(names)
        for c in names[shift:] + names[:shift]:
            if c in capped:
                continue
            t, out = run(contenders[c], path)
            if t is None:
                capped.add(c)
            elif out != want:
                sys.exit("hdu4735 bench: %s is wrong on %s" % (c, name))
            else:
                times[c].append(t)
    return {c: None if c in capped else median(times[c]) for c in names}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--no-pypy", action="store_true")
    args = ap.parse_args()
    pypy = None if args.no_pypy else shutil.which("pypy3")
    tmp = tempfile.mkdtemp(prefix="hdu4735-bench-")
    began, load0 = time.time(), os.getloadavg()
    contenders = programs(tmp, pypy)
    rounds = 1 if args.quick else ROUNDS
    results = {}
    for k, name in enumerate(QUICK if args.quick else FILES):
        results[name] = measure(name, contenders, rounds, k)
        print(name, " ".join("%s %s" % (c, "-" if t is None else "%.3f" % t)
                             for c, t in results[name].items()), flush=True)
    shutil.rmtree(tmp, ignore_errors=True)
    report = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
              "python": platform.python_version(),
              "pypy": pypy and subprocess.run([pypy, "-c", "import sys; print(sys.version.split()[0])"],
                                              capture_output=True, text=True).stdout.strip(),
              "gxx": subprocess.run(["g++", "-dumpfullversion"], capture_output=True,
                                    text=True).stdout.strip(),
              "platform": platform.platform(), "cpus": os.cpu_count(),
              "loadavg": [load0[0], os.getloadavg()[0]], "seconds": round(time.time() - began),
              "rounds": rounds, "cap": CAP, "blocks": block_versions(), "results": results}
    write(report, note_stem("hdu4735", args.quick))


def block_versions():
    out = []
    for f in ("cost_cover.hpp", "cost_cover.py"):
        for line in open(os.path.join(ROOT, "templates", f), encoding="utf-8"):
            if line.lstrip("/# ").startswith("region "):
                out.append(line.split(None, 2)[2].strip())
    return out


def ratio(r, ours, classic, cap):
    """'0.12', '< 0.05' (the classic past the cap), or '-' (ours past it, or missing)."""
    if r.get(ours) is None or classic not in r:
        return "-"
    if r[classic] is None:
        return "< %.3f" % (r[ours] / cap)
    return "%.3f" % (r[ours] / r[classic])


def write(report, stem):
    res, cap = report["results"], report["cap"]
    cols = [c for pair in PAIRS for c in pair if any(c in r for r in res.values())]
    pairs = [p for p in PAIRS if p[0] in cols]
    lines = ["# HDU 4735 Little Wish: cost-cover against the classic %s" % report["date"], "",
             "%s; CPython %s, PyPy3 %s, g++ %s; %d CPUs, load average %.1f at start, %.1f at end; "
             "%d s; median of %d rounds; whole processes, CPU seconds, start-up included; a run "
             "past %g CPU seconds stopped (\"> %g s\")."
             % (report["platform"], report["python"], report["pypy"] or "-", report["gxx"],
                report["cpus"], report["loadavg"][0], report["loadavg"][1], report["seconds"],
                report["rounds"], cap, cap),
             "Reproduce: `python bench/hdu4735.py`. Blocks: %s." % ", ".join(report["blocks"]),
             "Inputs: testdata/ex_hdu4735/cases/<file>.in, 150 cases of 50 nodes each "
             "(gen.txt has their recipes). The time limit on HDU is 2.5 s (C++).",
             "", "## CPU seconds per file", "",
             "| file | " + " | ".join(cols) + " | "
             + " | ".join("%s / %s" % p for p in pairs) + " |",
             "|---|" + "---|" * (len(cols) + len(pairs))]
    for name, r in res.items():
        cells = ["-" if c not in r else "> %g s" % cap if r[c] is None else "%.3f s" % r[c]
                 for c in cols]
        lines.append("| %s | %s | %s |" % (name, " | ".join(cells),
                                           " | ".join(ratio(r, a, b, cap) for a, b in pairs)))
    lines += ["", "## Targets", ""]
    for ours, classic in pairs:
        worst = [ratio(r, ours, classic, cap) for r in res.values()]
        nums = [float(w.lstrip("< ")) for w in worst if w != "-"]
        met = len(nums) == len(worst) and max(nums) <= 1
        lines.append("- %s / %s, every file: at most %s (%s)." % (
            ours, classic, max(worst, key=lambda w: float(w.lstrip("< ")) if w != "-" else 1e9),
            "met" if met else "**not met**"))
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
