# expect: WA
"""Wrong on purpose: examples/queens.py with every item primary, so each of the
4n-2 diagonals would need exactly one queen: impossible with n queens (n >= 2),
so it answers 0 and "none" for every n >= 2. "At most once" needs secondary items."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "queens", os.path.join(HERE, "..", "..", "..", "examples", "queens.py"))
queens = importlib.util.module_from_spec(spec)
spec.loader.exec_module(queens)


def all_primary(reset):
    return lambda self, n_items, n_primary=None: reset(self, n_items)   # the bug


for engine in (queens.DLX, queens.XCover):     # the engines of "one" and "count"
    engine.reset = all_primary(engine.reset)
queens.main()
