"""`dlx-judge bundle FILE [-o OUT]`: contest code that imports our blocks as modules
(`from dlx_templates.dlx import DLX`) made into the one file a judge accepts, the way the
AtCoder Library's expander.py makes one of `#include <atcoder/...>`.

Each import of dlx_templates.MODULE is replaced by that module's block, pasted verbatim
between its marker lines (judge/blocks.py reads them), after the blocks it needs (sudoku's
needs dlx's), each block once; `as` names become one assignment after the block. Nothing
else is imported: the result needs the standard library only, and is checked to parse and to
import no dlx_templates. Only `from dlx_templates.MODULE import NAME, ...` at the top level
is bundled; any other form of import is a usage error naming its line.
"""
import ast
import sys

from .. import blocks
from ..errors import JudgeError, UsageError


def add_arguments(p):
    p.description = __doc__.split("\n\n")[0]
    p.add_argument("file", metavar="FILE", help="a .py file that imports dlx_templates modules")
    p.add_argument("-o", "--output", metavar="OUT", help="write the bundle here (default: stdout)")


def _imports(tree, path):
    """[(statement, module, [(name, as)])] of every import of dlx_templates in the file;
    UsageError for one the bundler cannot paste."""
    found = []
    top = set(map(id, tree.body))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            named = [a.name for a in node.names if a.name.split(".")[0] == blocks.PACKAGE]
            if named:
                raise UsageError("%s:%d: `import %s`: write `from %s import NAME` (the block "
                                 "is pasted, so its names, not a module, are defined)"
                                 % (path, node.lineno, named[0], named[0]))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == \
                blocks.PACKAGE and not node.level:
            parts = node.module.split(".")
            if len(parts) != 2:
                raise UsageError("%s:%d: `from %s import ...`: write `from %s.MODULE import "
                                 "NAME` (MODULE: one of %s)" % (
                                     path, node.lineno, node.module, blocks.PACKAGE,
                                     ", ".join(sorted(blocks.templates()[0]))))
            if id(node) not in top:
                raise UsageError("%s:%d: import %s at the top of the file, not inside a "
                                 "block of code" % (path, node.lineno, node.module))
            found.append((node, parts[1], [(a.name, a.asname) for a in node.names]))
    return found


def _order(module, known, done, path, line):
    """The modules to paste for `module`, the ones it needs first, none of `done`."""
    if module not in known:
        raise UsageError("%s:%d: no block %s.%s: the blocks are %s" % (
            path, line, blocks.PACKAGE, module, ", ".join(sorted(known))))
    order = []
    for need in known[module].needs:
        if need not in done:
            order += _order(need, known, done, path, line)
    if module not in done:
        done.add(module)
        order.append(module)
    return order


def _needed(module, known):
    """`module` and every module its block needs, at any depth."""
    return {module}.union(*(_needed(m, known) for m in known[module].needs))


def bundle(text, path="FILE"):
    """The bundled text of `text` (a .py file's source)."""
    try:
        tree = ast.parse(text, path)
    except SyntaxError as e:
        raise UsageError("%s:%s: does not parse: %s" % (path, e.lineno, e.msg))
    known = blocks.templates()[0]
    lines = text.splitlines(True)
    done, edits = set(), []
    for node, module, names in _imports(tree, path):
        order = _order(module, known, done, path, node.lineno)
        defined = set().union(*(known[m].defines() for m in _needed(module, known)))
        pasted = [line + "\n" for k, m in enumerate(order)
                  for line in ([""] if k else []) + known[m].block]   # a blank line between
        for name, alias in names:
            if name == "*":
                continue
            if name not in defined:
                raise UsageError("%s:%d: the %s block defines no %s (it defines %s)" % (
                    path, node.lineno, known[module].name, name, ", ".join(sorted(defined))))
            if alias and alias != name:
                pasted.append("%s = %s\n" % (alias, name))
        start, end = node.lineno - 1, node.end_lineno
        if "".join(lines[start:end]).strip() != ast.get_source_segment(text, node).strip():
            raise UsageError("%s:%d: put the import of %s on lines of its own"
                             % (path, node.lineno, node.module))
        edits.append((start, end, pasted))
    if not edits:
        raise UsageError("%s imports nothing from %s: nothing to bundle (write `from "
                         "%s.dlx import DLX`)" % (path, blocks.PACKAGE, blocks.PACKAGE))
    for start, end, pasted in reversed(edits):
        lines[start:end] = pasted
    result = "".join(lines)
    _check(result, path)
    return result


def _check(result, path):
    """The bundle parses and imports nothing of ours (a block that did would fail here)."""
    tree = ast.parse(result, path)
    for node in ast.walk(tree):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else [
            node.module or ""] if isinstance(node, ast.ImportFrom) else []
        if any(n.split(".")[0] == blocks.PACKAGE for n in names):
            raise UsageError("%s: the bundle still imports %s (line %d)"
                             % (path, blocks.PACKAGE, node.lineno))


def run(args, session):
    try:
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise UsageError("%s: cannot read: %s" % (args.file, getattr(e, "strerror", e)))
    try:
        result = bundle(text, args.file)
    except blocks.BlockError as e:       # our templates are broken: our data, not yours
        raise JudgeError(str(e))
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(result)
    else:
        sys.stdout.write(result)
    return 0
