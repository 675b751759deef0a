# expect: WA
"""Wrong on purpose: examples/qdomination.py asking within(n) (any cover by at
most n queens: the first the search finds) where the fewest are wanted:
minimum() goes on below the first cover it finds."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "qdomination", os.path.join(HERE, "..", "..", "..", "examples", "qdomination.py"))
qd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(qd)
qd.SetCover.minimum = lambda self, budget=1 << 62: self.within(self.p)   # the bug
qd.main()
