"""Every path under tests/ that the repository's files cite (headers, docs, docstrings) exists,
so that moving a test cannot leave a pointer to nowhere."""
import re

from conftest import ROOT

CITED = re.compile(r"\btests/[A-Za-z0-9_./-]*[A-Za-z0-9_]")
# Citations known to be stale, each with a reason to wait: none today. An entry must still be
# stale (the test says when to drop it).
PENDING = set()


SKIPPED = {".git", ".venv", ".venv-bench", "__pycache__", ".pytest_cache", ".hypothesis"}
TEXT = {".py", ".md", ".hpp", ".cpp", ".toml", ".ini", ".txt", ".yaml", ".sh"}


def citations():
    """(file, cited path) for every tests/... path in the repository's code and prose:
    not in bench/results/ (measurements as they were), the fake solutions (programs, not
    prose), problems/ (your own, untracked) or this file."""
    found = set()
    for path in ROOT.rglob("*"):
        rel = path.relative_to(ROOT)
        if (SKIPPED & set(rel.parts) or rel.parts[0] == "problems"
                or rel.as_posix().startswith(("bench/results/", "tests/judge/fake_solutions/"))
                or not path.is_file() or (path.suffix not in TEXT and path.name != "Makefile")
                or path.name == "test_citations.py"):          # this file's PENDING list
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        found.update((rel.as_posix(), cited) for cited in CITED.findall(text))
    return found


def test_every_cited_test_path_exists():
    cited = citations()
    missing = sorted("%s cites %s" % pair for pair in cited - PENDING
                     if not (ROOT / pair[1]).exists())
    assert missing == [], missing
    fixed = sorted("%s now cites no %s: drop it from PENDING" % pair for pair in PENDING
                   if pair not in cited or (ROOT / pair[1]).exists())
    assert fixed == [], fixed


FILE = re.compile(r"(?<![\w./-])(?:judge|tools|bench|templates|solutions|examples|testdata|docs)/"
                  r"[A-Za-z0-9_./-]*\.(?:py|md|hpp|cpp|toml|txt)\b")


def test_every_file_the_docs_cite_exists():
    """README.md and docs/ name our modules and files: a module that moved or merged must
    not leave the reader looking for it."""
    missing = []
    for doc in [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md")):
        for cited in FILE.findall(doc.read_text(encoding="utf-8")):
            if not (ROOT / cited).exists():
                missing.append("%s cites %s" % (doc.name, cited))
    assert missing == [], missing
