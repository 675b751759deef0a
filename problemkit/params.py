"""A problem's bounds, stated once: the [params] table of its problem.toml (as Library
Checker's params feed generator, verifier and statement). Read with the judge's own
TOML reader, so the runner and the problem scripts cannot disagree on the syntax."""
import os

from judge.problem import parse_flat_toml


def problem_params(script_file):
    """The [params] of the problem.toml beside script_file (a testdata script's __file__)."""
    folder = os.path.dirname(os.path.abspath(script_file))
    with open(os.path.join(folder, "problem.toml"), encoding="utf-8") as f:
        return parse_flat_toml(f.read()).get("params", {})
