"""Covers judge/errors.py.

Verdict is the one type a verdict has from the run to the report: every record carries a
member, and the JSON report prints its name. A verdict written as a string literal anywhere
else in the judge is a second vocabulary that can drift from it; the only literals are the
tables that translate another tool's names (the package format's, the grader protocol's)."""
import ast
import json

from conftest import ROOT
from judge.errors import Verdict

NAMES = {v.value for v in Verdict}
# name -> the tables allowed to hold verdict names as strings: another vocabulary, or print
TRANSLATIONS = {
    "checking/checkers.py": {"GRADER_CODES", "GRADER_ANSWERS"},   # the grader protocol's
    "problems/submissions.py": {"SPEC_VERDICTS", "DEFAULT_RULES"},   # the 2025-09 format's
}


def test_a_verdict_is_its_name_in_print_and_in_json():
    assert json.dumps({"verdict": Verdict.TLE}) == '{"verdict": "TLE"}'
    assert "%s %s" % (Verdict.AC, Verdict.JE) == "AC JE"
    assert "{:>4}".format(Verdict.RE) == "  RE"
    assert Verdict("WA") is Verdict.WA and Verdict.WA == "WA"   # a report read back


def _verdict_literals(path):
    """[(line, the top-level name it is assigned under, or None)] of every string literal
    that is a verdict's name."""
    found = []
    for top in ast.parse(path.read_text(encoding="utf-8")).body:
        names = [t.id for t in getattr(top, "targets", []) if isinstance(t, ast.Name)]
        found += [(node.lineno, names[0] if names else None) for node in ast.walk(top)
                  if isinstance(node, ast.Constant) and node.value in NAMES]
    return found


def test_no_verdict_is_spelt_as_a_string_outside_the_translation_tables():
    judge = ROOT / "judge"
    stray = []
    for path in sorted(judge.rglob("*.py")):
        rel = path.relative_to(judge).as_posix()
        if rel == "errors.py":
            continue
        allowed = TRANSLATIONS.get(rel, set())
        stray += ["judge/%s:%d" % (rel, line) for line, name in _verdict_literals(path)
                  if name not in allowed]
    assert not stray, "a verdict spelt as a string (use errors.Verdict): %s" % stray
