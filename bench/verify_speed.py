"""`runner.py verify` against problemtools' `verifyproblem` on one package of 20 submissions,
each a whole command timed end to end (wall clock, and CPU of its process tree from
os.wait4), interleaved (A B, B A, ...), after one untimed warm-up each:

    python3 runner.py verify PKG
    verifyproblem PKG -p submissions        (the submissions part only: what verify does)

    python bench/verify_speed.py [--quick] [--rounds R]

The package is written here, ours (write_package): A+B in the legacy format, 1 sample and
10 secret cases, 20 submissions in Python and C++ (12 accepted, 4 wrong_answer, 2
time_limit_exceeded, 2 run_time_error), so both tools derive the time limit from the
accepted ones. Every run must match every submission (ours: "20 matched, 0 did not";
problemtools: "0 errors"). Only the medians and their ratio of one run are reported; the
machine is shared. Writes bench/results/verify.md and .json (--quick: a scratch folder). Needs
`verifyproblem` (bench/requirements.txt: problemtools, Python 3.11+); without it, says so in
one line and exits 1.
"""
import argparse
import datetime
import json
import os
import platform
import random
import shutil
import sys
import tempfile
import time

from oj_overhead import (RUNNER, compile_runner, median, real_python3, runner_modes,
                         timed)
from harness import note_stem  # noqa: E402  (where the note goes)

ROUNDS, QUICK_ROUNDS = 5, 1
SECRET = 10
AC_PY = "a, b = map(int, input().split())\nprint(a + b%s)\n"
AC_CPP = ('#include <cstdio>\nint main() { long long a, b; scanf("%%lld %%lld", &a, &b); '
          'printf("%%lld\\n", a + b%s); }\n')
SUBMISSIONS = dict(
    [("accepted/ac%d.py" % i, AC_PY % (" + 0" * i)) for i in range(8)]
    + [("accepted/ac%d.cpp" % i, AC_CPP % (" + 0" * i)) for i in range(4)]
    + [("wrong_answer/wa%d.py" % i, AC_PY % (" - 2 * b + %d" % i)) for i in range(2)]
    + [("wrong_answer/wa%d.cpp" % i, AC_CPP % (" + 1 + %d" % i)) for i in range(2)]
    + [("time_limit_exceeded/loop.py", "while True:\n    pass\n"),
       ("time_limit_exceeded/loop.cpp", "int main() { volatile long x = 0; for (;;) x++; }\n"),
       ("run_time_error/crash.py", "raise SystemExit(3)\n"),
       ("run_time_error/crash.cpp", "#include <cstdlib>\nint main() { abort(); }\n")])


def write_package(folder, seed=35):
    """The package under folder/aplusb; returns its path."""
    rng = random.Random(seed)
    pkg = os.path.join(folder, "aplusb")
    for kind, n in (("sample", 1), ("secret", SECRET)):
        os.makedirs(os.path.join(pkg, "data", kind))
        for k in range(1, n + 1):
            a, b = rng.randint(-10 ** 9, 10 ** 9), rng.randint(-10 ** 9, 10 ** 9)
            stem = os.path.join(pkg, "data", kind, "%02d" % k)
            with open(stem + ".in", "w") as f:
                f.write("%d %d\n" % (a, b))
            with open(stem + ".ans", "w") as f:
                f.write("%d\n" % (a + b))
    with open(os.path.join(pkg, "problem.yaml"), "w") as f:
        f.write("name: A plus B\n")
    for name, text in SUBMISSIONS.items():
        path = os.path.join(pkg, "submissions", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    return pkg


def find_verifyproblem():
    here = os.path.join(os.path.dirname(sys.executable), "verifyproblem")
    return here if os.access(here, os.X_OK) else shutil.which("verifyproblem")


def check(name, rc, out, err):
    text = out + err
    ok = rc == 0 and ("%d matched, 0 did not" % len(SUBMISSIONS) in text if name == "verify"
                      else " 0 errors" in text)
    if not ok:
        sys.exit("verify bench: %s did not match every submission (exit %d): %s"
                 % (name, rc, text[-600:]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="%d round" % QUICK_ROUNDS)
    ap.add_argument("--rounds", type=int)
    args = ap.parse_args()
    rounds = args.rounds or (QUICK_ROUNDS if args.quick else ROUNDS)
    peer = find_verifyproblem()
    if peer is None:
        sys.exit("verify bench: verifyproblem (problemtools) is not installed here; "
                 "pip install -r bench/requirements.txt (Python 3.11+)")
    folder = tempfile.mkdtemp(prefix="verify-bench-")
    try:
        pkg = write_package(folder)
        compile_runner(real_python3())
        cont = {"verify": [real_python3(), RUNNER, "verify", pkg],
                "verifyproblem": [peer, pkg, "-p", "submissions"]}
        began, load0 = time.time(), os.getloadavg()
        for name, argv in cont.items():                    # warm-up, untimed
            _, _, rc, out, err, _ = timed(argv, folder)
            check(name, rc, out, err)
            if name == "verify":
                modes = runner_modes(err)
        walls, cpus = {c: [] for c in cont}, {c: [] for c in cont}
        for rnd in range(rounds):
            for name in (list(cont) if rnd % 2 == 0 else list(cont)[::-1]):
                wall, cpu, rc, out, err, _ = timed(cont[name], folder)
                check(name, rc, out, err)
                walls[name].append(wall)
                cpus[name].append(cpu)
            print("round %d/%d: %s" % (rnd + 1, rounds, ", ".join(
                "%s %.1f s" % (c, walls[c][-1]) for c in cont)), flush=True)
        elapsed, load1 = time.time() - began, os.getloadavg()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    write_results(args, rounds, walls, cpus, elapsed, (load0[0], load1[0]), modes)


def write_results(args, rounds, walls, cpus, elapsed, loads, modes):
    med = {c: {"wall": median(walls[c]), "cpu": median(cpus[c])} for c in walls}
    ratio = {k: med["verify"][k] / med["verifyproblem"][k] for k in ("wall", "cpu")}
    lines = ["# runner.py verify against problemtools' verifyproblem %s"
             % datetime.datetime.now().isoformat(timespec="seconds"), "",
             "%s; CPython %s; %d CPUs, load average %.1f at start, %.1f at end; %d s; median of "
             "%d rounds, interleaved, after a warm-up each; the package of "
             "bench/verify_speed.py (A+B, legacy format, 11 cases, %d submissions in Python "
             "and C++), every submission matched by both in every run."
             % (platform.platform(), platform.python_version(), os.cpu_count(), loads[0],
                loads[1], elapsed, rounds, len(SUBMISSIONS)),
             "problemtools was compiled to bytecode by pip at its install, the runner by "
             "compileall before the first run, as pip would.",
             "The runner in its default modes: containment %s, isolation %s (auto)%s." % (
                 modes[0], modes[1], "; its notes: " + "; ".join(modes[2]) if modes[2] else ""),
             "Reproduce: `python bench/verify_speed.py%s%s`." % (
                 " --quick" if args.quick else "",
                 " --rounds %d" % args.rounds if args.rounds else ""),
             "", "| contender | wall | CPU |", "|---|---|---|"]
    for c in med:
        lines.append("| `%s` | %.1f s | %.1f s |" % (c, med[c]["wall"], med[c]["cpu"]))
    lines += ["", "Ratio verify / verifyproblem: wall %.2f, CPU %.2f. Target, at most 1.0 "
              "(wall): %s." % (ratio["wall"], ratio["cpu"],
                               "met" if ratio["wall"] <= 1 else "**not met**")]
    text = "\n".join(lines) + "\n"
    stem = note_stem("verify", args.quick)
    with open(stem + ".md", "w") as f:
        f.write(text)
    with open(stem + ".json", "w") as f:
        json.dump({"rounds": rounds, "modes": list(modes[:2]), "notes": modes[2], "wall": walls, "cpu": cpus, "median": med,
                   "ratio": ratio, "load_average": list(loads), "seconds": elapsed}, f,
                  indent=1)
    print(text)


if __name__ == "__main__":
    main()
