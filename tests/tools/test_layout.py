"""The layout of tests/ (tests/README.md): every test file in the folder of what it covers,
none directly in tests/, where only conftest.py and helpers shared by several folders sit."""
import ast
import re
from pathlib import Path

from conftest import ROOT

TESTS = ROOT / "tests"
AREAS = {"templates", "judge", "problems", "problemkit", "tools"}   # tests/README.md's table


def is_test_file(path):
    """pytest's own rule (python_files): test_*.py or *_test.py."""
    return path.suffix == ".py" and (path.name.startswith("test_") or path.stem.endswith("_test"))


def test_no_test_file_sits_directly_in_tests():
    stray = sorted(p.name for p in TESTS.iterdir() if p.is_file() and is_test_file(p))
    assert stray == [], ("tests/%s: move it to the folder of what it covers "
                         "(tests/README.md)" % ", tests/".join(stray))


def test_every_test_file_sits_in_a_folder_of_the_table():
    misplaced = sorted(str(p.relative_to(TESTS)) for p in TESTS.rglob("*.py")
                       if is_test_file(p) and p.relative_to(TESTS).parts[0] not in AREAS)
    assert misplaced == [], misplaced


def test_every_folder_of_the_table_holds_tests():
    assert all(any(map(is_test_file, (TESTS / area).rglob("*.py"))) for area in AREAS)


NUMBERED = re.compile(r"issue|(^|_)(t|task_?)\d+(_|$)", re.I)


def test_no_test_name_is_a_ticket_number():
    """A name says what it covers: "issue 14" or "t21" tells a reader nothing."""
    named = []
    for path in TESTS.rglob("*.py"):
        names = [path.stem] + re.findall(r"^\s*def (test_\w+)", path.read_text(), re.M)
        named += ["%s: %s" % (path.relative_to(TESTS), n) for n in names if NUMBERED.search(n)]
    assert named == [], named


COVERS = re.compile(r'\A"""Covers (judge/[a-z_/]+\.py(?:, judge/[a-z_/]+\.py)*)\.$', re.M)


def test_the_judges_tests_mirror_its_folders():
    """tests/judge/ is laid out as judge/ is: a test file sits in the folder of what it covers
    (tests/judge/sandbox/ for judge/sandbox/, tests/judge/sandbox/warm/ for its subfolder, ...;
    tests/judge/ itself for judge/'s top modules), and its first line names those modules,
    each one that exists."""
    judge = ROOT / "judge"
    wrong = []
    for path in sorted((TESTS / "judge").rglob("*.py")):
        rel = path.relative_to(TESTS / "judge")
        if not is_test_file(path) or rel.parts[0] in ("packages", "fake_solutions"):
            continue
        folder = rel.parent.as_posix() if len(rel.parts) > 1 else ""
        if folder and not (judge / folder / "__init__.py").is_file():
            wrong.append("%s: no judge/%s/" % (rel, folder))
            continue
        match = COVERS.match(path.read_text(encoding="utf-8"))
        named = match.group(1).split(", ") if match else []
        if not named:
            wrong.append("%s: its first line does not name what it covers" % rel)
        for module in named:
            if not (ROOT / module).is_file() or (
                    Path(module).parent != Path("judge", folder)):
                wrong.append("%s: covers %s, not a module of judge/%s" % (rel, module, folder))
    assert wrong == [], wrong


def test_every_test_that_starts_busy_loops_is_marked_scenario():
    """Busy loops on every core slow each test beside them; `make test` on a newcomer's machine
    leaves such tests out by their mark (Makefile: SCENARIOS), so the mark must not be forgotten."""
    unmarked = []
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        for node in ast.parse(path.read_text()).body:
            if (isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
                    and any(isinstance(call, ast.Call) and ast.unparse(call.func) == "BusyLoops"
                            for call in ast.walk(node))
                    and "pytest.mark.scenario" not in map(ast.unparse, node.decorator_list)):
                unmarked.append("%s::%s" % (path.relative_to(ROOT), node.name))
    assert not unmarked, unmarked
