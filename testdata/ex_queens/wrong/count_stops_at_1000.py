# expect: WA
"""Wrong on purpose: examples/queens.py counting with a limit, xc.count(1000):
the search stops at the 1000th solution, right for n <= 10 and wrong for
n = 11 (2680) and n = 12 (14200). Pass a limit only to ask "at least k?"."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "queens", os.path.join(HERE, "..", "..", "..", "examples", "queens.py"))
queens = importlib.util.module_from_spec(spec)
spec.loader.exec_module(queens)
count = queens.XCover.count                  # the engine of mode count
queens.XCover.count = lambda self, limit=1000: count(self, limit)  # the bug
queens.main()
