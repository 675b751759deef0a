"""problemkit's import rules, as its docstring states them: nothing in it but the
deliberately wrong Sudoku solvers imports templates/ (so the reference solvers and
checkers stay independent of the template they judge), the general modules import
nothing from problemkit.sudoku, no module name of problemkit.sudoku is used
anywhere else in the tree, and each package's docstring maps exactly its modules."""
import ast
import re

import pytest

from conftest import ROOT, TEMPLATES

PROBLEMKIT = ROOT / "problemkit"
MODULES = sorted(PROBLEMKIT.rglob("*.py"))
TEMPLATE_NAMES = {p.stem for p in TEMPLATES.glob("*.py")}


def imported(path):
    """The dotted names a Python file imports (at any depth of its code)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def from_templates(names):
    return {n for n in names
            if n == "templates" or n.startswith("templates.") or n.split(".")[0] in TEMPLATE_NAMES}


def test_there_are_modules_on_both_levels():
    assert (PROBLEMKIT / "sudoku" / "layouts.py") in MODULES
    assert (PROBLEMKIT / "tokens.py") in MODULES


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_only_the_flawed_solvers_import_the_templates(path):
    found = from_templates(imported(path))
    if path == PROBLEMKIT / "sudoku" / "flawed.py":
        assert found == {"templates.dlx"}
    else:
        assert not found, "%s imports %s" % (path.relative_to(ROOT), sorted(found))


@pytest.mark.parametrize("path", sorted(PROBLEMKIT.glob("*.py")),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_the_general_modules_need_nothing_sudoku(path):
    found = {n for n in imported(path) if n.startswith("problemkit.sudoku")}
    assert not found, "%s imports %s" % (path.relative_to(ROOT), sorted(found))


def test_no_sudoku_module_name_is_used_elsewhere():
    """As tests/problems/test_problem_folders.py asks of the top-level folders: one name,
    one module (in tests/, every folder's)."""
    elsewhere = {p.name for folder in ("templates", "judge", "problemkit", "tools", "tests",
                                       "bench")
                 for p in (ROOT / folder).glob("**/*.py" if folder == "tests" else "*.py")}
    for path in sorted((PROBLEMKIT / "sudoku").glob("*.py")):
        if path.name != "__init__.py":
            assert path.name not in elsewhere, path


def test_each_package_docstring_maps_its_modules_and_nothing_else():
    entry = re.compile(r"^  ([a-z_]+) {2,}\S", re.M)
    for package in (PROBLEMKIT, PROBLEMKIT / "sudoku"):
        doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")))
        present = {p.stem for p in package.glob("*.py") if p.name != "__init__.py"}
        present |= {p.name for p in package.iterdir() if (p / "__init__.py").is_file()}
        assert sorted(entry.findall(doc)) == sorted(present), package
