"""The floors of bench/judge_cost.py (where a tiny case's time goes, not contenders): run
main.py on every test/*.in of the current folder, one after the other, alone or inside bwrap
with the runner's arguments (judge.sandbox.bwrap.prefix: its namespaces and mounts, in a
network namespace of its own made once where the runner's keepers make theirs,
privilege.own_net; no keeper, no cgroup, no checking); print how many answers were right.

    python3 bench/judge_cost/drive.py alone|bwrap PYTHON

A child subreaper waits for every orphan after each case: bwrap exits before its PID
namespace's pid 1 is gone, whose CPU (the solution's) would else be no descendant's of ours,
and out of the harness's wait4."""
import ctypes
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def drive(how, python):
    ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)       # PR_SET_CHILD_SUBREAPER
    sys.path.insert(0, ROOT)
    from judge.sandbox import bwrap, modes, privilege, run_env
    from judge.sandbox.view import NOTHING
    argv = [python, "main.py"]
    if how == "bwrap":
        modes.choose()
        path = modes.bwrap_path()
        if path is None:
            sys.exit("judge_cost drive: no bwrap here")
        bwrap.learn(path)
        own_net = modes.own_net("bwrap")     # as a warm keeper: one network namespace, ours
        if own_net:
            privilege.own_net(ctypes.CDLL(None, use_errno=True))
        argv = bwrap.prefix(path, os.getcwd(), NOTHING, 64 << 20, net=not own_net) + argv
    names = sorted(f[:-3] for f in os.listdir("test") if f.endswith(".in"))
    right = 0
    for name in names:
        with open(os.path.join("test", name + ".in"), "rb") as f:
            out = subprocess.run(argv, stdin=f, stdout=subprocess.PIPE, env=run_env()).stdout
        with open(os.path.join("test", name + ".out"), "rb") as f:
            right += out.split() == f.read().split()
        while True:
            try:
                os.wait()
            except ChildProcessError:
                break
    print("%d/%d right" % (right, len(names)))


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("alone", "bwrap"):
        sys.exit("usage: drive.py alone|bwrap PYTHON")
    drive(sys.argv[1], sys.argv[2])
