"""Every block's header, in KACTL's spirit: the fields Description, Usage, Time, Memory, Status
and Needs, in that order, on one screen; `Needs:` names exactly the blocks it uses (each pasted
above it), and a block reads no private name (`_x`) of another.

A block uses another when its template imports that block's module (`from dlx import DLX`,
which a copy replaces by the pasted block), or when its code (comments and strings left out)
reads a name that the other block alone defines at its top level: Python by its syntax tree,
C++ by its struct, class, function and macro definitions. A name that several blocks define
(DLX_CHECK, MAX_NODES) says by itself nothing about which one is needed."""
import ast
import functools
import re

import pytest

from conftest import ROOT
from judge.blocks import templates

FIELDS = ("Description", "Usage", "Time", "Memory", "Status", "Needs")
MAX_HEADER_LINES = 30          # KACTL keeps about 9; a Usage block here runs to 11
# Private names one block takes from another, each with the reason it waits; an entry must
# still be taken (the test says when to drop it). None now: what sudoku-masks takes from
# sudoku-model (shape_of, propagate, place_singles) is that block's public API.
PENDING_PRIVATE = set()


@functools.lru_cache(maxsize=None)     # read once a worker, not once a test
def all_blocks():
    """{block name: (template path, the block's lines, markers included)}."""
    found = {}
    for table in templates(str(ROOT / "templates")):
        for template in table.values():
            found[template.name] = (template.path, template.block)
    return found


def header(path):
    """The header's lines: a Python template's module docstring, a C++ one's first comment."""
    text = open(path, encoding="utf-8").read()
    if path.endswith(".py"):
        return (ast.get_docstring(ast.parse(text), clean=False) or "").strip("\n").splitlines()
    lines = []
    for line in text.splitlines():
        if not line.startswith("//"):
            break
        lines.append(line[2:].lstrip(" ") if not line.startswith("//   ") else line[2:])
    return lines


def fields(lines):
    """{field: its text} for the header's `Field:` lines (a field runs to the next one)."""
    out, current = {}, None
    for line in lines:
        start = re.match(r"(\w+): ?(.*)", line)
        if start and start.group(1) in FIELDS + ("Source", "Errors"):
            current = start.group(1)
            out[current] = start.group(2)
        elif current:
            out[current] += " " + line.strip()
    return out


def python_names(code):
    """(names defined at the top level, names read) of Python code."""
    tree = ast.parse(code)
    defined = set()

    def top(body):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                defined.add(node.name)
            elif isinstance(node, ast.Assign):
                defined.update(t.id for t in node.targets if isinstance(t, ast.Name))
            for part in ("body", "orelse", "finalbody"):
                if isinstance(node, (ast.If, ast.Try)) and getattr(node, part, None):
                    top(getattr(node, part))
            for handler in getattr(node, "handlers", []):
                top(handler.body)
    top(tree.body)
    anywhere = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)
                and isinstance(n.ctx, ast.Store)}
    anywhere |= {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef,
                                                                  ast.ClassDef))}
    anywhere |= {a.arg for n in ast.walk(tree) if isinstance(n, ast.arguments)
                 for a in n.args + n.kwonlyargs}
    read = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Load)} - anywhere
    return defined, read


CPP_DEFINES = re.compile(r"(?m)^(?:struct|class) (\w+)|^#define (\w+)"
                         r"|^(?:static\s+|inline\s+)*[\w:]+[\s*&]+(\w+)\s*\(")


def cpp_names(code):
    code = re.sub(r"(?s)/\*.*?\*/", "", re.sub(r"//.*", "", code))
    code = re.sub(r'"(?:\\.|[^"\\])*"', '""', code)
    defined = {name for found in CPP_DEFINES.findall(code) for name in found if name}
    return defined, set(re.findall(r"\b[A-Za-z_]\w*\b", code)) - defined


def imported(path):
    """The template modules a Python template imports (its blocks' dependencies)."""
    if not path.endswith(".py"):
        return set()
    tree = ast.parse(open(path, encoding="utf-8").read())
    return {node.module for node in tree.body if isinstance(node, ast.ImportFrom)
            and (ROOT / "templates" / (str(node.module) + ".py")).exists()}


@functools.lru_cache(maxsize=None)     # parsed once a worker, not once a test
def read_and_defined():
    """{block: (is C++, names defined at its top level, names it reads and does not define)}."""
    found = {}
    for name, (path, block) in all_blocks().items():
        code = "\n".join(block[1:-1])
        cpp = path.endswith(".hpp")
        found[name] = (cpp,) + (cpp_names(code) if cpp else python_names(code))
    return found


@functools.lru_cache(maxsize=None)
def uses():
    """{block: {block it needs: [names it reads from it, or "import"]}}."""
    names, blocks = read_and_defined(), all_blocks()
    owners, of_module = {}, {}
    for name, (cpp, defined, _) in names.items():
        of_module[blocks[name][0].rsplit("/", 1)[-1][:-3]] = name
        for n in defined:
            owners.setdefault((cpp, n), []).append(name)
    needed = {}
    for name, (cpp, defined, read) in names.items():
        needed[name] = {of_module[m]: ["import"] for m in imported(blocks[name][0])}
        for n in sorted(read):
            owner = owners.get((cpp, n), [])
            if len(owner) == 1 and owner[0] != name:
                needed[name].setdefault(owner[0], []).append(n)
    return needed


def private_names_taken():
    """{(block, name)}: a private name a block reads that another block defines."""
    names = read_and_defined()
    return {(name, n) for name, (cpp, _, read) in names.items() for n in read
            if n.startswith("_") and any(n in other[1] for other_name, other in names.items()
                                         if other_name != name and other[0] == cpp)}


BLOCKS = sorted(all_blocks())


@pytest.mark.parametrize("name", BLOCKS)
def test_the_header_has_kactls_fields_in_order_on_one_screen(name):
    lines = header(all_blocks()[name][0])
    found = [f for f in fields(lines) if f in FIELDS]
    assert found == list(FIELDS), (name, found)
    assert len(lines) <= MAX_HEADER_LINES, "%s: a header of %d lines" % (name, len(lines))


@pytest.mark.parametrize("name", BLOCKS)
def test_needs_names_exactly_the_blocks_it_uses(name):
    said = fields(header(all_blocks()[name][0])).get("Needs", "")
    listed = {b for b in re.findall(r"[a-z][a-z-]*[a-z]", said) if b in all_blocks()}
    assert listed == set(uses()[name]), "%s: Needs: %r; it uses %s" % (name, said, uses()[name])


def test_needs_reads_the_names_one_block_takes_from_another():
    needed = uses()
    assert needed["dlx-min"] == {"dlx-template": ["import", "DLX"]}
    assert needed["dlx-min-cpp"] == {"dlx-template-cpp": ["DLX"]}
    assert needed["dlx-template"] == {}


def test_no_block_takes_a_private_name_of_another():
    taken = private_names_taken()
    assert taken - PENDING_PRIVATE == set(), sorted(taken - PENDING_PRIVATE)
    assert PENDING_PRIVATE <= taken, "not taken now, drop from PENDING_PRIVATE: %s" % sorted(
        PENDING_PRIVATE - taken)
