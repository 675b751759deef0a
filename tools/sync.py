"""Copy the templates' pasteable blocks into every solution and example.

Each file templates/<name>.py holds one block between the marker lines
`# region <block> vN` and `# endregion <block> vN`; that block is the one source
of truth. Every solution and example carries an engine: the DLX block
(templates/dlx.py) or the bitset engine (templates/xcover_bits.py); the Sudoku solutions also carry the Sudoku model (templates/sudoku.py). `make
sync` (this script) rewrites everything between a copy's marker lines, the way
the AtCoder Library's expander builds one-file submissions. `--check` changes
nothing and exits 1 naming the first differing line of each stale copy.

    python tools/sync.py            # rewrite stale copies
    python tools/sync.py --check    # exit 1 if any copy differs
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"
REQUIRED = "dlx-template"          # the block every copy must carry,
ALTERNATIVE = "xcover-bits"        # unless it carries this engine instead
COPY_DIRS = ("solutions", "examples")
MARKER = re.compile(r"# (region|endregion) ([a-z0-9-]+) v\S+$")


class SyncError(Exception):
    pass


def block_bounds(lines, name, where):
    """Index of the opening and of the closing marker line of block `name`,
    or None if the file has neither."""
    marks = [(i, m.group(1)) for i, line in enumerate(lines)
             for m in [MARKER.match(line)] if m and m.group(2) == name]
    if not marks:
        return None
    if [kind for _, kind in marks] != ["region", "endregion"]:
        raise SyncError("%s: block %s needs exactly one '# region %s vN' line and "
                        "one '# endregion %s vN' line after it" % (where, name, name, name))
    return marks[0][0], marks[1][0]


def rel(path):
    try:
        return path.relative_to(ROOT)
    except ValueError:            # a file outside the repository
        return path


def template_blocks():
    """{block name: its lines, markers included} from templates/*.py."""
    blocks = {}
    for path in sorted(TEMPLATES.glob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        names = {m.group(2) for m in map(MARKER.match, lines) if m}
        if len(names) != 1:
            raise SyncError("%s: a template holds exactly one block" % rel(path))
        name = names.pop()
        start, end = block_bounds(lines, name, rel(path))
        blocks[name] = lines[start:end + 1]
    if REQUIRED not in blocks:
        raise SyncError("templates/: no %s block" % REQUIRED)
    return blocks


def copies():
    """Every file meant to carry blocks: all .py files in COPY_DIRS."""
    return sorted(p for d in COPY_DIRS for p in (ROOT / d).glob("*.py"))


def first_difference(path, name, block):
    """None if path carries the block verbatim, else 'file:line: ...'."""
    lines = path.read_text(encoding="utf-8").splitlines()
    bounds = block_bounds(lines, name, rel(path))
    if bounds is None:
        if name != REQUIRED or block_bounds(lines, ALTERNATIVE, rel(path)):
            return None
        return "%s: no %s block (nor %s)" % (rel(path), name, ALTERNATIVE)
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


def stale_copies():
    """[(path, block name, first difference)] for every copy that differs."""
    blocks = template_blocks()
    return [(p, name, diff) for p in copies() for name, block in sorted(blocks.items())
            for diff in [first_difference(p, name, block)] if diff]


def main(argv):
    check = argv == ["--check"]
    if argv and not check:
        sys.exit("usage: python tools/sync.py [--check]")
    try:
        stale = stale_copies()
        for path, name, diff in stale:
            print(diff if check else "synced %s (%s)" % (rel(path), name))
            if not check:
                rewrite(path, name, template_blocks()[name])
    except SyncError as e:
        sys.exit("sync: %s" % e)
    if check and stale:
        sys.exit(1)
    print("sync: %d file(s) checked, %d block(s) %s" % (
        len(copies()), len(stale), "stale" if check else "rewritten"))


if __name__ == "__main__":
    main(sys.argv[1:])
