"""Covers beyond exact cover, whole processes as a judge runs them (start-up included), C++
against Python against the classic contest code, on the harness (harness.py).

    python3 bench/covers.py [--quick] [--only hdu4735,setcover,radar,mincover] [--rev REV]

- hdu4735: covers with a cost on HDU 4735 Little Wish, the stored cases of
  testdata/ex_hdu4735 with 150 cases of 50 nodes (max_*: random, path and caterpillar trees;
  hard_*: the boys few enough that the count binds; --quick: max_01): the example
  (examples/hdu4735_little_wish.py, cost-cover) and its C++ twin (solutions/cpp/
  ex_hdu4735.cpp, cost-cover-cpp) against kuangbin's DLX repeated cover with the girls
  counted and the bound "depth + f() > boys" (bench/peers/hdu4735_kuangbin.cpp, ported line
  for line to Python in bench/peers/hdu4735_classic.py), each language against its own
  classic. Every output equals the stored answer.
- setcover: the pasted C++ set-cover block (templates/dlx_cover.hpp) against setcover-bits
  and dlx-cover under PyPy3 and CPython on every set-cover kind of bench/sc/inputs.py
  (airport, lamps, radar, minimum, dominating set; --quick: one seed of each), and against
  a kuangbin-style DLX (bench/peers/airport_kuangbin.cpp) on HDU 5046 Airport's clustered
  inputs; each instance run reports its search nodes (the note's nodes table: setcover-bits
  against dlx-cover where options conflict, the lamps). Every contender's answers agree.
- radar: HDU 2295 Radar at full size (T = 20, N = M = 50; testdata/ex_hdu2295/gen.py, fixed
  seeds), solved by examples/hdu2295_radar.py's own functions on either set-cover block
  (setcover-bits, dlx-cover) and by a hand-written A* on bitmasks (bench/peers/
  radar_astar.py), in process (bench/sc/radar_worker.py: input read, modules loaded and
  start-up garbage collected untimed), one input per process as a judge runs it and one
  solved 5 times in one process (PyPy's JIT warm); "minimum": random set covers solved by
  minimum() (the engines only); and the example whole process as a judge runs it (target:
  1 s per input under CPython), under PyPy3 beside the peer's own main. The answers of
  every contender agree.
- mincover: minimum exact cover, ZOJ 3209 Treasure Map at full size (30 x 30 maps, 500
  pieces: testdata/ex_zoj3209/gen.py's hard kinds, many pieces and few covers; --quick: two
  files) solved by the two minimum-cover blocks (XCoverMin, what the example pastes, and
  DLXMin) and a hand-written bitmask branch and bound (bench/peers/zoj3209.py) under
  CPython and PyPy3 (bench/sc/mincover_worker.py: after start-up, parse, build, search);
  and, nodes first, the bits engine with its packing bound against the weakest admissible
  one ("one more option"), and under each item rule minimum(tight=k): the example's TIGHT.
The C++ is compiled once per tree with the judges' flags (C++98 here); every process gets
the runner's environment (judge.sandbox.run_env(): PyPy's nursery as a judge's CPU sizes it).
"""
import os
import json
import shutil
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
sys.path[:0] = [ROOT, BENCH]
import harness  # noqa: E402
from harness import Command, Contender, Workload  # noqa: E402
from judge.sandbox import run_env  # noqa: E402

inputs = harness.load("bench/sc/inputs.py", "sc_inputs")
FLAGS = ("-O2", "-fno-asm", "-Wall", "-DONLINE_JUDGE")
HDU_CASES = os.path.join(ROOT, "testdata", "ex_hdu4735", "cases")
HDU_FILES = ["max_01", "max_02", "max_03", "hard_01", "hard_02", "hard_03", "hard_04",
             "hard_05", "hard_06"]
CAP = 30.0       # seconds: the classic in CPython needs more on the hard files ("capped")
_built, _answers = {}, {}


# ------------------------------------------------------------------ building, inputs

def prepare(tree, scratch, quick):
    """The C++ programs of this tree, compiled into scratch; once: the inputs (--quick:
    the quick workloads' only)."""
    os.makedirs(scratch)
    for name, source, bench_side in (
            ("hdu-block", "solutions/cpp/ex_hdu4735.cpp", False),
            ("hdu-kuangbin", "bench/peers/hdu4735_kuangbin.cpp", True),
            ("sc-block", "bench/sc/instances_block.cpp", True),
            ("sc-airport-block", "bench/sc/airport_block.cpp", True),
            ("sc-kuangbin", "bench/peers/airport_kuangbin.cpp", True)):
        # the bench's own drivers and peers are the checkout's; what they paste, the tree's
        src = os.path.join(ROOT if bench_side else tree, source)
        binary = os.path.join(scratch, name)
        why = harness.compile_cpp(src, binary, includes=[os.path.join(tree, "templates")],
                                  flags=FLAGS)
        if why:
            return why
        _built[tree, name] = binary
    if "inputs" not in _built:
        folder = _built["inputs"] = tempfile.mkdtemp(prefix="dlx-bench-covers-")
        for w in [w for w in WORKLOADS if w.quick or not quick]:
            if w.family == "setcover":
                with open(os.path.join(folder, w.data["file"]), "w") as f:
                    f.write(inputs.make_input(w.data["kind"], w.data["seed"]))
            if w.family == "mincover":
                with open(os.path.join(folder, w.data["file"]), "w") as f:
                    f.write(subprocess.run(
                        [sys.executable, os.path.join(ROOT, "testdata", "ex_zoj3209",
                                                      "gen.py")] + w.data["gen"],
                        stdout=subprocess.PIPE, universal_newlines=True, check=True,
                        env=dict(os.environ, PYTHONPATH=ROOT)).stdout)
            if w.family == "radar" and w.data["gen"]:
                with open(os.path.join(folder, w.data["file"]), "wb") as f:
                    f.write(radar_input(w.data["gen"]))
    return None


def radar_input(args):
    """HDU 2295 at full size from gen.py: the seed, then the workload's options."""
    full = ["--cases", "20", "--n", "50", "--m", "50"]
    return subprocess.run([sys.executable, os.path.join(ROOT, "testdata", "ex_hdu2295",
                                                        "gen.py")] + args[:1] + full + args[1:],
                          stdout=subprocess.PIPE, check=True,
                          env=dict(os.environ, PYTHONPATH=ROOT)).stdout


def given(w):
    if w.family == "hdu4735":
        path = os.path.join(HDU_CASES, w.data + ".in")
    else:
        path = os.path.join(_built["inputs"], w.data["file"])
    with open(path, "rb") as f:
        return f.read()


# ------------------------------------------------------------------ checks

def stored_answer(name):
    with open(os.path.join(HDU_CASES, name + ".ans"), "rb") as f:
        want = f.read()
    return lambda out: None if out == want else "not the stored answer of %s" % name


def agreeing(w):
    """Every contender's answers on w the same (the sizes: the first word of each line of
    an instance kind, the whole output on airport), as the first run's."""
    def check(out):
        text = out.decode()
        said = text if w.data["kind"] == "airport clustered" else [
            line.split()[0] for line in text.split("\n") if line]
        first = _answers.setdefault(w.name, said)
        return None if said == first else "answers differ from another contender's"
    return check


def nodes(out):
    return sum(int(line.split()[1]) for line in out.decode().split("\n") if line)


# ------------------------------------------------------------------ contenders

def exe_of(impl):
    return harness.pypy() if impl == "pypy3" else sys.executable


def hdu(name, impl):
    """name "block" (ours) or "classic"; impl c++, cpython or pypy3."""
    def commands(w, tree, quick):
        if w.family != "hdu4735":
            return []
        if impl == "c++":
            argv = [_built[tree, "hdu-block" if name == "block" else "hdu-kuangbin"]]
        elif not exe_of(impl):
            return []
        else:
            argv = [exe_of(impl), os.path.join(tree, "examples", "hdu4735_little_wish.py")
                    if name == "block" else os.path.join(BENCH, "peers", "hdu4735_classic.py")]
        return [Command(argv, stdin=given(w), check=stored_answer(w.data), env=run_env(),
                        cap=CAP)]
    label = {"block": "the cost-cover example" if impl != "c++" else "its C++ twin",
             "classic": "kuangbin's repeated cover" + (" ported to Python" if impl != "c++"
                                                       else "")}[name]
    return Contender("hdu %s/%s" % ("kuangbin" if name == "classic" and impl == "c++"
                                    else name, impl), "HDU 4735: " + label, commands,
                     rev=name == "block", group="hdu4735 " + impl)


def sc(name, impl):
    """name "block" (C++ only), "kuangbin" (C++, airport only), "bits" or "dlx" (Python)."""
    def commands(w, tree, quick):
        if w.family != "setcover":
            return []
        airport = w.data["kind"] == "airport clustered"
        if impl == "c++":
            if name == "kuangbin" and not airport:
                return []
            argv = [_built[tree, {"block": "sc-airport-block" if airport else "sc-block",
                                  "kuangbin": "sc-kuangbin"}[name]]]
        elif not exe_of(impl) or (airport and name == "dlx"):
            return []
        elif airport:
            argv = [exe_of(impl), os.path.join(BENCH, "sc", "airport_bits.py")]
        else:
            argv = [exe_of(impl), os.path.join(BENCH, "sc", "instances_py.py"), name]
        return [Command(argv, stdin=given(w), check=agreeing(w), env=run_env(), cap=120.0,
                        count=None if airport else nodes)]
    what = {"block": "dlx-cover-cpp (templates/dlx_cover.hpp) pasted in a driver",
            "kuangbin": "a kuangbin-style hand-written DLX (HDU 5046 only)",
            "bits": "setcover-bits (SetCover)", "dlx": "dlx-cover (DLXCover)"}[name]
    return Contender("sc %s/%s" % (name, impl), "set cover: " + what, commands,
                     rev=name != "kuangbin", group="setcover")


RADAR = [   # name, gen.py arguments (None: "minimum"), solved how many times in one process
    ("radar uniform, K random", ["4"], 1),
    ("radar uniform, K = 10", ["8", "--k", "10"], 1),
    ("radar tight, K = 6", ["7", "--k", "6", "--layout", "tight"], 1),
    ("radar cluster, K random", ["5", "--layout", "cluster"], 1),
    ("radar spread, K = 5", ["9", "--k", "5", "--layout", "spread"], 1),
    ("radar ring, K = 8", ["10", "--k", "8", "--layout", "ring"], 1),
    ("radar ring, K = 12", ["11", "--k", "12", "--layout", "ring"], 1),
    ("radar ring, K = 8, 5 inputs in one process", ["10", "--k", "8", "--layout", "ring"], 5),
    ("minimum: 30 random covers, 40 items, 60 options", None, 1),
]
RADAR_QUICK = ("radar uniform, K random", "minimum: 30 random covers, 40 items, 60 options")


def same_digest(w):
    def check(out):
        digest = json.loads(out.decode().strip().splitlines()[-1])["digest"]
        first = _answers.setdefault(w.name, digest)
        return None if digest == first else "answers differ from another contender's"
    return check


def radar(name, impl):
    """name bits, dlx or astar in process (radar_worker.py); "example" or "astar main":
    whole process, as a judge runs it."""
    def commands(w, tree, quick):
        exe = exe_of(impl)
        if w.family != "radar" or not exe or (name == "astar" and not w.data["gen"]):
            return []
        path = os.path.join(_built["inputs"], w.data["file"]) if w.data["gen"] else "minimum"
        if name in ("example", "astar main"):
            if not w.data["gen"] or w.data["repeat"] > 1:
                return []
            program = (os.path.join(tree, "examples", "hdu2295_radar.py") if name == "example"
                       else os.path.join(BENCH, "peers", "radar_astar.py"))
            return [Command([exe, program], stdin=given(w), env=run_env(), cap=120.0,
                            check=radar_output(w))]
        return [Command([exe, os.path.join(BENCH, "sc", "radar_worker.py"), tree, name, path,
                         str(w.data["repeat"])], env=run_env(), self_timed=True, cap=600.0,
                        check=same_digest(w))]
    what = {"bits": "the example's functions on setcover-bits, in process",
            "dlx": "the example's functions on dlx-cover, in process",
            "astar": "the hand-written A* (bench/peers/radar_astar.py), in process",
            "example": "examples/hdu2295_radar.py whole process",
            "astar main": "bench/peers/radar_astar.py whole process"}[name]
    whole = name in ("example", "astar main")
    return Contender("radar %s/%s" % (name, impl), "HDU 2295: " + what, commands,
                     rev=name not in ("astar", "astar main"),
                     group="radar, %s, %s" % ("whole process" if whole else "in process", impl))


def radar_output(w):
    """The example's output and the peer's main's, the same as the first whole run's."""
    def check(out):
        first = _answers.setdefault(w.name + " (whole)", out)
        return None if out == first else "a different output from another contender's"
    return check


ZOJ = ["--n", "30", "--m", "30", "--p", "500"]
MINCOVER = ([("hard-%d" % s, [str(s), "--cases", "5"] + ZOJ) for s in range(1, 5)]
            + [("hard60-%d" % s, [str(s), "--cases", "3", "--parts", "60", "--layers", "8"]
                + ZOJ) for s in range(1, 3)]
            + [("hard50f2-%d" % s, [str(s), "--cases", "3", "--parts", "50", "--fill", "2"]
                + ZOJ) for s in range(1, 3)])
MINCOVER_QUICK = ("hard-1", "hard60-1")
TIGHTS = ("tight=1", "tight=2", "tight=3", "tight=4", "fewest")


def mincover(name, impl):
    def commands(w, tree, quick):
        exe = exe_of(impl)
        if w.family != "mincover" or not exe:
            return []
        return [Command([exe, os.path.join(BENCH, "sc", "mincover_worker.py"), tree, name,
                         os.path.join(_built["inputs"], w.data["file"])], env=run_env(),
                        self_timed=True, cap=60.0, count=None if name == "peer" else
                        lambda out: last_json(out)["nodes"],
                        check=None if name == "weak" else same_answers(w))]
    what = {"bits": "XCoverMin (templates/xcover_min.py), what the example pastes",
            "dlx": "DLXMin (templates/dlx_min.py), the example's model",
            "peer": "a hand-written bitmask branch and bound (bench/peers/zoj3209.py)",
            "weak": "XCoverMin with the bound \"one more option\" (stopped at 200,000 nodes "
                    "a map)"}.get(name, "XCoverMin under minimum(%s)" % name)
    group = ("mincover, " + impl if name in ("bits", "dlx", "peer", "weak") else
             "mincover, the item rule")
    return Contender("zoj %s/%s" % (name, impl), "ZOJ 3209: " + what, commands,
                     rev=name != "peer", group=group)


def last_json(out):
    return json.loads(out.decode().strip().splitlines()[-1])


def same_answers(w):
    def check(out):
        first = _answers.setdefault(w.name, last_json(out)["answers"])
        return None if last_json(out)["answers"] == first else "answers differ"
    return check


WORKLOADS = [Workload("hdu4735 " + f, "hdu4735", f, f == "max_01") for f in HDU_FILES] + [
    Workload("%s, seed %d" % (kind, seed), "setcover",
             {"kind": kind, "seed": seed, "file": "%s-%d.in" % (kind.replace(" ", "_"), seed)},
             seed == seeds[0])
    for kind, seeds in inputs.SEEDS.items() for seed in seeds] + [
    Workload(name, "radar", {"gen": gen, "repeat": repeat, "file": "hdu2295-%d.in" % k},
             name in RADAR_QUICK) for k, (name, gen, repeat) in enumerate(RADAR)] + [
    Workload("zoj3209 " + name, "mincover", {"gen": gen, "file": "zoj-%s.in" % name},
             name in MINCOVER_QUICK) for name, gen in MINCOVER]

CONTENDERS = ([hdu(n, i) for i in ("c++", "pypy3", "cpython") for n in ("block", "classic")]
              + [sc("block", "c++"), sc("kuangbin", "c++")]
              + [sc(n, i) for i in ("pypy3", "cpython") for n in ("bits", "dlx")]
              + [radar(n, i) for i in ("cpython", "pypy3") for n in ("bits", "dlx", "astar")]
              + [radar("example", "cpython"), radar("example", "pypy3"),
                 radar("astar main", "pypy3")]
              + [mincover(n, i) for i in ("cpython", "pypy3") for n in ("bits", "dlx", "peer")]
              + [mincover("weak", "cpython")]
              + [mincover(t, "cpython") for t in TIGHTS])

BENCHMARK = harness.Benchmark(
    "covers", "Covers beyond exact cover: costs (HDU 4735), set cover (HDU 5046, 2828, 2295, "
    "3498) and minimum exact cover (ZOJ 3209), C++ and Python",
    __doc__.split("\n\n")[0], WORKLOADS, CONTENDERS,
    baseline={"hdu4735 c++": "hdu kuangbin/c++", "hdu4735 pypy3": "hdu classic/pypy3",
              "hdu4735 cpython": "hdu classic/cpython", "setcover": "sc block/c++",
              "radar, in process, cpython": "radar bits/cpython",
              "radar, in process, pypy3": "radar bits/pypy3",
              "radar, whole process, cpython": "radar example/cpython",
              "radar, whole process, pypy3": "radar astar main/pypy3",
              "mincover, cpython": "zoj bits/cpython", "mincover, pypy3": "zoj bits/pypy3",
              "mincover, the item rule": "zoj tight=3/cpython"},
    rounds=3, quick_rounds=1, prepare=prepare)

if __name__ == "__main__":
    try:
        harness.main(BENCHMARK)
    finally:
        if "inputs" in _built:
            shutil.rmtree(_built["inputs"], ignore_errors=True)
