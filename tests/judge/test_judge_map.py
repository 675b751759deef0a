"""judge/__init__.py is the one map of the judge's modules (README and runner.py point
at it): it names every module and package of judge/, and nothing that is not there."""
import ast
import re

from conftest import ROOT

JUDGE = ROOT / "judge"
ENTRY = re.compile(r"^  ([a-z_]+) {2,}\S", re.M)


def test_the_map_names_every_module_and_nothing_else():
    doc = ast.get_docstring(ast.parse((JUDGE / "__init__.py").read_text(encoding="utf-8")))
    named = ENTRY.findall(doc)
    present = {p.stem for p in JUDGE.glob("*.py") if p.name != "__init__.py"}
    present |= {p.name for p in JUDGE.iterdir() if (p / "__init__.py").is_file()}
    assert len(named) == len(set(named)), "a module named twice"
    assert sorted(named) == sorted(present), (
        "missing from the map: %s; in the map, not in judge/: %s"
        % (sorted(present - set(named)), sorted(set(named) - present)))


WALK = re.compile(r"^  ([a-z_]+)\.([a-z_]+) {2,}\S", re.M)


def _call_graph():
    """{"module.function": {"module.function" it calls}} over judge/: a call is resolved to
    the same module's function (or method) of that name, or to the module its name or its
    `mod.` prefix was imported from (`from .m import f`, `from . import m as x`)."""
    graph = {}
    for path in JUDGE.glob("*.py"):
        module = path.stem
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names, modules = {}, {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                for alias in node.names:
                    if node.module:
                        names[alias.asname or alias.name] = node.module.split(".")[0]
                    else:
                        modules[alias.asname or alias.name] = alias.name
        own = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        for fn in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
            callees = graph.setdefault("%s.%s" % (module, fn.name), set())
            for call in (n for n in ast.walk(fn) if isinstance(n, ast.Call)):
                f = call.func
                if isinstance(f, ast.Name):
                    where = module if f.id in own else names.get(f.id)
                    callees.add("%s.%s" % (where, f.id))
                elif isinstance(f, ast.Attribute):
                    base = getattr(f.value, "id", None)
                    where = modules.get(base, module if f.attr in own else None)
                    callees.add("%s.%s" % (where, f.attr))
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
    """Every step of the map's walk exists; the judging command (cli.run) reaches each of
    them, a problem folder's job.for_problem and a package's job.for_package both; and
    `runner.py verify` (verify.run) reaches each from job.for_package on: there is no second
    pipeline beside the first."""
    import importlib
    doc = ast.get_docstring(ast.parse((JUDGE / "__init__.py").read_text(encoding="utf-8")))
    steps = ["%s.%s" % step for step in WALK.findall(doc)]
    assert len(steps) >= 8, steps
    for step in steps:
        module, function = step.split(".")
        assert callable(getattr(importlib.import_module("judge." + module), function)), step
    graph = _call_graph()
    for entry, first in (("cli.run", "cli.plan"), ("verify.run", "job.for_package")):
        missing = [s for s in steps[steps.index(first):] if s not in _reached(graph, entry)]
        assert missing == [], "%s never reaches %s" % (entry, missing)
    for build in ("job.for_problem", "job.for_package"):
        assert "job.make" in _reached(graph, build), build
