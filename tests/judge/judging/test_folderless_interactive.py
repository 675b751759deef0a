"""Covers judge/judging/interactive.py.

`--interactor PROG` with a folder of cases: an interactive problem with no package, judged
as a package's interactive validator is (judge/judging/interactive.py, Kattis' protocol)."""
import subprocess
import sys

from conftest import RUNNER
from fake_packages import write

INTERACTOR = '''
import sys
secret = int(open(sys.argv[1]).read())
for tries in range(10):
    print("guess", flush=True)
    line = sys.stdin.readline()
    if not line:
        sys.exit(43)
    if int(line) == secret:
        print("correct", flush=True)
        sys.exit(42)
    print("lower" if int(line) > secret else "higher", flush=True)
open(sys.argv[3] + "judgemessage.txt", "w").write("too many guesses")
sys.exit(43)
'''
BISECT = '''
lo, hi = 1, 100
while True:
    input()
    m = (lo + hi) // 2
    print(m, flush=True)
    r = input()
    if r == "correct":
        break
    lo, hi = (lo, m - 1) if r == "lower" else (m + 1, hi)
'''
ALWAYS_ONE = '''
while True:
    input()
    print(1, flush=True)
    if input() == "correct":
        break
'''


def judged(tmp_path, solution):
    for name, secret in (("1", 37), ("2", 80)):
        write(tmp_path / "cases" / (name + ".in"), "%d\n" % secret)
        write(tmp_path / "cases" / (name + ".ans"), "%d\n" % secret)
    interactor = write(tmp_path / "interactor.py", INTERACTOR)
    sol = write(tmp_path / "sol.py", solution)
    out = subprocess.run([sys.executable, str(RUNNER), str(tmp_path / "cases"), str(sol),
                          "--interactor", str(interactor)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, timeout=300)
    return out.returncode, out.stdout.decode()


def test_a_right_solution_is_accepted_by_the_interactor(tmp_path):
    code, out = judged(tmp_path, BISECT)
    assert code == 0 and "2/2 AC" in out and "interactive" in out, out


def test_a_wrong_solution_gets_the_interactors_rejection(tmp_path):
    code, out = judged(tmp_path, ALWAYS_ONE)
    assert code == 1 and out.count("WA ") == 2 and "too many guesses" in out, out
