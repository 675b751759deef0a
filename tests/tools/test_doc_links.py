"""Links between the docs keep working when a section moves: every markdown link of README.md,
docs/, bench/README.md and tests/README.md reaches a file, and its #anchor a heading there (as
GitHub names headings); every citation of a guide section by name anywhere in the tree
(`docs/template.md, "Which engine"`) names a heading of the guide; and no file cites the
guide by a section number, which the guide no longer has."""
import re

from conftest import ROOT

GUIDE = ROOT / "docs" / "template.md"
PROSE = ["README.md", "bench/README.md", "tests/README.md"]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
BY_NAME = re.compile(r'docs/template\.md[`\s,()#/*]*"([^"]+)"')
BY_NUMBER = re.compile(r"(?:docs/template\.md[`\s,(#/*]*|the guide's\s+)sections? \d")
SKIPPED = {".git", ".venv", ".venv-bench", "__pycache__", ".pytest_cache", "problems"}
TEXT = {".py", ".md", ".hpp", ".cpp", ".toml", ".txt"}
# Citations by number in files another piece of work is rewriting, each with its reason; an
# entry must still cite a number (the test says when to drop it): none today.
PENDING = set()


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path):
    text = re.sub(r"(?ms)^```.*?^```", "", path.read_text(encoding="utf-8"))
    return {slug(h) for h in re.findall(r"(?m)^#{1,6} (.+)$", text)}


def headings(path):
    return [h.strip() for h in re.findall(r"(?m)^#{2,6} (.+)$", path.read_text(encoding="utf-8"))]


def test_a_heading_gets_githubs_anchor():
    assert slug("The C++ twin (judges without Python)") == "the-c-twin-judges-without-python"
    assert slug('"At most once": secondary items') == "at-most-once-secondary-items"
    assert slug("Giving up and starting again: `budget`") == "giving-up-and-starting-again-budget"


def test_every_link_of_the_docs_reaches_its_file_and_heading():
    broken = []
    docs = [ROOT / p for p in PROSE] + sorted((ROOT / "docs").glob("*.md"))
    for doc in docs:
        for target in LINK.findall(doc.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target):              # http:, https:, mailto:
                continue
            path, _, anchor = target.partition("#")
            dest = (doc.parent / path).resolve() if path else doc
            if not dest.exists():
                broken.append("%s links to %s: no such file" % (doc.name, target))
            elif anchor and (dest.suffix != ".md" or anchor not in anchors(dest)):
                broken.append("%s links to %s: no such heading" % (doc.name, target))
    assert broken == [], broken


def one_line(cited):
    """A name cited across lines, as one line: the comment marks of the next line dropped."""
    return " ".join(w for w in cited.split() if w not in ("#", "//"))


def tree_texts():
    for path in ROOT.rglob("*"):
        rel = path.relative_to(ROOT)
        if (SKIPPED & set(rel.parts) or rel.as_posix().startswith("bench/results/")
                or not path.is_file() or path.suffix not in TEXT):
            continue
        yield rel.as_posix(), path.read_text(encoding="utf-8", errors="replace")


def test_every_guide_section_cited_by_name_is_a_heading():
    names = [h.lower() for h in headings(GUIDE)]
    missing = sorted("%s cites %r" % (name, cited) for name, text in tree_texts()
                     for cited in map(one_line, BY_NAME.findall(text))
                     if not any(h.startswith(cited.lower()) for h in names))
    assert missing == [], missing


def test_no_file_cites_a_guide_section_by_number():
    by_number = {name for name, text in tree_texts() if BY_NUMBER.search(text)}
    if re.search(r"\bsections?\s+\d", GUIDE.read_text(encoding="utf-8")):
        by_number.add(GUIDE.relative_to(ROOT).as_posix())
    assert by_number - PENDING == set(), sorted(by_number - PENDING)
    assert PENDING - by_number == set(), "cites no number now, drop from PENDING: %s" % sorted(
        PENDING - by_number)


BENCH_SCRIPT = re.compile(r"\bbench/[a-z0-9_/]+\.py\b")


def test_every_bench_script_a_file_names_exists():
    """A comment or doc that says where a number was measured names a script that is there
    (bench/ moves its scripts; a pointer left behind sends the reader nowhere). bench/results/
    keeps the commands of old runs as they were."""
    missing = sorted("%s names %s" % (name, script) for name, text in tree_texts()
                     if not name.startswith("bench/results/")
                     for script in set(BENCH_SCRIPT.findall(text)) if not (ROOT / script).exists())
    assert missing == [], missing
