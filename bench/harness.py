"""The one harness of bench/: a benchmark is data (workloads, contenders), this module
measures it the one way every speed claim of the project is measured.

    benchmark = Benchmark(name, title, what, workloads, contenders, baseline=...)
    main(benchmark)          # the command line below, then measure, print, write the note

Command line of every benchmark script built on it:

    python3 bench/NAME.py [--quick] [--rounds R] [--rev REV] [--only W,...]
                          [--contenders C,...] [--note PATH | --no-note] [--list]

- Rounds are interleaved: each round runs every (workload, contender) once, the order
  rotating from round to round, so a busy machine slows every contender alike; the
  median of the rounds counts, the ratio to the baseline contender is taken per workload.
- Every run is a fresh process, timed by wait4: CPU seconds (user + system), wall
  seconds, peak memory (ru_maxrss). A command that times itself (Command.self_timed:
  its last stdout line a JSON object with "cpu" and "wall") gives its own times, for
  work measured inside a process, and may give its own peak ("rss_mb", e.g. before it
  repeats a short piece of work), or say {"status": "n/a", "why": ...} when the contender
  cannot run here (a peer not installed for that interpreter); otherwise its peak memory
  is the process's. Its other fields (per-puzzle times, a verdict) are kept per round
  for the benchmark's summary, plot and sidecar.
- Every answer is checked (Command.check); a wrong one stops the benchmark (exit 1).
  A run past its cap is killed and shown as capped. A command may also report a count
  (Command.count: search nodes, say): the note tables it beside the times.
- The 1-minute load average is read before every round and at the end: the note
  gives its range, so a reader knows how busy the machine was.
- --rev REV (repeatable) adds, for every contender marked rev=True, a twin run from
  a copy of git revision REV (`git archive` into a temporary folder) beside the
  checkout's, in the same rounds: what a change bought, in one run.
- The note, bench/results/NAME.md (--quick: a scratch folder, note_stem), holds the
  table, the method, the load, the environment, and a "Reproduce:" line; beside it, when
  the benchmark asks, its extras (a plot, NAME.png) and the raw rounds (NAME.json).

Standard library only; runs on CPython 3.8+.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
RESULTS = os.path.join(BENCH, "results")


class Command:
    """One process to time. argv: the command; stdin: bytes or None; check(stdout bytes)
    -> None when right, else a one-line reason (check_stderr: it gets stdout + stderr, for
    tools that report on stderr); cap: seconds before it is killed; count(stdout) -> a
    number the run reports besides its time (search nodes: the note tables it)."""

    def __init__(self, argv, stdin=None, check=None, env=None, cwd=None, cap=60.0,
                 self_timed=False, check_stderr=False, count=None):
        self.argv, self.stdin, self.check = argv, stdin, check
        self.env, self.cwd, self.cap, self.self_timed = env, cwd, cap, self_timed
        self.check_stderr, self.count = check_stderr, count


class Workload:
    """name; family: what kind of work (bench-quick covers every family); quick: part
    of --quick; data: whatever the contenders need to build their commands; on_demand: a
    study run by hand (when a model changes), only when --only names it or its family: a
    default run, and so the benchmark's note, leaves it out, and a run with one is printed,
    not filed (--note to keep it); rounds: at most this many rounds (a check that is no
    race, e.g. judging every stored case once, need not repeat)."""

    def __init__(self, name, family, data=None, quick=False, what="", on_demand=False,
                 rounds=None):
        self.name, self.family, self.data, self.quick, self.what = (
            name, family, data, quick, what)
        self.on_demand, self.rounds = on_demand, rounds


class Contender:
    """name, what it is; commands(workload, tree, quick) -> [Command] (an empty list:
    not applicable to that workload), tree being the checkout or a --rev copy;
    rev: whether --rev adds this contender's twin at the revision; group: contenders
    compared with each other (one table each, e.g. "Python", "C++")."""

    def __init__(self, name, what, commands, rev=False, group=""):
        self.name, self.what, self.commands, self.rev = name, what, commands, rev
        self.group = group


class Benchmark:
    """name: the note's file name (bench/results/NAME.md) and the script's; baseline: the
    contender the ratios divide by, or {group: contender} (one per group); prepare(tree,
    scratch, quick): run once per tree before any round (compile, write inputs), may return
    a reason to stop; rounds / quick_rounds: defaults; metric: "cpu" or "wall";
    summary(results) -> markdown lines the note shows after its tables (e.g. targets met
    or not), results as measure() returns them (a self-timed command's other fields in
    "own", one per round); extras(results, stem) -> markdown lines: files written beside
    the note (stem + ".png": a plot), stem None when no note is filed; sidecar: also write
    the raw results, every round of every run, as stem + ".json"."""

    def __init__(self, name, title, what, workloads, contenders, baseline, rounds=5,
                 quick_rounds=3, metric="cpu", prepare=None, summary=None, extras=None,
                 sidecar=False):
        self.name, self.title, self.what = name, title, what
        self.workloads, self.contenders, self.baseline = workloads, contenders, baseline
        self.rounds, self.quick_rounds, self.metric = rounds, quick_rounds, metric
        self.prepare, self.summary = prepare, summary
        self.extras, self.sidecar = extras, sidecar


class Wrong(Exception):
    pass


# ------------------------------------------------------------------ measuring

def median(xs):
    s = sorted(xs)
    m = len(s) // 2
    return s[m] if len(s) % 2 else (s[m - 1] + s[m]) / 2.0


def rotated(cells, shift):
    """cells in the order of one round: rotated by shift, so that each contender
    runs first, last and in between as the rounds go."""
    shift %= max(1, len(cells))
    return cells[shift:] + cells[:shift]


def load_average():
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")


# A process forked from this harness inherits its resident size as a floor of its
# ru_maxrss (Linux keeps the peak across exec). So every run goes through a tiny C
# launcher: it forks from its own small image, execs the command, waits, and writes the
# child's exact CPU and peak memory as its last line on stderr.
LAUNCHER_C = r"""
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int argc, char **argv) {
    int status; struct rusage ru; pid_t pid;
    if (argc < 2) return 127;
    pid = fork();
    if (pid == 0) { execvp(argv[1], argv + 1); perror(argv[1]); _exit(127); }
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) return 127;
    fprintf(stderr, "\nBENCH-RUSAGE %d %ld.%06ld %ld.%06ld %ld\n", status,
            (long)ru.ru_utime.tv_sec, (long)ru.ru_utime.tv_usec,
            (long)ru.ru_stime.tv_sec, (long)ru.ru_stime.tv_usec, ru.ru_maxrss);
    return 0;
}
"""
_launcher = []


def launcher():
    """The launcher's path (compiled once per harness process), or None without a C
    compiler: then the wait4 of the command itself counts, its memory floored."""
    if not _launcher:
        cc = shutil.which("cc") or shutil.which("gcc")
        folder = tempfile.mkdtemp(prefix="dlx-bench-launcher-")
        path = os.path.join(folder, "launch")
        with open(path + ".c", "w") as f:
            f.write(LAUNCHER_C)
        ok = cc and subprocess.run([cc, "-O2", "-o", path, path + ".c"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
                                   ).returncode == 0
        _launcher.append(path if ok else None)
    return _launcher[0]


def run_one(cmd):
    """{"cpu", "wall", "rss_mb"} of one process, or {"capped": seconds}; raises Wrong."""
    launch = launcher()
    with tempfile.TemporaryFile() as fin, tempfile.TemporaryFile() as fout, \
            tempfile.TemporaryFile() as ferr:
        fin.write(cmd.stdin or b"")
        fin.seek(0)
        proc = subprocess.Popen(([launch] if launch else []) + list(cmd.argv), stdin=fin,
                                stdout=fout, stderr=ferr, env=cmd.env, cwd=cmd.cwd,
                                start_new_session=True)
        start = time.perf_counter()
        timer = threading.Timer(cmd.cap, _kill_group, (proc.pid,))
        timer.daemon = True
        timer.start()
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        timer.cancel()
        proc.returncode = 0       # reaped here: Popen must not wait for it again
        fout.seek(0)
        ferr.seek(0)
        out, err = fout.read(), ferr.read()
    cpu, rss_kb = usage.ru_utime + usage.ru_stime, usage.ru_maxrss
    if launch and os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
        err, _, tail = err.rpartition(b"\nBENCH-RUSAGE ")
        status, user, system, rss_kb = tail.split()
        status, cpu, rss_kb = int(status), float(user) + float(system), int(rss_kb)
    if wall >= cmd.cap and (os.WIFSIGNALED(status) or not launch):
        return {"capped": cmd.cap}
    if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0):
        raise Wrong("%s: %s: %s" % (_short(cmd.argv), _exit_text(status), _last_line(err)))
    result = {"cpu": cpu, "wall": wall, "rss_mb": rss_kb / 1024.0}
    if cmd.self_timed:
        own = _own_times(out)
        if own is None:
            raise Wrong("%s: its last line is not the JSON of its own times: %s" % (
                _short(cmd.argv), _last_line(out)))
        if own.get("status") == "n/a":      # the contender cannot run here (said why)
            return {"na": own.get("why", "n/a")}
        result["cpu"], result["wall"] = own["cpu"], own["wall"]
        result["rss_mb"] = own.get("rss_mb", result["rss_mb"])
        extra = dict((k, v) for k, v in own.items() if k not in ("cpu", "wall", "rss_mb"))
        if extra:
            result["own"] = extra     # what else it printed (per-puzzle times, a verdict)
    why = cmd.check(out + err if cmd.check_stderr else out) if cmd.check is not None else None
    if why:
        raise Wrong("%s: %s" % (_short(cmd.argv), why))
    if cmd.count is not None:
        result["count"] = cmd.count(out)
    return result


def _own_times(out):
    """The JSON object a self-timed command prints last, or None."""
    try:
        own = json.loads(out.decode(errors="replace").strip().splitlines()[-1])
    except (IndexError, ValueError):
        return None
    return own if isinstance(own, dict) else None


def _exit_text(status):
    if os.WIFSIGNALED(status):
        return "killed by signal %d" % os.WTERMSIG(status)
    return "exit %d" % os.WEXITSTATUS(status)


def _kill_group(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


def _short(argv):
    return " ".join(os.path.basename(a) if os.path.isabs(a) else a for a in argv[:4])


def _last_line(data):
    lines = data.decode(errors="replace").strip().splitlines()
    return lines[-1] if lines else "(no message)"


def measure(benchmark, workloads, cells_of, rounds, progress=print):
    """{workload name: {label: {"cpu": [], "wall": [], "rss_mb": [], "capped": cap or
    None}}} and the load readings; cells_of(workload) -> [(label, [Command])].
    A label's time in a round is the sum over its commands, its memory their peak."""
    results, loads = {}, []
    for k, w in enumerate(workloads):
        cells = cells_of(w)
        runs = results[w.name] = {label: {"cpu": [], "wall": [], "rss_mb": [], "capped": None}
                                  for label, _ in cells}
        for rnd in range(min(rounds, w.rounds or rounds)):
            loads.append(load_average())
            for label, commands in rotated(cells, k + rnd):
                r = runs[label]
                if r["capped"] is not None:
                    continue
                progress("%s: %s, round %d of %d" % (w.name, label, rnd + 1,
                                                     min(rounds, w.rounds or rounds)))
                got = [run_one(c) for c in commands]
                if any("na" in g for g in got):
                    r["capped"] = r["na"] = next(g["na"] for g in got if "na" in g)
                    continue
                capped = [g["capped"] for g in got if "capped" in g]
                if capped:
                    r["capped"] = capped[0]
                    continue
                for key in ("cpu", "wall"):
                    r[key].append(sum(g[key] for g in got))
                r["rss_mb"].append(max(g["rss_mb"] for g in got))
                if any("count" in g for g in got):
                    r["count"] = [sum(g.get("count", 0) for g in got)]   # the same each round
                if any("own" in g for g in got):     # per round: the one command's, or a list
                    r.setdefault("own", []).append(
                        got[0].get("own") if len(got) == 1 else [g.get("own") for g in got])
    loads.append(load_average())
    return results, loads


# ------------------------------------------------------------------ revisions

def revision_copy(rev, scratch):
    """A folder holding git revision rev of this repository (git archive), in scratch."""
    folder = os.path.join(scratch, "rev-" + rev.replace("/", "_"))
    os.makedirs(folder)
    archive = subprocess.run(["git", "-C", ROOT, "archive", "--format=tar", rev],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if archive.returncode != 0:
        sys.exit("bench: no git revision %s: %s" % (rev, _last_line(archive.stderr)))
    subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
    return folder


def git_describe():
    def git(*args):
        return subprocess.run(["git", "-C", ROOT] + list(args), stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, universal_newlines=True).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + (" (with uncommitted changes)" if git("status", "--porcelain", "--",
                                                       ".") else "")


# ------------------------------------------------------------------ tools for benchmarks

def load(path, name, root=ROOT):
    """The module in file path (relative to root: the checkout, or a --rev copy)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, os.path.join(root, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_agreed = {}


def agreeing(workload, key):
    """check(stdout): the field key of the JSON object a command prints last must be what
    every other command of the workload printed there (a count, the answers): contenders
    that must agree, checked against the first run's value."""
    def check(out):
        own = _own_times(out)
        if own is None or key not in own:
            return "no %r in its last line" % key
        want = _agreed.setdefault((workload.name, key), own[key])
        return None if own[key] == want else "gave %s %s where another run gave %s" % (
            key, own[key], want)
    return check


def pypy():
    """The pypy3 executable, or None."""
    return shutil.which("pypy3")


def compile_cpp(source, binary, includes=(), defines=(), flags=("-O2",)):
    """g++ -std=c++98 source -> binary; returns None, or why it could not."""
    if not shutil.which("g++"):
        return "no g++"
    argv = (["g++", "-std=c++98"] + list(flags) + ["-I" + i for i in includes]
            + ["-D" + d for d in defines] + ["-o", binary, source])
    done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return None if done.returncode == 0 else "g++ failed on %s: %s" % (
        os.path.basename(source), _last_line(done.stderr))


def version_of(argv):
    try:
        done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              universal_newlines=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = done.stdout.strip().splitlines()
    return lines[0] if lines else None


# ------------------------------------------------------------------ the note

def fmt_seconds(x):
    return "%.3g" % x if x < 10 else "%.1f" % x


def cell_text(r, key, base, unit_fmt):
    if r is None:
        return "-"
    if r.get("na"):
        return "n/a"
    if r["capped"] is not None:
        return "> %g s (capped)" % r["capped"]
    if not r.get(key):
        return "n/a"
    m = median(r[key])
    ratio = ""
    if base is not None and base["capped"] is None and base.get(key) and median(base[key]) > 0:
        ratio = " (%.2fx)" % (m / median(base[key]))
    return unit_fmt(m) + ratio


def tables(benchmark, results, labels):
    """The markdown tables, per group of contenders: time (the benchmark's metric), then
    peak memory, each cell the median and its ratio to the group's baseline."""
    out = []
    key = benchmark.metric
    group_of = dict((c.name, c.group) for c in benchmark.contenders)
    groups = []
    for label in labels:
        g = group_of[label.split("@")[0]]
        if g not in groups:
            groups.append(g)
    for g in groups:
        cols = [label for label in labels if group_of[label.split("@")[0]] == g]
        baseline = (benchmark.baseline.get(g) if isinstance(benchmark.baseline, dict)
                    else benchmark.baseline)
        rows = [(name, runs) for name, runs in results.items()
                if any(runs.get(c) for c in cols)]
        if not rows:
            continue                      # no workload of this run has these contenders
        kinds = [("median %s seconds" % ("CPU" if key == "cpu" else "wall"), key, fmt_seconds),
                 ("peak memory, MB (ru_maxrss)", "rss_mb", lambda x: "%.1f" % x)]
        if any((runs.get(c) or {}).get("count") for _, runs in rows for c in cols):
            kinds.append(("the count each run reports (nodes)", "count", lambda x: "%d" % x))
        for title, k, fmt in kinds:
            out += ["%s%s (ratio to %s):" % (g + ", " if g else "", title, baseline), "",
                    "| workload | " + " | ".join(cols) + " |",
                    "|---|" + "---|" * len(cols)]
            for name, runs in rows:
                base = runs.get(baseline)
                out.append("| %s | %s |" % (name, " | ".join(
                    cell_text(runs.get(label), k, base, fmt) for label in cols)))
            out.append("")
    return out


def note(benchmark, results, labels, loads, args, reproduce, environment, extra=()):
    lines = ["# " + benchmark.title, "", benchmark.what.strip(), ""]
    if args.quick:
        lines += ["**A quick run** (`--quick`: small workloads, %d rounds)." % args.rounds, ""]
    lines += ["Contenders:", ""]
    for c in benchmark.contenders:
        if any(label == c.name or label.startswith(c.name + "@") for label in labels):
            lines.append("- `%s`: %s" % (c.name, c.what))
    for rev in args.rev:
        lines.append("- `NAME@%s`: the same contender built from git revision %s" % (rev, rev))
    lines += ["", "Workloads:", ""]
    for w in benchmark.workloads:
        if w.name in results:
            lines.append("- %s%s" % (w.name, ": " + w.what if w.what else ""))
    lines += [""] + tables(benchmark, results, labels)
    if benchmark.summary:
        lines += benchmark.summary(results)
    lines += list(extra)
    finite = [x for x in loads if x == x]
    lines += ["Method: %d round%s, every contender once per round in an order rotating from "
              "round to round, each run a fresh process; medians of the rounds; CPU = user + "
              "system seconds of the process (wait4), or the work a command times inside its "
              "process (the benchmark's docstring says which); peak memory = the process's "
              "ru_maxrss. Every answer checked.%s" % (
                  args.rounds, "" if args.rounds == 1 else "s", "".join(
                      " %s: %d round%s." % (w.name, w.rounds, "" if w.rounds == 1 else "s")
                      for w in benchmark.workloads
                      if w.name in results and w.rounds and w.rounds < args.rounds)),
              "Load (1-minute average, %d cores): %s during the run (read before each "
              "round)." % (os.cpu_count() or 0, "from %.1f to %.1f, median %.1f" % (
                  min(finite), max(finite), median(finite)) if finite else "unknown"),
              "Run time: %.0f s. Environment: %s. Git: %s. Date: %s." % (
                  time.time() - args.started,
                  "; ".join(environment), git_describe(),
                  datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M UTC")),
              "", "Reproduce: `%s`" % reproduce, ""]
    return "\n".join(lines)


def note_stem(name, quick=False):
    """Where a benchmark's note goes, without its extension: bench/results/NAME (the latest
    full run, one per benchmark); a --quick run's goes to a scratch folder, never into
    results/ (it is a smoke run, not a measurement to cite)."""
    if not quick:
        return os.path.join(RESULTS, name)
    folder = os.path.join(tempfile.gettempdir(), "dlx-bench-quick")
    if not os.path.isdir(folder):
        os.makedirs(folder)
    return os.path.join(folder, name)


# ------------------------------------------------------------------ the command line

def parser(benchmark):
    ap = argparse.ArgumentParser(description=benchmark.title)
    ap.add_argument("--quick", action="store_true", help="the quick workloads, fewer rounds")
    ap.add_argument("--rounds", type=int, help="rounds (default %d, --quick %d)" % (
        benchmark.rounds, benchmark.quick_rounds))
    ap.add_argument("--rev", action="append", default=[], metavar="REV",
                    help="add the contenders of git revision REV beside the checkout's")
    ap.add_argument("--only", help="workloads, comma-separated (names or families)")
    ap.add_argument("--contenders", help="contenders, comma-separated")
    ap.add_argument("--note", help="write the note here (default: bench/results/%s.md; "
                    "--quick: a scratch folder)" % benchmark.name)
    ap.add_argument("--no-note", action="store_true", help="print the note only")
    ap.add_argument("--list", action="store_true", help="list workloads and contenders")
    return ap


def main(benchmark, argv=None):
    args = parser(benchmark).parse_args(argv)
    args.started = time.time()
    if args.rounds is None:
        args.rounds = benchmark.quick_rounds if args.quick else benchmark.rounds
    if args.list:
        for w in benchmark.workloads:
            print("workload %-34s %s%s%s" % (w.name, w.family, " (quick)" if w.quick else "",
                                             " (on demand)" if w.on_demand else ""))
        for c in benchmark.contenders:
            print("contender %-33s %s" % (c.name, c.what))
        return
    workloads = pick_workloads(benchmark, args)
    contenders = pick(benchmark.contenders, args.contenders, "contender")
    scratch = tempfile.mkdtemp(prefix="dlx-bench-")
    try:
        trees = [("", ROOT)] + [("@" + rev, revision_copy(rev, scratch)) for rev in args.rev]
        for suffix, tree in trees:
            why = benchmark.prepare and benchmark.prepare(tree, scratch + "/prep" + suffix,
                                                          args.quick)
            if why:
                sys.exit("%s: %s" % (benchmark.name, why))
        labels = [c.name + suffix for c in contenders for suffix, _ in trees
                  if not suffix or c.rev]

        def cells_of(w):
            out = []
            for c in contenders:
                for suffix, tree in trees:
                    if suffix and not c.rev:
                        continue
                    commands = c.commands(w, tree, args.quick)
                    if commands:
                        out.append((c.name + suffix, commands))
            return out
        try:
            results, loads = measure(benchmark, workloads, cells_of, args.rounds,
                                     progress=_progress)
        except Wrong as e:
            sys.exit("%s: a wrong answer: %s" % (benchmark.name, e))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    modes = " ".join("%s=%s" % kv for kv in sorted(os.environ.items())
                     if kv[0].startswith("DLXJUDGE_"))
    environment = [e for e in (
        "CPython " + platform.python_version(),
        version_of([pypy(), "--version"]) if pypy() else None,
        version_of(["g++", "--version"]), platform.platform(),
        "judge modes: " + (modes or "default")) if e]
    reproduce = " ".join(["python3", os.path.relpath(os.path.abspath(sys.argv[0]), ROOT)]
                         + _reproduce_args(argv if argv is not None else sys.argv[1:]))
    # An A/B run (--rev) or a study (on-demand workloads) is printed, not filed as the
    # benchmark's note (--note to keep it).
    path = args.note or (None if args.no_note or args.rev or any(w.on_demand for w in workloads)
                         else note_stem(benchmark.name, args.quick) + ".md")
    if args.no_note:
        path = None
    stem = os.path.splitext(path)[0] if path else None
    extra = benchmark.extras(results, stem) if benchmark.extras else []
    text = note(benchmark, results, labels, loads, args, reproduce, environment, extra)
    sys.stderr.write("\n")
    print(text)
    if path:
        with open(path, "w") as f:
            f.write(text)
        print("wrote %s" % os.path.relpath(path, os.getcwd()))
        if benchmark.sidecar:
            with open(stem + ".json", "w") as f:
                json.dump({"results": results, "loads": loads, "environment": environment,
                           "rounds": args.rounds, "quick": args.quick,
                           "reproduce": reproduce}, f, indent=None)
                f.write("\n")


def _reproduce_args(argv):
    out, skip = [], False
    for a in argv:
        if skip:
            skip = False
        elif a == "--note":
            skip = True
        elif not a.startswith("--note="):
            out.append(a)
    return out


def pick(items, wanted, kind):
    if not wanted:
        return list(items)
    names = wanted.split(",")
    unknown = [n for n in names if n not in [i.name for i in items]]
    if unknown:
        sys.exit("bench: no %s %s (--list shows them)" % (kind, ", ".join(unknown)))
    return [i for i in items if i.name in names]


def pick_workloads(benchmark, args):
    ws = [w for w in benchmark.workloads if w.quick or not args.quick]
    if not args.only:
        return [w for w in ws if not w.on_demand]
    if args.only:
        names = args.only.split(",")
        known = set(w.name for w in benchmark.workloads) | set(w.family for w in
                                                               benchmark.workloads)
        unknown = [n for n in names if n not in known]
        if unknown:
            sys.exit("bench: no workload %s (--list shows them)" % ", ".join(unknown))
        ws = [w for w in ws if w.name in names or w.family in names]
    return ws


def _progress(text):
    if sys.stderr.isatty():
        sys.stderr.write("\r\033[K" + text[:150])
    else:
        sys.stderr.write(text + "\n")
    sys.stderr.flush()
