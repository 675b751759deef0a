"""A problem's bounds, stated once: the [params] table of its problem.toml (as Library
Checker's params feed generator, verifier and statement). Read with the judge's own TOML
reader (judge.config.read_toml), the one the runner uses on every Python, so the runner and
the problem scripts cannot disagree on the syntax."""
import os

from judge.config import read_toml


def problem_params(script_file):
    """The [params] of the problem.toml beside script_file (a testdata script's __file__).
    A broken problem.toml is a judge.errors.JudgeError with one line naming file and line."""
    folder = os.path.dirname(os.path.abspath(script_file))
    return read_toml(os.path.join(folder, "problem.toml")).get("params", {})
