"""The benchmark harness (bench/harness.py) on tiny commands: the rounds interleave every
contender, a wrong answer stops the run with one line, the note carries its table, load and
Reproduce line, a run's peak memory is its own (not the harness's), --rev runs a copy of
another revision; and bench/results/ holds only notes that the docs cite. No time is
asserted: the numbers are whatever the machine gives."""
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import harness  # noqa: E402
from harness import Benchmark, Command, Contender, Workload  # noqa: E402

PY = sys.executable


def printing(text, check=None):
    """A contender whose process prints text (and checks it: equal to "42")."""
    return lambda w, tree, quick: [Command(
        [PY, "-c", "print(%r)" % text],
        check=check or (lambda out: None if out.strip() == b"42" else "said %r" % out))]


def tiny(contenders, workloads=None):
    workloads = workloads or [Workload("w1", "fam", quick=True), Workload("w2", "other")]
    return Benchmark("tiny", "A tiny benchmark", "Two contenders printing numbers.", workloads,
                     contenders, baseline="a", rounds=3)


def test_each_round_rotates_who_goes_first():
    cells = ["a", "b", "c"]
    firsts = [harness.rotated(cells, shift)[0] for shift in range(3)]
    assert sorted(firsts) == cells
    assert all(sorted(harness.rotated(cells, s)) == cells for s in range(5))


def test_the_note_has_the_table_the_load_and_reproduce(tmp_path, capsys):
    note = tmp_path / "tiny.md"
    harness.main(tiny([Contender("a", "first", printing("42")),
                       Contender("b", "second", printing("42"))]),
                 ["--note", str(note), "--rounds", "2"])
    text = note.read_text()
    assert "| workload | a | b |" in text
    assert re.search(r"\| w1 \| [0-9.e-]+ \(1\.00x\) \| [0-9.e-]+ \([0-9.]+x\) \|", text)
    assert "| w2 |" in text                         # a full run: every workload
    assert "Load (1-minute average" in text and "2 rounds" in text
    assert re.search(r"Reproduce: `python3 \S+ --rounds 2`", text)   # --note is not repeated


def test_a_summary_follows_the_tables(tmp_path):
    bench = tiny([Contender("a", "first", printing("42"))])
    bench.summary = lambda results: ["Targets: %s" % sorted(results)]
    note = tmp_path / "tiny.md"
    harness.main(bench, ["--note", str(note), "--rounds", "1"])
    text = note.read_text()
    assert text.index("| w2 |") < text.index("Targets: ['w1', 'w2']") < text.index("Method:")


def test_a_count_the_runs_report_gets_its_table(tmp_path):
    """Command.count: a number besides the time (search nodes), tabled with its ratio."""
    def nodes(n):
        return lambda w, tree, quick: [Command([PY, "-c", "print(%d)" % n],
                                               check=lambda out: None, count=lambda out:
                                               int(out))]
    note = tmp_path / "n.md"
    harness.main(tiny([Contender("a", "first", nodes(40)), Contender("b", "second", nodes(10))]),
                 ["--quick", "--note", str(note)])
    text = note.read_text()
    assert "the count each run reports (nodes)" in text
    assert "| w1 | 40 (1.00x) | 10 (0.25x) |" in text


def test_a_group_without_workloads_in_the_run_gets_no_table(tmp_path):
    note = tmp_path / "g.md"
    only_w2 = lambda w, tree, quick: (printing("42")(w, tree, quick)  # noqa: E731
                                      if w.name == "w2" else [])
    bench = tiny([Contender("a", "first", printing("42"), group="one"),
                  Contender("c", "third", only_w2, group="two")])
    bench.baseline = {"one": "a", "two": "c"}
    harness.main(bench, ["--quick", "--note", str(note)])
    text = note.read_text()
    assert "one, median" in text and "two, median" not in text


def test_quick_takes_the_quick_workloads_only(tmp_path):
    note = tmp_path / "q.md"
    harness.main(tiny([Contender("a", "first", printing("42"))]),
                 ["--quick", "--note", str(note)])
    text = note.read_text()
    assert "| w1 |" in text and "| w2 |" not in text and "A quick run" in text


def test_an_on_demand_workload_runs_only_when_named_and_is_not_filed(tmp_path, monkeypatch):
    workloads = [Workload("w1", "fam", quick=True), Workload("study", "steps", quick=True,
                                                            on_demand=True)]
    bench = tiny([Contender("a", "first", printing("42"))], workloads)
    note = tmp_path / "d.md"
    harness.main(bench, ["--quick", "--note", str(note)])
    assert "| w1 |" in note.read_text() and "| study |" not in note.read_text()
    filed = []
    monkeypatch.setattr(harness, "note_stem", lambda *a: filed.append(a) or str(tmp_path / "x"))
    harness.main(bench, ["--quick", "--only", "steps"])
    assert filed == [] and not (tmp_path / "x.md").exists()      # a study is printed only


def test_a_workload_may_take_fewer_rounds(tmp_path):
    """Workload(rounds=1): a check that is no race runs once, the others every round."""
    bench = tiny([Contender("a", "first", printing("42"))],
                 [Workload("once", "fam", rounds=1), Workload("every", "fam")])
    note = tmp_path / "r.md"
    harness.main(bench, ["--rounds", "3", "--note", str(note)])
    assert "once: 1 round." in note.read_text()


def test_contenders_that_must_agree_are_checked_against_each_other():
    w = Workload("agree", "fam")
    check = harness.agreeing(w, "count")
    assert check(b'{"count": 7}') is None and check(b'{"count": 7}') is None
    assert "gave count 8 where another run gave 7" in check(b'{"count": 8}')
    assert "no 'count'" in check(b"7")


def test_what_else_a_self_timed_command_prints_reaches_the_summary_extras_and_sidecar(
        tmp_path):
    """Per round, the fields besides its times (per-puzzle times, a verdict); the extras
    hook writes beside the note, the sidecar holds the raw rounds."""
    seen = {}

    def commands(w, tree, quick):
        return [Command([PY, "-c", "print('{\"cpu\": 1, \"wall\": 1, \"warm\": 0.5}')"],
                        self_timed=True)]

    def extras(results, stem):
        with open(stem + ".txt", "w") as f:
            f.write("plot")
        return ["Plot: %s.txt" % os.path.basename(stem)]
    bench = tiny([Contender("a", "first", commands)])
    bench.summary = lambda results: seen.update(results) or []
    bench.extras, bench.sidecar = extras, True
    harness.main(bench, ["--rounds", "2", "--note", str(tmp_path / "s.md")])
    assert seen["w1"]["a"]["own"] == [{"warm": 0.5}, {"warm": 0.5}]
    assert (tmp_path / "s.txt").read_text() == "plot"
    assert "Plot: s.txt" in (tmp_path / "s.md").read_text()
    raw = json.loads((tmp_path / "s.json").read_text())
    assert raw["results"]["w2"]["a"]["cpu"] == [1, 1] and raw["rounds"] == 2


def test_a_self_timed_command_without_its_times_is_a_wrong_answer():
    with pytest.raises(harness.Wrong, match="not the JSON of its own times"):
        harness.run_one(Command([PY, "-c", "print('done')"], self_timed=True))


def test_a_wrong_answer_stops_the_run_with_one_line(tmp_path):
    with pytest.raises(SystemExit) as stop:
        harness.main(tiny([Contender("a", "right", printing("42")),
                           Contender("b", "wrong", printing("41"))]),
                     ["--note", str(tmp_path / "x.md")])
    assert "a wrong answer" in str(stop.value) and "said" in str(stop.value)
    assert "\n" not in str(stop.value)
    assert not (tmp_path / "x.md").exists()


def test_a_failing_process_is_a_wrong_answer():
    crash = Command([PY, "-c", "import sys; sys.exit('boom')"])
    with pytest.raises(harness.Wrong, match="exit 1: boom"):
        harness.run_one(crash)


def test_a_run_past_its_cap_is_capped():
    assert harness.run_one(Command([PY, "-c", "import time; time.sleep(30)"], cap=0.5)) == {
        "capped": 0.5}


def test_unknown_names_are_one_line_errors():
    bench = tiny([Contender("a", "first", printing("42"))])
    for argv in (["--only", "nope"], ["--contenders", "nope"]):
        with pytest.raises(SystemExit, match="--list shows them"):
            harness.main(bench, argv)


@pytest.mark.skipif(harness.launcher() is None, reason="no C compiler: memory is floored")
def test_peak_memory_is_the_process_own():
    """The harness holds tens of MB; a child forked from it would inherit that as a floor
    of its ru_maxrss. Through the launcher a small process stays small and a big one big."""
    hog = bytearray(64 << 20)                                     # noqa: F841 (the floor)
    small = harness.run_one(Command(["true"]))
    big = harness.run_one(Command([PY, "-c", "b = bytearray(80 << 20); b[::4096] = "
                                             "b'x' * len(b[::4096])"]))
    assert small["rss_mb"] < 16 < 80 < big["rss_mb"]


def test_self_timed_commands_give_their_own_times():
    got = harness.run_one(Command([PY, "-c", "print('{\"cpu\": 1.5, \"wall\": 2.5}')"],
                                  self_timed=True))
    assert (got["cpu"], got["wall"]) == (1.5, 2.5)


def _git_works():
    return shutil.which("git") and subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "HEAD"], stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL).returncode == 0


@pytest.mark.skipif(not _git_works(), reason="no git history here (or not ours to read)")
def test_rev_runs_a_copy_of_the_revision_beside_the_checkout(tmp_path):
    seen = []

    def commands(w, tree, quick):
        seen.append(tree)
        return printing("42")(w, tree, quick)
    note = tmp_path / "rev.md"
    harness.main(tiny([Contender("a", "ours", commands, rev=True)]),
                 ["--quick", "--rev", "HEAD", "--note", str(note)])
    assert "| workload | a | a@HEAD |" in note.read_text()
    copy = [t for t in seen if t != str(ROOT)]
    assert copy and all("rev-HEAD" in t for t in copy)
    assert not any(__import__("os").path.exists(t) for t in copy)      # cleaned up


def test_every_note_is_cited_and_every_cited_note_exists():
    """bench/results/ keeps the latest note per benchmark, each cited from the README, the
    guide or bench's README; a cited note must be there."""
    docs = [ROOT / "README.md", ROOT / "bench" / "README.md"] + sorted(
        (ROOT / "docs").glob("*.md"))
    text = "\n".join(d.read_text(encoding="utf-8") for d in docs)
    notes = sorted(p.name for p in (ROOT / "bench" / "results").glob("*.md"))
    assert [n for n in notes if n not in text] == []
    cited = set(re.findall(r"results/([a-z0-9_.-]+\.md)", text))   # NAME.md: a placeholder
    assert sorted(n for n in cited if not (ROOT / "bench" / "results" / n).exists()) == []


def test_bench_keeps_at_most_fourteen_top_level_scripts():
    """One script per family of workloads, their workers and data in folders beside them
    (issue 53): a new measurement is a workload or a contender of a benchmark, not a file."""
    scripts = sorted(p.name for p in (ROOT / "bench").glob("*.py"))
    assert len(scripts) <= 14, scripts


def test_every_input_a_benchmark_writes_has_a_file_of_its_own():
    """covers.py writes one input file per workload into one folder: two workloads naming
    the same file would measure one input twice (and feed a set-cover instance file to the
    radar worker, as a run once did)."""
    covers = harness.load("bench/covers.py", "bench_covers")
    files = [w.data["file"] for w in covers.WORKLOADS if isinstance(w.data, dict)]
    assert len(files) == len(set(files)) > 0


ON_THE_HARNESS_BUT = ("harness.py", "measure.py", "public_packages.py")   # the module, a
# worker with the shared sets and solvers, and a tabulation that is no race


def _benchmarks():
    return sorted(p.name for p in (ROOT / "bench").glob("*.py")
                  if p.name not in ON_THE_HARNESS_BUT)


@pytest.mark.parametrize("script", _benchmarks())
def test_every_benchmark_is_on_the_harness_and_quick_covers_its_families(script):
    """Issue 53: one harness; `make bench-quick` covers every workload family."""
    module = harness.load("bench/" + script, "bench_" + script[:-3])
    bench = module.BENCHMARK
    assert isinstance(bench, harness.Benchmark)
    families = set(w.family for w in bench.workloads if not w.on_demand)
    quick = set(w.family for w in bench.workloads if w.quick and not w.on_demand)
    assert sorted(families - quick) == []


def test_bench_quick_runs_every_benchmark_quick():
    makefile = (ROOT / "Makefile").read_text()
    target = makefile[makefile.index("\nbench-quick:"):]
    target = target[:target.index("\n\n")]
    assert sorted(s for s in _benchmarks() if "bench/%s --quick" % s not in target) == []
