"""The layout of tests/ (tests/README.md): every test file in the folder of what it covers,
none directly in tests/, where only conftest.py and helpers shared by several folders sit."""
import re

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
