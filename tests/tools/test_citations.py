"""Every path under tests/ that the repository's files cite (headers, docs, docstrings) exists,
so that moving a test cannot leave a pointer to nowhere."""
import re

from conftest import ROOT

CITED = re.compile(r"\btests/[A-Za-z0-9_./-]*[A-Za-z0-9_]")
# Headers in templates/ and problemkit/ that this branch leaves to the lead (rewritten in
# parallel while it ran): each must still be stale; once its file names the new path, drop it.
PENDING = {
    ("problemkit/__init__.py", "tests/test_problemkit_imports.py"),
    ("problemkit/sudoku/flawed.py", "tests/test_testdata.py"),
    ("templates/dlx.hpp", "tests/test_cpp.py"),
    ("templates/dlx.py", "tests/test_dlx.py"),
    ("templates/dlx_color.py", "tests/test_dlx_color.py"),
    ("templates/dlx_cover.hpp", "tests/test_cpp.py"),
    ("templates/dlx_cover.py", "tests/test_setcover.py"),
    ("templates/dlx_min.hpp", "tests/test_cpp.py"),
    ("templates/dlx_min.py", "tests/test_mincover.py"),
    ("templates/polyomino.py", "tests/test_polyomino.py"),
    ("templates/setcover_bits.py", "tests/test_setcover.py"),
    ("templates/sudoku.hpp", "tests/test_cpp.py"),
    ("templates/sudoku.py", "tests/test_sudoku_model.py"),
    ("templates/sudoku_spaced.py", "tests/test_template_copies.py"),
    ("templates/sudoku_spaced.py", "tests/test_testdata.py"),
    ("templates/sudoku_spaced.py", "tests/test_sudoku9.py"),
    ("templates/sudoku_spaced.py", "tests/test_sudoku_spaced.py"),
    ("templates/xcover_bits.py", "tests/test_xcover_bits.py"),
    ("templates/xcover_bits_color.py", "tests/test_dlx_color.py"),
    ("templates/xcover_min.py", "tests/test_mincover.py"),
}


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
