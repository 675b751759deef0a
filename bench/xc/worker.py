"""One timed run of the general exact-cover benchmark, in a fresh process:

    python bench/xc/worker.py WORKLOAD CONTENDER [--quick] [--cap SECONDS]

prints one JSON object: status "ok" (seconds and wall, the result verified; cpu: the
CPU seconds of the same runs, steadier on a busy machine; the harness's self-timed line
for bench/xcover.py), "capped"
(the engine ran past --cap seconds and was stopped), "n/a" (why: the contender
cannot run here or has no code for this family) or "wrong" (exit 1).
Building the matrix (bench/xc/workloads.py) is not timed; everything the
contender does with it is. Standard library only (the C extension aside).
"""
import argparse
import json
import os
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xc import contenders, workloads  # noqa: E402


class Capped(Exception):
    pass


def _cap(*_):
    raise Capped()


def timed_runs(name, contender, quick):
    """[(thunk, check)]: what to time and how to check what it returns."""
    w = workloads.WORKLOADS[name]
    if contender == "specialised":
        if w.special is None:
            raise LookupError("no specialised code for Sudoku-like puzzle sets")
        return [(w.special, lambda result: result == w.expected)]
    run = contenders.load(contender)
    return [(lambda model=model: run(*model, mode=w.mode), check)
            for model, check in workloads.instances(name, quick)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("workload", choices=sorted(workloads.WORKLOADS))
    ap.add_argument("contender", choices=sorted(contenders.CONTENDERS))
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--cap", type=float, default=0, help="seconds (0: none)")
    args = ap.parse_args()
    try:
        jobs = timed_runs(args.workload, args.contender, args.quick)
    except (ImportError, LookupError) as e:
        print(json.dumps({"status": "n/a", "why": str(e)}))
        return
    results = []
    signal.signal(signal.SIGALRM, _cap)
    if args.cap:
        signal.setitimer(signal.ITIMER_REAL, args.cap)
    start, cpu = time.perf_counter(), time.process_time()
    try:
        for thunk, _ in jobs:
            results.append(thunk())
    except Capped:
        print(json.dumps({"status": "capped", "seconds": time.perf_counter() - start,
                          "done": len(results), "of": len(jobs)}))
        return
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    signal.setitimer(signal.ITIMER_REAL, 0)
    bad = [i for i, ((_, check), result) in enumerate(zip(jobs, results)) if not check(result)]
    if bad:
        print(json.dumps({"status": "wrong", "seconds": seconds, "instance": bad[0],
                          "result": repr(results[bad[0]])[:200]}))
        sys.exit(1)
    first = results[0]
    print(json.dumps({"status": "ok", "seconds": seconds, "wall": seconds, "cpu": cpu,
                      "result": first if isinstance(first, int) else len(results)}))


if __name__ == "__main__":
    main()
