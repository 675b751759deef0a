"""Copy the templates' pasteable blocks into every solution and example.

Each file templates/<name>.py holds one block between the marker lines
`# region <block> vN` and `# endregion <block> vN`; that block is the one source
of truth. Every solution and example carries an engine: the DLX block
(templates/dlx.py) or another engine (ENGINES: templates/xcover_bits.py,
the set cover's templates/setcover_bits.py); the
Sudoku solutions and examples/xsudoku.py also carry the Sudoku model
(templates/sudoku.py). The C++ twins work the same way: templates/<name>.hpp
holds one block between `// region <block> vN` and `// endregion <block> vN`, and
every solutions/cpp/*.cpp carries the C++ DLX block (templates/dlx.hpp). `make
sync` (this script) rewrites everything between a copy's marker lines, the way
the AtCoder Library's expander builds one-file submissions. `--check` changes
nothing and exits 1 naming the first differing line of each stale copy.

Each copy's header says what it carries in one line, written here from the
markers it pastes: `Blocks: name vN, ... (tools/sync.py writes this line)`
(C++: the same after `// `), inserted before the docstring's closing quotes
(C++: after the opening comment) when missing. Anywhere else outside the
blocks a copy names blocks without versions: `--check` reports a version
written by hand (header_difference), so a header cannot drift from its blocks.

A block's version tag names one content: templates/VERSIONS pins every
`<block> vN` to a hash of the lines between its markers (block_hash), and
`--check` (and tests/tools/test_sync.py) fail when a block changed without
its tag changing. Nothing rewrites a pinned line: changing a block means
bumping its tag by hand; `--pin` then appends the line for the new tag.

    python tools/sync.py            # rewrite stale copies
    python tools/sync.py --check    # exit 1 if any copy differs or a pin is off
    python tools/sync.py --pin      # pin new tags in templates/VERSIONS
"""
import hashlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from judge.blocks import MARKER, BlockError, block_bounds, templates  # noqa: E402  (the one reader)

TEMPLATES = ROOT / "templates"
VERSIONS = TEMPLATES / "VERSIONS"
REQUIRED = "dlx-template"          # the block every copy must carry,
# unless it carries one of these engines instead
ENGINES = ("xcover-bits", "setcover-bits", "cost-cover")
REQUIRED_CPP = "dlx-template-cpp"  # the block every C++ copy must carry,
# unless it carries one of these (standing alone) instead
ENGINES_CPP = ("dlx-cover-cpp", "cost-cover-cpp")
COPY_DIRS = ("solutions", "examples")
CPP_COPY_DIRS = ("solutions/cpp",)
HEADER = re.compile(r"(?://\s*)?Blocks: ")
HEADER_NOTE = " (tools/sync.py writes this line)"


SyncError = BlockError         # a template's or a copy's markers are wrong (judge/blocks.py)


def rel(path):
    try:
        return path.relative_to(ROOT)
    except ValueError:            # a file outside the repository
        return path


def template_blocks():
    """{block name: its lines, markers included} from templates/*.py and *.hpp."""
    blocks = {}
    for table in templates(str(TEMPLATES)):
        for template in table.values():
            if template.name in blocks:
                raise SyncError("%s: block %s is in another template too"
                                % (rel(Path(template.path)), template.name))
            blocks[template.name] = template.block
    for name in (REQUIRED, REQUIRED_CPP):
        if name not in blocks:
            raise SyncError("templates/: no %s block" % name)
    return blocks


def copies():
    """Every file meant to carry blocks: all .py files in COPY_DIRS, all .cpp
    files in CPP_COPY_DIRS."""
    return sorted([p for d in COPY_DIRS for p in (ROOT / d).glob("*.py")]
                  + [p for d in CPP_COPY_DIRS for p in (ROOT / d).glob("*.cpp")])


def first_difference(path, name, block):
    """None if path carries the block verbatim, else 'file:line: ...'."""
    lines = path.read_text(encoding="utf-8").splitlines()
    bounds = block_bounds(lines, name, rel(path))
    if bounds is None:
        if path.suffix == ".cpp":
            if name != REQUIRED_CPP or any(block_bounds(lines, e, rel(path)) for e in ENGINES_CPP):
                return None
            return "%s: no %s block (nor %s)" % (rel(path), name, " nor ".join(ENGINES_CPP))
        if name != REQUIRED or any(block_bounds(lines, e, rel(path)) for e in ENGINES):
            return None
        return "%s: no %s block (nor %s)" % (rel(path), name, " nor ".join(ENGINES))
    start, end = bounds
    copy = lines[start:end + 1]
    for k, (want, got) in enumerate(zip(block, copy)):
        if want != got:
            return "%s:%d: %s: expected %r, found %r" % (
                rel(path), start + k + 1, name, want, got)
    if len(copy) != len(block):
        k = min(len(copy), len(block))
        return "%s:%d: %s has %d lines, the template's has %d" % (
            rel(path), start + k + 1, name, len(copy), len(block))
    return None


def rewrite(path, name, block):
    lines = path.read_text(encoding="utf-8").splitlines()
    bounds = block_bounds(lines, name, rel(path))
    if bounds is None:
        raise SyncError("%s: add the two %s marker lines where the block goes"
                        % (rel(path), name))
    lines[bounds[0]:bounds[1] + 1] = block
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def tag(block):
    """'name vN' from a block's opening marker line."""
    return block[0].split(None, 2)[2]


def block_hash(block):
    """First 12 hex digits of the SHA-256 of the lines between the markers,
    each ending in a newline: the content a version tag stands for."""
    inner = "".join(line + "\n" for line in block[1:-1])
    return hashlib.sha256(inner.encode("utf-8")).hexdigest()[:12]


def read_pins(path=None):
    """{'name vN': hash} from lines 'name vN hash' of VERSIONS (or path);
    '#' starts a comment."""
    path, pins = path or VERSIONS, {}
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    for number, line in enumerate(text.splitlines(), 1):
        fields = line.split("#", 1)[0].split()
        if not fields:
            continue
        if len(fields) != 3:
            raise SyncError("%s:%d: expected 'block vN hash', found %r"
                            % (rel(path), number, line))
        if fields[0] + " " + fields[1] in pins:
            raise SyncError("%s:%d: %s pinned twice" % (rel(path), number, fields[0]))
        pins[fields[0] + " " + fields[1]] = fields[2]
    return pins


def pin_problems(blocks, pins):
    """One message per template block whose tag is unpinned or pinned to
    another content."""
    problems = []
    for name, block in sorted(blocks.items()):
        t, h = tag(block), block_hash(block)
        if t not in pins:
            problems.append("%s is not pinned in templates/VERSIONS: run "
                            "`python3 tools/sync.py --pin`" % t)
        elif pins[t] != h:
            problems.append("%s changed without a version bump (content %s, pinned %s): "
                            "bump its tag in templates/, `make sync`, then "
                            "`python3 tools/sync.py --pin`" % (t, h, pins[t]))
    return problems


def new_pins(blocks, pins):
    """Lines 'name vN hash' for the template blocks whose tag is not pinned."""
    return ["%s %s" % (tag(b), block_hash(b)) for _, b in sorted(blocks.items())
            if tag(b) not in pins]


def pin():
    """Append the lines of new tags to VERSIONS; a changed block whose tag
    is pinned already is refused (bump the tag first)."""
    blocks, pins = template_blocks(), read_pins()
    lines = new_pins(blocks, pins)
    stale = [p for p in pin_problems(blocks, pins) if "without a version bump" in p]
    if stale:
        raise SyncError("; ".join(stale))
    if lines:
        with VERSIONS.open("a", encoding="utf-8") as f:
            f.write("".join(line + "\n" for line in lines))
    for line in lines:
        print("pinned %s" % line)
    print("sync: %d new pin(s) in %s" % (len(lines), rel(VERSIONS)))


def stale_copies():
    """[(path, block name, first difference)] for every copy that differs."""
    blocks = template_blocks()
    return [(p, name, diff) for p in copies() for name, block in sorted(blocks.items())
            for diff in [first_difference(p, name, block)] if diff]


def pasted(lines):
    """[(start, end, 'name vN')] of the blocks a copy pastes, in file order."""
    spans, open_at = [], None
    for i, line in enumerate(lines):
        m = MARKER.match(line)
        if m and m.group(1) == "region":
            open_at = i
        elif m and open_at is not None:
            spans.append((open_at, i, tag([lines[open_at]])))
            open_at = None
    return spans


def header_line(path, lines):
    """The Blocks: line path's header must hold, from the blocks it pastes."""
    tags = ", ".join(t for _, _, t in pasted(lines))
    return ("// " if path.suffix in (".cpp", ".hpp") else "") + "Blocks: " + tags + HEADER_NOTE


def hand_written_versions(lines, names):
    """[(line number, 'name vN')] of block versions named outside the blocks
    and outside the Blocks: line."""
    inside = set()
    for a, b, _ in pasted(lines):
        inside.update(range(a, b + 1))
    named = re.compile(r"\b(%s) v\d+\b" % "|".join(sorted(map(re.escape, names), key=len,
                                                           reverse=True)))
    return [(i + 1, m.group(0)) for i, line in enumerate(lines)
            if i not in inside and not HEADER.match(line) for m in named.finditer(line)]


def header_difference(path, names):
    """None if path's header names exactly the blocks it pastes, else 'file:line: ...'."""
    lines = path.read_text(encoding="utf-8").splitlines()
    want = header_line(path, lines)
    found = [i for i, line in enumerate(lines) if HEADER.match(line)]
    if len(found) != 1:
        return "%s: %d 'Blocks:' header lines, expected one: %r (run `make sync`)" % (
            rel(path), len(found), want)
    if lines[found[0]] != want:
        return "%s:%d: header: expected %r, found %r (run `make sync`)" % (
            rel(path), found[0] + 1, want, lines[found[0]])
    for number, version in hand_written_versions(lines, names):
        return ("%s:%d: %r: name blocks without versions; the Blocks: line says which "
                "version is pasted" % (rel(path), number, version))
    return None


def header_insert_at(path, lines):
    """Where a missing Blocks: line goes: before the module docstring's
    closing quotes, or after a C++ file's opening comment."""
    if path.suffix == ".py":
        for i, line in enumerate(lines[1:], 1):
            if line.strip() == '"""':
                return i
    else:
        i = 0
        while i < len(lines) and lines[i].startswith("//"):
            i += 1
        if i:
            return i
    raise SyncError("%s: no header to write the Blocks: line into" % rel(path))


def rewrite_header(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    want = header_line(path, lines)
    found = [i for i, line in enumerate(lines) if HEADER.match(line)]
    if found and lines[found[0]] == want and len(found) == 1:
        return False
    for i in reversed(found[1:]):
        del lines[i]
    if found:
        lines[found[0]] = want
    else:
        lines.insert(header_insert_at(path, lines), want)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return True


def stale_headers():
    """[(path, difference)] for every copy whose header drifted."""
    names = list(template_blocks())
    return [(p, diff) for p in copies() for diff in [header_difference(p, names)] if diff]


def main(argv):
    check = argv == ["--check"]
    if argv and not check and argv != ["--pin"]:
        sys.exit("usage: python tools/sync.py [--check | --pin]")
    try:
        if argv == ["--pin"]:
            return pin()
        pinned = pin_problems(template_blocks(), read_pins())
        for problem in pinned:
            print("sync: %s" % problem)
        stale = stale_copies()
        for path, name, diff in stale:
            print(diff if check else "synced %s (%s)" % (rel(path), name))
            if not check:
                rewrite(path, name, template_blocks()[name])
        headers = stale_headers() if check else [p for p in copies() if rewrite_header(p)]
        for item in headers:
            print(item[1] if check else "synced %s (Blocks: line)" % rel(item))
        if not check:
            headers = stale_headers()          # versions written by hand stay: report them
            for _, diff in headers:
                print("sync: %s" % diff)
    except SyncError as e:
        sys.exit("sync: %s" % e)
    if check and (stale or pinned or headers):
        sys.exit(1)
    print("sync: %d file(s) checked, %d block(s) %s" % (
        len(copies()), len(stale), "stale" if check else "rewritten"))


if __name__ == "__main__":
    main(sys.argv[1:])
