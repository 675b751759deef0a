"""Every solution finds its answer with the DLX block it carries (issue 54): run in
process on an input that needs a search, the pasted DLX.search is called and makes
choices. The Sudoku solutions get an empty board (nothing for the propagation to
decide: every cell is a node of the search) and a stored hard case."""
import importlib.util
import io
import sys

import pytest

from conftest import ROOT, TESTDATA

EMPTY_9 = "".join("0 " * 8 + "0\n" for _ in range(9))
INPUTS = [
    ("boj_2580", EMPTY_9, 81),
    ("boj_19998", EMPTY_9, 81),
    ("poj_2676", "1\n" + "000000000\n" * 9, 81),
    ("poj_3074", "." * 81 + "\nend\n", 81),
    ("poj_3076", "-" * 16 + "\n" + ("-" * 16 + "\n") * 15, 256),
    ("boj_29111", "12\n", 2),
    ("poj_3740", (TESTDATA / "poj_3740" / "cases" / "hard_01.in").read_text(), 2),
] + [(problem, (TESTDATA / problem / "cases" / "hard_01.in").read_text(), 1)
     for problem in ("boj_2580", "boj_19998", "poj_2676", "poj_3074", "poj_3076")
     if (TESTDATA / problem / "cases" / "hard_01.in").exists()]


def run_counting_searches(problem, text):
    """(stdout, [nodes of each DLX.search call]) of solutions/<problem>.py on text."""
    spec = importlib.util.spec_from_file_location("counted_" + problem,
                                                  ROOT / "solutions" / (problem + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    searched, search = [], module.DLX.search

    def counted(self, *args, **kwargs):
        result = search(self, *args, **kwargs)
        searched.append(self.nodes)
        return result

    module.DLX.search = counted
    stdin, stdout = sys.stdin, sys.stdout
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode()))
    sys.stdout = io.StringIO()
    try:
        module.main()
        return sys.stdout.getvalue(), searched
    finally:
        sys.stdin, sys.stdout = stdin, stdout


@pytest.mark.parametrize("problem,text,least_nodes", INPUTS,
                         ids=["%s-%d" % (p, k) for k, (p, _, _) in enumerate(INPUTS)])
def test_the_answer_comes_from_the_pasted_dlx_search(problem, text, least_nodes):
    out, searched = run_counting_searches(problem, text)
    assert out.strip(), "no answer"
    assert searched, "solutions/%s.py never called DLX.search" % problem
    assert sum(searched) >= least_nodes
