"""Problems: what is judged, read from disk. folder.py is a problem folder (problem.toml: the
problem's facts and limits, read by judge/config.py, the one TOML and YAML reader); cases.py pairs a
folder's cases (ours, oj's, cf-tool's, Polygon's) and reads their files; package.py is an ICPC
problem package (problem.yaml per format version, data, limits, include/), grading.py how its
groups' verdicts and scores add up, submissions.py its submissions and what each expects.
Nothing here runs a program: that is judging's.
"""
from .cases import (LAYOUTS, MAX_CASE_BYTES, Case, cph_probs, list_cases, read_case_file,
                    read_cases, read_cph)
from .folder import (DEFAULT_TESTDATA, MEMORY_RANGE, REPO, TIME_RANGE, AdHocProblem, Problem,
                     discover_problems, finite_positive, hidden_dirs, load_problem)
from .submissions import at, find_submissions, score_failure, settled
from . import package

__all__ = ["LAYOUTS", "MAX_CASE_BYTES", "Case", "cph_probs", "list_cases", "read_case_file",
           "read_cases", "read_cph",
           "DEFAULT_TESTDATA", "MEMORY_RANGE", "REPO",
           "TIME_RANGE", "AdHocProblem", "Problem", "discover_problems", "finite_positive",
           "hidden_dirs", "load_problem", "at", "find_submissions", "score_failure",
           "settled", "package"]
