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
