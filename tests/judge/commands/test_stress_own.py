"""Covers judge/commands/stress.py.

`runner.py stress --solution F --brute B --gen G`: your own problem, no testdata/ folder."""
import subprocess
import sys

from conftest import RUNNER

GEN = ("import random, sys\nr = random.Random(int(sys.argv[1]))\n"
       "print(*[r.randint(-5, 5) for _ in range(r.randint(1, 6))])\n")
BRUTE = ("a = list(map(int, input().split()))\n"
         "print(max(sum(a[i:j]) for i in range(len(a)) for j in range(i + 1, len(a) + 1)))\n")
KADANE = ("best, cur = None, 0\nfor x in map(int, input().split()):\n    cur += x\n"
          "    best = cur if best is None or cur > best else best\n    cur = max(cur, 0)\n"
          "print(best)\n")
WRONG = "a = list(map(int, input().split()))\nprint(sum(x for x in a if x > 0) or max(a))\n"


def stress(tmp_path, solution, gen=GEN, *extra):
    for name, text in (("gen.py", gen), ("brute.py", BRUTE), ("sol.py", solution)):
        (tmp_path / name).write_text(text)
    return subprocess.run([sys.executable, str(RUNNER), "stress", "--solution", "sol.py",
                           "--brute", "brute.py", "--gen", "gen.py"] + list(extra),
                          cwd=tmp_path, capture_output=True, text=True, timeout=600)


def smallest_failing_seed():
    """The first seed on which WRONG and BRUTE differ, computed here independently."""
    import random
    for seed in range(1, 1000):
        r = random.Random(seed)
        a = [r.randint(-5, 5) for _ in range(r.randint(1, 6))]
        right = max(sum(a[i:j]) for i in range(len(a)) for j in range(i + 1, len(a) + 1))
        if (sum(x for x in a if x > 0) or max(a)) != right:
            return seed, a, right


def test_a_right_solution_agrees(tmp_path):
    out = stress(tmp_path, KADANE, GEN, "--count", "20")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "on 20 generated cases (seeds 1..20)" in out.stdout


def test_the_smallest_failing_seed_is_saved_with_its_answer(tmp_path):
    seed, numbers, right = smallest_failing_seed()
    out = stress(tmp_path, WRONG, GEN, "--count", "200", "--out", "stress-failures")
    assert out.returncode == 1, out.stdout + out.stderr
    saved = tmp_path / "stress-failures" / ("seed_%d" % seed)
    assert saved.with_suffix(".in").read_text().split() == [str(x) for x in numbers]
    assert saved.with_suffix(".ans").read_text().strip() == str(right)
    again = subprocess.run([sys.executable, str(RUNNER), "--solution", "sol.py", "--cases",
                            "stress-failures"], cwd=tmp_path, capture_output=True, timeout=300)
    assert again.returncode == 1


def test_a_failure_leaves_nothing_where_it_was_run_without_out(tmp_path):
    out = stress(tmp_path, WRONG, GEN, "--count", "200")
    assert out.returncode == 1 and "dlxjudge-" in out.stdout, out.stdout + out.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["brute.py", "gen.py", "sol.py"]


def test_a_failing_generator_is_a_judge_error_naming_the_seed(tmp_path):
    out = stress(tmp_path, KADANE, "import sys\nprint(1)\nsys.exit(int(sys.argv[1]) == 3)\n")
    assert out.returncode == 3 and "generator failed on seed 3" in out.stderr, out.stderr
