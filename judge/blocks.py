"""The template blocks: how a block is fenced, where the blocks live, and reading them.

A template (templates/NAME.py or NAME.hpp in a clone; installed by pip or pipx as the package
dlx_templates, the same files) holds one block between the marker lines `# region BLOCK vN`
and `# endregion BLOCK vN` (C++: `//`). Lines outside the block are the template's own: its
header, a self-check, and the imports of the blocks it needs (`from dlx import DLX`: the
copies paste the dlx-template block above it instead). tools/sync.py keeps every copy of a
block verbatim through block_bounds; `dlx-judge template` prints one block and `dlx-judge
bundle` pastes the blocks a file imports (judge/commands/bundle.py).
"""
import ast
import os
import re

MARKER = re.compile(r"(?:#|//) (region|endregion) ([a-z0-9-]+) v\S+$")
_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# a clone's templates/, else the package an install (pip, pipx) put beside judge/
FOLDER = next((d for d in (os.path.join(_HERE, "templates"), os.path.join(_HERE, "dlx_templates"))
               if os.path.isfile(os.path.join(d, "dlx.py"))), os.path.join(_HERE, "dlx_templates"))
PACKAGE = "dlx_templates"          # the name the blocks are installed under (pyproject.toml)


class BlockError(Exception):
    """A template or a copy whose markers are wrong, or a block that is not there."""


def block_bounds(lines, name, where):
    """Index of the opening and of the closing marker line of block `name`, or None if the
    file has neither."""
    marks = [(i, m.group(1)) for i, line in enumerate(lines)
             for m in [MARKER.match(line)] if m and m.group(2) == name]
    if not marks:
        return None
    if [kind for _, kind in marks] != ["region", "endregion"]:
        raise BlockError("%s: block %s needs exactly one '# region %s vN' line and "
                         "one '# endregion %s vN' line after it" % (where, name, name, name))
    return marks[0][0], marks[1][0]


class Template:
    """One template file: its block (lines, markers included), the block's name, and the
    modules of the blocks it needs (its own `from MODULE import ...` lines)."""

    def __init__(self, path):
        self.path = path
        self.module = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding="utf-8") as f:
            text = f.read()
        lines = text.splitlines()
        names = {m.group(2) for m in map(MARKER.match, lines) if m}
        if len(names) != 1:
            raise BlockError("%s: a template holds exactly one block" % path)
        self.name = names.pop()
        start, end = block_bounds(lines, self.name, path)
        self.block = lines[start:end + 1]
        self.needs = []
        if path.endswith(".py"):
            for node in ast.parse(text).body:
                if isinstance(node, ast.ImportFrom) and not node.level and os.path.isfile(
                        os.path.join(os.path.dirname(path), node.module + ".py")):
                    self.needs.append(node.module)

    def defines(self):
        """The names the block defines at its top level (a Python block)."""
        names = set()
        for node in ast.parse("\n".join(self.block)).body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Assign):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names.add(node.target.id)
        return names


def templates(folder=FOLDER):
    """{module: Template} of the Python templates, and {module: Template} of the C++ ones."""
    found = ({}, {})
    for entry in sorted(os.listdir(folder)):
        stem, ext = os.path.splitext(entry)
        if ext in (".py", ".hpp") and not stem.startswith("_"):
            found[ext == ".hpp"][stem] = Template(os.path.join(folder, entry))
    return found
