"""Covers judge/__init__.py.

judge/__init__.py: the judge's layout is its map. It names every folder and top module of
judge/, and nothing else; imports point one way, down its list (commands -> judging ->
problems -> checking -> programs -> sandbox; config and errors at the top, for all); nothing
imports a folder's files from outside it but through its door (its __init__ and __all__);
and the pipeline walk it names is the one every input takes."""
import ast
import re

import pytest

from conftest import ROOT

JUDGE = ROOT / "judge"
ENTRY = re.compile(r"^  ([a-z_]+) {2,}\S", re.M)
LAYERS = ["commands", "judging", "problems", "checking", "programs", "sandbox"]
TOP = ["config", "blocks", "errors"]       # modules at judge/'s top: what every folder may import
# Side doors still open, each with its reason to wait: none today. An entry must still be
# a side door (test_nothing_goes_around_a_folders_door says when to drop it).
PENDING = set()


def _doc():
    return ast.get_docstring(ast.parse((JUDGE / "__init__.py").read_text(encoding="utf-8")))


def _modules():
    """{"judging.case": path, "judging": path of its __init__, ...} over judge/."""
    found = {}
    for path in JUDGE.rglob("*.py"):
        parts = list(path.relative_to(JUDGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _is_package(name):
    return name in MODULES and MODULES[name].name == "__init__.py"


def _door(name):
    """The names a package's door offers: its __all__."""
    for node in ast.parse(MODULES[name].read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "__all__":
            return set(ast.literal_eval(node.value))
    return set()


def _imports(name):
    """[(target module, imported names)] of a module of the judge, every import in it
    (inside functions too), relative or absolute, resolved to a name of MODULES ("" for judge
    itself)."""
    path = MODULES[name]
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    package = [p for p in package if p]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[:len(package) + 1 - node.level] + (
                node.module.split(".") if node.module else [])
            found.append((".".join(base), [a.name for a in node.names]))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "judge":
            found.append((node.module[6:], [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            found += [(a.name[6:], []) for a in node.names if a.name.split(".")[0] == "judge"]
    return found


def _arrows():
    """(importer, imported) for every import between modules of the judge: `from X import y`
    is an arrow to X.y where that is a module, else to X."""
    arrows = set()
    for name in MODULES:
        for target, names in _imports(name):
            for alias in names or [None]:
                sub = "%s.%s" % (target, alias) if target else alias
                arrows.add((name, sub if sub in MODULES else target))
    return arrows


def _layer(name):
    head = name.split(".")[0]
    return len(LAYERS) if head in TOP or head == "" else LAYERS.index(head)


def test_the_map_names_every_folder_and_top_module_and_nothing_else():
    named = ENTRY.findall(_doc())
    present = {p.stem for p in JUDGE.glob("*.py") if p.name != "__init__.py"}
    present |= {p.name for p in JUDGE.iterdir() if (p / "__init__.py").is_file()}
    assert len(named) == len(set(named)), "a module named twice"
    assert sorted(named) == sorted(present), (
        "missing from the map: %s; in the map, not in judge/: %s"
        % (sorted(present - set(named)), sorted(set(named) - present)))
    assert named == LAYERS + TOP, "the map's order is the import direction: %s" % named


def test_every_folder_has_a_door_that_says_what_it_holds():
    for layer in LAYERS:
        doc = ast.get_docstring(ast.parse(MODULES[layer].read_text(encoding="utf-8")))
        assert doc and len(doc.split()) >= 25, "judge/%s/__init__.py: no paragraph" % layer
        assert _door(layer), "judge/%s/__init__.py: no __all__" % layer


def test_imports_point_one_way_down_the_map():
    """A module imports its own folder's files, a folder below its own, or the top modules;
    the top modules import only each other."""
    upward = sorted("%s imports %s" % (a, b) for a, b in _arrows()
                    if a.split(".")[0] != b.split(".")[0] and _layer(b) < _layer(a)
                    or a.split(".")[0] in TOP and b.split(".")[0] not in TOP + [""])
    assert upward == [], upward
    assert len(_arrows()) > 50, "the import graph was not read"


def test_nothing_goes_around_a_folders_door():
    """From outside a folder, only its door: `from ..sandbox import run`, never
    `from ..sandbox.pool import ...`, and only names the door's __all__ offers."""
    doors = {layer: _door(layer) for layer in LAYERS}
    side = set()
    for name in MODULES:
        for target, names in _imports(name):
            head = target.split(".")[0]
            if head not in LAYERS or name.split(".")[0] == head:
                continue
            if target != head:
                side.add((name, target))
                continue
            side.update((name, "%s.%s" % (head, n)) for n in names if n not in doors[head])
    assert sorted(side - PENDING) == [], "side doors: %s" % sorted(side - PENDING)
    assert sorted(PENDING - side) == [], "no longer a side door, drop it from PENDING: %s" % (
        sorted(PENDING - side))


def test_no_module_imports_by_name():
    """importlib dispatch hides an arrow from the checks above: commands are imported."""
    users = [n for n in MODULES if re.search(r"^\s*(import importlib|from importlib)",
                                             MODULES[n].read_text(encoding="utf-8"), re.M)]
    assert users == []


WALK = re.compile(r"^  ([a-z_]+(?:\.[a-z_]+)+) {2,}\S", re.M)


def _local_names(name):
    """{local name: what it stands for (a module "judging.job" or "judging.job.make_job")},
    doors followed to the module that defines a name."""
    names = {}
    for target, imported in _imports(name):
        for alias in imported:
            names[alias] = _resolve("%s.%s" % (target, alias) if target else alias)
    return names


def _resolve(qualified):
    """A name offered by a door, followed to the module that defines it."""
    while qualified not in MODULES:
        module, _, attr = qualified.rpartition(".")
        if not _is_package(module):
            return qualified
        origin = _local_names(module).get(attr)
        if origin is None or origin == qualified:
            return qualified
        qualified = origin
    return qualified


def _call_graph():
    """{"module.function": {"module.function" it calls}} over judge/: a call is resolved to
    the same module's function (or method) of that name, or through what its name or its
    `mod.` prefix was imported as (doors followed)."""
    graph = {}
    for name, path in MODULES.items():
        if _is_package(name):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = _local_names(name)
        own = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        for fn in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
            callees = graph.setdefault("%s.%s" % (name, fn.name), set())
            for call in (n for n in ast.walk(fn) if isinstance(n, ast.Call)):
                f = call.func
                if isinstance(f, ast.Name):
                    callees.add("%s.%s" % (name, f.id) if f.id in own else names.get(f.id, f.id))
                elif isinstance(f, ast.Attribute):
                    base = names.get(getattr(f.value, "id", None))
                    if base in MODULES:
                        callees.add(_resolve("%s.%s" % (base, f.attr)))
                    elif f.attr in own:
                        callees.add("%s.%s" % (name, f.attr))
    return graph


def _reached(graph, start):
    seen, todo = {start}, [start]
    while todo:
        for callee in graph.get(todo.pop(), ()):
            if callee not in seen:
                seen.add(callee)
                todo.append(callee)
    return seen


def test_the_map_walk_is_the_one_every_input_takes():
    """Every step of the map's walk exists; the judging command (commands.judge.run) reaches
    each of them, a problem folder's for_problem and a package's for_package both; and
    `runner.py verify` (commands.verify.run) reaches each from for_package on: there is no
    second pipeline beside the first."""
    import importlib
    steps = WALK.findall(_doc())
    assert len(steps) >= 8, steps
    for step in steps:
        module, function = step.rsplit(".", 1)
        assert callable(getattr(importlib.import_module("judge." + module), function)), step
    graph = _call_graph()
    for entry, first in (("commands.judge.run", "commands.judge.plan"),
                         ("commands.verify.run", "judging.job.for_package")):
        missing = [s for s in steps[steps.index(first):] if s not in _reached(graph, entry)]
        assert missing == [], "%s never reaches %s" % (entry, missing)
    for build in ("judging.job.for_problem", "judging.job.for_package"):
        assert "judging.job.make_job" in _reached(graph, build), build


def test_the_checks_can_fail(monkeypatch):
    """An upward import and a side door planted in a module of the judge are both seen."""
    real = _imports
    planted = {"problems.cases": [("commands", ["cli"]), ("sandbox.pool", ["Pool"])]}
    monkeypatch.setitem(globals(), "_imports", lambda name: real(name) + planted.get(name, []))
    for check in (test_imports_point_one_way_down_the_map, test_nothing_goes_around_a_folders_door):
        with pytest.raises(AssertionError):
            check()
