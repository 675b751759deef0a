# expect: WA
"""Wrong on purpose: examples/hdu4735_little_wish.py without the bound on the
count: the cheapest cover by any number of options. It may need more boys than
there are, so some answers come out too small (and none -1 for lack of boys)."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "wish", os.path.join(HERE, "..", "..", "..", "examples", "hdu4735_little_wish.py"))
wish = importlib.util.module_from_spec(spec)
spec.loader.exec_module(wish)
minimum = wish.CostCover.minimum


def any_count(self, at_most=None, budget=1 << 62):
    return minimum(self, None, budget)    # the bug: at_most dropped


wish.CostCover.minimum = any_count
wish.main()
