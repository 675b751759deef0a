"""Covers judge/commands/shards.py, judge/commands/merge.py.

Judging across machines (docs/ci.md): `--shard K/N` judges the K-th of N contiguous blocks of
the units (a problem's cases, a package's submissions) and `runner.py merge` adds the shards'
JSON reports up. The shards run here as separate processes, at once, as a CI matrix runs them;
their merge must give what the whole run gives (verdicts, counts, closing lines, exit code;
not the times, which differ from run to run), and a merge of what is not every shard of one
run, each once, is refused in one line with exit 2."""
import json
import re
import shlex
import subprocess
import sys

import pytest

from conftest import RUNNER
from fake_packages import PACKAGES
from fake_problems import make_problem, toml_for

sys.path.insert(0, str(RUNNER.parent))
from judge.commands import shards  # noqa: E402


def start(*args):
    return subprocess.Popen([sys.executable, str(RUNNER)] + [str(a) for a in args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def finished(proc):
    out, err = proc.communicate(timeout=600)
    return proc.returncode, out.decode(), err.decode()


def whole_and_shards(tmp_path, n, *args):
    """(the whole run, the merge of its n shards), each as (exit code, records, closing
    lines); the whole run and the shards run at once, each a process of its own."""
    procs = [start(*(args + ("--json", tmp_path / "whole.json", "--html",
                             tmp_path / "whole.html")))]
    procs += [start(*(args + ("--shard", "%d/%d" % (k, n), "--json",
                              tmp_path / ("shard%d.json" % k)))) for k in range(1, n + 1)]
    whole = finished(procs[0])
    for proc in procs[1:]:
        assert finished(proc)[0] in (0, 1, 3)
    merged = finished(start("merge", "--json", tmp_path / "merged.json", "--html",
                            tmp_path / "merged.html",
                            *[tmp_path / ("shard%d.json" % k) for k in range(n, 0, -1)]))
    assert verdict_cells(tmp_path / "merged.html") == verdict_cells(tmp_path / "whole.html")
    return [(rc, json.loads((tmp_path / name).read_text()), out)
            for (rc, out, _), name in ((whole, "whole.json"), (merged, "merged.json"))]


def verdict_cells(page):
    """The --html page's cells that show a verdict, in order (html_report: their class)."""
    found = re.findall(r'<td class="([A-Z]+)"', page.read_text(encoding="utf-8"))
    assert found, page
    return found


def without_times(line):
    """A closing line without what depends on the times (which case was slowest)."""
    return line.split("; slowest")[0]


def closing(out):
    """The closing lines: each problem's and the total's N/M AC, verify's count."""
    return [without_times(line) for line in out.splitlines()
            if re.match(r"([\w-]+: \d+/\d+ AC|verify \S+: \d+ submissions ran)", line)]


def test_the_split_puts_every_unit_in_one_shard_in_order_in_blocks_one_apart():
    for count in range(0, 30):
        for n in range(1, 8):
            blocks = [list(shards.block(count, (k, n))) for k in range(1, n + 1)]
            assert sum(blocks, []) == list(range(count))          # each once, in order
            assert max(map(len, blocks)) - min(map(len, blocks)) <= 1


def test_two_problem_folders_of_one_name_are_units_of_their_own(tmp_path):
    for side in ("x", "y"):
        make_problem(tmp_path / side, "p", cases={"c": ("1 2\n", "3\n")},
                     toml=toml_for(tmp_path / side / "solutions" / "ac.py"))
    folders = [tmp_path / side / "testdata" / "p" for side in ("x", "y")]
    for k in (1, 2):
        proc = start(*folders + ["--shard", "%d/2" % k, "--json",
                                 tmp_path / ("shard%d.json" % k)])
        assert finished(proc)[0] == 0
    assert json.loads((tmp_path / "shard2.json").read_text())["units"] == ["p/c #2"]
    code, out, err = finished(start("merge", tmp_path / "shard1.json", tmp_path / "shard2.json"))
    assert code == 0 and "total: 2/2 AC" in out, err


@pytest.mark.parametrize("given", ["0/3", "4/3", "x", "1/0", "2", "1/2/3", "-1/2", ""])
def test_a_shard_that_is_not_k_of_n_is_a_usage_error_in_one_line(given):
    code, out, err = finished(start("boj_2580", "--shard=" + given))
    assert code == 2 and err.strip().splitlines()[-1].startswith("runner.py: error: argument "
                                                                   "--shard: K/N"), err
    assert "Traceback" not in err


def test_stored_problems_judged_in_three_shards_merge_to_the_whole_run(tmp_path):
    whole, merged = whole_and_shards(tmp_path, 3, "boj_2580", "poj_3740", "ex_queens",
                                     "--case", "handmade_*", "--case", "sample_*")
    assert whole[0] == merged[0] == 0
    assert len(whole[1]) >= 6
    assert [(r["problem"], r["case"], r["verdict"]) for r in merged[1]] == [
        (r["problem"], r["case"], r["verdict"]) for r in whole[1]]
    assert closing(merged[2]) == closing(whole[2])
    assert len(closing(whole[2])) == 4


def test_failures_and_a_problem_that_does_not_build_merge_as_in_the_whole_run(tmp_path):
    """A problem whose solution does not compile is one CE record, though every shard that
    holds some of its cases met it; a broken problem.toml (a JE before its cases are known)
    is the one unit PROBLEM/, and makes exit 3."""
    cases = {"c%d" % i: ("%d 1\n" % i, "%d\n" % (i + 1)) for i in range(5)}
    make_problem(tmp_path, "a_ok", cases=cases)
    make_problem(tmp_path, "b_ce", solution="syntax_error", cases=cases)
    make_problem(tmp_path, "c_wa", solution="wa", cases=cases)
    (tmp_path / "testdata" / "d_je").mkdir()
    (tmp_path / "testdata" / "d_je" / "problem.toml").write_text("time_limit = [\n")
    whole, merged = whole_and_shards(tmp_path, 3, "--testdata", tmp_path / "testdata",
                                     "--root", tmp_path)
    assert whole[0] == merged[0] == 3
    key = [(r["problem"], r["case"], r["verdict"]) for r in whole[1]]
    assert [(r["problem"], r["case"], r["verdict"]) for r in merged[1]] == key
    assert {("b_ce", "", "CE"), ("c_wa", "c0", "WA"), ("d_je", "", "JE")} <= set(key)
    assert closing(merged[2]) == closing(whole[2])


def test_a_merge_exits_as_the_whole_run_would(tmp_path):
    """0 all AC, 1 some case not AC (3 on a JE: above)."""
    parts = [_shard(tmp_path, "a", 1, 2), _shard(tmp_path, "b", 2, 2)]
    assert finished(start("merge", *parts))[0] == 0
    data = json.loads(parts[1].read_text())
    data["records"][-1]["verdict"] = "WA"
    parts[1].write_text(json.dumps(data))
    code, out, _ = finished(start("merge", *parts))
    assert code == 1 and "total: 2/3 AC" in out


def test_a_solution_judged_on_a_package_in_two_shards_merges_to_the_whole_run(tmp_path):
    package = PACKAGES / "format-legacy"
    whole, merged = whole_and_shards(tmp_path, 2, package, "--solution",
                                     package / "submissions" / "either" / "maybe.py")
    assert whole[0] == merged[0] == 1
    assert [(r["case"], r["verdict"]) for r in merged[1]] == [
        (r["case"], r["verdict"]) for r in whole[1]]
    assert closing(merged[2]) == closing(whole[2]) != []


def test_a_package_verified_in_two_shards_merges_to_the_whole_verify(tmp_path):
    whole, merged = whole_and_shards(tmp_path, 2, "verify", PACKAGES / "format-legacy",
                                     "--tl", "0.5")
    assert whole[0] == merged[0] == 0
    assert [(r["submission"], r["expected"], r["verdict"], r["matched"]) for r in merged[1]] == [
        (r["submission"], r["expected"], r["verdict"], r["matched"]) for r in whole[1]]
    assert len(whole[1]) == 5
    assert closing(merged[2]) == closing(whole[2])


def _shard(tmp_path, name, k, n, command="judge", units=("p/1", "p/2", "p/3"), **changes):
    """A shard's report written by hand: k of n over `units`."""
    mine = [units[i] for i in shards.block(len(units), (k, n))]
    records = [{"problem": u.split("/")[0], "case": u.split("/")[1], "verdict": "AC",
                "cpu_ms": 1, "memory_kb": 1} for u in mine]
    data = shards.shard_report(command, "", (k, n), list(units), records, True)
    data.update(changes)
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("make,said", [
    (lambda t: [_shard(t, "a", 1, 2)], "shard 2 of 2 missing"),
    (lambda t: [_shard(t, "a", 1, 2), _shard(t, "b", 1, 2), _shard(t, "c", 2, 2)],
     "shard 1/2 given twice"),
    (lambda t: [_shard(t, "a", 1, 2), _shard(t, "b", 2, 2, units=("q/1", "q/2", "q/3"))],
     "different runs"),
    (lambda t: [_shard(t, "a", 1, 2), _shard(t, "b", 2, 3)], "different splits"),
    (lambda t: [_shard(t, "a", 1, 2), _shard(t, "b", 2, 2, units=["p/1"] * 3,
                                             fingerprint=shards.fingerprint(
                                                 "judge", ["p/1", "p/2", "p/3"]))],
     "overlap: both judged p/1"),
    (lambda t: [_shard(t, "a", 1, 2), _shard(t, "b", 2, 2, complete=False)],
     "was stopped before its end"),
    (lambda t: [_shard(t, "a", 1, 1, command="verify")], "broken field"),
    (lambda t: [_shard(t, "a", 1, 2, time_limit=1.0), _shard(t, "b", 2, 2, time_limit=2.0)],
     "different time limits (1, 2 s)"),
])
def test_a_merge_of_what_is_not_every_shard_of_one_run_once_is_refused(tmp_path, make, said):
    code, out, err = finished(start("merge", *make(tmp_path)))
    assert code == 2 and len(err.strip().splitlines()) == 1 and said in err, err


def test_a_merge_refuses_a_whole_runs_report_and_what_is_not_json(tmp_path):
    (tmp_path / "whole.json").write_text("[]\n")
    (tmp_path / "junk.json").write_text("{not json")
    for name, said in (("whole.json", "written without --shard"), ("junk.json", "not a JSON"),
                       ("none.json", "No such file")):
        code, out, err = finished(start("merge", tmp_path / name))
        assert code == 2 and len(err.strip().splitlines()) == 1 and said in err, err


def test_the_ci_recipes_commands_are_ones_the_runner_takes():
    """docs/ci.md's GitHub Actions matrix: every `python3 runner.py` it runs parses (the
    matrix's shard number put in), so the recipe cannot drift from the options."""
    from judge.commands import cli, judge
    from judge.commands.session import Parser
    text = (RUNNER.parent / "docs" / "ci.md").read_text(encoding="utf-8")
    recipe = re.search(r"```yaml\n(.*?)```", text, re.S).group(1)
    runs = re.findall(r"- run: python3 runner\.py (.*)", recipe)
    assert any("--shard" in r for r in runs) and any(r.startswith("merge ") for r in runs)
    for line in runs:
        argv = shlex.split(line.replace("${{ matrix.shard }}", "1"))
        word = argv[0] if argv[0] in cli.COMMANDS else None
        parser = Parser(prog="runner.py")
        (cli.COMMANDS[word][0] if word else judge).add_arguments(parser)
        args = parser.parse_args(argv[1:] if word else argv)
        assert getattr(args, "shard", None) in (None, (1, 4)), line
